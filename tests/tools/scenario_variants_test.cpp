// The --vary language of `skirmish balance`: every form of a spec, every
// refusal in the words a designer reads, and the variant scenarios it
// makes, each loaded as a game would load it.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "engine/core/atomic_file.h"
#include "engine/rules/registry.h"
#include "tools/playtest/scenario_variants.h"
#include "tools/skirmish/game_session.h"

namespace skirmish {
namespace {

const std::string kReferencePath = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";

// A Picket whose leader is not its first man, a Rebel man a kill objective
// names, and a Rebel already called "Pte Cole 2".
const char* const kPicket = R"(name: Picket
rules: rencounter
table: {width: 24, depth: 24}
sides:
  - name: Crown
    deployment: [[0, 0], [24, 0], [24, 4], [0, 4]]
    units:
      - name: Picket
        leader: Sgt Bell
        figures:
          - {name: Pte Ash, at: [2, 2], experience: 4, weapons: [Flintlock Musket]}
          - {name: Sgt Bell, at: [4, 2], experience: 5, weapons: [Flintlock Pistol]}
          - {name: Pte Cole, at: [6, 2], experience: 3, fire: 7, weapons: [Flintlock Musket]}
  - name: Rebels
    units:
      - name: Scouts
        figures:
          - {name: Eli Quade, at: [12, 20], experience: 3, weapons: [Flintlock Rifle]}
          - {name: Amos Shaw, at: [14, 20], experience: 3, weapons: [Flintlock Rifle]}
          - {name: Pte Cole 2, at: [16, 20], experience: 3, weapons: [Flintlock Rifle]}
objectives:
  - {name: Kill Amos, kind: kill, side: Crown, figure: Amos Shaw}
)";

// A deployment zone no bigger than the one man in it.
const char* const kCramped = R"(name: Cramped
rules: rencounter
table: {width: 24, depth: 24}
sides:
  - name: Crown
    deployment: [[0, 0], [3, 0], [3, 3], [0, 3]]
    units:
      - name: Picket
        figures:
          - {name: Pte Ash, at: [1.5, 1.5], weapons: [Flintlock Musket]}
  - name: Rebels
    units:
      - name: Scouts
        figures:
          - {name: Eli Quade, at: [12, 20], weapons: [Flintlock Rifle]}
)";

std::string reference() {
  return read_whole_file(kReferencePath);
}

std::vector<ScenarioVariant> variants(std::string_view spec, std::string_view yaml) {
  return make_variants(yaml, "x.yaml", parse_vary(spec));
}

// The refusal `spec` gets against `yaml`, or "(accepted)".
std::string refusal(std::string_view spec, std::string_view yaml) {
  try {
    variants(spec, yaml);
  } catch (const VaryError& e) {
    return e.what();
  }
  return "(accepted)";
}

std::string parse_refusal(std::string_view spec) {
  try {
    parse_vary(spec);
  } catch (const VaryError& e) {
    return e.what();
  }
  return "(accepted)";
}

class ScenarioVariants : public ::testing::Test {
 protected:
  ScenarioVariants() { add_builtin_rule_sets(registry_); }

  // The variant loaded and settled as `skirmish play` would; fails the test
  // (showing the text) if it does not load.
  std::shared_ptr<const Scenario> played(const ScenarioVariant& v) {
    std::ostringstream err;
    auto p = load_playable_text(v.yaml, "x.yaml [" + v.label + "]", registry_, err);
    EXPECT_TRUE(p) << err.str() << v.yaml;
    return p ? p->scenario : nullptr;
  }

  Registry registry_;
};

const UnitSpec& unit(const Scenario& s, int side, int u) {
  return s.sides[side].units[u];
}

int stat(const FigureSpec& f, const std::string& name) {
  for (const StatValue& s : f.stats) {
    if (s.name == name) return s.value;
  }
  ADD_FAILURE() << f.name << " has no " << name;
  return -1;
}

std::vector<std::string> names(const UnitSpec& u) {
  std::vector<std::string> out;
  for (const FigureSpec& f : u.figures) out.push_back(f.name);
  return out;
}

// --- The spec.

TEST(ScenarioVariantsParse, AWholeRangeIsEveryNumberFromAToB) {
  const VarySpec s = parse_vary("blue.units[0].size=4..8");
  EXPECT_EQ(s.path, "blue.units[0].size");
  const std::vector<VaryStep> steps = {
      {"blue", {}, false}, {"units", 0, false}, {"size", {}, false}};
  EXPECT_EQ(s.steps, steps);
  EXPECT_EQ(s.values, (std::vector<std::string>{"4", "5", "6", "7", "8"}));
}

