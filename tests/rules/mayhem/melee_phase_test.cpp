// 004 / Melee, Melee Results (Musket), Combat Results/Impact (Medieval):
// after its moves the active side fights every pair in contact once, in the
// order it picks, all of one man's fights together; a man put down has no
// more fights.
#include <gtest/gtest.h>

#include "engine/rules/mayhem/charge_geometry.h"
#include "engine/rules/mayhem/table_queries.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Two pairs already in contact; the leaders far off. Ames and Bell carry
// muskets (armament 5), Jean a knife alone (6), Louis a tomahawk (5).
std::string two_pairs() {
  return two_sides("musket",
                   {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
                    "{name: Pte Ames, at: [10, 10], facing: 0, weapons: [Musket]}",
                    "{name: Pte Bell, at: [10, 20], facing: 0, weapons: [Musket]}"},
                   {"{name: Capt Blue, at: [46.5, 34.5], facing: 0}",
                    "{name: Jean, at: [11, 10], facing: 180, weapons: [Knife]}",
                    "{name: Louis, at: [11, 20], facing: 180, weapons: [Tomahawk]}"});
}

struct Pairs {
  MayhemGame g{two_pairs()};
  int ames = g.named("Pte Ames"), bell = g.named("Pte Bell");
  int jean = g.named("Jean"), louis = g.named("Louis");

  void to_the_melee() {
    g.start(0);
    g.play(end_moves());
    ASSERT_EQ(g.state().step, Step::kMelee) << g.story();
  }
};

// 004 / Melee: "The player whose turn it is decides the order in which
// combats are fought"; Melee Results: "the results die is compared to the
// armament of the attacking figure".
TEST(MayhemMeleePhase, PairsFightOnceInTheOrderTheActiveSidePicks) {
  Pairs p;
  p.to_the_melee();
  EXPECT_EQ(p.g.rules().next_decision(p.g.state()).side, 0);
  for (const int m : {p.ames, p.bell, p.jean, p.louis}) EXPECT_TRUE(p.g.offered(fight(m)));
  p.g.play(fight(p.ames), {melee_skill(4), melee_skill(2), results(5)});
  EXPECT_TRUE(
      p.g.narrated("Pte Ames fights Jean: 4 to 2, Pte Ames strikes (5 against 5): Jean is "
                   "down."))
      << p.g.story();
  EXPECT_EQ(p.g.figure(p.jean).status, FigureStatus::kDead);
  EXPECT_FALSE(p.g.offered(fight(p.ames)));
  const CheckResult done = p.g.check(fight(p.ames));
  EXPECT_FALSE(done.ok);
  EXPECT_NE(done.reason.find("has no fight left"), std::string::npos) << done.reason;
  // The man picked rolls first.
  p.g.play(fight(p.louis), {melee_skill(5), melee_skill(2), results(5)});
  EXPECT_EQ(p.g.figure(p.bell).status, FigureStatus::kDead);
  // Every pair has fought: Blue's part of the turn begins.
  EXPECT_EQ(p.g.state().active, 1);
  EXPECT_EQ(p.g.state().step, Step::kActivate);
}

// 004 / Melee Results: the same 5 that removes for a musket butt only makes
// the loser check courage against a knife (6), "as in fire combat".
TEST(MayhemMeleePhase, ResultsDieAgainstTheHittersArmament) {
  Pairs p;
  p.to_the_melee();
  p.g.play(fight(p.jean), {melee_skill(5), melee_skill(2), results(5), group_courage(3)});
  EXPECT_TRUE(p.g.narrated("Jean strikes (5 against 6): Pte Ames must check courage."))
      << p.g.story();
  EXPECT_TRUE(p.g.narrated("Pte Ames checks courage at his group's 3: 3, holds.")) << p.g.story();
  EXPECT_EQ(p.g.figure(p.ames).status, FigureStatus::kFighting);
}

