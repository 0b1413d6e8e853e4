// The decisions of a game of Mayhem in order: whose they are, what may be
// chosen, and carrying a choice out, through the steps of the turn
// (turn_sequence.h, activation.h, man_actions.h, reaction_fire.h,
// melee_phase.h), advancing past any step with nothing to decide.
#pragma once

#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/rules.h"

namespace skirmish::mayhem {

bool game_over(const MayhemState& s);
Decision next_mayhem_decision(const MayhemState& s);
void mayhem_actions(const MayhemState& s, std::vector<Action>& out);
CheckResult check_mayhem_action(const MayhemState& s, const Action& a);
void apply_mayhem_action(MayhemState& s, const Action& a, Dice& dice, EventSink& events);

}  // namespace skirmish::mayhem
