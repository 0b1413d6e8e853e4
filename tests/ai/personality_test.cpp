// Personalities are data: the shipped file loads, and a broken one gets one
// located error naming file, line, column, field and what was expected.
#include "ai/utility/personality.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>

namespace skirmish::ai {
namespace {

const char* kGood = R"(balanced:
  description: even
  weights:
    damage_dealt: 1.0
    damage_received: 1.0
    cover_gained: 0.15
    objective: 0.08
    leader_safety: 0.5
    cohesion: 0.05
    morale_risk: 0.1
    reload_timing: 0.15
    charge_threat: 0.05
    outlook: 1
    fire_position: 2
    hold_at_end: 20
)";

// The error the text gets, or fails the test if it loads.
ScenarioError error_of(const std::string& text) {
  try {
    load_personalities_text(text, "mine.yaml");
  } catch (const PersonalityError& e) {
    EXPECT_EQ(std::string(e.what()), e.where().to_string());
    return e.where();
  }
  ADD_FAILURE() << "loaded:\n" << text;
  return {};
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  text.replace(text.find(from), from.size(), to);
  return text;
}

TEST(Personalities, TheShippedFileHasTheThreeNamedInTheDocs) {
  const auto all = load_personalities(default_personalities_path());
  ASSERT_GE(all.size(), 3u);
  EXPECT_EQ(all.front().name, "balanced");
  const Personality& cautious = find_personality(all, "cautious");
  const Personality& aggressive = find_personality(all, "aggressive");
  EXPECT_FALSE(cautious.description.empty());
  EXPECT_GT(cautious.weights.damage_received, aggressive.weights.damage_received);
  EXPECT_GT(aggressive.weights.damage_dealt, cautious.weights.damage_dealt);
}

TEST(Personalities, AGoodTextLoadsEveryWeight) {
  const auto all = load_personalities_text(kGood, "mine.yaml");
  ASSERT_EQ(all.size(), 1u);
  EXPECT_EQ(all[0].name, "balanced");
  EXPECT_EQ(all[0].description, "even");
  EXPECT_DOUBLE_EQ(all[0].weights.cover_gained, 0.15);
  EXPECT_DOUBLE_EQ(all[0].weights.outlook, 1.0);
  EXPECT_DOUBLE_EQ(all[0].weights.fire_position, 2.0);
  EXPECT_DOUBLE_EQ(all[0].weights.hold_at_end, 20.0);
}

TEST(Personalities, AnUnknownConsiderationIsNamedWithItsLine) {
  const ScenarioError e = error_of(replaced(kGood, "cohesion:", "coheson:"));
  EXPECT_EQ(e.file, "mine.yaml");
  EXPECT_EQ(e.line, 9);
  EXPECT_EQ(e.column, 5);
  EXPECT_EQ(e.field, "balanced.weights.coheson");
  EXPECT_NE(e.message.find("unknown consideration"), std::string::npos);
  EXPECT_NE(e.message.find("cohesion"), std::string::npos) << "lists the known ones";
}

TEST(Personalities, ANegativeOrWordyWeightIsRefused) {
  ScenarioError e = error_of(replaced(kGood, "objective: 0.08", "objective: -1"));
  EXPECT_EQ(e.line, 7);
  EXPECT_EQ(e.column, 16);
  EXPECT_EQ(e.field, "balanced.weights.objective");
  EXPECT_NE(e.message.find("a number 0 or more, found \"-1\""), std::string::npos) << e.message;
  e = error_of(replaced(kGood, "outlook: 1", "outlook: lots"));
  EXPECT_EQ(e.line, 13);
  EXPECT_EQ(e.field, "balanced.weights.outlook");
}

TEST(Personalities, AMissingWeightIsNamed) {
  const ScenarioError e = error_of(replaced(kGood, "    morale_risk: 0.1\n", ""));
  EXPECT_EQ(e.field, "balanced.weights.morale_risk");
  EXPECT_EQ(e.line, 4) << "at the weights mapping";
  EXPECT_NE(e.message.find("missing"), std::string::npos);
}

TEST(Personalities, AnUnknownFieldAndMissingWeightsAreNamed) {
  ScenarioError e = error_of(replaced(kGood, "description:", "descripton:"));
  EXPECT_EQ(e.line, 2);
  EXPECT_EQ(e.field, "balanced.descripton");
  e = error_of("calm:\n  description: no weights\n");
  EXPECT_EQ(e.field, "calm.weights");
  EXPECT_NE(e.message.find("missing"), std::string::npos);
}

TEST(Personalities, BrokenYamlAndMissingFilesAreReported) {
  ScenarioError e = error_of("balanced: [1, 2\n");
  EXPECT_GT(e.line, 0);
  EXPECT_NE(e.message.find("not valid YAML"), std::string::npos);
  e = error_of("- just a list\n");
  EXPECT_EQ(e.line, 1);
  EXPECT_NE(e.message.find("expected a mapping"), std::string::npos);
  try {
    load_personalities("/no/such/personalities.yaml");
    ADD_FAILURE() << "loaded a missing file";
  } catch (const PersonalityError& err) {
    EXPECT_EQ(err.where().file, "/no/such/personalities.yaml");
    EXPECT_NE(err.where().message.find("cannot read"), std::string::npos);
  }
}

TEST(Personalities, AnUnknownNameListsTheKnownOnes) {
  const auto all = load_personalities_text(kGood, "mine.yaml");
  try {
    find_personality(all, "reckless");
    ADD_FAILURE() << "found reckless";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'reckless'; the known ones are: balanced"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace skirmish::ai
