// The active side's melees (004 / Melee): when its moves are done, every
// pair of men in contact fights once. The active side picks the order man by
// man; all of one man's fights are fought before the next man's, and a man
// put down has no more fights. Checks the fights cause are taken after each
// man's fights.
#pragma once

#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/rules.h"

namespace skirmish::mayhem {

// Whether any pair is left to fight this phase.
bool melee_left(const MayhemState& s);

void melee_actions(const MayhemState& s, std::vector<Action>& out);
CheckResult check_melee(const MayhemState& s, const Action& a);
void fight_man(MayhemState& s, const Action& a, Dice& dice, EventSink& events);

}  // namespace skirmish::mayhem
