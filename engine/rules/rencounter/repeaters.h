// Shooting more than once a turn and loading in the same turn (000 / Fire
// Combat / Multiple shots, Automatic weapons, Loading; 000 / Missile Weapons
// Table notes).
//
// - Multiple shots: after a shot, a man whose weapon repeats (S 2, F 4,
//   Fx2 8, Fx3 12 a turn) and still holds rounds decides again: another
//   shot (kShoot, no step; -1 cumulative a shot after the first) or stop
//   (kPass). A step before the first shot leaves half a turn: half as many.
// - Automatic weapons without a burst setting (option automatic_stop_roll):
//   stopping short takes an action roll, failed, the magazine is emptied.
// - Reload and fire (kReload with a target): a 1/2-turn weapon, or a
//   magazine arm loading a single round, loads and fires in one turn, as a
//   snap shot with another action (-2).
// - Revolvers (kReload param kReloadChambers): two chambers a turn (the Cap
//   & Ball Revolver one, its printed 6 turns for 6); a full load of all six
//   is the ordinary kReload, 2 turns.
#pragma once

#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Action::param of kReload: load revolver chambers one turn's worth.
inline constexpr int32_t kReloadChambers = 1;

// Shots his weapon allows him in the rest of this turn.
int shots_allowed(const RencounterState& s, int i);
// He has fired this activation and may fire again: his choices are only
// another shot or stopping.
bool in_follow_up(const RencounterState& s, int i);
std::string follow_up_refusal(const RencounterState& s, const Action& a);
void add_follow_up_candidates(const RencounterState& s, int i, std::vector<Action>& out);
// Another shot (kShoot) or stopping (kPass).
void apply_follow_up(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

// The special loads: kReload with a target, or with kReloadChambers.
bool special_reload(const Action& a);
std::string special_reload_refusal(const RencounterState& s, const Action& a);
// The same without words unless `why` is given (refusal.h).
bool special_reload_allowed(const RencounterState& s, const Action& a, std::string* why = nullptr);
void apply_special_reload(RencounterState& s, const Action& a, Dice& dice, EventSink& events);
void add_special_reload_candidates(const RencounterState& s, int i, std::vector<Action>& out);

// Records a shot taken by his action (rounds went down from `rounds_before`).
void count_shot(RencounterState& s, const Action& a, int rounds_before);

}  // namespace skirmish::rencounter
