// The utility planner's considerations: each a number for one offered
// action, oriented so that higher is better, computed from the rule set's
// exact odds (Rules::forecast, Rules::exposure) and the scenario's
// objectives. The formulas are in docs/ai.md; the weights come from a
// personality (ai/utility/personality.h).
//
// Everything here is generic over the rules interface: it knows men only as
// the Figure every rule set shares, units by Figure::unit and their leaders
// by the scenario's UnitSpec::leader.
#pragma once

#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "ai/planner.h"
#include "ai/tactics/objective_paths.h"
#include "ai/utility/personality.h"
#include "engine/rules/forecast.h"
#include "engine/rules/rules.h"
#include "engine/rules/standing.h"

namespace skirmish::ai {

// The names a breakdown shows, in the order every breakdown lists them.
inline constexpr std::string_view kDamageDealt = "damage dealt";
inline constexpr std::string_view kDamageReceived = "damage received";
inline constexpr std::string_view kCoverGained = "cover gained";
inline constexpr std::string_view kObjective = "objective progress";
inline constexpr std::string_view kLeaderSafety = "leader safety";
inline constexpr std::string_view kCohesion = "unit cohesion";
inline constexpr std::string_view kMoraleRisk = "morale risk";
inline constexpr std::string_view kReloadTiming = "reload timing";
inline constexpr std::string_view kChargeThreat = "charge threat";
inline constexpr std::string_view kOutlook = "outlook";
inline constexpr std::string_view kFirePosition = "fire position";
inline constexpr std::string_view kHoldAtEnd = "hold at the end";

// Distances are counted in moves of this many inches, so that objective
// progress and cohesion are in "moves" whatever the rule set's measure
// (6": a man's walk in most skirmish rules; a yardstick, not a rule).
inline constexpr double kMoveInches = 6;
// Putting out the man a kill objective names takes the objective outright:
// worth as much objective progress as 30" of ground (5 moves of 6") toward
// it. Measured against 2 and 10 (docs/strength.md).
inline constexpr double kKillObjectiveGround = 5;
// A man this close to his leader is in touch with him; only the distance
// beyond it counts against cohesion (one move, as above).
inline constexpr double kCohesionInches = 6;
// Ground toward a hold objective counts this share of ground toward any
// other: holding scores only at the end, which hold at the end weighs, and
// men drawn to the area all game long leave the cover and the fire they
// could have had on the way. Measured against 0, 0.25, 0.75 and 1
// (docs/strength.md).
inline constexpr double kHoldGroundShare = 0.5;
// Ground toward or away from a hold area that no enemy side would hold too,
// and no enemy stands in, counts nothing while the man could still reach
// it from where he would stand, at his ordinary move a turn, with this many
// turns to spare: there is no race for it, and men who walked out to stand
// in it from the first turn stood in the open for the enemy to charge
// (docs/strength.md). A contested area is a race, and keeps its pull. Two
// turns to spare, not one: with one the brigands and raiders often stood
// too far from their ground by the last turn (0.5 points against random
// on Mayhem, docs/strength.md).
inline constexpr double kHoldSpareTurns = 2;
// A hold objective scores only for who stands in it when the game ends: in
// a scenario with a turn limit, the last this many turns weigh the chance
// of a man standing there, the last turn in full and each turn before it
// less (docs/ai.md). Measured against 2 and 4 turns (docs/strength.md).
inline constexpr double kHoldUrgencyTurns = 3;
// An exit scores once, for the first man off the table by it: ground toward
// it counts in full for the side's man nearest it (its runner, by the way
// there; not a man whose fall scores for the enemy while another can go)
// and this share for every other man; once a man has left by it,
// ground toward it counts nothing. Every man drawn to it in full walked
// the forest ambush's party through the brigands' fire and charges (82.5%
// of its games against random won, against 89.2% with a quarter;
// docs/strength.md). Measured against 0 and 0.5. Where every man off
// scores again (Standing::scores_each_man), every man is drawn in full.
inline constexpr double kExitFollowerShare = 0.25;
// Wound points (a rule set's "harm") count this much of a man each: harm
// matters only to order actions that put out the same men.
inline constexpr double kHarmPerLoss = 0.1;

// What an option's considerations were computed from, kept so its reason
// can be told in numbers.
struct OptionFacts {
  bool forecast_known = false;  // the rule set forecast it (else it was sampled)
  double carried_out = 1;
  double enemy_losses = 0;
  double enemy_harm = 0;  // the rule set's harm besides (Forecast::enemy_harm)
  double own_losses = 0;
  int main_figure = -1;  // the man the reason speaks of (the actor, or the first moved)
  bool moved = false;    // he moves, to `to`
  Vec2 to;
  // His exposure where he stands and where the action leaves him; the
  // melee to come (melee_losses) told only where it was weighed (a leader).
  Exposure before;
  Exposure after;
  double shot_before = 0;   // the best shot of his own where he stands (Rules::shot_offered)
  double shot_after = 0;    // and where the action leaves him
  int objective = -1;       // the scenario objective he gets closest to, when he moves
  bool to_end = false;      // it is the enemy's ground, which he could put beyond holding
  double closer = 0;        // inches closer to it
  int runner = -1;          // when it is an exit: the side's man who runs for it, if not he
  int spared = -1;          // and the nearer man kept from running, the enemy's prize
  int spared_prize = -1;    // the enemy's kill objective that names him
  int kill_objective = -1;  // the kill objective whose man the action strikes at
  double points_taken = 0;  // victory points the action takes outright (Forecast::points_taken)
  // A hold objective the action may leave held by nobody for good
  // (Forecast::holds_ended: a building set afire), the chance, and the
  // points that takes, the enemy's less the side's own, as things stand
  // (the largest such objective told).
  int ended_objective = -1;
  double ended_chance = 0;
  double ended_points = 0;
  int leader = -1;  // his unit's leader
  double outlook_change = 0;
  bool acts_first = false;  // a seize, a move first (Forecast::acts_first)
  double forestalled = 0;   // then: own men's melee losses it may forestall
  // then, in the last turn: the hold objective both sides could stand on
  // by the end, whose last move it gives the enemy (the largest told)
  int last_word = -1;
  int own_men_to_break = -1;  // the side's margin before it breaks, if told
  int hold_objective = -1;    // the hold objective whose holding the action changes most
  double hold_before = 0;     // the chance a man of the side stands in it at the end, as now
  double hold_after = 0;      // and after the action
  // A hold objective of the side that enemy men stand in, denying it (no
  // side holds ground an enemy still stands on), and the chance the action
  // puts them out of the fight.
  int cleared_objective = -1;
  double cleared = 0;
  // A barred door the action breaks open (Forecast::breaks_door): how many
  // of the side's men it shortens the way to an objective for, the
  // objective of the man it helps most and by how many inches, and whether
  // it opens a way where there was none.
  int door_men = 0;
  int door_objective = -1;
  double door_closer = 0;
  bool door_opens_way = false;
};

// The figures and places the considerations refer to, worked out once per
// scenario: each unit's leader and each side's objective targets.
struct TableFacts {
  using Target = ObjectiveTargets::Target;  // ai/tactics/objective_paths.h
  const Scenario* scenario = nullptr;
  std::vector<int> unit_leader;              // by Figure::unit; -1 for an empty unit
  std::vector<std::vector<Target>> by_side;  // what each side makes for
  // By objective: a hold area another side scores for holding too (their
  // areas overlap).
  std::vector<uint8_t> contested;

