// 000 / Wounds and 000 / Effects of Wounds: points by level, adding up, death
// at 6, the modifiers and movement penalties, knockdown and recovery.
#include "engine/rules/rencounter/wounds.h"

#include <gtest/gtest.h>

namespace skirmish::rencounter {
namespace {

const ActionOptions kDefaults;

TEST(Wounds, PointsByLevel) {
  EXPECT_EQ(wound_points(WoundLevel::kMinor), 1);
  EXPECT_EQ(wound_points(WoundLevel::kSerious), 2);
  EXPECT_EQ(wound_points(WoundLevel::kCrippling), 3);
  EXPECT_EQ(name_of(WoundLevel::kCrippling), "crippling");
}

TEST(Wounds, EachLevelGivesItsModifiersAndMovePenalty) {
  // "-1 to initiative, melee, shooting and other skills, -2" to movement on
  // foot" for a minor wound; -2 / -4" serious; -3 / -6" crippling.
  for (WoundLevel level : {WoundLevel::kMinor, WoundLevel::kSerious, WoundLevel::kCrippling}) {
    Wounds w;
    add_wound(w, level, kDefaults);
    const int points = wound_points(level);
    EXPECT_EQ(w.points, points);
    EXPECT_EQ(action_roll_modifier(w), points) << name_of(level);
    EXPECT_EQ(skill_modifier(w), -points);
    EXPECT_EQ(walk_penalty_inches(w), 2 * points);
    EXPECT_EQ(crawl_penalty_inches(w), points);
    EXPECT_DOUBLE_EQ(low_crawl_penalty_inches(w), points / 3.0);
  }
}

TEST(Wounds, MovesAfterPenaltiesNeverGoBelowZero) {
  Wounds minor{1, false, false};
  EXPECT_DOUBLE_EQ(walk_inches(minor), 4.0);
  EXPECT_DOUBLE_EQ(crawl_inches(minor), 2.0);
  EXPECT_NEAR(low_crawl_inches(minor), 2.0 / 3.0, 1e-12);
  Wounds crippled{3, false, false};
  EXPECT_DOUBLE_EQ(walk_inches(crippled), 0.0);
  EXPECT_DOUBLE_EQ(crawl_inches(crippled), 0.0);
  EXPECT_DOUBLE_EQ(low_crawl_inches(crippled), 0.0);
  Wounds five{5, false, false};
  // "Combinations of wounds between Crippling and Death can total -4 or -5
  // modifiers and double that in movement penalties."
  EXPECT_EQ(skill_modifier(five), -5);
  EXPECT_EQ(walk_penalty_inches(five), 10);
  EXPECT_DOUBLE_EQ(walk_inches(five, 9.0), 0.0);
}

TEST(Wounds, AreAdditive) {
  // "Two minors equals one serious. A minor and a serious equals a crippling wound."
  Wounds two_minors;
  add_wound(two_minors, WoundLevel::kMinor, kDefaults);
  add_wound(two_minors, WoundLevel::kMinor, kDefaults);
  EXPECT_EQ(two_minors.points, wound_points(WoundLevel::kSerious));
  EXPECT_TRUE(is_seriously_wounded(two_minors));
  EXPECT_FALSE(is_crippled(two_minors));

  Wounds minor_and_serious;
  add_wound(minor_and_serious, WoundLevel::kMinor, kDefaults);
  add_wound(minor_and_serious, WoundLevel::kSerious, kDefaults);
  EXPECT_EQ(minor_and_serious.points, wound_points(WoundLevel::kCrippling));
  EXPECT_TRUE(is_crippled(minor_and_serious));
  EXPECT_EQ(describe_points(4), "crippling and worse");
}

TEST(Wounds, DeathAtSixPoints) {
  // "Two crippling wounds will kill."
  Wounds w;
  EXPECT_FALSE(add_wound(w, WoundLevel::kCrippling, kDefaults).killed);
  const WoundEffect second = add_wound(w, WoundLevel::kCrippling, kDefaults);
  EXPECT_TRUE(second.killed);
  EXPECT_EQ(second.points_before, 3);
  EXPECT_EQ(second.points_after, 6);
  EXPECT_TRUE(is_dead(w));
  EXPECT_TRUE(is_out_of_action(w));
  EXPECT_FALSE(w.in_shock);

  // Five points is alive; one more minor kills, and the total stops at 6.
  Wounds five{5, false, false};
  EXPECT_FALSE(is_dead(five));
  const WoundEffect last = add_wound(five, WoundLevel::kSerious, kDefaults);
  EXPECT_TRUE(last.killed);
  EXPECT_EQ(five.points, kDeathPoints);
  // Wounding the dead changes nothing.
  const WoundEffect again = add_wound(five, WoundLevel::kMinor, kDefaults);
  EXPECT_FALSE(again.killed);
  EXPECT_EQ(five.points, kDeathPoints);

  Wounds struck;
  kill(struck);
  EXPECT_TRUE(is_dead(struck));
  EXPECT_EQ(describe_points(struck.points), "dead");
}

TEST(Wounds, SeriousAndCripplingKnockDownMinorDoesNot) {
  Wounds minor;
  EXPECT_FALSE(add_wound(minor, WoundLevel::kMinor, kDefaults).knocked_down);
  EXPECT_FALSE(minor.in_shock);
  for (WoundLevel level : {WoundLevel::kSerious, WoundLevel::kCrippling}) {
    Wounds w;
    const WoundEffect e = add_wound(w, level, kDefaults);
    EXPECT_TRUE(e.knocked_down) << name_of(level);
    EXPECT_FALSE(e.knockdown_roll);
    EXPECT_TRUE(w.in_shock);
  }
}

TEST(Wounds, SecondMinorKnocksDownOnlyWithTheOption) {
  Wounds w{1, false, false};
  EXPECT_FALSE(add_wound(w, WoundLevel::kMinor, kDefaults).knocked_down);
  ActionOptions total_counts;
  total_counts.minor_reaching_serious_knocks_down = true;
  Wounds v{1, false, false};
  EXPECT_TRUE(add_wound(v, WoundLevel::kMinor, total_counts).knocked_down);
  EXPECT_TRUE(v.in_shock);
  // Only the wound that crosses into serious: a third minor does not.
  v.in_shock = false;
  EXPECT_FALSE(add_wound(v, WoundLevel::kMinor, total_counts).knocked_down);
}

TEST(Wounds, RecoveryTakesOneSuccessfulActivation) {
  Wounds w;
  add_wound(w, WoundLevel::kSerious, kDefaults);
  ASSERT_TRUE(w.in_shock);
  EXPECT_TRUE(recover_from_shock(w));
  EXPECT_FALSE(w.in_shock);
  EXPECT_FALSE(recover_from_shock(w));  // nothing left to recover from
  EXPECT_EQ(w.points, 2);               // recovery heals nothing

  Wounds overcome{3, true, true};
  EXPECT_FALSE(recover_from_shock(overcome));  // out of action for the game
}

TEST(Wounds, VariableKnockdownAsksForARollOnSeriousWoundsOnly) {
  ActionOptions variable;
  variable.variable_knockdown = true;
  Wounds w;
  const WoundEffect serious = add_wound(w, WoundLevel::kSerious, variable);
  EXPECT_TRUE(serious.knockdown_roll);
  EXPECT_FALSE(serious.knocked_down);
  EXPECT_FALSE(w.in_shock);
  knock_down(w);  // the roll was failed
  EXPECT_TRUE(w.in_shock);

  Wounds c;
  const WoundEffect crippling = add_wound(c, WoundLevel::kCrippling, variable);
  EXPECT_FALSE(crippling.knockdown_roll);
  EXPECT_TRUE(crippling.knocked_down);
}

}  // namespace
}  // namespace skirmish::rencounter
