// Riding in play (000 / Movement / Horse, Obstacles, Effects of enemy figures
// on movement): a rider's own actions — riding at a speed, reining back,
// charging on horseback, getting down, mounting, struggling free from under
// a fallen horse — and a horse running into a man or another horse.
//
// | action | meaning |
// |---|---|
// | kMove param 0 (walk), at | ride straight to `at`: its length is the horse's speed |
// | kMove param 2 (backwards), at | rein back up to 2" from a halt |
// | kCharge target | ride into contact; too fast to stop, the horse runs into him |
// | kSpecial kSpecialDismount | get down; the horse is held where he stands |
// | kSpecial kSpecialMount | get back on the horse he holds |
// | kSpecial kSpecialFree | struggle free from under a fallen horse |
#pragma once

#include <optional>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rules.h"

namespace skirmish::rencounter {

// Action::param of kSpecial: never renumber (others: rencounter_state.h, opportunity_fire.h).
inline constexpr int32_t kSpecialDismount = 20;
inline constexpr int32_t kSpecialMount = 21;
inline constexpr int32_t kSpecialFree = 22;

// Man i's horse as movement.h's check_ride needs it.
RideLimits ride_limits(const RencounterState& s, int i, bool backwards);

// Whether `attacker` may move to `point` for a charge: his walk or run on
// foot, his horse's speed and turning in the saddle.
MoveCheck charge_path(const RencounterState& s, int attacker, Vec2 point);

// The check of an action that riding decides (a rider's move, posture or
// shot on the move; getting down or up; a pinned man), or nullopt when the
// action is checked as on foot.
std::optional<CheckResult> check_riding_action(const RencounterState& s, const Action& a);
// Carries out an action riding decides; false when it is not one.
bool apply_riding_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

// 000 / Effects of enemy figures on movement: rider i's horse, going `speed`,
// runs into `victim`: a man on foot is knocked down and takes a trample
// damage roll (after a dodge check if `may_dodge`), another horse makes a
// collision. A horse under 6" just stops.
void horse_runs_into(RencounterState& s, int rider, int victim, int speed, bool may_dodge,
                     Dice& dice, EventSink& events);

// A horse its rider did not move this activation carries straight on, 6"
// slower (option), stopping at what it cannot pass and running into a man
// or horse in its way.
void carry_on(RencounterState& s, int i, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
