// The Rencounter catalog and the roster check: unknown weapons and stats,
// out-of-range and missing ratings, each with one exact message.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tests/scenario/scenario_test_text.h"

namespace skirmish {
namespace {

using testing::kSmallScenario;
using testing::small_with;

// The roster error for `text`, "sound" if none; the text must load.
std::string roster_error(const std::string& text) {
  const LoadResult r = load_scenario_text(text, "t.yaml");
  EXPECT_TRUE(r.ok()) << r.error->to_string();
  if (!r.ok()) return "did not load";
  const auto e = validate_roster(*r.scenario, rencounter_catalog());
  return e ? e->to_string() : "sound";
}

TEST(RencounterCatalog, StatsAndWeapons) {
  const Catalog& c = rencounter_catalog();
  EXPECT_EQ(c.rules, "rencounter");
  EXPECT_EQ(c.stat_names(),
            (std::vector<std::string>{"experience", "fire", "melee", "armor", "shield",
                                      "shield_material", "unfamiliar_weapon", "horsemanship",
                                      "horse", "warhorse", "artillery"}));
  const StatRule* exp = c.find_stat("experience");
  ASSERT_NE(exp, nullptr);
  EXPECT_TRUE(exp->required);
  EXPECT_EQ(exp->min, 1);
  EXPECT_EQ(exp->max, 6);
  EXPECT_EQ(exp->value_of_word("Veteran"), 5);
  EXPECT_EQ(exp->value_of_word("hero"), 6);
  EXPECT_EQ(c.find_stat("shield")->value_of_word("large"), 3);
  // 000 / Weapon breakage in parries: rencounter::ShieldMaterial's values.
  const StatRule* material = c.find_stat("shield_material");
  ASSERT_NE(material, nullptr);
  EXPECT_FALSE(material->required);
  EXPECT_EQ(material->default_value, 1);  // wood or hide with a metal rim or boss
  EXPECT_EQ(material->value_of_word("metal"), 0);
  EXPECT_EQ(material->value_of_word("Rimmed"), 1);
  EXPECT_EQ(material->value_of_word("wood"), 2);
  EXPECT_EQ(material->value_of_word("hide"), 3);
  EXPECT_EQ(material->value_of_word("wicker"), 3);
  // 30 missile rows (27 of the table, 3 thrown objects), 4 guns and 9
  // melee rows, the javelin in both.
  EXPECT_EQ(c.weapons.size(), 42u);
  EXPECT_EQ(c.find_weapon("flintlock musket"), "Flintlock Musket");
  EXPECT_EQ(c.find_weapon("Bayonet"), "Spear/Bayonet");
  EXPECT_EQ(c.find_weapon("cap and ball pistol"), "Cap & Ball Pistol");
  EXPECT_EQ(c.find_weapon("Lasgun"), std::nullopt);
}

TEST(RosterCheck, TheSmallScenarioIsSound) {
  EXPECT_EQ(roster_error(kSmallScenario), "sound");
}

TEST(RosterCheck, UnknownWeaponSuggestsNearNames) {
  EXPECT_EQ(roster_error(small_with("[Flintlock Musket]", "[Flintlok Musket]")),
            "t.yaml:14:61: sides[0].units[0].figures[0].weapons[0]: unknown weapon \"Flintlok "
            "Musket\" for rencounter; did you mean \"Flintlock Musket\"?");
  EXPECT_EQ(roster_error(small_with("[Flintlock Musket]", "[Musket]")),
            "t.yaml:14:61: sides[0].units[0].figures[0].weapons[0]: unknown weapon \"Musket\" for "
            "rencounter; did you mean \"Matchlock Musket\" or \"Flintlock Musket\"?");
}

TEST(RosterCheck, UnknownWeaponWithNothingNearListsTheKnownNames) {
  const std::string e = roster_error(small_with("[Flintlock Musket]", "[Phaser]"));
  const std::string head =
      "t.yaml:14:61: sides[0].units[0].figures[0].weapons[0]: unknown weapon \"Phaser\" for "
      "rencounter; the weapons are \"Javelin\", \"Weak Bow\", \"Short Bow\", ";
  const std::string tail = "\"Unarmed\" and \"Improvised Club\"";
  EXPECT_EQ(e.substr(0, head.size()), head);
  EXPECT_EQ(e.substr(e.size() - tail.size()), tail);
}

TEST(RosterCheck, UnknownStat) {
  EXPECT_EQ(
      roster_error(small_with("{name: Bo, at: [7, 5], ", "{name: Bo, at: [7, 5], armour: 1, ")),
      "t.yaml:15:44: sides[0].units[0].figures[1].armour: unknown stat for rencounter; did "
      "you mean \"armor\"? The stats are experience, fire, melee, armor, shield, "
      "shield_material, unfamiliar_weapon, horsemanship, horse, warhorse, artillery");
}

TEST(RosterCheck, StatOutOfRange) {
  EXPECT_EQ(
      roster_error(small_with("experience: 4}\n  - name: Blue", "experience: 7}\n  - name: Blue")),
      "t.yaml:15:48: sides[0].units[0].figures[1].experience: expected a whole number from 1 "
      "to 6 (or scum, raw, green, average, veteran, master, rabble, novice, regular, hero), "
      "found 7");
  EXPECT_EQ(
      roster_error(small_with("{name: Bo, at: [7, 5], ", "{name: Bo, at: [7, 5], shield: huge, ")),
      "t.yaml:15:44: sides[0].units[0].figures[1].shield: expected a whole number from 0 to "
      "3 (or none, small, medium, large), found \"huge\"");
}

// 000 / Weapon breakage in parries: a shield's material, a word or 0-3.
TEST(RosterCheck, ShieldMaterialOutOfRange) {
  EXPECT_EQ(roster_error(small_with("{name: Bo, at: [7, 5], ",
                                    "{name: Bo, at: [7, 5], shield_material: bronze, ")),
            "t.yaml:15:53: sides[0].units[0].figures[1].shield_material: expected a whole number "
            "from 0 to 3 (or metal, rimmed, wood, hide, wicker), found \"bronze\"");
  EXPECT_EQ(roster_error(small_with("{name: Bo, at: [7, 5], ",
                                    "{name: Bo, at: [7, 5], shield_material: 4, ")),
            "t.yaml:15:53: sides[0].units[0].figures[1].shield_material: expected a whole number "
            "from 0 to 3 (or metal, rimmed, wood, hide, wicker), found 4");
  EXPECT_EQ(roster_error(small_with("{name: Bo, at: [7, 5], ",
                                    "{name: Bo, at: [7, 5], shield_materal: hide, ")),
            "t.yaml:15:52: sides[0].units[0].figures[1].shield_materal: unknown stat for "
            "rencounter; did you mean \"shield_material\"? The stats are experience, fire, melee, "
            "armor, shield, shield_material, unfamiliar_weapon, horsemanship, horse, warhorse, "
            "artillery");
  EXPECT_EQ(roster_error(small_with("{name: Bo, at: [7, 5], ",
                                    "{name: Bo, at: [7, 5], shield_material: Wicker, ")),
            "sound");
}

TEST(RosterCheck, MissingRequiredStat) {
  EXPECT_EQ(
      roster_error(small_with("{name: Bo, at: [7, 5], experience: 4}", "{name: Bo, at: [7, 5]}")),
      "t.yaml:15:13: sides[0].units[0].figures[1].experience: missing stat; every rencounter "
      "figure needs `experience:`, a whole number from 1 to 6 (or scum, raw, green, average, "
      "veteran, master, rabble, novice, regular, hero)");
}

TEST(RosterCheck, WrongRuleSet) {
  const std::string e = roster_error(small_with("rules: rencounter", "rules: chain of command"));
  EXPECT_EQ(e,
            "t.yaml: rules: the scenario is for \"chain of command\", checked against the "
            "rencounter catalog");
}

TEST(RosterCheck, ResolveFillsDefaultsWordsAndTableNames) {
  LoadResult r = load_scenario_text(
      small_with("{name: Bo, at: [7, 5], experience: 4}",
                 "{name: Bo, at: [7, 5], experience: veteran, melee: 7, shield: medium, "
                 "weapons: [bayonet]}"),
      "t.yaml");
  ASSERT_TRUE(r.ok()) << r.error->to_string();
  ASSERT_EQ(resolve_roster(*r.scenario, rencounter_catalog()), std::nullopt);
  const FigureSpec& bo = r.scenario->sides[0].units[0].figures[1];
  const auto stat = [&bo](const std::string& name) {
    for (const StatValue& s : bo.stats) {
      if (s.name == name) return s.value;
    }
    return -99;
  };
  EXPECT_EQ(stat("experience"), 5);
  EXPECT_EQ(stat("fire"), 10);  // 2 x experience (000 / Scenario Design Suggestions)
  EXPECT_EQ(stat("melee"), 7);  // as written
  EXPECT_EQ(stat("armor"), 0);
  EXPECT_EQ(stat("shield"), 2);
  EXPECT_EQ(stat("shield_material"), 1);  // wood or hide with a metal rim or boss
  EXPECT_EQ(stat("horsemanship"), 7);     // experience + 2 (000 / The Figure / Riding)
  EXPECT_EQ(stat("artillery"), 9);        // 000 / Artillery: "9 for the gun captain"
  EXPECT_EQ(stat("unfamiliar_weapon"), 0);
  EXPECT_EQ(bo.stats.size(), 11u);  // every stat, with the horse's defaults
  ASSERT_EQ(bo.weapons.size(), 1u);
  EXPECT_EQ(bo.weapons[0].name, "Spear/Bayonet");
}

TEST(RosterCheck, FailedResolveLeavesTheScenarioUnchanged) {
  LoadResult r = load_scenario_text(small_with("[Flintlock Musket]", "[Ray Gun]"), "t.yaml");
  ASSERT_TRUE(r.ok());
  ASSERT_TRUE(resolve_roster(*r.scenario, rencounter_catalog()).has_value());
  EXPECT_EQ(r.scenario->sides[0].units[0].figures[0].stats.size(), 1u);
}

}  // namespace
}  // namespace skirmish
