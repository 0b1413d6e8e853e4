// DESIGN / Properties that matter: the playout loop does not allocate. Once
// a game's working buffers have grown to their size (warm-up playouts),
// listing the choices (legal_actions) and carrying one out (apply) make no
// heap allocation, in every shipped scenario of every rule set. Counted by
// replacing the global operator new (tools/bench/counted_new.cpp, linked
// into this test program alone).
#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/random.h"
#include "engine/rules/catalogs.h"
#include "engine/rules/registry.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tools/bench/counted_new.h"

namespace skirmish {
namespace {

struct Counted {
  long long legal_actions = 0;
  long long apply = 0;
};

class PlayoutAllocation : public ::testing::TestWithParam<const char*> {
 protected:
  void SetUp() override {
    add_builtin_rule_sets(registry_);
    LoadResult loaded =
        load_scenario(std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/" + GetParam());
    ASSERT_TRUE(loaded.ok()) << loaded.error->to_string();
    Scenario s = std::move(*loaded.scenario);
    rules_ = &registry_.get(s.rules);
    const Catalog* catalog = rules_->catalog();
    if (!catalog) catalog = builtin_catalog(s.rules);
    if (catalog) {
      const auto error = resolve_roster(s, *catalog);
      ASSERT_FALSE(error) << error->to_string();
    }
    opening_ = rules_->new_game(std::make_shared<const Scenario>(std::move(s)));
  }

  // One random playout from the opening on `scratch`, the allocations inside
  // the two calls added to `counted`.
  void playout(GameState& scratch, std::vector<Action>& actions, SeededDice& dice,
               Xoshiro256& choose, Counted& counted) const {
    scratch.copy_from(*opening_);
    for (int decisions = 0; !rules_->outcome(scratch).over; ++decisions) {
      ASSERT_LT(decisions, 5000) << "a playout that never ends";
      const long long listing = bench::heap_allocations();
      rules_->legal_actions(scratch, actions);
      counted.legal_actions += bench::heap_allocations() - listing;
      ASSERT_FALSE(actions.empty());
      const Action a = actions[static_cast<size_t>(choose.below(actions.size()))];
      const long long applying = bench::heap_allocations();
      rules_->apply(scratch, a, dice, null_sink());
      counted.apply += bench::heap_allocations() - applying;
    }
  }

  Registry registry_;
  const Rules* rules_ = nullptr;
  std::unique_ptr<GameState> opening_;
};

TEST_P(PlayoutAllocation, NoneOnceWarm) {
  std::unique_ptr<GameState> scratch = opening_->clone();
  std::vector<Action> actions;
  actions.reserve(256);
  SeededDice dice(1);
  Xoshiro256 choose(2);
  Counted warm, counted;
  for (int i = 0; i < 60; ++i) playout(*scratch, actions, dice, choose, warm);
  // Warming up must have allocated (the counter works) ...
  EXPECT_GT(warm.legal_actions + warm.apply, 0);
  // ... and after it, nothing.
  for (int i = 0; i < 40; ++i) playout(*scratch, actions, dice, choose, counted);
  EXPECT_EQ(counted.legal_actions, 0) << "heap allocations in legal_actions over 40 playouts";
  EXPECT_EQ(counted.apply, 0) << "heap allocations in apply over 40 playouts";
}

INSTANTIATE_TEST_SUITE_P(ShippedScenarios, PlayoutAllocation,
                         ::testing::Values("reference.yaml", "default.yaml", "ambush.yaml",
                                           "defended_building.yaml", "mayhem_stockade_raid.yaml",
                                           "mayhem_forest_ambush.yaml", "mayhem_brook_ford.yaml"),
                         [](const auto& param_info) {
                           const std::string file = param_info.param;
                           return file.substr(0, file.find('.'));
                         });

}  // namespace
}  // namespace skirmish
