// The grid must give exactly the answer brute force gives, on thousands of
// random layouts (fixed seed), at every grid cell size: it may only skip
// pieces that cannot touch the sight line.
#include <gtest/gtest.h>

#include "engine/core/los.h"
#include "tests/core/random_battlefield.h"
#include "tests/core/same_look.h"

namespace skirmish {
namespace {

using testing::random_battlefield;
using testing::random_men;
using testing::SplitMix;

void expect_same(const LosResult& a, const LosResult& b, int layout, int query) {
  SCOPED_TRACE(::testing::Message() << "layout " << layout << " query " << query);
  testing::expect_same_look(a, b);
}

struct Tally {
  int visible = 0, solid = 0, leafy = 0, blocked_by_men = 0, looks = 0;
};

Tally compare_layouts(uint64_t seed, int layouts, int pieces, double cell) {
  SplitMix rng(seed);
  Tally tally;
  for (int layout = 0; layout < layouts; ++layout) {
    auto field = random_battlefield(rng, pieces, 48, 36);
    LosOptions options;
    options.grid_cell = cell;
    const LineOfSight los(field, options);
    const auto men = random_men(rng, 24, 48, 36);
    for (int query = 0; query < 12; ++query) {
      const int s = rng.below(24), t = rng.below(24);
      if (s == t) continue;
      const LosResult brute = los.look_brute_force(men[s], men[t], men, s, t);
      const LosResult grid = los.look_indexed(men[s], men[t], men, s, t);
      expect_same(brute, grid, layout, query);
      // Men gathered once per position and found through their own grid.
      const SightFigures gathered(los, men);
      expect_same(brute, los.look_indexed(gathered, s, t), layout, query);
      expect_same(brute, los.look(gathered, s, t), layout, query);
      if (::testing::Test::HasFailure()) return tally;
      ++tally.looks;
      tally.visible += brute.visible;
      tally.solid += brute.visible && brute.solid != SolidCover::kNone;
      tally.leafy += brute.visible && brute.leafy != LeafyCover::kNone;
      tally.blocked_by_men += brute.blocker_count > 0;
    }
  }
  return tally;
}

TEST(LineOfSightAgreement, GridMatchesBruteForceOnRandomLayouts) {
  const Tally tally = compare_layouts(20240611, 2000, 30, 0);
  // The layouts must exercise every outcome, or the agreement proves little.
  EXPECT_GT(tally.looks, 20000);
  EXPECT_GT(tally.visible, tally.looks / 5);
  EXPECT_LT(tally.visible, tally.looks);
  EXPECT_GT(tally.solid, 100);
  EXPECT_GT(tally.leafy, 100);
  EXPECT_GT(tally.blocked_by_men, 100);
}

TEST(LineOfSightAgreement, GridMatchesBruteForceOnCrowdedLayouts) {
  compare_layouts(7, 300, 300, 0);
}

TEST(LineOfSightAgreement, GridMatchesBruteForceAtEveryCellSize) {
  for (double cell : {1.0, 2.5, 7.0, 30.0}) compare_layouts(99, 200, 60, cell);
}

// A crowd: many men hide the target at once, so the list of men in the way
// overflows, and the men's grid (met cell by cell) must still list those of
// lowest index, as the scan does.
TEST(LineOfSightAgreement, MenGridListsTheSameBlockersInACrowd) {
  SplitMix rng(31);
  int overflowing = 0;
  for (int layout = 0; layout < 40; ++layout) {
    const LineOfSight los(random_battlefield(rng, 10, 48, 36));
    auto men = random_men(rng, 600, 48, 36);
    for (auto& m : men) m.posture = Posture::kStanding, m.blocks = true;
    const SightFigures gathered(los, men);
    for (int query = 0; query < 20; ++query) {
      const int s = rng.below(600), t = rng.below(600);
      if (s == t) continue;
      const LosResult brute = los.look_brute_force(men[s], men[t], men, s, t);
      expect_same(brute, los.look_indexed(gathered, s, t), layout, query);
      overflowing += brute.blocker_count > LosResult::kMostBlockersListed;
      if (::testing::Test::HasFailure()) return;
    }
  }
  EXPECT_GT(overflowing, 20);
}

TEST(LineOfSightAgreement, SameAnswerEveryTime) {
  SplitMix rng(5);
  const LineOfSight los(random_battlefield(rng, 50, 48, 36));
  const auto men = random_men(rng, 10, 48, 36);
  const LosResult first = los.look(men, 0, 1);
  for (int i = 0; i < 3; ++i) expect_same(first, los.look(men, 0, 1), 0, i);
}

}  // namespace
}  // namespace skirmish
