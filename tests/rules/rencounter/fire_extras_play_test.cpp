// The rest of fire combat played with every die forced: a shotgun's spread,
// a javelin stuck in a shield, a grenade's scatter and burst, a gun firing
// canister, loading by crew, misfires, and the last shot against a charge.
// Random games with each option on still end.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/artillery.h"
#include "engine/rules/rencounter/shield_javelins.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::TestMan;
using testing::two_units;

void set_stat(FigureSpec& f, const std::string& name, int value) {
  for (StatValue& v : f.stats) {
    if (v.name == name) {
      v.value = value;
      return;
    }
  }
  StatValue v;
  v.name = name;
  v.value = value;
  f.stats.push_back(v);
}

class FireExtras : public ::testing::Test {
 protected:
  void start(const std::vector<TestMan>& red, const std::vector<TestMan>& blue,
             std::vector<OptionValue> options = {}, int blue_shield = 0) {
    Scenario sc = *two_units(red, blue, std::move(options));
    if (blue_shield > 0) set_stat(sc.sides[1].units[0].figures[0], "shield", blue_shield);
    scenario_ = std::make_shared<const Scenario>(std::move(sc));
    state_ = rules_.new_game(scenario_);
    red_men_ = static_cast<int>(red.size());
  }
  RencounterState& s() { return as_rencounter(*state_); }
  void apply(const Action& a, ScriptedDice& dice) { rules_.apply(*state_, a, dice, events_); }
  void apply_to_end_of_script(const Action& a, ScriptedDice& dice) {
    EXPECT_THROW(rules_.apply(*state_, a, dice, events_), DiceError);
  }
  // Red's card comes up and its men roll these action dice.
  void red_acts(std::initializer_list<int> rolls) {
    ScriptedDice dice;
    dice.card(3, 0);
    apply({ActionKind::kActivate, -1, -1, -1, 0, {}}, dice);
    ScriptedDice roll;
    roll.dice(6, rolls);
    apply({ActionKind::kOrder, -1, -1, 0, 0, {}}, roll);
  }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }
  std::string story() const { return testing::story(events_); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
  int red_men_ = 1;
};

TEST_F(FireExtras, AShotgunAtMediumRangeAlsoRollsAtTheManBeside) {
  start({{"Marshal Kane", {24, 10}, 4, {"Double Barrel Shotgun"}}},
        {{"Abel Moss", {24, 18}, 4, {"Knife"}}, {"Cy Dunn", {25.6, 18}, 4, {"Knife"}}});
  red_acts({1});
  ScriptedDice dice;
  dice.die(12, 9);   // at Abel Moss: needs 8 (skill 8, medium -2, shotgun +2): miss
  dice.die(12, 10);  // the spread at Cy Dunn, 0.6" away: miss
  apply({ActionKind::kShoot, 0, 1, -1, 0, {}}, dice);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_TRUE(narrated("the spread reaches Cy Dunn")) << story();
}

TEST_F(FireExtras, AJavelinTheShieldStoppedSticksAndIsPulledOut) {
  start({{"Brennus", {24, 10}, 4, {"Javelin"}}}, {{"Marcus", {24, 16}, 4, {"Sword"}}}, {},
        3 /* large shield */);
  red_acts({1});
  ScriptedDice dice;
  dice.die(12, 5);  // needs 4 (skill 8, medium -2, large shield -2): 5 would hit without it
  dice.die(6, 2);   // 1-3: it sticks
  apply_to_end_of_script({ActionKind::kShoot, 0, 1, -1, 0, {}}, dice);
  EXPECT_TRUE(narrated("stuck fast")) << story();
  ManRecord& m = s().men[1];
  EXPECT_EQ(m.shield_javelins, 1);
  EXPECT_EQ(m.wounds.points, 1);  // as if a minor wound
  for (int k = 0; k < kPullActions; ++k) {
    apply_shield_action(s(), {ActionKind::kSpecial, 1, -1, -1, kSpecialPullJavelin, {}}, events_);
  }
  EXPECT_EQ(m.shield_javelins, 0);
  EXPECT_EQ(m.wounds.points, 0);
  EXPECT_EQ(m.shield, 3);  // he keeps the shield
}

