// Horses in play with every die forced (000 / Movement / Horse, Obstacles,
// Effects of enemy figures on movement, Wounded horses, Attacks by horses,
// Fire Combat / Target Size): riding at speed, turning, reining back,
// falls, wounded horses, a pinned rider, tramples, collisions, jumps,
// kicks, getting down and up; and random games with a mounted patrol end.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/rider_candidates.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/shooting.h"
#include "tests/core/terrain_builders.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::two_units;

constexpr int kRider = 0;  // Red, at (10, 10) heading +y (90 degrees)
constexpr int kMate = 1;   // Red, far off
constexpr int kFoe = 2;    // Blue, on foot at (10, 30)
constexpr int kFoe2 = 3;   // Blue, far off

class Horses : public ::testing::Test {
 protected:
  Horses() {
    scenario_ = two_units({{"Lt Vance", {10, 10}, 4, {"Flintlock Pistol", "Sword"}},
                           {"Ike Webb", {40, 4}, 4, {"Flintlock Pistol", "Sword"}}},
                          {{"Abel Moss", {10, 30}, 4, {"Flintlock Musket", "Sword"}},
                           {"Ben Nye", {44, 32}, 4, {"Flintlock Musket"}}},
                          {{"horse_attacks", "on", {}}});
    state_ = rules_.new_game(scenario_);
    mount(kRider, 0);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  void mount(int i, int speed, double facing = 90) {
    Figure& f = s().figures()[static_cast<size_t>(i)];
    f.mounted = true;
    f.base_radius = 1.0f;
    f.facing = static_cast<float>(facing);
    s().men[static_cast<size_t>(i)].horse.has_horse = true;
    s().men[static_cast<size_t>(i)].horse.speed = static_cast<int8_t>(speed);
  }
  Figure& fig(int i) { return s().figures()[static_cast<size_t>(i)]; }
  ManRecord& man(int i) { return s().men[static_cast<size_t>(i)]; }
  static Action ride(Vec2 to, MoveMode mode = MoveMode::kWalk) {
    return {ActionKind::kMove, kRider, -1, -1, static_cast<int32_t>(mode), to};
  }
  CheckResult check(const Action& a) { return check_figure_action(s(), a); }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TEST_F(Horses, FromAHaltAHorseGainsSixInches) {
  EXPECT_TRUE(check(ride({10, 16})).ok);
  const CheckResult r = check(ride({10, 18}));
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.reason.find("gains 6\" a turn at most"), std::string::npos) << r.reason;
}

TEST_F(Horses, AtEighteenItMustGoTwelveAndNoMoreThanEighteen) {
  man(kRider).horse.speed = 18;
  const CheckResult slow = check(ride({10, 16}));
  EXPECT_FALSE(slow.ok);
  EXPECT_NE(slow.reason.find("at least 12\""), std::string::npos) << slow.reason;
  EXPECT_TRUE(check(ride({10, 22})).ok);
  EXPECT_TRUE(check(ride({10, 27})).ok);
  EXPECT_FALSE(check(ride({10, 28.5})).ok);
}

TEST_F(Horses, BasicSpeedStopsAtTwelve) {
  s().config.horse.advanced_speed = false;
  man(kRider).horse.speed = 12;
  EXPECT_TRUE(check(ride({10, 22})).ok);
  EXPECT_FALSE(check(ride({10, 24})).ok);
}

TEST_F(Horses, TurningIsLimitedBySpeed) {
  // Up to 6": 4 x 45 at once, so it may turn right round.
  EXPECT_TRUE(check(ride({10, 5})).ok);
  man(kRider).horse.speed = 12;
  // At 12", one 45 degree turn at the start of a straight move.
  EXPECT_TRUE(check(ride({18, 18})).ok);
  const CheckResult r = check(ride({22, 10}));
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.reason.find("turns at most 45 degrees"), std::string::npos) << r.reason;
}

