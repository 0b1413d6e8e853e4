// Each kind of broken scenario gets one exact message naming the file, the
// line and column, the field, what was expected and what was found.
#include <gtest/gtest.h>

#include "engine/scenario/loader.h"
#include "tests/scenario/scenario_test_text.h"

namespace skirmish {
namespace {

using testing::kSmallScenario;
using testing::load_error;
using testing::small_with;

TEST(LoaderErrors, ErrorFormat) {
  const ScenarioError e{"scenarios/x.yaml", 42, 7, "sides[0].units[1].figures[2].at",
                        "expected a point [x, y] in inches, found \"north\""};
  EXPECT_EQ(e.to_string(),
            "scenarios/x.yaml:42:7: sides[0].units[1].figures[2].at: expected a point [x, y] in "
            "inches, found \"north\"");
  EXPECT_EQ((ScenarioError{"a.yaml", 0, 0, "", "cannot open"}).to_string(), "a.yaml: cannot open");
}

TEST(LoaderErrors, FileNotFound) {
  const LoadResult r = load_scenario("no/such/file.yaml");
  ASSERT_FALSE(r.ok());
  EXPECT_FALSE(r.scenario.has_value());
  EXPECT_EQ(r.error->to_string(), "no/such/file.yaml: cannot open the file (does it exist?)");
}

TEST(LoaderErrors, BadYamlSyntax) {
  EXPECT_EQ(load_error(small_with("at: [7, 5]", "at: [7, 5")),
            "t.yaml:15:48: YAML syntax error: illegal flow end");
}

TEST(LoaderErrors, MissingRequiredField) {
  EXPECT_EQ(load_error(small_with("rules: rencounter\n", "")),
            "t.yaml:1:1: rules: missing field; every scenario needs `rules:`");
  EXPECT_EQ(load_error(small_with("{name: Bo, at: [7, 5], ", "{name: Bo, ")),
            "t.yaml:15:13: sides[0].units[0].figures[1].at: missing field; every figure needs "
            "`at:`");
}

TEST(LoaderErrors, UnknownFieldIsATypo) {
  EXPECT_EQ(load_error(small_with("{name: Bo, at: [7, 5], ", "{name: Bo, at: [7, 5], facng: 90, ")),
            "t.yaml:15:36: sides[0].units[0].figures[1].facng: unknown field; did you mean "
            "\"facing\"?");
  EXPECT_EQ(load_error(small_with("name: Test", "name: Test\ntrun_limit: 5")),
            "t.yaml:2:1: trun_limit: unknown field; did you mean \"turn_limit\"? The fields of "
            "a scenario are \"name\", \"description\", \"rules\", \"options\", \"turn_limit\", "
            "\"break_fraction\", \"measure\", \"contour_height\", \"table\", \"terrain\", "
            "\"sides\" and \"objectives\"");
}

TEST(LoaderErrors, FieldThatDoesNotApplyToTheTerrainType) {
  EXPECT_EQ(
      load_error(small_with("{type: wall, name: Wall,", "{type: wall, radius: 2, name: Wall,")),
      "t.yaml:5:18: terrain[0].radius: unknown field; the fields of a wall are \"type\", "
      "\"name\", \"going\", \"path\", \"width\" and \"height\"");
}

// Only a door shuts: `barred` on a window or loophole is refused where it
// is written, and it must be true or false.
TEST(LoaderErrors, BarredOnlyOnADoor) {
  const std::string outline = "outline: [[30, 10], [34, 10], [34, 14], [30, 14]]}";
  EXPECT_EQ(load_error(small_with(outline,
                                  "outline: [[30, 10], [34, 10], [34, 14], [30, 14]], "
                                  "openings: [{kind: window, at: [34, 12], barred: "
                                  "true}]}")),
            "t.yaml:6:134: terrain[1].openings[0].barred: expected `barred` only on a door, found "
            "it on a window");
  EXPECT_EQ(load_error(small_with(outline,
                                  "outline: [[30, 10], [34, 10], [34, 14], [30, 14]], "
                                  "openings: [{kind: loophole, at: [34, 12], barred: "
                                  "false}]}")),
            "t.yaml:6:136: terrain[1].openings[0].barred: expected `barred` only on a door, found "
            "it on a loophole");
  EXPECT_EQ(load_error(small_with(outline,
                                  "outline: [[30, 10], [34, 10], [34, 14], [30, 14]], "
                                  "openings: [{kind: door, at: [30, 12], barred: "
                                  "maybe}]}")),
            "t.yaml:6:132: terrain[1].openings[0].barred: expected true or false, found \"maybe\"");
}

TEST(LoaderErrors, WrongType) {
  EXPECT_EQ(load_error(small_with("at: [7, 5]", "at: north")),
            "t.yaml:15:28: sides[0].units[0].figures[1].at: expected a point [x, y] in inches, "
            "found \"north\"");
  EXPECT_EQ(load_error(small_with("at: [7, 5]", "at: [7, east]")),
            "t.yaml:15:28: sides[0].units[0].figures[1].at: expected a point [x, y] in inches, "
            "found [7, \"east\"]");
  EXPECT_EQ(load_error(small_with("table: {width: 48, depth: 36}", "table: 48")),
            "t.yaml:3:8: table: expected a map of table fields, found 48");
  EXPECT_EQ(
      load_error(small_with("experience: 4}\n  - name: Blue", "experience: [4]}\n  - name: Blue")),
      "t.yaml:15:48: sides[0].units[0].figures[1].experience: expected a whole number or a "
      "word for the rule set's rating, found a list");
}

TEST(LoaderErrors, NumberOutOfRange) {
  EXPECT_EQ(load_error(small_with("width: 48", "width: 0")),
            "t.yaml:3:16: table.width: expected a width in inches greater than 0 and at most "
            "1000, found 0");
  EXPECT_EQ(load_error(small_with("{type: tree, name: Oak, at: [40, 30]}",
                                  "{type: tree, name: Oak, at: [40, 30], radius: -1}")),
            "t.yaml:7:51: terrain[2].radius: expected a radius in inches greater than 0, found -1");
  EXPECT_EQ(load_error(small_with("name: Test", "name: Test\nbreak_fraction: 1")),
            "t.yaml:2:17: break_fraction: expected a fraction greater than 0 and less than 1, "
            "found 1");
}

TEST(LoaderErrors, UnknownTerrainType) {
  EXPECT_EQ(load_error(small_with("{type: tree,", "{type: forest,")),
            "t.yaml:7:12: terrain[2].type: expected one of \"tree\", \"woods\", \"brush\", "
            "\"scrub\", \"wall\", \"hedge\", \"fence\", \"building\", \"hill\", \"road\", "
            "\"stream\" or \"bog\", found \"forest\"");
  EXPECT_EQ(load_error(small_with("{type: tree,", "{type: trees,")),
            "t.yaml:7:12: terrain[2].type: expected one of \"tree\", \"woods\", \"brush\", "
            "\"scrub\", \"wall\", \"hedge\", \"fence\", \"building\", \"hill\", \"road\", "
            "\"stream\" or \"bog\", found \"trees\"; did you mean \"tree\"?");
}

TEST(LoaderErrors, UnknownPosture) {
  EXPECT_EQ(
      load_error(small_with("{name: Bo, at: [7, 5], ", "{name: Bo, at: [7, 5], posture: lying, ")),
      "t.yaml:15:45: sides[0].units[0].figures[1].posture: expected one of \"standing\", "
      "\"kneeling\" or \"prone\", found \"lying\"");
}

TEST(LoaderErrors, FigureOffTheTable) {
  EXPECT_EQ(load_error(small_with("at: [7, 5]", "at: [47.8, 5]")),
            "t.yaml:15:28: sides[0].units[0].figures[1].at: expected a point with the whole base "
            "(radius 0.5) on the 48 x 36 inch table, found [47.8, 5]");
}

TEST(LoaderErrors, FigureInsideAWall) {
  EXPECT_EQ(load_error(small_with("at: [7, 5]", "at: [15, 10.3]")),
            "t.yaml:15:28: sides[0].units[0].figures[1].at: the base at [15, 10.3] (radius 0.5) "
            "crosses the wall \"Wall\" (line 5)");
  // Standing flush against the wall is where men line it: allowed.
  EXPECT_EQ(load_error(small_with("at: [7, 5]", "at: [15, 10.5]")), "loaded");
}

TEST(LoaderErrors, FigureAcrossABuildingWallOrInATree) {
  EXPECT_EQ(load_error(small_with("at: [7, 5]", "at: [30.2, 12]")),
            "t.yaml:15:28: sides[0].units[0].figures[1].at: the base at [30.2, 12] (radius 0.5) "
            "stands across the outer wall of the building \"House\" (line 6)");
  // Wholly inside, he garrisons the house.
  EXPECT_EQ(load_error(small_with("at: [7, 5]", "at: [32, 12]")), "loaded");
  EXPECT_EQ(load_error(small_with("at: [5, 30]", "at: [40.5, 30.5]")),
            "t.yaml:20:28: sides[1].units[0].figures[0].at: the base at [40.5, 30.5] (radius 0.5) "
            "overlaps the trunk of the tree \"Oak\" (line 7)");
}

TEST(LoaderErrors, TwoFiguresOverlapping) {
  EXPECT_EQ(load_error(small_with("at: [7, 5]", "at: [5.6, 5]")),
            "t.yaml:15:28: sides[0].units[0].figures[1].at: the base at [5.6, 5] overlaps the base "
            "of \"Al\" (sides[0].units[0].figures[0], line 14)");
}

TEST(LoaderErrors, LeaderNotInTheUnit) {
  EXPECT_EQ(load_error(small_with("leader: Al", "leader: Cy")),
            "t.yaml:12:17: sides[0].units[0].leader: \"Cy\" is not a figure of this unit; its "
            "figures are \"Al\" and \"Bo\"");
}

TEST(LoaderErrors, DuplicateFigureNames) {
  EXPECT_EQ(load_error(small_with("{name: Cy,", "{name: Bo,")),
            "t.yaml:20:20: sides[1].units[0].figures[0].name: figure name \"Bo\" is already used "
            "by sides[0].units[0].figures[1].name (line 15)");
}

TEST(LoaderErrors, ObjectiveNamingAnUnknownSideOrFigure) {
  const std::string base = std::string(kSmallScenario) + "objectives:\n";
  EXPECT_EQ(load_error(base + "  - {name: Mill, kind: hold, side: Green, at: [24, 18]}\n"),
            "t.yaml:22:36: objectives[0].side: unknown side \"Green\"; the sides are \"Red\" and "
            "\"Blue\"");
  EXPECT_EQ(load_error(base + "  - {name: Get him, kind: kill, side: Blue, figure: Zed}\n"),
            "t.yaml:22:53: objectives[0].figure: unknown figure \"Zed\"; no side has a figure of "
            "that name");
  EXPECT_EQ(load_error(base + "  - {name: Oops, kind: kill, side: Red, figure: Al}\n"),
            "t.yaml:22:49: objectives[0].figure: \"Al\" is on side \"Red\" itself; a kill "
            "objective names an enemy figure");
}

TEST(LoaderErrors, DuplicateKey) {
  EXPECT_EQ(load_error(small_with("name: Test", "name: Test\nname: Again")),
            "t.yaml:2:1: name: field given twice (first on line 1)");
}

TEST(LoaderErrors, EmptyAndNonMapDocuments) {
  EXPECT_EQ(load_error(""), "t.yaml:1:1: expected a map of scenario fields, found nothing");
  EXPECT_EQ(load_error("- just\n- a list\n"),
            "t.yaml:1:1: expected a map of scenario fields, found a list");
}

}  // namespace
}  // namespace skirmish

