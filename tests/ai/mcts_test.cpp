// The MCTS planner (ai/mcts/mcts.h): repeatable whatever the thread count,
// honest about its budget, and drawn to the better move in a small game.
#include "ai/mcts/mcts.h"
#include "ai/choice_memo.h"
#include "ai/mcts/mcts_planner.h"
#include "ai/mcts/mcts_tree.h"
#include "ai/mcts/planner_candidates.h"
#include "ai/mcts/planner_prior.h"
#include "ai/mcts/planner_rollout.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <numeric>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/catalogs.h"
#include "engine/rules/registry.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tests/rules/minimal_rules.h"
#include "tools/skirmish/players.h"

namespace skirmish::ai {
namespace {

struct Game {
  Registry registry;
  const Rules* rules = nullptr;
  std::unique_ptr<GameState> state;
};

Game reference_game() {
  Game g;
  add_builtin_rule_sets(g.registry);
  LoadResult loaded = load_scenario(std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml");
  EXPECT_TRUE(loaded.ok());
  Scenario s = std::move(*loaded.scenario);
  g.rules = &g.registry.get(s.rules);
  const Catalog* catalog = g.rules->catalog();
  EXPECT_EQ(resolve_roster(s, *catalog), std::nullopt);
  g.state = g.rules->new_game(std::make_shared<const Scenario>(std::move(s)));
  return g;
}

MctsSettings small_budget(int threads) {
  MctsSettings s;
  s.iterations = 96;
  s.threads = threads;
  s.lanes = 4;
  s.horizon = 8;
  s.seed = 7;
  return s;
}

// Two searches that came out the same: the choice, the iterations, and
// every root option's visits and mean.
void expect_same_search(const MctsResult& a, const MctsResult& b) {
  EXPECT_EQ(a.chosen, b.chosen);
  EXPECT_EQ(a.iterations, b.iterations);
  ASSERT_EQ(a.options.size(), b.options.size());
  for (size_t i = 0; i < a.options.size(); ++i) {
    EXPECT_EQ(a.options[i].action, b.options[i].action);
    EXPECT_EQ(a.options[i].visits, b.options[i].visits);
    EXPECT_DOUBLE_EQ(a.options[i].mean, b.options[i].mean);
  }
}

TEST(Mcts, SameAnswerOnOneThreadOrTwo) {
  Game g = reference_game();
  const int side = g.rules->next_decision(*g.state).side;
  const MctsResult one = mcts_search(*g.rules, *g.state, side, small_budget(1));
  const MctsResult again = mcts_search(*g.rules, *g.state, side, small_budget(1));
  const MctsResult two = mcts_search(*g.rules, *g.state, side, small_budget(2));
  EXPECT_EQ(one.iterations, 96);
  EXPECT_EQ(two.iterations, 96);
  expect_same_search(one, again);
  expect_same_search(one, two);
}

TEST(Mcts, EveryIterationPassesThroughOneRootChoice) {
  Game g = reference_game();
  const int side = g.rules->next_decision(*g.state).side;
  const MctsResult r = mcts_search(*g.rules, *g.state, side, small_budget(1));
  int64_t visits = 0;
  for (size_t i = 0; i < r.options.size(); ++i) {
    visits += r.options[i].visits;
    if (i > 0) {
      EXPECT_GE(r.options[i - 1].visits, r.options[i].visits);
    }
    EXPECT_GE(r.options[i].mean, -1.0);
    EXPECT_LE(r.options[i].mean, 1.0);
    EXPECT_GE(r.options[i].ci95, 0.0);
  }
  EXPECT_EQ(visits, r.iterations);
  EXPECT_EQ(r.chosen, r.options.front().action);
}

TEST(Mcts, LeavesTheGameAlone) {
  Game g = reference_game();
  const uint64_t before = g.state->hash();
  const int side = g.rules->next_decision(*g.state).side;
  mcts_search(*g.rules, *g.state, side, small_budget(2));
  EXPECT_EQ(g.state->hash(), before);
}

TEST(Mcts, RefusesTheWrongSideAndAFinishedGame) {
  Game g = reference_game();
  const int side = g.rules->next_decision(*g.state).side;
  EXPECT_THROW(mcts_search(*g.rules, *g.state, 1 - side, small_budget(1)), RulesError);
}

TEST(Mcts, ATimeBudgetIsKept) {
  Game g = reference_game();
  const int side = g.rules->next_decision(*g.state).side;
  MctsSettings s = small_budget(1);
  s.iterations = 0;
  s.seconds = 0.2;
  const MctsResult r = mcts_search(*g.rules, *g.state, side, s);
  EXPECT_GT(r.iterations, 0);
  EXPECT_LT(r.seconds, 0.2 + 0.1);  // the issue asks budget + 20 ms; slack for loaded CI machines
}

// In the minimal game a man who can shoot an enemy (a kill on 4+) does
// better to shoot than to stand or walk: the search must see it.
TEST(Mcts, PrefersAShotThatMayKill) {
  minimal::MinimalRules rules;
  std::unique_ptr<GameState> s = rules.new_game(minimal::minimal_scenario());
  // Walk the men into range: the first few decisions move toward the enemy.
  SeededDice dice(3);
  std::vector<Action> legal;
  for (int k = 0; k < 40; ++k) {
    rules.legal_actions(*s, legal);
    const bool can_shoot = std::any_of(
        legal.begin(), legal.end(), [](const Action& a) { return a.kind == ActionKind::kShoot; });
    if (can_shoot) break;
    auto move = std::find_if(legal.begin(), legal.end(),
                             [](const Action& a) { return a.kind == ActionKind::kMove; });
    ASSERT_NE(move, legal.end());
    rules.apply(*s, *move, dice, null_sink());
  }
  rules.legal_actions(*s, legal);
  ASSERT_TRUE(std::any_of(legal.begin(), legal.end(),
                          [](const Action& a) { return a.kind == ActionKind::kShoot; }));
  MctsSettings settings;
  settings.iterations = 3000;
  settings.lanes = 4;
  settings.horizon = 200;  // to the end of this small game
  settings.seed = 11;
  const MctsResult r = mcts_search(rules, *s, rules.next_decision(*s).side, settings);
  EXPECT_EQ(r.chosen.kind, ActionKind::kShoot);
}

// Past the first card drawn (a choice of one, not searched) to a real
// choice; the side that has it.
int past_forced_choices(Game& g) {
  SeededDice dice(1);
  std::vector<Action> legal;
  for (g.rules->legal_actions(*g.state, legal); legal.size() == 1;
       g.rules->legal_actions(*g.state, legal)) {
    g.rules->apply(*g.state, legal.front(), dice, null_sink());
  }
  return g.rules->next_decision(*g.state).side;
}

// As a planner: the offered actions ranked by their share of the search,
// the breakdown summing to the score, a reason for the choice, and the same
// choice for the same seed and decision on one thread or two.
TEST(MctsPlanner, RanksBySearchShareAndExplains) {
  Game g = reference_game();
  const int side = past_forced_choices(g);
  MctsPlanner one(small_budget(1));
  MctsPlanner two(small_budget(2));
  const PlanResult a = one.plan(*g.rules, *g.state, side);
  const PlanResult b = two.plan(*g.rules, *g.state, side);
  EXPECT_EQ(a.chosen, b.chosen);
  EXPECT_TRUE(g.rules->check(*g.state, a.chosen).ok);
  EXPECT_FALSE(a.reason.empty());
  EXPECT_NE(a.reason.find("searched lines"), std::string::npos) << a.reason;
  double shares = 0;
  for (size_t i = 0; i < a.ranked.size(); ++i) {
    double sum = 0;
    for (const Consideration& c : a.ranked[i].terms) sum += c.contribution();
    EXPECT_NEAR(sum, a.ranked[i].score, 1e-12);
    if (i > 0) {
      EXPECT_GE(a.ranked[i - 1].score, a.ranked[i].score);
    }
    shares += a.ranked[i].score;
  }
  EXPECT_NEAR(shares, 1.0, 1e-9);
  EXPECT_EQ(one.last_search().iterations, 96);
}

// A decision with one choice offered is not searched: the budget is kept for
// real choices (a player at 1 s a decision would otherwise wait a second on
// every forced move).
TEST(MctsPlanner, AChoiceOfOneIsNotSearched) {
  Game g = reference_game();
  SeededDice dice(3);
  std::vector<Action> legal;
  for (int step = 0; step < 500; ++step) {
    ASSERT_FALSE(g.rules->next_decision(*g.state).game_over()) << "no forced decision found";
    g.rules->legal_actions(*g.state, legal);
    if (legal.size() == 1) break;
    g.rules->apply(*g.state, legal.back(), dice, null_sink());
  }
  ASSERT_EQ(legal.size(), 1u);
  const int side = g.rules->next_decision(*g.state).side;
  MctsPlanner planner(small_budget(2));
  const PlanResult r = planner.plan(*g.rules, *g.state, side);
  EXPECT_EQ(r.chosen, legal.front());
  EXPECT_EQ(planner.last_search().iterations, 0);
  ASSERT_EQ(r.ranked.size(), 1u);
  EXPECT_DOUBLE_EQ(r.ranked.front().score, 1.0);
  EXPECT_NE(r.reason.find("the only choice"), std::string::npos) << r.reason;
}

// Playouts moved by the utility planner: each lane makes its own planner,
// so the search stays the same on one thread or two.
TEST(Mcts, UtilityRolloutsKeepTheAnswerWhateverTheThreads) {
  Game g = reference_game();
  const int side = g.rules->next_decision(*g.state).side;
  const auto all = load_personalities(default_personalities_path());
  const Personality balanced = find_personality(all, "balanced");
  const RolloutFactory utility = [balanced] {
    UtilitySettings quiet;
    quiet.reasons_for = 0;
    return std::make_unique<PlannerRollout>(std::make_unique<UtilityPlanner>(balanced, 1, quiet));
  };
  MctsSettings s = small_budget(1);
  s.iterations = 24;
  s.horizon = 3;
  const MctsResult one = mcts_search(*g.rules, *g.state, side, s, utility);
  s.threads = 2;
  const MctsResult two = mcts_search(*g.rules, *g.state, side, s, utility);
  expect_same_search(one, two);
  EXPECT_TRUE(g.rules->check(*g.state, one.chosen).ok);
}

// ---- The prior (PriorPolicy, planner_prior.h) ----

static_assert(sizeof(MctsNode) <= 128, "MCTS nodes must stay small (issue: <= 128 bytes)");

Personality balanced_personality() {
  const auto all = load_personalities(default_personalities_path());
  return find_personality(all, "balanced");
}

// The reference game walked on (first offer each time, seeded dice) to
// the first decision with many choices: a figure's move among others.
Game game_with_many_choices() {
  Game g = reference_game();
  SeededDice dice(4);
  std::vector<Action> legal;
  for (int k = 0; k < 60; ++k) {
    g.rules->legal_actions(*g.state, legal);
    if (legal.size() >= 10) break;
    g.rules->apply(*g.state, legal.front(), dice, null_sink());
  }
  return g;
}

PriorFactory utility_prior() {
  const Personality balanced = balanced_personality();
  return [balanced] {
    UtilitySettings quiet;
    quiet.reasons_for = 0;
    return std::make_unique<PlannerPrior>(std::make_unique<UtilityPlanner>(balanced, 1, quiet));
  };
}

// ---- Choices remembered by position (PlannerRollout, ai/choice_memo.h) ----

// Counts what a lane's PlannerRollout was asked and answered from memory,
// added up when the lane is done with it.
struct MemoCounts {
  std::atomic<uint64_t> asked{0};
  std::atomic<uint64_t> remembered{0};
};

class CountedRollout final : public RolloutPolicy {
 public:
  CountedRollout(bool remember, std::shared_ptr<MemoCounts> counts)
      : inner_(utility_planner(), remember), counts_(std::move(counts)) {}
  ~CountedRollout() override {
    counts_->asked += inner_.asked();
    counts_->remembered += inner_.remembered();
  }
  Action choose(const Rules& rules, const GameState& state, const std::vector<Action>& legal,
                Xoshiro256& rng) override {
    return inner_.choose(rules, state, legal, rng);
  }
  bool reads_legal() const override { return inner_.reads_legal(); }

 private:
  static std::unique_ptr<Planner> utility_planner() {
    UtilitySettings quiet;
    quiet.reasons_for = 0;
    return std::make_unique<UtilityPlanner>(balanced_personality(), 1, quiet);
  }
  PlannerRollout inner_;
  std::shared_ptr<MemoCounts> counts_;
};

// The lines of one root choice go on alike until a die falls: with the
// utility planner playing them, the memo answers the positions they share,
// and the search comes out the same, visit for visit, as when every
// position is planned afresh.
TEST(Mcts, ChoicesRememberedByPositionChangeNothingButTheCost) {
  Game g = game_with_many_choices();
  const int side = g.rules->next_decision(*g.state).side;
  MctsSettings s = small_budget(2);
  s.iterations = 64;
  s.tree_depth = 1;
  s.paired_root = true;
  s.keyed_dice = true;
  const auto search = [&](bool remember, const std::shared_ptr<MemoCounts>& counts) {
    const RolloutFactory rollout = [remember, counts] {
      return std::make_unique<CountedRollout>(remember, counts);
    };
    return mcts_search(*g.rules, *g.state, side, s, rollout, utility_prior());
  };
  const auto fresh = std::make_shared<MemoCounts>();
  const auto kept = std::make_shared<MemoCounts>();
  const MctsResult planned = search(false, fresh);
  const MctsResult remembered = search(true, kept);
  EXPECT_EQ(fresh->remembered, 0u);
  EXPECT_EQ(fresh->asked, kept->asked) << "the same lines ask the same positions";
  EXPECT_GT(kept->remembered, 0u) << "lines that share their first positions";
  EXPECT_LT(kept->remembered, kept->asked) << "dice part the lines";
  expect_same_search(planned, remembered);
}

// The memo's own bookkeeping: a position is its hash and the decisions
// applied; another with either different is not found; a later choice
// for the same place replaces the earlier.
TEST(ChoiceMemo, FindsOnlyThePositionItKept) {
  ChoiceMemo memo;
  const ChoiceMemo::Position here{0x1234567890ABCDEFULL, 40};
  EXPECT_EQ(memo.find(here), nullptr);
  Action shoot;
  shoot.kind = ActionKind::kShoot;
  shoot.actor = 3;
  shoot.target = 9;
  memo.keep(here, shoot);
  ASSERT_NE(memo.find(here), nullptr);
  EXPECT_EQ(*memo.find(here), shoot);
  EXPECT_EQ(memo.find({here.hash, 41}), nullptr) << "another decision's dice";
  EXPECT_EQ(memo.find({here.hash ^ 1, 40}), nullptr);
  // Sharing its place: the same hash less the bits beyond the table.
  const ChoiceMemo::Position rival{here.hash + ChoiceMemo::kPlaces, 40};
  Action move;
  move.kind = ActionKind::kMove;
  move.actor = 3;
  move.at = Vec2{10, 12};
  memo.keep(rival, move);
  ASSERT_NE(memo.find(rival), nullptr);
  EXPECT_EQ(*memo.find(rival), move);
  EXPECT_EQ(memo.find(here), nullptr) << "its place was taken";
  // The very position of a game.
  const Game g = reference_game();
  const ChoiceMemo::Position start = ChoiceMemo::position_of(*g.state);
  EXPECT_EQ(start.hash, g.state->hash());
  EXPECT_EQ(start.applied, g.state->actions_applied());
}

// The utility planner's choice is the position's alone: asked about other
// positions in between, it chooses the same again.
TEST(ChoiceMemo, TheUtilityPlannerChoosesByPositionAlone) {
  Game g = game_with_many_choices();
  UtilitySettings quiet;
  quiet.reasons_for = 0;
  UtilityPlanner planner(balanced_personality(), 5, quiet);
  EXPECT_TRUE(planner.chooses_by_position());
  const int side = g.rules->next_decision(*g.state).side;
  const Action first = planner.plan(*g.rules, *g.state, side).chosen;
  std::unique_ptr<GameState> later = g.state->clone();
  SeededDice dice(9);
  for (int k = 0; k < 6; ++k) {
    const Decision d = g.rules->next_decision(*later);
    if (d.game_over()) break;
    g.rules->apply(*later, planner.plan(*g.rules, *later, d.side).chosen, dice, null_sink());
  }
  EXPECT_EQ(planner.plan(*g.rules, *g.state, side).chosen, first);
}

// A prior that puts `peak` on the action at place `favourite` of the list
// (counted from the end when negative) and shares the rest over the others
// falling geometrically with their place, so every action has its own rank.
class FixedPrior final : public PriorPolicy {
 public:
  FixedPrior(int favourite, double peak) : favourite_(favourite), peak_(peak) {}
  void judge(const Rules&, const GameState&, const std::vector<Action>& legal,
             std::vector<double>& prior) override {
    const auto n = static_cast<int>(legal.size());
    const int best = favourite_ < 0 ? n + favourite_ : favourite_;
    prior.assign(legal.size(), 0.0);
    double rest = 0;
    for (int i = 0; i < n; ++i) {
      if (i != best) rest += prior[static_cast<size_t>(i)] = std::pow(0.8, i);
    }
    for (int i = 0; i < n; ++i) {
      double& p = prior[static_cast<size_t>(i)];
      p = i == best ? (n == 1 ? 1.0 : peak_) : (1 - peak_) * p / rest;
    }
  }
  // The order of `legal` this prior ranks them in, best first.
  std::vector<size_t> order(size_t n) const {
    std::vector<size_t> out(n);
    std::iota(out.begin(), out.end(), 0);
    const size_t best =
        favourite_ < 0 ? n - static_cast<size_t>(-favourite_) : static_cast<size_t>(favourite_);
    std::stable_partition(out.begin(), out.end(), [best](size_t i) { return i == best; });
    return out;
  }

 private:
  int favourite_;
  double peak_;
};

TEST(MctsPrior, SoftmaxIsADistributionAndKeepsTheOrder) {
  std::vector<double> p;
  softmax_prior({1.0, 3.0, 2.0, 0.0}, {1, 1, 1, 0}, 0.5, p);
  ASSERT_EQ(p.size(), 4u);
  EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1.0, 1e-12);
  EXPECT_GT(p[1], p[2]);
  EXPECT_GT(p[2], p[0]);
  EXPECT_DOUBLE_EQ(p[3], p[0]);  // not scored: counted at the lowest score
  EXPECT_NEAR(p[1] / p[2], std::exp(1.0 / 0.5), 1e-9);
  softmax_prior({1.0, 3.0, 3.0}, {1, 1, 1}, 0.0, p);  // cold: the best share it all
  EXPECT_EQ(p, (std::vector<double>{0.0, 0.5, 0.5}));
  softmax_prior({5.0, 1.0}, {0, 0}, 0.5, p);  // nothing scored: uniform
  EXPECT_EQ(p, (std::vector<double>{0.5, 0.5}));
}

TEST(MctsPrior, UtilityPriorFollowsTheUtilityRanking) {
  Game g = game_with_many_choices();
  const int side = g.rules->next_decision(*g.state).side;
  std::vector<Action> legal;
  g.rules->legal_actions(*g.state, legal);
  ASSERT_GT(legal.size(), 2u);
  std::unique_ptr<PriorPolicy> prior = utility_prior()();
  std::vector<double> p;
  prior->judge(*g.rules, *g.state, legal, p);
  ASSERT_EQ(p.size(), legal.size());
  EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1.0, 1e-9);
  for (double x : p) EXPECT_GT(x, 0.0);

