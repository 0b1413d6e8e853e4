// The short list of actions offered to a man in the saddle or pinned under
// his horse (000 / Movement / Horse): ride toward the enemy, an objective or
// home, or away, at the slowest, middle and fastest speeds his horse allows,
// turning as far as that speed lets it; rein back from a halt; charge;
// strike, shoot, load; get down or up; struggle free.
#pragma once

#include <vector>

#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Whether man i's actions come from add_rider_candidates.
bool offered_as_rider(const RencounterState& s, int i);
void add_rider_candidates(const RencounterState& s, int i, std::vector<Action>& out);

// A man on foot beside the horse he holds or his loose horse is offered
// getting on (kSpecialMount; riderless_horses.h); a man with no horse of his
// own, catching another man's loose horse beside him.
void add_mount_candidate(const RencounterState& s, int i, std::vector<Action>& out);

// The rides rider i may make toward `goal` at `speed` inches (his horse's
// least speed `slowest`): one bending at the earliest legal point when the
// goal lies more than 45 degrees off at over 6", then one straight, turned
// as far as the speed allows at once and stopping short of what blocks.
// Each is added to `out` only when legal and not there already.
void add_rides_toward(const RencounterState& s, int i, Vec2 goal, int speed, int slowest,
                      std::vector<Action>& out);

}  // namespace skirmish::rencounter