// 004 / Morale: a beaten man who fails falls back 2d6" away from the enemy.
TEST(MayhemMeleePhase, BeatenMusketManWhoFailsFallsBack) {
  Pairs p;
  p.to_the_melee();
  p.g.play(fight(p.jean), {melee_skill(5), melee_skill(2), results(5), group_courage(4),
                           own_courage(2), retreat(2), retreat(3)});
  EXPECT_NEAR(p.g.figure(p.ames).at.x, 5.0, 1e-6);
  EXPECT_NEAR(p.g.figure(p.ames).at.y, 10.0, 1e-6);
  EXPECT_FALSE(in_contact(p.g.state(), p.ames, p.jean));
}

// 004 / Melee: "If the score is tied, then neither figure is affected."
TEST(MayhemMeleePhase, TieDoesNothing) {
  Pairs p;
  p.to_the_melee();
  p.g.play(fight(p.ames), {melee_skill(3), melee_skill(3)});
  EXPECT_TRUE(p.g.narrated("Pte Ames fights Jean: 3 to 3, neither gives way.")) << p.g.story();
  EXPECT_FALSE(p.g.offered(fight(p.jean)));
}

// 004 / Sequence: each side "resolves movement group by group, and then
// resolves all hand-to-hand combat": the pairs fight again in Blue's part.
// 004 / Missile Fire: "Figures may not shoot if they are in hand-to-hand
// contact"; Movement: "1d6": ... falling back out of combat facing the enemy".
TEST(MayhemMeleePhase, EachSideFightsInItsPartAndMenInContactDoNotShoot) {
  Pairs p;
  p.to_the_melee();
  p.g.play(fight(p.ames), {melee_skill(3), melee_skill(3)});
  p.g.play(fight(p.bell), {melee_skill(3), melee_skill(3)});
  ASSERT_EQ(p.g.state().active, 1);
  // Ames and Bell have loaded muskets, but both are in contact: no window.
  p.g.play(order(p.louis), {move_die(6), move_die(6), move_die(6), slow_die(2)});
  EXPECT_EQ(p.g.state().step, Step::kMoveMen);
  const CheckResult far = p.g.check(move_to(p.louis, {14, 20}));
  EXPECT_FALSE(far.ok);
  EXPECT_NE(far.reason.find("2.0\" through delaying terrain"), std::string::npos) << far.reason;
  p.g.play(move_to(p.louis, {12.9, 20}));
  EXPECT_FALSE(in_contact(p.g.state(), p.bell, p.louis));
  // Bell, out of contact now, may shoot at him.
  EXPECT_EQ(p.g.state().step, Step::kReaction);
  EXPECT_TRUE(p.g.offered(shoot(p.bell, p.louis)));
  EXPECT_FALSE(p.g.check(shoot(p.ames, p.louis)).ok);
  p.g.play(hold_fire());
  p.g.play(end_moves());
  ASSERT_EQ(p.g.state().step, Step::kMelee);
  EXPECT_EQ(p.g.rules().next_decision(p.g.state()).side, 1);
  EXPECT_TRUE(p.g.offered(fight(p.jean)));
  EXPECT_FALSE(p.g.offered(fight(p.louis)));
}

// Ames faces Jean and has Marc (facing him) at his left shoulder.
std::string two_on_one() {
  return two_sides("musket",
                   {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
                    "{name: Pte Ames, at: [10, 10], facing: 0, weapons: [Tomahawk]}"},
                   {"{name: Capt Blue, at: [46.5, 34.5], facing: 0}",
                    "{name: Jean, at: [11, 10], facing: 180, weapons: [Tomahawk]}",
                    "{name: Marc, at: [10, 11], facing: 270, weapons: [Tomahawk]}"});
}

// 004 / Melee: "If a figure fighting several opponents is killed, combat
// ends for that figure immediately and any combats not yet fought are
// cancelled."
TEST(MayhemMeleePhase, AManPutDownHasNoMoreFights) {
  MayhemGame g(two_on_one());
  const int ames = g.named("Pte Ames");
  g.start(0);
  g.play(end_moves());
  // Ames loses to Jean (figure order: Jean's fight first), and his fight
  // with Marc is never rolled.
  g.play(fight(ames), {melee_skill(1), melee_skill(6), results(5)});
  EXPECT_EQ(g.figure(ames).status, FigureStatus::kDead);
  EXPECT_FALSE(g.narrated("Pte Ames fights Marc")) << g.story();
  EXPECT_EQ(g.state().active, 1) << g.story();
}

