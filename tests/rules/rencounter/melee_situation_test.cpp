// The melee circumstances of 000 / Melee / Situation and One Vs Many in
// play, with every die forced (melee_circumstances.h): helpers of another
// unit rolling to add to the gang-up (the seed's Milady example played out),
// parrying from a well-ordered close formation, an unfamiliar weapon, bad
// footing from the ground under a fighter; each applied when its condition
// holds and not when it fails, named in the narration, and carried into the
// exact odds through stroke_situation.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/melee_circumstances.h"
#include "engine/rules/rencounter/melee_modifiers.h"
#include "engine/rules/rencounter/melee_odds.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/rules/rencounter/weapon_tables.h"
#include "tests/core/terrain_builders.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::TestMan;
using testing::two_units;

class MeleeSituationPlay : public ::testing::Test {
 protected:
  void start(Scenario sc) {
    scenario_ = std::make_shared<const Scenario>(std::move(sc));
    state_ = rules_.new_game(scenario_);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  Figure& fig(int i) { return s().figures()[static_cast<size_t>(i)]; }
  ManRecord& man(int i) { return s().men[static_cast<size_t>(i)]; }
  void act(const Action& a, ScriptedDice& dice) {
    const CheckResult c = check_figure_action(s(), a);
    ASSERT_TRUE(c.ok) << c.reason;
    apply_figure_action(s(), a, dice, events_);
    EXPECT_EQ(dice.left(), 0u) << log();
  }
  static Action melee(int who, int whom) {
    return {ActionKind::kMelee, static_cast<int16_t>(who), static_cast<int16_t>(whom), -1, 0, {}};
  }
  // A stroke that misses and is parried, the riposte check failed, after
  // the helpers' checks given.
  void quiet_stroke(int who, int whom, std::vector<int> help_rolls = {}) {
    ScriptedDice dice;
    for (int r : help_rolls) dice.die(6, r);
    dice.die(6, 6).die(12, 12).die(12, 12);
    act(melee(who, whom), dice);
  }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }
  std::string log() const { return testing::story(events_); }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

// --- 000 / Melee / One Vs Many: helpers from another unit ---------------

// Example 2: two Guards (0, 1) of one unit and Milady (2), a unit herself,
// all experience 4, swordsmen of melee 8, round the King's Musketeer (3).
Scenario milady_scenario(int musketeer_experience = 4, std::vector<OptionValue> options = {}) {
  Scenario sc = *two_units({{"Guard A", {10, 10}, 4, {"Sword"}, 0, 8},
                            {"Guard B", {11.05, 11.05}, 4, {"Sword"}, 0, 8},
                            {"Milady", {10, 12.1}, 4, {"Sword"}, 0, 8}},
                           {{"Musketeer", {10, 11.05}, musketeer_experience, {"Sword"}, 0, 8}},
                           std::move(options));
  UnitSpec& guards = sc.sides[0].units[0];
  UnitSpec milady;
  milady.name = "Milady";
  milady.leader = "Milady";
  milady.figures.push_back(guards.figures.back());
  guards.figures.pop_back();
  sc.sides[0].units.push_back(milady);
  return sc;
}

class HelpersPlay : public MeleeSituationPlay {
 protected:
  void set_up(int musketeer_experience = 4, std::vector<OptionValue> options = {}) {
    start(milady_scenario(musketeer_experience, std::move(options)));
    ASSERT_EQ(man_name(s(), 2), "Milady");
    ASSERT_NE(unit_of(s(), 2), unit_of(s(), 0));
    man(0).active = true;  // the guards' action rolls 3 and 5 (experience 4): both act
    man(1).active = true;
  }
};

// Milady passes her check: each guard's stroke is at 8 + 1 (sword) + 2
// (two active, one helper) = 11, the Musketeer's parry 8 + 1 - 2 = 7.
TEST_F(HelpersPlay, MiladyPassingAddsToEachGuardsGangUp) {
  set_up();
  EXPECT_EQ(s().config.melee.gang_up_helpers, GangUpHelpers::kRoll);
  ScriptedDice dice;
  // Milady's check 3; the Musketeer's riposte check 6 fails; the stroke 12
  // misses; the parry 7 makes his number exactly.
  dice.die(6, 3).die(6, 6).die(12, 12).die(12, 7);
  act(melee(0, 3), dice);
  EXPECT_TRUE(narrated("Milady joins the gang-up on Musketeer (action check 3, needs 4)")) << log();
  EXPECT_TRUE(narrated("with 1 helper of another unit (+1): needs 11, rolls 12")) << log();
  EXPECT_TRUE(narrated("parry needs 7, rolls 7")) << log();
  // Her one roll holds for the second guard's stroke too: no new check.
  quiet_stroke(1, 3);
  EXPECT_TRUE(narrated("Guard B strikes at Musketeer with 1 helper of another unit (+1): needs 11"))
      << log();
}

TEST_F(HelpersPlay, MiladyFailingAddsNothing) {
  set_up();
  quiet_stroke(0, 3, {5});
  EXPECT_TRUE(narrated("Milady hangs back from the gang-up on Musketeer (action check 5")) << log();
  EXPECT_TRUE(narrated("Guard A strikes at Musketeer: needs 10")) << log();
  quiet_stroke(1, 3);  // nor does she roll again this activation
  EXPECT_TRUE(narrated("Guard B strikes at Musketeer: needs 10")) << log();
}

// Her check is for one activation: in the next she rolls again.
TEST_F(HelpersPlay, SheRollsAgainInALaterActivation) {
  set_up();
  quiet_stroke(0, 3, {5});
  ++s().activations;
  quiet_stroke(0, 3, {2});
  EXPECT_TRUE(narrated("Milady joins the gang-up")) << log();
  EXPECT_TRUE(narrated("with 1 helper of another unit (+1): needs 11")) << log();
}

// Only a man touching the defender helps, and only one fit to fight.
TEST_F(HelpersPlay, AHelperMustTouchTheDefender) {
  set_up();
  fig(2).at = {10, 14};
  quiet_stroke(0, 3);
  EXPECT_FALSE(narrated("Milady")) << log();
  EXPECT_TRUE(narrated("needs 10")) << log();
}

// Example 3 (Musashi): against a master nobody rolls and nothing adds.
TEST_F(HelpersPlay, NoHelperRollsAgainstAMaster) {
  set_up(6);
  quiet_stroke(0, 3);
  EXPECT_FALSE(narrated("Milady")) << log();
  EXPECT_TRUE(narrated("Guard A strikes at Musketeer: needs 9")) << log();
}

TEST_F(HelpersPlay, OptionOffCountsOnlyTheStrikingUnit) {
  set_up(4, {{"gang_up_helpers", "off", {}}});
  EXPECT_EQ(s().config.melee.gang_up_helpers, GangUpHelpers::kOff);
  quiet_stroke(0, 3);
  EXPECT_FALSE(narrated("Milady")) << log();
  EXPECT_TRUE(narrated("needs 10")) << log();
}

// The exact odds read the same situation: her pass is in stroke_situation.
TEST_F(HelpersPlay, TheOddsCountAHelperWhoPassed) {
  set_up();
  const MeleeSituation before = stroke_situation(s(), 0, 3, 0, false);
  EXPECT_EQ(before.helpers, 0);
  quiet_stroke(1, 3, {1});
  const MeleeSituation after = stroke_situation(s(), 0, 3, 0, false);
  EXPECT_EQ(after.helpers, 1);
  EXPECT_EQ(attack_target(after, s().config.melee), 11);
  EXPECT_EQ(parry_target(after, s().config.melee), 7);
  const RiposteRoll r{4, true};
  const MeleeOdds with = melee_odds(after, s().config.melee, r, false);
  const MeleeOdds without = melee_odds(before, s().config.melee, r, false);
  EXPECT_GT(with[StrokeOutcome::kDefenderHit], without[StrokeOutcome::kDefenderHit]);
  MeleeSituation by_hand = before;
  by_hand.helpers = 1;
  EXPECT_DOUBLE_EQ(melee_odds(by_hand, s().config.melee, r, false)[StrokeOutcome::kDefenderHit],
                   with[StrokeOutcome::kDefenderHit]);
}

// --- Parrying from well-ordered, close formation +2 -----------------------

// Red (0) strikes at Blue (1), whose mates Left (2) and Right (3) stand
// 0.1" off each side of him, all facing Red's way.
class CloseFormationPlay : public MeleeSituationPlay {
 protected:
  void set_up(std::vector<OptionValue> options = {}) {
    start(*two_units({{"Red", {10, 10}, 4, {"Sword"}, 0, 8}},
                     {{"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8},
                      {"Left", {8.9, 11.05}, 4, {"Sword"}, 0, 8},
                      {"Right", {11.1, 11.05}, 4, {"Sword"}, 0, 8}},
                     std::move(options)));
  }
};

TEST_F(CloseFormationPlay, FlankedByMatesHeParriesAtPlusTwo) {
  set_up();
  EXPECT_EQ(s().config.melee.close_formation, CloseFormation::kFlanked);
  EXPECT_TRUE(close_formation(s(), 1, false));
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("against a close formation (parry +2): needs 9")) << log();
  EXPECT_TRUE(narrated("parry needs 11")) << log();
}

TEST_F(CloseFormationPlay, OneMateIsNotAFormationUnlessTheOptionSaysSo) {
  set_up();
  fig(3).at = {14, 11.05};  // Right steps away
  EXPECT_FALSE(close_formation(s(), 1, false));
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("parry needs 9")) << log();
  set_up({{"close_formation", "one_side", {}}});
  fig(3).at = {14, 11.05};
  EXPECT_TRUE(close_formation(s(), 1, false));
}

