// Dressing a table for a generated scenario: a road from one side's edge to
// the other's, a stream across the middle, a building with doors and windows
// near the centre, a hill, woods, brush, a wall, hedges and a few trees —
// 10 to 14 pieces on the default 48" x 36" table, none overlapping another
// (only the road may ford the stream), with a man's width of open ground
// between them, and the deployment zones at the two long edges kept clear
// of everything but the road.
//
// The seed leaves terrain to the scenario designer (000 / Movement /
// Terrain and movement: "General movement rates of all terrain on the table
// should be spelled out by the referee or scenario designer"); this is the
// generator's own choice, documented in docs/rules/rencounter.md,
// "Scenario generator".
#pragma once

#include <span>
#include <string_view>
#include <vector>

#include "engine/core/random.h"
#include "engine/core/terrain.h"

namespace skirmish::rencounter {

struct TableLayout {
  std::vector<TerrainFeature> features;
  int building = -1;  // index into features of the building (the objective), -1 if none
  int hill = -1;      // index of the hill, -1 if none
};

// Inches deep of each side's set-up zone along its own table edge.
constexpr double kDeploymentDepth = 8;

// Lays out terrain on `table`, drawing from `rng` only. `building_names`
// gives the building's name.
TableLayout lay_out_table(const Table& table, std::span<const std::string_view> building_names,
                          Xoshiro256& rng);

// True if a figure base may stand at `base` as far as the generator is
// concerned: clear of every feature but the road, by a quarter inch.
bool clear_of_terrain(const std::vector<TerrainFeature>& features, const Circle& base);

}  // namespace skirmish::rencounter
