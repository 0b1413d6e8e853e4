// 004 / Movement and Morale/Courage Checks (events 2 and 3): a charge. The
// group checks before it moves; passing, the enemy in its lane and within
// reach check at once, each group once; the charger ends against the
// nearest edge of his target, facing him; a flank charge fights at +2.
#include <gtest/gtest.h>

#include "engine/rules/mayhem/charge_geometry.h"
#include "engine/rules/mayhem/table_queries.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Red's pair charges east along y 9.5..12 (the lane of their bases); Red's
// captain stands far off, so that Red still has a man to move after them.
// Jean is in the lane, Marc in his group but out of it; Louis is out of the
// lane; Paul is in the lane but beyond the 12" a group's dice can give.
// `terrain`: scenario lines to add (none by default).
std::string charge_field(const std::string& terrain = "") {
  return two_sides(
      "musket",
      {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
       "{name: Pte Ames, at: [10, 10], facing: 0}", "{name: Pte Bell, at: [10, 11.5], facing: 0}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}", "{name: Jean, at: [18, 10], facing: 180}",
       "{name: Marc, at: [18, 8.9], facing: 180, courage: 4}",
       "{name: Louis, at: [18, 14], facing: 180}", "{name: Paul, at: [26, 11], facing: 180}"},
      terrain);
}

// A palisade (a stockade, 2 tall) between the pair and Jean's group: no
// charger could reach Jean across it.
const char* const kPalisade =
    "terrain:\n  - {type: wall, name: palisade, path: [[14, 0], [14, 20]], height: 2}\n";

// Option charged_behind_stockade: by default (check) the lane and the most
// the dice could give decide who checks, palisade or not; with `spared`, a
// man no charger could reach across a stockade is out of "possible charge
// range" and does not check.
TEST(MayhemCharge, AManBehindAStockadeChecksUnlessSpared) {
  {
    MayhemGame g(charge_field(kPalisade));
    const int ames = g.named("Pte Ames");
    g.start(0);
    g.play(order(ames, MoveOrder::kCharge),
           {group_courage(3), group_courage(4), move_die(4), move_die(4), slow_die(1)});
    EXPECT_TRUE(g.narrated("Jean's group checks courage (charged): 4 against 4, holds."))
        << g.story();
  }
  MayhemGame g(charge_field(kPalisade), {{"charged_behind_stockade", "spared", {}}});
  const int ames = g.named("Pte Ames");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge),
         {group_courage(3), move_die(4), move_die(4), slow_die(1)});
  EXPECT_TRUE(g.narrated("they go in.")) << g.story();
  EXPECT_FALSE(g.narrated("checks courage (charged)")) << g.story();
}

// 004 / Morale/Courage Checks: "A check for being ordered to charge is taken
// immediately before attempting to move the figures ... If the group was
// ordered to charge then they stand still instead."
TEST(MayhemCharge, FailedCheckStandsStillAndNobodyMoves) {
  MayhemGame g(charge_field());
  const int ames = g.named("Pte Ames"), bell = g.named("Pte Bell");
  g.start(0);
  EXPECT_TRUE(g.offered(order(ames, MoveOrder::kCharge)));
  g.play(order(ames, MoveOrder::kCharge), {group_courage(4)});  // no movement dice
  EXPECT_TRUE(
      g.narrated("Pte Ames's group is ordered to charge: courage 4 against 3, they "
                 "stand still."))
      << g.story();
  EXPECT_EQ(g.state().step, Step::kActivate);
  EXPECT_EQ(g.state().active, 0);
  EXPECT_EQ(g.figure(ames).at, (Vec2{10, 10}));
  EXPECT_EQ(g.figure(bell).at, (Vec2{10, 11.5}));
  EXPECT_TRUE(g.state().activated[static_cast<size_t>(ames)]);
  EXPECT_TRUE(g.state().activated[static_cast<size_t>(bell)]);
  EXPECT_FALSE(g.narrated("checks courage (charged)")) << g.story();
}

// 004 / Morale/Courage Checks: "a check for being charged is taken as soon
// as the charger has successfully checked. ... all groups or figures with
// the lines defined by the ends of the bases in a charging group, and within
// possible charge range, must check courage"; one die against the highest
// courage of the group.
TEST(MayhemCharge, PassingMakesTheChargedGroupCheckOnce) {
  MayhemGame g(charge_field());
  const int ames = g.named("Pte Ames"), bell = g.named("Pte Bell"), jean = g.named("Jean");
  g.start(0);
  // Red's check, then one for Jean's group (Jean and Marc: Marc's 4), then
  // the distance.
  g.play(order(ames, MoveOrder::kCharge),
         {group_courage(3), group_courage(4), move_die(4), move_die(4), slow_die(1)});
  EXPECT_TRUE(g.narrated("they go in.")) << g.story();
  EXPECT_TRUE(g.narrated("Jean's group checks courage (charged): 4 against 4, holds."))
      << g.story();
  EXPECT_FALSE(g.narrated("Louis checks")) << g.story();
  EXPECT_FALSE(g.narrated("Paul checks")) << g.story();
  EXPECT_EQ(g.state().order, MoveOrder::kCharge);

  EXPECT_TRUE(g.offered(charge(ames, jean)));
  g.play(charge(ames, jean));
  // 004 / Movement: "Figures moving to contact the enemy must move to
  // contact the nearest edge".
  EXPECT_NEAR(g.figure(ames).at.x, 17.0, 1e-6);
  EXPECT_NEAR(g.figure(ames).at.y, 10.0, 1e-6);
  EXPECT_NEAR(g.figure(ames).facing, 0.0, 1e-4);
  EXPECT_TRUE(in_contact(g.state(), ames, jean));
  EXPECT_TRUE(g.narrated("Pte Ames charges Jean, 7.0\".")) << g.story();
  // Bell's way to Jean is blocked by Ames, now in front of him.
  const CheckResult blocked = g.check(charge(bell, jean));
  EXPECT_FALSE(blocked.ok);
  EXPECT_NE(blocked.reason.find("cannot reach Jean: the way is blocked by Pte Ames"),
            std::string::npos)
      << blocked.reason;
}

