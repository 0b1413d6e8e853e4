// 004 / Missile Fire and Morale/Courage Checks (events 1 and 4): the
// inactive side's fire during the active side's moves. After a group's order
// and after each of its men has acted, the other side may shoot, one shot at
// a time, each loaded man once in the enemy's part of the turn, or hold its
// fire; arc, range and sight are checked with a reason; a gunpowder weapon
// is unloaded by firing; a death makes the group check at the end of its
// move (once a turn); a Musket hit that does not kill makes the man alone
// check at his group's rate.
#include <gtest/gtest.h>

#include <algorithm>

#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Red's group of three (Cole courage 5) faces Jean's musket and Louis's bow.
// The leaders stand behind the Blue men's backs, out of every arc.
std::string firing_line() {
  return two_sides(
      "musket",
      {"{name: Capt Red, at: [34, 34], facing: 0}", "{name: Pte Ames, at: [10, 10], facing: 0}",
       "{name: Pte Bell, at: [10, 11.5], facing: 0}",
       "{name: Sgt Cole, at: [10, 13], facing: 0, courage: 5}"},
      {"{name: Capt Blue, at: [46, 2], facing: 0}",
       "{name: Jean, at: [20, 12], facing: 180, weapons: [Musket]}",
       "{name: Louis, at: [20, 16], facing: 180, weapons: [Bow]}"});
}

struct Line {
  MayhemGame g{firing_line()};
  int ames = g.named("Pte Ames"), bell = g.named("Pte Bell"), cole = g.named("Sgt Cole");
  int jean = g.named("Jean"), louis = g.named("Louis");

  // Red orders Ames's group to move (2d6" = 6").
  void order_group() {
    g.start(0);
    g.play(order(ames), {move_die(3), move_die(3), slow_die(1)});
  }

  // After the order, Blue holds its fire at every moment and each man of
  // the group holds.
  void all_hold() {
    for (const int man : {ames, bell, cole}) {
      g.play(hold_fire());
      g.play(hold(man));
    }
    g.play(hold_fire());
  }
};

// 004 / Missile Fire: "Each figure armed with a loaded missile weapon may
// shoot once at any point during the enemy's movement"; "A gunpowder weapon
// becomes unloaded".
TEST(MayhemReactionFire, OneShotAtATimeEachManOnce) {
  Line l;
  l.order_group();
  // The window opens before the group's first man moves.
  ASSERT_EQ(l.g.state().step, Step::kReaction) << l.g.story();
  const Decision d = l.g.rules().next_decision(l.g.state());
  EXPECT_EQ(d.kind, DecisionKind::kReaction);
  EXPECT_EQ(d.side, 1);
  EXPECT_TRUE(l.g.offered(hold_fire()));
  EXPECT_TRUE(l.g.offered(shoot(l.jean, l.ames)));
  EXPECT_TRUE(l.g.offered(shoot(l.louis, l.ames)));
  l.g.play(shoot(l.jean, l.ames), {skill(3)});
  EXPECT_TRUE(l.g.narrated("Jean shoots at Pte Ames (open, needs 4+): 3, missed.")) << l.g.story();
  EXPECT_FALSE(l.g.man(l.jean).loaded);
  EXPECT_TRUE(l.g.man(l.jean).shot);
  // Louis may still shoot: the window stays open for him.
  EXPECT_EQ(l.g.state().step, Step::kReaction);
  const CheckResult twice = l.g.check(shoot(l.jean, l.bell));
  EXPECT_FALSE(twice.ok);
  EXPECT_NE(twice.reason.find("cannot shoot now"), std::string::npos) << twice.reason;
  l.g.play(shoot(l.louis, l.bell), {skill(2)});
  // A bow is not unloaded by shooting, but he has had his shot.
  EXPECT_TRUE(l.g.man(l.louis).loaded);
  EXPECT_TRUE(l.g.man(l.louis).shot);
  // Nobody is left to shoot: the men move without another window.
  EXPECT_EQ(l.g.state().step, Step::kMoveMen);
  l.g.play(hold(l.ames));
  EXPECT_EQ(l.g.state().step, Step::kMoveMen);
}

// 004 / Missile Fire: holding fire closes the moment; the next man's action
// opens another.
TEST(MayhemReactionFire, HoldingFireClosesTheWindow) {
  Line l;
  l.order_group();
  l.g.play(hold_fire());
  EXPECT_EQ(l.g.state().step, Step::kMoveMen);
  EXPECT_EQ(l.g.state().reacting, -1);
  EXPECT_EQ(l.g.rules().next_decision(l.g.state()).figure, l.ames);
  EXPECT_FALSE(l.g.check(shoot(l.jean, l.ames)).ok);
  l.g.play(hold(l.ames));
  EXPECT_EQ(l.g.state().step, Step::kReaction);
  l.g.play(shoot(l.jean, l.bell), {skill(1)});
  EXPECT_EQ(l.g.state().step, Step::kReaction);  // Louis still may
}