TEST_F(CloseFormationPlay, AMateFacingAwayDownOrRoutedBreaksTheOrder) {
  set_up();
  fig(2).facing = 90;  // turned about, 180 degrees off
  EXPECT_FALSE(close_formation(s(), 1, false));
  fig(2).facing = 270 + 40;  // within 45 degrees
  EXPECT_TRUE(close_formation(s(), 1, false));
  fig(2).posture = Posture::kProne;
  EXPECT_FALSE(close_formation(s(), 1, false));
  fig(2).posture = Posture::kStanding;
  man(2).wounds.in_shock = true;
  EXPECT_FALSE(close_formation(s(), 1, false));
}

TEST_F(CloseFormationPlay, AMateTooFarOrInFrontIsNoFlank) {
  set_up();
  fig(3).at = {12.2, 11.05};  // 1.2" base to base
  EXPECT_FALSE(close_formation(s(), 1, false));
  fig(3).at = {10, 12.1};  // behind him, not at his side
  EXPECT_FALSE(close_formation(s(), 1, false));
}

TEST_F(CloseFormationPlay, NotFromBehindNorUnderOptionOff) {
  set_up();
  EXPECT_FALSE(close_formation(s(), 1, true));
  set_up({{"close_formation", "off", {}}});
  EXPECT_FALSE(close_formation(s(), 1, false));
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("parry needs 9")) << log();
}

