// The planners' ways to an objective through a barred door the game has
// broken open (ai/tactics/objective_paths.h, free_space.h): shut, the way
// into the Keep goes round to its open door; broken by an engine (004 /
// Medieval Mayhem / Optional rule for artillery), straight in by the gap.
// And what breaking it is worth to the utility planner (considerations.h,
// door_ground): the ways it shortens, as ground.
#include <gtest/gtest.h>

#include <string>

#include "ai/tactics/objective_paths.h"
#include "ai/utility/considerations.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/rules/mayhem/artillery_flow.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::ai {
namespace {

using mayhem::testing::MayhemGame;
using mayhem::testing::two_sides;

// The Keep (kKeepWithBarredDoor): its barred door in the west wall at
// (38, 18), its open door in the east wall. Red is to hold the Keep; Will
// stands 4" west of the barred door.
std::string keep_to_take() {
  return two_sides(
      "medieval",
      {"{name: Sir Red, at: [2, 34], facing: 0}", "{name: Will, at: [34, 18], facing: 0}"},
      {"{name: Sir Blue, at: [46, 34], facing: 180}"},
      std::string(mayhem::testing::kKeepWithBarredDoor) +
          "objectives:\n"
          "  - {name: Take the Keep, kind: hold, side: Red, at: [42, 18], radius: 2, points: 2}\n",
      5);
}

// Red's Mangonel at (8, 18), its crew beside it, looks east at the barred
// door 30" off; Will waits north of its line, 5" from the door, and Sir Red
// far back. `objective` is Red's hold objective.
std::string siege(const std::string& objective) {
  return two_sides(
      "medieval",
      {"{name: Sir Red, at: [2, 34], facing: 0}",
       "{name: Mangonel, at: [8, 18], facing: 0, weapons: [Catapult]}",
       "{name: Hob, at: [8, 20], facing: 0}", "{name: Dick, at: [8, 16], facing: 0}",
       "{name: Will, at: [34, 14.5], facing: 0}"},
      {"{name: Sir Blue, at: [46, 34], facing: 180}", "{name: Jack, at: [8, 2], facing: 90}"},
      std::string(mayhem::testing::kKeepWithBarredDoor) + "objectives:\n  - " + objective + "\n",
      5);
}

Action at_the_door(int gun) {
  Action a;
  a.kind = ActionKind::kShoot;
  a.actor = static_cast<int16_t>(gun);
  a.param = mayhem::kEngineAtDoor;
  a.at = Vec2{38, 18};
  return a;
}

double objective_term(const RankedOption& o) {
  for (const Consideration& t : o.terms) {
    if (t.name == kObjective) return t.value;
  }
  return 0;
}

// Blue moves Jack first in turn 1, out of every Red arc: the window for
// Red's engine to shoot during his move opens (as in the rule set's own
// door tests), and Red decides.
void to_the_engines_window(MayhemGame& g) {
  using mayhem::testing::move_die;
  using mayhem::testing::order;
  using mayhem::testing::slow_die;
  g.start(1);
  g.play(order(g.named("Jack")), {move_die(1), move_die(1), move_die(1), slow_die(1)});
  ASSERT_TRUE(g.offered(at_the_door(g.named("Mangonel")))) << g.story();
}

UtilityPlanner balanced() {
  return UtilityPlanner(
      find_personality(load_personalities(default_personalities_path()), "balanced"), 1);
}

TEST(DoorPaths, ABrokenBarredDoorIsTheWayIn) {
  MayhemGame g(keep_to_take());
  const Vec2 will = g.figure(g.named("Will")).at;
  ASSERT_EQ(g.state().door_broken.size(), 1u);
  // Shut: round a corner of the Keep to the east door, some 23".
  const double shut = objective_path_inches(g.rules(), g.state(), 0, will);
  EXPECT_GT(shut, 18.0);
  EXPECT_LT(shut, 30.0);
  // Broken: 4" to the door, 2" on to the objective's edge (the grid's
  // nodes, half an inch off his line, add a little).
  g.state().door_broken[0] = 1;
  const double open = objective_path_inches(g.rules(), g.state(), 0, will);
  EXPECT_GE(open, 6.0 - 1e-9);
  EXPECT_LT(open, 7.5);
  // The ways of each table are kept apart: shut again, round again.
  g.state().door_broken[0] = 0;
  EXPECT_DOUBLE_EQ(objective_path_inches(g.rules(), g.state(), 0, will), shut);
}

// The door between Red and the Keep it must hold: every one of its five
// men's ways is some 12-17" shorter with the door broken, so each counts a
// full move's ground, halved for a hold objective (kHoldGroundShare), if
// the engine breaks it (skill 5+, impact 5+: 1 in 9).
TEST(DoorPaths, BreakingTheDoorToTheObjectiveIsGround) {
  MayhemGame g(
      siege("{name: Take the Keep, kind: hold, side: Red, at: [42, 18], radius: 2, points: 2}"));
  to_the_engines_window(g);
  UtilityPlanner planner = balanced();
  const RankedOption shot =
      planner.assess(g.rules(), g.state(), 0, at_the_door(g.named("Mangonel")));
  EXPECT_NEAR(objective_term(shot), 1.0 / 9 * kHoldGroundShare * 5, 1e-9);
  EXPECT_NE(shot.reason.find("11% to break it open, which takes up to "), std::string::npos)
      << shot.reason;
  EXPECT_NE(shot.reason.find("\" off the way to \"Take the Keep\" for 5 men"), std::string::npos)
      << shot.reason;
  // In the window, the shot at the door is what the planner chooses; where
  // Red's ground lies out in the open, it is not (below).
  PlanResult plan;
  planner.plan(g.rules(), g.state(), 0, plan);
  EXPECT_EQ(plan.chosen, at_the_door(g.named("Mangonel"))) << plan.reason;
  // Broken already, there is nothing more to open.
  g.state().door_broken[0] = 1;
  EXPECT_EQ(
      objective_term(planner.assess(g.rules(), g.state(), 0, at_the_door(g.named("Mangonel")))),
      0.0);
}

// Where Red's ground lies out in the open, the door opens no way worth a
// step.
TEST(DoorPaths, ADoorThatShortensNoWayIsWorthNothing) {
  MayhemGame g(
      siege("{name: The lane, kind: hold, side: Red, at: [20, 30], radius: 2, points: 2}"));
  to_the_engines_window(g);
  UtilityPlanner planner = balanced();
  PlanResult plan;
  planner.plan(g.rules(), g.state(), 0, plan);
  EXPECT_NE(plan.chosen, at_the_door(g.named("Mangonel"))) << plan.reason;
  EXPECT_EQ(
      objective_term(planner.assess(g.rules(), g.state(), 0, at_the_door(g.named("Mangonel")))),
      0.0);
}

// A keep whose only door is barred: no way in at all until it breaks, so
// each man counts a full move's ground however far the straight line says
// he is.
TEST(DoorPaths, ADoorThatOpensTheOnlyWayInCountsAFullMove) {
  const std::string sealed = two_sides(
      "medieval",
      {"{name: Sir Red, at: [2, 34], facing: 0}",
       "{name: Mangonel, at: [8, 18], facing: 0, weapons: [Catapult]}",
       "{name: Will, at: [36, 15], facing: 0}"},
      {"{name: Sir Blue, at: [46, 34], facing: 180}", "{name: Jack, at: [8, 2], facing: 90}"},
      "terrain:\n"
      "  - type: building\n"
      "    name: Keep\n"
      "    outline: [[38, 12], [46, 12], [46, 24], [38, 24]]\n"
      "    openings: [{kind: door, at: [38, 18], width: 2, barred: true}]\n"
      "objectives:\n"
      "  - {name: Take the Keep, kind: hold, side: Red, at: [42, 18], radius: 2, points: 2}\n",
      5);
  MayhemGame g(sealed);
  UtilityPlanner planner = balanced();
  const Vec2 will = g.figure(g.named("Will")).at;
  EXPECT_FALSE(objective_paths_for(g.rules(), g.state())->has_way(0, will));
  EXPECT_TRUE(objective_paths_for(g.rules(), g.state(), 0)->has_way(0, will));
  const RankedOption shot =
      planner.assess(g.rules(), g.state(), 0, at_the_door(g.named("Mangonel")));
  EXPECT_NEAR(objective_term(shot), 1.0 / 9 * kHoldGroundShare * 3, 1e-9);
  EXPECT_NE(
      shot.reason.find(
          "11% to break it open, which opens a way to \"Take the Keep\" for 3 men who had none"),
      std::string::npos)
      << shot.reason;
}

}  // namespace
}  // namespace skirmish::ai
