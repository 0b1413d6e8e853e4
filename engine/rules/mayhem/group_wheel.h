// Wheeling a group (004 / Movement: "Groups generally wheel"; Medieval:
// groups move straight ahead or wheel at the group rate). When a group is
// given its order, the wheels its dice allow are worked out from where its
// men stand: a quarter wheel (45 degrees) forward about either end of its
// line, and a half wheel (90 degrees) where the outer man's arc is within
// the distance rolled. Each man may then take his place in a wheel as his
// move; once one has, the others are offered the same wheel.
#pragma once

#include <optional>

#include "engine/rules/mayhem/mayhem_state.h"

namespace skirmish::mayhem {

// The wheels a group may make (the pivot end and the turn).
inline constexpr int kWheels = 4;

// Works out the wheels for the group just ordered (s.movers), within
// `allowance` inches for the outer man.
void plan_wheels(MayhemState& s, double allowance);

struct WheelSpot {
  Vec2 at;
  float facing = 0;
};
// Where man number `k` of the movers stands in wheel `w`, if the wheel is
// possible.
std::optional<WheelSpot> wheel_spot(const MayhemState& s, int w, int k);
// The wheel `man` (movers' number `k`) would take by moving to `to`, or -1.
int wheel_taken(const MayhemState& s, int k, Vec2 to);

}  // namespace skirmish::mayhem
