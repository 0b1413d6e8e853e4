// Climbing hill contours (000 / Special Actions and Circumstances / Terrain):
// "I typically don't deduct from movement for 0.5" contours, take off an inch
// from infantry moves for going up 1" contours and 2" for 1.5" high contours.
// Cavalry double this or worse. They might take 1" for 0.5" contours, 3" for
// 1" contours and treat 1.5" contours as only climbable by spending the whole
// move and making a successful horsemanship check unless on ... a road".
//
// A hill's `level` is its contour step (terrain.h); each level rises
// `MovementOptions::contour_inches` of table height (ours, default 1"; the
// seed measures contours in inches of model, the map in levels). A step up
// of k levels at once (nested hills sharing an edge) is one climb of
// k x contour_inches. Climbs of up to 0.5", up to 1" and over 1" pay the
// seed's 0.5", 1" and 1.5" costs. Going down is free: the seed charges only
// "going up". Battlefield::contour_height (figure heights a level) is for
// sight and is not used here.
#pragma once

#include <span>

#include "engine/core/geometry.h"
#include "engine/core/terrain.h"

namespace skirmish::rencounter {

struct MovementOptions;

// What one climb costs.
struct ContourClimb {
  double inches = 0;        // allowance it uses
  bool whole_move = false;  // a horse on a 1.5" contour off a road: the whole move and a test
};
// Climbing `levels` hill levels at once, on foot or mounted, on a road or not.
ContourClimb contour_climb(int levels, bool mounted, bool on_road, const MovementOptions& options);

// The hill level at p among `areas` (the highest hill containing it; 0 on
// the flat): judge_move's near pieces, which hold every hill the line meets.
int hill_level_among(std::span<const TerrainFeature* const> areas, Vec2 p);

// A horse riding from `from` to `to` climbs a 1.5" contour off a road: the
// ride takes its whole move and a horsemanship test (riding.cpp).
bool steep_climb_on(const Battlefield& field, Vec2 from, Vec2 to, const MovementOptions& options);

// The longest ride that may climb a steep contour: one horse's length (a 2"
// base), from the foot of the slope onto it, "spending the whole move".
inline constexpr double kSteepClimbRide = 2.0;

}  // namespace skirmish::rencounter
