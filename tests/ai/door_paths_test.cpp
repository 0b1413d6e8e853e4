// The planners' ways to an objective through a barred door the game has
// broken open (ai/tactics/objective_paths.h, free_space.h): shut, the way
// into the Keep goes round to its open door; broken by an engine (004 /
// Medieval Mayhem / Optional rule for artillery), straight in by the gap.
#include <gtest/gtest.h>

#include <string>

#include "ai/tactics/objective_paths.h"
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

}  // namespace
}  // namespace skirmish::ai
