// Rencounter played whole: random games end, for every activation method,
// and read as a narrated battle.
#include <gtest/gtest.h>

#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::default_scenario;
using testing::play_random;

// Every activation method plays 200 random games of the quick-start
// scenario to an end, offering only actions check() accepts.
class EveryMethod : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryMethod, RandomGamesAlwaysEnd) {
  RencounterRules rules;
  const auto scenario = default_scenario();
  std::vector<Action> actions;
  for (uint64_t seed = 1; seed <= 200; ++seed) {
    auto state = rules.new_game(scenario, {{"activation", GetParam(), {}}});
    const int steps = play_random(rules, *state, seed, null_sink());
    const Outcome o = rules.outcome(*state);
    ASSERT_TRUE(o.over) << "seed " << seed;
    ASSERT_LT(steps, 6000) << "seed " << seed;
    ASSERT_FALSE(o.reason.empty());
  }
}

INSTANTIATE_TEST_SUITE_P(Rencounter, EveryMethod,
                         ::testing::Values("cards", "dice_and_markers", "dice_and_counters",
                                           "initiative"));

TEST(RencounterPlay, EveryEventOfANarratedGameHasWords) {
  RencounterRules rules;
  auto state = rules.new_game(default_scenario());
  VectorSink events(true);
  play_random(rules, *state, 5, events);
  int narrated = 0;
  for (const Event& e : events.events) {
    EXPECT_FALSE(e.text.empty()) << "event of kind " << name_of(e.kind) << " has no words";
    narrated += e.kind == EventKind::kNarration ? 1 : 0;
  }
  EXPECT_GT(narrated, 20);
  EXPECT_EQ(events.events.back().kind, EventKind::kGameOver);
}

// A move through an enemy is refused naming him as the scenario does, never
// by his place in the list ("an enemy (figure 12) is in the way"). Random
// games of the quick-start scenario; at each man's own action, a walk to
// just past every enemy within reach.
TEST(RencounterPlay, AMoveThroughAnEnemyNamesHim) {
  RencounterRules rules;
  const auto scenario = default_scenario();
  std::vector<Action> legal;
  int named = 0;
  for (uint64_t seed = 1; seed <= 60 && named < 5; ++seed) {
    auto state = rules.new_game(scenario);
    SeededDice dice(seed);
    uint64_t pick = seed;
    for (int step = 0; step < 3000 && !rules.outcome(*state).over; ++step) {
      const Decision d = rules.next_decision(*state);
      for (std::size_t j = 0; d.kind == DecisionKind::kFigureAction && j < state->figures().size();
           ++j) {
        const Figure& man = state->figures()[static_cast<std::size_t>(d.figure)];
        const Figure& enemy = state->figures()[j];
        if (enemy.side == man.side || enemy.status != FigureStatus::kFighting) continue;
        const Vec2 away = enemy.at - man.at;
        const double gap = length(away);
        if (gap < 1e-6 || gap > 4.5) continue;  // past him within a walk
        Action walk;
        walk.kind = ActionKind::kMove;
        walk.actor = static_cast<int16_t>(d.figure);
        walk.param = static_cast<int32_t>(MoveMode::kWalk);
        walk.at = man.at + away * ((gap + 1.2) / gap);
        const CheckResult c = rules.check(*state, walk);
        if (c.ok || c.reason.find("in the way") == std::string::npos) continue;
        EXPECT_EQ(c.reason.find("(figure "), std::string::npos) << c.reason;
        named += c.reason.find(figure_name(*scenario, static_cast<int>(j))) != std::string::npos;
      }
      rules.legal_actions(*state, legal);
      pick = pick * 6364136223846793005ULL + 1442695040888963407ULL;
      rules.apply(*state, legal[(pick >> 33) % legal.size()], dice, null_sink());
    }
  }
  EXPECT_GE(named, 5) << "too few walks through an enemy were tried";
}

}  // namespace
}  // namespace skirmish::rencounter