// Option ordered_charge (docs/rules/mayhem.md): by default a man of a group
// ordered to charge chooses freely, and may hold though an enemy is in
// reach; with must_charge he must charge one, and is free again only with
// nobody in reach.
TEST(MayhemCharge, UnderMustChargeAManInReachMustCharge) {
  const std::vector<Roll> passed = {group_courage(3), group_courage(4), move_die(4), move_die(4),
                                    slow_die(1)};
  MayhemGame free_choice(charge_field());
  const int ames = free_choice.named("Pte Ames"), jean = free_choice.named("Jean");
  free_choice.start(0);
  free_choice.play(order(ames, MoveOrder::kCharge), passed);
  EXPECT_TRUE(free_choice.offered(hold(ames)));
  EXPECT_TRUE(free_choice.offered(charge(ames, jean)));

  MayhemGame bound(charge_field(), {{"ordered_charge", "must_charge", {}}});
  bound.start(0);
  bound.play(order(ames, MoveOrder::kCharge), passed);
  EXPECT_TRUE(bound.offered(charge(ames, jean)));
  for (const Action& a : bound.legal()) {
    EXPECT_EQ(a.kind, ActionKind::kCharge) << "only charges are offered";
  }
  const CheckResult held = bound.check(hold(ames));
  EXPECT_FALSE(held.ok);
  EXPECT_NE(held.reason.find("he must charge one (option ordered_charge)"), std::string::npos)
      << held.reason;
  EXPECT_FALSE(bound.check(move_to(ames, {10, 14})).ok);
}

// With first_goes_in the charge the enemy checked for goes in ("it is
// established that at least one will actually charge"): the group's first
// man who can reach an enemy must charge one; once one has, the rest choose
// freely.
TEST(MayhemCharge, UnderFirstGoesInTheFirstManInReachChargesAndTheRestChoose) {
  MayhemGame g(charge_field(), {{"ordered_charge", "first_goes_in", {}}});
  const int ames = g.named("Pte Ames"), bell = g.named("Pte Bell"), jean = g.named("Jean");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge),
         {group_courage(3), group_courage(4), move_die(4), move_die(4), slow_die(1)});
  ASSERT_TRUE(g.offered(charge(ames, jean)));
  for (const Action& a : g.legal()) {
    EXPECT_EQ(a.kind, ActionKind::kCharge) << "only charges are offered the first man";
  }
  EXPECT_FALSE(g.check(hold(ames)).ok);
  g.play(charge(ames, jean));
  EXPECT_TRUE(g.narrated("Pte Ames charges Jean"));
  EXPECT_TRUE(g.offered(hold(bell)));  // one has gone in: Bell is free
  EXPECT_TRUE(g.check(hold(bell)).ok);
}

TEST(MayhemCharge, UnderMustChargeAManWithNobodyInReachMovesAsHeMay) {
  // The group goes in, but its dice give 2": nobody is in reach.
  MayhemGame g(charge_field(), {{"ordered_charge", "must_charge", {}}});
  const int ames = g.named("Pte Ames"), jean = g.named("Jean");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge),
         {group_courage(3), group_courage(4), move_die(1), move_die(1), slow_die(1)});
  EXPECT_FALSE(g.check(charge(ames, jean)).ok);
  EXPECT_TRUE(g.offered(hold(ames)));
  EXPECT_TRUE(g.check(move_to(ames, {11, 10})).ok) << g.check(move_to(ames, {11, 10})).reason;
}

