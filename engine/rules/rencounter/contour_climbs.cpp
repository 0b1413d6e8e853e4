#include "engine/rules/rencounter/contour_climbs.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/rules/rencounter/movement.h"
#include "engine/rules/rencounter/scratch_pool.h"

namespace skirmish::rencounter {

namespace {

// Rounding slack when sorting a climb's height into the seed's 0.5" and 1".
constexpr double kHeightSlack = 1e-6;

bool on_road(const Battlefield& field, Vec2 p) {
  for (const TerrainFeature& f : field.features) {
    if (f.type != TerrainType::kRoad || !f.is_line() || f.path_width <= 0) continue;
    for (size_t i = 0; i + 1 < f.path.size(); ++i) {
      if (distance(Segment{f.path[i], f.path[i + 1]}, p) <= f.path_width / 2) return true;
    }
  }
  return false;
}

}  // namespace

ContourClimb contour_climb(int levels, bool mounted, bool on_road, const MovementOptions& options) {
  ContourClimb c;
  if (!options.contour_costs || levels <= 0) return c;
  const double height = levels * options.contour_inches;
  const bool low = height <= 0.5 + kHeightSlack;
  const bool middling = !low && height <= 1.0 + kHeightSlack;
  if (!mounted) {
    c.inches = low        ? options.foot_contour_low
               : middling ? options.foot_contour_mid
                          : options.foot_contour_steep;
    return c;
  }
  if (low) {
    c.inches = options.horse_contour_low;
  } else if (middling || on_road) {
    // "unless on a marked trail ... or a road that smoothes the steepness":
    // on a road a steep contour is ridden as a 1" one.
    c.inches = options.horse_contour_mid;
  } else {
    c.whole_move = true;
  }
  return c;
}

int hill_level_among(std::span<const TerrainFeature* const> areas, Vec2 p) {
  int level = 0;
  for (const TerrainFeature* f : areas) {
    if (f->type == TerrainType::kHill && f->level > level && contains(f->outline, p)) {
      level = f->level;
    }
  }
  return level;
}

bool steep_climb_on(const Battlefield& field, Vec2 from, Vec2 to, const MovementOptions& options) {
  if (!options.contour_costs) return false;
  const Segment path{from, to};
  const Borrowed<std::vector<double>> breaks;
  const Borrowed<std::vector<double>> scratch;
  breaks->assign({0.0, 1.0});
  for (const TerrainFeature& f : field.features) {
    if (f.type != TerrainType::kHill || !f.is_area()) continue;
    scratch->clear();
    boundary_crossings(path, f.outline, *scratch);
    breaks->insert(breaks->end(), scratch->begin(), scratch->end());
  }
  std::sort(breaks->begin(), breaks->end());
  int level = -1;
  for (size_t i = 0; i + 1 < breaks->size(); ++i) {
    const double t0 = std::clamp((*breaks)[i], 0.0, 1.0);
    const double t1 = std::clamp((*breaks)[i + 1], 0.0, 1.0);
    if (t1 - t0 <= 0) continue;
    const int here = field.ground_level(from + (to - from) * ((t0 + t1) / 2));
    if (level >= 0 && here > level) {
      const bool road = on_road(field, from + (to - from) * t0);
      if (contour_climb(here - level, true, road, options).whole_move) return true;
    }
    level = here;
  }
  return false;
}

}  // namespace skirmish::rencounter
