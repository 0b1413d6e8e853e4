// The rest of melee in play with every die forced (000 / Melee / Situation,
// Weapon breakage in parries, Weapons getting stuck, Shooting the Bayonet
// Free, Attacking horses, Attacks by horses): breakage and falling back on
// the next weapon, stuck weapons pried loose or torn away on a fast horse,
// the bayonet shot free, cover between two men, a pike from the second
// rank, aggressive attack, strokes at a horse and a warhorse's strike.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/horse_melee.h"
#include "engine/rules/rencounter/melee_actions.h"
#include "engine/rules/rencounter/melee_choices.h"
#include "engine/rules/rencounter/melee_kit.h"
#include "engine/rules/rencounter/melee_modifiers.h"
#include "engine/rules/rencounter/melee_reach.h"
#include "engine/rules/rencounter/weapon_tables.h"
#include "tests/core/terrain_builders.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::TestMan;
using testing::two_units;

int row(std::string_view name) {
  const auto rows = melee_weapons();
  for (size_t k = 0; k < rows.size(); ++k) {
    if (rows[k].name == name) return static_cast<int>(k);
  }
  return -1;
}

// One man a side face to face in base contact: Red (0) at (10, 10) facing
// +y, Blue (1) at (10, 11.05) facing -y.
class Melee : public ::testing::Test {
 protected:
  void set_up(const TestMan& red, const TestMan& blue, std::vector<OptionValue> options = {},
              std::vector<TestMan> more_red = {}) {
    std::vector<TestMan> reds{red};
    for (const TestMan& m : more_red) reds.push_back(m);
    scenario_ = two_units(reds, {blue}, std::move(options));
    state_ = rules_.new_game(scenario_);
  }
  RencounterState& s() { return as_rencounter(*state_); }
  Figure& fig(int i) { return s().figures()[static_cast<size_t>(i)]; }
  ManRecord& man(int i) { return s().men[static_cast<size_t>(i)]; }
  CheckResult check(const Action& a) { return check_figure_action(s(), a); }
  void act(const Action& a, ScriptedDice& dice) {
    ASSERT_TRUE(check(a).ok) << check(a).reason;
    apply_figure_action(s(), a, dice, events_);
    EXPECT_EQ(dice.left(), 0u);
  }
  static Action melee(int who, int whom, int32_t param = 0) {
    return {
        ActionKind::kMelee, static_cast<int16_t>(who), static_cast<int16_t>(whom), -1, param, {}};
  }
  bool narrated(const std::string& words) const { return testing::narrated(events_, words); }
  std::string log() const { return testing::story(events_); }
  void mount(int i, int speed, double facing, HorseTraining training = HorseTraining::kCavalry) {
    fig(i).mounted = true;
    fig(i).base_radius = 1.0f;
    fig(i).facing = static_cast<float>(facing);
    man(i).horse.has_horse = true;
    man(i).horse.speed = static_cast<int8_t>(speed);
    man(i).horse.training = training;
  }

