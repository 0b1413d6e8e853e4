// Fire by the side that is not moving (004 / Missile Fire: each loaded man
// may shoot once at any point during the enemy's movement). The moving
// side's progress is cut into moments: after a group is given its order and
// after each of its men has acted, every other side in turn may shoot, one
// shot at a time, or hold its fire for a better moment.
#pragma once

#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/rules.h"

namespace skirmish::mayhem {

// The most shots offered for one shooter (his likeliest targets first).
inline constexpr int kTargetsPerShooter = 3;

// Whether `man` may shoot now at all (loaded, not shot yet, not in contact).
bool ready_to_fire(const MayhemState& s, int man);
// Whether `side` has a shot reaction_actions would offer now: a man's that
// can hit, or a gun's.
bool can_react(const MayhemState& s, int side);

// Opens a window after the moment just played; `then` is the step after it.
// Goes straight to `then` when no side can shoot.
void open_window(MayhemState& s, Step then);

void reaction_actions(const MayhemState& s, std::vector<Action>& out);
CheckResult check_reaction(const MayhemState& s, const Action& a);
// A shot, or holding fire (kPass); returns true when the window has closed.
// A man's shot may wait at kReroll for his side's word on a reroll token
// (hero_rerolls.h), or a hit on a mounted man at kStrike for the
// horse-or-rider choice (horse_shot.h): false then.
bool react(MayhemState& s, const Action& a, Dice& dice, EventSink& events);
// After a shot: the side shooting holds when it has no shot left, and the
// window passes on to the next side (or closes: true).
bool window_after_shot(MayhemState& s);

}  // namespace skirmish::mayhem
