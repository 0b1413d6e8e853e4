// `skirmish odds shot` and `odds melee`: Mayhem's exact chances, as a
// player reads them, and bad words refused with the reason.
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
