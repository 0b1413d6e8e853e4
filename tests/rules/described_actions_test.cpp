// Every choice a shipped scenario offers reads in its rule set's own words:
// a person at the `play` prompt, and the narration under each decision,
// must never meet the generic fallback ("Kit Zell: special [20]"), which
// is what Rules::describe gives for an action its rule set does not word.
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/random.h"
#include "engine/rules/catalogs.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tests/rules/conformance_cases.h"
#include "tests/shipped_scenarios.h"

namespace skirmish {
namespace {

using testing::shipped_scenario_files;

TEST(DescribedActions, EveryChoiceOfEveryShippedScenarioIsInTheRuleSetsWords) {
  const Registry registry = conformance_registry();
  const auto files = shipped_scenario_files();
  ASSERT_FALSE(files.empty());
  for (const auto& path : files) {
    LoadResult loaded = load_scenario(path.string());
    ASSERT_TRUE(loaded.ok()) << loaded.error->to_string();
    const Catalog* catalog = builtin_catalog(loaded.scenario->rules);
    ASSERT_NE(catalog, nullptr) << path;
    ASSERT_FALSE(resolve_roster(*loaded.scenario, *catalog).has_value()) << path;
    const auto scenario = std::make_shared<const Scenario>(std::move(*loaded.scenario));
    const Rules& rules = registry.get(scenario->rules);
    int unworded = 0;
    for (uint64_t seed = 1; seed <= 12 && unworded < 5; ++seed) {
      auto state = rules.new_game(scenario);
      SeededDice dice(seed);
      Xoshiro256 chooser(seed * 0x9e3779b97f4a7c15ULL);
      NullSink events;
      std::vector<Action> actions;
      for (int step = 0; step < 4000 && !rules.next_decision(*state).game_over(); ++step) {
        rules.legal_actions(*state, actions);
        ASSERT_FALSE(actions.empty());
        for (const Action& a : actions) {
          const std::string words = rules.describe(*state, a);
          if (words == rules.Rules::describe(*state, a)) {
            ADD_FAILURE() << path.filename() << ", seed " << seed << ", step " << step
                          << ": an offered choice has no words of its rule set: " << words;
            ++unworded;
          }
        }
        rules.apply(*state, actions[chooser.below(actions.size())], dice, events);
      }
    }
  }
}

}  // namespace
}  // namespace skirmish