  RencounterRules rules_;
  std::shared_ptr<const Scenario> scenario_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

// 000 / Weapon breakage in parries, the seed's example: sword at skill 7
// rolls 4, battleaxe at skill 6 rolls 3: 3 - 1 - 0 = 2, the sword breaks.
TEST_F(Melee, TheSeedsSwordBreaksOnTheAxeAndHeFightsOnUnarmed) {
  set_up({"Red", {10, 10}, 4, {"Sword"}, 0, 7}, {"Blue", {10, 11.05}, 4, {"Axe"}, 0, 6},
         {{"weapon_breakage", "on", {}}});
  ScriptedDice dice;
  dice.die(6, 6).die(12, 4).die(12, 3);  // riposte check fails; stroke 4, parry 3
  act(melee(0, 1), dice);
  EXPECT_EQ(man(0).melee_weapon, row("Unarmed")) << log();
  EXPECT_EQ(man(1).melee_weapon, row("Axe/Mace"));
  EXPECT_TRUE(narrated("Sword breaks on the parry")) << log();
  EXPECT_TRUE(narrated("scores 5")) << log();
}

TEST_F(Melee, WithoutTheOptionNothingBreaks) {
  set_up({"Red", {10, 10}, 4, {"Sword"}, 0, 7}, {"Blue", {10, 11.05}, 4, {"Axe"}, 0, 6});
  ScriptedDice dice;
  dice.die(6, 6).die(12, 4).die(12, 3);
  act(melee(0, 1), dice);
  EXPECT_EQ(man(0).melee_weapon, row("Sword"));
}

TEST_F(Melee, ABrokenWeaponFallsBackOnTheNextOneCarried) {
  set_up({"Red", {10, 10}, 4, {"Sword", "Knife"}, 0, 7}, {"Blue", {10, 11.05}, 4, {"Axe"}, 0, 6},
         {{"weapon_breakage", "on", {}}});
  ScriptedDice dice;
  dice.die(6, 6).die(12, 4).die(12, 3);
  act(melee(0, 1), dice);
  EXPECT_EQ(man(0).melee_weapon, row("Knife"));
}

TEST_F(Melee, TheShieldBreaksFirst) {
  set_up({"Red", {10, 10}, 4, {"Axe"}, 0, 8}, {"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8},
         {{"weapon_breakage", "on", {}}});
  man(1).shield = 1;
  ScriptedDice dice;
  // Axe -1 against a rimmed shield (0): 3 - 1 - 0 = 2 breaks the shield.
  dice.die(6, 6).die(12, 3).die(12, 5);
  act(melee(0, 1), dice);
  EXPECT_EQ(man(1).shield, 0) << log();
  EXPECT_EQ(man(1).melee_weapon, row("Sword"));
}

// 000 / Weapons getting stuck: a kill, then the unsticking D12 over skill.
TEST_F(Melee, AKillingBlowLeavesTheSwordStuckUntilPriedLoose) {
  set_up({"Red", {10, 10}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8},
         {{"stuck_weapons", "on", {}}});
  ScriptedDice dice;
  dice.die(6, 6).die(12, 1).die(12, 12).die(12, 1).die(12, 11);  // kill; unstick 11 > 8
  act(melee(0, 1), dice);
  EXPECT_EQ(fig(1).status, FigureStatus::kDead);
  EXPECT_EQ(man(0).kit.stuck, row("Sword")) << log();
  EXPECT_EQ(man(0).kit.stuck_in, 1);
  EXPECT_EQ(man(0).melee_weapon, row("Unarmed"));
  EXPECT_TRUE(narrated("needs 8 or less, rolls 11: stuck")) << log();
  std::vector<Action> offered;
  add_melee_candidates(s(), 0, offered);
  const Action pry{ActionKind::kSpecial, 0, 1, -1, kSpecialPryLoose, {}};
  EXPECT_NE(std::find(offered.begin(), offered.end(), pry), offered.end());
  ScriptedDice none;
  act(pry, none);
  EXPECT_EQ(man(0).melee_weapon, row("Sword"));
  EXPECT_EQ(man(0).kit.stuck, -1);
}

TEST_F(Melee, PryingNeedsBaseContactWithTheBody) {
  set_up({"Red", {10, 10}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8},
         {{"stuck_weapons", "on", {}}});
  ScriptedDice dice;
  dice.die(6, 6).die(12, 1).die(12, 12).die(12, 1).die(12, 11);
  act(melee(0, 1), dice);
  fig(0).at = {10, 6};
  EXPECT_FALSE(check({ActionKind::kSpecial, 0, 1, -1, kSpecialPryLoose, {}}).ok);
}

TEST_F(Melee, ANaturalTwelveBreaksTheWeaponInTheBody) {
  set_up({"Red", {10, 10}, 4, {"Sword", "Knife"}, 0, 8}, {"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8},
         {{"stuck_weapons", "on", {}}});
  ScriptedDice dice;
  dice.die(6, 6).die(12, 1).die(12, 12).die(12, 1).die(12, 12);
  act(melee(0, 1), dice);
  EXPECT_EQ(man(0).melee_weapon, row("Knife")) << log();
  EXPECT_EQ(man(0).kit.stuck, -1);
}

TEST_F(Melee, ARiderTooFastToStopLosesTheStuckWeapon) {
  set_up({"Red", {10, 10}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 11.55}, 4, {"Sword"}, 0, 8},
         {{"stuck_weapons", "on", {}}});
  mount(0, 12, 90);
  ScriptedDice dice;
  dice.die(6, 6).die(12, 1).die(12, 12).die(12, 1).die(12, 11);
  act(melee(0, 1), dice);
  EXPECT_EQ(man(0).kit.stuck, -1) << log();
  EXPECT_EQ(man(0).melee_weapon, row("Unarmed"));
  EXPECT_TRUE(narrated("torn from his hand")) << log();
}

// 000 / Shooting the Bayonet Free: a serious or worse bayonet wound, the
// loaded gun fired for an automatic damage roll; no unsticking roll.
TEST_F(Melee, TheBayonetIsShotFreeWithAnAutomaticDamageRoll) {
  set_up({"Red", {10, 10}, 4, {"Flintlock Musket", "Bayonet"}, 0, 8},
         {"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8},
         {{"shoot_bayonet_free", "on", {}}, {"stuck_weapons", "on", {}}});
  ASSERT_TRUE(socket_bayonet(s(), 0));
  ScriptedDice dice;
  // Stroke 1 (8 under 8: -2 damage), parry 12, damage 5 - 2 = 3 crippling;
  // then the shot: 1 - 1 = 0, dead.
  dice.die(6, 6).die(12, 1).die(12, 12).die(12, 5).die(12, 1);
  act(melee(0, 1, kStrokeShootBayonetFree), dice);
  EXPECT_EQ(man(0).rounds, 0);
  EXPECT_EQ(fig(1).status, FigureStatus::kDead) << log();
  EXPECT_EQ(man(0).kit.stuck, -1);
  EXPECT_TRUE(narrated("to free the bayonet: damage roll 1 -1 = 0")) << log();
}

TEST_F(Melee, ShootingTheBayonetFreeIsOptionalAndNeedsALoadedGun) {
  set_up({"Red", {10, 10}, 4, {"Flintlock Musket", "Bayonet"}, 0, 8},
         {"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8});
  EXPECT_FALSE(check(melee(0, 1, kStrokeShootBayonetFree)).ok);
  set_up({"Red", {10, 10}, 4, {"Flintlock Musket", "Bayonet"}, 0, 8},
         {"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8}, {{"shoot_bayonet_free", "on", {}}});
  EXPECT_TRUE(check(melee(0, 1, kStrokeShootBayonetFree)).ok);
  man(0).rounds = 0;
  EXPECT_FALSE(check(melee(0, 1, kStrokeShootBayonetFree)).ok);
}

TEST_F(Melee, AStuckBayonetHoldsTheGun) {
  set_up({"Red", {10, 10}, 4, {"Flintlock Musket", "Bayonet"}, 0, 8},
         {"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8}, {{"stuck_weapons", "on", {}}});
  ScriptedDice dice;
  dice.die(6, 6).die(12, 1).die(12, 12).die(12, 5).die(12, 11);  // crippling; stuck
  act(melee(0, 1), dice);
  EXPECT_EQ(man(0).melee_weapon, row("Unarmed")) << log();  // not the gun as a club
  EXPECT_FALSE(check({ActionKind::kShoot, 0, 1, -1, 0, {}}).ok);
}

// 000 / Melee / Situation: "Target 1/2 protected by cover -2, 3/4 -4".
TEST_F(Melee, AWallBetweenThemIsCover) {
  set_up({"Red", {10, 14.45}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 15.55}, 4, {"Sword"}, 0, 8});
  auto field = std::make_shared<Battlefield>(*scenario_->battlefield);
  TerrainFeature wall = skirmish::testing::line_of(TerrainType::kWall, {{0, 15}, {30, 15}});
  wall.height = 0.5;
  field->features.push_back(wall);
  auto sc = std::make_shared<Scenario>(*scenario_);
  sc->battlefield = field;
  scenario_ = sc;
  state_ = rules_.new_game(scenario_);
  const MeleeCover cover = melee_cover(s(), 0, 1);
  ASSERT_NE(cover, MeleeCover::kNone);
  ScriptedDice dice;
  dice.die(6, 6).die(12, 12).die(12, 12);
  act(melee(0, 1), dice);
  const int need = 9 - (cover == MeleeCover::kHalf ? 2 : 4);
  EXPECT_TRUE(narrated("in cover): needs " + std::to_string(need))) << log();
}

// Two men across a building's south wall (y 15) with a door at x 10: the
// line between them passes the outline in the doorway at x 10, through
// wall at x 20. `barred` shuts the door.
class MeleeAtADoor : public Melee {
 protected:
  void set_up_at(double x, bool barred = false, std::vector<OptionValue> options = {}) {
    set_up({"Red", {x, 14.45}, 4, {"Sword"}, 0, 8}, {"Blue", {x, 15.55}, 4, {"Sword"}, 0, 8},
           std::move(options));
    auto field = std::make_shared<Battlefield>(*scenario_->battlefield);
    Opening door;
    door.at = {10, 15};
    door.width = 1.5;
    door.barred = barred;
    field->features.push_back(
        skirmish::testing::building(skirmish::testing::rectangle(0, 15, 30, 25), {door}));
    auto sc = std::make_shared<Scenario>(*scenario_);
    sc->battlefield = field;
    scenario_ = sc;
    state_ = rules_.new_game(scenario_);
  }
};

// 000 / Melee / Situation, cover (option melee_in_doorway, default half):
// through an open doorway the defender has the door frame, 1/2 (-2), as a
// man seen only through a door is in half cover to a shot.
TEST_F(MeleeAtADoor, ThroughAnOpenDoorwayIsHalfCover) {
  set_up_at(10);
  EXPECT_EQ(melee_cover(s(), 0, 1), MeleeCover::kHalf);
  EXPECT_EQ(melee_cover(s(), 1, 0), MeleeCover::kHalf);  // the same from inside
  ScriptedDice dice;
  dice.die(6, 6).die(12, 12).die(12, 12);
  act(melee(0, 1), dice);
  EXPECT_TRUE(narrated("(1/2 in cover): needs 7")) << log();
}

TEST_F(MeleeAtADoor, ThroughTheWallBesideItIsThreeQuarters) {
  set_up_at(20);
  EXPECT_EQ(melee_cover(s(), 0, 1), MeleeCover::kThreeQuarters);
}

TEST_F(MeleeAtADoor, ABarredDoorIsWall) {
  set_up_at(10, true);
  EXPECT_EQ(melee_cover(s(), 0, 1), MeleeCover::kThreeQuarters);
}

TEST_F(MeleeAtADoor, TheOptionWallTakesTheDoorwayForWall) {
  set_up_at(10, false, {{"melee_in_doorway", "wall", {}}});
  EXPECT_EQ(melee_cover(s(), 0, 1), MeleeCover::kThreeQuarters);
  ScriptedDice dice;
  dice.die(6, 6).die(12, 12).die(12, 12);
  act(melee(0, 1), dice);
  EXPECT_TRUE(narrated("(3/4 in cover): needs 5")) << log();
}

TEST_F(Melee, OpenGroundIsNoCover) {
  set_up({"Red", {10, 10}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8});
  EXPECT_EQ(melee_cover(s(), 0, 1), MeleeCover::kNone);
}

// 000 / Melee Weapons Table, Ranks: a pike behind a friend in contact.
TEST_F(Melee, APikeStrikesFromTheSecondRankAtMinusOneWithNoRiposte) {
  set_up(
      {"Front", {10, 10.95}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 12}, 4, {"Sword"}, 0, 8}, {},
      {{"Pikeman", {10, 9.9}, 4, {"Pike"}, 0, 8}, {"Swordsman", {11.2, 9.9}, 4, {"Sword"}, 0, 8}});
  const int blue = 3;
  EXPECT_EQ(strike_rank(s(), 1, blue), 2);
  EXPECT_EQ(strike_rank(s(), 2, blue), 0);  // a sword does not reach
  EXPECT_FALSE(check(melee(2, blue)).ok);
  ScriptedDice dice;
  dice.die(12, 12).die(12, 12);  // no riposte check: a sword cannot reach him
  act(melee(1, blue), dice);
  // Skill 8, pike -1, rank -1.
  EXPECT_TRUE(narrated("from rank 2: needs 6")) << log();
}

TEST_F(Melee, NoSecondRankWithoutAFriendInContact) {
  set_up({"Pikeman", {10, 9.9}, 4, {"Pike"}, 0, 8}, {"Blue", {10, 12}, 4, {"Sword"}, 0, 8});
  EXPECT_EQ(strike_rank(s(), 0, 1), 0);
}

// "Aggressive attack ... as far as to skill 6, and reduce opponent's ...
// parry roll by same amount."
TEST_F(Melee, AggressionLowersHisNumberAndTheParryAlike) {
  set_up({"Red", {10, 10}, 4, {"Sword"}, 0, 10}, {"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8});
  EXPECT_FALSE(check(melee(0, 1, 5)).ok);  // skill 10: at most 4
  ScriptedDice dice;
  dice.die(6, 6).die(12, 12).die(12, 12);
  act(melee(0, 1, 4), dice);
  EXPECT_TRUE(narrated("aggressively (-4 each): needs 7")) << log();  // 10 + 1 - 4
  EXPECT_TRUE(narrated("parry needs 5")) << log();                    // 8 + 1 - 4
  std::vector<Action> offered;
  add_melee_candidates(s(), 0, offered);
  EXPECT_NE(std::find(offered.begin(), offered.end(), melee(0, 1, 4)), offered.end());
}

// 000 / Attacking horses: from in front of a sword-armed rider the horse
// dodges (cavalry horse 5, Unarmed -2); alongside, the rider parries.
TEST_F(Melee, AStrokeAtTheHorseFromTheFrontIsDodgedByTheHorse) {
  set_up({"Red", {10, 10}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 11.55}, 4, {"Sword"}, 0, 8},
         {{"attacking_horses", "on", {}}});
  mount(1, 0, 270);
  ASSERT_FALSE(rider_parries_for_horse(s(), 1, 0));
  ScriptedDice dice;
  dice.die(12, 1).die(12, 12).die(12, 12);  // no riposte; hit; damage 12 - 2 = 10 minor
  act(melee(0, 1, kStrokeAtHorse), dice);
  EXPECT_EQ(man(1).horse.wounds, 1) << log();
  EXPECT_EQ(man(1).wounds.points, 0);
  // Skill 8 + Sword 1, less 1 for the rider outnumbering him; the horse's
  // dodge 5 - 2, plus 1.
  EXPECT_TRUE(narrated("(the horse dodges): needs 8, rolls 1; parry needs 4")) << log();
}

// 000 / Attacking horses: "Allow the rider to count as an extra enemy
// 'outnumbering' the attacker just as if the horse were any other friend of
// the rider": One Vs Many turned round, -1 to the stroke, +1 to the parry.
TEST_F(Melee, TheRiderOutnumbersAManStrikingAtHisHorse) {
  set_up({"Red", {10, 10}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 11.55}, 4, {"Sword"}, 0, 8},
         {{"attacking_horses", "on", {}}});
  mount(1, 0, 270);
  ScriptedDice dice;
  dice.die(12, 9).die(12, 12);  // a 9 would hit at 8 + Sword 1; outnumbered it misses
  act(melee(0, 1, kStrokeAtHorse), dice);
  EXPECT_EQ(man(1).horse.wounds, 0) << log();
  EXPECT_TRUE(narrated("(the horse dodges): needs 8, rolls 9")) << log();

  MeleeSituation x;
  x.attacker.skill = 8;
  x.defender.skill = 5;
  x.outnumbered_by = 1;
  const MeleeOptions o;
  EXPECT_EQ(attack_modifiers(x, o).total(), -1);
  EXPECT_EQ(parry_modifiers(x, o).total(), 1);
  x.active_attackers = 2;  // a friend of the striker on the horse too: even
  EXPECT_EQ(attack_modifiers(x, o).total(), 0);
  EXPECT_EQ(parry_modifiers(x, o).total(), 0);
}

TEST_F(Melee, AlongsideTheRiderParriesForHisHorse) {
  set_up({"Red", {11.55, 12}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 12}, 4, {"Sword"}, 0, 8},
         {{"attacking_horses", "on", {}}});
  mount(1, 0, 270);
  fig(1).at = {10, 12};
  fig(0).at = {11.0 + 0.55, 12};
  ASSERT_TRUE(in_contact(s(), 0, 1));
  EXPECT_TRUE(rider_parries_for_horse(s(), 1, 0));
  ScriptedDice dice;
  dice.die(12, 12).die(12, 12);
  act(melee(0, 1, kStrokeAtHorse), dice);
  EXPECT_TRUE(narrated("the rider parries for it")) << log();
  EXPECT_TRUE(narrated("parry needs 10")) << log();  // 8 + Sword 1, +1 outnumbering
}

TEST_F(Melee, StrikingAtHorsesIsOptional) {
  set_up({"Red", {10, 10}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 11.55}, 4, {"Sword"}, 0, 8});
  mount(1, 0, 270);
  EXPECT_FALSE(check(melee(0, 1, kStrokeAtHorse)).ok);
}

// 000 / Attacks by horses: a warhorse at 6" or less, the rider passing
// horsemanship, strikes at skill 7, To Hit 0, damage +1; he tests again.
TEST_F(Melee, AWarhorseRearsAndStrikes) {
  set_up({"Knight", {10, 10}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 11.55}, 4, {"Sword"}, 0, 8},
         {{"horse_attacks", "on", {}}});
  mount(0, 0, 90, HorseTraining::kWarhorse);
  const Action a{ActionKind::kSpecial, 0, 1, -1, kSpecialWarhorse, {}};
  ScriptedDice dice;
  // Horsemanship 1; stroke 1 (7 under 7: -2), parry 12, damage 12 + 1 - 2 =
  // 11 minor; horsemanship 1 to stay on.
  dice.die(6, 1).die(12, 1).die(12, 12).die(12, 12).die(6, 1);
  act(a, dice);
  EXPECT_EQ(man(1).wounds.points, 1) << log();
  EXPECT_TRUE(fig(0).mounted);
  EXPECT_TRUE(narrated("warhorse rears and strikes at Blue: needs 7")) << log();
}

TEST_F(Melee, AWarhorseStrikesOnlySlowAndOnlyIfTrained) {
  set_up({"Knight", {10, 10}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 11.55}, 4, {"Sword"}, 0, 8},
         {{"horse_attacks", "on", {}}});
  mount(0, 12, 90, HorseTraining::kWarhorse);
  const Action a{ActionKind::kSpecial, 0, 1, -1, kSpecialWarhorse, {}};
  EXPECT_FALSE(check(a).ok);
  man(0).horse.speed = 6;
  EXPECT_TRUE(check(a).ok);
  man(0).horse.training = HorseTraining::kCavalry;
  EXPECT_FALSE(check(a).ok);
}

TEST_F(Melee, AFailedHorsemanshipRollMeansNoAttack) {
  set_up({"Knight", {10, 10}, 4, {"Sword"}, 0, 8}, {"Blue", {10, 11.55}, 4, {"Sword"}, 0, 8},
         {{"horse_attacks", "on", {}}});
  mount(0, 0, 90, HorseTraining::kWarhorse);
  man(0).wounds.points = 1;
  ScriptedDice dice;
  dice.die(6, 6);  // 6 + 1 wound point over horsemanship 6
  act({ActionKind::kSpecial, 0, 1, -1, kSpecialWarhorse, {}}, dice);
  EXPECT_TRUE(narrated("will not attack")) << log();
  EXPECT_EQ(man(1).wounds.points, 0);
}

}  // namespace
}  // namespace skirmish::rencounter
