// Hauling a gun (000 / Movement / Wagons, Artillery, and other Wheeled
// Conveyances; 000 / Artillery: "standard move the gun and shoot it
// tasks"): its speed by the hands at it, its turn, the going it pays
// double, the crew going with it, a load abandoned, and the AI's offer.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/artillery.h"
#include "engine/rules/rencounter/gun_moves.h"
#include "tests/core/terrain_builders.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::two_units;

constexpr int kCaptain = 0;
constexpr int kAmes = 1;
constexpr int kPlatt = 2;

class GunMoves : public ::testing::Test {
 protected:
  // A 6 pounder (crew 8 besides the captain) with its captain and two crew:
  // 3 hands of 9 haul it 6" x 3/9 = 2" a turn.
  void start(std::vector<OptionValue> options = {}, double enemy_y = 33, bool scrub = false) {
    Scenario sc = *two_units({{"Capt Gunn", {24, 5}, 4, {"6 Pounder", "Sword"}},
                              {"Bdr Ames", {22, 5}, 4, {"Sword"}},
                              {"Gnr Platt", {26, 5}, 4, {"Sword"}}},
                             {{"Hal", {24, enemy_y}, 4, {"Knife"}}}, std::move(options));
    if (scrub) {  // light going (3/2" an inch) from 1" in front of the gun
      auto field = std::make_shared<Battlefield>(*sc.battlefield);
      field->features.push_back(skirmish::testing::area_of(
          TerrainType::kScrub, skirmish::testing::rectangle(0, 6, 48, 36)));
      sc.battlefield = std::move(field);
    }
    scenario_ = std::make_shared<const Scenario>(std::move(sc));
    state_ = rules_.new_game(scenario_);
    s().guns[0].facing = 90;  // toward the enemy's edge
    ScriptedDice card;
    card.card(3, 0);
    rules_.apply(*state_, {ActionKind::kActivate, -1, -1, -1, 0, {}}, card, events_);
    ScriptedDice roll;
    roll.dice(6, {1, 1, 1});
    rules_.apply(*state_, {ActionKind::kOrder, -1, -1, 0, 0, {}}, roll, events_);
    ASSERT_EQ(rules_.next_decision(*state_).figure, kCaptain);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  static Action haul_to(Vec2 p) {
    return {ActionKind::kSpecial, kCaptain, -1, -1, kSpecialMoveGun, p};
  }
  std::string refusal(const Action& a) { return rules_.check(*state_, a).reason; }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }
  std::string story() const { return testing::story(events_); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TEST_F(GunMoves, TheSpeedGoesByTheHandsAtTheGun) {
  start();
  EXPECT_NEAR(gun_speed(s(), 0), 2.0, 1e-9);
  s().figures()[kPlatt].at = {40, 5};  // one man gone: 2 of 9
  EXPECT_NEAR(gun_speed(s(), 0), 12.0 / 9, 1e-9);
  s().config.fire_play.gun_move_by_crew = false;
  EXPECT_NEAR(gun_speed(s(), 0), 6.0, 1e-9) << "full: any crew hauls at the walk";
  s().men[kCaptain].wounds.points = 2;  // a serious wound: he walks 2"
  EXPECT_NEAR(gun_speed(s(), 0), 2.0, 1e-9) << "the captain goes with it at his own pace";
}

TEST_F(GunMoves, TheCrewHaulTheGunAndGoWithIt) {
  start();
  s().guns[0].loading = GunLoad::kGrape;  // a load under way, and canister in the gun
  s().guns[0].progress = 4;
  const Action a = haul_to({24, 7});
  ASSERT_TRUE(rules_.check(*state_, a).ok) << refusal(a);
  ScriptedDice none;
  rules_.apply(*state_, a, none, events_);
  EXPECT_TRUE(narrated("Capt Gunn's crew haul the 6 Pounder 2.0\" (3 men)")) << story();
  const GunRecord& g = s().guns[0];
  EXPECT_NEAR(g.at.y, 7, 1e-9);
  EXPECT_NEAR(g.facing, 90, 1e-6);
  EXPECT_EQ(g.loading, GunLoad::kEmpty) << "the load under way is abandoned";
  EXPECT_EQ(g.progress, 0);
  EXPECT_EQ(g.load, GunLoad::kCanister) << "the load in the gun stays";
  for (const int i : {kCaptain, kAmes, kPlatt}) {
    EXPECT_NEAR(s().figures()[static_cast<size_t>(i)].at.y, 7, 1e-9) << i;
  }
  EXPECT_EQ(gun_captain(s(), 0), kCaptain);
  EXPECT_EQ(crew_present(s(), 0), 2);
}

TEST_F(GunMoves, NoFartherThanTheCrewCanHaulIt) {
  start();
  EXPECT_NE(refusal(haul_to({24, 8})).find("costs 3.0\"; its crew haul it 2.0\""),
            std::string::npos)
      << refusal(haul_to({24, 8}));
}

TEST_F(GunMoves, ItSetsOffNoMoreThan45DegreesFromItsFacing) {
  start();
  EXPECT_NE(refusal(haul_to({25.5, 5})).find("would turn 90 degrees"), std::string::npos)
      << refusal(haul_to({25.5, 5}));
  const Vec2 half_left{24 - std::sqrt(2.0), 5 + std::sqrt(2.0)};  // 45 degrees, 2"
  EXPECT_TRUE(rules_.check(*state_, haul_to(half_left)).ok) << refusal(haul_to(half_left));
  s().config.fire_play.gun_turn = 90;
  EXPECT_TRUE(rules_.check(*state_, haul_to({25.5, 5})).ok) << refusal(haul_to({25.5, 5}));
}

TEST_F(GunMoves, BadGoingCostsTheGunTwiceWhatItCostsAMan) {
  start({{"gun_move_by_crew", "full", {}}}, 33, true);  // 6" a turn
  // 3" with 2" in scrub: a man pays 1 + 2 x 3/2 = 4, the gun 3 + 2 x 1 = 5.
  EXPECT_TRUE(rules_.check(*state_, haul_to({24, 8})).ok) << refusal(haul_to({24, 8}));
  // 4" with 3" in scrub: a man pays 5.5, the gun 4 + 2 x 1.5 = 7.
  EXPECT_NE(refusal(haul_to({24, 9})).find("costs 7.0\""), std::string::npos)
      << refusal(haul_to({24, 9}));
  s().config.fire_play.gun_going = 1;
  EXPECT_TRUE(rules_.check(*state_, haul_to({24, 9})).ok) << refusal(haul_to({24, 9}));
}

TEST_F(GunMoves, OnlyTheCaptainAtTheGunHaulsIt) {
  start();
  const Action by_ames{ActionKind::kSpecial, kAmes, -1, -1, kSpecialMoveGun, Vec2{24, 7}};
  EXPECT_NE(gun_move_refusal(s(), by_ames).find("not captain of a gun"), std::string::npos);
  EXPECT_NE(refusal(haul_to({24, 5})).find("stands there already"), std::string::npos);
}

TEST_F(GunMoves, TheAIIsOfferedAHaulTowardADistantEnemy) {
  start();
  std::vector<Action> out;
  rules_.legal_actions(*state_, out);
  int hauls = 0;
  for (const Action& a : out) hauls += gun_move(a) ? 1 : 0;
  EXPECT_EQ(hauls, 1);
}

TEST_F(GunMoves, NoHaulOfferedWithTheEnemyInCanisterRange) {
  start({}, 15);
  std::vector<Action> out;
  rules_.legal_actions(*state_, out);
  for (const Action& a : out) EXPECT_FALSE(gun_move(a));
}

}  // namespace
}  // namespace skirmish::rencounter
