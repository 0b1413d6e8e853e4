// 004 / Movement: "Groups generally wheel" (Medieval: groups move straight
// ahead or wheel at the group rate). A group ordered to move is offered its
// wheels about either end within the distance rolled; once a man takes his
// place in one, the others are offered the same wheel.
#include <gtest/gtest.h>

#include <numbers>

#include "engine/rules/mayhem/group_wheel.h"
#include "engine/rules/mayhem/table_queries.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Red's line of three faces east; its left end (north) is Cole.
std::string line_of_three(const std::string& terrain = "") {
  return two_sides(
      "musket",
      {"{name: Capt Red, at: [34, 34], facing: 0}", "{name: Pte Ames, at: [10, 10], facing: 0}",
       "{name: Pte Bell, at: [10, 11.5], facing: 0}", "{name: Pte Cole, at: [10, 13], facing: 0}"},
      {"{name: Capt Blue, at: [46, 2], facing: 0}"}, terrain.empty() ? "" : "terrain:\n" + terrain);
}

// Where a man 3" from Cole stands after wheeling `degrees` about him (Ames).
Vec2 ames_wheeled(double degrees) {
  const double a = degrees * std::numbers::pi / 180.0;
  return {10 + 3 * std::sin(a), 13 - 3 * std::cos(a)};
}

bool offered_near(const MayhemGame& g, int man, Vec2 at) {
  for (const Action& a : g.legal()) {
    if (a.kind == ActionKind::kMove && a.actor == man && a.at && distance(*a.at, at) < 0.01) {
      return true;
    }
  }
  return false;
}

TEST(MayhemGroupWheel, TheGroupWheelsAboutItsEnd) {
  MayhemGame g(line_of_three());
  const int ames = g.named("Pte Ames"), bell = g.named("Pte Bell");
  g.start(0);
  // 2d6 = 6": the outer man's arc is 3.5" x pi/4 = 2.75" for a quarter
  // wheel and 5.5" for a half wheel, both within it.
  g.play(order(ames), {move_die(3), move_die(3), slow_die(1)});
  EXPECT_EQ(g.state().wheel_possible, 0b1111);
  // A quarter wheel forward about Cole (the left end): Ames, 3" from him,
  // swings to (10 + 3 sin 45, 13 - 3 cos 45).
  const Vec2 ames_spot{10 + 3 * std::sqrt(0.5), 13 - 3 * std::sqrt(0.5)};
  ASSERT_TRUE(offered_near(g, ames, ames_spot)) << g.story();
  g.play(move_to(ames, ames_spot));
  EXPECT_TRUE(g.narrated("Pte Ames wheels with his group")) << g.story();
  EXPECT_NEAR(g.figure(ames).facing, 45.0, 1e-3);
  EXPECT_EQ(g.state().wheel_chosen, 0);
  // Bell is offered his place in that wheel, and not the others'.
  const Vec2 bell_spot{10 + 1.5 * std::sqrt(0.5), 13 - 1.5 * std::sqrt(0.5)};
  EXPECT_TRUE(offered_near(g, bell, bell_spot)) << g.story();
  const Vec2 bell_other{10 + 1.5, 10};  // about Ames, a half wheel
  EXPECT_FALSE(offered_near(g, bell, bell_other));
}

TEST(MayhemGroupWheel, OnlyTheWheelsTheDiceAllow) {
  MayhemGame g(line_of_three());
  const int ames = g.named("Pte Ames");
  g.start(0);
  // 2d6 = 3": a quarter wheel (2.75") but not a half (5.5").
  g.play(order(ames), {move_die(1), move_die(2), slow_die(1)});
  EXPECT_EQ(g.state().wheel_possible, 0b0011);
}

// The sweep (docs/rules/mayhem.md, Movement): a man's place in a wheel is
// offered only if the arc he travels to it passes nothing a straight move
// may not. A small tree stands just outside Ames's quarter-wheel arc about
// Cole, 0.6" beyond it at its middle: his base (0.5") meets its trunk
// (0.2") on the arc, but the straight line to the same place, which cuts
// 0.23" inside the arc, would pass it.
TEST(MayhemGroupWheel, AWheelThroughATreeIsNotOffered) {
  const double mid = 22.5 * std::numbers::pi / 180.0;
  const Vec2 trunk{10 + 3.6 * std::sin(mid), 13 - 3.6 * std::cos(mid)};
  MayhemGame g(line_of_three("  - {type: tree, name: the thorn, at: [" + std::to_string(trunk.x) +
                             ", " + std::to_string(trunk.y) + "], radius: 0.2}\n"));
  const int ames = g.named("Pte Ames"), bell = g.named("Pte Bell");
  g.start(0);
  g.play(order(ames), {move_die(3), move_die(3), slow_die(1)});
  ASSERT_EQ(g.state().wheel_possible, 0b1111);
  const Vec2 quarter = ames_wheeled(45), half = ames_wheeled(90);
  EXPECT_FALSE(offered_near(g, ames, quarter)) << g.story();
  EXPECT_FALSE(offered_near(g, ames, half)) << g.story();
  const CheckResult refused = g.check(move_to(ames, quarter));
  EXPECT_FALSE(refused.ok);
  EXPECT_NE(refused.reason.find("his wheel is blocked"), std::string::npos) << refused.reason;
  // Straight to the same place the tree is not in the way.
  EXPECT_TRUE(check_move(g.state(), ames, quarter, 6, 1).ok);
  // The wheels about Ames himself are open: he turns where he stands.
  EXPECT_TRUE(offered_near(g, ames, g.figure(ames).at));
  // His blocked place does not close the wheel to the others.
  g.play(hold(ames));
  const Vec2 bell_spot{10 + 1.5 * std::sqrt(0.5), 13 - 1.5 * std::sqrt(0.5)};
  EXPECT_TRUE(offered_near(g, bell, bell_spot)) << g.story();
  g.play(move_to(bell, bell_spot));
  EXPECT_TRUE(g.narrated("Pte Bell wheels with his group")) << g.story();
}

