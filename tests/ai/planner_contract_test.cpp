// The contract every planner keeps, on the minimal rule set and on
// Rencounter: the chosen action is legal in the real state, every offered
// action is ranked (with any legal candidates the planner adds), best
// first, each score is the sum of its breakdown, the chosen one has a
// reason, and a planner refuses to plan out of turn.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>

#include "ai/baselines/greedy_planner.h"
#include "ai/baselines/random_planner.h"
#include "ai/lookahead/lookahead_planner.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/core/random.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

using ai_test::Table;

std::unique_ptr<Planner> make(const std::string& kind, uint64_t seed) {
  if (kind == "random") return std::make_unique<RandomPlanner>(seed);
  if (kind == "greedy") return std::make_unique<GreedyPlanner>(seed);
  const auto all = load_personalities(default_personalities_path());
  if (kind == "lookahead") {
    LookaheadSettings quick;  // a light search: the contract, not the strength
    quick.lines = 3;
    quick.horizon = 2;
    return std::make_unique<LookaheadPlanner>(find_personality(all, "balanced"), seed, quick);
  }
  return std::make_unique<UtilityPlanner>(find_personality(all, kind), seed);
}

// Everything a plan must satisfy, checked against the real state.
void expect_contract(const Rules& rules, const GameState& state, const PlanResult& plan) {
  std::vector<Action> legal;
  rules.legal_actions(state, legal);
  // Every offered action is ranked; a planner may add legal candidates of
  // its own after them (PlannerBase::add_candidates).
  ASSERT_GE(plan.ranked.size(), legal.size()) << "every offered action is ranked";
  for (const RankedOption& o : plan.ranked) {
    if (o.offered < legal.size()) {
      EXPECT_EQ(o.action, legal[o.offered]) << "an offered action keeps its place";
    } else {
      EXPECT_TRUE(rules.check(state, o.action).ok) << "a planner's own candidate is legal";
    }
  }
  const CheckResult verdict = rules.check(state, plan.chosen);
  EXPECT_TRUE(verdict.ok) << verdict.reason;
  ASSERT_LT(plan.chosen_rank, plan.ranked.size());
  EXPECT_EQ(plan.ranked[plan.chosen_rank].action, plan.chosen);
  EXPECT_FALSE(plan.reason.empty());
  // The choice's reason speaks of the choice, in the words its own reason
  // opens with (the action); a planner may say more after that.
  const std::string& own = plan.ranked[plan.chosen_rank].reason;
  EXPECT_EQ(plan.reason.rfind(own.substr(0, own.find(": ")), 0), 0u)
      << plan.reason << "\nits own: " << own;
  for (std::size_t i = 0; i < plan.ranked.size(); ++i) {
    const RankedOption& o = plan.ranked[i];
    if (i > 0) {
      EXPECT_GE(plan.ranked[i - 1].score, o.score) << "ranked best first at " << i;
      if (plan.ranked[i - 1].score == o.score) {
        EXPECT_LT(plan.ranked[i - 1].offered, o.offered) << "ties keep the offered order";
      }
    }
    double sum = 0;
    for (const Consideration& c : o.terms) {
      EXPECT_FALSE(c.name.empty());
      EXPECT_TRUE(std::isfinite(c.value)) << c.name;
      sum += c.contribution();
    }
    EXPECT_NEAR(sum, o.score, 1e-9 * (1 + std::abs(o.score))) << "breakdown of option " << i;
    EXPECT_FALSE(o.refused) << "without hidden information the view refuses nothing";
  }
}

struct Case {
  std::string planner;
  std::string table;  // "minimal" or a scenario file under the source tree
  int decisions;
};

class PlannerContract : public ::testing::TestWithParam<Case> {};

TEST_P(PlannerContract, EveryPlanKeepsTheContract) {
  const Case& c = GetParam();
  Table t = c.table == "minimal" ? ai_test::minimal_table() : ai_test::scenario_table(c.table);
  ASSERT_TRUE(t.opening);
  std::unique_ptr<Planner> red = make(c.planner, 11), blue = make(c.planner, 12);
  Planner* planners[2] = {red.get(), blue.get()};
  int checked = 0;
  const int made = ai_test::play(*t.rules, *t.opening, planners, 5, c.decisions,
                                 [&](const GameState& s, int, const PlanResult& plan) {
                                   expect_contract(*t.rules, s, plan);
                                   ++checked;
                                 });
  EXPECT_GT(made, 0);
  EXPECT_EQ(checked, made);
}