// 004 / Melee: "All combats for one figure must be resolved before
// resolving combats for another figure": picking Marc first leaves Ames's
// fight with Jean, which is then Ames's or Jean's to be picked.
TEST(MayhemMeleePhase, OrderPickedManByMan) {
  MayhemGame g(two_on_one());
  const int ames = g.named("Pte Ames"), jean = g.named("Jean"), marc = g.named("Marc");
  g.start(0);
  g.play(end_moves());
  // Marc strikes Ames from the side: +2.
  g.play(fight(marc), {melee_skill(3), melee_skill(5)});
  EXPECT_TRUE(g.narrated("Marc fights Pte Ames: 5 to 5, neither gives way.")) << g.story();
  EXPECT_FALSE(g.offered(fight(marc)));
  EXPECT_TRUE(g.offered(fight(ames)));
  EXPECT_TRUE(g.offered(fight(jean)));
  g.play(fight(jean), {melee_skill(2), melee_skill(2)});
  EXPECT_EQ(g.state().active, 1) << g.story();
}

// Medieval: Hal (medium armor, 4) and Wat (light armor 3 and a shield: 4
// to his front and left).
std::string medieval_pair(int wat_facing) {
  return two_sides("medieval",
                   {"{name: Capt Red, at: [1.5, 34.5], facing: 180}",
                    "{name: Sgt Hal, at: [10, 10], facing: 0, armor: medium, weapons: [Sword]}"},
                   {"{name: Capt Blue, at: [46.5, 34.5], facing: 0}",
                    "{name: Wat, at: [11, 10], facing: " + std::to_string(wat_facing) +
                        ", armor: light, weapons: [Sword, Shield]}"});
}

// 004 / Medieval Mayhem / Combat Results/Impact: "the impact die is compared
// to the armor of the defending figure"; "Shields only count to the front
// and left side"; no courage check for a stroke that does not remove.
TEST(MayhemMeleePhase, MedievalImpactAgainstArmorShieldToTheFront) {
  MayhemGame g(medieval_pair(180));
  const int hal = g.named("Sgt Hal"), wat = g.named("Wat");
  g.start(0);
  g.play(end_moves());
  g.play(fight(hal), {melee_skill(4), melee_skill(2), melee_impact(3)});
  EXPECT_TRUE(g.narrated("Sgt Hal strikes (3 against 4): no harm done.")) << g.story();
  EXPECT_EQ(g.figure(wat).status, FigureStatus::kFighting);
}

TEST(MayhemMeleePhase, MedievalShieldCountsOnTheLeft) {
  MayhemGame g(medieval_pair(90));  // Hal at Wat's left side: +2, but the shield counts
  const int hal = g.named("Sgt Hal"), wat = g.named("Wat");
  g.start(0);
  g.play(end_moves());
  g.play(fight(hal), {melee_skill(2), melee_skill(3), melee_impact(3)});
  EXPECT_TRUE(g.narrated("Sgt Hal fights Wat: 4 to 3")) << g.story();
  EXPECT_EQ(g.figure(wat).status, FigureStatus::kFighting);
}

TEST(MayhemMeleePhase, MedievalShieldDoesNotCountOnTheRight) {
  MayhemGame g(medieval_pair(270));  // Hal at Wat's right side
  const int hal = g.named("Sgt Hal"), wat = g.named("Wat");
  g.start(0);
  g.play(end_moves());
  g.play(fight(hal), {melee_skill(2), melee_skill(3), melee_impact(3)});
  EXPECT_TRUE(g.narrated("Sgt Hal strikes (3 against 3): Wat is down.")) << g.story();
  EXPECT_EQ(g.figure(wat).status, FigureStatus::kDead);
}

}  // namespace
}  // namespace skirmish::mayhem::testing
