// 004 / Movement (both games): groups and lone men, the distance dice, the
// delaying-terrain die, the mounted bonus, reloading by not moving, moves
// refused with a reason, and leaving the table through an exit.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/forecast.h"

#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

std::string woods() {
  return "terrain:\n  - {type: woods, name: the copse, outline: [[20, 5], [26, 5], [26, 15], "
         "[20, 15]]}\n";
}

// 004 / Musket Mayhem / Movement: "A group consists of figures separated by
// up to 1" ... 3d6" If moving as an individual, 2d6" If movement begins as a
// group"; "Individuals ... breaking off a larger group move at the group's
// rate".
TEST(MayhemActivation, GroupRollsTwoDiceAndLoneManThree) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Pte Ames, at: [10, 10], facing: 0}", "{name: Pte Bell, at: [10, 11.5], facing: 0}",
       "{name: Pte Cole, at: [20, 10], facing: 0}"},
      {"{name: Jean, at: [40, 30], facing: 180}"}));
  const int ames = g.named("Pte Ames"), bell = g.named("Pte Bell"), cole = g.named("Pte Cole");
  g.start(0);
  // One order for the group (its lowest man), one for the man alone.
  EXPECT_TRUE(g.offered(order(ames)));
  EXPECT_TRUE(g.offered(order(cole)));
  EXPECT_FALSE(g.offered(order(bell)));
  // Nobody is within the most a charge could give (18" alone).
  EXPECT_FALSE(g.offered(order(cole, MoveOrder::kCharge)));
  const CheckResult no_charge = g.check(order(cole, MoveOrder::kCharge));
  EXPECT_FALSE(no_charge.ok);
  EXPECT_NE(no_charge.reason.find("no enemy is within charge reach"), std::string::npos)
      << no_charge.reason;

  g.play(order(ames), {move_die(3), move_die(4), slow_die(2)});
  EXPECT_EQ(g.state().movers,
            (std::vector<int16_t>{static_cast<int16_t>(ames), static_cast<int16_t>(bell)}));
  EXPECT_FLOAT_EQ(g.state().allowance, 7.0f);
  EXPECT_TRUE(
      g.narrated("Pte Ames's group of 2 may move up to 7.0\" (2.0\" through delaying terrain)"))
      << g.story();
  EXPECT_EQ(g.rules().next_decision(g.state()).figure, ames);

  // 7.5" is beyond the 7" rolled.
  const CheckResult far = g.check(move_to(ames, {2.5, 10}));
  EXPECT_FALSE(far.ok);
  EXPECT_NE(far.reason.find("too far for the distance rolled (7.5\" asked, 7.0\")"),
            std::string::npos)
      << far.reason;
  g.play(move_to(ames, {3.5, 10}));
  EXPECT_EQ(g.figure(ames).at, (Vec2{3.5, 10}));
  EXPECT_TRUE(g.man(ames).moved);
  EXPECT_TRUE(g.narrated("Pte Ames moves 6.5\" to (3.5, 10.0), facing Jean.")) << g.story();
  // Bell goes at the group's rate.
  EXPECT_EQ(g.rules().next_decision(g.state()).figure, bell);
  EXPECT_FALSE(g.check(move_to(bell, {2.5, 11.5})).ok);
  g.play(move_to(bell, {3.5, 11.5}));
  EXPECT_EQ(g.state().step, Step::kActivate);
  const CheckResult again = g.check(order(bell));
  EXPECT_FALSE(again.ok);
  EXPECT_NE(again.reason.find("has moved already"), std::string::npos) << again.reason;

  g.play(order(cole), {move_die(6), move_die(6), move_die(6), slow_die(1)});
  EXPECT_FLOAT_EQ(g.state().allowance, 18.0f);
  EXPECT_TRUE(g.check(move_to(cole, {20, 27.5})).ok);
  EXPECT_FALSE(g.check(move_to(cole, {20, 28.5})).ok);
}

