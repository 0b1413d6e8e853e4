// The registry: explicit adds, loud failures that list what is known.
#include "engine/rules/registry.h"

#include <gtest/gtest.h>

#include "tests/rules/minimal_rules.h"

namespace skirmish {
namespace {

TEST(Registry, FindsWhatWasAdded) {
  Registry registry;
  add_builtin_rule_sets(registry);
  registry.add(std::make_unique<minimal::MinimalRules>());
  EXPECT_EQ(registry.get("minimal").name(), "minimal");
  EXPECT_NE(registry.find("minimal"), nullptr);
  EXPECT_EQ(registry.find("rencounter "), nullptr);
}

TEST(Registry, UnknownNameListsTheKnownOnes) {
  Registry registry;
  registry.add(std::make_unique<minimal::MinimalRules>());
  try {
    registry.get("rencounter");
    FAIL() << "expected UnknownRuleSet";
  } catch (const UnknownRuleSet& e) {
    EXPECT_STREQ(e.what(), "unknown rule set 'rencounter'; known rule sets: minimal");
  }
  EXPECT_THROW(Registry().get("minimal"), UnknownRuleSet);
}

TEST(Registry, RefusesDuplicatesAndNothing) {
  Registry registry;
  registry.add(std::make_unique<minimal::MinimalRules>());
  EXPECT_THROW(registry.add(std::make_unique<minimal::MinimalRules>()), RulesError);
  EXPECT_THROW(registry.add(nullptr), RulesError);
  EXPECT_EQ(registry.names(), std::vector<std::string>{"minimal"});
}

}  // namespace
}  // namespace skirmish
