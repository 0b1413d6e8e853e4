// Exact fire-combat odds (odds.h): the seed's own numbers, and agreement with
// a fixed-seed simulation of 1,000,000 rolls each through SeededDice within
// 0.2 percentage points (STYLE habit 5). The exact functions take no Dice at
// all, so they cannot draw a random number.
#include "engine/rules/rencounter/odds.h"

#include <gtest/gtest.h>

#include <array>
#include <type_traits>

#include "engine/core/dice.h"
#include "engine/rules/rencounter/fire_resolution.h"
#include "engine/rules/rencounter/fire_shot.h"
#include "tests/rules/rencounter/fire_test_support.h"

namespace skirmish::rencounter {
namespace {

using testing::plain_shot;

constexpr int kTrials = 1'000'000;
constexpr double kTolerance = 0.002;  // 0.2 percentage points
constexpr uint64_t kSeed = 20240611;

double share(int64_t count) {
  return static_cast<double>(count) / kTrials;
}

// The exact functions are pure: none of them has a Dice parameter.
static_assert(std::is_invocable_r_v<Chance, decltype(&chance_to_hit), int>);
static_assert(std::is_invocable_r_v<ResultChances, decltype(&damage_chances), int>);
static_assert(std::is_invocable_r_v<ShotOdds, decltype(&shot_odds), const ShotSituation&,
                                    const FireOptions&>);

TEST(HitOdds, SeedNumbers) {
  for (int need = 1; need <= 11; ++need) EXPECT_EQ(chance_to_hit(need), Chance(need, 12));
  EXPECT_EQ(chance_to_hit(12), Chance(11, 12));  // a natural 12 always misses
  EXPECT_EQ(chance_to_hit(20), Chance(11, 12));
  EXPECT_EQ(chance_to_hit(0), Chance(9, 144));
  EXPECT_EQ(chance_to_hit(-1), Chance(7, 144));  // Private Wilton: "about 5%"
  EXPECT_EQ(chance_to_hit(-2), Chance(5, 144));
  EXPECT_EQ(chance_to_hit(-3), Chance(3, 144));
  EXPECT_EQ(chance_to_hit(-4), Chance(1, 144));  // "snake eyes on D12s, 1/144"
  EXPECT_EQ(chance_to_hit(-5), Chance::zero());  // "At -5 or worse he can't hit at all"
  EXPECT_EQ(chance_to_hit(-12), Chance::zero());
  EXPECT_EQ(chance_text(chance_to_hit(-1)), "7/144 = 4.86%");
}

TEST(HitOdds, BeatByThree) {
  EXPECT_EQ(hit_chances(8).beat_by_three, Chance(5, 12));
  EXPECT_EQ(hit_chances(3).beat_by_three, Chance::zero());
  EXPECT_EQ(hit_chances(14).beat_by_three, Chance(11, 12));
  FireOptions capped;
  capped.cap_need_for_margin = true;
  EXPECT_EQ(hit_chances(14, capped).beat_by_three, Chance(8, 12));
  EXPECT_EQ(hit_chances(0).beat_by_three, Chance::zero());
}

TEST(HitOdds, AgreeWithSimulation) {
  SeededDice dice(kSeed);
  for (int need : {-6, -5, -4, -3, -1, 0, 1, 4, 8, 11, 12, 14}) {
    int64_t hits = 0, beaten = 0;
    for (int i = 0; i < kTrials; ++i) {
      const ToHitRoll r = roll_to_hit(need, dice, RollPurpose{});
      hits += r.hit;
      beaten += r.beat_by_three;
    }
    const HitChances exact = hit_chances(need);
    EXPECT_NEAR(share(hits), exact.hit.value(), kTolerance) << "need " << need;
    EXPECT_NEAR(share(beaten), exact.beat_by_three.value(), kTolerance) << "need " << need;
  }
}

TEST(DamageOdds, SeedTable) {
  const ResultChances plain = damage_chances(0);
  EXPECT_EQ(plain[0], Chance(2, 12));
  EXPECT_EQ(plain[1], Chance(2, 12));
  EXPECT_EQ(plain[2], Chance(3, 12));
  EXPECT_EQ(plain[3], Chance(5, 12));
  EXPECT_EQ(plain[4], Chance::zero());
  const ResultChances weak = damage_chances(3);
  EXPECT_EQ(weak[4], Chance(3, 12));
  EXPECT_EQ(weak[0], Chance::zero());
  EXPECT_EQ(damage_chances(-12)[0], Chance::one());
}

TEST(DamageOdds, AgreeWithSimulation) {
  SeededDice dice(kSeed + 1);
  for (int modifier : {-3, -1, 0, 2, 5}) {
    std::array<int64_t, kWoundResults> counts{};
    for (int i = 0; i < kTrials; ++i) {
      ++counts[static_cast<size_t>(roll_damage(modifier, dice).result)];
    }
    const ResultChances exact = damage_chances(modifier);
    for (size_t r = 0; r < counts.size(); ++r) {
      EXPECT_NEAR(share(counts[r]), exact[r].value(), kTolerance)
          << "modifier " << modifier << " " << name_of(static_cast<WoundResult>(r));
    }
  }
}

void expect_shot_odds_match_simulation(const ShotSituation& s, const FireOptions& o,
                                       uint64_t seed) {
  const ShotOdds exact = shot_odds(s, o);
  ASSERT_TRUE(exact.can_fire);
  Chance total =
      exact.miss + exact.target_hit + exact.other_hit + exact.cover_hit + exact.friend_hit;
  EXPECT_EQ(total, Chance::one());
  SeededDice dice(seed);
  int64_t miss = 0, cover = 0;
  std::array<std::array<int64_t, kWoundResults>, 3> struck{};  // target, other, friend
  for (int i = 0; i < kTrials; ++i) {
    const FiredShot f = fire_shot(s, dice, o);
    switch (f.shot.outcome) {
      case ShotOutcome::kMiss:
        ++miss;
        break;
      case ShotOutcome::kHitCover:
        ++cover;
        break;
      case ShotOutcome::kHitTarget:
        ++struck[0][static_cast<size_t>(f.damage.result)];
        break;
      case ShotOutcome::kHitOther:
        ++struck[1][static_cast<size_t>(f.damage.result)];
        break;
      case ShotOutcome::kHitFriend:
        ++struck[2][static_cast<size_t>(f.damage.result)];
        break;
    }
  }
  EXPECT_NEAR(share(miss), exact.miss.value(), kTolerance);
  EXPECT_NEAR(share(cover), exact.cover_hit.value(), kTolerance);
  const std::array<const ResultChances*, 3> expected = {&exact.target, &exact.other,
                                                        &exact.friendly};
  for (size_t who = 0; who < 3; ++who) {
    for (size_t r = 0; r < kWoundResults; ++r) {
      EXPECT_NEAR(share(struck[who][r]), (*expected[who])[r].value(), kTolerance)
          << "who " << who << " " << name_of(static_cast<WoundResult>(r));
    }
  }
}

TEST(ShotOdds, MountedInCoverInMeleeAgreesWithSimulation) {
  ShotSituation s = plain_shot("Flintlock Musket", 15);  // medium -2
  s.skill = 9;
  s.target_mounted = true;               // +1
  s.solid_cover = SolidCover::kHalf;     // -2
  s.target_in_melee_with_friend = true;  // -2
  expect_shot_odds_match_simulation(s, {}, kSeed + 2);
}

TEST(ShotOdds, FriendInTheWayAndBeatByThreeAgreesWithSimulation) {
  ShotSituation s = plain_shot("Short Bow", 20);  // long -4, damage +1
  s.skill = 10;
  s.aim_half_turns = 4;  // +3
  s.braced = true;       // +1
  s.solid_cover = SolidCover::kThreeQuarters;
  s.cover_is_friend = true;
  expect_shot_odds_match_simulation(s, {}, kSeed + 3);
}

TEST(ShotOdds, AnyShotRiskAimAtHorseLuckyShotsAgreeWithSimulation) {
  FireOptions o;
  o.melee_friend_risk = MeleeFriendRisk::kOnAnyShot;
  ShotSituation s = plain_shot("Blunderbuss", 16);  // extreme -6, damage +2
  s.skill = 5;
  s.target_mounted = true;
  s.mounted_aim = MountedAim::kHorse;
  s.target_in_melee_with_friend = true;  // -2: need -3
  s.solid_cover = SolidCover::kHalf;     // -2: need -5, -3 without cover
  expect_shot_odds_match_simulation(s, o, kSeed + 4);
  EXPECT_EQ(shot_odds(s, o).need, -5);
}

TEST(ShotOdds, PlainShotIsHitTimesDamage) {
  ShotSituation s = plain_shot();
  const ShotOdds odds = shot_odds(s);
  EXPECT_EQ(odds.target_hit, Chance(8, 12));
  EXPECT_EQ(odds.miss, Chance(4, 12));
  // Hits of 1-5 beat 8 by 3 (damage -2 in all), 6-8 do not (damage -1).
  const Chance dead = Chance(5, 12) * damage_chances(-2)[0] + Chance(3, 12) * damage_chances(-1)[0];
  EXPECT_EQ(odds.target[0], dead);
  const ShotOdds out_of_range = shot_odds(plain_shot("Flintlock Musket", 60));
  EXPECT_FALSE(out_of_range.can_fire);
  EXPECT_EQ(out_of_range.miss, Chance::one());
}

}  // namespace
}  // namespace skirmish::rencounter
