#include "engine/core/figure_index.h"

#include <gtest/gtest.h>

#include <algorithm>

#include "tests/core/random_battlefield.h"

namespace skirmish {
namespace {

using testing::SplitMix;

std::vector<Vec2> random_points(SplitMix& rng, int n) {
  std::vector<Vec2> points;
  for (int i = 0; i < n; ++i) points.push_back({rng.between(0, 48), rng.between(0, 36)});
  return points;
}

// Every point by distance from p, ties by index: what the index must match.
std::vector<Neighbour> by_distance(const std::vector<Vec2>& points, Vec2 p) {
  std::vector<Neighbour> all;
  for (int32_t i = 0; i < static_cast<int32_t>(points.size()); ++i) {
    all.push_back({i, distance(points[i], p)});
  }
  std::sort(all.begin(), all.end(), [](const Neighbour& a, const Neighbour& b) {
    return a.distance != b.distance ? a.distance < b.distance : a.index < b.index;
  });
  return all;
}

TEST(FigureIndex, NearestMatchesSortingEveryPoint) {
  SplitMix rng(11);
  const auto points = random_points(rng, 200);
  const FigureIndex index(points);
  std::vector<Neighbour> found;
  for (int q = 0; q < 200; ++q) {
    const Vec2 p{rng.between(-5, 53), rng.between(-5, 41)};
    const auto expected = by_distance(points, p);
    for (size_t k : {1u, 3u, 10u}) {
      ASSERT_EQ(index.nearest(p, k, found), k);
      for (size_t i = 0; i < k; ++i) {
        EXPECT_EQ(found[i].index, expected[i].index);
        EXPECT_NEAR(found[i].distance, expected[i].distance, 1e-12);
      }
    }
  }
}

TEST(FigureIndex, WithinFindsExactlyThePointsInRangeInclusive) {
  SplitMix rng(12);
  const auto points = random_points(rng, 150);
  const FigureIndex index(points);
  std::vector<Neighbour> found;
  for (int q = 0; q < 200; ++q) {
    const Vec2 p{rng.between(0, 48), rng.between(0, 36)};
    const double r = rng.between(0, 12);
    auto expected = by_distance(points, p);
    std::erase_if(expected, [&](const Neighbour& n) { return n.distance > r; });
    index.within(p, r, found);
    ASSERT_EQ(found.size(), expected.size());
    for (size_t i = 0; i < found.size(); ++i) EXPECT_EQ(found[i].index, expected[i].index);
  }
  // A point exactly at the radius is within it.
  const FigureIndex two(std::vector<Vec2>{{0, 0}, {6, 0}});
  EXPECT_EQ(two.within({0, 0}, 6.0, found), 2u);
}

TEST(FigureIndex, NearestIfSkipsFiguresItIsToldTo) {
  SplitMix rng(13);
  const auto points = random_points(rng, 100);
  const FigureIndex index(points);
  std::vector<Neighbour> found;
  const auto odd = [](int32_t i) { return i % 2 == 1; };
  const Vec2 p{24, 18};
  auto expected = by_distance(points, p);
  std::erase_if(expected, [&](const Neighbour& n) { return !odd(n.index); });
  ASSERT_EQ(index.nearest_if(p, 5, odd, found), 5u);
  for (size_t i = 0; i < 5; ++i) EXPECT_EQ(found[i].index, expected[i].index);
  // Asking for more than there are returns all that pass.
  EXPECT_EQ(index.nearest_if(p, 80, odd, found), 50u);
}

TEST(FigureIndex, EmptyAndRebuilt) {
  FigureIndex index;
  std::vector<Neighbour> found;
  EXPECT_EQ(index.nearest({0, 0}, 3, found), 0u);
  EXPECT_EQ(index.within({0, 0}, 10, found), 0u);
  index.rebuild(std::vector<Vec2>{{1, 1}, {5, 5}});
  EXPECT_EQ(index.nearest({4, 4}, 1, found), 1u);
  EXPECT_EQ(found[0].index, 1);
  FigureIndex moved = std::move(index);
  EXPECT_EQ(moved.nearest({0, 0}, 5, found), 2u);
  EXPECT_EQ(found[0].index, 0);
}

}  // namespace
}  // namespace skirmish