TEST(ScenarioVariantsParse, AStepTakesDecimalsAndStopsBeforePassingB) {
  EXPECT_EQ(parse_vary("break_fraction=0.3..0.6/0.1").values,
            (std::vector<std::string>{"0.3", "0.4", "0.5", "0.6"}));
  EXPECT_EQ(parse_vary("turn_limit=4..11/3").values, (std::vector<std::string>{"4", "7", "10"}));
  EXPECT_EQ(parse_vary("x=-0.5..0.5/0.25").values,
            (std::vector<std::string>{"-0.50", "-0.25", "0.00", "0.25", "0.50"}));
}

TEST(ScenarioVariantsParse, AListIsKeptAsWrittenWordsToo) {
  EXPECT_EQ(parse_vary("blue.experience=green, average ,veteran").values,
            (std::vector<std::string>{"green", "average", "veteran"}));
  EXPECT_EQ(parse_vary("turn_limit=8").values, (std::vector<std::string>{"8"}));
}

TEST(ScenarioVariantsParse, AQuotedSideNameMayHoldDotsAndEquals) {
  const VarySpec s = parse_vary("\"Royal 1st. = Foot\".units[1].figures[2].at[0]=3,4");
  ASSERT_EQ(s.steps.size(), 4u);
  EXPECT_EQ(s.steps[0], (VaryStep{"Royal 1st. = Foot", {}, true}));
  EXPECT_EQ(s.steps[2], (VaryStep{"figures", 2, false}));
  EXPECT_EQ(s.steps[3], (VaryStep{"at", 0, false}));
}

TEST(ScenarioVariantsParse, EveryMalformedSpecIsRefusedNamingItsFault) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"blue.units[0].size", "expected PATH=VALUES, as in blue.units[0].size=4..8"},
      {"=4..8", "expected PATH=VALUES, as in blue.units[0].size=4..8"},
      {"\"Rebels.size=4", "a side's name opened with \" is not closed"},
      {"blue.units[x].size=4", "expected a number counted from 0 in units[...]"},
      {"blue.units[0.size=4", "expected a number counted from 0 in units[...]"},
      {"blue..fire=4", "expected a name at character 6 of the path \"blue..fire\""},
      {"blue.units[0]x.size=4",
       "expected \".\" or the end of the path after units, found \"x.size\""},
      {"turn_limit=", "expected values after \"=\": A..B, A..B/STEP or a list V1,V2,..."},
      {"turn_limit=8..4", "expected A..B with A at most B, found \"8..4\""},
      {"turn_limit=a..4", "expected a number before \"..\", found \"a\""},
      {"turn_limit=4..", "expected a number after \"..\", found \"\""},
      {"turn_limit=4..8/x", "expected a number after \"/\" (the step), found \"x\""},
      {"break_fraction=0.3..0.6",
       "A..B counts in whole numbers; for decimals give a step, as in 0.3..0.6/0.1"},
      {"break_fraction=0.3..0.6/0", "expected a step greater than 0 after \"/\""},
      {"turn_limit=1..100", "\"1..100\" gives 100 variants; at most 50 (take a larger step)"},
      {"turn_limit=4,,6", "expected a value between the commas of \"4,,6\""},
      {"turn_limit=4,6,4", "the value 4 is given twice"},
  };
  for (const auto& [spec, what] : cases) {
    EXPECT_EQ(parse_refusal(spec), "--vary \"" + spec + "\": " + what);
  }
  EXPECT_EQ(parse_vary("turn_limit=1..50").values.size(), 50u);
}

// --- What the path names.

