// Barred doors in the generic terrain (engine/core/terrain.h): numbered
// through the features and their openings, passable only when a rule set
// says they are broken open, and wall to sight until then (a shut door).
// The shooter stands at (0, 18); the house is (18, 16)-(22, 20).
#include <gtest/gtest.h>

#include "engine/core/los.h"
#include "tests/core/terrain_builders.h"

namespace skirmish {
namespace {

using testing::building;
using testing::field_of;
using testing::man;
using testing::rectangle;

Opening door(Vec2 at, bool barred) {
  Opening o{OpeningKind::kDoor, at, 1.0};
  o.barred = barred;
  return o;
}

TEST(BarredDoors, AreNumberedThroughTheFeaturesAndTheirOpenings) {
  const auto field =
      field_of({building(rectangle(2, 2, 6, 6), {door({2, 4}, false), door({6, 4}, true)}),
                building(rectangle(10, 2, 14, 6), {Opening{OpeningKind::kWindow, {10, 4}, 1.0}}),
                building(rectangle(18, 2, 22, 6), {door({18, 4}, true), door({22, 4}, true)})});
  EXPECT_EQ(barred_door_count(*field), 3);
  EXPECT_EQ(barred_door_number(*field, 0, 0), -1);  // not barred
  EXPECT_EQ(barred_door_number(*field, 0, 1), 0);
  EXPECT_EQ(barred_door_number(*field, 1, 0), -1);  // a window
  EXPECT_EQ(barred_door_number(*field, 2, 0), 1);
  EXPECT_EQ(barred_door_number(*field, 2, 1), 2);
  EXPECT_EQ(barred_door_number(*field, 3, 0), -1);  // no such feature
}

TEST(BarredDoors, PassOnlyWhenBrokenOpen) {
  const auto field =
      field_of({building(rectangle(2, 2, 6, 6), {door({2, 4}, false), door({6, 4}, true),
                                                 Opening{OpeningKind::kWindow, {4, 2}, 1.0}})});
  EXPECT_TRUE(door_passable(*field, 0, 0, {}));
  EXPECT_FALSE(door_passable(*field, 0, 1, {}));
  EXPECT_FALSE(door_passable(*field, 0, 2, {}));  // a window never
  const uint8_t shut[] = {0};
  const uint8_t broken[] = {1};
  EXPECT_FALSE(door_passable(*field, 0, 1, shut));
  EXPECT_TRUE(door_passable(*field, 0, 1, broken));
  EXPECT_FALSE(door_passable(*field, 0, 2, broken));
  EXPECT_TRUE(door({0, 0}, false).open_door());
  EXPECT_FALSE(door({0, 0}, true).open_door());
}

// A shut door hides the man behind it as the wall does; broken open it is
// an ordinary doorway again, the man inside half covered.
TEST(BarredDoors, AreWallToSightUntilBrokenOpen) {
  const LineOfSight los(field_of({building(rectangle(18, 16, 22, 20), {door({18, 18}, true)})}));
  const Sighting shooter = man(0, 18), inside = man(20, 18);
  EXPECT_FALSE(los.look_brute_force(shooter, inside).visible);
  EXPECT_FALSE(los.look_indexed(shooter, inside).visible);
  const uint8_t broken[] = {1};
  const LosResult brute = los.look_brute_force(shooter, inside, {}, -1, -1, broken);
  const LosResult indexed = los.look_indexed(shooter, inside, {}, -1, -1, broken);
  EXPECT_TRUE(brute.visible);
  EXPECT_EQ(brute.solid, SolidCover::kHalf);
  EXPECT_EQ(indexed.visible, brute.visible);
  EXPECT_EQ(indexed.hidden_share, brute.hidden_share);
  // The same house with its door not barred, for comparison.
  const LineOfSight open(field_of({building(rectangle(18, 16, 22, 20), {door({18, 18}, false)})}));
  EXPECT_EQ(open.look(shooter, inside).hidden_share, brute.hidden_share);
}

}  // namespace
}  // namespace skirmish