// 004 / Missile Fire: "at any point during the active player's move". A
// side that ends its moves having ordered nobody still gives the others
// their moment to shoot before the fights (option fire_at_no_move, on by
// default; off, none); one that has ordered a group gave it after the order
// and each man's action, and gets no more.
TEST(MayhemReactionFire, AMoveOfNobodyStillGivesTheEnemyItsMoment) {
  {
    Line l;
    l.g.start(0);
    l.g.play(end_moves());
    EXPECT_EQ(l.g.state().step, Step::kReaction) << l.g.story();
    EXPECT_EQ(l.g.state().reacting, 1);
    l.g.play(shoot(l.jean, l.ames), {skill(6), impact(6)});
    EXPECT_EQ(l.g.figure(l.ames).status, FigureStatus::kDead) << l.g.story();
    // Louis holds, and the fights come: none, so Blue's part of the turn.
    l.g.play(hold_fire(), {group_courage(1)});
    EXPECT_TRUE(l.g.narrated("Pte Bell's group checks courage (a man of theirs has fallen)"))
        << l.g.story();
    EXPECT_EQ(l.g.state().active, 1);
  }
  {
    MayhemGame off(firing_line(), {{"fire_at_no_move", "off", {}}});
    off.start(0);
    off.play(end_moves());
    EXPECT_EQ(off.state().active, 1) << off.story();
  }
  Line l;
  l.order_group();
  l.all_hold();
  EXPECT_EQ(l.g.state().step, Step::kActivate);
  l.g.play(end_moves());
  EXPECT_NE(l.g.state().step, Step::kReaction) << l.g.story();
  EXPECT_EQ(l.g.state().active, 1);
}

// 004 / Morale/Courage Checks, event 1: "A figure in a group is killed (only
// once per turn)"; "A check caused by a casualty or fire is taken at the end
// of the group's movement".
TEST(MayhemReactionFire, KillDownsTheManAndHisGroupChecksAtTheEndOfItsMove) {
  Line l;
  l.order_group();
  l.g.play(shoot(l.jean, l.ames), {skill(4), impact(5)});  // 5 + 1 for the musket
  EXPECT_EQ(l.g.figure(l.ames).status, FigureStatus::kDead);
  EXPECT_TRUE(l.g.man(l.ames).downed);
  EXPECT_TRUE(l.g.narrated("impact 5: down.")) << l.g.story();
  l.g.play(hold_fire());
  // Ames is skipped; Bell and Cole act, then their group checks (Cole's 5).
  EXPECT_EQ(l.g.rules().next_decision(l.g.state()).figure, l.bell);
  l.g.play(hold(l.bell));
  l.g.play(hold_fire());
  l.g.play(hold(l.cole));
  ASSERT_EQ(l.g.state().step, Step::kReaction);
  l.g.play(hold_fire(), {group_courage(5)});
  EXPECT_TRUE(
      l.g.narrated("Pte Bell's group checks courage (a man of theirs has fallen): 5 "
                   "against 5, holds."))
      << l.g.story();
  EXPECT_EQ(l.g.state().step, Step::kActivate);
}

// The same, when the friend whose group was to check falls in turn: the
// group that is left checks, once.
TEST(MayhemReactionFire, TwoDeathsInAGroupStillMakeItCheckOnce) {
  Line l;
  l.order_group();
  l.g.play(shoot(l.jean, l.ames), {skill(6), impact(6)});
  l.g.play(shoot(l.louis, l.bell), {skill(6), impact(6)});
  EXPECT_EQ(l.g.figure(l.bell).status, FigureStatus::kDead);
  // Nobody left to shoot: Cole acts at once.
  EXPECT_EQ(l.g.rules().next_decision(l.g.state()).figure, l.cole);
  l.g.play(hold(l.cole), {group_courage(5)});
  EXPECT_TRUE(
      l.g.narrated("Sgt Cole checks courage (a man of theirs has fallen): 5 against 5, "
                   "holds."))
      << l.g.story();
}

// 004 / Morale/Courage Checks, event 4: "A figure has taken a missile hit
// without being killed (individual check, but taken at the group rate)".
TEST(MayhemReactionFire, HitWithoutKillMakesThatManCheckAtHisGroupsRate) {
  Line l;
  l.order_group();
  l.g.play(shoot(l.jean, l.ames), {skill(4), impact(2)});
  EXPECT_TRUE(l.g.narrated("impact 2: he must check courage.")) << l.g.story();
  EXPECT_EQ(l.g.figure(l.ames).status, FigureStatus::kFighting);
  l.g.play(hold_fire());
  l.g.play(hold(l.ames));
  l.g.play(hold_fire());
  l.g.play(hold(l.bell));
  l.g.play(hold_fire());
  l.g.play(hold(l.cole));
  // Ames's own courage is 3; his group's rate is Cole's 5.
  l.g.play(hold_fire(), {group_courage(5)});
  EXPECT_TRUE(l.g.narrated("Pte Ames checks courage at his group's 5: 5, holds.")) << l.g.story();
  EXPECT_EQ(l.g.figure(l.ames).status, FigureStatus::kFighting);
}

