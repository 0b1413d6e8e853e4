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

}  // namespace
}  // namespace skirmish::rencounter
