// Where a point is in words (engine/core/place_words.h).
#include "engine/core/place_words.h"

#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "tests/core/terrain_builders.h"

namespace skirmish {
namespace {

using testing::area_of;
using testing::rectangle;

TerrainFeature named(TerrainFeature f, std::string name) {
  f.name = std::move(name);
  return f;
}

TerrainFeature road(std::vector<Vec2> path, double width, std::string name) {
  TerrainFeature f = default_feature(TerrainType::kRoad);
  f.path = std::move(path);
  f.path_width = width;
  f.name = std::move(name);
  f.finish();
  return f;
}

TEST(PlaceWords, InsideOnByAndNear) {
  const auto field = testing::field_of({
      named(area_of(TerrainType::kWoods, rectangle(0, 0, 10, 10)), "Copse"),
      named(area_of(TerrainType::kBuilding, rectangle(30, 0, 34, 4)), "Mill house"),
      named(area_of(TerrainType::kHill, rectangle(40, 20, 48, 36)), "Signal Hill"),
      named(testing::line_of(TerrainType::kWall, {{20, 0}, {20, 20}}), "Mill yard wall"),
      road({{0, 30}, {38, 30}}, 2, "The King's Road"),
  });
  EXPECT_EQ(place_words(*field, {5, 5}), "in the Copse");
  EXPECT_EQ(place_words(*field, {44, 30}), "on the Signal Hill");
  EXPECT_EQ(place_words(*field, {21, 10}), "by the Mill yard wall");
  EXPECT_EQ(place_words(*field, {10, 30.5}), "on The King's Road");
  EXPECT_EQ(place_words(*field, {10, 32}), "by The King's Road");
  EXPECT_EQ(place_words(*field, {35, 5}), "near the Mill house");
  EXPECT_EQ(place_words(*field, {25, 15}), "");  // nothing named within reach
}

TEST(PlaceWords, UnnamedPiecesHaveNoWords) {
  const auto field = testing::field_of({area_of(TerrainType::kWoods, rectangle(0, 0, 10, 10))});
  EXPECT_EQ(place_words(*field, {5, 5}), "");
}

}  // namespace
}  // namespace skirmish
