#include "engine/rules/mayhem/mayhem_catalog.h"

#include <string>

#include "engine/rules/mayhem/mayhem_man.h"
#include "engine/rules/mayhem/mayhem_weapons.h"

namespace skirmish::mayhem {

namespace {

StatRule flag(std::string name, std::string meaning) {
  StatRule r;
  r.name = std::move(name);
  r.meaning = std::move(meaning);
  r.min = 0;
  r.max = 1;
  r.words = {{"no", 0}, {"yes", 1}};
  return r;
}

StatRule count(std::string name, std::string meaning, int max) {
  StatRule r;
  r.name = std::move(name);
  r.meaning = std::move(meaning);
  r.min = 0;
  r.max = max;
  return r;
}

// 004 / Musket Mayhem / Morale: 5 exceptional leaders, 4 ordinary leaders,
// 3 soldiers, 2 women and non-combatants; 004 / Medieval Mayhem / Morale:
// 5 knights, 4 veteran sergeants, 3 common sergeants and archers.
StatRule courage_rule() {
  StatRule r;
  r.name = "courage";
  r.meaning = "courage value: a check passes on a d6 this or less (004 / Courage)";
  r.min = 1;
  r.max = 6;
  r.default_value = 3;
  r.words = {{"soldier", 3}, {"noncombatant", 2}, {"leader", 4}, {"exceptional", 5},  {"knight", 5},
             {"veteran", 4}, {"common", 3},       {"archer", 3}, {"non-combatant", 2}};
  return r;
}

// 004 / Medieval Mayhem / Combat Results: the armor a man wears; a shield
// (a weapon) adds one to the front and left.
StatRule armor_rule() {
  StatRule r;
  r.name = "armor";
  r.meaning = "Medieval armor without shield: 2 unprotected, 3 light, 4 medium, 5 heavy";
  r.min = 2;
  r.max = 6;
  r.default_value = 2;
  r.words = {{"unprotected", 2}, {"none", 2}, {"light", 3}, {"medium", 4}, {"heavy", 5}};
  return r;
}

// 004 / Musket Mayhem / Melee Results: taken from his weapons unless given.
StatRule armament_rule() {
  StatRule r;
  r.name = "armament";
  r.meaning =
      "Musket melee armament, 4 specialist .. 6 unarmed; default from his weapons "
      "(004 / Melee Results)";
  r.min = 0;
  r.max = 6;
  r.default_value = 0;  // 0: from the weapons
  r.words = {{"specialist", 4}, {"armed", 5}, {"unarmed", 6}};
  return r;
}

// 004 / Medieval Mayhem / Horses: "a barded horse counting as heavy armor,
// a cloth caparisoned horse as medium armor, and an unarmored horse as
// light armor" (the armor table's 5, 4 and 3; a horse has no shield).
StatRule horse_armor_rule() {
  StatRule r;
  r.name = "horse_armor";
  r.meaning =
      "Medieval, a mounted man's horse when struck separately: 3 unarmored, 4 caparisoned, "
      "5 barded (004 / Horses)";
  r.min = kUnarmoredHorse;
  r.max = kBardedHorse;
  r.default_value = kUnarmoredHorse;
  r.words = {
      {"unarmored", kUnarmoredHorse}, {"caparisoned", kCaparisonedHorse}, {"barded", kBardedHorse}};
  return r;
}

StatRule search_rule() {
  StatRule r;
  r.name = "search";
  r.meaning = "search value: the d6 score needed, 4 superior, 5 better, 6 typical (004 / Search)";
  r.min = 2;
  r.max = 6;
  r.default_value = 6;
  r.words = {{"typical", 6}, {"better", 5}, {"superior", 4}};
  return r;
}

Catalog make_catalog() {
  Catalog c;
  c.rules = "mayhem";
  c.stats = {
      courage_rule(),
      flag("leader", "a leader: +1 in melee (Musket); commands when first of his unit"),
      flag("commander", "the contingent's commander: all check courage if he falls"),
      flag("knight", "a knight: +1 in melee fighting to the front (Medieval)"),
      flag("shock", "shock troops, eager to close: +1 in melee (Musket)"),
      flag("noncombatant", "a non-combatant"),
      armor_rule(),
      armament_rule(),
      horse_armor_rule(),
      search_rule(),
      count("saves", "hero's save tokens: each cancels a death or a failed check", 9),
      count("rerolls", "hero's reroll tokens: each rolls one of his dice again", 9),
      count("fire_bonus", "hero's bonus to the skill die when shooting", 3),
      count("fire_impact", "hero's bonus to the impact die when shooting", 3),
      count("melee_bonus", "hero's bonus to the skill die in melee", 3),
      count("melee_impact", "hero's bonus to the results die in melee", 3),
  };
  for (const MayhemWeapon& w : mayhem_weapons()) c.weapons.push_back({std::string(w.name), {}});
  return c;
}

}  // namespace

const Catalog& mayhem_catalog() {
  static const Catalog catalog = make_catalog();
  return catalog;
}

}  // namespace skirmish::mayhem
