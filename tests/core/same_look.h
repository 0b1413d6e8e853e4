// Two looks' answers are the same, bit for bit: for tests that hold one way
// of looking (the grid, a remembered look) to another.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>

#include "engine/core/los.h"

namespace skirmish::testing {

inline void expect_same_look(const LosResult& a, const LosResult& b) {
  EXPECT_EQ(a.visible, b.visible);
  EXPECT_EQ(a.solid, b.solid);
  EXPECT_EQ(a.leafy, b.leafy);
  EXPECT_EQ(a.cover, b.cover);
  EXPECT_EQ(a.hidden_share, b.hidden_share);  // bit for bit, not nearly
  EXPECT_EQ(a.range, b.range);
  EXPECT_EQ(a.shooter_level, b.shooter_level);
  EXPECT_EQ(a.target_level, b.target_level);
  ASSERT_EQ(a.blocker_count, b.blocker_count);
  for (std::size_t k = 0; k < a.blocking_figures().size(); ++k) {
    EXPECT_EQ(a.blocking_figures()[k], b.blocking_figures()[k]);
  }
}

}  // namespace skirmish::testing
