// The utility planner's sampling (ai/utility/utility_planner.h): an action
// the rule set cannot forecast is tried on the dice, `activation_tries`
// times when the decision is which unit acts and how (Mayhem's group
// orders: a charge's worth is mostly the rare enemy who runs), `tries`
// times otherwise.
#include <gtest/gtest.h>

#include "ai/sampling.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

using ai_test::scenario_table;

// How many of the sampled options of `side`'s decision in `state` the
// planner's facts show tried `activation_tries` times; `told_apart` counts
// those whose tries saw other enemy losses than 4 would have.
struct Sampled {
  int options = 0;
  int tried_all = 0;
  int told_apart = 0;
};

Sampled check_decision(const Rules& rules, const GameState& state, UtilityPlanner& planner,
                       uint64_t seed, int tries) {
  Sampled out;
  const int side = rules.next_decision(state).side;
  const PlanResult plan = planner.plan(rules, state, side);
  std::unique_ptr<GameState> view = state.clone();
  rules.view_for(state, side, *view);
  std::unique_ptr<GameState> scratch = state.clone();
  const uint64_t base = decision_seed(seed, side, view->actions_applied());
  for (const RankedOption& o : plan.ranked) {
    const OptionFacts& facts = planner.facts(o.offered);
    if (facts.forecast_known) continue;
    ++out.options;
    SampledOutcome many, four;
    sample_action(rules, *view, side, o.action, tries, base, *scratch, many);
    sample_action(rules, *view, side, o.action, 4, base, *scratch, four);
    out.tried_all +=
        facts.enemy_losses == many.enemy_losses && facts.own_losses == many.own_losses ? 1 : 0;
    out.told_apart += many.enemy_losses != four.enemy_losses ? 1 : 0;
  }
  return out;
}

// The forest ambush played at random; at each choice of a group to move
// (a charge may send brigands or the knight's men running), every option
// the rules cannot forecast has the facts of 32 tries.
TEST(UtilitySampling, AnActivationIsTriedActivationTriesTimes) {
  ai_test::Table t = scenario_table("scenarios/mayhem_forest_ambush.yaml");
  ASSERT_TRUE(t.rules);
  GameState& state = *t.opening;
  const uint64_t seed = 5;
  UtilitySettings settings;
  ASSERT_EQ(settings.tries, 4);
  ASSERT_EQ(settings.activation_tries, 32);
  UtilityPlanner planner(
      find_personality(load_personalities(default_personalities_path()), "balanced"), seed,
      settings);
  SeededDice dice(11);
  std::vector<Action> legal;
  Sampled all;
  for (int step = 0; step < 400 && all.told_apart == 0; ++step) {
    const Decision d = t.rules->next_decision(state);
    if (d.game_over()) break;
    if (d.kind == DecisionKind::kActivateUnit) {
      const Sampled here =
          check_decision(*t.rules, state, planner, seed, settings.activation_tries);
      all.options += here.options;
      all.tried_all += here.tried_all;
      all.told_apart += here.told_apart;
    }
    t.rules->legal_actions(state, legal);
    t.rules->apply(state, legal[static_cast<size_t>(step * 7) % legal.size()], dice, null_sink());
  }
  EXPECT_GT(all.options, 0);
  EXPECT_EQ(all.tried_all, all.options);
  // The test can fail: some option's 32 tries saw what four did not.
  EXPECT_GT(all.told_apart, 0);
}

}  // namespace
}  // namespace skirmish::ai