INSTANTIATE_TEST_SUITE_P(
    Planners, PlannerContract,
    ::testing::Values(Case{"random", "minimal", 200}, Case{"greedy", "minimal", 200},
                      Case{"balanced", "minimal", 200}, Case{"cautious", "minimal", 200},
                      Case{"random", "scenarios/reference.yaml", 40},
                      Case{"greedy", "scenarios/reference.yaml", 40},
                      Case{"lookahead", "scenarios/reference.yaml", 40},
                      Case{"balanced", "scenarios/reference.yaml", 40},
                      Case{"aggressive", "scenarios/reference.yaml", 40}),
    [](const ::testing::TestParamInfo<Case>& p) {
      return p.param.planner + (p.param.table == "minimal" ? "_minimal" : "_reference");
    });

TEST(PlannerContract, RefusesToPlanOutOfTurnOrAfterTheEnd) {
  Table t = ai_test::minimal_table();
  GreedyPlanner planner(1);
  const int side = t.rules->next_decision(*t.opening).side;
  EXPECT_THROW(planner.plan(*t.rules, *t.opening, 1 - side), std::logic_error);
  RandomPlanner a(1), b(2);
  Planner* planners[2] = {&a, &b};
  ai_test::play(*t.rules, *t.opening, planners, 3, 10000);
  ASSERT_TRUE(t.rules->outcome(*t.opening).over);
  EXPECT_THROW(planner.plan(*t.rules, *t.opening, 0), std::logic_error);
}

TEST(PlannerContract, FallsDownTheRankingPastWhatTheRealStateRefuses) {
  Table t = ai_test::minimal_table();
  std::vector<Action> legal;
  t.rules->legal_actions(*t.opening, legal);
  ASSERT_FALSE(legal.empty());
  Action nonsense;
  nonsense.kind = ActionKind::kShoot;
  nonsense.actor = 0;
  nonsense.target = 999;  // nobody
  std::vector<RankedOption> ranked(2);
  ranked[0].action = nonsense;
  ranked[1].action = legal.front();
  EXPECT_EQ(first_accepted(*t.rules, *t.opening, ranked), 1u);
  EXPECT_TRUE(ranked[0].refused);
  EXPECT_FALSE(ranked[1].refused);
  ranked.resize(1);
  EXPECT_EQ(first_accepted(*t.rules, *t.opening, ranked), 1u) << "none accepted: size()";
}

TEST(PlannerContract, RandomPlannerPicksAsToolsRandomPlayerDoes) {
  // tools/skirmish/players.cpp's stream: SplitMix64(seed ^ k * (side + 1)),
  // then Xoshiro256(first + decisions so far), below(legal.size()).
  Table t = ai_test::minimal_table();
  std::vector<Action> legal;
  RandomPlanner planner(77);
  SeededDice dice(9);
  for (int i = 0; i < 30 && !t.rules->outcome(*t.opening).over; ++i) {
    const int side = t.rules->next_decision(*t.opening).side;
    t.rules->legal_actions(*t.opening, legal);
    SplitMix64 spread(77 ^ (0x9e3779b97f4a7c15ULL * static_cast<uint64_t>(side + 1)));
    Xoshiro256 rng(spread.next() + t.opening->actions_applied());
    const Action expected = legal[static_cast<std::size_t>(rng.below(legal.size()))];
    const PlanResult plan = planner.plan(*t.rules, *t.opening, side);
    EXPECT_EQ(plan.chosen, expected) << "decision " << i;
    t.rules->apply(*t.opening, plan.chosen, dice, null_sink());
  }
}

// A planner set to give no reasons (reasons_for 0, the players of a
// search's lines) builds no words at all, the chosen one's included, and
// chooses as the same planner with words does.
TEST(PlannerContract, AQuietPlannerSaysNothingAndChoosesTheSame) {
  Table t = ai_test::scenario_table("scenarios/reference.yaml");
  ASSERT_TRUE(t.opening);
  const Personality balanced =
      find_personality(load_personalities(default_personalities_path()), "balanced");
  UtilitySettings quiet;
  quiet.reasons_for = 0;
  UtilityPlanner talking(balanced, 3), silent(balanced, 3, quiet);
  SeededDice dice(4);
  int compared = 0;
  for (int i = 0; i < 40 && !t.rules->outcome(*t.opening).over; ++i) {
    const int side = t.rules->next_decision(*t.opening).side;
    const PlanResult said = talking.plan(*t.rules, *t.opening, side);
    const PlanResult unsaid = silent.plan(*t.rules, *t.opening, side);
    EXPECT_EQ(unsaid.chosen, said.chosen) << "decision " << i;
    EXPECT_FALSE(said.reason.empty());
    EXPECT_TRUE(unsaid.reason.empty()) << "decision " << i << ": " << unsaid.reason;
    for (const RankedOption& o : unsaid.ranked) EXPECT_TRUE(o.reason.empty());
    t.rules->apply(*t.opening, said.chosen, dice, null_sink());
    ++compared;
  }
  EXPECT_EQ(compared, 40);
}

}  // namespace
}  // namespace skirmish::ai