TEST(MayhemReactionFire, FailedHitCheckRunsOffAlone) {
  Line l;
  l.order_group();
  l.g.play(shoot(l.jean, l.ames), {skill(4), impact(2)});
  l.g.play(hold_fire());
  l.g.play(hold(l.ames));
  l.g.play(hold_fire());
  l.g.play(hold(l.bell));
  l.g.play(hold_fire());
  l.g.play(hold(l.cole));
  // Over his group's 5, then over his own 3: he runs off; his friends stay.
  l.g.play(hold_fire(), {group_courage(6), own_courage(4)});
  EXPECT_TRUE(l.g.narrated("Pte Ames checks courage at his group's 5: 6, fails.")) << l.g.story();
  EXPECT_TRUE(l.g.narrated("Pte Ames rolls 4 against his courage 3: runs off the table."))
      << l.g.story();
  EXPECT_EQ(l.g.figure(l.ames).status, FigureStatus::kOffTable);
  EXPECT_FALSE(l.g.man(l.ames).downed);
  EXPECT_EQ(l.g.figure(l.bell).status, FigureStatus::kFighting);
  EXPECT_EQ(l.g.figure(l.cole).status, FigureStatus::kFighting);
}

// 004 / Missile Fire: the arc ("within a zone 45 degrees to either side of
// the front facing"), the range (004 / Weapons) and "They may not shoot over
// another figure" are checked, each with a reason.
TEST(MayhemReactionFire, ArcRangeAndSightRefusedWithAReason) {
  MayhemGame g(two_sides("musket", {"{name: Pte Ames, at: [10, 10], facing: 0}"},
                         {"{name: Capt Blue, at: [46, 34], facing: 0}",
                          "{name: Jean, at: [20, 12], facing: 180, weapons: [Musket]}",
                          "{name: Marc, at: [20, 6], facing: 0, weapons: [Musket]}",
                          "{name: Paul, at: [30, 22], facing: 180, weapons: [Pistol]}",
                          "{name: Rene, at: [30, 14], facing: 180, weapons: [Musket]}"}));
  const int ames = g.named("Pte Ames");
  g.start(0);
  g.play(order(ames), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction);
  const CheckResult arc = g.check(shoot(g.named("Marc"), ames));
  EXPECT_FALSE(arc.ok);
  EXPECT_NE(arc.reason.find("outside Marc's arc of fire"), std::string::npos) << arc.reason;
  const CheckResult range = g.check(shoot(g.named("Paul"), ames));
  EXPECT_FALSE(range.ok);
  EXPECT_NE(range.reason.find("out of range"), std::string::npos) << range.reason;
  const CheckResult sight = g.check(shoot(g.named("Rene"), ames));
  EXPECT_FALSE(sight.ok);
  EXPECT_NE(sight.reason.find("Jean is in the line of fire"), std::string::npos) << sight.reason;
  EXPECT_FALSE(g.offered(shoot(g.named("Rene"), ames)));
  EXPECT_TRUE(g.check(shoot(g.named("Jean"), ames)).ok);
}