  void build(const Scenario& s);
};

class Considerations {
 public:
  // Once per decision, before any option is scored.
  void begin(const Rules& rules, const GameState& view, int side);
  // Appends one term per consideration (in the order above) for `action`,
  // whose forecast (the rule set's, or sampled) is `forecast`, and fills `facts`.
  void score(const Rules& rules, const GameState& view, int side, const Action& action,
             const Forecast& forecast, double outlook_change, const Weights& w,
             std::vector<Consideration>& terms, OptionFacts& facts);

  const TableFacts& table() const { return table_; }

  // How much nearer the end of the game makes standing in a hold area
  // matter: 1 in the last turn, 0 with kHoldUrgencyTurns or more to go, or
  // with no turn limit.
  static double hold_urgency(const GameState& view);

 private:
  // What a man's exposure is asked with: the melee to come is weighed only
  // for a leader and in a hold area (danger), and is the dearer part to work
  // out, so the others are asked the rest alone (Rules::exposure_to_fire).
  // An answer asked without it has melee_losses 0.
  enum class Melee : uint8_t { kLeftOut = 1, kWeighed = 2 };
  const Exposure& exposure_before(const Rules& rules, const GameState& view, int figure,
                                  Melee melee);
  // Exposure of `figure` at `at`, asked of the rule set once per decision:
  // several options often put a man on the same spot (Follow Me and Follow
  // Him to one point), and exposure is most of a decision's cost.
  const Exposure& exposure_at(const Rules& rules, const GameState& view, int figure, Vec2 at,
                              Melee melee);
  // Fills `out` as `melee` asks.
  static void ask_exposure(const Rules& rules, const GameState& view, int figure, Vec2 at,
                           Melee melee, Exposure& out);
  // His own best shot from where he stands, and from `at` (Rules::shot_offered),
  // asked once per decision like exposure.
  double shot_before(const Rules& rules, const GameState& view, int figure);
  double shot_at(const Rules& rules, const GameState& view, int figure, Vec2 at);
  // Inches from `at` to the nearest target of `side` for `figure`; the
  // target's objective in `which`. A man who may not strike (Rules::may_strike)
  // is not drawn to the man a kill objective names.
  double objective_distance(const GameState& view, int side, int figure, Vec2 at, int* which) const;
  // The same by the ways of `paths` (a table with one more door broken).
  double objective_distance(const GameState& view, int side, int figure, Vec2 at, int* which,
                            const ObjectivePaths& paths) const;
  // A barred door the action breaks open (Forecast::breaks_door), as ground
  // toward the side's objectives: each fighting man of the side counts the
  // inches it takes off his way to his nearest objective, at most one
  // move's (kMoveInches), or one move's where it opens a way the table had
  // none of, weighted as a move's ground is (objective_share,
  // ground_share), if it breaks; the men and the largest saving told in
  // `facts`.
  double door_ground(const Rules& rules, const GameState& view, int side, const Forecast& fc,
                     OptionFacts& facts) const;
  // Ground the action may leave held by nobody for good (Forecast::holds_ended),
  // in victory points, each objective's points times its owner's share of
  // the men standing in it now: the enemy's a gain, the side's own a loss;
  // the largest told in `facts`.
  double holds_ended_points(const GameState& view, int side, const Forecast& fc,
                            OptionFacts& facts) const;
  // The side an objective scores for (by TableFacts::by_side; the first,
  // for one naming no side), or -1.
  int objective_owner(int objective) const;
  // Whether `objective` scores for `side` (one naming no side scores for all).
  bool ours(int objective, int side) const;
  // Fighting men of `owner` and of every other side standing in the area
  // of `objective`.
  void standing_in(const GameState& view, int objective, int owner, int& ours, int& theirs) const;
  // Fills to_end_ for `side`.
  void find_ground_to_end(const Rules& rules, const GameState& view, int side);
  double cohesion_change(const GameState& view, int unit) const;
  // Over `side`'s hold objectives: the gain in the chance that one of its
  // men stands in the area when the game ends, as the moved men (after_at_)
  // leave things, each weighted by objective_share; the largest change told
  // in `facts`.
  double hold_gain(const Rules& rules, const GameState& view, int side, OptionFacts& facts);
  // For each of `side`'s hold areas, the chance the action puts out of the
  // fight the enemy men standing in it (its target, or the men the
  // forecast lists), weighted by the objective's share; the largest, its
  // objective told in `facts`.
  double clearing_gain(const GameState& view, int side, const Action& action, const Forecast& fc,
                       OptionFacts& facts) const;
  // In the last turn, over `side`'s hold objectives that a fighting man of
  // each side stands in or could reach in his next move (Rules::movement,
  // his fastest): whoever moves last has the last word on who stands there
  // when the game ends. The sum of their shares (objective_share); the
  // largest told in `facts`.
  double last_word_stake(const Rules& rules, const GameState& view, int side, OptionFacts& facts);
  // Whether a fighting man of `side` (or, `enemy`, of any other side)
  // stands in the area of `objective` or could reach it in his next move.
  bool could_stand_on(const Rules& rules, const GameState& view, int objective, int side,
                      bool enemy) const;
  // How much a move's ground toward `objective` counts for `figure`:
  // kHoldGroundShare for a hold objective; for an exit, 1 for its runner
  // and kExitFollowerShare for the rest; else 1.
  double ground_share(int objective, int figure) const;
  // For each exit objective of `side`: its runner, and whether a man of the
  // side has already left by it (standing_, asked first).
  void find_runners(const GameState& view, int side);
  // The objective an enemy of `side` scores by `figure`'s fall (a kill
  // objective naming him), or -1.
  int enemy_prize(int figure, int side) const;
  // Whether `objective` can score for nobody any more (Standing::ended: hold
  // ground in a burning building): no ground toward it, no holding or
  // clearing it counts.
  bool ended(int objective) const;
  // Whether `objective` is an exit the side has already scored: no ground
  // toward it counts any more.
  bool exit_taken(int objective) const;
  // Whether `figure`, standing `inches` from hold objective `objective`,
  // may leave the ground toward it for later (kHoldSpareTurns).
  bool ground_can_wait(const Rules& rules, const GameState& view, int objective, int figure,
                       double inches) const;
  // The most points any of `side`'s objectives is worth (0 with none).
  int most_points(int side) const;
  // What `objective` is worth to `side` against the most any of its
  // objectives is worth (1 when the scenario gives no points).
  double objective_share(int side, int objective) const;
  // A shot or blow at the man a kill objective of `side` names, as ground
  // toward that objective: his expected loss times kKillObjectiveGround.
  double kill_progress(int side, const Action& action, const Forecast& fc,
                       OptionFacts& facts) const;