TEST_F(ScenarioVariants, APathThatNamesNothingIsRefusedSayingWhatThereIs) {
  const std::string ref = reference();
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"blue.units[9].size=4..8", "the Rebels have 4 units (0..3), not units[9]"},
      {"sides[2].fire=6", "the scenario has 2 sides (0..1), not sides[2]"},
      {"sides.fire=6", "expected sides[i], a side counted from 0"},
      {"\"Redcoats\".fire=6", "no side is named \"Redcoats\"; the sides are Crown, Rebels"},
      {"Rebles.units[0].size=4",
       "\"Rebles\" is neither a side (red, blue, sides[i] or a side's name: Crown, Rebels) nor "
       "a field of the scenario"},
      {"blue=4",
       "expected a unit or a field after the side, as in blue.units[0].size or blue.experience"},
      {"blue.units.size=4", "expected units[i], a unit of the Rebels"},
      {"blue.units[0]=4", "expected .size or a field of its men after units[0]"},
      {"blue.units[0].figures[5].fire=4",
       "the unit \"Militia 1\" has 5 men (0..4), not figures[5]"},
      {"blue.units[0].figures.fire=4", "expected figures[j], a man of the unit \"Militia 1\""},
      {"blue.units[0].figures[1]=4", "expected a field after figures[1]"},
      {"blue.units[0].size=0..2",
       "size is a number of men: expected whole numbers 1 or more, found \"0\""},
      {"blue.units[0].size=4..5/0.5",
       "size is a number of men: expected whole numbers 1 or more, found \"4.0\""},
      {"blue.units[0].figures[1].name=4", "a man's name cannot be varied (names must stay unique)"},
      {"blue.weapons=4", "weapons is a list of names, not one value"},
      {"blue.units[0].at=4", "at is a point: vary at[0] (x) or at[1] (y)"},
      {"blue.units[0].at[2]=4", "at is a point: vary at[0] (x) or at[1] (y)"},
      {"blue.size=4", "size is the number of men of a unit: expected SIDE.units[i].size"},
      {"blue.figures[0].fire=4",
       "expected a field of the men here, found figures[0] (the path runs "
       "SIDE.units[i].figures[j].FIELD)"},
      {"blue.units[0].figures[0].fire.x=4", "expected the path to end at fire, found .x after it"},
      {"objectives[9].points=2", "the scenario has no objectives[9]"},
      {"table.width.x=2", "width is not a map of fields"},
      {"terrain=2", "terrain of the scenario is a list or map, not one value"},
  };
  for (const auto& [spec, what] : cases) {
    EXPECT_EQ(refusal(spec, ref), "--vary \"" + spec + "\": " + what);
  }
}

// --- The size of a unit.

TEST_F(ScenarioVariants, FewerMenKeepsTheFirstOnesAndTouchesNoOtherUnit) {
  const std::vector<ScenarioVariant> vs = variants("blue.units[0].size=3..4", reference());
  ASSERT_EQ(vs.size(), 2u);
  EXPECT_EQ(vs[0].label, "blue.units[0].size=3");
  EXPECT_EQ(vs[0].short_label, "size=3");
  EXPECT_EQ(vs[1].value, "4");
  const auto three = played(vs[0]);
  ASSERT_TRUE(three);
  EXPECT_EQ(names(unit(*three, 1, 0)),
            (std::vector<std::string>{"Capt Upton", "Zeke Thorne", "Obed Moss"}));
  EXPECT_EQ(three->figure_count(), 38);
  EXPECT_EQ(unit(*three, 1, 1).figures.size(), 5u);
  const auto four = played(vs[1]);
  ASSERT_TRUE(four);
  EXPECT_EQ(four->figure_count(), 39);
}

TEST_F(ScenarioVariants, FewerMenAlwaysKeepsTheLeaderAndMenObjectivesName) {
  const auto two = played(variants("red.units[0].size=2", kPicket).front());
  ASSERT_TRUE(two);
  EXPECT_EQ(names(unit(*two, 0, 0)), (std::vector<std::string>{"Pte Ash", "Sgt Bell"}));
  const auto one = played(variants("red.units[0].size=1", kPicket).front());
  ASSERT_TRUE(one);
  EXPECT_EQ(names(unit(*one, 0, 0)), (std::vector<std::string>{"Sgt Bell"}));
  const auto scouts = played(variants("blue.units[0].size=2", kPicket).front());
  ASSERT_TRUE(scouts);
  EXPECT_EQ(names(unit(*scouts, 1, 0)), (std::vector<std::string>{"Eli Quade", "Amos Shaw"}));
  EXPECT_EQ(refusal("blue.units[0].size=1..3", kPicket),
            "--vary \"blue.units[0].size=1..3\": size=1 would drop men the scenario names (Eli "
            "Quade, Amos Shaw: its leader or a kill objective's man); the unit \"Scouts\" needs "
            "size 2 or more");
}

