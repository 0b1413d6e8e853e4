// Random battlefields and figures from a fixed seed, for the sight agreement
// test and the sight benchmark (tools/bench/bench_los.cpp), so that the
// benchmark times the same kind of layout the test proves the grid right on.
//
// The generator is SplitMix64 with its own conversions to doubles and ranges,
// never std::uniform_*_distribution, whose output differs between standard
// libraries: the same seed gives the same layouts everywhere.
#pragma once

#include <cmath>
#include <cstdint>
#include <memory>
#include <numbers>
#include <vector>

#include "engine/core/los.h"
#include "engine/core/terrain.h"

namespace skirmish::testing {

class SplitMix {
 public:
  explicit SplitMix(uint64_t seed) : state_(seed) {}
  uint64_t next() {
    uint64_t z = (state_ += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  // Uniform in [0, 1) from the top 53 bits.
  double unit() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  double between(double lo, double hi) { return lo + (hi - lo) * unit(); }
  int below(int n) { return static_cast<int>(next() % static_cast<uint64_t>(n)); }

 private:
  uint64_t state_;
};

// A convex-ish blob of 5 to 9 points around a centre (always simple: the
// angles increase).
inline Polygon random_blob(SplitMix& rng, Vec2 centre, double size) {
  Polygon p;
  const int n = 5 + rng.below(5);
  for (int i = 0; i < n; ++i) {
    const double a = (i + rng.between(0.1, 0.9)) * 2 * std::numbers::pi / n;
    const double r = size * rng.between(0.5, 1.0);
    p.points.push_back({centre.x + r * std::cos(a), centre.y + r * std::sin(a)});
  }
  return p;
}

// `pieces` features of every sight-relevant type, sized for a table of the
// given size: woods, brush, scrub, hills (levels 1-2), buildings with
// openings, walls, hedges, fences and single trees.
inline std::shared_ptr<Battlefield> random_battlefield(SplitMix& rng, int pieces, double width,
                                                       double depth) {
  auto field = std::make_shared<Battlefield>();
  field->table = {width, depth};
  for (int i = 0; i < pieces; ++i) {
    const Vec2 at{rng.between(0, width), rng.between(0, depth)};
    const int kind = rng.below(9);
    TerrainFeature f;
    if (kind <= 2) {
      const TerrainType t[] = {TerrainType::kWoods, TerrainType::kBrush, TerrainType::kScrub};
      f = default_feature(t[kind]);
      f.outline = random_blob(rng, at, rng.between(1.5, 5));
    } else if (kind == 3) {
      f = default_feature(TerrainType::kHill);
      f.level = 1 + rng.below(2);
      f.outline = random_blob(rng, at, rng.between(3, 8));
    } else if (kind == 4) {
      f = default_feature(TerrainType::kBuilding);
      const double w = rng.between(2, 5), h = rng.between(2, 4);
      f.outline = Polygon{{at, {at.x + w, at.y}, {at.x + w, at.y + h}, {at.x, at.y + h}}};
      const OpeningKind kinds[] = {OpeningKind::kDoor, OpeningKind::kWindow,
                                   OpeningKind::kLoophole};
      f.openings.push_back({kinds[rng.below(3)], {at.x + w * rng.unit(), at.y}, 1.0});
      f.openings.push_back({kinds[rng.below(3)], {at.x + w, at.y + h * rng.unit()}, 1.0});
    } else if (kind <= 7) {
      const TerrainType t[] = {TerrainType::kWall, TerrainType::kHedge, TerrainType::kFence};
      f = default_feature(t[kind - 5]);
      Vec2 p = at;
      f.path.push_back(p);
      for (int k = 0, n = 1 + rng.below(3); k < n; ++k) {
        p = p + Vec2{rng.between(-6, 6), rng.between(-6, 6)};
        f.path.push_back(p);
      }
    } else {
      f = default_feature(TerrainType::kTree);
      f.trunk.centre = at;
      f.trunk.radius = rng.between(0.3, 1.0);
    }
    f.finish();
    field->features.push_back(std::move(f));
  }
  return field;
}

// `count` men scattered over the table in every posture, a few mounted and
// a few out of the fight.
inline std::vector<Sighting> random_men(SplitMix& rng, int count, double width, double depth) {
  std::vector<Sighting> men;
  for (int i = 0; i < count; ++i) {
    Sighting s;
    s.base = {{rng.between(0, width), rng.between(0, depth)}, 0.5};
    s.posture = static_cast<Posture>(rng.below(3));
    s.mounted = rng.below(8) == 0;
    if (s.mounted) s.base.radius = 0.75, s.posture = Posture::kStanding;
    s.blocks = rng.below(10) != 0;
    men.push_back(s);
  }
  return men;
}

}  // namespace skirmish::testing
