// The running throw (000 / Fire Combat / Snap Fire: "Throwing weapons take
// the -2 penalty but get a 50% range extension if thrown while running in
// the same direction"; 000 / Thrown Objects: "Allow the same kind of range
// boost for a running throw").
//
// kShoot with param kShootRunningThrow, `at` where his run ends and
// `target` the man he throws at. A man on foot and on his feet, with a
// loaded thrown weapon (javelin, rock, grenade...), who may run (option
// running, not winded), runs straight to `at` and throws:
// - the run outpaces a walk: over half his walk and up to half his run
//   (option running_throw `half_run`: the throw takes the other half of the
//   turn, as a step before a shot does), or over his walk and up to his run
//   (`run`);
// - "in the same direction": the throw bears at most running_throw_angle
//   degrees (45) from the way he ran;
// - the shot is snap fire with another action (-2) and every range of his
//   weapon is half again as long (range_band.h); the run counts against
//   his wind like any run.
// Opportunity fire may stop him on the way like any move.
#pragma once

#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Action::param of kShoot (0: an ordinary shot, perhaps after a step).
// Never renumber: written in save files.
inline constexpr int32_t kShootRunningThrow = 1;

bool running_throw(const Action& a);
// "" or why not, in a player's words; the same without words.
std::string running_throw_refusal(const RencounterState& s, const Action& a);
bool running_throw_allowed(const RencounterState& s, const Action& a);
// The run from where he stands, then the throw.
void apply_running_throw(RencounterState& s, const Action& a, Dice& dice, EventSink& events);
// For the AI: a run at the nearest enemy he knows of, stopping an inch short,
// and the throw.
void add_running_throw_candidates(const RencounterState& s, int i, std::vector<Action>& out);

}  // namespace skirmish::rencounter
