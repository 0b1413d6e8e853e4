// 004 / Musket Mayhem / Artillery: "Roundshot: 72" lay down yardstick(s).
// Roll against all figures along flight path needing usual score. Heavier
// gun could knock down cover maybe?" Played with the option
// roundshot_breaches (roundshot_breach.h): each wall, hedge or fence the
// line crosses is struck with the impact die (+3); the score that kills a
// man (6 or more) knocks a 2" gap in it, open ground that hides nothing.
#include <gtest/gtest.h>

#include "engine/rules/mayhem/artillery_flow.h"
#include "engine/rules/mayhem/fire_geometry.h"
#include "engine/rules/mayhem/move_geometry.h"
#include "engine/rules/mayhem/roundshot_breach.h"
#include "engine/rules/mayhem/stockade.h"
#include "engine/rules/mayhem/table_queries.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

const std::vector<OptionValue> kBreachesOn = {{"roundshot_breaches", "on", {}}};

// Red's cannon at (2, 18) looking east down y = 18, its crew beside it. The
// line crosses a waist-high wall along x = 20 (feature 0) and a palisade two
// heights tall along x = 30 (feature 1, a stockade). Blue's Pike stands on
// the line at (12, 18); Quill behind the wall and Rook behind the palisade,
// both just off it. Red's Cole waits by the wall, Drum at the foot of the
// palisade, Dart (a musket) to the south-west. Blue carries swords only: no
// fire in Red's part.
std::string breach_range() {
  return two_sides(
      "musket",
      {"{name: Capt Red, at: [2, 34], facing: 0}",
       "{name: Gun, at: [2, 18], facing: 0, weapons: [Cannon]}",
       "{name: Pte Ash, at: [2, 20], facing: 0}", "{name: Pte Birch, at: [2, 16], facing: 0}",
       "{name: Pte Dart, at: [8, 15], facing: 0, weapons: [Musket]}",
       "{name: Pte Cole, at: [18, 17.3], facing: 0, weapons: [Tomahawk]}",
       "{name: Pte Drum, at: [29.4, 17.2], facing: 0, weapons: [Tomahawk]}"},
      {"{name: Capt Blue, at: [46, 34], facing: 180, weapons: [Sword]}",
       "{name: Pike, at: [12, 18], facing: 180, weapons: [Sword]}",
       "{name: Quill, at: [21, 18.7], facing: 180, weapons: [Sword]}",
       "{name: Rook, at: [30.6, 18.55], facing: 180, weapons: [Sword]}"},
      "terrain:\n"
      "  - {type: wall, name: south wall, path: [[20, 8], [20, 28]]}\n"
      "  - {type: wall, name: palisade, path: [[30, 8], [30, 28]], height: 2}\n");
}

Action roundshot_at(int gun, int target) {
  Action a = shoot(gun, target);
  a.param = kGunRoundshot;
  return a;
}

Roll breach_die(int v) {
  return {kBreachRoll, v};
}

Action climb(int man) {
  Action a;
  a.kind = ActionKind::kSpecial;
  a.param = kSpecialClimb;
  a.actor = static_cast<int16_t>(man);
  return a;
}

