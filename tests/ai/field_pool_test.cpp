// The pool of distance fields a destination finder keeps (field_pool.h):
// a field asked again is handed back, not worked out, and is the field
// worked out afresh; a new free space forgets every field over the old.
#include <gtest/gtest.h>

#include <bit>
#include <cstdint>
#include <memory>

#include "ai/tactics/distance_field.h"
#include "ai/tactics/field_pool.h"
#include "ai/tactics/free_space.h"
#include "tests/core/terrain_builders.h"

namespace skirmish::ai {
namespace {

using skirmish::testing::building;
using skirmish::testing::field_of;
using skirmish::testing::rectangle;

// Every node's inches and the inches to a few points, bit for bit.
void expect_same_field(const DistanceField& kept, const DistanceField& fresh) {
  ASSERT_EQ(kept.space().nodes(), fresh.space().nodes());
  for (std::size_t n = 0; n < fresh.space().nodes(); ++n) {
    ASSERT_EQ(std::bit_cast<uint64_t>(kept.at_node(n)), std::bit_cast<uint64_t>(fresh.at_node(n)))
        << "node " << n;
  }
  for (const Vec2 p : {Vec2{14.5, 10.5}, Vec2{3.2, 17.9}, Vec2{10, 10}}) {
    EXPECT_EQ(std::bit_cast<uint64_t>(kept.to(p)), std::bit_cast<uint64_t>(fresh.to(p)));
  }
}

TEST(FieldPool, AFieldAskedAgainIsHandedBackAsItWasWorkedOut) {
  const auto field = field_of({building(rectangle(8, 4, 12, 16), {})}, 20, 20);
  const auto space = std::make_shared<const FreeSpace>(*field);
  FieldPool pool;
  DistanceField in_hand;
  const Vec2 a{5.5, 10.5}, b{15.2, 3.3};
  pool.compute(in_hand, space, a, 12);
  pool.compute(in_hand, space, a, 12);  // the field in hand already
  EXPECT_EQ(pool.computed(), 1);
  EXPECT_EQ(pool.reused(), 1);
  pool.compute(in_hand, space, b, 12);
  pool.compute(in_hand, space, a, 9);  // another bound is another field
  EXPECT_EQ(pool.computed(), 3);
  pool.compute(in_hand, space, a, 12);  // swapped back in from the pool
  EXPECT_EQ(pool.computed(), 3);
  EXPECT_EQ(pool.reused(), 2);
  EXPECT_EQ(in_hand.origin(), a);
  EXPECT_EQ(in_hand.bound(), 12);
  DistanceField fresh;
  fresh.compute(*space, a, 12);
  expect_same_field(in_hand, fresh);

  // Many more than it keeps: the oldest go, and one of them is worked out
  // again when asked.
  for (int k = 0; k < static_cast<int>(FieldPool::kKept) + 4; ++k) {
    pool.compute(in_hand, space, {1.5 + 0.5 * k, 1.5}, 12);
  }
  const long long before = pool.computed();
  pool.compute(in_hand, space, b, 12);
  EXPECT_EQ(pool.computed(), before + 1);
  fresh.compute(*space, b, 12);
  expect_same_field(in_hand, fresh);
}

TEST(FieldPool, ANewFreeSpaceForgetsTheFieldsOverTheOld) {
  const auto walled = field_of({building(rectangle(8, 4, 12, 16), {})}, 20, 20);
  const auto open = field_of({}, 20, 20);
  auto first = std::make_shared<const FreeSpace>(*walled);
  const auto second = std::make_shared<const FreeSpace>(*open);
  FieldPool pool;
  DistanceField in_hand;
  const Vec2 a{5.5, 10.5};
  pool.compute(in_hand, first, a, 20);
  pool.compute(in_hand, second, a, 20);
  EXPECT_EQ(pool.computed(), 2) << "the same origin and bound over another space";
  EXPECT_TRUE(in_hand.is_over(second.get()));
  EXPECT_NEAR(in_hand.to({14.5, 10.5}), 9.0, 1e-9) << "straight across the open table";
  pool.compute(in_hand, first, a, 20);
  EXPECT_EQ(pool.computed(), 3) << "a space come back is worked out afresh";
}

}  // namespace
}  // namespace skirmish::ai