// A building whose west wall Ames's half wheel about Cole sweeps through
// (the straight line to his place clears its corner by 0.71"); his quarter
// wheel stays well short of it.
TEST(MayhemGroupWheel, AWheelIntoABuildingIsNotOffered) {
  MayhemGame g(line_of_three(
      "  - {type: building, name: the byre, outline: [[13, 11], [15, 11], [15, 12], [13, 12]]}\n"));
  const int ames = g.named("Pte Ames");
  g.start(0);
  g.play(order(ames), {move_die(3), move_die(3), slow_die(1)});
  ASSERT_EQ(g.state().wheel_possible, 0b1111);
  const Vec2 half = ames_wheeled(90);
  EXPECT_FALSE(offered_near(g, ames, half)) << g.story();
  const CheckResult refused = g.check(move_to(ames, half));
  EXPECT_FALSE(refused.ok);
  EXPECT_NE(refused.reason.find("building wall"), std::string::npos) << refused.reason;
  EXPECT_TRUE(check_move(g.state(), ames, half, 6, 1).ok);
  EXPECT_TRUE(offered_near(g, ames, ames_wheeled(45))) << g.story();
}

// 004 / Movement: "1d6": If crossing an obstacle": a wall across Ames's
// quarter-wheel arc limits his wheel (2.4" along his arc) to the delaying
// terrain die, as it would a straight move over it.
std::string walled_line() {
  return line_of_three("  - {type: wall, name: the dyke, path: [[11, 8], [11, 10.6]]}\n");
}

TEST(MayhemGroupWheel, AWheelOverAWallTakesTheDelayingDie) {
  MayhemGame g(walled_line());
  const int ames = g.named("Pte Ames");
  g.start(0);
  g.play(order(ames), {move_die(3), move_die(3), slow_die(2)});
  const Vec2 quarter = ames_wheeled(45);
  EXPECT_FALSE(offered_near(g, ames, quarter)) << g.story();
  const CheckResult refused = g.check(move_to(ames, quarter));
  EXPECT_FALSE(refused.ok);
  EXPECT_NE(refused.reason.find("2.4\" along his wheel, 2.0\" through delaying terrain"),
            std::string::npos)
      << refused.reason;
  // Ames's wheel about himself crosses nothing.
  EXPECT_TRUE(offered_near(g, ames, g.figure(ames).at));
}

TEST(MayhemGroupWheel, AWheelOverAWallWithinTheDelayingDie) {
  MayhemGame g(walled_line());
  const int ames = g.named("Pte Ames");
  g.start(0);
  g.play(order(ames), {move_die(3), move_die(3), slow_die(3)});
  const Vec2 quarter = ames_wheeled(45);
  ASSERT_TRUE(offered_near(g, ames, quarter)) << g.story();
  g.play(move_to(ames, quarter));
  EXPECT_TRUE(g.narrated("Pte Ames wheels with his group")) << g.story();
  EXPECT_NEAR(g.figure(ames).facing, 45.0, 1e-3);
}

// Men of one group wheel together: a man's arc may cross where a friend
// who wheels with him stands now. Ames and Bell stand 2" from Cole, Bell
// 60 degrees on round from Ames: Ames's half wheel sweeps through Bell's
// base as he stands, and Bell's through Ames's place once Ames is in it.
TEST(MayhemGroupWheel, TheMenOfTheWheelDoNotBlockEachOther) {
  MayhemGame g(two_sides(
      "musket",
      {"{name: Capt Red, at: [34, 34], facing: 0}", "{name: Pte Ames, at: [10, 11], facing: 0}",
       "{name: Pte Bell, at: [11.7320508, 12], facing: 0}",
       "{name: Pte Cole, at: [10, 13], facing: 0}"},
      {"{name: Capt Blue, at: [46, 2], facing: 0}"}));
  const int ames = g.named("Pte Ames"), bell = g.named("Pte Bell");
  g.start(0);
  g.play(order(ames), {move_die(3), move_die(3), slow_die(1)});
  ASSERT_EQ(g.state().wheel_possible, 0b1111);
  const Vec2 half{12, 13};
  ASSERT_TRUE(offered_near(g, ames, half)) << g.story();
  EXPECT_FALSE(check_move(g.state(), ames, half, 6, 1).ok);  // straight, Bell is in the way
  g.play(move_to(ames, half));
  const Vec2 bell_half{11, 14.7320508};
  ASSERT_TRUE(offered_near(g, bell, bell_half)) << g.story();
  g.play(move_to(bell, bell_half));
  EXPECT_TRUE(g.narrated("Pte Bell wheels with his group")) << g.story();
}

}  // namespace
}  // namespace skirmish::mayhem::testing
