// 004 / Movement: "Groups generally wheel" (Medieval: groups move straight
// ahead or wheel at the group rate). A group ordered to move is offered its
// wheels about either end within the distance rolled; once a man takes his
// place in one, the others are offered the same wheel.
#include <gtest/gtest.h>

#include "engine/rules/mayhem/group_wheel.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::mayhem::testing {
namespace {

// Red's line of three faces east; its left end (north) is Cole.
std::string line_of_three() {
  return two_sides(
      "musket",
      {"{name: Capt Red, at: [34, 34], facing: 0}", "{name: Pte Ames, at: [10, 10], facing: 0}",
       "{name: Pte Bell, at: [10, 11.5], facing: 0}", "{name: Pte Cole, at: [10, 13], facing: 0}"},
      {"{name: Capt Blue, at: [46, 2], facing: 0}"});
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

}  // namespace
}  // namespace skirmish::mayhem::testing
