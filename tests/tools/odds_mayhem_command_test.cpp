// `skirmish odds shot`, `odds melee` and `odds courage`: Mayhem's exact
// chances, as a player reads them, and bad words refused with the reason.
#include <gtest/gtest.h>

#include <sstream>

#include "tools/skirmish/commands.h"

namespace skirmish {
namespace {

std::string shot(const OddsShotArgs& a, int want_code = 0) {
  std::ostringstream out, err;
  EXPECT_EQ(run_odds_shot(a, out, err), want_code) << err.str();
  return out.str() + err.str();
}

std::string courage(const OddsCourageArgs& a, int want_code = 0) {
  std::ostringstream out, err;
  EXPECT_EQ(run_odds_courage(a, out, err), want_code) << err.str();
  return out.str() + err.str();
}

bool has(const std::string& text, const std::string& words) {
  return text.find(words) != std::string::npos;
}

// 004 / Morale/Courage Checks: one die against the group's highest courage;
// failing, each man's own die against his own: over it he runs off, else
// he falls back 2d6". A common man (3) in a group led at 5.
TEST(OddsCourage, AGroupCheckThenHisOwnDie) {
  OddsCourageArgs a;
  a.courage = 5;
  a.own = 3;
  const std::string text = courage(a);
  EXPECT_TRUE(has(text, "courage check: one die, 5 or less passes: 5/6 = 83.3%")) << text;
  EXPECT_TRUE(has(text, "he holds: 5/6 = 83.3%")) << text;
  EXPECT_TRUE(has(text, "he falls back 2d6\": 1/12 = 8.3%")) << text;
  EXPECT_TRUE(has(text, "he runs off the table: 1/12 = 8.3%")) << text;
}

// 004 / Heroes: a lone man's save cancels his failed check; a man in a
// group can save only his own die, turning a run-off into a fall-back.
TEST(OddsCourage, HisSaveCountsWhereItCancelsHisDie) {
  OddsCourageArgs a;
  a.alone = true;
  a.saves = 1;
  std::string text = courage(a);
  EXPECT_TRUE(has(text, "he holds: certain")) << text;
  EXPECT_TRUE(has(text, "the check, and a run-off")) << text;
  a.alone = false;
  text = courage(a);
  EXPECT_TRUE(has(text, "he holds: 1/2 = 50.0%")) << text;
  EXPECT_TRUE(has(text, "he falls back 2d6\": 1/2 = 50.0%")) << text;
  EXPECT_TRUE(has(text, "he runs off the table: never")) << text;
}

// 004 / Courage, event 2: ordered to charge, a failed check stands the
// group still; 004 / Musket, event 4: hit and not killed, he checks alone
// at his group's courage.
TEST(OddsCourage, AnOrderToChargeAndAHit) {
  OddsCourageArgs a;
  a.charge = true;
  a.courage = 4;
  std::string text = courage(a);
  EXPECT_TRUE(has(text, "they go in: 2/3 = 66.7%")) << text;
  EXPECT_TRUE(has(text, "they stand still: 1/3 = 33.3%")) << text;
  EXPECT_FALSE(has(text, "runs off")) << text;
  a = OddsCourageArgs{};
  a.hit = true;
  a.courage = 4;
  a.own = 2;
  text = courage(a);
  EXPECT_TRUE(has(text, "he holds: 2/3 = 66.7%")) << text;
  EXPECT_TRUE(has(text, "he runs off the table: 2/9 = 22.2%")) << text;
}

TEST(OddsCourage, OutOfRangeIsRefused) {
  OddsCourageArgs a;
  a.courage = 7;
  EXPECT_TRUE(has(courage(a, 1), "--courage is 1 to 6, not 7"));
  a.courage = 3;
  a.hit = a.charge = true;
  EXPECT_TRUE(has(courage(a, 1), "not both"));
}

std::string melee(const OddsMeleeArgs& a, int want_code = 0) {
  std::ostringstream out, err;
  EXPECT_EQ(run_odds_melee(a, out, err), want_code) << err.str();
  return out.str() + err.str();
}

// 004 / Musket Mayhem / Missile Fire: open ground 4-6; a musket's +1 makes
// the impact 5-6 a kill and 1-4 a check.
TEST(OddsShot, MusketInTheOpen) {
  const std::string text = shot({});
  EXPECT_NE(text.find("skill die: needs 4 or more: 1/2 = 50.0%"), std::string::npos) << text;
  EXPECT_NE(text.find("killed: 1/6 = 16.7%"), std::string::npos) << text;
  EXPECT_NE(text.find("courage check: 1/3 = 33.3%"), std::string::npos) << text;
}

TEST(OddsShot, HardCoverOverHalfRangeCannotBeHit) {
  OddsShotArgs a;
  a.cover = "hard";
  a.over_half_range = true;
  const std::string text = shot(a);
  EXPECT_NE(text.find("needs 7 or more (6, modified -1): never"), std::string::npos) << text;
}

// 004 / Medieval Mayhem: 5-6 in the open; impact against armor, the shield
// counting from the front and left only.
TEST(OddsShot, MedievalShieldCountsOnlyFromTheFrontAndLeft) {
  OddsShotArgs a;
  a.variant = "medieval";
  a.weapon = "bow";
  a.armor = 4;
  a.shield = true;
  std::string text = shot(a);
  EXPECT_NE(text.find("needs 5 or more against armor 5"), std::string::npos) << text;
  EXPECT_NE(text.find("removed: 1/9 = 11.1%"), std::string::npos) << text;
  a.from_right = true;
  text = shot(a);
  EXPECT_NE(text.find("needs 4 or more against armor 4"), std::string::npos) << text;
  EXPECT_NE(text.find("removed: 1/6 = 16.7%"), std::string::npos) << text;
}

// 004 / Heroes: Hawkeye's +2 to hit and +1 to impact with his rifle-like
// musket (+1): the skill die needs 2, the impact die 4. A reroll token is
// spent on the skill die that misses, else on the impact die that falls
// short; a save token of the target's turns his death into nothing.
TEST(OddsShot, AHerosBonusesAndTokens) {
  OddsShotArgs a;
  a.hit_bonus = 2;
  a.impact_bonus = 1;
  std::string text = shot(a);
  EXPECT_TRUE(text.find("skill die: needs 2 or more (4, modified +2): 5/6 = 83.3%") !=
              std::string::npos)
      << text;
  EXPECT_NE(text.find("impact die: needs 4 or more to kill"), std::string::npos) << text;
  EXPECT_NE(text.find("killed: 5/12 = 41.7%"), std::string::npos) << text;
  a.rerolls = 1;
  text = shot(a);
  // A hit on the first die or on its reroll: 5/6 + 1/6 x 5/6.
  EXPECT_NE(text.find("(4, modified +2): 35/36 = 97.2%"), std::string::npos) << text;
  // 5/6 x (1/2 + 1/2 x 1/2), and 1/6 x 5/6 rolled again x 1/2.
  EXPECT_NE(text.find("killed: 25/36 = 69.4%"), std::string::npos) << text;
  EXPECT_NE(text.find("counting the shooter's reroll tokens"), std::string::npos) << text;
  a.rerolls = 0;
  a.saves = 1;
  text = shot(a);
  EXPECT_NE(text.find("killed: never"), std::string::npos) << text;
  EXPECT_NE(text.find("he spends a save token: 5/12 = 41.7%"), std::string::npos) << text;
}

TEST(OddsShot, UnknownWordsAreRefused) {
  OddsShotArgs a;
  a.cover = "wet";
  EXPECT_NE(shot(a, 1).find("--cover is open, soft or hard, not \"wet\""), std::string::npos);
  a = {};
  a.weapon = "sling";
  EXPECT_NE(shot(a, 1).find("not \"sling\""), std::string::npos);
}

// 004 / Musket / Melee: equal men tie 6/36; the winner's results die
// against armament 5 puts the loser down on 5-6.
TEST(OddsMelee, EvenMusketFight) {
  const std::string text = melee({});
  EXPECT_NE(text.find("you 0, he 0"), std::string::npos) << text;
  // He is beaten 15/36 of the time and put down on 2/6 of those.
  EXPECT_NE(text.find("he is put down: 5/36 = 13.9%"), std::string::npos) << text;
  EXPECT_NE(text.find("he must check courage: 5/18 = 27.8%"), std::string::npos) << text;
  EXPECT_NE(text.find("nothing comes of it: 1/6 = 16.7%"), std::string::npos) << text;
}

// 004 / Heroes: your reroll token in an even Musket fight, rolled again on
// a skill die that leaves you behind, else on a results die that falls
// short (each die once, one token); his save token against your blow.
TEST(OddsMelee, AHerosTokens) {
  OddsMeleeArgs a;
  a.my_rerolls = 1;
  std::string text = melee(a);
  EXPECT_NE(text.find("he is put down: 85/324 = 26.2%"), std::string::npos) << text;
  EXPECT_NE(text.find("you are put down: 55/648 = 8.5%"), std::string::npos) << text;
  EXPECT_NE(text.find("counting reroll tokens"), std::string::npos) << text;
  a = {};
  a.his_saves = 1;
  a.my_skill_bonus = 1;
  text = melee(a);
  EXPECT_NE(text.find("you +1 (hero), he 0"), std::string::npos) << text;
  EXPECT_NE(text.find("he is put down: never"), std::string::npos) << text;
  // You win 7/12 of the fights (a die +1 against his) and remove him on 5-6.
  EXPECT_NE(text.find("he spends a save token: 7/36 = 19.4%"), std::string::npos) << text;
}

TEST(OddsMelee, ModifiersAreNamed) {
  OddsMeleeArgs a;
  a.mine = {"leader", "rear"};
  a.his = {"shock"};
  const std::string text = melee(a);
  EXPECT_NE(text.find("you +3 (leader, rear or side), he +1 (shock troops)"), std::string::npos)
      << text;
  a.mine = {"brave"};
  EXPECT_NE(melee(a, 1).find("unknown situation \"brave\""), std::string::npos);
}

}  // namespace
}  // namespace skirmish