TEST_F(FireExtras, DroppingTheShieldEndsTheBurdenInOneAction) {
  start({{"Brennus", {24, 10}, 4, {"Javelin"}}}, {{"Marcus", {24, 16}, 4, {"Sword"}}}, {}, 3);
  ManRecord& m = s().men[1];
  m.shield_javelins = 1;
  m.shield_burden = true;
  m.wounds.points = 1;
  apply_shield_action(s(), {ActionKind::kSpecial, 1, -1, -1, kSpecialDropShield, {}}, events_);
  EXPECT_EQ(m.wounds.points, 0);
  EXPECT_EQ(m.shield, 0);
}

TEST_F(FireExtras, AGrenadeThatHitsBurstsAtHisFeet) {
  start({{"Cpl Hook", {24, 10}, 4, {"Grenade"}}}, {{"Fritz", {24, 15}, 4, {"Knife"}}});
  red_acts({1});
  ScriptedDice dice;
  dice.die(12, 3);   // needs 6 (skill 8, medium -2): lands at his feet
  dice.die(12, 12);  // Cpl Hook, 4.5" off: +10, no effect
  dice.die(12, 10);  // Fritz at 0": +1 = 11, a minor wound
  dice.die(6, 6);    // his action check to keep his feet: fails
  apply({ActionKind::kShoot, 0, 1, -1, 0, {}}, dice);  // Blue's only man is down: the end
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_TRUE(narrated("it lands at his feet")) << story();
  EXPECT_TRUE(narrated("knocked flat")) << story();
  EXPECT_EQ(s().men[1].wounds.points, 1);
  EXPECT_TRUE(s().men[1].wounds.in_shock);
}

TEST_F(FireExtras, AMissedGrenadeScattersByTheClock) {
  start({{"Cpl Hook", {24, 10}, 4, {"Grenade"}}}, {{"Fritz", {24, 15}, 4, {"Knife"}}});
  red_acts({1});
  ScriptedDice dice;
  dice.die(12, 9);   // needs 6: missed by 3
  dice.die(12, 12);  // 12 o'clock: on along the throw
  dice.die(6, 2);    // 2 + 3 = 5": lands at (24, 20)
  dice.die(12, 12);  // Fritz, 4.5" from it: no effect (Cpl Hook is too far)
  apply_to_end_of_script({ActionKind::kShoot, 0, 1, -1, 0, {}}, dice);
  EXPECT_TRUE(narrated("scatters 12 o'clock, 5\" and lands at (24.0, 20.0)")) << story();
}

// A 6 pounder with its captain and two crew, 10" from the enemy.
class Guns : public FireExtras {
 protected:
  void SetUp() override {
    start({{"Capt Gunn", {24, 5}, 4, {"6 Pounder", "Sword"}},
           {"Bdr Ames", {22, 5}, 4, {"Sword"}},
           {"Gnr Platt", {26, 5}, 4, {"Sword"}}},
          {{"Hal", {24, 15}, 4, {"Knife"}}, {"Joe", {24, 20}, 4, {"Knife"}}});
  }
  static constexpr int kHal = 3;
  static constexpr int kJoe = 4;
  Action fire_at(int target) {
    return {ActionKind::kSpecial, 0, static_cast<int16_t>(target), -1, kSpecialFireGun, {}};
  }
};

TEST_F(Guns, TheGunIsSetUpWithItsCrew) {
  ASSERT_EQ(s().guns.size(), 1u);
  EXPECT_EQ(gun_captain(s(), 0), 0);
  EXPECT_EQ(crew_present(s(), 0), 2);
  EXPECT_EQ(gun_load_needed(s(), 0), 14);  // 4 turns, +1/2 turn for each of 6 men short
  EXPECT_EQ(s().guns[0].load, GunLoad::kCanister);
  EXPECT_EQ(s().men[0].artillery, 9);
}