// --- Unfamiliar weapon type -2 ------------------------------------------

class UnfamiliarWeapon : public MeleeSituationPlay {
 protected:
  void set_up(bool red, bool blue, const std::string& red_weapon = "Sword") {
    Scenario sc = *two_units({{"Red", {10, 10}, 4, {red_weapon}, 0, 8}},
                             {{"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8}});
    const int yes = *rencounter_catalog().find_stat("unfamiliar_weapon")->value_of_word("yes");
    for (int k = 0; k < 2; ++k) {
      if (!(k == 0 ? red : blue)) continue;
      for (StatValue& v : sc.sides[static_cast<size_t>(k)].units[0].figures[0].stats) {
        if (v.name == "unfamiliar_weapon") v.value = yes;
      }
    }
    start(std::move(sc));
  }
};

TEST_F(UnfamiliarWeapon, TheScenarioMarkReachesTheMan) {
  set_up(true, false);
  EXPECT_TRUE(man(0).kit.unfamiliar);
  EXPECT_FALSE(man(1).kit.unfamiliar);
  EXPECT_TRUE(stroke_situation(s(), 0, 1, 0, false).attacker.unfamiliar_weapon);
}

TEST_F(UnfamiliarWeapon, HisStrokeParryAndRiposteAreAtMinusTwo) {
  set_up(true, false);
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("with an unfamiliar weapon (-2): needs 7")) << log();
  set_up(false, true);
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("(the defender's weapon unfamiliar, -2): needs 9")) << log();
  EXPECT_TRUE(narrated("parry needs 7")) << log();
  const MeleeSituation x = stroke_situation(s(), 0, 1, 0, false);
  EXPECT_EQ(riposte_target(x, s().config.melee), 7);
}

TEST_F(UnfamiliarWeapon, UnmarkedMenAndBareHandsAreFamiliar) {
  set_up(false, false);
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("Red strikes at Blue: needs 9")) << log();
  set_up(true, false);
  const auto rows = melee_weapons();
  for (size_t k = 0; k < rows.size(); ++k) {
    if (rows[k].name == "Unarmed") man(0).melee_weapon = static_cast<int8_t>(k);
  }
  EXPECT_FALSE(unfamiliar_weapon(s(), 0));
}

