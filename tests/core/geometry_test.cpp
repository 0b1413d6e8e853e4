#include "engine/core/geometry.h"

#include <gtest/gtest.h>

namespace skirmish {
namespace {

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

}  // namespace
}  // namespace skirmish
