// The odds shown beside a numbered choice at the play prompt.
#include "tools/skirmish/choice_odds.h"

#include <gtest/gtest.h>

#include <sstream>

#include "engine/rules/registry.h"
#include "tools/skirmish/commands.h"

namespace skirmish {
namespace {

TEST(ChoiceOdds, AShotOrBlowShowsItsChanceToHitAndTheMenItPutsDown) {
  Forecast f;
  f.known = true;
  f.hit_chance = 1.0 / 3;
  f.enemy_losses = 1.0 / 6;
  EXPECT_EQ(choice_odds(f), "  (33% to hit; 0.17 enemy men out of the fight)");
  f.own_losses = 0.05;  // a riposte
  EXPECT_EQ(choice_odds(f), "  (33% to hit; 0.17 enemy men out of the fight, 0.05 of ours)");
  // Orders whose men's shots are forecast without one chance to hit.
  Forecast order;
  order.known = true;
  order.enemy_losses = 0.39;
  EXPECT_EQ(choice_odds(order), "  (0.39 enemy men out of the fight)");
}

TEST(ChoiceOdds, NothingWhereNothingIsStruckOrNothingIsKnown) {
  Forecast move;
  move.known = true;
  EXPECT_EQ(choice_odds(move), "");
  Forecast unknown;
  unknown.hit_chance = 0.5;
  unknown.enemy_losses = 0.5;
  EXPECT_EQ(choice_odds(unknown), "");
}

// A person choosing the Crown's first order on the reference scenario sees
// each Volley Fire with its odds, and a move with none.
TEST(ChoiceOdds, ThePromptListsVolleysWithTheirOdds) {
  Registry registry;
  add_builtin_rule_sets(registry);
  PlayArgs args;
  args.scenario = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";
  args.red = "human";
  args.blue = "computer";
  args.seed = 3;
  std::istringstream in("1\n");
  std::ostringstream out, err;
  ASSERT_EQ(run_play(args, registry, in, out, err), 0) << err.str();
  const std::string text = out.str();
  const auto volley = text.find("Volley Fire at Sgt Usher  (");
  ASSERT_NE(volley, std::string::npos) << text;
  EXPECT_NE(text.find("% to hit; ", volley), std::string::npos) << text;
  EXPECT_NE(text.find("Follow Me to (30.0, 12.0)\n"), std::string::npos) << text;
}

}  // namespace
}  // namespace skirmish
