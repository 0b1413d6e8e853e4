// The generator behind SeededDice: known splitmix64 output, reproducible
// streams, and bounded draws that are in range and unbiased.
#include "engine/core/random.h"

#include <gtest/gtest.h>

#include <array>
#include <cmath>

namespace skirmish {
namespace {

TEST(SplitMix64, MatchesPublishedSequence) {
  // The reference sequence for seed 1234567 (as used by Java's SplittableRandom
  // and the xoshiro authors' seeding code).
  SplitMix64 g(1234567);
  const std::array<uint64_t, 5> expected{6457827717110365317ULL, 3203168211198807973ULL,
                                         9817491932198370423ULL, 4593380528125082431ULL,
                                         16408922859458223821ULL};
  for (uint64_t want : expected) EXPECT_EQ(g.next(), want);
}

TEST(Xoshiro256, SameSeedSameStream) {
  Xoshiro256 a(42), b(42), c(43);
  bool differs = false;
  for (int i = 0; i < 100; ++i) {
    const uint64_t x = a.next();
    EXPECT_EQ(x, b.next());
    differs |= x != c.next();
  }
  EXPECT_TRUE(differs);
  EXPECT_EQ(a.seed(), 42u);
  EXPECT_EQ(a.draws(), 100u);
}

TEST(Xoshiro256, DiscardResumesTheStream) {
  Xoshiro256 a(7), b(7);
  for (int i = 0; i < 37; ++i) a.next();
  b.discard(37);
  EXPECT_EQ(a.next(), b.next());
  EXPECT_EQ(a.draws(), b.draws());
}

TEST(Xoshiro256, BelowStaysInRange) {
  Xoshiro256 g(1);
  for (uint64_t n : {1ULL, 2ULL, 3ULL, 6ULL, 7ULL, 100ULL, 1000ULL, (1ULL << 63) + 1}) {
    for (int i = 0; i < 1000; ++i) EXPECT_LT(g.below(n), n);
  }
}

TEST(Xoshiro256, SixSidedFacesAreEquallyLikely) {
  // 600,000 draws: each face expects 100,000 with a standard deviation of
  // about 289; a chi-square over 5 degrees of freedom above 20.5 happens by
  // chance less than once in a thousand runs (and the seed is fixed anyway).
  Xoshiro256 g(2024);
  std::array<int, 6> count{};
  constexpr int kDraws = 600000;
  for (int i = 0; i < kDraws; ++i) ++count[g.below(6)];
  double chi2 = 0;
  for (int c : count) chi2 += (c - kDraws / 6.0) * (c - kDraws / 6.0) / (kDraws / 6.0);
  EXPECT_LT(chi2, 20.5);
}

TEST(Xoshiro256, RejectionRemovesBiasForAwkwardBounds) {
  // n just over 2^63: a plain modulo would give the low half twice the
  // chance of the high half; rejection keeps them even.
  Xoshiro256 g(99);
  const uint64_t n = (1ULL << 63) + (1ULL << 62);
  int low = 0;
  constexpr int kDraws = 100000;
  for (int i = 0; i < kDraws; ++i) low += g.below(n) < n / 2 ? 1 : 0;
  EXPECT_NEAR(low / static_cast<double>(kDraws), 0.5, 0.01);
}

}  // namespace
}  // namespace skirmish
