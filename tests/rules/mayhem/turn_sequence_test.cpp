// 004 / Sequence (both games): the initiative dice each turn, the winner's
// choice, ties, each side's moves then its melees, the end of the turn and
// of the game, and the post-battle dice for the downed.
#include <gtest/gtest.h>

#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// One man a side, far apart, with nothing to shoot: no reaction windows.
std::string quiet(int turn_limit = 3) {
  return two_sides("musket", {"{name: Pte Red, at: [10, 10], facing: 0}"},
                   {"{name: Pte Blue, at: [38, 26], facing: 180}"}, "", turn_limit);
}

// 004 / Musket Mayhem / Sequence: "Players (sides) dice for initiative each
// turn. Winner chooses to go first or second."
TEST(MayhemTurnSequence, HigherDieWinsAndChoosesToGoFirst) {
  MayhemGame g(quiet());
  EXPECT_EQ(g.rules().next_decision(g.state()).side, 0);
  g.play(roll_for_initiative(), {initiative(5), initiative(2)});
  EXPECT_EQ(g.state().step, Step::kChooseSequence);
  EXPECT_EQ(g.state().initiative_winner, 0);
  EXPECT_EQ(g.rules().next_decision(g.state()).side, 0);
  EXPECT_TRUE(g.narrated("The initiative goes to Red (5 to 2)")) << g.story();
  // Each die says whose it is: a player rolling real dice must know.
  EXPECT_NE(g.story().find("[initiative die for Red: 5]"), std::string::npos) << g.story();
  EXPECT_NE(g.story().find("[initiative die for Blue: 2]"), std::string::npos) << g.story();
  EXPECT_TRUE(g.offered(go_first()));
  EXPECT_TRUE(g.offered(go_second()));
  EXPECT_FALSE(g.check(end_moves()).ok);
  g.play(go_first());
  EXPECT_EQ(g.state().sequence, (std::vector<int8_t>{0, 1}));
  EXPECT_EQ(g.state().active, 0);
  EXPECT_EQ(g.state().step, Step::kActivate);
  EXPECT_TRUE(g.narrated("First move: Red.")) << g.story();
}

// 004 / Musket Mayhem / Sequence: the winner may choose to go second.
TEST(MayhemTurnSequence, WinnerMayChooseToGoSecond) {
  MayhemGame g(quiet());
  g.play(roll_for_initiative(), {initiative(2), initiative(6)});
  EXPECT_EQ(g.state().initiative_winner, 1);
  EXPECT_EQ(g.rules().next_decision(g.state()).side, 1);
  g.play(go_second());
  EXPECT_EQ(g.state().sequence, (std::vector<int8_t>{0, 1}));
  EXPECT_EQ(g.state().active, 0);
  EXPECT_EQ(g.rules().next_decision(g.state()).side, 0);
  EXPECT_TRUE(g.narrated("First move: Red (Blue's choice).")) << g.story();
}

// 004 / Musket Mayhem / Sequence: "While a player is active, he resolves
// movement group by group, and then resolves all hand-to-hand combat";
// then the other side; then a new turn with new initiative dice.
TEST(MayhemTurnSequence, EachSideMovesThenTheTurnEndsAndInitiativeIsRolledAgain) {
  MayhemGame g(quiet());
  g.start(1);  // Blue first
  EXPECT_EQ(g.state().active, 1);
  EXPECT_EQ(g.rules().next_decision(g.state()).kind, DecisionKind::kActivateUnit);
  g.play(end_moves());
  EXPECT_EQ(g.state().active, 0);
  EXPECT_EQ(g.state().step, Step::kActivate);
  EXPECT_EQ(g.state().turn(), 1);
  // Red's end of moves ends the turn: turn 2's dice are rolled at once.
  g.play(end_moves(), {initiative(3), initiative(4)});
  EXPECT_EQ(g.state().turn(), 2);
  EXPECT_EQ(g.state().step, Step::kChooseSequence);
  EXPECT_EQ(g.state().initiative_winner, 1);
  EXPECT_TRUE(g.narrated("Turn 2")) << g.story();
}

// 004 / Musket Mayhem / Sequence: "If there is a tie, repeat the previous
// turn's sequence."
TEST(MayhemTurnSequence, TieRepeatsLastTurnsOrder) {
  MayhemGame g(quiet());
  g.play(roll_for_initiative(), {initiative(1), initiative(4)});
  g.play(go_first());  // Blue, then Red
  g.play(end_moves());
  g.play(end_moves(), {initiative(3), initiative(3)});
  EXPECT_EQ(g.state().turn(), 2);
  EXPECT_EQ(g.state().step, Step::kActivate);
  EXPECT_EQ(g.state().sequence, (std::vector<int8_t>{1, 0}));
  EXPECT_EQ(g.state().active, 1);
  EXPECT_TRUE(
      g.narrated("The initiative is tied (3 each): the order of last turn stands, Blue, "
                 "then Red."))
      << g.story();
}

