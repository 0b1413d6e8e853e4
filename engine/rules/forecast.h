// What a planner may ask a rule set about the odds, without a die rolled.
//
// Planners are generic (DESIGN / The AI does not cheat; STYLE / 5): they
// know no rule set's tables, yet they must weigh a shot, a charge or a move
// with the rule set's exact probability functions. These small plain
// structs carry those answers across the rules interface (Rules::forecast,
// Rules::exposure, Rules::evaluate in rules.h). A rule set that cannot say
// leaves the defaults, which mean "nothing known", and planners fall back
// on sampling.
//
// Every answer is computed from the state given, which for a planner is its
// side's view (Rules::view_for): it never knows more than that side has seen.
// Answers draw no random numbers and allocate nothing once the vectors in
// them have reached their working size (the caller keeps and reuses them).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/geometry.h"

namespace skirmish {

// One man's place once an action is carried out.
struct ForecastMove {
  int16_t figure = -1;
  Vec2 to;
};

// An enemy man the action may put out of the fight, and the chance.
struct ForecastLoss {
  int16_t figure = -1;
  double chance = 0;
};

// A hold objective the action may put beyond anyone's holding for the rest
// of the game (the building its area lies in set afire), and the chance.
struct ForecastHoldEnded {
  int16_t objective = -1;
  double chance = 0;
};

// What an action is expected to bring about if it is chosen now, from the
// acting side's point of view. "Out of the fight" means no longer able to
// act for his side: dead, down, routed, surrendered or gone from the table.
struct Forecast {
  // The rule set filled this in; false means nothing is known of the action.
  bool known = false;
  // The chance the action is carried out at all (order and action rolls,
  // the chance a charge reaches its man), 0..1.
  double carried_out = 1;
  // How much a failure costs beyond the time lost, 0..1: 1 where a failed
  // roll may shake the men (an order refused, men falling back), 0 where
  // it only wastes the try (a climb or a search that comes to nothing).
  double failure_risk = 1;
  // Expected enemy men put out of the fight by it, and expected wound
  // points (the rule set's own measure of harm) dealt to enemies. Weighed
  // over every way the action can go, its failure included: an order the
  // leader may fail counts its men's shots only on the rolls they act on,
  // so a planner must not weigh these by carried_out again.
  double enemy_losses = 0;
  double enemy_harm = 0;
  // The same for the acting side's own men (a riposte, a fall, a misfire).
  double own_losses = 0;
  double own_harm = 0;
  // The chance the shot or blow lands at all (0 when the action deals none).
  double hit_chance = 0;
  // Victory points the acting side expects the action to take outright and
  // keep, whatever happens after (a man leaving the table by an exit
  // objective not yet scored), weighed over every way the action can go like
  // the losses. Points that hang on the end of the game (holding ground, a
  // man still to be killed) are not counted here.
  double points_taken = 0;
  // Where the acting side's men stand if it is carried out: every man it
  // moves, once each (empty for an action that moves nobody).
  std::vector<ForecastMove> moves;
  // Which enemy men it may put out of the fight, where the rule set can
  // say and the action names no one target (an order to a group); empty
  // otherwise: the action's target takes the enemy losses.
  std::vector<ForecastLoss> losses;
  // Hold objectives, of any side, that nobody can hold any more if the
  // action comes off (a building set afire), with that chance: the points
  // they would have given whoever held them at the end are gone.
  std::vector<ForecastHoldEnded> holds_ended;
  // The barred door (numbered by barred_door_number, engine/core/terrain.h)
  // the action breaks open if it is carried out (at the chance
  // carried_out): a way in for men of every side from then on. -1: none.
  int16_t breaks_door = -1;
  // How near the acting side stands to breaking (the rule set's victory
  // rule: the point at which a side gives up the fight), as it stands now,
  // before the action: how many more of its men may be put out of the fight
  // before it breaks (1: the next loss breaks it), and the same for the
  // enemy side nearest to breaking. Told whenever the rule set can say, even
  // for an action it cannot forecast (known false); -1 when it cannot.
  int own_men_to_break = -1;
  int enemy_men_to_break = -1;
  // The action puts the acting side's men to act before the enemy's (a
  // seized initiative, a choice to move first): the charges they stand
  // under fall, if at all, after they have struck or stepped away.
  bool acts_first = false;

  void clear() {
    known = false;
    carried_out = 1;
    failure_risk = 1;
    enemy_losses = enemy_harm = own_losses = own_harm = hit_chance = points_taken = 0;
    moves.clear();
    losses.clear();
    holds_ended.clear();
    breaks_door = -1;
    own_men_to_break = enemy_men_to_break = -1;
    acts_first = false;
  }
};

// How dangerous a spot is for one man: what the enemy men his side has seen
// could do to him there with their next shot each, and how many of them
// could reach him with a charge, by the rule set's exact odds.
struct Exposure {
  // The rule set filled this in; false means nothing is known.
  bool known = false;
  // Enemy men who could fire at him there (loaded or not: a shot to come),
  // and of those how many see him with no cover at all.
  int shooters = 0;
  int clear_shots = 0;
  // Sum over those shooters of the chance one shot hits him, and of the
  // chance it puts him out of the fight.
  double expected_hits = 0;
  double expected_losses = 0;
  // Enemy men who could reach him with a charge in one move.
  int chargers = 0;
  // The melee to come: the sum over those chargers of the chance that his
  // one stroke, all of them on him at once (every one counting in the odds
  // of several on one man), puts him out of the fight there.
  double melee_losses = 0;
  // Of melee_losses, the part that is his running off from the courage
  // check a charge forces before any blow is struck (Mayhem's charged
  // check); kept by exposure_to_fire. 0 where the rules force no such check.
  double charged_off = 0;
  // The best cover he has there against the shooters who see him, as the
  // rule set's share of its own best cover: 0 in the open, 1 the most it
  // knows; 1 also when no enemy sees him.
  double cover = 1;
  void clear() { *this = Exposure{}; }
};

}  // namespace skirmish
