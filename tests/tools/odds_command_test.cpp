// `skirmish odds`: the exact text a player reads for a shot and a damage roll.
#include <gtest/gtest.h>

#include <sstream>

#include "tools/skirmish/commands.h"

namespace skirmish {
namespace {

// 000 / Fire Combat / Skill: Private Wilton, skill 5, -6 in all.
TEST(OddsCommand, FireSkillFiveModifierMinusSix) {
  std::ostringstream out;
  EXPECT_EQ(run_odds_fire({5, -6}, out), 0);
  EXPECT_EQ(out.str(),
            "skill 5, modifier -6\n"
            "needs -1: roll 1, then 7 or less on a second d12: 7/144 = 4.86%\n");
}

TEST(OddsCommand, FireOrdinaryShotShowsTheBeatByThreeShare) {
  std::ostringstream out;
  EXPECT_EQ(run_odds_fire({8, -1}, out), 0);
  EXPECT_EQ(out.str(),
            "skill 8, modifier -1\n"
            "needs 7: roll 7 or less on a d12: 7/12 = 58.33%\n"
            "hits by 3 or more (damage -1): 1/3 = 33.33%\n");
}

TEST(OddsCommand, DamageTable) {
  std::ostringstream out;
  EXPECT_EQ(run_odds_damage({1}, out), 0);
  EXPECT_EQ(out.str(),
            "damage roll d12+1\n"
            "struck dead (total 2 or less): 1/12 = 8.33%\n"
            "crippling wound (total 3-4): 1/6 = 16.67%\n"
            "serious wound (total 5-7): 1/4 = 25.00%\n"
            "minor wound (total 8-12): 5/12 = 41.67%\n"
            "no effect (total 13 or more): 1/12 = 8.33%\n");
}

}  // namespace
}  // namespace skirmish