TEST_F(Horses, BackwardsTwoInchesOnlyFromAHalt) {
  EXPECT_TRUE(check(ride({10, 8}, MoveMode::kBackwards)).ok);
  EXPECT_FALSE(check(ride({10, 7}, MoveMode::kBackwards)).ok);
  man(kRider).horse.speed = 6;
  const CheckResult r = check(ride({10, 8}, MoveMode::kBackwards));
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.reason.find("must halt first"), std::string::npos) << r.reason;
}

TEST_F(Horses, ARiderCannotRunCrawlOrKneel) {
  EXPECT_FALSE(check(ride({10, 14}, MoveMode::kRun)).ok);
  EXPECT_FALSE(check({ActionKind::kChangePosture, kRider, -1, -1, 1, {}}).ok);
}

TEST_F(Horses, RidingSetsSpeedAndHeading) {
  ScriptedDice dice;
  ASSERT_TRUE(apply_riding_action(s(), ride({14, 14}), dice, events_));
  EXPECT_EQ(man(kRider).horse.speed, 6);
  EXPECT_NEAR(fig(kRider).facing, 45.0, 1e-6);
  EXPECT_TRUE(man(kRider).horse.ridden);
}

TEST_F(Horses, OverTwelveAFailedRollAndFailedTestIsAFall) {
  man(kRider).horse.speed = 18;
  man(kRider).active = false;  // he failed his action roll
  ScriptedDice dice;
  dice.die(6, 6);    // horsemanship 6 (experience 4 + 2), a wound point: 7 fails
  dice.die(12, 10);  // fall at 18": +2, 12: a minor wound
  man(kRider).wounds.points = 1;
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_FALSE(fig(kRider).mounted);
  EXPECT_EQ(fig(kRider).posture, Posture::kProne);
  EXPECT_EQ(man(kRider).wounds.points, 2);
  EXPECT_TRUE(narrated("falls from his horse at 18\""));
}

TEST_F(Horses, AtTwelveAFailedRollOnlySlowsTheHorse) {
  man(kRider).horse.speed = 12;
  man(kRider).active = false;
  ScriptedDice dice;  // no test at 12": "over 12" per turn"
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_TRUE(fig(kRider).mounted);
  EXPECT_EQ(man(kRider).horse.speed, 6);  // continues, 6" slower
  EXPECT_NEAR(fig(kRider).at.y, 16, 1e-6);
}

TEST_F(Horses, SameSpeedOptionKeepsTheHorseGoing) {
  s().config.horse.idle_horse_decelerates = false;
  man(kRider).horse.speed = 12;
  man(kRider).active = true;
  ScriptedDice dice;
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_EQ(man(kRider).horse.speed, 12);
}

TEST_F(Horses, WoundedAndOverSixAtSpeedTestsHorsemanship) {
  man(kRider).horse.speed = 6;
  man(kRider).horse.wounds = 1;  // a horse with a minor wound
  man(kRider).horse.high_roll = true;
  man(kRider).active = true;
  man(kRider).horse.ridden = true;
  ScriptedDice dice;
  dice.die(6, 5);  // 5 + 1 (horse) = 6: holds
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_TRUE(fig(kRider).mounted);
  EXPECT_TRUE(narrated("wounded, after rolling over 6"));
}

TEST_F(Horses, MinorHorseWoundCutsTopSpeed) {
  ScriptedDice dice;
  wound_horse(s(), kRider, WoundResult::kMinor, dice, events_);
  EXPECT_EQ(man(kRider).horse.wounds, 1);
  man(kRider).horse.speed = 18;
  EXPECT_FALSE(check(ride({10, 27})).ok);  // 15" now
  EXPECT_TRUE(check(ride({10, 24})).ok);
}

TEST_F(Horses, SeriousHorseWoundCallsForATestNextActivation) {
  ScriptedDice none;
  wound_horse(s(), kRider, WoundResult::kSerious, none, events_);
  EXPECT_TRUE(man(kRider).horse.check_due);
  man(kRider).horse.ridden = true;
  man(kRider).active = true;
  ScriptedDice dice;
  dice.die(6, 5);    // 5 + 2 horse wound points = 7: fails
  dice.die(12, 12);  // fall at 0": +6: no effect
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_FALSE(fig(kRider).mounted);
  EXPECT_FALSE(man(kRider).horse.check_due);
}

