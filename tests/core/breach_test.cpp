// Breaches in the generic terrain (engine/core/terrain.h): gaps a rule set
// knocks in a wall, hedge or fence during a game (Mayhem's roundshot, 004 /
// Musket Mayhem / Artillery), kept in its state and handed to sight. Where
// a sight line crosses the piece in a gap, the piece hides nothing; beside
// the gap it still does. Without breaches every look is as before.
#include <gtest/gtest.h>

#include "engine/core/los.h"
#include "tests/core/terrain_builders.h"

namespace skirmish {
namespace {

using testing::field_of;
using testing::line_of;
using testing::man;

// A wall two figure heights tall along x = 20 (a stockade), and a hedge
// along x = 10; the shooter at (0, 18).
std::shared_ptr<const Battlefield> palisade() {
  TerrainFeature wall = line_of(TerrainType::kWall, {{20, 6}, {20, 30}});
  wall.height = 2;
  return field_of({wall, line_of(TerrainType::kHedge, {{10, 6}, {10, 30}})});
}

TEST(Breaches, APointIsInAGapOfItsOwnFeatureOnly) {
  const auto field = palisade();
  const Breach gaps[] = {{{20, 18}, 1.0f, 0}};
  EXPECT_TRUE(in_breach(gaps, 0, {20, 18.9}));
  EXPECT_FALSE(in_breach(gaps, 0, {20, 19.1}));
  EXPECT_FALSE(in_breach(gaps, 1, {20, 18}));  // another feature
  EXPECT_FALSE(in_breach({}, 0, {20, 18}));
  // A line crossing the wall in the gap does not cross it; beside it, it does.
  EXPECT_FALSE(crosses_unbreached(Segment{{15, 18.5}, {25, 18.5}}, field->features[0], 0, gaps));
  EXPECT_TRUE(crosses_unbreached(Segment{{15, 20}, {25, 20}}, field->features[0], 0, gaps));
  EXPECT_TRUE(crosses_unbreached(Segment{{15, 18.5}, {25, 18.5}}, field->features[0], 0, {}));
}

TEST(Breaches, SightPassesAGapInAWallAndNotBesideIt) {
  const LineOfSight los(palisade());
  const Sighting shooter = man(0, 18), behind = man(22, 18), aside = man(22, 24);
  EXPECT_FALSE(los.look(shooter, behind).visible);  // two heights of palisade
  const Breach gaps[] = {{{20, 18}, 1.0f, 0}};
  for (const LosResult& r : {los.look_brute_force(shooter, behind, {}, -1, -1, {}, gaps),
                             los.look_indexed(shooter, behind, {}, -1, -1, {}, gaps)}) {
    EXPECT_TRUE(r.visible);
    EXPECT_EQ(r.solid, SolidCover::kNone);
    EXPECT_NE(r.leafy, LeafyCover::kNone);  // the hedge at x = 10 is whole
  }
  EXPECT_FALSE(los.look(shooter, aside, {}, -1, -1, {}, gaps).visible);
}

TEST(Breaches, AGapInAHedgeObscuresNothing) {
  const LineOfSight los(palisade());
  const Sighting shooter = man(0, 12), target = man(12, 12);
  EXPECT_NE(los.look(shooter, target).leafy, LeafyCover::kNone);
  const Breach gaps[] = {{{10, 12}, 1.0f, 1}};
  EXPECT_EQ(los.look(shooter, target, {}, -1, -1, {}, gaps).leafy, LeafyCover::kNone);
}

}  // namespace
}  // namespace skirmish