// Blue moves Capt Blue first in turn 1; Red's gun fires roundshot at Pike
// (who is missed) with the breach dice given; then Blue's part ends.
void fire_at_pike(MayhemGame& g, const std::vector<Roll>& breach_dice) {
  g.start(1);
  g.play(order(g.named("Capt Blue")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_EQ(g.state().step, Step::kReaction) << g.story();
  std::vector<Roll> dice{skill(1)};
  dice.insert(dice.end(), breach_dice.begin(), breach_dice.end());
  g.play(roundshot_at(g.named("Gun"), g.named("Pike")), dice);
  while (g.state().step == Step::kReaction) g.play(hold_fire());
}

// Red's part begins (Blue's Capt Blue holds).
void to_red_part(MayhemGame& g) {
  g.play(hold(g.named("Capt Blue")));
  while (g.state().step == Step::kReaction) g.play(hold_fire());
  g.play(end_moves());
}

TEST(MayhemRoundshotBreach, OffTheBallKnocksNothingDown) {
  MayhemGame g(breach_range());
  fire_at_pike(g, {});  // no breach die is asked for
  EXPECT_EQ(g.state().breach_count, 0);
  EXPECT_FALSE(g.narrated("The roundshot")) << g.story();
}

TEST(MayhemRoundshotBreach, TheKillingScoreBreachesAndOneShortHolds) {
  MayhemGame g(breach_range(), kBreachesOn);
  // The wall first (nearest the gun), then the palisade: 3 + 3 = 6 breaches
  // the wall, 2 + 3 = 5 leaves the palisade whole.
  fire_at_pike(g, {breach_die(3), breach_die(2)});
  EXPECT_TRUE(
      g.narrated("The roundshot breaches the south wall at (20.0, 18.0): impact 3 (+3), a "
                 "gap 2.0\" wide."))
      << g.story();
  EXPECT_TRUE(
      g.narrated("The roundshot strikes the palisade at (30.0, 18.0): impact 2 (+3), it "
                 "holds."))
      << g.story();
  ASSERT_EQ(g.state().breach_count, 1);
  const Breach& b = g.state().breach[0];
  EXPECT_EQ(b.feature, 0);
  EXPECT_NEAR(b.at.x, 20.0, 1e-9);
  EXPECT_NEAR(b.at.y, 18.0, 1e-9);
  EXPECT_FLOAT_EQ(b.half_width, 1.0f);
  EXPECT_EQ(breach_die_needed(g.man(g.named("Gun"))), 3);
  EXPECT_DOUBLE_EQ(breach_chance(g.man(g.named("Gun"))), 4.0 / 6.0);
}

TEST(MayhemRoundshotBreach, ABreachChangesTheStateHash) {
  MayhemGame breached(breach_range(), kBreachesOn), whole(breach_range(), kBreachesOn);
  fire_at_pike(breached, {breach_die(3), breach_die(2)});
  fire_at_pike(whole, {breach_die(2), breach_die(2)});
  EXPECT_EQ(whole.state().breach_count, 0);
  EXPECT_NE(breached.state().hash(), whole.state().hash());
}

// Through the gap a man moves on the group's dice, not the 1d6" obstacle
// die; beside it the wall is an obstacle as before. There he has no cover
// from the wall, and neither has Quill behind it.
TEST(MayhemRoundshotBreach, AManWalksThroughTheGapWithoutTheObstacleDieAndHasNoCover) {
  MayhemGame g(breach_range(), kBreachesOn);
  const int cole = g.named("Pte Cole"), dart = g.named("Pte Dart"), quill = g.named("Quill");
  EXPECT_EQ(check_shot(g.state(), dart, quill).cover, CoverClass::kHard);
  fire_at_pike(g, {breach_die(4), breach_die(1)});
  EXPECT_EQ(check_shot(g.state(), dart, quill).cover, CoverClass::kOpen);
  to_red_part(g);
  g.play(order(cole), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  const MoveCheck through = check_move(g.state(), cole, {21, 17.3}, 3, 1);
  EXPECT_TRUE(through.ok) << through.why;
  EXPECT_FALSE(through.delaying);
  const MoveCheck over = check_move(g.state(), cole, {20.5, 16.5}, 3, 1);
  EXPECT_FALSE(over.ok);  // crossing the wall beside the gap: the 1" die
  EXPECT_TRUE(over.delaying);
  g.play(move_to(cole, {21, 17.3}));
  EXPECT_EQ(g.figure(cole).at, (Vec2{21, 17.3}));
  const Circle at_gap = g.figure(cole).base();
  EXPECT_EQ(cover_class(g.state().battlefield(), {10, 17.3}, at_gap), CoverClass::kHard);
  EXPECT_EQ(cover_class(g.state().battlefield(), {10, 17.3}, at_gap, nullptr, kCoverReach,
                        g.state().breaches()),
            CoverClass::kOpen);
}

// A gap in a stockade is walked through, not climbed; and sight passes it.
TEST(MayhemRoundshotBreach, MenCrossAStockadeByItsGapAndSeeThroughIt) {
  MayhemGame g(breach_range(), kBreachesOn);
  const int drum = g.named("Pte Drum"), dart = g.named("Pte Dart"), rook = g.named("Rook");
  const ShotCheck hidden = check_shot(g.state(), dart, rook);
  EXPECT_FALSE(hidden.ok);
  EXPECT_NE(why_no_shot(g.state(), dart, rook).find("obstruction"), std::string::npos);
  EXPECT_NE(check_move(g.state(), drum, {31.5, 17.2}, 6, 6).why.find("can only be climbed"),
            std::string::npos);
  fire_at_pike(g, {breach_die(1), breach_die(6)});
  EXPECT_TRUE(g.narrated("The roundshot breaches the palisade at (30.0, 18.0)")) << g.story();
  const ShotCheck seen = check_shot(g.state(), dart, rook);
  EXPECT_TRUE(seen.ok) << why_no_shot(g.state(), dart, rook);
  EXPECT_EQ(seen.cover, CoverClass::kOpen);
  to_red_part(g);
  g.play(order(drum), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  const CheckResult up = g.check(climb(drum));
  EXPECT_FALSE(up.ok);
  EXPECT_NE(up.reason.find("breached"), std::string::npos) << up.reason;
  const MoveCheck through = check_move(g.state(), drum, {31.5, 17.2}, 3, 1);
  EXPECT_TRUE(through.ok) << through.why;
  EXPECT_FALSE(through.delaying);
  g.play(move_to(drum, {31.5, 17.2}));
  EXPECT_EQ(g.figure(drum).at, (Vec2{31.5, 17.2}));
}

// A crossing in a gap already made is not rolled for again.
TEST(MayhemRoundshotBreach, AGapIsNotBreachedTwice) {
  MayhemGame g(breach_range(), kBreachesOn);
  fire_at_pike(g, {breach_die(3), breach_die(3)});
  EXPECT_EQ(g.state().breach_count, 2);
  std::vector<CoverCrossing> left;
  const Figure& gun = g.figure(g.named("Gun"));
  roundshot_crossings(g.state(), roundshot_line(g.state().battlefield(), gun), left);
  EXPECT_TRUE(left.empty());
}

// A man falling back straight away from the enemy stops at a wall, but
// passes a gap in it (move_geometry.h retreat_move with breaches); beside
// the gap he stops as before.
TEST(MayhemRoundshotBreach, ARetreatPassesTheGap) {
  auto field = std::make_shared<Battlefield>();
  TerrainFeature wall = default_feature(TerrainType::kWall);
  wall.path = {{20, 8}, {20, 28}};
  wall.finish();
  field->features.push_back(wall);
  std::vector<Figure> men(2);
  men[0].at = {18, 18};
  men[1].at = {10, 18};
  men[1].side = 1;
  const Breach gap[] = {{{20, 18}, 1.0f, 0}};
  const Retreat stopped = retreat_move(*field, men, 0, men[1].at, 6);
  EXPECT_EQ(stopped.move.stop, MoveStop::kObstacle);
  EXPECT_NEAR(stopped.move.end.x, 19.5, 1e-9);
  const Retreat through = retreat_move(*field, men, 0, men[1].at, 6, nullptr, {}, gap);
  EXPECT_EQ(through.move.stop, MoveStop::kArrived);
  EXPECT_NEAR(through.move.end.x, 24.0, 1e-9);
  men[0].at = {18, 21};  // beside the gap
  men[1].at = {10, 21};
  EXPECT_EQ(retreat_move(*field, men, 0, men[1].at, 6, nullptr, {}, gap).move.stop,
            MoveStop::kObstacle);
}

// Medieval Mayhem has no roundshot rule: the option does nothing there.
TEST(MayhemRoundshotBreach, TheOptionIsMusketOnly) {
  std::string yaml = breach_range();
  yaml.replace(yaml.find("variant: musket"), 15, "variant: medieval");
  MayhemGame g(yaml, kBreachesOn);
  fire_at_pike(g, {});
  EXPECT_EQ(g.state().breach_count, 0);
}

}  // namespace
}  // namespace skirmish::mayhem::testing
