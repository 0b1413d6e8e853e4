// The utility planner's sampling (ai/utility/utility_planner.h): an action
// the rule set cannot forecast is tried on the dice, `activation_tries`
// times when the decision is which unit acts and how (its worth may be a
// rare event that four tries mostly miss), `tries` times otherwise.
#include <gtest/gtest.h>

#include "ai/sampling.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

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

// The minimal rule set, its decisions called activations (which man acts,
// and how) and its rifles reaching 24": nothing of it is forecast, so every
// option, a shot that kills on a 4 among them, is tried on the dice; at
// each decision every option has the facts of 32 tries.
TEST(UtilitySampling, AnActivationIsTriedActivationTriesTimes) {
  const Rules& rules = ai_test::registry().get("minimal");
  const auto scenario = minimal::minimal_scenario();
  std::unique_ptr<GameState> state =
      rules.new_game(scenario, {{"decisions", "activation", {}}, {"range", "long", {}}});
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
  for (int step = 0; step < 40 && all.told_apart == 0; ++step) {
    const Decision d = rules.next_decision(*state);
    if (d.game_over()) break;
    ASSERT_EQ(d.kind, DecisionKind::kActivateUnit);
    const Sampled here = check_decision(rules, *state, planner, seed, settings.activation_tries);
    all.options += here.options;
    all.tried_all += here.tried_all;
    all.told_apart += here.told_apart;
    rules.legal_actions(*state, legal);
    rules.apply(*state, legal[static_cast<size_t>(step * 7) % legal.size()], dice, null_sink());
  }
  EXPECT_GT(all.options, 0);
  EXPECT_EQ(all.tried_all, all.options);
  // The test can fail: some option's 32 tries saw what four did not.
  EXPECT_GT(all.told_apart, 0);
}

// Called a figure's action, the same game's options are tried 4 times.
TEST(UtilitySampling, AFiguresActionIsTriedTriesTimes) {
  const Rules& rules = ai_test::registry().get("minimal");
  std::unique_ptr<GameState> state =
      rules.new_game(minimal::minimal_scenario(), {{"range", "long", {}}});
  UtilitySettings settings;
  UtilityPlanner planner(
      find_personality(load_personalities(default_personalities_path()), "balanced"), 5, settings);
  ASSERT_EQ(rules.next_decision(*state).kind, DecisionKind::kFigureAction);
  const Sampled here = check_decision(rules, *state, planner, 5, settings.tries);
  EXPECT_GT(here.options, 0);
  EXPECT_EQ(here.tried_all, here.options);
}

}  // namespace
}  // namespace skirmish::ai
