// Riding in play (000 / Movement / Horse, Obstacles, Effects of enemy figures
// on movement): a rider's own actions — riding at a speed, reining back,
// charging on horseback, getting down, mounting, struggling free from under
// a fallen horse — and a horse running into a man or another horse.
//
// | action | meaning |
// |---|---|
// | kMove param 0 (walk), at | ride straight to `at`: its length is the horse's speed |
// | kMove param 256 x n, at | ride n half inches turned toward `at` (45 at most), then bend for
// `at` | | kMove param 2 (backwards), at | rein back up to 2" from a halt | | kCharge target | ride
// into contact; too fast to stop, the horse runs into him | | kSpecial kSpecialDismount | get down;
// the horse is held where he stands | | kSpecial kSpecialMount | get back on the horse he holds |
// | kSpecial kSpecialFree | struggle free from under a fallen horse |
#pragma once

#include <optional>
#include <span>
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

// kMove param of a ride that bends once (ours: an Action carries one point):
// param / kRideBendStep is the first leg in half inches (000 / Movement /
// Horse / Turning: 3" or 6" between turns).
inline constexpr int32_t kRideBendStep = 256;
inline constexpr double kRideBendInches = 0.5;
// The first leg of a ride `a` in inches, 0 for a straight one.
double ride_first_leg(const Action& a);
// The kMove param of a ride bending after `first_leg` inches.
inline int32_t bent_ride_param(double first_leg) {
  return static_cast<int32_t>(first_leg / kRideBendInches + 0.5) * kRideBendStep;
}

// Man i's horse as movement.h's check_ride needs it.
RideLimits ride_limits(const RencounterState& s, int i, bool backwards);

// Whether `attacker` may move to `point` for a charge: his walk or run on
// foot, his horse's speed and turning in the saddle.
MoveCheck charge_path(const RencounterState& s, int attacker, Vec2 point);
// charge_path(...).ok without putting the reason into words.
bool charge_path_allowed(const RencounterState& s, int attacker, Vec2 point);

// The check of an action that riding decides (a rider's move, posture or
// shot on the move; getting down or up; a pinned man), or nullopt when the
// action is checked as on foot. `explain` false may leave a refusal's reason
// empty (refusal.h).
std::optional<CheckResult> check_riding_action(const RencounterState& s, const Action& a,
                                               bool explain = true);
// Carries out an action riding decides; false when it is not one.
bool apply_riding_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

// 000 / Effects of enemy figures on movement: rider i's horse, going `speed`,
// runs into `victim`: a man on foot is knocked down and takes a trample
// damage roll (after a dodge check if `may_dodge`), another horse makes a
// collision. A horse under 6" just stops.
void horse_runs_into(RencounterState& s, int rider, int victim, int speed, bool may_dodge,
                     Dice& dice, EventSink& events);

// Rides man i to `to` as his own ride does (woods, jumps, speed,
// narration): straight, or bending after `first_leg` inches (kRideBendStep);
// for collective orders (000 / Follow Me, Follow Him) and rides chosen for
// him (a fall back on horseback, an exit: mounted_fall_back.h, table_exits.h).
void ride_to(RencounterState& s, int i, Vec2 to, Dice& dice, EventSink& events,
             double first_leg = 0);

// The pieces of a ride, for courses the rules lay out themselves (a
// pass-through charge: mounted_charge.h).
// 000 / Obstacles, Terrain: the tests taken as a ride of `legs` at `speed`
// sets off: riding over the safe speed in woods (failed, a branch sweeps him
// off at the end of it) and a steep contour (failed, the horse refuses and
// stands, speed 0).
enum class RideStart : uint8_t { kRides, kRefused, kSweptOff };
RideStart ride_start_tests(RencounterState& s, int i, std::span<const Segment> legs, int speed,
                           Dice& dice, EventSink& events);
// One straight leg from where he stands to `to` at `speed`, jumping what
// lies on it (000 / Obstacles). True when he got there in the saddle
// (facing along the leg, the horse at `speed`, `moved` this leg); false when
// the horse balked short of a jump (speed 0) or he fell over it.
bool ride_leg(RencounterState& s, int i, Vec2 to, int speed, Dice& dice, EventSink& events);
// Where rider i goes when his unit moves and he would go to `want`: the
// farthest his horse's speed and turning allow that way. False when that
// is short of its least speed: the order cannot carry him, so his horse
// carries on (000 / Follow Me: "required follow through movement by fast
// moving cavalry").
bool order_ride_point(const RencounterState& s, int i, Vec2 want, Vec2& out);

// A horse its rider did not move this activation carries straight on, 6"
// slower (option), stopping at what it cannot pass and running into a man
// or horse in its way.
void carry_on(RencounterState& s, int i, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
