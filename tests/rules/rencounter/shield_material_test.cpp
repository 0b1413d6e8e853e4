// Shield materials in play, with every die forced (000 / Melee / Weapon
// breakage in parries: "Treat a metal faced shield as -1, wood or hide with
// metal rim and/or boss as 0, and plain wood +1, plain hide or wicker shield
// as +2"): the roster's `shield_material` reaches the man, and each row of
// the table breaks the shield, or the striker's weapon, at its own roll.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "engine/scenario/scenario_writer.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::TestMan;
using testing::two_units;

// Red (0) strikes at Blue (1), a swordsman of melee 8 with a small shield of
// `material` (a scenario word), weapon breakage on.
class ShieldMaterials : public ::testing::Test {
 protected:
  void set_up(const std::string& red_weapon, const std::string& material) {
    Scenario sc =
        *two_units({{"Red", {10, 10}, 4, {red_weapon}, 0, 8}},
                   {{"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8}}, {{"weapon_breakage", "on", {}}});
    FigureSpec& blue = sc.sides[1].units[0].figures[0];
    for (StatValue& v : blue.stats) {
      if (v.name == "shield") v.value = 1;  // small
      if (v.name == "shield_material" && !material.empty()) {
        v.value = *rencounter_catalog().find_stat("shield_material")->value_of_word(material);
      }
    }
    state_ = rules_.new_game(std::make_shared<const Scenario>(std::move(sc)));
  }
  RencounterState& s() { return as_rencounter(*state_); }
  ManRecord& man(int i) { return s().men[static_cast<size_t>(i)]; }
  // Red strikes; Blue's riposte check fails; the stroke and parry as given.
  void stroke(int attack_roll, int parry_roll) {
    const Action a{ActionKind::kMelee, 0, 1, -1, 0, {}};
    ASSERT_TRUE(check_figure_action(s(), a).ok) << check_figure_action(s(), a).reason;
    ScriptedDice dice;
    dice.die(6, 6).die(12, attack_roll).die(12, parry_roll);
    apply_figure_action(s(), a, dice, events_);
    EXPECT_EQ(dice.left(), 0u);
  }
  std::string log() const { return testing::story(events_); }

  RencounterRules rules_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

TEST_F(ShieldMaterials, TheRosterWordReachesTheMan) {
  set_up("Sword", "");
  EXPECT_EQ(man(1).kit.shield_material, 1);  // the default: rimmed
  EXPECT_EQ(melee_fighter(s(), 1).shield_material, ShieldMaterial::kRimmedWoodOrHide);
  set_up("Sword", "metal");
  EXPECT_EQ(melee_fighter(s(), 1).shield_material, ShieldMaterial::kMetalFaced);
  set_up("Sword", "wood");
  EXPECT_EQ(melee_fighter(s(), 1).shield_material, ShieldMaterial::kPlainWood);
  set_up("Sword", "hide");
  EXPECT_EQ(melee_fighter(s(), 1).shield_material, ShieldMaterial::kHideOrWicker);
  set_up("Sword", "wicker");
  EXPECT_EQ(melee_fighter(s(), 1).shield_material, ShieldMaterial::kHideOrWicker);
}

// The striker's score is his roll + his weapon (axe -1) - the shield's
// modifier; 2 or less breaks the shield. The stroke hits on 6 or less
// (8 - 1 axe - 1 small shield), the parry succeeds on 9 or less.
struct Row {
  const char* material;
  int breaks_at;  // the highest stroke roll that breaks it: 3 + modifier
};

TEST_F(ShieldMaterials, EachMaterialBreaksAtItsOwnRoll) {
  for (const Row& r :
       {Row{"metal", 2}, Row{"rimmed", 3}, Row{"wood", 4}, Row{"hide", 5}, Row{"wicker", 5}}) {
    set_up("Axe", r.material);
    stroke(r.breaks_at + 1, 7);  // parried, the shield holds
    EXPECT_EQ(man(1).shield, 1) << r.material << "\n" << log();
    set_up("Axe", r.material);
    stroke(r.breaks_at, 7);
    EXPECT_EQ(man(1).shield, 0) << r.material << "\n" << log();
  }
}

// The defender's score is his parry roll + the shield's modifier - the
// striker's weapon (sword 0): a metal faced shield breaks the sword on a
// parry of 3, a rimmed one on 2, a plain wood one only on a 1, and a hide
// or wicker one never (1 + 2 = 3).
TEST_F(ShieldMaterials, TheShieldsMaterialBreaksTheStrikersWeapon) {
  const auto sword_breaks = [&](const char* material, int parry) {
    set_up("Sword", material);
    const int8_t sword = man(0).melee_weapon;
    stroke(5, parry);  // 5 hits (8 + 1 - 1 = 8): the shield's score is 5 - mod
    return man(0).melee_weapon != sword;
  };
  EXPECT_TRUE(sword_breaks("metal", 3));
  EXPECT_FALSE(sword_breaks("metal", 4));
  EXPECT_TRUE(sword_breaks("rimmed", 2));
  EXPECT_FALSE(sword_breaks("rimmed", 3));
  EXPECT_TRUE(sword_breaks("wood", 1));
  EXPECT_FALSE(sword_breaks("wood", 2));
  EXPECT_FALSE(sword_breaks("hide", 1));
  EXPECT_FALSE(sword_breaks("wicker", 1));
}

// The field as a person writes it: a word, settled to a number that the
// scenario writer writes back and the loader reads again.
TEST(ShieldMaterialField, LoadsSettlesAndWritesBack) {
  Scenario sc = *two_units({{"Red", {10, 10}, 4, {"Sword"}, 0, 8}},
                           {{"Blue", {10, 11.05}, 4, {"Sword"}, 0, 8}});
  for (StatValue& v : sc.sides[1].units[0].figures[0].stats) {
    if (v.name == "shield_material") {
      v.value = 0;
      v.word = "Wicker";
    }
  }
  ASSERT_EQ(resolve_roster(sc, rencounter_catalog()), std::nullopt);
  const auto material = [](const Scenario& x) {
    for (const StatValue& v : x.sides[1].units[0].figures[0].stats) {
      if (v.name == "shield_material") return v.value;
    }
    return -1;
  };
  EXPECT_EQ(material(sc), 3);
  const LoadResult again = load_scenario_text(scenario_yaml(sc), "again.yaml");
  ASSERT_TRUE(again.ok()) << again.error->to_string();
  EXPECT_EQ(material(*again.scenario), 3);
}

}  // namespace
}  // namespace skirmish::rencounter
