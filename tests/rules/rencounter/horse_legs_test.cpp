// Rides that bend on the way (000 / Movement / Horse / Turning: "Horses
// moving up to 12", 3 x 45 degrees with 3" separating turns"; "up to 18",
// 2 x 45 degrees with 6" separating turns"), with every die forced.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/horse_rules.h"
#include "engine/rules/rencounter/rider_candidates.h"
#include "engine/rules/rencounter/riding.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::two_units;

constexpr int kRider = 0;  // Red, at (10, 10) heading +y (90 degrees)

class HorseLegs : public ::testing::Test {
 protected:
  HorseLegs() {
    scenario_ = two_units({{"Lt Vance", {10, 10}, 4, {"Flintlock Pistol", "Sword"}},
                           {"Ike Webb", {40, 4}, 4, {"Flintlock Pistol", "Sword"}}},
                          {{"Abel Moss", {10, 40}, 4, {"Flintlock Musket", "Sword"}},
                           {"Ben Nye", {44, 32}, 4, {"Flintlock Musket"}}},
                          {});
    state_ = rules_.new_game(scenario_);
    Figure& f = s().figures()[kRider];
    f.mounted = true;
    f.base_radius = 1.0f;
    f.facing = 90.0f;
    s().men[kRider].horse.has_horse = true;
  }
  RencounterState& s() { return as_rencounter(*state_); }
  void speed(int inches) { s().men[kRider].horse.speed = static_cast<int8_t>(inches); }
  // A ride turning 45 degrees right (toward +x) at the start, `first_leg`
  // on, and 45 more, `total` inches in all: it ends heading 0 degrees.
  static Action bent(double first_leg, double total) {
    const Vec2 bend = Vec2{10, 10} + direction_of(45.0) * first_leg;
    const Vec2 end = bend + direction_of(0.0) * (total - first_leg);
    return {ActionKind::kMove, kRider, -1, -1, bent_ride_param(first_leg), end};
  }
  CheckResult check(const Action& a) { return check_figure_action(s(), a); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
};

TEST(BendRule, TurnsNeedTheirSpacing) {
  EXPECT_EQ(bend_refusal(12, 45, 3, 45), "");
  EXPECT_NE(bend_refusal(12, 45, 2, 45), "");  // 3" between turns at up to 12"
  EXPECT_NE(bend_refusal(12, 0, 3, 90), "");   // one 45 at each point
  EXPECT_EQ(bend_refusal(18, 45, 6, 45), "");
  EXPECT_NE(bend_refusal(18, 45, 5, 45), "");  // 6" between turns at up to 18"
  EXPECT_EQ(bend_refusal(6, 90, 1, 90), "");   // up to 6": 4 x 45 anywhere
  EXPECT_NE(bend_refusal(6, 135, 1, 90), "");  // but no more than four
}

TEST_F(HorseLegs, AtTwelveABendThreeInchesOnTurnsNinetyDegrees) {
  speed(12);
  EXPECT_TRUE(check(bent(3, 12)).ok) << check(bent(3, 12)).reason;
  const CheckResult tight = check(bent(2, 12));
  EXPECT_FALSE(tight.ok);
  EXPECT_NE(tight.reason.find("3\" between"), std::string::npos) << tight.reason;
}

TEST_F(HorseLegs, AtEighteenTheBendComesSixInchesOn) {
  speed(18);
  EXPECT_TRUE(check(bent(6, 18)).ok);
  EXPECT_FALSE(check(bent(3, 18)).ok);
  // The two legs together are the speed: 12" at least from 18".
  EXPECT_FALSE(check(bent(6, 10)).ok);
}

TEST_F(HorseLegs, ABentRideEndsOnTheSecondLegsHeading) {
  speed(12);
  ScriptedDice dice;
  VectorSink events{true};
  const Action a = bent(3, 12);
  ASSERT_TRUE(apply_riding_action(s(), a, dice, events));
  EXPECT_EQ(s().men[kRider].horse.speed, 12);
  EXPECT_NEAR(s().figures()[kRider].facing, 0.0, 1e-4);
  EXPECT_NEAR(distance(s().figures()[kRider].at, *a.at), 0.0, 1e-9);
  EXPECT_NEAR(s().men[kRider].moved, 12.0, 1e-4);
  bool told = false;
  for (const Event& e : events.events) told |= e.text.find("turning after 3") != std::string::npos;
  EXPECT_TRUE(told);
}

TEST_F(HorseLegs, ARiderIsOfferedABentRideTowardAFoeBehindHisShoulder) {
  speed(12);
  s().figures()[kRider].facing = 0.0f;  // the enemy at (10, 40) is 90 degrees off
  std::vector<Action> offered;
  add_rider_candidates(s(), kRider, offered);
  int bends = 0;
  for (const Action& a : offered) {
    EXPECT_TRUE(check(a).ok) << to_text(a);
    bends += ride_first_leg(a) > 0 ? 1 : 0;
  }
  EXPECT_GT(bends, 0);
}

}  // namespace
}  // namespace skirmish::rencounter
