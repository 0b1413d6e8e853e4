// Wheeling a group (004 / Movement: "Groups generally wheel"; Medieval:
// groups move straight ahead or wheel at the group rate). When a group is
// given its order, the wheels its dice allow are worked out from where its
// men stand: a quarter wheel (45 degrees) forward about either end of its
// line, and a half wheel (90 degrees) where the outer man's arc is within
// the distance rolled. Each man may then take his place in a wheel as his
// move, if the arc he sweeps to it is clear (table_queries.h, check_sweep);
// once one has, the others are offered the same wheel.
#pragma once

#include <optional>

#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/mayhem/table_queries.h"

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
// The wheel mover `k` takes by moving to `to` (only the wheel begun, once
// one has been), or -1: a move anywhere else is a straight move.
int wheel_at(const MayhemState& s, int k, Vec2 to);
// Whether mover `k` may take his place in wheel `w` now: his sweep to it
// within `allowance` (or `slow_allowance` through delaying terrain),
// passing the men of his group who wheel with him (those who have not acted
// yet, and those standing at their places in it).
MoveCheck check_wheel_place(const MayhemState& s, int k, int w, double allowance,
                            double slow_allowance, bool explain = true);

}  // namespace skirmish::mayhem
