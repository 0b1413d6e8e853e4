// What each man of the moving group does with the distance rolled (004 /
// Movement, Missile Fire): move straight to a point, charge an enemy to the
// nearest edge of his base (only when the group was ordered to charge),
// reload a gunpowder weapon by not moving, turn to face an enemy, or hold.
// After each man the enemy may shoot (reaction_fire.h).
#pragma once

#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/rules.h"

namespace skirmish::mayhem {

// The man whose action is asked now.
int moving_man(const MayhemState& s);
// The rolled allowance for a move that does (or does not) cross delaying
// terrain, before any mounted bonus.
double move_allowance(const MayhemState& s, int man, bool delaying);

void man_actions(const MayhemState& s, std::vector<Action>& out);
CheckResult check_man_action(const MayhemState& s, const Action& a);
void do_man_action(MayhemState& s, const Action& a, Dice& dice, EventSink& events);

}  // namespace skirmish::mayhem