TEST_F(Horses, CripplingHorseWoundTestsPassedHeJumpsClear) {
  ScriptedDice dice;
  dice.die(6, 3);
  wound_horse(s(), kRider, WoundResult::kCrippling, dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_FALSE(fig(kRider).mounted);
  EXPECT_EQ(fig(kRider).posture, Posture::kStanding);
  EXPECT_FALSE(man(kRider).horse.pinned);
  EXPECT_FLOAT_EQ(fig(kRider).base_radius, 0.5f);
}

TEST_F(Horses, CripplingHorseWoundTwoFailuresPinHimThenHeStrugglesFree) {
  man(kRider).horse.speed = 10;
  ScriptedDice dice;
  dice.die(6, 4);   // 4 + 3 horse wound points = 7: falls
  dice.die(12, 7);  // at 10": +4 = 11, a minor wound
  dice.die(6, 3);   // 3 + 1 + 3 = 7: pinned
  wound_horse(s(), kRider, WoundResult::kCrippling, dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_EQ(man(kRider).wounds.points, 1);
  EXPECT_TRUE(man(kRider).horse.pinned);
  // The second test is told with its die, as the first is.
  EXPECT_TRUE(
      narrated("tests horsemanship not to be pinned under his horse: needs 6 or less, "
               "rolls 3 +4 = 7: fails"));
  EXPECT_FALSE(check(ride({10, 12})).ok);
  EXPECT_TRUE(check({ActionKind::kPass, kRider, -1, -1, 0, {}}).ok);
  const Action free{ActionKind::kSpecial, kRider, -1, -1, kSpecialFree, {}};
  ASSERT_TRUE(check(free).ok);
  std::vector<Action> offered;
  add_rider_candidates(s(), kRider, offered);
  EXPECT_EQ(offered.size(), 2u);  // hold, or struggle
  ScriptedDice roll;
  roll.die(6, 3);  // 3 + 1 wound + 2 (at -2) = 6 > 4: still pinned
  apply_riding_action(s(), free, roll, events_);
  EXPECT_TRUE(man(kRider).horse.pinned);
  // A friend who passed his roll helps: +2.
  fig(kMate).at = {11.0, 10};
  man(kMate).active = true;
  ScriptedDice again;
  again.die(6, 3);  // 3 + 1 + 0 = 4: free
  apply_riding_action(s(), free, again, events_);
  EXPECT_FALSE(man(kRider).horse.pinned);
}

TEST_F(Horses, TrampleDamageBySpeedAndSize) {
  ScriptedDice fast;
  fast.die(12, 9);  // over 12": +2 = 11, minor
  horse_runs_into(s(), kRider, kFoe, 14, false, fast, events_);
  EXPECT_EQ(man(kFoe).wounds.points, 1);
  EXPECT_EQ(fig(kFoe).posture, Posture::kProne);
  ScriptedDice middling;
  middling.die(12, 3);  // over 6" up to 12": +4 = 7, serious
  horse_runs_into(s(), kRider, kFoe2, 10, false, middling, events_);
  EXPECT_EQ(man(kFoe2).wounds.points, 2);
  EXPECT_TRUE(narrated("damage roll 3 +4"));
}

TEST_F(Horses, ABigHorseTramplesHarderASmallOneSofter) {
  man(kRider).horse.size = HorseSize::kBig;
  ScriptedDice big;
  big.die(12, 5);  // +4 -1 = 8: minor
  horse_runs_into(s(), kRider, kFoe, 10, false, big, events_);
  EXPECT_TRUE(narrated("damage roll 5 +3"));
  man(kRider).horse.size = HorseSize::kSmall;
  ScriptedDice small;
  small.die(12, 5);  // +4 +1 = 10
  horse_runs_into(s(), kRider, kFoe2, 10, false, small, events_);
  EXPECT_TRUE(narrated("damage roll 5 +5"));
}

TEST_F(Horses, UnderSixTheHorseJustStops) {
  man(kRider).horse.speed = 5;
  ScriptedDice none;
  horse_runs_into(s(), kRider, kFoe, 5, false, none, events_);
  EXPECT_EQ(man(kFoe).wounds.points, 0);
  EXPECT_EQ(man(kRider).horse.speed, 0);
}

TEST_F(Horses, AManNotFightingTheRiderMayDodge) {
  ScriptedDice dice;
  dice.die(6, 2);  // his action check passes: no damage roll
  horse_runs_into(s(), kRider, kFoe, 14, true, dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_EQ(man(kFoe).wounds.points, 0);
  EXPECT_TRUE(narrated("dodges"));
}

TEST_F(Horses, HeadOnCollisionAddsSpeedsAndWoundsBothHorses) {
  mount(kFoe, 12, 270);
  ScriptedDice dice;
  dice.die(12, 12);  // 24": +0; the rider's horse: minor
  dice.die(6, 1);    // its rider keeps his seat
  dice.die(12, 12);  // the other horse: minor
  dice.die(6, 1);
  horse_runs_into(s(), kRider, kFoe, 12, false, dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_TRUE(narrated("at 24\""));
  EXPECT_EQ(man(kRider).horse.wounds, 1);
  EXPECT_EQ(man(kFoe).horse.wounds, 1);
}

// The rider mounted at 6" with a line obstacle of `type` and `height`
// across his way at y = 15.
class HorsesAtALine : public Horses {
 protected:
  HorsesAtALine(TerrainType type, double height) {
    auto field = std::make_shared<Battlefield>(*scenario_->battlefield);
    TerrainFeature line = skirmish::testing::line_of(type, {{0, 15}, {30, 15}});
    line.height = height;
    field->features.push_back(line);
    auto sc = std::make_shared<Scenario>(*scenario_);
    sc->battlefield = field;
    scenario_ = sc;
    state_ = rules_.new_game(scenario_);
    mount(kRider, 6);
  }
};

class HorsesAtAWall : public HorsesAtALine {
 protected:
  HorsesAtAWall() : HorsesAtALine(TerrainType::kWall, 0.5) {}  // 3 feet: +1
};

TEST_F(HorsesAtAWall, FailedByAnOddNumberTheHorseBalks) {
  ScriptedDice dice;
  dice.die(6, 6);  // 6 + 1 = 7 against 6: failed by 1
  ASSERT_TRUE(check(ride({10, 20})).ok);
  apply_riding_action(s(), ride({10, 20}), dice, events_);
  EXPECT_TRUE(fig(kRider).mounted);
  EXPECT_LT(fig(kRider).at.y, 15);
  EXPECT_EQ(man(kRider).horse.speed, 0);
}

TEST_F(HorsesAtAWall, FailedByAnEvenNumberTheRiderFalls) {
  man(kRider).wounds.points = 1;
  ScriptedDice dice;
  dice.die(6, 6);    // 6 + 1 + 1 = 8: failed by 2
  dice.die(12, 12);  // fall at 10": +4, no effect
  apply_riding_action(s(), ride({10, 20}), dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_FALSE(fig(kRider).mounted);
  EXPECT_GT(fig(kRider).at.y, 15);
}

TEST_F(HorsesAtAWall, PassedTheHorseGoesOver) {
  ScriptedDice dice;
  dice.die(6, 2);
  apply_riding_action(s(), ride({10, 20}), dice, events_);
  EXPECT_TRUE(fig(kRider).mounted);
  EXPECT_NEAR(fig(kRider).at.y, 20, 1e-9);
}

// A hedge at its default height (1.2, hiding a standing man) is jumped at
// its 4 ft body: +3 (option hedge_jump).
class HorsesAtAHedge : public HorsesAtALine {
 protected:
  HorsesAtAHedge() : HorsesAtALine(TerrainType::kHedge, 1.2) {}
};

TEST_F(HorsesAtAHedge, TheHorseGoesOverAtPlusThree) {
  ScriptedDice dice;
  dice.die(6, 3);  // 3 + 3 = 6 against 6: passed
  apply_riding_action(s(), ride({10, 20}), dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_TRUE(fig(kRider).mounted);
  EXPECT_NEAR(fig(kRider).at.y, 20, 1e-9);
  EXPECT_TRUE(narrated("to jump"));
}

TEST_F(HorsesAtAHedge, OneMoreAndTheHorseBalks) {
  ScriptedDice dice;
  dice.die(6, 4);  // 4 + 3 = 7 against 6: failed by 1
  apply_riding_action(s(), ride({10, 20}), dice, events_);
  EXPECT_TRUE(fig(kRider).mounted);
  EXPECT_LT(fig(kRider).at.y, 15);
}

TEST_F(Horses, AHorseKicksOnAOne) {
  fig(kFoe).at = {10, 8.45};  // in contact, directly behind the horse
  ScriptedDice dice;
  dice.die(6, 1);    // the special activation: a kick
  dice.die(12, 1);   // the kick hits
  dice.die(12, 12);  // the dodge fails
  dice.die(12, 6);   // +4, -2 for a hit 3 under its number = 8: minor
  man(kRider).horse.ridden = true;
  man(kRider).active = true;
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_TRUE(narrated("lashes out behind"));
  EXPECT_EQ(man(kFoe).wounds.points, 1);
}

TEST_F(Horses, NoKickOnATwo) {
  fig(kFoe).at = {10, 8.45};
  ScriptedDice dice;
  dice.die(6, 2);
  man(kRider).horse.ridden = true;
  man(kRider).active = true;
  horses_after_activation(s(), 0, dice, events_);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_EQ(man(kFoe).wounds.points, 0);
}

TEST_F(Horses, GetDownAtAHaltAndUpAgain) {
  const Action down{ActionKind::kSpecial, kRider, -1, -1, kSpecialDismount, {}};
  const Action up{ActionKind::kSpecial, kRider, -1, -1, kSpecialMount, {}};
  man(kRider).horse.speed = 12;
  EXPECT_FALSE(check(down).ok);
  man(kRider).horse.speed = 6;
  ASSERT_TRUE(check(down).ok);
  ScriptedDice none;
  apply_riding_action(s(), down, none, events_);
  EXPECT_FALSE(fig(kRider).mounted);
  ASSERT_TRUE(check(up).ok);
  apply_riding_action(s(), up, none, events_);
  EXPECT_TRUE(fig(kRider).mounted);
  EXPECT_EQ(man(kRider).horse.speed, 0);
}

TEST_F(Horses, AMountedTargetIsPlusOne) {
  std::vector<Sighting> men;
  gather_sightings(s(), men);
  LosResult seen = look(s(), men, kFoe, kRider);
  const ShotSituation x = shot_situation(s(), kFoe, kRider, seen, ShotPrep::kStood);
  EXPECT_TRUE(x.target_mounted);
  const ShotAssessment a = assess_shot(x, s().config.fire);
  EXPECT_NE(describe_need(a).find("mounted target +1"), std::string::npos) << describe_need(a);
}

TEST_F(Horses, ARiderIsOfferedRidesAndCharges) {
  man(kRider).horse.speed = 12;
  std::vector<Action> offered;
  add_rider_candidates(s(), kRider, offered);
  int rides = 0;
  for (const Action& a : offered) {
    EXPECT_TRUE(check(a).ok) << to_text(a);
    rides += a.kind == ActionKind::kMove ? 1 : 0;
  }
  EXPECT_GT(rides, 2);
}

TEST(HorsesInGames, RandomGamesOfTheDefaultScenarioEnd) {
  RencounterRules rules;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    auto state = rules.new_game(testing::default_scenario(), {{"horse_attacks", "on", {}}});
    NullSink none;
    testing::play_random(rules, *state, seed, none);
    EXPECT_TRUE(rules.next_decision(*state).game_over()) << "seed " << seed;
  }
}

}  // namespace
}  // namespace skirmish::rencounter