  UtilityPlanner utility(balanced_personality(), 1);
  const PlanResult plan = utility.plan(*g.rules, *g.state, side);
  // Ranked best first: the prior falls (or stays) down the ranking, and
  // strictly where the scores do. The planner's own candidates (offered
  // past the rule set's list) are left out of the prior.
  std::vector<const RankedOption*> offered;
  for (const RankedOption& o : plan.ranked) {
    if (o.offered < legal.size()) offered.push_back(&o);
  }
  ASSERT_EQ(offered.size(), legal.size());
  for (size_t i = 1; i < offered.size(); ++i) {
    const RankedOption& a = *offered[i - 1];
    const RankedOption& b = *offered[i];
    if (a.score > b.score) {
      EXPECT_GT(p[a.offered], p[b.offered]) << i;
    } else {
      EXPECT_DOUBLE_EQ(p[a.offered], p[b.offered]) << i;
    }
  }
  EXPECT_EQ(std::max_element(p.begin(), p.end()) - p.begin(),
            static_cast<std::ptrdiff_t>(offered.front()->offered));
}

// A planner that ranks a candidate of its own first, beyond the rule set's
// list (offered past its end), then the offered actions last to first.
class OwnCandidatePlanner final : public Planner {
 public:
  std::string_view name() const override { return "own candidate"; }
  void plan(const Rules& rules, const GameState& state, int, PlanResult& out) override {
    std::vector<Action> legal;
    rules.legal_actions(state, legal);
    out.ranked.clear();
    RankedOption own;
    own.action = legal.front();
    own.action.at = Vec2{1, 1};
    own.score = 100;
    own.offered = legal.size() + 2;
    out.ranked.push_back(own);
    for (size_t i = legal.size(); i-- > 0;) {
      RankedOption o;
      o.action = legal[i];
      o.score = static_cast<double>(legal.size() - i);
      o.offered = i;
      out.ranked.push_back(o);
    }
    out.chosen = own.action;
  }
};

TEST(MctsPrior, CandidatesBeyondTheRuleSetsListAreLeftOut) {
  Game g = game_with_many_choices();
  std::vector<Action> legal;
  g.rules->legal_actions(*g.state, legal);
  PlannerPrior prior(std::make_unique<OwnCandidatePlanner>(), 1.0);
  std::vector<double> p;
  prior.judge(*g.rules, *g.state, legal, p);
  ASSERT_EQ(p.size(), legal.size());
  EXPECT_NEAR(std::accumulate(p.begin(), p.end(), 0.0), 1.0, 1e-9);
  // Scores legal.size() - i: the first offered action is the best left.
  EXPECT_EQ(std::max_element(p.begin(), p.end()) - p.begin(), 0);
  EXPECT_NEAR(p[0] / p[1], std::exp(1.0), 1e-9);
}

MctsSettings prior_budget(int iterations) {
  MctsSettings s;
  s.iterations = iterations;
  s.lanes = 1;
  s.horizon = 4;
  s.seed = 3;
  return s;
}

TEST(MctsPrior, APeakedPriorIsSearchedFirst) {
  Game g = game_with_many_choices();
  const int side = g.rules->next_decision(*g.state).side;
  std::vector<Action> legal;
  g.rules->legal_actions(*g.state, legal);
  ASSERT_GT(legal.size(), 3u);
  const PriorFactory last = [] { return std::make_unique<FixedPrior>(-1, 0.9); };
  // One iteration a lane: each of the four lanes goes to the favourite,
  // the last action in the rule set's list, which UCT would try at random.
  MctsSettings s = prior_budget(4);
  s.lanes = 4;
  const MctsResult r = mcts_search(*g.rules, *g.state, side, s, {}, last);
  EXPECT_EQ(r.chosen, legal.back());
  EXPECT_EQ(r.options.front().visits, 4);
  // A few more iterations stay with it while it is not refuted.
  s.lanes = 1;
  s.iterations = 3;
  const MctsResult more = mcts_search(*g.rules, *g.state, side, s, {}, last);
  EXPECT_EQ(more.chosen, legal.back());
  EXPECT_GE(more.options.front().visits, 2);
}

TEST(MctsPrior, ProgressiveWideningOpensTheBestByPriorAsVisitsGrow) {
  Game g = game_with_many_choices();
  const int side = g.rules->next_decision(*g.state).side;
  std::vector<Action> legal;
  g.rules->legal_actions(*g.state, legal);
  ASSERT_GT(legal.size(), 8u);
  const FixedPrior shape(2, 0.3);
  const PriorFactory prior = [] { return std::make_unique<FixedPrior>(2, 0.3); };
  const std::vector<size_t> order = shape.order(legal.size());
  MctsSettings s = prior_budget(37);
  s.widening = 1.0;
  s.widening_power = 0.5;
  s.prior_exploration = 50;  // the prior's word counts for much: every opened action is tried
  const MctsResult r = mcts_search(*g.rules, *g.state, side, s, {}, prior);
  // The last selection at the root sees 36 visits: k = ceil(1 * 36^0.5) = 6.
  size_t tried = 0;
  for (const MctsOption& o : r.options) {
    if (o.visits == 0) continue;
    ++tried;
    const auto place =
        static_cast<size_t>(std::find(legal.begin(), legal.end(), o.action) - legal.begin());
    const auto rank =
        static_cast<size_t>(std::find(order.begin(), order.end(), place) - order.begin());
    EXPECT_LT(rank, 6u) << "tried an action the widening had not yet opened";
  }
  EXPECT_EQ(tried, 6u);
  // Without widening the same search spreads wider.
  s.widening = 0;
  const MctsResult open = mcts_search(*g.rules, *g.state, side, s, {}, prior);
  size_t tried_open = 0;
  for (const MctsOption& o : open.options) tried_open += o.visits > 0 ? 1 : 0;
  EXPECT_GT(tried_open, 6u);
}

// even_root: the prior's best three, each played in turn, get the root's
// lines in equal shares, and no other choice gets any.
TEST(MctsPrior, TheBestFewByPriorArePlayedInTurn) {
  Game g = game_with_many_choices();
  const int side = g.rules->next_decision(*g.state).side;
  std::vector<Action> legal;
  g.rules->legal_actions(*g.state, legal);
  ASSERT_GT(legal.size(), 5u);
  const FixedPrior shape(2, 0.9);
  const PriorFactory prior = [] { return std::make_unique<FixedPrior>(2, 0.9); };
  const std::vector<size_t> order = shape.order(legal.size());
  MctsSettings s = prior_budget(48);
  s.lanes = 4;
  s.even_root = 3;
  const MctsResult r = mcts_search(*g.rules, *g.state, side, s, {}, prior);
  for (const MctsOption& o : r.options) {
    const auto place =
        static_cast<size_t>(std::find(legal.begin(), legal.end(), o.action) - legal.begin());
    const bool best_three = std::find(order.begin(), order.begin() + 3, place) != order.begin() + 3;
    EXPECT_EQ(o.visits, best_three ? 16 : 0) << "choice at place " << place;
  }
  // By PUCT the peaked favourite takes most of them.
  s.even_root = 0;
  const MctsResult puct = mcts_search(*g.rules, *g.state, side, s, {}, prior);
  EXPECT_GT(puct.options.front().visits, 16);
}

TEST(MctsPrior, UtilityPriorKeepsTheAnswerWhateverTheThreads) {
  Game g = game_with_many_choices();
  const int side = g.rules->next_decision(*g.state).side;
  const Personality balanced = balanced_personality();
  const RolloutFactory utility = [balanced] {
    UtilitySettings quiet;
    quiet.reasons_for = 0;
    return std::make_unique<PlannerRollout>(std::make_unique<UtilityPlanner>(balanced, 1, quiet));
  };
  MctsSettings s = small_budget(1);
  s.iterations = 24;
  s.horizon = 3;
  const MctsResult one = mcts_search(*g.rules, *g.state, side, s, utility, utility_prior());
  s.threads = 2;
  const MctsResult two = mcts_search(*g.rules, *g.state, side, s, utility, utility_prior());
  EXPECT_EQ(one.iterations, 24);
  expect_same_search(one, two);
  EXPECT_TRUE(g.rules->check(*g.state, one.chosen).ok);
}

// The player spec: prior=utility|none after the other choices, in any order.
TEST(MctsPrior, ThePlayerSpecNamesThePrior) {
  EXPECT_EQ(player_spec_error("mcts:200:rollout=utility:horizon=4:prior=utility"), "");
  EXPECT_EQ(player_spec_error("mcts:prior=none:300"), "");
  EXPECT_NE(player_spec_error("mcts:200:prior=clever"), "");
  EXPECT_NE(player_spec_error("mcts:200:prior="), "");
}

CandidateFactory utility_candidates() {
  const Personality balanced = balanced_personality();
  return [balanced] {
    UtilitySettings quiet;
    quiet.reasons_for = 0;
    return std::make_unique<PlannerCandidates>(
        std::make_unique<UtilityPlanner>(balanced, 1, quiet));
  };
}

// With the utility planner's candidates the tree may also take its moves
// to tactical destinations: they come back among the root's options, each
// one the rules accept, and the answer is the same on one thread or two.
TEST(MctsCandidates, TheTreeTakesTheTacticalMovesToo) {
  // The reference game walked on (first offer each time) to a man's own
  // action with a move offered.
  Game g = reference_game();
  SeededDice dice(4);
  std::vector<Action> legal;
  auto offers_a_move = [&] {
    return std::any_of(legal.begin(), legal.end(),
                       [](const Action& a) { return a.kind == ActionKind::kMove && a.at; });
  };
  for (int k = 0; k < 80; ++k) {
    g.rules->legal_actions(*g.state, legal);
    if (g.rules->next_decision(*g.state).kind == DecisionKind::kFigureAction && offers_a_move()) {
      break;
    }
    g.rules->apply(*g.state, legal.front(), dice, null_sink());
  }
  const Decision d = g.rules->next_decision(*g.state);
  ASSERT_EQ(d.kind, DecisionKind::kFigureAction);
  ASSERT_TRUE(offers_a_move());
  MctsSettings s = small_budget(1);
  s.iterations = 48;
  s.horizon = 2;
  const MctsResult one = mcts_search(*g.rules, *g.state, d.side, s, {}, {}, utility_candidates());
  s.threads = 2;
  const MctsResult two = mcts_search(*g.rules, *g.state, d.side, s, {}, {}, utility_candidates());
  ASSERT_GT(one.options.size(), legal.size()) << "no tactical move among the root's options";
  int64_t beyond = 0;
  for (const MctsOption& o : one.options) {
    if (std::find(legal.begin(), legal.end(), o.action) != legal.end()) continue;
    EXPECT_EQ(o.action.kind, ActionKind::kMove);
    EXPECT_TRUE(g.rules->check(*g.state, o.action).ok) << g.rules->describe(*g.state, o.action);
    beyond += o.visits;
  }
  EXPECT_GT(beyond, 0) << "the search never tried a tactical move";
  EXPECT_EQ(one.chosen, two.chosen);
  ASSERT_EQ(one.options.size(), two.options.size());
  for (size_t i = 0; i < one.options.size(); ++i) {
    EXPECT_EQ(one.options[i].action, two.options[i].action);
    EXPECT_EQ(one.options[i].visits, two.options[i].visits);
  }

  // As a planner, its ranking holds the same options and its choice is legal.
  MctsSettings p = small_budget(1);
  p.iterations = 48;
  p.horizon = 2;
  MctsPlanner planner(p, {}, {}, utility_candidates());
  const PlanResult plan = planner.plan(*g.rules, *g.state, d.side);
  EXPECT_EQ(plan.ranked.size(), one.options.size());
  EXPECT_TRUE(g.rules->check(*g.state, plan.chosen).ok);
}

TEST(MctsCandidates, ThePlayerSpecNamesTheMoves) {
  EXPECT_EQ(player_spec_error("mcts:200:moves=tactics"), "");
  EXPECT_EQ(player_spec_error("mcts:moves=rules:300:prior=utility"), "");
  EXPECT_NE(player_spec_error("mcts:200:moves=all"), "");
}

}  // namespace
}  // namespace skirmish::ai