namespace skirmish {
namespace {

// 004 / Search: a search objective's difficulty is the score a d6 must
// reach, 1 to 6; the loader names the file, line, column and field.
TEST(LoaderErrors, SearchDifficultyOutsideOneToSix) {
  const std::string base = std::string(kSmallScenario) + "objectives:\n";
  EXPECT_EQ(load_error(base + "  - {name: Powder, kind: search, side: Red, at: [24, 18], "
                              "difficulty: 3}\n"),
            "loaded");
  EXPECT_EQ(
      load_error(base + "  - {name: Powder, kind: search, side: Red, at: [24, 18], "
                        "difficulty: 7}\n"),
      "t.yaml:22:71: objectives[0].difficulty: expected a search difficulty from 1 to 6 (the score "
      "a d6 must reach), found 7");
  EXPECT_EQ(
      load_error(base + "  - {name: Powder, kind: search, side: Red, at: [24, 18], "
                        "difficulty: 0}\n"),
      "t.yaml:22:71: objectives[0].difficulty: expected a search difficulty from 1 to 6 (the score "
      "a d6 must reach), found 0");
  EXPECT_EQ(
      load_error(base + "  - {name: Powder, kind: search, side: Red, at: [24, 18]}\n"),
      "t.yaml:22:5: objectives[0]: a search objective needs `difficulty:` (1-6, the score a d6 "
      "must reach to find it)");
  EXPECT_EQ(load_error(base + "  - {name: Mill, kind: hold, side: Red, at: [24, 18], "
                              "difficulty: 3}\n"),
            "t.yaml:22:67: objectives[0].difficulty: only a search objective has a difficulty");
}

}  // namespace
}  // namespace skirmish
