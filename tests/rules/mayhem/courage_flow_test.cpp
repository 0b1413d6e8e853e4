// 004 / Morale/Courage Checks (Musket) and Morale (Medieval): a group checks
// on one die against its highest courage; failing, each man rolls his own
// die and runs off the table above his courage, else falls back 2d6" away
// from the enemy; the commander's death makes his whole contingent check at
// the end of the phase.
#include <gtest/gtest.h>

#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Red's group: Ames (3), Bell (2), Cole (5); Jean's musket kills Ames.
std::string shaken_group() {
  return two_sides(
      "musket",
      {"{name: Capt Red, at: [34, 34], facing: 0}", "{name: Pte Ames, at: [10, 10], facing: 0}",
       "{name: Pte Bell, at: [10, 11.5], facing: 0, courage: 2}",
       "{name: Sgt Cole, at: [10, 13], facing: 0, courage: 5}"},
      {"{name: Capt Blue, at: [46, 2], facing: 0}",
       "{name: Jean, at: [20, 12], facing: 180, weapons: [Musket]}"});
}

// Plays to the end of the group's move, Ames shot dead as it set off.
void kill_ames(MayhemGame& g, const std::vector<Roll>& check) {
  g.start(0);
  g.play(order(g.named("Pte Ames")), {move_die(3), move_die(3), slow_die(1)});
  g.play(shoot(g.named("Jean"), g.named("Pte Ames")), {skill(6), impact(6)});
  g.play(hold(g.named("Pte Bell")));
  g.play(hold(g.named("Sgt Cole")), check);
}

// 004 / Morale/Courage Checks: "Roll one die vs. the highest courage value
// in the group ... If the die is equal to or less than the courage value
// then the group passes."
TEST(MayhemCourageFlow, GroupChecksAgainstItsHighestCourage) {
  MayhemGame g(shaken_group());
  kill_ames(g, {group_courage(5)});
  EXPECT_TRUE(
      g.narrated("Pte Bell's group checks courage (a man of theirs has fallen): 5 against "
                 "5, holds."))
      << g.story();
  EXPECT_EQ(g.figure(g.named("Pte Bell")).status, FigureStatus::kFighting);
}

// 004 / Morale/Courage Checks: "roll again against each individual's
// courage. If they roll higher than their courage, they run off the board
// and are removed. Otherwise they retreat 2d6"".
TEST(MayhemCourageFlow, FailingEachManRunsOffOrFallsBackAwayFromTheEnemy) {
  MayhemGame g(shaken_group());
  const int bell = g.named("Pte Bell"), cole = g.named("Sgt Cole"), jean = g.named("Jean");
  const Vec2 cole_was = g.figure(cole).at;
  const double was_off = distance(cole_was, g.figure(jean).at);
  kill_ames(g, {group_courage(6), own_courage(3), own_courage(5), retreat(4), retreat(2)});
  EXPECT_TRUE(g.narrated("6 against 5, fails.")) << g.story();
  // Bell: 3 over his 2, runs off (not downed); Cole: 5, falls back 6".
  EXPECT_EQ(g.figure(bell).status, FigureStatus::kOffTable);
  EXPECT_FALSE(g.man(bell).downed);
  // Each man's own die is told, so that a person can check it at the table.
  EXPECT_TRUE(g.narrated("Pte Bell rolls 3 against his courage 2: runs off the table."))
      << g.story();
  EXPECT_EQ(g.figure(cole).status, FigureStatus::kFighting);
  EXPECT_NEAR(distance(cole_was, g.figure(cole).at), 6.0, 1e-6);
  EXPECT_NEAR(distance(g.figure(cole).at, g.figure(jean).at), was_off + 6.0, 1e-6);
  EXPECT_TRUE(g.narrated("Sgt Cole rolls 5 against his courage 5: falls back 6.0\"")) << g.story();
}