namespace skirmish::ai {
namespace {

MctsOption searched(int16_t actor, int64_t visits, double mean, double ci95) {
  MctsOption o;
  o.action.kind = ActionKind::kMove;
  o.action.actor = actor;
  o.visits = visits;
  o.mean = mean;
  o.ci95 = ci95;
  return o;
}

// The first opinion's choice stands unless another's mean is above it by
// more than `keep` standard errors of the difference (ci95 / 1.96 each).
TEST(MctsKeep, TheFirstChoiceStandsUnlessShownBeaten) {
  // Errors 0.03 and 0.04: the difference's is 0.05.
  const double ci3 = 0.03 * 1.96, ci4 = 0.04 * 1.96;
  std::vector<MctsOption> o = {searched(0, 40, 0.10, ci3), searched(1, 60, 0.19, ci4)};
  const Action first = o[0].action;
  EXPECT_EQ(keep_or_beat(o, first, 2.0), 0u) << "0.09 ahead is under 2 errors (0.10)";
  EXPECT_EQ(keep_or_beat(o, first, 1.0), 1u) << "0.09 ahead is over 1 error (0.05)";
  EXPECT_EQ(keep_or_beat(o, first, 0.0), 1u);
  // Of two shown better, the one with the larger margin, not the likelier.
  o.push_back(searched(2, 10, 0.30, ci4));
  EXPECT_EQ(keep_or_beat(o, first, 1.0), 2u);
  // Too few lines to judge by.
  o[2].visits = 3;
  EXPECT_EQ(keep_or_beat(o, first, 1.0), 1u);
  EXPECT_EQ(keep_or_beat(o, first, 1.0, 2), 2u);
  // Worse options never replace it.
  EXPECT_EQ(keep_or_beat({searched(0, 5, 0.5, ci3), searched(1, 90, 0.1, ci3)}, first, 0.0), 0u);
}

// With thousands of lines the errors shrink until a gain too small to
// matter is "shown": a floor on the judge's scale keeps the first choice
// against those, and lets a large gain through.
TEST(MctsKeep, AGainUnderTheFloorDoesNotReplaceTheFirstChoice) {
  const double tight = 0.002 * 1.96;
  std::vector<MctsOption> o = {searched(0, 3000, -0.12, tight), searched(1, 3000, -0.11, tight)};
  const Action first = o[0].action;
  EXPECT_EQ(keep_or_beat(o, first, 3.0), 1u) << "0.01 ahead is over 3 errors (0.0085)";
  EXPECT_EQ(keep_or_beat(o, first, 3.0, 4, 0.03), 0u) << "0.01 ahead is under the floor";
  o.push_back(searched(2, 3000, -0.05, tight));
  EXPECT_EQ(keep_or_beat(o, first, 3.0, 4, 0.03), 2u) << "0.07 ahead clears both";
  // The floor is a margin of its own, not added to the errors'.
  EXPECT_EQ(keep_or_beat(o, first, 3.0, 4, 0.069), 2u);
  EXPECT_EQ(keep_or_beat(o, first, 3.0, 4, 0.071), 0u);
}

TEST(MctsKeep, AFirstChoiceNotSearchedGivesTheMostVisited) {
  std::vector<MctsOption> o = {searched(0, 0, 0, 0), searched(1, 30, 0.1, 0.1),
                               searched(2, 50, 0.0, 0.1)};
  EXPECT_EQ(keep_or_beat(o, o[0].action, 1.0), 2u);
  Action elsewhere;
  elsewhere.kind = ActionKind::kPass;
  EXPECT_EQ(keep_or_beat(o, elsewhere, 1.0), 2u);
}

// A first opinion that can never be shown beaten (keep 10 standard errors)
// is what the planner plays, and its reason says so; the breakdown still
// sums to each score, and the choice ranks first.
// The utility planner's choice (said in no words) for whoever decides in `g`.
Action utility_choice(const Game& g, int side) {
  UtilitySettings quiet;
  quiet.reasons_for = 0;
  UtilityPlanner judge(balanced_personality(), 1, quiet);
  return judge.plan(*g.rules, *g.state, side).chosen;
}

TEST(MctsKeep, ThePlannerPlaysTheFirstOpinionItKeeps) {
  Game g = reference_game();
  const int side = past_forced_choices(g);
  const Action wanted = utility_choice(g, side);
  MctsPlanner planner(small_budget(2));
  planner.keep_first_opinion(std::make_unique<UtilityPlanner>(balanced_personality(), 1), 10.0);
  const PlanResult r = planner.plan(*g.rules, *g.state, side);
  EXPECT_EQ(r.chosen, wanted);
  EXPECT_EQ(r.ranked.front().action, wanted);
  // The reason is the first opinion's own, then what the search found.
  const std::string said =
      UtilityPlanner(balanced_personality(), 1).plan(*g.rules, *g.state, side).reason;
  EXPECT_EQ(r.reason.rfind(said + "; played out on the dice over ", 0), 0u) << r.reason;
  EXPECT_NE(r.reason.find("no other choice did better (the first opinion's choice)"),
            std::string::npos)
      << r.reason;
  for (const RankedOption& o : r.ranked) {
    double sum = 0;
    for (const Consideration& c : o.terms) sum += c.contribution();
    EXPECT_NEAR(sum, o.score, 1e-12);
  }
}

// Where the search plays another choice than the first opinion's, its reason
// names the choice it beat and both expectations. A margin of no standard
// errors at all (keep 1e-9) makes the search switch wherever any other
// choice's mean is ahead; along a game played by the utility planner some
// decision does.
TEST(MctsKeep, AChoiceShownBetterSaysWhatItBeat) {
  Game g = reference_game();
  UtilityPlanner walker(balanced_personality(), 1);
  SeededDice dice(5);
  std::vector<Action> legal;
  int switched = 0;
  for (int step = 0; step < 60 && switched == 0; ++step) {
    g.rules->legal_actions(*g.state, legal);
    const int side = g.rules->next_decision(*g.state).side;
    if (legal.size() > 1) {
      MctsPlanner planner(small_budget(2));
      planner.keep_first_opinion(std::make_unique<UtilityPlanner>(balanced_personality(), 1), 1e-9);
      const PlanResult r = planner.plan(*g.rules, *g.state, side);
      const Action first = walker.plan(*g.rules, *g.state, side).chosen;
      if (!(r.chosen == first)) {
        ++switched;
        EXPECT_EQ(r.reason.rfind(g.rules->describe(*g.state, r.chosen) +
                                     ": played out on the dice over 96 lines, it did better than " +
                                     g.rules->describe(*g.state, first) + " (expected ",
                                 0),
                  0u)
            << r.reason;
        EXPECT_NE(r.reason.find("shown better than the first opinion's choice)"), std::string::npos)
            << r.reason;
      }
    }
    g.rules->apply(*g.state, walker.plan(*g.rules, *g.state, side).chosen, dice, null_sink());
  }
  EXPECT_GT(switched, 0) << "the search never played another choice";
}

// Paired lines: the gain is judged line by line. Here the other choice is
// 0.02 ahead on every line though the lines themselves spread widely: its
// own means' errors hide the gain, the pairs show it.
TEST(MctsKeep, PairedLinesShowAGainTheSpreadHides) {
  MctsOption first = searched(0, 8, 0, 0), other = searched(1, 8, 0, 0);
  const std::vector<double> luck = {-0.6, 0.5, -0.2, 0.7, 0.1, -0.4, 0.3, -0.1};
  first.lines = {{luck.begin(), luck.begin() + 4}, {luck.begin() + 4, luck.end()}};
  other.lines = first.lines;
  for (auto& lane : other.lines) {
    for (double& v : lane) v += 0.02;
  }
  const auto mean_and_ci = [](MctsOption& o) {
    double sum = 0, squares = 0;
    for (const auto& lane : o.lines) {
      for (double v : lane) sum += v, squares += v * v;
    }
    o.mean = sum / 8;
    o.ci95 = 1.96 * std::sqrt((squares / 8 - o.mean * o.mean) / 8);
  };
  mean_and_ci(first);
  mean_and_ci(other);
  std::vector<MctsOption> o = {first, other};
  EXPECT_EQ(keep_or_beat(o, first.action, 3.0), 1u);
  // The same values without their pairing: kept.
  o[0].lines.clear();
  o[1].lines.clear();
  EXPECT_EQ(keep_or_beat(o, first.action, 3.0), 0u);
  // Pairs only within a lane, and only as many as both played.
  o = {first, other};
  o[1].lines[1].clear();
  o[1].lines[0].resize(3);
  EXPECT_EQ(keep_or_beat(o, first.action, 3.0, 4), 0u) << "3 pairs are too few";
  EXPECT_EQ(keep_or_beat(o, first.action, 3.0, 3), 1u);
}

// With paired root lines every root choice keeps its lines' values, as many
// in all as its visits, and the search is the same on one thread or two.
TEST(MctsKeep, PairedRootLinesAreKeptAndRepeatable) {
  Game g = reference_game();
  const int side = past_forced_choices(g);
  MctsSettings one = small_budget(1), two = small_budget(2);
  one.paired_root = two.paired_root = true;
  const MctsResult a = mcts_search(*g.rules, *g.state, side, one);
  const MctsResult b = mcts_search(*g.rules, *g.state, side, two);
  ASSERT_EQ(a.options.size(), b.options.size());
  int64_t visits = 0;
  for (std::size_t i = 0; i < a.options.size(); ++i) {
    EXPECT_EQ(a.options[i].action, b.options[i].action);
    EXPECT_EQ(a.options[i].lines, b.options[i].lines);
    int64_t kept = 0;
    for (const auto& lane : a.options[i].lines) kept += static_cast<int64_t>(lane.size());
    EXPECT_EQ(kept, a.options[i].visits);
    visits += a.options[i].visits;
  }
  EXPECT_EQ(visits, a.iterations);
  EXPECT_EQ(a.chosen, b.chosen);
}

// Keyed dice on the root's lines: repeatable on one thread or two, and
// other luck than the paired lines' single stream.
TEST(MctsKeep, KeyedRootLinesAreRepeatable) {
  Game g = reference_game();
  const int side = past_forced_choices(g);
  MctsSettings one = small_budget(1), two = small_budget(2);
  one.paired_root = two.paired_root = true;
  one.keyed_dice = two.keyed_dice = true;
  const MctsResult a = mcts_search(*g.rules, *g.state, side, one);
  const MctsResult b = mcts_search(*g.rules, *g.state, side, two);
  ASSERT_EQ(a.options.size(), b.options.size());
  bool other_luck = false;
  MctsSettings stream = small_budget(1);
  stream.paired_root = true;
  const MctsResult c = mcts_search(*g.rules, *g.state, side, stream);
  for (std::size_t i = 0; i < a.options.size(); ++i) {
    EXPECT_EQ(a.options[i].action, b.options[i].action);
    EXPECT_EQ(a.options[i].lines, b.options[i].lines);
    for (const MctsOption& o : c.options) {
      if (o.action == a.options[i].action && o.lines != a.options[i].lines) other_luck = true;
    }
  }
  EXPECT_TRUE(other_luck);
  EXPECT_EQ(a.chosen, b.chosen);
}

// Plays the rule set's first offer, from the list the search hands it or
// from one it asks for itself (reads_legal), and counts the lists handed.
class FirstOffer final : public RolloutPolicy {
 public:
  FirstOffer(bool reads, int64_t& calls, int64_t& handed)
      : reads_(reads), calls_(calls), handed_(handed) {}
  Action choose(const Rules& rules, const GameState& state, const std::vector<Action>& legal,
                Xoshiro256&) override {
    ++calls_;
    if (!legal.empty()) ++handed_;
    if (reads_) return legal.front();
    rules.legal_actions(state, own_);
    return own_.front();
  }
  bool reads_legal() const override { return reads_; }

