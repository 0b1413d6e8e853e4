// Writing a scenario and loading it back gives the same scenario: the
// writer is how generated and saved set-ups become files people can read,
// so nothing may be lost or changed on the way.
#include "engine/scenario/scenario_writer.h"

#include <gtest/gtest.h>

#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "engine/scenario/yaml_text.h"

namespace skirmish {
namespace {

const std::string kDefault = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/default.yaml";

void expect_same_point(Vec2 a, Vec2 b, const std::string& what) {
  EXPECT_EQ(a.x, b.x) << what;
  EXPECT_EQ(a.y, b.y) << what;
}

void expect_same_points(const std::vector<Vec2>& a, const std::vector<Vec2>& b,
                        const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  for (size_t i = 0; i < a.size(); ++i) expect_same_point(a[i], b[i], what);
}

void expect_same_feature(const TerrainFeature& a, const TerrainFeature& b) {
  const std::string what = a.name.empty() ? std::string(name_of(a.type)) : a.name;
  EXPECT_EQ(a.type, b.type) << what;
  EXPECT_EQ(a.name, b.name) << what;
  expect_same_point(a.trunk.centre, b.trunk.centre, what);
  EXPECT_EQ(a.trunk.radius, b.trunk.radius) << what;
  expect_same_points(a.outline.points, b.outline.points, what);
  expect_same_points(a.path, b.path, what);
  EXPECT_EQ(a.path_width, b.path_width) << what;
  EXPECT_EQ(a.screen, b.screen) << what;
  EXPECT_EQ(a.height, b.height) << what;
  EXPECT_EQ(a.sight_depth, b.sight_depth) << what;
  EXPECT_EQ(a.obscuring, b.obscuring) << what;
  EXPECT_EQ(a.going, b.going) << what;
  EXPECT_EQ(a.level, b.level) << what;
  ASSERT_EQ(a.openings.size(), b.openings.size()) << what;
  for (size_t i = 0; i < a.openings.size(); ++i) {
    EXPECT_EQ(a.openings[i].kind, b.openings[i].kind) << what;
    expect_same_point(a.openings[i].at, b.openings[i].at, what);
    EXPECT_EQ(a.openings[i].width, b.openings[i].width) << what;
    EXPECT_EQ(a.openings[i].barred, b.openings[i].barred) << what;
  }
}

void expect_same_figure(const FigureSpec& a, const FigureSpec& b) {
  EXPECT_EQ(a.name, b.name);
  expect_same_point(a.at, b.at, a.name);
  EXPECT_EQ(a.facing, b.facing) << a.name;
  EXPECT_EQ(a.posture, b.posture) << a.name;
  EXPECT_EQ(a.mounted, b.mounted) << a.name;
  EXPECT_EQ(a.base_radius, b.base_radius) << a.name;
  ASSERT_EQ(a.stats.size(), b.stats.size()) << a.name;
  for (size_t i = 0; i < a.stats.size(); ++i) {
    EXPECT_EQ(a.stats[i].name, b.stats[i].name) << a.name;
    EXPECT_EQ(a.stats[i].value, b.stats[i].value) << a.name;
    EXPECT_EQ(a.stats[i].word, b.stats[i].word) << a.name;
  }
  ASSERT_EQ(a.weapons.size(), b.weapons.size()) << a.name;
  for (size_t i = 0; i < a.weapons.size(); ++i) {
    EXPECT_EQ(a.weapons[i].name, b.weapons[i].name) << a.name;
    EXPECT_EQ(a.weapons[i].loaded, b.weapons[i].loaded) << a.name;
    EXPECT_EQ(a.weapons[i].ammunition, b.weapons[i].ammunition) << a.name;
  }
}

// Everything but the file name and the lines values came from.
void expect_same_scenario(const Scenario& a, const Scenario& b) {
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.description, b.description);
  EXPECT_EQ(a.rules, b.rules);
  ASSERT_EQ(a.options.size(), b.options.size());
  for (size_t i = 0; i < a.options.size(); ++i) {
    EXPECT_EQ(a.options[i].name, b.options[i].name);
    EXPECT_EQ(a.options[i].value, b.options[i].value);
  }
  EXPECT_EQ(a.turn_limit, b.turn_limit);
  EXPECT_EQ(a.break_fraction, b.break_fraction);
  const Battlefield& fa = *a.battlefield;
  const Battlefield& fb = *b.battlefield;
  EXPECT_EQ(fa.table.width, fb.table.width);
  EXPECT_EQ(fa.table.depth, fb.table.depth);
  EXPECT_EQ(fa.measure, fb.measure);
  EXPECT_EQ(fa.contour_height, fb.contour_height);
  ASSERT_EQ(fa.features.size(), fb.features.size());
  for (size_t i = 0; i < fa.features.size(); ++i) {
    expect_same_feature(fa.features[i], fb.features[i]);
  }
  ASSERT_EQ(a.sides.size(), b.sides.size());
  for (size_t s = 0; s < a.sides.size(); ++s) {
    const SideSpec& sa = a.sides[s];
    const SideSpec& sb = b.sides[s];
    EXPECT_EQ(sa.name, sb.name);
    EXPECT_EQ(sa.colour, sb.colour);
    expect_same_points(sa.deployment.points, sb.deployment.points, sa.name);
    ASSERT_EQ(sa.units.size(), sb.units.size()) << sa.name;
    for (size_t u = 0; u < sa.units.size(); ++u) {
      EXPECT_EQ(sa.units[u].name, sb.units[u].name);
      EXPECT_EQ(sa.units[u].leader, sb.units[u].leader);
      ASSERT_EQ(sa.units[u].figures.size(), sb.units[u].figures.size()) << sa.units[u].name;
      for (size_t f = 0; f < sa.units[u].figures.size(); ++f) {
        expect_same_figure(sa.units[u].figures[f], sb.units[u].figures[f]);
      }
    }
  }
  ASSERT_EQ(a.objectives.size(), b.objectives.size());
  for (size_t i = 0; i < a.objectives.size(); ++i) {
    const Objective& oa = a.objectives[i];
    const Objective& ob = b.objectives[i];
    EXPECT_EQ(oa.name, ob.name);
    EXPECT_EQ(oa.kind, ob.kind);
    EXPECT_EQ(oa.side, ob.side);
    expect_same_point(oa.area.centre, ob.area.centre, oa.name);
    EXPECT_EQ(oa.area.radius, ob.area.radius) << oa.name;
    EXPECT_EQ(oa.figure, ob.figure);
    EXPECT_EQ(oa.points, ob.points);
  }
}

Scenario load_text(const std::string& text) {
  const LoadResult r = load_scenario_text(text, "written.yaml");
  EXPECT_TRUE(r.ok()) << r.error->to_string() << "\n" << text;
  return r.ok() ? *r.scenario : Scenario{};
}

TEST(ScenarioWriter, DefaultScenarioRoundTrips) {
  const LoadResult first = load_scenario(kDefault);
  ASSERT_TRUE(first.ok()) << first.error->to_string();
  const std::string text = scenario_yaml(*first.scenario);
  const Scenario second = load_text(text);
  ASSERT_TRUE(second.battlefield);
  expect_same_scenario(*first.scenario, second);
  // Writing again gives the same text: nothing drifts on a second pass.
  EXPECT_EQ(scenario_yaml(second), text);
}

TEST(ScenarioWriter, ResolvedRosterRoundTrips) {
  LoadResult first = load_scenario(kDefault);
  ASSERT_TRUE(first.ok());
  Scenario resolved = *first.scenario;
  ASSERT_FALSE(resolve_roster(resolved, rencounter_catalog()).has_value());
  Scenario second = load_text(scenario_yaml(resolved));
  ASSERT_TRUE(second.battlefield);
  EXPECT_FALSE(resolve_roster(second, rencounter_catalog()).has_value());
  expect_same_scenario(resolved, second);
}

TEST(ScenarioWriter, HeaderLinesBecomeComments) {
  const LoadResult first = load_scenario(kDefault);
  ASSERT_TRUE(first.ok());
  const std::string text = scenario_yaml(*first.scenario, {"Made by a test.", "", "Seed: 7"});
  EXPECT_EQ(text.rfind("# Made by a test.\n#\n# Seed: 7\n\nname: Meeting at the Mill\n", 0), 0u)
      << text.substr(0, 200);
}

// Names and texts that a plain YAML word would turn into something else.
TEST(ScenarioWriter, AwkwardNamesAndValuesRoundTrip) {
  const std::string text = R"(name: "Yes: a #1 test"
description: "Two lines.\nThe second, with \"quotes\" and a trailing space "
rules: rencounter
options: {activation: cards, "odd: key": "12"}
turn_limit: 0
table: {width: 30.25, depth: 20}
terrain:
  - {type: stream, outline: [[1, 1], [5, 1], [5, 4]], width: 2.5, going: heavy}
  - {type: hedge, name: "[bracketed]", path: [[10, 2], [10, 8]], obscuring: 1, height: 0.9}
  - {type: tree, name: "no", at: [20, 10], radius: 0.125}
  - {type: hill, outline: [[22, 12], [28, 12], [28, 18]], level: 3}
  - {type: scrub, name: "-dash", outline: [[1, 12], [6, 12], [6, 18]], sight_depth: 2.5}
  - type: building
    name: "O'Hara's: store"
    outline: [[12, 12], [18, 12], [18, 17], [12, 17]]
    height: 2
    openings:
      - {kind: loophole, at: [15, 12], width: 0.25}
      - {kind: door, at: [12, 14]}
      - {kind: door, at: [18, 14], barred: true}
sides:
  - name: "true"
    colour: "#123456"
    units:
      - name: "007"
        leader: "Ann, the 2nd"
        figures:
          - {name: "Ann, the 2nd", at: [3, 8], facing: 45.5, posture: prone, experience: veteran,
             weapons: [{name: Flintlock Pistol, loaded: false, ammunition: 3}, Sword]}
          - {name: Émile Zola, at: [5, 8], mounted: true, base: 0.75, experience: 4, armor: 1}
  - name: Other
    units:
      - name: U
        figures:
          - {name: "#hash", at: [25, 4], experience: 3, shield: large}
objectives:
  - {name: Out, kind: exit, side: Other, at: [0, 10], radius: 2.5, points: 0}
  - {name: "Get: Ann", kind: kill, side: Other, figure: "Ann, the 2nd"}
  - {name: Touch, kind: reach, side: "true", at: [29, 19]}
)";
  const Scenario first = load_text(text);
  ASSERT_TRUE(first.battlefield);
  ASSERT_EQ(first.battlefield->features[5].openings.size(), 3u);
  EXPECT_TRUE(first.battlefield->features[5].openings[2].barred);
  const std::string written = scenario_yaml(first);
  const Scenario second = load_text(written);
  ASSERT_TRUE(second.battlefield);
  expect_same_scenario(first, second);
  EXPECT_EQ(scenario_yaml(second), written);
}

