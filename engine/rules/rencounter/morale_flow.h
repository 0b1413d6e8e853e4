// A man's action roll in play: his wound and morale modifiers worked out
// from the table (000 / Morale), the roll, and what a result over 6 makes
// him do — fall back into hiding, surrender, run for good, or collapse
// (000 / Morale / Effects of Action Rolls Greater than 6).
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Whether the unit's action rolls count as morale checks in this activation
// (taken when it activated, turn_flow.h).
bool unit_morale_check(const RencounterState& s, int unit);
// Man i's action roll as the rules see it now.
ActionRollSituation action_situation(const RencounterState& s, int i);

// Rolls man i's own action roll, narrates it and carries out what it says.
// True when he may act; a man in shock who passes spends it recovering
// (000 / Time: "Recovering from the shock ... 1 turn") and returns false.
// `influence`: what his leader's roll means for him under the optional
// leader influenced morale; `rolled`, if given, receives the roll.
bool roll_to_act(RencounterState& s, int i, Dice& dice, EventSink& events,
                 LeaderInfluence influence = LeaderInfluence::kNone, ActionRoll* rolled = nullptr);

// Carries out `result` for man i: nothing for acting or hesitating; falling
// back, surrender, running for good, or collapse for the rest.
void carry_out(RencounterState& s, int i, const ActionRoll& roll, ActionResult result,
               EventSink& events);

// 000 / Morale: "retreat directly away from the enemy, enter cover and hide
// if possible". He moves his full allowance away from the nearest enemy (or
// toward his own edge when that way is blocked) and kneels; a man running
// for good who reaches the table edge leaves the table.
void fall_back(RencounterState& s, int i, EventSink& events);

}  // namespace skirmish::rencounter