TEST_F(ScenarioVariants, MoreMenAreCopiesOfTheLastManStandingNearHimInTheZone) {
  const std::vector<ScenarioVariant> vs = variants("red.units[0].size=5..8", reference());
  ASSERT_EQ(vs.size(), 4u);
  const auto eight = played(vs[3]);
  ASSERT_TRUE(eight);
  const UnitSpec& line = unit(*eight, 0, 0);
  EXPECT_EQ(names(line),
            (std::vector<std::string>{"Sgt Adams", "Pte Moss", "Pte Wren", "Pte Rourke",
                                      "Pte Vance", "Pte Vance 2", "Pte Vance 3", "Pte Vance 4"}));
  const FigureSpec& vance = line.figures[4];
  for (size_t f = 5; f < line.figures.size(); ++f) {
    const FigureSpec& copy = line.figures[f];
    EXPECT_EQ(stat(copy, "experience"), 3) << copy.name;
    EXPECT_EQ(stat(copy, "fire"), 6) << copy.name;
    ASSERT_EQ(copy.weapons.size(), 2u);
    EXPECT_EQ(copy.weapons[0].name, vance.weapons[0].name);
    EXPECT_LE(distance(copy.at, vance.at), 8.0) << copy.name;
    EXPECT_TRUE(contains(eight->sides[0].deployment, copy.at)) << copy.name;
    EXPECT_LE(copy.at.y, 8 - copy.base_radius) << copy.name;  // the whole base in the zone
  }
  EXPECT_EQ(eight->figure_count(), 43);
  // A larger unit is the smaller one with more men: the same first copies.
  const auto six = played(vs[1]);
  ASSERT_TRUE(six);
  EXPECT_EQ(unit(*six, 0, 0).figures[5].at, line.figures[5].at);
}

TEST_F(ScenarioVariants, ACopyTakesANameNoOneHasAndNeverCopiesTheLeader) {
  const auto five = played(variants("red.units[0].size=5", kPicket).front());
  ASSERT_TRUE(five);
  EXPECT_EQ(names(unit(*five, 0, 0)), (std::vector<std::string>{"Pte Ash", "Sgt Bell", "Pte Cole",
                                                                "Pte Cole 3", "Pte Cole 4"}));
  EXPECT_EQ(stat(unit(*five, 0, 0).figures[4], "fire"), 7);
  // The Rebels have no deployment zone: near the man copied is enough.
  const auto scouts = played(variants("blue.units[0].size=6", kPicket).front());
  ASSERT_TRUE(scouts);
  EXPECT_EQ(unit(*scouts, 1, 0).figures.size(), 6u);
  EXPECT_EQ(unit(*scouts, 1, 0).figures[3].name, "Pte Cole 2 2");
}

TEST_F(ScenarioVariants, NoRoomForMoreMenIsRefusedNamingTheUnit) {
  EXPECT_EQ(refusal("red.units[0].size=2..3", kCramped),
            "--vary \"red.units[0].size=2..3\": no room for 2 more men in the unit \"Picket\": 0 "
            "free spots within 8 inches of Pte Ash inside the deployment zone of the Crown");
}

// --- Fields of men, units and sides, and of the scenario.

TEST_F(ScenarioVariants, AFieldOnAUnitIsEveryMansAndOnASideEveryMansOfTheSide) {
  const auto unit_wide = played(variants("red.units[1].fire=11", reference()).front());
  ASSERT_TRUE(unit_wide);
  for (const FigureSpec& f : unit(*unit_wide, 0, 1).figures) EXPECT_EQ(stat(f, "fire"), 11);
  EXPECT_EQ(stat(unit(*unit_wide, 0, 0).figures[0], "fire"), 12);  // Sgt Adams, another unit

  const std::vector<ScenarioVariant> vs = variants("Rebels.experience=2,6", reference());
  ASSERT_EQ(vs.size(), 2u);
  EXPECT_EQ(vs[1].label, "Rebels.experience=6");
  const auto side_wide = played(vs[0]);
  ASSERT_TRUE(side_wide);
  for (const UnitSpec& u : side_wide->sides[1].units) {
    for (const FigureSpec& f : u.figures) EXPECT_EQ(stat(f, "experience"), 2) << f.name;
  }
  EXPECT_EQ(stat(unit(*side_wide, 0, 0).figures[0], "experience"), 6);  // the Crown unchanged
}

