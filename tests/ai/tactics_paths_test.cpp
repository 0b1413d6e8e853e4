// The free-space graph and its distance fields (ai/tactics/free_space.h,
// distance_field.h): on an empty table the inches are those worked out by
// hand; paths go round a building and a tree, in through a door, and pay
// for heavy going; the graph is built once per battlefield and shared.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <vector>

#include "ai/tactics/distance_field.h"
#include "ai/tactics/free_space.h"
#include "tests/ai/ai_games.h"
#include "tests/core/terrain_builders.h"

namespace skirmish::ai {
namespace {

using skirmish::testing::area_of;
using skirmish::testing::building;
using skirmish::testing::field_of;
using skirmish::testing::rectangle;

constexpr double kInf = std::numeric_limits<double>::infinity();

double path_length(const std::vector<Vec2>& path) {
  double total = 0;
  for (std::size_t i = 0; i + 1 < path.size(); ++i) total += distance(path[i], path[i + 1]);
  return total;
}

// Whether any leg of the path crosses an edge of the outline away from
// `door` (a door of width 1 at that point; none when `door` is off table).
bool crosses_wall(const std::vector<Vec2>& path, const Polygon& outline, Vec2 door = {-9, -9}) {
  const std::vector<Vec2>& pts = outline.points;
  for (std::size_t i = 0; i + 1 < path.size(); ++i) {
    const Segment leg{path[i], path[i + 1]};
    for (std::size_t k = 0; k < pts.size(); ++k) {
      if (auto t = intersect(leg, Segment{pts[k], pts[(k + 1) % pts.size()]})) {
        if (distance(leg.a + (leg.b - leg.a) * *t, door) > 0.5 + 1e-9) return true;
      }
    }
  }
  return false;
}

TEST(FreeSpace, AnEmptyTableMatchesTheHandWorkedInches) {
  const auto field = field_of({}, 20, 20);
  const FreeSpace space(*field);
  EXPECT_EQ(space.columns(), 20);
  EXPECT_EQ(space.rows(), 20);
  DistanceField d;
  const Vec2 from{5.5, 5.5};  // a node
  d.compute(space, from, 100);
  // One step, a diagonal, a knight's move, three steps, two knight's moves,
  // and three steps with a knight's move (5 across, 1 up: 3 + sqrt 5).
  EXPECT_NEAR(d.at_node(space.node_at({6.5, 5.5})), 1.0, 1e-9);
  EXPECT_NEAR(d.at_node(space.node_at({6.5, 6.5})), std::sqrt(2.0), 1e-9);
  EXPECT_NEAR(d.at_node(space.node_at({7.5, 6.5})), std::sqrt(5.0), 1e-9);
  EXPECT_NEAR(d.at_node(space.node_at({8.5, 5.5})), 3.0, 1e-9);
  EXPECT_NEAR(d.at_node(space.node_at({9.5, 7.5})), 2 * std::sqrt(5.0), 1e-9);
  EXPECT_NEAR(d.at_node(space.node_at({10.5, 6.5})), 3 + std::sqrt(5.0), 1e-9);
  // A point is reached straight when nothing is in the way.
  EXPECT_NEAR(d.to({10.5, 6.5}), std::sqrt(26.0), 1e-9);
  EXPECT_NEAR(d.to({12.2, 9.1}), distance(from, {12.2, 9.1}), 1e-9);
  // Within a bound only.
  d.compute(space, from, 3.0);
  EXPECT_NEAR(d.at_node(space.node_at({8.5, 5.5})), 3.0, 1e-9);
  EXPECT_EQ(d.at_node(space.node_at({9.5, 5.5})), kInf);
  EXPECT_EQ(d.to({9.0, 5.5}), kInf);
}

TEST(FreeSpace, APathGoesRoundABuildingNotThroughIt) {
  const Polygon walls = rectangle(8, 4, 12, 16);
  const auto field = field_of({building(walls, {})}, 20, 20);
  const FreeSpace space(*field);
  const Vec2 from{5.5, 10.5}, to{14.5, 10.5};
  EXPECT_EQ(space.segment_inches(from, to), kInf) << "the straight line is walled";
  DistanceField d;
  d.compute(space, from, 40);
  const double inches = d.to(to);
  std::vector<Vec2> path;
  d.path_to(to, path);
  ASSERT_GE(path.size(), 3u);
  EXPECT_EQ(path.front(), from);
  EXPECT_EQ(path.back(), to);
  EXPECT_FALSE(crosses_wall(path, walls));
  // Round a corner and back: about 2 x sqrt(2.5^2 + 5.5^2) + 4 = 16.1.
  EXPECT_GT(inches, 15.0);
  EXPECT_LT(inches, 18.0);
  EXPECT_NEAR(path_length(path), inches, 1e-6) << "open ground: inches are the path's length";
  // Inside with no door: never reached.
  EXPECT_EQ(d.to({10, 10}), kInf);
}

TEST(FreeSpace, ADoorLetsAPathIn) {
  const Polygon walls = rectangle(8, 4, 12, 16);
  const Vec2 door{8, 10.5};
  const auto field = field_of({building(walls, {{OpeningKind::kDoor, door, 1.0}})}, 20, 20);
  const FreeSpace space(*field);
  DistanceField d;
  d.compute(space, {3.5, 12.5}, 40);
  const Vec2 inside{10, 8};
  const double inches = d.to(inside);
  EXPECT_LT(inches, 12.0) << "in by the door";
  EXPECT_GE(inches, distance(Vec2{3.5, 12.5}, inside) - 1e-9);
  std::vector<Vec2> path;
  d.path_to(inside, path);
  ASSERT_FALSE(path.empty());
  EXPECT_FALSE(crosses_wall(path, walls, door)) << "only through the doorway";
}

// A barred door is wall to the graph: the house is not reached at all.
TEST(FreeSpace, ABarredDoorLetsNoPathIn) {
  const Polygon walls = rectangle(8, 4, 12, 16);
  Opening barred{OpeningKind::kDoor, {8, 10.5}, 1.0};
  barred.barred = true;
  const auto field = field_of({building(walls, {barred})}, 20, 20);
  const FreeSpace space(*field);
  EXPECT_EQ(space.segment_inches({7, 10.5}, {9, 10.5}), kInf);
  DistanceField d;
  d.compute(space, {3.5, 12.5}, 40);
  EXPECT_EQ(d.to({10, 8}), kInf);
}

// Broken open, a barred door is a doorway like any other; a flag clear (or
// none kept) leaves it wall.
TEST(FreeSpace, ABarredDoorBrokenOpenLetsAPathIn) {
  const Polygon walls = rectangle(8, 4, 12, 16);
  const Vec2 door{8, 10.5};
  Opening barred{OpeningKind::kDoor, door, 1.0};
  barred.barred = true;
  const auto field = field_of({building(walls, {barred})}, 20, 20);
  const std::vector<uint8_t> broken{1}, shut{0};
  const FreeSpace open(*field, {.broken = broken});
  EXPECT_NEAR(open.segment_inches({7, 10.5}, {9, 10.5}), 2.0, 1e-9);
  DistanceField d;
  d.compute(open, {3.5, 12.5}, 40);
  const Vec2 inside{10, 8};
  EXPECT_LT(d.to(inside), 12.0) << "in by the broken door";
  std::vector<Vec2> path;
  d.path_to(inside, path);
  ASSERT_FALSE(path.empty());
  EXPECT_FALSE(crosses_wall(path, walls, door)) << "only through the doorway";
  EXPECT_EQ(FreeSpace(*field, {.broken = shut}).segment_inches({7, 10.5}, {9, 10.5}), kInf);
}

// 004 / Miscellaneous Rules / Fire: a piece afire is impassable. A building
// afire is no way through, doors and all; a wall afire is not crossed at
// any price.
TEST(FreeSpace, APieceAfireIsImpassable) {
  const Polygon walls = rectangle(8, 4, 12, 16);
  const auto field = field_of({building(walls, {{OpeningKind::kDoor, {8, 10.5}, 1.0},
                                                {OpeningKind::kDoor, {12, 10.5}, 1.0}}),
                               skirmish::testing::line_of(TerrainType::kWall, {{16, 0}, {16, 20}})},
                              20, 20);
  const std::vector<uint8_t> house{1, 0}, wall{0, 1};
  const FreeSpace cold(*field);
  EXPECT_NEAR(cold.segment_inches({7, 10.5}, {9, 10.5}), 2.0, 1e-9);
  EXPECT_TRUE(std::isfinite(cold.segment_inches({15, 10.5}, {17, 10.5})));
  const FreeSpace house_afire(*field, {.burning = house});
  EXPECT_EQ(house_afire.segment_inches({7, 10.5}, {9, 10.5}), kInf) << "no way in by its door";
  EXPECT_TRUE(std::isfinite(house_afire.segment_inches({15, 10.5}, {17, 10.5})));
  DistanceField d;
  d.compute(house_afire, {3.5, 10.5}, 60);
  EXPECT_EQ(d.to({10, 10}), kInf) << "nor by the other";
  EXPECT_TRUE(std::isfinite(d.to({14, 10.5}))) << "round it";
  const std::vector<double> priced{-1.0, 3.0};
  const FreeSpace wall_afire(*field, {.crossings = priced, .burning = wall});
  EXPECT_EQ(wall_afire.segment_inches({15, 10.5}, {17, 10.5}), kInf);
  // One graph per set of pieces afire; all clear is the graph of none.
  const std::vector<uint8_t> none{0, 0};
  EXPECT_EQ(free_space_for(field, {.burning = none}).get(), free_space_for(field).get());
  EXPECT_NE(free_space_for(field, {.burning = house}).get(), free_space_for(field).get());
  EXPECT_EQ(free_space_for(field, {.burning = house}).get(),
            free_space_for(field, {.burning = house}).get());
}

TEST(FreeSpace, APathGoesRoundATreeTrunk) {
  TerrainFeature oak = skirmish::testing::tree({10, 10});
  oak.trunk.radius = 1.0;
  oak.finish();
  const auto field = field_of({oak}, 20, 20);
  const FreeSpace space(*field);
  const Vec2 from{6, 10}, to{14, 10};
  EXPECT_EQ(space.segment_inches(from, to), kInf);
  DistanceField d;
  d.compute(space, from, 30);
  const double inches = d.to(to);
  EXPECT_GT(inches, 8.0);
  EXPECT_LT(inches, 10.0);
  std::vector<Vec2> path;
  d.path_to(to, path);
  for (std::size_t i = 0; i + 1 < path.size(); ++i) {
    EXPECT_GE(distance(Segment{path[i], path[i + 1]}, oak.trunk.centre),
              oak.trunk.radius + kClearanceInches - 1e-9)
        << "leg " << i << " grazes the trunk";
  }
}

TEST(FreeSpace, HeavyGoingCostsMoreThanOpenGround) {
  // A band of heavy going right across the table: no way round it.
  TerrainFeature bog = area_of(TerrainType::kBog, rectangle(8, 0, 12, 20));
  bog.going = Going::kHeavy;
  TerrainFeature wood = area_of(TerrainType::kWoods, rectangle(8, 0, 12, 20));
  wood.going = Going::kMedium;
  const Vec2 from{5, 10}, to{15, 10};
  DistanceField d;
  {
    const auto field = field_of({bog}, 20, 20);
    const FreeSpace space(*field);
    // 6" of open ground, and 4" in heavy going at 3" of allowance each.
    EXPECT_NEAR(space.segment_inches(from, to), 6 + 4 * 3.0, 1e-9);
    EXPECT_NEAR(path_inches(space, from, to, 40, d), 18.0, 1e-9);
  }
  {
    const auto field = field_of({wood}, 20, 20);
    const FreeSpace space(*field);
    EXPECT_NEAR(path_inches(space, from, to, 40, d), 6 + 4 * 2.0, 1e-9);
  }
  const auto open = field_of({}, 20, 20);
  EXPECT_NEAR(path_inches(FreeSpace(*open), from, to, 40, d), 10.0, 1e-9);
}

TEST(FreeSpace, CrossingAWallCostsInches) {
  const auto field =
      field_of({skirmish::testing::line_of(TerrainType::kWall, {{10, 0}, {10, 20}})}, 20, 20);
  const FreeSpace space(*field);
  const double crossing = crossing_inches(field->features[0].going);
  EXPECT_GT(crossing, 0.0);
  EXPECT_NEAR(space.segment_inches({5, 10}, {15, 10}), 10 + crossing, 1e-9);
  EXPECT_NEAR(space.segment_inches({5, 10}, {9, 10}), 4.0, 1e-9);
}

TEST(FreeSpace, TheRuleSetMayPriceALineOtherwiseThanItsGoing) {
  // Two walls across the table; the rule set prices the first at 35" (a
  // stockade climbed on a 6) and leaves the second to its going.
  const auto field = field_of({skirmish::testing::line_of(TerrainType::kWall, {{10, 0}, {10, 20}}),
                               skirmish::testing::line_of(TerrainType::kWall, {{30, 0}, {30, 20}})},
                              40, 20);
  const std::vector<double> crossings = {35.0, -1.0};
  const FreeSpace space(*field, {.crossings = crossings});
  const double by_going = crossing_inches(field->features[1].going);
  EXPECT_NEAR(space.segment_inches({5, 10}, {15, 10}), 10 + 35.0, 1e-9);
  EXPECT_NEAR(space.segment_inches({25, 10}, {35, 10}), 10 + by_going, 1e-9);
  // Shared per pricing: the same battlefield priced by its goings is another graph.
  const auto priced = free_space_for(field, {.crossings = crossings});
  EXPECT_EQ(free_space_for(field, {.crossings = crossings}).get(), priced.get());
  EXPECT_NE(free_space_for(field).get(), priced.get());
  EXPECT_NEAR(free_space_for(field)->segment_inches({5, 10}, {15, 10}),
              10 + crossing_inches(field->features[0].going), 1e-9);
}

TEST(FreeSpace, ABoundedFieldAgreesWithTheWholeTableWithinItsBound) {
  // The reference table's terrain (a chapel, woods, walls, a stream, a road).
  const auto scenario = ai_test::load_playable(ai_test::source_path("scenarios/reference.yaml"));
  ASSERT_TRUE(scenario);
  const FreeSpace space(*scenario->battlefield);
  DistanceField whole, bounded;
  for (const Vec2 from : {Vec2{22.3, 9.1}, Vec2{29, 14}, Vec2{6.2, 30.4}}) {
    whole.compute(space, from, 1e9);
    bounded.compute(space, from, 9.0);
    int within = 0;
    for (std::size_t n = 0; n < space.nodes(); ++n) {
      if (whole.at_node(n) <= 9.0) {
        ++within;
        EXPECT_DOUBLE_EQ(bounded.at_node(n), whole.at_node(n)) << "node " << n;
      } else {
        EXPECT_EQ(bounded.at_node(n), kInf) << "node " << n;
      }
    }
    EXPECT_GT(within, 50);
  }
}

// DistanceField::to prices only the ways that might be the cheapest; the
// answer must be, bit for bit, the least of the straight line and every way
// by the nodes around the point, each priced in full.
double plain_inches_to(const DistanceField& field, Vec2 p) {
  const FreeSpace& space = field.space();
  double best = space.segment_inches(field.origin(), p);
  std::vector<uint32_t> around;
  space.nodes_around(p, around);
  for (uint32_t node : around) {
    if (!std::isfinite(field.at_node(node))) continue;
    best = std::min(best, field.at_node(node) + space.segment_inches(space.point(node), p));
  }
  return best <= field.bound() ? best : kInf;
}

TEST(FreeSpace, InchesToAPointAreThoseOfEveryWayPricedInFull) {
  std::uint64_t state = 21;
  auto unit = [&state] {  // SplitMix64, a fixed sequence everywhere
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return static_cast<double>((z ^ (z >> 31)) >> 11) * 0x1.0p-53;
  };
  int by_nodes = 0, compared = 0;
  for (const char* name :
       {"reference.yaml", "default.yaml", "ambush.yaml", "defended_building.yaml",
        "mayhem_stockade_raid.yaml", "mayhem_forest_ambush.yaml"}) {
    const auto scenario = ai_test::load_playable(ai_test::source_path("scenarios/") + name);
    ASSERT_TRUE(scenario) << name;
    const FreeSpace space(*scenario->battlefield);
    const Table& table = scenario->battlefield->table;
    DistanceField field;
    for (int origin = 0; origin < 12; ++origin) {
      const Vec2 from{unit() * table.width, unit() * table.depth};
      field.compute(space, from, 4 + 10 * unit());
      for (int k = 0; k < 200; ++k) {
        // Points near the origin (most within the bound) and anywhere.
        const Vec2 p = k % 4 == 3 ? Vec2{unit() * table.width, unit() * table.depth}
                                  : from + Vec2{unit() - 0.5, unit() - 0.5} * 28.0;
        const double plain = plain_inches_to(field, p);
        ASSERT_EQ(field.to(p), plain) << name << " from (" << from.x << ", " << from.y << ") to ("
                                      << p.x << ", " << p.y << ")";
        ++compared;
        if (std::isfinite(plain) && plain < space.segment_inches(from, p)) ++by_nodes;
      }
    }
  }
  EXPECT_EQ(compared, 6 * 12 * 200);
  EXPECT_GT(by_nodes, 100);  // the ways by the nodes were the answer often enough to count
}

TEST(FreeSpace, IsBuiltOncePerBattlefield) {
  const auto field = field_of({}, 20, 20);
  const auto a = free_space_for(field);
  const auto b = free_space_for(field);
  EXPECT_EQ(a.get(), b.get());
  const auto other = field_of({}, 20, 20);
  EXPECT_NE(free_space_for(other).get(), a.get());
}

// One graph per set of barred doors broken open; flags all clear are the
// graph of no door broken.
TEST(FreeSpace, IsBuiltOncePerSetOfDoorsBrokenOpen) {
  Opening barred{OpeningKind::kDoor, {8, 10.5}, 1.0};
  barred.barred = true;
  const auto field = field_of({building(rectangle(8, 4, 12, 16), {barred})}, 20, 20);
  const std::vector<uint8_t> broken{1}, shut{0};
  const auto none = free_space_for(field);
  EXPECT_EQ(free_space_for(field, {.broken = shut}).get(), none.get());
  const auto open = free_space_for(field, {.broken = broken});
  EXPECT_NE(open.get(), none.get());
  EXPECT_EQ(free_space_for(field, {.broken = broken}).get(), open.get());
  EXPECT_EQ(none->segment_inches({7, 10.5}, {9, 10.5}), kInf);
  EXPECT_NEAR(open->segment_inches({7, 10.5}, {9, 10.5}), 2.0, 1e-9);
}

}  // namespace
}  // namespace skirmish::ai
