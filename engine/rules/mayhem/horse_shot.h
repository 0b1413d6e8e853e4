// Horses struck by missile fire (004 / Medieval Mayhem / Horses; the option
// horses_struck_separately): "a figure who succeeds in striking a mounted
// figure may choose to strike either the horse or the rider, with a barded
// horse counting as heavy armor, a cloth caparisoned horse as medium armor,
// and an unarmored horse as light armor. If the horse is killed the rider
// must make a morale check and is replaced by the appropriate dismounted
// figure if he remains on the table."
//
// A missile whose skill die hits a mounted man (option on, Medieval Mayhem)
// waits at Step::kStrike: the shooter's side chooses the rider or the horse
// with the choice a melee stroke offers (horse_strike.h), and the impact die
// is rolled at the rider's armor or at the horse's (fire_dice.h,
// roll_shot_impact). A horse killed leaves the rider on foot (horse_killed),
// and he checks courage alone when the moving group's moves are over, with
// the checks fire causes. Then the enemy's fire goes on (reaction_fire.h).
//
// Readings (docs/rules/mayhem.md, Horses): every missile aimed at one man
// gives the choice (bow, crossbow, javelin, a firearm, an engine's shot); a
// cannon's canister and roundshot, rolled against every man in the cone or
// on the line, strike the rider as before.
#pragma once

#include <string>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/man_shot.h"
#include "engine/rules/mayhem/mayhem_state.h"

namespace skirmish::mayhem {

// Whether a hit by `shooter`'s missile on `target` waits for the shooter's
// side to choose: the horse choice is due (horse_strike.h) and the missile
// is aimed at him (not a cannon's canister or roundshot).
bool shot_choice_due(const MayhemState& s, int shooter, int target);

// The skill die `skill` has hit mounted `target`: the shot waits at
// kStrike for the shooter's side, and the narration asks the question,
// its words begun as `lead` says (man_shot.h).
void await_horse_or_rider(MayhemState& s, int shooter, int target, const Shot& shot,
                          const ShotRoll& skill, EventSink& events,
                          ShotLead lead = ShotLead::kShoots);

// The choice `a` (horse_strike.h) made for the shot waiting: the impact
// die at the rider or the horse, then on as man_shot.h (a reroll of it
// asked, the tokens spent, the man or his horse down, the enemy's fire).
void shot_strike_chosen(MayhemState& s, const Action& a, Dice& dice, EventSink& events);

// "Gaston's bolt strikes Sir Nigel's horse: impact 4 against 3, the horse
// is down." or "... strikes the rider, Sir Nigel: impact 4 against 5, it
// does not pierce.": the impact die's words once the choice is made.
std::string shot_strike_words(const MayhemState& s, int shooter, int target, const ShotRoll& r);

// For the planners: the odds of the impact die of `shooter`'s shot at
// `target` once its skill die has hit (`skill_rerolled`: a reroll token
// was spent on it), at the rider or the horse as planned_shot_odds takes
// it; `unhorsed` (if asked) the chance the horse falls and the rider stays.
ShotOdds planned_impact_odds(const MayhemState& s, int shooter, int target, const Shot& shot,
                             bool skill_rerolled, double* unhorsed = nullptr);

// For the planners: the odds of `shooter`'s shot at `target` on `shot`'s
// terms as the shooter's side will play it. Where the choice is due, each
// way to a hit (the first skill die or its reroll) takes the target that
// puts the man out of the fight more often, the rider (killed) or the horse
// (killed, and the rider then runs off on the check he takes alone), the
// rider on a tie: `killed` is that chance, `unhorsed` (if asked) the chance
// the horse falls and the rider stays. Elsewhere shot_odds, unhorsed 0.
ShotOdds planned_shot_odds(const MayhemState& s, int shooter, int target, const Shot& shot,
                           double* unhorsed = nullptr);

// What the missile is in a story: "arrow", "bolt", "javelin", "ball", "shot".
std::string missile_words(Missile m);

}  // namespace skirmish::mayhem