TEST_F(Guns, CanisterRollsAgainstEveryManInTheCone) {
  red_acts({1, 1, 1});
  ScriptedDice dice;
  dice.die(12, 4);   // Hal, 9.5" (12" row, 0): needs 9; hit by 5
  dice.die(12, 12);  // damage 12 - 5 - 1 = 6: serious
  dice.die(12, 11);  // Joe, 14.5" (24" row, -2): needs 7: miss
  apply(fire_at(kHal), dice);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_EQ(s().men[kHal].wounds.points, 2) << story();
  EXPECT_EQ(s().guns[0].load, GunLoad::kEmpty);
  EXPECT_TRUE(narrated("canister at Joe")) << story();
}

TEST_F(Guns, AQuickLoadedShotMisfiresOnANatural12) {
  s().guns[0].quick_risk = true;
  red_acts({1, 1, 1});
  ScriptedDice dice;
  dice.die(12, 12);  // the first to-hit roll: a natural 12
  dice.die(12, 10);  // Missfires & accidents 9-12: a loading mistake
  dice.die(6, 3);    // 3 actions to clear it
  apply(fire_at(kHal), dice);
  EXPECT_EQ(s().guns[0].clearing, 3) << story();
  EXPECT_EQ(s().guns[0].load, GunLoad::kEmpty);
  EXPECT_TRUE(narrated("a loading mistake")) << story();
}

TEST_F(Guns, AGunThatBurstsRollsDamageOnAllWithin6Inches) {
  s().guns[0].quick_risk = true;
  red_acts({1, 1, 1});
  ScriptedDice dice;
  dice.die(12, 12);             // natural 12
  dice.die(12, 1);              // 1-2: the gun bursts
  dice.dice(12, {12, 12, 12});  // the captain (+0) and the two crew 1.5" off (+1)
  apply(fire_at(kHal), dice);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_TRUE(s().guns[0].destroyed) << story();
}

TEST_F(Guns, LoadingCountsHalfTurnsAndQuickLoadingDouble) {
  s().guns[0].load = GunLoad::kEmpty;
  red_acts({1, 1, 1});
  ScriptedDice none;
  apply({ActionKind::kSpecial, 0, -1, -1, kSpecialLoadGrape, {}}, none);
  EXPECT_EQ(s().guns[0].progress, 2);
  EXPECT_EQ(s().guns[0].loading, GunLoad::kGrape);
  EXPECT_TRUE(narrated("(2 of 14 half turns)")) << story();
  s().guns[0].loading = GunLoad::kEmpty;
  s().guns[0].progress = 0;
  EXPECT_TRUE(gun_action_refusal(s(), {ActionKind::kSpecial, 0, -1, -1, kSpecialQuickCanister, {}})
                  .empty());
}

TEST_F(Guns, TheQuickLoadRiskIsDicedWhenTheCaptainFails) {
  GunRecord& g = s().guns[0];
  g.load = GunLoad::kEmpty;
  g.loading = GunLoad::kCanister;
  g.quick = true;
  g.progress = 12;
  ScriptedDice dice;
  dice.card(3, 0);
  apply({ActionKind::kActivate, -1, -1, -1, 0, {}}, dice);
  ScriptedDice roll;
  roll.dice(6, {6, 1, 1});  // the captain fails his roll
  roll.die(6, 6);           // the quick-load risk: a 6
  roll.die(12, 7);          // 6-8: somebody burned
  roll.die(12, 12);         // his damage roll: no effect
  apply({ActionKind::kOrder, -1, -1, 0, 0, {}}, roll);
  EXPECT_EQ(roll.left(), 0u);
  EXPECT_TRUE(narrated("fumbles the last of a quick load")) << story();
  EXPECT_TRUE(narrated("burned")) << story();
}

