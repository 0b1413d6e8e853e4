// The loader on good input: every field lands where it should.
#include <gtest/gtest.h>

#include "engine/scenario/loader.h"
#include "tests/scenario/scenario_test_text.h"

namespace skirmish {
namespace {

using testing::kSmallScenario;
using testing::small_with;

TEST(Loader, ReadsTheSmallScenario) {
  const LoadResult r = load_scenario_text(kSmallScenario, "t.yaml");
  ASSERT_TRUE(r.ok()) << r.error->to_string();
  ASSERT_FALSE(r.error.has_value());
  const Scenario& s = *r.scenario;
  EXPECT_EQ(s.file, "t.yaml");
  EXPECT_EQ(s.name, "Test");
  EXPECT_EQ(s.rules, "rencounter");
  EXPECT_EQ(s.turn_limit, 0);
  EXPECT_DOUBLE_EQ(s.break_fraction, 0.5);
  ASSERT_NE(s.battlefield, nullptr);
  EXPECT_DOUBLE_EQ(s.battlefield->table.width, 48);
  EXPECT_DOUBLE_EQ(s.battlefield->table.depth, 36);
  EXPECT_EQ(s.battlefield->measure, Measure::kBaseEdge);
  ASSERT_EQ(s.battlefield->features.size(), 3u);
  EXPECT_EQ(s.figure_count(), 3);
  ASSERT_EQ(s.sides.size(), 2u);
  EXPECT_EQ(s.sides[0].units[0].leader, "Al");
  EXPECT_EQ(s.sides[1].units[0].leader, "");  // empty = first figure
}

TEST(Loader, TerrainStartsFromTheTypeDefaultsAndTakesOverrides) {
  const LoadResult r = load_scenario_text(
      small_with("{type: wall, name: Wall, path: [[10, 10], [20, 10]]}",
                 "{type: wall, name: Wall, path: [[10, 10], [20, 10]], height: 1.5, going: heavy}"),
      "t.yaml");
  ASSERT_TRUE(r.ok()) << r.error->to_string();
  const TerrainFeature& wall = r.scenario->battlefield->features[0];
  EXPECT_EQ(wall.type, TerrainType::kWall);
  EXPECT_EQ(wall.name, "Wall");
  EXPECT_EQ(wall.source_line, 5);
  EXPECT_EQ(wall.screen, Screen::kSolid);  // from default_feature(kWall)
  EXPECT_DOUBLE_EQ(wall.height, 1.5);
  EXPECT_EQ(wall.going, Going::kHeavy);
  ASSERT_EQ(wall.path.size(), 2u);
  EXPECT_TRUE(wall.bounds.contains({15, 10}));  // finish() ran

  const TerrainFeature& tree = r.scenario->battlefield->features[2];
  EXPECT_DOUBLE_EQ(tree.trunk.radius, default_feature(TerrainType::kTree).trunk.radius);
  EXPECT_EQ(tree.trunk.centre, (Vec2{40, 30}));
}

TEST(Loader, ReadsFigureFieldsAndKeepsStatsAsWritten) {
  const LoadResult r = load_scenario_text(
      small_with("{name: Bo, at: [7, 5], experience: 4}",
                 "{name: Bo, at: [7, 5], facing: -90, posture: kneeling, experience: veteran, "
                 "fire: 9, weapons: [{name: Flintlock Pistol, loaded: false, ammunition: 6}, "
                 "Sword]}"),
      "t.yaml");
  ASSERT_TRUE(r.ok()) << r.error->to_string();
  const FigureSpec& bo = r.scenario->sides[0].units[0].figures[1];
  EXPECT_EQ(bo.name, "Bo");
  EXPECT_EQ(bo.at, (Vec2{7, 5}));
  EXPECT_DOUBLE_EQ(bo.facing, 270);  // normalised into [0, 360)
  EXPECT_EQ(bo.posture, Posture::kKneeling);
  EXPECT_DOUBLE_EQ(bo.base_radius, 0.5);
  ASSERT_EQ(bo.stats.size(), 2u);
  EXPECT_EQ(bo.stats[0].name, "experience");
  EXPECT_EQ(bo.stats[0].word, "veteran");
  EXPECT_EQ(bo.stats[1].name, "fire");
  EXPECT_EQ(bo.stats[1].value, 9);
  EXPECT_EQ(bo.stats[1].where.line, 15);
  ASSERT_EQ(bo.weapons.size(), 2u);
  EXPECT_EQ(bo.weapons[0].name, "Flintlock Pistol");
  EXPECT_FALSE(bo.weapons[0].loaded);
  EXPECT_EQ(bo.weapons[0].ammunition, 6);
  EXPECT_EQ(bo.weapons[1].name, "Sword");
  EXPECT_TRUE(bo.weapons[1].loaded);
  EXPECT_EQ(bo.weapons[1].ammunition, -1);
}

TEST(Loader, DefaultFacingLooksAcrossTheTable) {
  const LoadResult r = load_scenario_text(kSmallScenario, "t.yaml");
  ASSERT_TRUE(r.ok());
  EXPECT_DOUBLE_EQ(r.scenario->sides[0].units[0].figures[0].facing, 90);   // near edge: north
  EXPECT_DOUBLE_EQ(r.scenario->sides[1].units[0].figures[0].facing, 270);  // far edge: south
}

TEST(Loader, MountedFiguresGetTheLargerBase) {
  const LoadResult r =
      load_scenario_text(small_with("{name: Cy, at: [5, 30], experience: 4}",
                                    "{name: Cy, at: [5, 30], mounted: true, experience: 4}"),
                         "t.yaml");
  ASSERT_TRUE(r.ok()) << r.error->to_string();
  const FigureSpec& cy = r.scenario->sides[1].units[0].figures[0];
  EXPECT_TRUE(cy.mounted);
  EXPECT_DOUBLE_EQ(cy.base_radius, 1.0);
}

TEST(Loader, ReadsOptionsObjectivesAndTopLevelSettings) {
  const std::string text = std::string(kSmallScenario) +
                           "options: {activation: cards, masters: confirm}\n"
                           "turn_limit: 10\nbreak_fraction: 0.25\nmeasure: centre\n"
                           "contour_height: 1.5\n"
                           "objectives:\n"
                           "  - {name: Mill, kind: hold, side: Red, at: [24, 18], radius: 4}\n"
                           "  - {name: Get Al, kind: kill, side: Blue, figure: Al, points: 3}\n";
  const LoadResult r = load_scenario_text(text, "t.yaml");
  ASSERT_TRUE(r.ok()) << r.error->to_string();
  const Scenario& s = *r.scenario;
  ASSERT_EQ(s.options.size(), 2u);
  EXPECT_EQ(s.options[0].name, "activation");
  EXPECT_EQ(s.options[0].value, "cards");
  EXPECT_EQ(s.options[1].where.line, 21);
  EXPECT_EQ(s.turn_limit, 10);
  EXPECT_DOUBLE_EQ(s.break_fraction, 0.25);
  EXPECT_EQ(s.battlefield->measure, Measure::kCentre);
  EXPECT_DOUBLE_EQ(s.battlefield->contour_height, 1.5);
  ASSERT_EQ(s.objectives.size(), 2u);
  EXPECT_EQ(s.objectives[0].kind, ObjectiveKind::kHold);
  EXPECT_DOUBLE_EQ(s.objectives[0].area.radius, 4);
  EXPECT_EQ(s.objectives[0].points, 1);
  EXPECT_EQ(s.objectives[1].kind, ObjectiveKind::kKill);
  EXPECT_EQ(s.objectives[1].figure, "Al");
  EXPECT_EQ(s.objectives[1].points, 3);
}

TEST(Loader, BuildingOpeningsAndStreamAreas) {
  const LoadResult r = load_scenario_text(
      small_with("outline: [[30, 10], [34, 10], [34, 14], [30, 14]]}",
                 "outline: [[30, 10], [34, 10], [34, 14], [30, 14]],\n"
                 "     openings: [{kind: door, at: [32, 10]}, {kind: window, at: [34, 12], "
                 "width: 2}]}\n"
                 "  - {type: stream, outline: [[0, 20], [4, 20], [4, 24]]}"),
      "t.yaml");
  ASSERT_TRUE(r.ok()) << r.error->to_string();
  const TerrainFeature& house = r.scenario->battlefield->features[1];
  ASSERT_EQ(house.openings.size(), 2u);
  EXPECT_EQ(house.openings[0].kind, OpeningKind::kDoor);
  EXPECT_DOUBLE_EQ(house.openings[0].width, 1);
  EXPECT_EQ(house.openings[1].kind, OpeningKind::kWindow);
  EXPECT_DOUBLE_EQ(house.openings[1].width, 2);
  const TerrainFeature& pond = r.scenario->battlefield->features[2];
  EXPECT_EQ(pond.type, TerrainType::kStream);
  EXPECT_TRUE(pond.is_area());
  EXPECT_FALSE(house.openings[0].barred);  // a door is open unless the scenario bars it
}

// `barred: true` shuts a door: wall to every rule set until a rule of its
// own breaks it (docs/scenario-format.md).
TEST(Loader, ABarredDoor) {
  const LoadResult r = load_scenario_text(
      small_with("outline: [[30, 10], [34, 10], [34, 14], [30, 14]]}",
                 "outline: [[30, 10], [34, 10], [34, 14], [30, 14]],\n"
                 "     openings: [{kind: door, at: [32, 10], barred: true}, {kind: door, at: "
                 "[32, 14], barred: false}, {kind: door, at: [30, 12], barred: yes}]}"),
      "t.yaml");
  ASSERT_TRUE(r.ok()) << r.error->to_string();
  const Battlefield& field = *r.scenario->battlefield;
  const TerrainFeature& house = field.features[1];
  ASSERT_EQ(house.openings.size(), 3u);
  EXPECT_TRUE(house.openings[0].barred);
  EXPECT_FALSE(house.openings[0].open_door());
  EXPECT_FALSE(house.openings[1].barred);
  EXPECT_TRUE(house.openings[2].barred);
  EXPECT_EQ(barred_door_count(field), 2);
  EXPECT_EQ(barred_door_number(field, 1, 2), 1);
}

}  // namespace
}  // namespace skirmish
