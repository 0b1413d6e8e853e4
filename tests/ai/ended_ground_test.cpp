// Ground nobody can score any more (Standing::ended): Musket Mayhem's hold
// objective whose centre lies in a burning building (004 / Miscellaneous
// Rules / Fire; docs/rules/mayhem.md, Victory). The utility planner counts
// no ground toward it (ai/utility/considerations.h), the searches' judge
// none either (ai/position_judge.h, GroundBaseline), and the planners'
// ways go into the burning building no more (ai/tactics/free_space.h). Red's Sgt Ames
// stands 14" west of the blockhouse Red must hold; the game has two turns,
// so the ground cannot wait.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "ai/position_judge.h"
#include "ai/tactics/destinations.h"
#include "ai/tactics/objective_paths.h"
#include "ai/utility/considerations.h"
#include "ai/utility/personality.h"
#include "tests/ai/mayhem_destinations.h"
#include "tests/rules/mayhem/mayhem_game_support.h"

namespace skirmish::ai {
namespace {

using mayhem::testing::MayhemGame;
using mayhem::testing::two_sides;

std::string blockhouse_to_hold(int radius = 3) {
  return two_sides("musket", {"{name: Sgt Ames, at: [20, 18], facing: 0}"},
                   {"{name: Capt Blue, at: [46, 34], facing: 180}"},
                   "terrain:\n"
                   "  - type: building\n"
                   "    name: Blockhouse\n"
                   "    outline: [[30, 14], [38, 14], [38, 22], [30, 22]]\n"
                   "    openings: [{kind: door, at: [30, 18]}]\n"
                   "objectives:\n"
                   "  - {name: Hold the blockhouse, kind: hold, side: Red, at: [34, 18], radius: " +
                       std::to_string(radius) + ", points: 2}\n",
                   2);
}

// The objective progress term of walking Ames 6" east, toward the door.
double ground_of_walk(MayhemGame& g) {
  const Weights w =
      find_personality(load_personalities(default_personalities_path()), "balanced").weights;
  Considerations c;
  c.begin(g.rules(), g.state(), 0);
  const int ames = g.named("Sgt Ames");
  Forecast f;
  f.known = true;
  f.moves.push_back({static_cast<int16_t>(ames), g.figure(ames).at + Vec2{6, 0}});
  Action walk;
  walk.kind = ActionKind::kMove;
  walk.actor = static_cast<int16_t>(ames);
  std::vector<Consideration> terms;
  OptionFacts facts;
  c.score(g.rules(), g.state(), 0, walk, f, 0, w, terms, facts);
  for (const Consideration& t : terms) {
    if (t.name == kObjective) return t.value;
  }
  return 0;
}

TEST(EndedGround, TheMayhemStandingSaysGroundInABurningBuildingHasEnded) {
  MayhemGame g(blockhouse_to_hold());
  Standing standing;
  g.rules().standing(g.state(), standing);
  ASSERT_EQ(standing.ended.size(), 1u);
  EXPECT_EQ(standing.ended[0], 0);
  g.state().burning[0] = 1;
  g.rules().standing(g.state(), standing);
  EXPECT_EQ(standing.ended[0], 1);
}

TEST(EndedGround, NoGroundTowardItCounts) {
  MayhemGame g(blockhouse_to_hold());
  // 6" nearer ground to hold: half a move's ground (kHoldGroundShare).
  EXPECT_NEAR(ground_of_walk(g), kHoldGroundShare, 0.05);
  g.state().burning[0] = 1;
  EXPECT_EQ(ground_of_walk(g), 0.0);
}

// The planners' ways go into a building no more once it is afire
// (free_space.h): no way to the ground in it.
TEST(EndedGround, NoWayGoesIntoABuildingAfire) {
  MayhemGame g(blockhouse_to_hold());
  const Vec2 ames = g.figure(g.named("Sgt Ames")).at;
  EXPECT_TRUE(objective_paths_for(g.rules(), g.state())->has_way(0, ames));
  g.state().burning[0] = 1;
  EXPECT_FALSE(objective_paths_for(g.rules(), g.state())->has_way(0, ames));
}

TEST(EndedGround, TheJudgeCountsNoGroundTowardIt) {
  MayhemGame g(blockhouse_to_hold());
  GroundBaseline ground;
  ground.set(g.rules(), g.state());
  ASSERT_TRUE(ground.ready());
  EXPECT_GT(ground.root()[0], 0.0);  // some 11" still to cover
  g.state().burning[0] = 1;
  ground.set(g.rules(), g.state());
  EXPECT_EQ(ground.root()[0], 0.0);
}

// Nor does the finder offer a way toward it (ai/tactics/destinations.h).
// The ground here reaches 6" from the blockhouse's centre, out past its
// west wall, so the way to its edge stays open when the house burns; while
// the blockhouse stands, Ames's moves include one toward the ground; once
// it burns, none.
TEST(EndedGround, NoDestinationLeadsTowardIt) {
  const auto toward_ground = [](bool burning) {
    MayhemGame g(blockhouse_to_hold(6));
    if (burning) g.state().burning[0] = 1;
    const std::vector<Destination> found =
        testing::destinations_at_his_move(g, g.named("Sgt Ames"));
    int toward = 0;
    for (const Destination& d : found) toward += d.why == Why::kTowardObjective ? 1 : 0;
    return toward;
  };
  EXPECT_GE(toward_ground(false), 1);
  EXPECT_EQ(toward_ground(true), 0);
}

}  // namespace
}  // namespace skirmish::ai