TEST_F(FireExtras, ALastShotAtTheChargerThenTheParry) {
  start({{"Rupert", {24, 10}, 4, {"Sword"}}},
        {{"Roundhead", {24, 15}, 4, {"Flintlock Musket", "Sword"}}},
        {{"last_shot", "with_parry", {}}});
  red_acts({1});
  ScriptedDice dice;
  dice.die(6, 1);    // Roundhead's instant action check: in time
  dice.die(12, 11);  // the shot (too close, snap, moving target): a miss
  for (int k = 0; k < 12; ++k) dice.die(12, 12);
  apply_to_end_of_script({ActionKind::kCharge, 0, 1, -1, 0, {}}, dice);
  EXPECT_TRUE(narrated("tries for a last shot at the charging Rupert")) << story();
  EXPECT_TRUE(narrated("too close")) << story();
  EXPECT_EQ(s().men[1].rounds, 0);
  EXPECT_FALSE(narrated("riposte check")) << story();
}

TEST_F(FireExtras, NoLastShotWithTheOptionOff) {
  start({{"Rupert", {24, 10}, 4, {"Sword"}}},
        {{"Roundhead", {24, 15}, 4, {"Flintlock Musket", "Sword"}}});
  red_acts({1});
  ScriptedDice dice;
  for (int k = 0; k < 12; ++k) dice.die(6, 6);
  apply_to_end_of_script({ActionKind::kCharge, 0, 1, -1, 0, {}}, dice);
  EXPECT_FALSE(narrated("last shot")) << story();
  EXPECT_EQ(s().men[1].rounds, 1);
}

// Random games with the new weapons and each option on end.
class EachExtraOption : public ::testing::TestWithParam<OptionValue> {};

TEST_P(EachExtraOption, RandomGamesEnd) {
  RencounterRules rules;
  const auto scenario = two_units({{"Capt Gunn", {20, 4}, 5, {"Light Gun", "Sword"}},
                                   {"Gnr A", {18, 4}, 4, {"Grenade"}},
                                   {"Gnr B", {22, 4}, 4, {"Blunderbuss"}},
                                   {"Gnr C", {26, 4}, 4, {"Javelin"}},
                                   {"Gnr D", {28, 4}, 4, {"Small Rock"}}},
                                  {{"Sgt Rudd", {20, 30}, 4, {"Flintlock Pistol", "Sword"}},
                                   {"Pte B", {22, 30}, 4, {"Flintlock Musket", "Bayonet"}},
                                   {"Pte C", {24, 30}, 4, {"Double Barrel Shotgun"}},
                                   {"Pte D", {26, 30}, 4, {"Big Rock"}},
                                   {"Pte E", {28, 30}, 4, {"Grenade"}}});
  int guns_fired = 0;
  int grenades = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    auto state = rules.new_game(scenario, {GetParam()});
    VectorSink events{true};
    const int steps = testing::play_random(rules, *state, seed, events);
    ASSERT_TRUE(rules.outcome(*state).over) << "seed " << seed;
    ASSERT_LT(steps, 8000) << "seed " << seed;
    for (const Event& e : events.events) {
      guns_fired += e.text.find(" lays the ") != std::string::npos ? 1 : 0;
      grenades += e.text.find(" throws a grenade") != std::string::npos ? 1 : 0;
    }
  }
  EXPECT_GT(guns_fired, 0);
  EXPECT_GT(grenades, 0);
}

INSTANTIATE_TEST_SUITE_P(Rencounter, EachExtraOption,
                         ::testing::Values(OptionValue{"shotgun_spread", "on", {}},
                                           OptionValue{"javelins_stick", "on", {}},
                                           OptionValue{"grenades", "on", {}},
                                           OptionValue{"grenade_blast", "inch", {}},
                                           OptionValue{"gun_ground", "hard", {}},
                                           OptionValue{"gun_misfires", "every_shot", {}},
                                           OptionValue{"gun_crew_loss", "2", {}},
                                           OptionValue{"last_shot", "with_parry", {}},
                                           OptionValue{"last_shot", "instead_of_parry", {}}));

}  // namespace
}  // namespace skirmish::rencounter