// 004 / Movement: "1d6": If ... moving through woods or other delaying
// terrain": the 1d6 allowance applies to a move through the copse, however
// much the ordinary dice gave.
TEST(MayhemActivation, ThroughWoodsTheDelayingDieApplies) {
  MayhemGame g(two_sides("musket", {"{name: Pte Ames, at: [15, 10], facing: 0}"},
                         {"{name: Jean, at: [40, 30], facing: 180}"}, woods()));
  const int ames = g.named("Pte Ames");
  g.start(0);
  g.play(order(ames), {move_die(4), move_die(4), move_die(4), slow_die(3)});
  EXPECT_TRUE(g.check(move_to(ames, {17.9, 10})).ok);  // short of the copse: the open
  const CheckResult in = g.check(move_to(ames, {20.5, 10}));
  EXPECT_FALSE(in.ok);
  EXPECT_NE(in.reason.find("3.0\" through delaying terrain"), std::string::npos) << in.reason;
  EXPECT_TRUE(g.check(move_to(ames, {15, 21})).ok);  // 11" in the open
}

TEST(MayhemActivation, DelayingDieAllowsAShortMoveIntoWoods) {
  MayhemGame g(two_sides("musket", {"{name: Pte Ames, at: [15, 10], facing: 0}"},
                         {"{name: Jean, at: [40, 30], facing: 180}"}, woods()));
  const int ames = g.named("Pte Ames");
  g.start(0);
  g.play(order(ames), {move_die(4), move_die(4), move_die(4), slow_die(6)});
  EXPECT_FALSE(g.check(move_to(ames, {21.5, 10})).ok);
  // Where he ends is told by the terrain as well as by the point, for a
  // person placing the figure on a real table.
  EXPECT_EQ(g.rules().describe(g.state(), move_to(ames, {20.5, 10})),
            "Pte Ames moves to (20.5, 10.0) in the copse");
  g.play(move_to(ames, {20.5, 10}));
  EXPECT_EQ(g.figure(ames).at, (Vec2{20.5, 10}));
  EXPECT_TRUE(g.narrated("Pte Ames moves 5.5\" to (20.5, 10.0) in the copse, facing Jean."))
      << g.story();
}

// 004 / Musket Mayhem / Movement: "+2d6" if mounted in the open" (and not
// through the woods).
TEST(MayhemActivation, MusketMountedBonusOnlyInTheOpen) {
  MayhemGame g(two_sides("musket", {"{name: Tpr Dale, at: [15, 10], facing: 0, mounted: true}"},
                         {"{name: Jean, at: [40, 30], facing: 180}"}, woods()));
  const int dale = g.named("Tpr Dale");
  g.start(0);
  g.play(order(dale),
         {move_die(1), move_die(1), move_die(1), slow_die(2), mounted_die(6), mounted_die(6)});
  EXPECT_FLOAT_EQ(g.state().mounted_bonus, 12.0f);
  EXPECT_TRUE(g.narrated("+12.0\" mounted in the open")) << g.story();
  EXPECT_TRUE(g.check(move_to(dale, {15, 24.5})).ok);  // 3 + 12 in the open
  EXPECT_FALSE(g.check(move_to(dale, {15, 25.5})).ok);
  EXPECT_FALSE(g.check(move_to(dale, {20.5, 10})).ok);  // 2" into the woods, no bonus
}

// The moves offered a mounted man (the list a person picks from, and a
// random player's) reach as far as his extra dice take him in the open:
// toward the enemy 3 + 12 = 15", not the 3" of his own dice alone.
TEST(MayhemActivation, TheMovesOfferedAMountedManUseHisExtraDice) {
  MayhemGame g(two_sides("musket", {"{name: Tpr Dale, at: [5, 10], facing: 0, mounted: true}"},
                         {"{name: Jean, at: [40, 10], facing: 180}"}));
  const int dale = g.named("Tpr Dale");
  g.start(0);
  g.play(order(dale),
         {move_die(1), move_die(1), move_die(1), slow_die(2), mounted_die(6), mounted_die(6)});
  double farthest = 0;
  for (const Action& a : g.legal()) {
    if (a.kind == ActionKind::kMove && a.at) farthest = std::max(farthest, a.at->x - 5);
  }
  EXPECT_NEAR(farthest, 15.0, 1e-6);
}

