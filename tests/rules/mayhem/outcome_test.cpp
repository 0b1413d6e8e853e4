// Who wins a game of Mayhem (docs/rules/mayhem.md, "Victory"; seed 004 has
// no victory rules and says "use common sense"): a side below the
// scenario's break fraction loses at once; at the turn limit the objectives
// decide (hold, reach, kill = downed, exit), level points a draw; and
// Rules::standing tells the same.
#include <gtest/gtest.h>

#include "engine/rules/standing.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

Standing standing_of(const MayhemGame& g) {
  Standing s;
  g.rules().standing(g.state(), s);
  return s;
}

// Blue: a far-off captain, Jean and Louis; Red's two muskets kill both men.
TEST(MayhemOutcome, SideBelowItsBreakFractionLosesAtOnce) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Pte Ames, at: [10, 10], facing: 0, weapons: [Musket]}",
       "{name: Pte Bell, at: [10, 16], facing: 0, weapons: [Musket]}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}", "{name: Jean, at: [20, 10], facing: 180}",
       "{name: Louis, at: [20, 16], facing: 180}"},
      "objectives:\n  - {name: Get Louis, kind: kill, side: Red, figure: Louis, "
      "points: 1}\n"));
  const int jean = g.named("Jean"), louis = g.named("Louis");
  g.start(1);
  g.play(order(jean), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  g.play(shoot(g.named("Pte Ames"), jean), {skill(6), impact(6)});
  EXPECT_FALSE(g.outcome().over);  // 2 of 3 still fighting
  EXPECT_FALSE(standing_of(g).sides[1].broken);
  // 1 of 3 is below half: over at once, the downed diced for.
  g.play(shoot(g.named("Pte Bell"), louis), {skill(6), impact(6), post_battle(1), post_battle(6)});
  const Outcome o = g.outcome();
  EXPECT_TRUE(o.over);
  EXPECT_EQ(o.winner, 0);
  EXPECT_NE(o.reason.find("Blue broke at turn 1"), std::string::npos) << o.reason;
  EXPECT_TRUE(g.legal().empty());
  EXPECT_TRUE(g.narrated("Blue broke at turn 1")) << g.story();
  const Standing s = standing_of(g);
  EXPECT_TRUE(s.known);
  EXPECT_TRUE(s.sides[1].broken);
  EXPECT_FALSE(s.sides[0].broken);
  EXPECT_EQ(s.sides[0].victory_points, 1);  // Louis is downed: killed
  EXPECT_EQ(s.objective_scored_by[0], 0);
}

// At the turn limit: Red holds its hill, Blue has reached its well: level.
TEST(MayhemOutcome, LevelObjectivesAtTheTurnLimitAreADraw) {
  MayhemGame g(two_sides("musket", {"{name: Pte Ames, at: [10, 10], facing: 0}"},
                         {"{name: Jean, at: [30, 20], facing: 180}"},
                         "objectives:\n"
                         "  - {name: The hill, kind: hold, side: Red, at: [10, 10], radius: 3}\n"
                         "  - {name: The well, kind: reach, side: Blue, at: [30, 26], radius: 2}\n",
                         1));
  const int jean = g.named("Jean");
  g.start(0);
  g.play(end_moves());
  g.play(order(jean), {move_die(2), move_die(2), move_die(2), slow_die(1)});
  // Blue's last man has moved and nobody fights: the turn, and the game, end.
  g.play(move_to(jean, {30, 25.5}));
  EXPECT_EQ(standing_of(g).objective_scored_by, (std::vector<int>{0, 1}));
  const Outcome o = g.outcome();
  EXPECT_TRUE(o.over);
  EXPECT_EQ(o.winner, -1);
  EXPECT_NE(o.reason.find("Red 1, Blue 1 victory points"), std::string::npos) << o.reason;
  const Standing s = standing_of(g);
  EXPECT_EQ(s.sides[0].victory_points, 1);
  EXPECT_EQ(s.sides[1].victory_points, 1);
}

// Ames gets off through the exit (3); Jean stands in Red's hold, so it is
// not held; Ames got away, so Blue's kill objective is not met.
TEST(MayhemOutcome, ExitScoresAndAContestedHoldDoesNot) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Pte Ames, at: [44, 10], facing: 0}", "{name: Pte Bell, at: [10, 10], facing: 0}"},
      {"{name: Jean, at: [12.5, 10], facing: 180}"},
      "objectives:\n"
      "  - {name: Away, kind: exit, side: Red, at: [48, 10], radius: 4, "
      "points: 3}\n"
      "  - {name: The hill, kind: hold, side: Red, at: [10, 10], radius: 3}\n"
      "  - {name: Get Ames, kind: kill, side: Blue, figure: Pte Ames, "
      "points: 2}\n",
      1));
  const int ames = g.named("Pte Ames");
  g.start(0);
  g.play(order(ames), {move_die(2), move_die(2), move_die(2), slow_die(1)});
  g.play(move_to(ames, {49, 10}));
  g.play(end_moves());
  g.play(end_moves());
  const Outcome o = g.outcome();
  EXPECT_TRUE(o.over);
  EXPECT_EQ(o.winner, 0);
  EXPECT_EQ(o.margin, 3);
  const Standing s = standing_of(g);
  EXPECT_EQ(s.objective_scored_by, (std::vector<int>{0, -1, -1}));
  EXPECT_FALSE(s.sides[0].broken);  // the man who got away still counts
}

}  // namespace
}  // namespace skirmish::mayhem::testing