// 004 / Morale/Courage Checks: a charged group that fails: each man rolls
// his own die, running off above his courage, else retreating 2d6"; the
// charger may then be unable to reach.
TEST(MayhemCharge, ChargedGroupThatFailsGivesWay) {
  MayhemGame g(charge_field());
  const int ames = g.named("Pte Ames"), jean = g.named("Jean"), marc = g.named("Marc");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge),
         {group_courage(1), group_courage(5), own_courage(2), retreat(3), retreat(3),
          own_courage(6), move_die(4), move_die(4), slow_die(1)});
  EXPECT_TRUE(g.narrated("Jean's group checks courage (charged): 5 against 4, fails."))
      << g.story();
  // Jean falls back 6" straight away from the charger; Marc runs off.
  EXPECT_NEAR(g.figure(jean).at.x, 24.0, 1e-6);
  EXPECT_NEAR(g.figure(jean).at.y, 10.0, 1e-6);
  EXPECT_EQ(g.figure(marc).status, FigureStatus::kOffTable);
  EXPECT_FALSE(g.man(marc).downed);
  const CheckResult too_far = g.check(charge(ames, jean));
  EXPECT_FALSE(too_far.ok);
  EXPECT_NE(too_far.reason.find("too far"), std::string::npos) << too_far.reason;
}

// 004 / Melee / Modifiers: "+2 if attacking from the rear or side"; the
// charger "must start to flank or rear to end in superior attack position".
TEST(MayhemCharge, FlankChargeFightsAtPlusTwo) {
  // Leaders stand far off, so that neither fighter has the leader's +1.
  MayhemGame g(two_sides(
      "musket",
      {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
       "{name: Pte Ames, at: [10, 10], facing: 0}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}", "{name: Jean, at: [18, 10], facing: 90}"}));
  const int ames = g.named("Pte Ames"), jean = g.named("Jean");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge),
         {group_courage(1), group_courage(2), move_die(3), move_die(3), move_die(3), slow_die(1)});
  g.play(charge(ames, jean));
  EXPECT_TRUE(g.narrated("Pte Ames charges Jean in the flank, 7.0\".")) << g.story();
  EXPECT_EQ(quarter_facing(g.figure(jean), g.figure(ames).at), Quarter::kSide);
  g.play(end_moves());
  ASSERT_EQ(g.state().step, Step::kMelee) << g.story();
  // 2 + 2 against 3: Ames strikes; unarmed, he needs a 6 on the results die.
  g.play(fight(ames), {melee_skill(2), melee_skill(3), results(6)});
  EXPECT_TRUE(
      g.narrated("Pte Ames fights Jean: 4 to 3, Pte Ames strikes (6 against 6): Jean is "
                 "down."))
      << g.story();
  EXPECT_EQ(g.figure(jean).status, FigureStatus::kDead);
}

// A charge from the front: no bonus, and the charger ends facing his
// target wherever he came from.
TEST(MayhemCharge, ChargerEndsFacingHisTarget) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
       "{name: Pte Ames, at: [10, 10], facing: 30}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}", "{name: Jean, at: [15, 13], facing: 200}"}));
  const int ames = g.named("Pte Ames"), jean = g.named("Jean");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge),
         {group_courage(1), group_courage(2), move_die(2), move_die(2), move_die(2), slow_die(1)});
  g.play(charge(ames, jean));
  const Vec2 to_jean = g.figure(jean).at - g.figure(ames).at;
  EXPECT_NEAR(length(to_jean), 1.0, 1e-6);  // bases touch
  EXPECT_NEAR(g.figure(ames).facing, bearing(g.figure(ames).at, g.figure(jean).at), 1e-3);
  EXPECT_FALSE(g.narrated("in the flank")) << g.story();
  EXPECT_TRUE(in_contact(g.state(), ames, jean));
}

}  // namespace
}  // namespace skirmish::mayhem::testing

namespace skirmish::mayhem::testing {
namespace {

// 004 / Morale/Courage Checks: "Groups charged by more than one group check
// only once". Two Red pairs charge Jean's group in turn; it checks for the
// first charge only.
TEST(MayhemCharge, AGroupChargedTwiceChecksOnce) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
       "{name: Pte Ames, at: [10, 10], facing: 0}", "{name: Pte Bell, at: [10, 11.5], facing: 0}",
       "{name: Pte Cole, at: [6, 9], facing: 0}", "{name: Pte Dunn, at: [6, 10.5], facing: 0}"},
      {"{name: Capt Blue, at: [46, 34], facing: 0}", "{name: Jean, at: [18, 10], facing: 180}",
       "{name: Marc, at: [18, 8.9], facing: 180, courage: 4}"}));
  const int ames = g.named("Pte Ames"), bell = g.named("Pte Bell"), cole = g.named("Pte Cole");
  g.start(0);
  g.play(order(ames, MoveOrder::kCharge),
         {group_courage(3), group_courage(4), move_die(1), move_die(1), slow_die(1)});
  g.play(hold(ames));
  g.play(hold(bell));
  ASSERT_TRUE(g.offered(order(cole, MoveOrder::kCharge))) << g.story();
  // Cole's pair checks for itself; Jean's group has checked already.
  g.play(order(cole, MoveOrder::kCharge),
         {group_courage(3), move_die(1), move_die(1), slow_die(1)});
  const std::string story = g.story();
  const size_t first = story.find("Jean's group checks courage (charged)");
  ASSERT_NE(first, std::string::npos) << story;
  EXPECT_EQ(story.find("Jean's group checks courage (charged)", first + 1), std::string::npos)
      << story;
}

}  // namespace
}  // namespace skirmish::mayhem::testing