// 004 / Missile Fire: "hard cover with a -1 cannot be hit" (Musket: hard
// cover needs a 6, -1 over half range). Such a shot is no choice (ours):
// with no other, no window opens and the men move on without the other
// side being asked; nearer, a 6 hits and the window opens with the shot.
TEST(MayhemReactionFire, AShotThatCannotHitOpensNoWindow) {
  const auto game = [](const std::string& jean_at) {
    return two_sides("musket", {"{name: Pte Ames, at: [10, 10], facing: 0}"},
                     {"{name: Capt Blue, at: [46, 34], facing: 0}",
                      "{name: Jean, at: [" + jean_at + ", 10], facing: 180, weapons: [Musket]}"},
                     "terrain:\n  - {type: wall, name: the dyke, path: [[11, 6], [11, 14]]}\n");
  };
  MayhemGame far(game("31"));  // 21" off, over half the musket's 24"
  const int ames = far.named("Pte Ames"), jean = far.named("Jean");
  far.start(0);
  far.play(order(ames), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  EXPECT_EQ(far.state().step, Step::kMoveMen) << far.story();
  EXPECT_EQ(far.rules().next_decision(far.state()).figure, ames);

  MayhemGame near(game("21"));  // 11" off
  near.start(0);
  near.play(order(ames), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_EQ(near.state().step, Step::kReaction) << near.story();
  EXPECT_TRUE(near.offered(shoot(jean, ames)));
  near.play(shoot(jean, ames), {skill(6), impact(1)});
  EXPECT_TRUE(near.narrated("Jean shoots at Pte Ames (hard cover, needs 6+): 6, hit"))
      << near.story();
}

// Every window the shipped games open offers a shot: a side is never asked
// to choose "hold fire" alone. Random play of both scenarios.
TEST(MayhemReactionFire, EveryWindowInTheShippedGamesOffersAShot) {
  const MayhemRules rules;
  std::vector<Action> legal;
  int windows = 0;
  for (const char* file : {"mayhem_stockade_raid.yaml", "mayhem_forest_ambush.yaml"}) {
    const auto scenario = shipped_scenario(file);
    ASSERT_NE(scenario, nullptr);
    for (uint64_t seed = 1; seed <= 12; ++seed) {
      auto state = rules.new_game(scenario, {});
      SeededDice dice(seed);
      RandomPicks picks(seed);
      for (int step = 0; step < 5000 && !rules.outcome(*state).over; ++step) {
        rules.legal_actions(*state, legal);
        if (as_mayhem(*state).step == Step::kReaction) {
          ++windows;
          const bool shot = std::any_of(legal.begin(), legal.end(), [](const Action& a) {
            return a.kind == ActionKind::kShoot;
          });
          ASSERT_TRUE(shot) << file << ", seed " << seed << ", decision " << step;
        }
        rules.apply(*state, legal[picks.next(legal.size())], dice, null_sink());
      }
    }
  }
  EXPECT_GT(windows, 200);
}

// 004 / Missile Fire: the smoke puff is cleared by a man "which does not
// move during its own turn"; in the next enemy move he may shoot again.
TEST(MayhemReactionFire, UnloadedMusketReloadsInItsOwnTurnAndShootsAgain) {
  Line l;
  l.order_group();
  l.g.play(shoot(l.jean, l.ames), {skill(1)});
  l.all_hold();
  l.g.play(end_moves());  // Blue's part
  ASSERT_EQ(l.g.state().active, 1);
  l.g.play(order(l.jean), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  EXPECT_TRUE(l.g.offered(reload(l.jean)));
  l.g.play(reload(l.jean));
  EXPECT_TRUE(l.g.man(l.jean).loaded);
  l.g.play(end_moves(), {initiative(6), initiative(1)});
  l.g.play(go_first());
  l.g.play(order(l.ames), {move_die(1), move_die(1), slow_die(1)});
  EXPECT_TRUE(l.g.offered(shoot(l.jean, l.ames)));
  EXPECT_FALSE(l.g.man(l.louis).shot);
}

}  // namespace
}  // namespace skirmish::mayhem::testing

namespace skirmish::mayhem::testing {
namespace {

// 004 / Medieval Mayhem / Optional rules for massed bowmen: bowmen of one
// group shoot over their own men's bases at targets in the open, hitting
// only on a 6. Hugh stands behind Wat in one group; with the option he
// shoots over him, needing a 6 where a clear shot in the open needs 5.
TEST(MayhemReactionFire, MassedBowmenShootOverTheirGroupOnASix) {
  const std::string field = two_sides(
      "medieval",
      {"{name: Capt Red, at: [34, 34], facing: 0}", "{name: Pte Ames, at: [10, 10], facing: 0}"},
      {"{name: Capt Blue, at: [46, 2], facing: 0}",
       "{name: Wat, at: [18, 10], facing: 180, weapons: [Bow]}",
       "{name: Hugh, at: [19.5, 10], facing: 180, weapons: [Bow]}"});
  for (const bool massed : {false, true}) {
    MayhemGame g(field, {{"massed_bowmen", massed ? "on" : "off", {}}});
    const int ames = g.named("Pte Ames"), hugh = g.named("Hugh"), wat = g.named("Wat");
    g.start(0);
    g.play(order(ames), {move_die(1), move_die(1), move_die(1), slow_die(1)});
    ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
    EXPECT_TRUE(g.offered(shoot(wat, ames)));
    EXPECT_EQ(g.offered(shoot(hugh, ames)), massed) << g.story();
    if (!massed) {
      EXPECT_NE(g.check(shoot(hugh, ames)).reason.find("Wat is in the line of fire"),
                std::string::npos);
      continue;
    }
    g.play(shoot(hugh, ames), {skill(5)});
    EXPECT_TRUE(g.narrated("Hugh shoots at Pte Ames (open, needs 6+): 5, missed.")) << g.story();
  }
}

}  // namespace
}  // namespace skirmish::mayhem::testing
