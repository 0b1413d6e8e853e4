// Options: defaults, scenario values, overrides, and refusals that name the
// option and list what is allowed.
#include "engine/rules/options.h"

#include <gtest/gtest.h>

#include "engine/rules/rules.h"

namespace skirmish {
namespace {

std::vector<OptionSpec> specs() {
  return {
      {"activation",
       OptionType::kChoice,
       "cards",
       {"cards", "dice", "counters"},
       0,
       0,
       "how units are chosen to act",
       "000 / Sequence of Play / Order of Units"},
      {"reshuffle", OptionType::kInteger, "1", {}, 0, 3, "joker cards in the deck", ""},
      {"scale", OptionType::kNumber, "1.0", {}, 0.5, 2, "inches per inch", ""},
  };
}

std::string error_of(const std::vector<OptionValue>& scenario,
                     const std::vector<OptionValue>& overrides) {
  try {
    resolve_options("rencounter", specs(), scenario, overrides);
  } catch (const OptionError& e) {
    return e.what();
  }
  return "";
}

TEST(Options, DefaultsThenScenarioThenOverrides) {
  const OptionSet set =
      resolve_options("rencounter", specs(), {{"activation", "dice", {}}, {"reshuffle", "0", {}}},
                      {{"activation", "counters", {}}});
  EXPECT_EQ(set.get("activation"), "counters");
  EXPECT_EQ(set.get_int("reshuffle"), 0);
  EXPECT_DOUBLE_EQ(set.get_number("scale"), 1.0);
  EXPECT_TRUE(set.is("activation", "counters"));
  EXPECT_EQ(set.values().size(), 3u);
  EXPECT_THROW(set.get("nonsense"), std::logic_error);
}

TEST(Options, BadChoiceListsTheAllowedValues) {
  EXPECT_EQ(error_of({{"activation", "chits", {"battle.yaml", 12, 3}}}, {}),
            "battle.yaml:12: option 'activation' of rule set 'rencounter': 'chits' is not "
            "allowed; expected one of: cards, dice, counters");
}

TEST(Options, BadNumbersSayTheRange) {
  EXPECT_EQ(error_of({}, {{"reshuffle", "4", {}}}),
            "option 'reshuffle' of rule set 'rencounter': '4' is not allowed; expected a whole "
            "number from 0 to 3");
  EXPECT_NE(error_of({}, {{"reshuffle", "1.5", {}}}), "");
  EXPECT_NE(error_of({}, {{"scale", "abc", {}}}).find("a number from 0.5 to 2"), std::string::npos);
  EXPECT_EQ(error_of({}, {{"scale", "1.25", {}}}), "");
}

TEST(Options, UnknownOptionListsTheKnownOnes) {
  EXPECT_EQ(error_of({}, {{"activaton", "cards", {}}}),
            "rule set 'rencounter' has no option 'activaton'; its options are: activation, "
            "reshuffle, scale");
}

}  // namespace
}  // namespace skirmish