// 004 / Sequence, first turn (docs/rules/mayhem.md): a tie with no order to
// repeat is rolled again.
TEST(MayhemTurnSequence, FirstTurnTieIsRolledAgain) {
  MayhemGame g(quiet());
  g.play(roll_for_initiative(), {initiative(4), initiative(4), initiative(2), initiative(5)});
  EXPECT_TRUE(g.narrated("The first initiative is tied: roll again.")) << g.story();
  EXPECT_EQ(g.state().initiative_winner, 1);
  EXPECT_EQ(g.state().step, Step::kChooseSequence);
}

// 004 / Sequence, option first_turn_tie=first_side_first: the scenario's
// first side moves first.
TEST(MayhemTurnSequence, FirstTurnTieWithOptionGivesTheFirstSideTheMove) {
  MayhemGame g(quiet(), {{"first_turn_tie", "first_side_first", {}}});
  g.play(roll_for_initiative(), {initiative(6), initiative(6)});
  EXPECT_EQ(g.state().step, Step::kActivate);
  EXPECT_EQ(g.state().sequence, (std::vector<int8_t>{0, 1}));
  EXPECT_EQ(g.state().active, 0);
  EXPECT_TRUE(g.narrated("(first_turn_tie option)")) << g.story();
}

// The turn limit (docs/rules/mayhem.md, "Victory"): the game ends when the
// last side of the last turn has fought; no initiative is rolled after it.
TEST(MayhemTurnSequence, TurnLimitEndsTheGame) {
  MayhemGame g(quiet(1));
  g.start(0);
  g.play(end_moves());
  EXPECT_FALSE(g.outcome().over);
  g.play(end_moves());  // no dice: no turn 2
  EXPECT_EQ(g.state().step, Step::kOver);
  const Outcome o = g.outcome();
  EXPECT_TRUE(o.over);
  EXPECT_EQ(o.winner, -1);
  EXPECT_NE(o.reason.find("turn limit reached"), std::string::npos) << o.reason;
  EXPECT_TRUE(g.rules().next_decision(g.state()).game_over());
  EXPECT_TRUE(g.legal().empty());
}

// Two Red muskets that will kill two of five Blue men spread apart (no
// group checks), so that Blue does not break.
std::string shooting_gallery(int turn_limit) {
  // Blue's commander stands far off: his men's deaths do not shake them all.
  return two_sides(
      "musket",
      {"{name: Pte Ames, at: [10, 10], facing: 0, weapons: [Musket]}",
       "{name: Pte Bell, at: [10, 16], facing: 0, weapons: [Musket]}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}", "{name: Jean, at: [20, 10], facing: 180}",
       "{name: Louis, at: [20, 16], facing: 180}", "{name: Marc, at: [20, 22], facing: 180}",
       "{name: Paul, at: [40, 4], facing: 180}", "{name: Rene, at: [40, 30], facing: 180}"},
      "", turn_limit);
}

// Plays turn 1 of the gallery: Blue moves first, Jean alone; Red's muskets
// kill Jean and Louis as he sets off.
void kill_two(MayhemGame& g) {
  const int jean = g.named("Jean"), louis = g.named("Louis");
  g.start(1);
  g.play(order(jean), {move_die(2), move_die(2), move_die(2), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  g.play(shoot(g.named("Pte Ames"), jean), {skill(6), impact(6)});
  g.play(shoot(g.named("Pte Bell"), louis), {skill(4), impact(5)});  // 5 + 1 musket = 6
  EXPECT_EQ(g.figure(jean).status, FigureStatus::kDead);
  EXPECT_EQ(g.figure(louis).status, FigureStatus::kDead);
  EXPECT_EQ(g.state().step, Step::kActivate) << g.story();
  EXPECT_FALSE(g.outcome().over);
  g.play(end_moves());
}

// 004 / Post-battle results: "downed figures can be diced for, and are
// wounded on a d6 roll of 1-4 and dead on a roll of 5-6".
TEST(MayhemTurnSequence, PostBattleDiceForTheDowned) {
  MayhemGame g(shooting_gallery(1));
  kill_two(g);
  g.play(end_moves(), {post_battle(4), post_battle(5)});  // Jean, then Louis
  EXPECT_EQ(g.state().step, Step::kOver);
  EXPECT_EQ(g.figure(g.named("Jean")).status, FigureStatus::kDown);
  EXPECT_EQ(g.figure(g.named("Louis")).status, FigureStatus::kDead);
  EXPECT_TRUE(g.man(g.named("Jean")).downed);
  EXPECT_TRUE(g.narrated("Jean is found wounded after the battle (4)")) << g.story();
  EXPECT_TRUE(g.narrated("Louis is found dead after the battle (5)")) << g.story();
}

// 004 / Post-battle results are "if important to a scenario": off, no dice.
TEST(MayhemTurnSequence, PostBattleOffRollsNothing) {
  MayhemGame g(shooting_gallery(1), {{"post_battle", "off", {}}});
  kill_two(g);
  g.play(end_moves());
  EXPECT_EQ(g.state().step, Step::kOver);
  EXPECT_EQ(g.figure(g.named("Jean")).status, FigureStatus::kDead);
  EXPECT_FALSE(g.narrated("after the battle")) << g.story();
}

}  // namespace
}  // namespace skirmish::mayhem::testing
