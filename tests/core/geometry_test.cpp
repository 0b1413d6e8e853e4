#include "engine/core/geometry.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

#include "tests/core/random_battlefield.h"

namespace skirmish {
namespace {

// direction_of keeps the facings it has worked out: whatever it has seen
// before, and however many facings share its table, the answer is the sine
// and cosine's, bit for bit.
TEST(Geometry, DirectionOfAFacingIsItsCosineAndSineBitForBit) {
  std::vector<double> facings;
  for (int k = 0; k < 500; ++k) facings.push_back(k * 0.731 - 40.0);
  facings.push_back(0.0);
  facings.push_back(-0.0);
  facings.push_back(90.0);
  facings.push_back(359.999);
  for (int pass = 0; pass < 3; ++pass) {
    for (const double facing : facings) {
      const double r = facing * std::numbers::pi / 180.0;
      const Vec2 d = direction_of(facing);
      EXPECT_EQ(d.x, std::cos(r)) << facing;
      EXPECT_EQ(d.y, std::sin(r)) << facing;
    }
  }
  const Vec2 nan = direction_of(std::numeric_limits<double>::quiet_NaN());
  EXPECT_TRUE(std::isnan(nan.x) && std::isnan(nan.y));
}

TEST(Geometry, BaseEdgeDistanceSubtractsBothRadii) {
  const Circle a{{0, 0}, 0.5}, b{{3, 4}, 0.5};
  EXPECT_DOUBLE_EQ(base_distance(a, b, Measure::kBaseEdge), 4.0);
  EXPECT_DOUBLE_EQ(base_distance(a, b, Measure::kCentre), 5.0);
  const Circle touching{{1, 0}, 0.5};
  EXPECT_DOUBLE_EQ(base_distance(a, touching, Measure::kBaseEdge), 0.0);
}

TEST(Geometry, SegmentsCrossAtTheRightParameter) {
  auto t = intersect(Segment{{0, 0}, {10, 0}}, Segment{{4, -1}, {4, 1}});
  ASSERT_TRUE(t);
  EXPECT_NEAR(*t, 0.4, 1e-12);
  EXPECT_FALSE(intersect(Segment{{0, 0}, {10, 0}}, Segment{{4, 1}, {4, 2}}));
}

TEST(Geometry, PolygonContainsAndLengthInside) {
  const Polygon square{{{0, 0}, {4, 0}, {4, 4}, {0, 4}}};
  EXPECT_TRUE(contains(square, {2, 2}));
  EXPECT_TRUE(contains(square, {4, 2}));
  EXPECT_FALSE(contains(square, {5, 2}));
  EXPECT_DOUBLE_EQ(area(square), 16.0);
  EXPECT_NEAR(length_inside(Segment{{-2, 2}, {10, 2}}, square), 4.0, 1e-9);
}

TEST(Geometry, CircleClipsSegment) {
  auto c = clip(Segment{{-2, 0}, {2, 0}}, Circle{{0, 0}, 1});
  ASSERT_TRUE(c);
  EXPECT_NEAR(c->first, 0.25, 1e-12);
  EXPECT_NEAR(c->second, 0.75, 1e-12);
  EXPECT_FALSE(clip(Segment{{-2, 2}, {2, 2}}, Circle{{0, 0}, 1}));
}

// within_reach_of_path skips legs by their boxes and stops at the first
// near enough; its answer must be that of measuring every leg, including
// for points right at the reach (where rounding decides).
TEST(Geometry, WithinReachOfAPathAgreesWithMeasuringEveryLeg) {
  testing::SplitMix rng(7);
  int within = 0, beyond = 0;
  for (int trial = 0; trial < 400; ++trial) {
    std::vector<Vec2> path;
    const int points = 1 + rng.below(6);
    for (int k = 0; k < points; ++k) path.push_back({rng.between(0, 48), rng.between(0, 36)});
    const double reach = rng.between(0, 3);
    for (int k = 0; k < 50; ++k) {
      Vec2 q{rng.between(-2, 50), rng.between(-2, 38)};
      if (k % 2 == 1 && path.size() > 1) {
        // At the reach's very edge, off a leg: where only the exact
        // measure tells in from out.
        const size_t leg = static_cast<size_t>(rng.below(static_cast<int>(path.size()) - 1));
        const Vec2 a = path[leg], b = path[leg + 1];
        const Vec2 d = b - a;
        const double len = length(d);
        if (len <= 0) continue;
        const Vec2 n{-d.y / len, d.x / len};
        q = a + d * rng.unit() + n * (reach * (k % 4 == 1 ? 1.0 : -1.0));
      }
      double least = 1e300;
      if (path.size() == 1) least = distance(path[0], q);
      for (size_t i = 0; i + 1 < path.size(); ++i) {
        least = std::min(least, distance(Segment{path[i], path[i + 1]}, q));
      }
      const bool plain = least <= reach;
      ASSERT_EQ(within_reach_of_path(path, q, reach), plain) << "trial " << trial << " point " << k;
      (plain ? within : beyond) += 1;
    }
  }
  EXPECT_GT(within, 1000);
  EXPECT_GT(beyond, 1000);
}

}  // namespace
}  // namespace skirmish