// `.men.FIELD`: every man but each unit's leader (its `leader`, else its
// first man), on a unit or a side.
TEST_F(ScenarioVariants, TheMenOfAUnitOrASideLeaveEachLeaderAsHeIs) {
  const auto picket = played(variants("red.units[0].men.experience=2", kPicket).front());
  ASSERT_TRUE(picket);
  const UnitSpec& p = unit(*picket, 0, 0);
  EXPECT_EQ(stat(p.figures[0], "experience"), 2);  // Pte Ash
  EXPECT_EQ(stat(p.figures[1], "experience"), 5);  // Sgt Bell, the unit's leader
  EXPECT_EQ(stat(p.figures[2], "experience"), 2);  // Pte Cole

  const auto rebels = played(variants("Rebels.men.experience=5", kPicket).front());
  ASSERT_TRUE(rebels);
  const UnitSpec& scouts = unit(*rebels, 1, 0);
  EXPECT_EQ(stat(scouts.figures[0], "experience"), 3);  // Eli Quade, first man, no `leader`
  EXPECT_EQ(stat(scouts.figures[1], "experience"), 5);
  EXPECT_EQ(stat(scouts.figures[2], "experience"), 5);
  EXPECT_EQ(stat(unit(*rebels, 0, 0).figures[0], "experience"), 4);  // the Crown unchanged

  EXPECT_EQ(refusal("red.units[0].men=2", kPicket),
            "--vary \"red.units[0].men=2\": expected a field after men");
}

TEST_F(ScenarioVariants, AFieldOnOneManAndOneCoordinateOfHisPlace) {
  const auto one = played(variants("sides[1].units[0].figures[1].melee=4", reference()).front());
  ASSERT_TRUE(one);
  EXPECT_EQ(stat(unit(*one, 1, 0).figures[1], "melee"), 4);
  EXPECT_EQ(stat(unit(*one, 1, 0).figures[2], "melee"), 6);
  const auto moved =
      played(variants("\"Rebels\".units[0].figures[1].at[0]=3", reference()).front());
  ASSERT_TRUE(moved);
  EXPECT_EQ(unit(*moved, 1, 0).figures[1].at, (Vec2{3, 30.5}));
}

TEST_F(ScenarioVariants, AUnitsOwnKeysGoOnTheUnit) {
  const auto hidden = played(variants("blue.units[1].hidden=true", reference()).front());
  ASSERT_TRUE(hidden);
  EXPECT_TRUE(unit(*hidden, 1, 1).hidden);
  EXPECT_FALSE(unit(*hidden, 1, 0).hidden);
}

TEST_F(ScenarioVariants, TopLevelFieldsAndRuleSetOptions) {
  const std::vector<ScenarioVariant> turns = variants("turn_limit=6,9", reference());
  ASSERT_EQ(turns.size(), 2u);
  EXPECT_EQ(turns[1].short_label, "turn_limit=9");
  const auto nine = played(turns[1]);
  ASSERT_TRUE(nine);
  EXPECT_EQ(nine->turn_limit, 9);

  const auto fraction = played(variants("break_fraction=0.3..0.4/0.1", reference()).back());
  ASSERT_TRUE(fraction);
  EXPECT_DOUBLE_EQ(fraction->break_fraction, 0.4);

  // reference.yaml has no options map: it is added.
  const auto option = played(variants("options.opportunity_fire=on", reference()).front());
  ASSERT_TRUE(option);
  ASSERT_EQ(option->options.size(), 1u);
  EXPECT_EQ(option->options[0].name, "opportunity_fire");
  EXPECT_EQ(option->options[0].value, "on");

  const auto points = played(variants("objectives[2].points=3", reference()).front());
  ASSERT_TRUE(points);
  EXPECT_EQ(points->objectives[2].points, 3);
  EXPECT_EQ(points->objectives[3].points, 1);
}

TEST_F(ScenarioVariants, AVariantIsTheWholeScenarioLessItsComments) {
  const ScenarioVariant v = variants("turn_limit=7", reference()).front();
  EXPECT_EQ(v.yaml.find("# Generated"), std::string::npos);
  EXPECT_NE(v.yaml.find("turn_limit: 7\n"), std::string::npos) << v.yaml;
  const auto s = played(v);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->name, "Reference skirmish (generated, seed 1)");
  EXPECT_EQ(s->battlefield->features.size(), 12u);
  EXPECT_EQ(s->objectives.size(), 4u);
  EXPECT_EQ(s->sides[0].colour, "#b22222");
}

}  // namespace
}  // namespace skirmish
