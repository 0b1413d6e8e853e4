// A DestinationFinder keeps, from one find to the next, which enemies each
// node is screened from, for as long as the enemy has not moved and the
// pieces near the node are the same (screened_counts.h). Over random play
// on three scenarios (four games each), a finder asked of man after man as
// each is to act (and of each twice, as a leader is for his order and then
// his own action) finds the very destinations a fresh finder does, bit for
// bit.
#include <gtest/gtest.h>

#include <bit>
#include <memory>
#include <string>
#include <vector>

#include "ai/tactics/destinations.h"
#include "engine/core/random.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

uint64_t bits(double x) {
  return std::bit_cast<uint64_t>(x);
}

void expect_same(const std::vector<Destination>& kept, const std::vector<Destination>& fresh,
                 const std::string& where) {
  ASSERT_EQ(kept.size(), fresh.size()) << where;
  for (std::size_t k = 0; k < kept.size(); ++k) {
    EXPECT_EQ(kept[k].why, fresh[k].why) << where;
    EXPECT_EQ(bits(kept[k].at.x), bits(fresh[k].at.x)) << where;
    EXPECT_EQ(bits(kept[k].at.y), bits(fresh[k].at.y)) << where;
    EXPECT_EQ(bits(kept[k].path_inches), bits(fresh[k].path_inches)) << where;
    EXPECT_EQ(kept[k].move, fresh[k].move) << where;
    EXPECT_EQ(kept[k].target, fresh[k].target) << where;
    EXPECT_EQ(bits(kept[k].exposure.expected_hits), bits(fresh[k].exposure.expected_hits)) << where;
  }
}

TEST(DestinationsKept, KeptFieldsAndCountsFindWhatAFreshFinderFinds) {
  int finds = 0, into_cover = 0;
  for (const char* file : {"scenarios/reference.yaml", "scenarios/defended_building.yaml",
                           "scenarios/mayhem_stockade_raid.yaml"}) {
    for (uint64_t game = 1; game <= 4; ++game) {
      ai_test::Table t = ai_test::scenario_table(file);
      ASSERT_TRUE(t.rules);
      const Rules& rules = *t.rules;
      GameState& state = *t.opening;
      SeededDice dice(50 + game);
      Xoshiro256 choose(60 + game);
      std::vector<Action> legal;
      std::vector<Destination> kept, fresh;
      // As the utility planner finds them: cover judged by the terrain alone.
      DestinationSettings settings;
      settings.ask_exposure = false;
      DestinationFinder keeper(settings);
      std::vector<Action> moves;
      for (int step = 0; step < 300 && !rules.next_decision(state).game_over(); ++step) {
        const Decision d = rules.next_decision(state);
        rules.legal_actions(state, legal);
        // The man whose action is asked, with the rule set's own moves of his
        // (as the utility planner asks it); twice, as a leader is asked.
        if (d.kind == DecisionKind::kFigureAction) {
          moves.clear();
          for (const Action& a : legal) {
            if (a.kind == ActionKind::kMove && a.at && a.actor == d.figure) moves.push_back(a);
          }
          for (int again = 0; again < 2; ++again) {
            const std::string where = std::string(file) + " game " + std::to_string(game) +
                                      " step " + std::to_string(step) + " ask " +
                                      std::to_string(again);
            keeper.find(rules, state, d.figure, moves, kept);
            DestinationFinder once(settings);
            once.find(rules, state, d.figure, moves, fresh);
            expect_same(kept, fresh, where);
            ++finds;
            for (const Destination& found : kept)
              into_cover += found.why == Why::kIntoCover ? 1 : 0;
          }
        }
        rules.apply(state, legal[choose.below(legal.size())], dice, null_sink());
      }
    }
  }
  EXPECT_GT(finds, 800);
  EXPECT_GT(into_cover, 100);
}

}  // namespace
}  // namespace skirmish::ai
