// The finer points of moving on foot (000 / Movement / Foot / Moving
// backwards, Turning; 000 / Movement / Leaving Melee):
//
// - Turning. A man's facing is his move's heading (a step back keeps it).
//   Basic foot turning (6 turns of 45 degrees) lets a walk or run set off
//   any way. Advanced foot turning (option advanced_turning, with running):
//   "A man running at over 6" per turn can make 4 turns of up to 45
//   degrees, separated by 2" between turns". A move here is one straight
//   leg, so only the turn at its start matters: a run (or a charge run) of
//   more than 6" may set off at most 45 degrees from his facing. A man
//   leaving a melee who turns further therefore gets only 6" ("he'll only be
//   able to run away 6" in the break off move").
// - Tripping. "If he is going faster than 1" in any terrain other than
//   smooth, clear ground, roll an extra action check to avoid tripping": a
//   step back of more than 1" whose line pays any going or crossing (a road
//   is smooth) calls for an action check (experience, wounds); failed, he
//   trips and ends the step prone.
// - Leaving melee is free: a man in contact may walk, run or step back away
//   with no free swing at him. He breaks off on his own roll: men in melee
//   are never moved by Follow Me or Follow Him (unit_orders.h).
#pragma once

#include <string>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Degrees a run over kTurnFreeRun may turn at its start (advanced turning).
inline constexpr double kRunTurnLimit = 45.0;
inline constexpr double kTurnFreeRun = 6.0;
// A step back faster than this may trip him.
inline constexpr double kSafeBackStep = 1.0;

// "" when man i may run (or charge) straight from where he stands to `to`
// with his facing, or why not.
std::string turning_refusal(const RencounterState& s, int i, Vec2 to);
// turning_refusal(...).empty(), without putting the reason into words.
bool turning_allowed(const RencounterState& s, int i, Vec2 to);

// Whether a step back from `from` to `to` calls for a trip check.
bool step_back_may_trip(const RencounterState& s, int i, Vec2 from, Vec2 to);
// The check, after he has stepped back from `from`: failed, he falls prone.
void trip_check(RencounterState& s, int i, Vec2 from, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