// 004 / Medieval Mayhem / Movement: "+1d6" if mounted", anywhere.
TEST(MayhemActivation, MedievalMountedBonusEverywhere) {
  MayhemGame g(two_sides("medieval", {"{name: Sir Hugh, at: [15, 10], facing: 0, mounted: true}"},
                         {"{name: Wat, at: [40, 30], facing: 180}"}, woods()));
  const int hugh = g.named("Sir Hugh");
  g.start(0);
  g.play(order(hugh), {move_die(1), move_die(1), move_die(1), slow_die(2), mounted_die(6)});
  EXPECT_TRUE(g.check(move_to(hugh, {15, 18.9})).ok);  // 3 + 6 in the open
  EXPECT_FALSE(g.check(move_to(hugh, {15, 19.5})).ok);
  EXPECT_TRUE(g.check(move_to(hugh, {20.5, 10})).ok);  // 2 + 6 into the woods
}

// 004 / Musket Mayhem / Missile Fire: "A gunpowder weapon ... can be
// reloaded as an action by a figure which does not move during its own turn."
TEST(MayhemActivation, ReloadByNotMovingAndNotAfterMoving) {
  MayhemGame g(two_sides("musket",
                         {"{name: Pte Ames, at: [10, 10], facing: 0, weapons: [{name: Musket, "
                          "loaded: false}]}",
                          "{name: Pte Bell, at: [10, 11.5], facing: 0, weapons: [{name: Musket, "
                          "loaded: false}]}"},
                         {"{name: Jean, at: [40, 30], facing: 180}"}));
  const int ames = g.named("Pte Ames"), bell = g.named("Pte Bell");
  g.start(0);
  g.play(order(ames), {move_die(2), move_die(2), slow_die(1)});
  EXPECT_TRUE(g.offered(reload(ames)));
  g.play(reload(ames));
  EXPECT_TRUE(g.man(ames).loaded);
  EXPECT_FALSE(g.man(ames).moved);
  EXPECT_TRUE(g.narrated("Pte Ames reloads.")) << g.story();
  // No action of the flow moves a man and asks him again, but the check
  // still guards the rule: a man marked as moved may not reload.
  g.state().men[static_cast<size_t>(bell)].moved = true;
  const CheckResult moved = g.check(reload(bell));
  EXPECT_FALSE(moved.ok);
  EXPECT_NE(moved.reason.find("has moved this turn"), std::string::npos) << moved.reason;
  EXPECT_FALSE(g.offered(reload(bell)));
  g.state().men[static_cast<size_t>(bell)].moved = false;
  g.play(move_to(bell, {10, 14}));
  EXPECT_FALSE(g.man(bell).loaded);
  EXPECT_TRUE(g.man(bell).moved);
}

// Exit objectives (docs/rules/mayhem.md, Movement): a man may leave the
// table only through an exit objective area of his side.
TEST(MayhemActivation, LeavingThroughAnExitObjective) {
  MayhemGame g(two_sides("musket", {"{name: Pte Ames, at: [44, 10], facing: 0}"},
                         {"{name: Jean, at: [10, 30], facing: 0}"},
                         "objectives:\n  - {name: Get away, kind: exit, side: Red, at: [48, 10], "
                         "radius: 4, points: 2}\n"));
  const int ames = g.named("Pte Ames");
  g.start(0);
  g.play(order(ames), {move_die(2), move_die(2), move_die(2), slow_die(1)});
  const CheckResult elsewhere = g.check(move_to(ames, {44, 36.5}));
  EXPECT_FALSE(elsewhere.ok);
  EXPECT_NE(elsewhere.reason.find("not where his side may leave it"), std::string::npos)
      << elsewhere.reason;
  // The planners are told the move takes the objective's points outright.
  Forecast off, stays;
  g.rules().forecast(g.state(), move_to(ames, {49, 10}), off);
  g.rules().forecast(g.state(), move_to(ames, {47, 10}), stays);
  EXPECT_DOUBLE_EQ(off.points_taken, 2.0);
  EXPECT_DOUBLE_EQ(stays.points_taken, 0.0) << "still on the table";
  g.play(move_to(ames, {49, 10}));
  EXPECT_EQ(g.figure(ames).status, FigureStatus::kOffTable);
  EXPECT_TRUE(g.man(ames).exited);
  EXPECT_FALSE(g.man(ames).downed);
  EXPECT_TRUE(g.narrated("Pte Ames gets away off the table.")) << g.story();
}

}  // namespace
}  // namespace skirmish::mayhem::testing