TEST(YamlText, NumbersAreShortestAndExact) {
  EXPECT_EQ(yaml_text::number(12), "12");
  EXPECT_EQ(yaml_text::number(0.5), "0.5");
  EXPECT_EQ(yaml_text::number(-0.0), "0");
  EXPECT_EQ(yaml_text::number(0.1 + 0.2), "0.30000000000000004");
  EXPECT_EQ(yaml_text::point({24, 17.5}), "[24, 17.5]");
}

TEST(YamlText, QuotesOnlyWhenNeeded) {
  EXPECT_EQ(yaml_text::scalar("Sgt Gridley"), "Sgt Gridley");
  EXPECT_EQ(yaml_text::scalar("Pte O'Neil"), "Pte O'Neil");
  EXPECT_EQ(yaml_text::scalar("#b22222"), "\"#b22222\"");
  EXPECT_EQ(yaml_text::scalar("yes"), "\"yes\"");
  EXPECT_EQ(yaml_text::scalar("12"), "\"12\"");
  EXPECT_EQ(yaml_text::scalar("a, b"), "\"a, b\"");
  EXPECT_EQ(yaml_text::scalar("say \"hi\""), "\"say \\\"hi\\\"\"");
}

TEST(YamlText, LongTextFoldsAtSingleSpaces) {
  const std::string text(
      "Crown regulars and rebel militia meet at a mill by the turnpike. Hold the mill house "
      "at the end of the game, or shoot the Crown's sergeant.");
  const std::string folded = yaml_text::long_text(text, 2, 40);
  EXPECT_EQ(folded.rfind(">-\n  Crown", 0), 0u) << folded;
  const Scenario s =
      load_text("name: x\ndescription: " + folded +
                "\nrules: r\ntable: {width: 10, depth: 10}\nsides:\n"
                "  - {name: A, units: [{name: U, figures: [{name: a, at: [1, 1]}]}]}\n"
                "  - {name: B, units: [{name: V, figures: [{name: b, at: [5, 5]}]}]}\n");
  EXPECT_EQ(s.description, text);
}

}  // namespace
}  // namespace skirmish