 private:
  bool reads_;
  int64_t& calls_;
  int64_t& handed_;
  std::vector<Action> own_;
};

// A rollout policy that works out its own list is handed none (the search
// saves the rule set's work), and plays the same lines as one that reads it.
TEST(Mcts, ARolloutThatListsItsOwnMovesIsHandedNoList) {
  Game g = reference_game();
  const int side = past_forced_choices(g);
  int64_t calls[2] = {0, 0}, handed[2] = {0, 0};
  MctsResult result[2];
  for (int reads = 0; reads < 2; ++reads) {
    const RolloutFactory policy = [&, reads] {
      return std::make_unique<FirstOffer>(reads == 1, calls[reads], handed[reads]);
    };
    MctsSettings s = small_budget(1);  // one thread: the counters are shared
    result[reads] = mcts_search(*g.rules, *g.state, side, s, policy);
  }
  EXPECT_GT(calls[1], 0);
  EXPECT_EQ(handed[1], calls[1]);
  EXPECT_EQ(calls[0], calls[1]);
  EXPECT_EQ(handed[0], 0);
  ASSERT_EQ(result[0].options.size(), result[1].options.size());
  for (std::size_t i = 0; i < result[0].options.size(); ++i) {
    EXPECT_EQ(result[0].options[i].action, result[1].options[i].action);
    EXPECT_EQ(result[0].options[i].visits, result[1].options[i].visits);
    EXPECT_DOUBLE_EQ(result[0].options[i].mean, result[1].options[i].mean);
  }
}

// The tree grows no deeper than tree_depth: at 1 it is the root's choices
// alone, every line past them the rollout's.
TEST(Mcts, TheTreeGrowsNoDeeperThanAllowed) {
  Game g = reference_game();
  const int side = past_forced_choices(g);
  MctsSettings s = small_budget(2);
  s.iterations = 400;
  s.lanes = 1;  // one tree, deep enough to be held back
  const MctsResult free = mcts_search(*g.rules, *g.state, side, s);
  EXPECT_GT(free.deepest, 2);
  s.tree_depth = 1;
  const MctsResult flat = mcts_search(*g.rules, *g.state, side, s);
  EXPECT_EQ(flat.deepest, 1);
  EXPECT_EQ(flat.iterations, 400);
  s.tree_depth = 2;
  EXPECT_EQ(mcts_search(*g.rules, *g.state, side, s).deepest, 2);
}

// With `among` only the first opinion's best few may replace its choice:
// among 1 leaves nobody to challenge it, so even the plain search's rule
// (keep 0: the most visited) plays the first opinion's choice.
TEST(MctsKeep, OnlyTheFirstOpinionsBestFewMayChallengeIt) {
  Game g = reference_game();
  const int side = past_forced_choices(g);
  const Action wanted = utility_choice(g, side);
  MctsPlanner planner(small_budget(2));
  planner.keep_first_opinion(std::make_unique<UtilityPlanner>(balanced_personality(), 1), 0.0, 0.0,
                             1);
  EXPECT_EQ(planner.plan(*g.rules, *g.state, side).chosen, wanted);
}

TEST(MctsKeep, ThePlayerSpecTakesTheMargin) {
  EXPECT_EQ(player_spec_error("mcts:200:dice=paired:keep=2"), "");
  EXPECT_NE(player_spec_error("mcts:200:dice=loaded"), "");
  EXPECT_EQ(player_spec_error("mcts:200:keep=2"), "");
  EXPECT_EQ(player_spec_error("mcts:keep=0.5:1s"), "");
  EXPECT_NE(player_spec_error("mcts:200:keep=-1"), "");
  EXPECT_NE(player_spec_error("mcts:200:keep=much"), "");
  EXPECT_EQ(player_spec_error("mcts:200:among=4"), "");
  EXPECT_EQ(player_spec_error("mcts:200:dice=keyed:depth=1:even=4"), "");
  EXPECT_NE(player_spec_error("mcts:200:depth=-1"), "");
  EXPECT_NE(player_spec_error("mcts:200:even=65"), "");
  EXPECT_NE(player_spec_error("mcts:200:among=-1"), "");
  EXPECT_NE(player_spec_error("mcts:200:among=65"), "");
}

}  // namespace
}  // namespace skirmish::ai
