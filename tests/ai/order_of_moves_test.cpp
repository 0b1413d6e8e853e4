// The initiative's winner choosing to move first or second (004 / Sequence),
// as the utility planner weighs and tells it: moving first puts the side's
// men before the charges they stand under; with none in reach, the reason
// says that going first forestalls nothing yet, rather than only that the
// two are rated alike.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tests/rules/mayhem/mayhem_game_support.h"
#include "tools/skirmish/players.h"

namespace skirmish {
namespace {

using mayhem::testing::MayhemGame;

// Pte Ames (Red) and Jean's bayonet `apart` inches from him.
std::string ames_and_jean(double apart) {
  return mayhem::testing::two_sides(
      "musket",
      {"{name: Capt Red, at: [2, 34], facing: 0}", "{name: Pte Ames, at: [10, 10], facing: 0}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}",
       "{name: Jean, at: [" + std::to_string(10 + apart) +
           ", 10], facing: 180, weapons: [Bayonet]}"});
}

// Red wins the initiative and must choose the order of moves.
void to_the_choice(MayhemGame& g) {
  using namespace mayhem::testing;
  g.play(roll_for_initiative(), {initiative(5), initiative(2)});
  ASSERT_EQ(g.state().step, mayhem::Step::kChooseSequence);
}

struct Told {
  Action chosen;
  std::string why;
};

Told utility_choice(MayhemGame& g) {
  const Decision d = g.rules().next_decision(g.state());
  const std::vector<Action> legal = g.legal();
  PlayerSetup setup;
  setup.side = d.side;
  setup.seed = 7;
  const auto player = make_player("utility", setup);
  const std::optional<Action> a = player->choose({g.rules(), g.state(), d, legal});
  EXPECT_TRUE(a.has_value());
  return {a.value_or(Action{}), std::string(player->explanation())};
}

TEST(OrderOfMoves, MovingFirstForestallsTheChargesTheMenStandUnder) {
  MayhemGame g(ames_and_jean(8));
  to_the_choice(g);
  const Told told = utility_choice(g);
  EXPECT_EQ(told.chosen, mayhem::testing::go_first());
  EXPECT_NE(told.why.find("our men act before the charges on them fall ("), std::string::npos)
      << told.why;
}

TEST(OrderOfMoves, WithNoChargeInReachTheReasonSaysGoingFirstForestallsNothing) {
  MayhemGame g(ames_and_jean(36));
  to_the_choice(g);
  const Told told = utility_choice(g);
  EXPECT_EQ(told.chosen, mayhem::testing::go_first());
  EXPECT_EQ(told.why,
            "no enemy man can charge ours before they act, so going first forestalls nothing yet "
            "(both choices are rated alike)");
}

}  // namespace
}  // namespace skirmish
