// The active side's moves (004 / Movement): it picks a group (men within 1"
// of each other) or a lone man, orders it to move or to charge, and rolls
// its distance: 2d6" for a group, 3d6" for a man alone, 1d6" through
// delaying terrain, more for the mounted. A charge is preceded by the
// group's courage check and followed at once by the checks of the men it
// threatens (004 / Courage, events 2 and 3).
#pragma once

#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/rules.h"

namespace skirmish::mayhem {

// Roll codes of the flow (after the dice tables' own, mayhem_rolls.h).
inline constexpr int16_t kMoveDiceRoll = 60;     // "movement dice": 2d6 or 3d6
inline constexpr int16_t kSlowDiceRoll = 61;     // "delaying terrain die": 1d6
inline constexpr int16_t kMountedDiceRoll = 62;  // "mounted dice": +2d6 (Musket) or +1d6

// The group (or lone man) an order to `man` would move: his unmoved
// group, in figure order.
void ordered_group(const MayhemState& s, int man, std::vector<int16_t>& out);

// The most inches a group of `size` men could roll (for charge reach).
double most_allowance(const MayhemState& s, const std::vector<int16_t>& group);

void activation_actions(const MayhemState& s, std::vector<Action>& out);
CheckResult check_activation(const MayhemState& s, const Action& a);
// Orders the group of `a`: a charge's checks (004 / Courage, events 2 and
// 3), then the movement dice. False when a hero's save stops the order for
// his side's word (Step::kSave, hero_saves.h); the order then goes on from
// charge_goes_in or charge_checks_go_on.
bool activate(MayhemState& s, const Action& a, Dice& dice, EventSink& events);
// The charge goes in: the men it threatens check, then its dice are rolled
// (false as activate).
bool charge_goes_in(MayhemState& s, Dice& dice, EventSink& events);
// The charge's checks still queued, then its dice (false as activate).
bool charge_checks_go_on(MayhemState& s, Dice& dice, EventSink& events);
// The moving group's dice: 2d6" or 3d6", 1d6" slowed, the mounted dice.
void roll_move_dice(MayhemState& s, Dice& dice, EventSink& events);

}  // namespace skirmish::mayhem
