// Every planner at a choice a rule set offers in the middle of a shot: the
// horse or the rider of Medieval Mayhem (004 / Medieval Mayhem / Horses,
// option horses_struck_separately), asked of the side whose crossbowman has
// just hit a mounted knight. Each player kind answers with one of the two,
// and the utility planner takes the one the rule set's forecast favours.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/rules/mayhem/horse_strike.h"
#include "tests/rules/mayhem/mayhem_game_support.h"
#include "tools/skirmish/players.h"

namespace skirmish {
namespace {

using mayhem::testing::kHorsesOn;
using mayhem::testing::MayhemGame;

// Sir Nigel (Red) rides in the open 10" in front of Gaston's crossbow;
// `nigel` is the rest of his ratings.
std::string knight_and_crossbow(const std::string& nigel) {
  return mayhem::testing::two_sides(
      "medieval",
      {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
       "{name: Sir Nigel, at: [10, 10], facing: 0, mounted: true, " + nigel + "}"},
      {"{name: Capt Blue, at: [46.5, 34.5], facing: 0}",
       "{name: Gaston, at: [20, 10], facing: 180, weapons: [Crossbow]}"});
}

// The game at the choice: Nigel ordered to move, Gaston's bolt hits him.
void to_the_choice(MayhemGame& g) {
  using namespace mayhem::testing;
  const int nigel = g.named("Sir Nigel");
  g.start(0);
  g.play(order(nigel), {move_die(1), move_die(1), move_die(1), slow_die(1), mounted_die(1)});
  g.play(shoot(g.named("Gaston"), nigel), {skill(5)});
  ASSERT_TRUE(mayhem::shot_waits(g.state()));
}

Action chosen_by(const std::string& spec, MayhemGame& g) {
  const Decision d = g.rules().next_decision(g.state());
  const std::vector<Action> legal = g.legal();
  PlayerSetup setup;
  setup.side = d.side;
  setup.seed = 7;
  const auto player = make_player(spec, setup);
  const std::optional<Action> a = player->choose({g.rules(), g.state(), d, legal});
  EXPECT_TRUE(a.has_value()) << spec;
  return a.value_or(Action{});
}

TEST(HorseOrRider, EveryPlayerKindChoosesOneOfTheTwo) {
  MayhemGame g(knight_and_crossbow("armor: heavy, weapons: [Sword]"), kHorsesOn);
  to_the_choice(g);
  const std::vector<Action> legal = g.legal();
  ASSERT_EQ(legal.size(), 2u);
  for (const std::string spec : {"random", "greedy", "utility", "lookahead", "mcts:200"}) {
    SCOPED_TRACE(spec);
    const Action a = chosen_by(spec, g);
    EXPECT_TRUE(a == legal[0] || a == legal[1]) << g.rules().describe(g.state(), a);
    EXPECT_TRUE(g.check(a).ok);
  }
}

// A timid rider behind a shield (6) on an unarmored horse (3) is more
// likely put out of the fight by killing his horse; a knight in light armor
// (3) on a barded horse (5), by striking him.
TEST(HorseOrRider, TheUtilityPlannerTakesTheLikelierLoss) {
  MayhemGame timid(knight_and_crossbow("armor: heavy, courage: 2, horse_armor: unarmored, "
                                       "weapons: [Sword, Shield]"),
                   kHorsesOn);
  to_the_choice(timid);
  EXPECT_EQ(chosen_by("utility", timid).param, mayhem::kSpecialStrikeHorse);

  MayhemGame bold(knight_and_crossbow("armor: light, courage: 5, horse_armor: barded, "
                                      "weapons: [Sword]"),
                  kHorsesOn);
  to_the_choice(bold);
  EXPECT_EQ(chosen_by("utility", bold).param, mayhem::kSpecialStrikeRider);
}

}  // namespace
}  // namespace skirmish