  TableFacts table_;
  // The ways to the objectives, as the rule set prices the lines across
  // them (Rules::line_crossings), for this decision.
  std::shared_ptr<const ObjectivePaths> paths_;
  std::vector<Exposure> before_;      // per figure, where he stands
  std::vector<uint8_t> have_before_;  // 0, or the Melee before_[i] was asked with
  std::vector<double> shot_before_;   // per figure, Rules::shot_offered where he stands
  std::vector<uint8_t> may_strike_;   // per figure, Rules::may_strike
  // The enemy's hold objectives a man of the side could put beyond holding
  // (Rules::may_end_ground) while enemy men stand in their ground: he is
  // drawn to them as to the side's own objectives, in full.
  struct GroundToEnd {
    int figure;
    int objective;
  };
  std::vector<GroundToEnd> to_end_;
  int side_ = -1;
  std::vector<uint8_t> have_shot_before_;
  std::vector<Vec2> after_at_;  // per figure, where the option leaves him
  std::vector<int> units_touched_;
  struct Asked {
    int figure;
    Vec2 at;
    Melee melee;
    Exposure answer;
  };
  std::vector<Asked> asked_;  // this decision's exposure_at answers
  struct AskedShot {
    int figure;
    Vec2 at;
    double offered;
  };
  std::vector<AskedShot> asked_shots_;  // this decision's shot_at answers
  Standing standing_;                   // which objectives score for whom, which have ended
  std::vector<int> runner_;          // per objective: for an exit, the side's man who runs for it
  std::vector<int> spared_;          // and the enemy's prize nearer it, not sent, or -1
  std::vector<uint8_t> exit_taken_;  // per objective: an exit a man of the side left by
};

}  // namespace skirmish::ai