// --- Drawing weapon or switching weapon in the same turn as attack -2 -----

class DrawingWeapon : public MeleeSituationPlay {
 protected:
  void set_up(std::vector<std::string> red_weapons) {
    start(*two_units({{"Red", {10, 10}, 4, std::move(red_weapons), 0, 8}},
                     {{"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8}}));
  }
};

// He fired this turn and now strikes with his sword: 8 + 1 - 2 = 7.
TEST_F(DrawingWeapon, AManWhoFiredThisTurnDrawsHisSwordAtMinusTwo) {
  set_up({"Flintlock Pistol", "Sword"});
  s().track.fired_turn[0] = static_cast<int16_t>(s().turn());
  EXPECT_TRUE(drew_weapon(s(), 0));
  EXPECT_TRUE(stroke_situation(s(), 0, 1, 0, false).drawing_weapon);
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("drawing his weapon after firing this turn (-2): needs 7")) << log();
}

TEST_F(DrawingWeapon, ShotsOfAnEarlierTurnOrNoneDrawNothing) {
  set_up({"Flintlock Pistol", "Sword"});
  EXPECT_FALSE(drew_weapon(s(), 0));
  s().track.fired_turn[0] = static_cast<int16_t>(s().turn() - 1);
  EXPECT_FALSE(drew_weapon(s(), 0));
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("Red strikes at Blue: needs 9")) << log();
}

// The gun clubbed, or his fists, are already in his hands.
TEST_F(DrawingWeapon, AClubbedGunOrBareHandsNeedNoDrawing) {
  set_up({"Flintlock Musket"});
  s().track.fired_turn[0] = static_cast<int16_t>(s().turn());
  EXPECT_FALSE(drew_weapon(s(), 0));
  const auto rows = melee_weapons();
  for (size_t k = 0; k < rows.size(); ++k) {
    if (rows[k].name == "Unarmed") man(0).melee_weapon = static_cast<int8_t>(k);
  }
  EXPECT_FALSE(drew_weapon(s(), 0));
}

// A shot taken is recorded with its turn.
TEST_F(DrawingWeapon, AShotRecordsItsTurn) {
  start(*two_units({{"Red", {10, 10}, 4, {"Flintlock Pistol", "Sword"}, 0, 8}},
                   {{"Blue", {10, 16}, 4, {"Sword"}, 0, 8}}));
  ASSERT_TRUE(man(0).loaded());
  EXPECT_EQ(s().track.fired_turn[0], -1);
  SeededDice dice(4);
  const Action shoot{ActionKind::kShoot, 0, 1, -1, 0, {}};
  ASSERT_TRUE(check_figure_action(s(), shoot).ok) << check_figure_action(s(), shoot).reason;
  apply_figure_action(s(), shoot, dice, events_);
  EXPECT_EQ(s().track.fired_turn[0], s().turn());
}

// --- Bad footing, difficulty seeing -----------------------------------------

class BadFooting : public MeleeSituationPlay {
 protected:
  void set_up(std::vector<TerrainFeature> features, std::vector<OptionValue> options = {}) {
    Scenario sc = *two_units({{"Red", {10, 10}, 4, {"Sword"}, 0, 8}},
                             {{"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8}}, std::move(options));
    sc.battlefield = skirmish::testing::field_of(std::move(features));
    start(std::move(sc));
  }
  // An area round Red only (y below 10.5), or Blue only (above).
  static TerrainFeature under_red(TerrainType t) {
    return skirmish::testing::area_of(t, skirmish::testing::rectangle(5, 5, 15, 10.5));
  }
  static TerrainFeature under_blue(TerrainType t) {
    return skirmish::testing::area_of(t, skirmish::testing::rectangle(5, 10.6, 15, 15));
  }
};

TEST_F(BadFooting, WoodsUnderTheStrikerCostHimOne) {
  set_up({under_red(TerrainType::kWoods)});
  EXPECT_EQ(s().config.melee.footing, MeleeFooting::kGoing);
  EXPECT_EQ(footing_modifier(s(), 0), -1);
  EXPECT_EQ(footing_modifier(s(), 1), 0);
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("on bad footing (-1): needs 8")) << log();
  EXPECT_TRUE(narrated("parry needs 9")) << log();
}

TEST_F(BadFooting, ABogUnderTheDefenderCostsHisParryTwo) {
  set_up({under_blue(TerrainType::kBog)});
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("(the defender on bad footing, -2): needs 9")) << log();
  EXPECT_TRUE(narrated("parry needs 7")) << log();
}

TEST_F(BadFooting, ALineStreamCountsWithinItsWidth) {
  set_up({skirmish::testing::line_of(TerrainType::kStream, {{0, 10.2}, {30, 10.2}})});
  EXPECT_EQ(footing_modifier(s(), 0), -1);  // 0.2" from the middle of a 1.5" stream
  EXPECT_EQ(footing_modifier(s(), 1), 0);   // 0.85" away
}

TEST_F(BadFooting, OpenGroundScrubARoadOrOptionOffCostNothing) {
  set_up({});
  EXPECT_EQ(footing_modifier(s(), 0), 0);
  set_up({under_red(TerrainType::kScrub)});  // light going
  EXPECT_EQ(footing_modifier(s(), 0), 0);
  TerrainFeature road = skirmish::testing::line_of(TerrainType::kRoad, {{0, 10}, {30, 10}});
  road.path_width = 2;
  set_up({under_red(TerrainType::kWoods), road});
  EXPECT_EQ(footing_modifier(s(), 0), 0);
  set_up({under_red(TerrainType::kWoods)}, {{"melee_footing", "off", {}}});
  EXPECT_EQ(footing_modifier(s(), 0), 0);
  quiet_stroke(0, 1);
  EXPECT_TRUE(narrated("Red strikes at Blue: needs 9")) << log();
}

// Every reading is a registered option with its default.
TEST_F(MeleeSituationPlay, TheOptionsAreRegisteredWithTheirDefaults) {
  const std::pair<const char*, const char*> expected[] = {
      {"gang_up_helpers", "roll"}, {"close_formation", "flanked"}, {"melee_footing", "going"}};
  for (const auto& [name, value] : expected) {
    bool found = false;
    for (const OptionSpec& o : rules_.traits().options) {
      if (o.name != name) continue;
      found = true;
      EXPECT_EQ(o.default_value, value) << name;
    }
    EXPECT_TRUE(found) << name;
  }
}

}  // namespace
}  // namespace skirmish::rencounter