// 004 / Heroes: a save token cancels "a death or morale failure". Spent on
// his own failed die, it keeps the man on the table (he still falls back),
// and the narration says so beside the die, for a person checking the roll.
TEST(MayhemCourageFlow, ASaveTokenSpentOnHisOwnDieIsTold) {
  std::string field = shaken_group();
  const std::string bell = "{name: Pte Bell, at: [10, 11.5], facing: 0, courage: 2}";
  field.replace(field.find(bell), bell.size(),
                "{name: Pte Bell, at: [10, 11.5], facing: 0, courage: 2, saves: 1}");
  MayhemGame g(field);
  const int bell_man = g.named("Pte Bell");
  kill_ames(g, {group_courage(6), own_courage(3), retreat(2), retreat(2), own_courage(5),
                retreat(3), retreat(3)});
  EXPECT_EQ(g.figure(bell_man).status, FigureStatus::kFighting);
  EXPECT_EQ(g.man(bell_man).saves, 0);
  EXPECT_TRUE(g.narrated(
      "Pte Bell rolls 3 against his courage 2 and spends a save token: falls back 4.0\""))
      << g.story();
}

// Red's commander stands alone in front of Jean's musket; Bell alone and
// the pair Cole and Dow are elsewhere.
std::string commander_field() {
  return two_sides(
      "musket",
      {"{name: Capt Red, at: [10, 10], facing: 0, commander: yes}",
       "{name: Pte Bell, at: [10, 20], facing: 0}", "{name: Pte Cole, at: [4, 30], facing: 0}",
       "{name: Pte Dow, at: [4, 31.5], facing: 0}"},
      {"{name: Capt Blue, at: [46, 2], facing: 0}",
       "{name: Jean, at: [20, 12], facing: 180, weapons: [Musket]}"});
}

// 004 / Morale/Courage Checks, event 5: "For the death of a commander, all
// individuals and groups in the contingent must check at the end of the
// movement or combat phase in which the commander was killed."
TEST(MayhemCourageFlow, CommandersDeathMakesTheContingentCheckAtTheEndOfThePhase) {
  MayhemGame g(commander_field());
  const int capt = g.named("Capt Red");
  g.start(0);
  g.play(order(capt), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  g.play(shoot(g.named("Jean"), capt), {skill(5), impact(5)});
  EXPECT_EQ(g.figure(capt).status, FigureStatus::kDead);
  EXPECT_FALSE(g.narrated("their commander has fallen")) << g.story();
  // Bell, then the pair Cole and Dow (one die), when Red's moves and fights
  // are done.
  g.play(end_moves(), {group_courage(2), group_courage(3)});
  EXPECT_TRUE(
      g.narrated("Pte Bell checks courage (their commander has fallen): 2 against 3, "
                 "holds."))
      << g.story();
  EXPECT_TRUE(
      g.narrated("Pte Cole's group checks courage (their commander has fallen): 3 "
                 "against 3, holds."))
      << g.story();
  EXPECT_EQ(g.state().active, 1);
}

// A man who fails that check falls back away from the enemy, not away from
// where his commander fell (004 / Morale: "retreat 2d6"").
TEST(MayhemCourageFlow, CommanderCheckRetreatGoesAwayFromTheEnemy) {
  MayhemGame g(commander_field());
  const int capt = g.named("Capt Red"), bell = g.named("Pte Bell"), jean = g.named("Jean");
  g.start(0);
  g.play(order(capt), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  g.play(shoot(jean, capt), {skill(5), impact(5)});
  const Vec2 bell_was = g.figure(bell).at;
  const double was_off = distance(bell_was, g.figure(jean).at);
  g.play(end_moves(), {group_courage(4), own_courage(3), retreat(3), retreat(3), group_courage(1)});
  EXPECT_EQ(g.figure(bell).status, FigureStatus::kFighting);
  EXPECT_NEAR(distance(bell_was, g.figure(bell).at), 6.0, 1e-6);
  EXPECT_NEAR(distance(g.figure(bell).at, g.figure(jean).at), was_off + 6.0, 1e-6) << g.story();
}

}  // namespace
}  // namespace skirmish::mayhem::testing
