// sample_action (ai/sampling.h) takes a first try that rolled no dice for
// every try (DiceFreeTries::kTakenForAll): over random play on a Rencounter
// and a Mayhem scenario, every offered action sampled that way and with
// every try played gives the same outcome bit for bit, and the same moves.
#include <gtest/gtest.h>

#include <bit>
#include <memory>
#include <string>

#include "ai/sampling.h"
#include "engine/core/random.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

uint64_t bits(double x) {
  return std::bit_cast<uint64_t>(x);
}

TEST(SamplingDiceFree, TakingOneTryForAllIsPlayingThemAll) {
  int sampled = 0, dice_free = 0;
  for (const char* file : {"scenarios/reference.yaml", "scenarios/mayhem_stockade_raid.yaml"}) {
    ai_test::Table t = ai_test::scenario_table(file);
    ASSERT_TRUE(t.rules);
    const Rules& rules = *t.rules;
    GameState& state = *t.opening;
    std::unique_ptr<GameState> scratch = state.clone();
    SeededDice dice(41);
    Xoshiro256 choose(42);
    std::vector<Action> legal;
    std::vector<ForecastMove> moves_once, moves_all;
    for (int step = 0; step < 150 && !rules.next_decision(state).game_over(); ++step) {
      rules.legal_actions(state, legal);
      const int side = rules.next_decision(state).side;
      const uint64_t base = decision_seed(7, side, state.actions_applied());
      for (const Action& a : legal) {
        const std::string where =
            std::string(file) + " step " + std::to_string(step) + ": " + rules.describe(state, a);
        SampledOutcome once, all;
        sample_action(rules, state, side, a, 4, base, *scratch, once, &moves_once,
                      DiceFreeTries::kTakenForAll);
        sample_action(rules, state, side, a, 4, base, *scratch, all, &moves_all,
                      DiceFreeTries::kAllPlayed);
        EXPECT_EQ(once.ok, all.ok) << where;
        EXPECT_EQ(bits(once.outlook), bits(all.outlook)) << where;
        EXPECT_EQ(bits(once.standing), bits(all.standing)) << where;
        EXPECT_EQ(bits(once.enemy_losses), bits(all.enemy_losses)) << where;
        EXPECT_EQ(bits(once.own_losses), bits(all.own_losses)) << where;
        ASSERT_EQ(moves_once.size(), moves_all.size()) << where;
        for (std::size_t k = 0; k < moves_once.size(); ++k) {
          EXPECT_EQ(moves_once[k].figure, moves_all[k].figure) << where;
          EXPECT_EQ(moves_once[k].to, moves_all[k].to) << where;
        }
        ++sampled;
        // Whether the shortcut was taken: the first try rolled nothing.
        scratch->copy_from(state);
        SeededDice first(try_seed(base, 0));
        try {
          rules.apply(*scratch, a, first, null_sink());
          dice_free += first.rolls_made() == 0 ? 1 : 0;
        } catch (const RulesError&) {
        }
      }
      rules.apply(state, legal[choose.below(legal.size())], dice, null_sink());
    }
  }
  EXPECT_GT(sampled, 1000);
  EXPECT_GT(dice_free, 100);
}

}  // namespace
}  // namespace skirmish::ai
