// Horses struck separately (004 / Medieval Mayhem / Horses; the option
// horses_struck_separately): "a figure who succeeds in striking a mounted
// figure may choose to strike either the horse or the rider, with a barded
// horse counting as heavy armor, a cloth caparisoned horse as medium armor,
// and an unarmored horse as light armor. If the horse is killed the rider
// must make a morale check and is replaced by the appropriate dismounted
// figure if he remains on the table."
//
// When a melee pair's skill dice give a hit on a mounted man, or a
// missile's skill die hits one, the melee or the shot stops at
// Step::kStrike and the hitter's side chooses: kSpecialStrikeRider or
// kSpecialStrikeHorse, the hitter (or shooter) as actor and the man struck
// as target. The impact die is then rolled at the rider's armor or the
// horse's (melee_dice.h, roll_melee_stroke; fire_dice.h, roll_shot_impact)
// and the man's fights (melee_phase.h) or the enemy's fire (horse_shot.h)
// go on. Readings (docs/rules/mayhem.md): his save token is the rider's own
// and does not save his horse; the rider checks alone, a group of one; a
// cannon's canister and roundshot strike the rider, as before.
#pragma once

#include <string>
#include <vector>

#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/mayhem/melee_dice.h"
#include "engine/rules/rules.h"

namespace skirmish::mayhem {

// Ours: the base of "the appropriate dismounted figure", inches: the foot
// base of the scenario format (a 1" round base), or his own if smaller.
inline constexpr float kDismountedBase = 0.5f;

// Whether a hit on `struck` waits for the hitter's side to choose: the
// option on, Medieval Mayhem, and he is mounted.
bool horse_choice_due(const MayhemState& s, int struck);
// A missile's hit waits at kStrike (horse_shot.h), not a melee stroke.
bool shot_waits(const MayhemState& s);
// The man who struck (or shot), and the man he struck, waiting at kStrike.
int waiting_hitter(const MayhemState& s);
int waiting_struck(const MayhemState& s);

// The choice at kStrike: the rider, or the horse.
void strike_actions(const MayhemState& s, std::vector<Action>& out);
CheckResult check_strike(const MayhemState& s, const Action& a);
// The horse's armor when `a` strikes at the horse; 0 when at the rider.
int horse_armor_struck(const MayhemState& s, const Action& a);

// For the planners: the exact chances of the stroke or shot `a` (a choice
// offered at kStrike), once the skill dice are rolled; all 0 for any other
// action.
StrokeOdds strike_odds(const MayhemState& s, const Action& a);
// For the planners: the chance `rider`, his horse killed under him, runs
// off the table on the check he takes alone at his own courage (his save
// token counted).
double unhorsed_runs_off(const MayhemMan& rider);

// `rider`'s horse is killed under him by `by`: he is on foot from now (not
// mounted, on a foot base where he was) and checks courage alone when the
// fight, or the move the shot fell in, is over.
void horse_killed(MayhemState& s, int rider, int by, EventSink& events);

// "barded horse", "caparisoned horse", "unarmored horse".
std::string horse_words(int armor);

}  // namespace skirmish::mayhem
