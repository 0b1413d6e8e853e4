#include "engine/rules/rencounter/rencounter_catalog.h"

#include "engine/rules/rencounter/artillery_tables.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish {

namespace {

StatRule experience_rule() {
  StatRule r;
  r.name = "experience";
  // 000 / The Figure / Experience: the D6 action roll must be this or less.
  r.meaning = "action roll target on a D6 and skill modifier (000 / The Figure / Experience)";
  r.min = 1;
  r.max = 6;
  r.required = true;
  r.words = {{"scum", 1},   {"raw", 2},    {"green", 3},  {"average", 4}, {"veteran", 5},
             {"master", 6}, {"rabble", 1}, {"novice", 3}, {"regular", 4}, {"hero", 6}};
  return r;
}

// 000 / The Figure / Fire Skill and Melee Skill: a D12 target, "typically
// 4-10, with the occasional 2 or 12". The default is the seed's own quick
// rule, 000 / Scenario Design Suggestions: "Make all fire and melee stats
// double the Exp level of the figure".
StatRule skill_rule(std::string name, std::string meaning) {
  StatRule r;
  r.name = std::move(name);
  r.meaning = std::move(meaning);
  r.min = 1;
  r.max = 12;
  r.default_from = "experience";
  r.default_scale = 2;
  return r;
}

StatRule armor_rule() {
  StatRule r;
  r.name = "armor";
  r.meaning =
      "armor rating 0 none to 4 full, used directly as a modifier (000 / The Figure / Armor)";
  r.min = 0;
  r.max = 4;
  r.default_value = 0;
  r.words = {{"none", 0}, {"light", 1}, {"half", 2}, {"nearly full", 3}, {"full", 4}};
  return r;
}

StatRule shield_rule() {
  StatRule r;
  r.name = "shield";
  r.meaning = "shield carried: none, small, medium or large (000 / Armor and Shields)";
  r.min = 0;
  r.max = 3;
  r.default_value = 0;
  for (const rencounter::Shield& s : rencounter::shields()) {
    r.words.emplace_back(std::string(s.name), static_cast<int>(s.size));
  }
  return r;
}

// 000 / Melee / Weapon breakage in parries: "Treat a metal faced shield as
// -1, wood or hide with metal rim and/or boss as 0, and plain wood +1, plain
// hide or wicker shield as +2". The values are rencounter::ShieldMaterial's.
StatRule shield_material_rule() {
  StatRule r;
  r.name = "shield_material";
  r.meaning =
      "what his shield is made of, for weapon breakage: metal faced, rimmed (wood or hide with "
      "a metal rim or boss), plain wood, plain hide or wicker (000 / Weapon breakage in parries)";
  r.min = 0;
  r.max = 3;
  r.default_value = 1;
  r.words = {{"metal", 0}, {"rimmed", 1}, {"wood", 2}, {"hide", 3}, {"wicker", 3}};
  return r;
}

// 000 / The Figure / Melee Skill: "simply use the unfamiliar weapon penalty
// whenever the weapon used is one of a type that the figure did not start
// the game with"; 000 / Melee / Situation: "Unfamiliar weapon type -2". The
// game never hands a man a weapon of a new type, so a scenario marks a man
// whose roster melee weapons are strange to him (a sailor given a pike).
StatRule unfamiliar_weapon_rule() {
  StatRule r;
  r.name = "unfamiliar_weapon";
  r.meaning =
      "his melee weapons are of a type he is not used to: -2 to strike, parry and riposte "
      "with them (000 / Melee / Situation)";
  r.min = 0;
  r.max = 1;
  r.default_value = 0;
  r.words = {{"no", 0}, {"yes", 1}};
  return r;
}

// 000 / The Figure / Riding: "The Experience level of the figure +2 will
// serve as a horsemanship level for most trained cavalry figures".
StatRule horsemanship_rule() {
  StatRule r;
  r.name = "horsemanship";
  r.meaning = "D6 target for staying in control of a horse (000 / The Figure / Riding)";
  r.min = 1;
  r.max = 8;
  r.default_from = "experience";
  r.default_offset = 2;
  return r;
}

// 000 / Effects of enemy figures on movement: "Add +1 to this modifier if
// the horse is particularly small, like some steppes ponies, -1 if it is big
// like a knight's destrier" (also the kick, 000 / Attacks by horses).
StatRule horse_rule() {
  StatRule r;
  r.name = "horse";
  r.meaning = "a rider's horse: small (pony), normal or big (destrier) (000 / Movement / Horse)";
  r.min = 0;
  r.max = 2;
  r.default_value = 1;
  r.words = {{"small", 0}, {"normal", 1}, {"big", 2}};
  return r;
}

// 000 / Attacking horses: "7 for a knight's trained warhorse" (5 otherwise).
StatRule warhorse_rule() {
  StatRule r;
  r.name = "warhorse";
  r.meaning = "the horse is a trained warhorse, melee skill 7 (000 / Attacking horses)";
  r.min = 0;
  r.max = 1;
  r.default_value = 0;
  r.words = {{"no", 0}, {"yes", 1}};
  return r;
}

// 000 / Artillery: "An artillery fire skill of 9 for the gun captain is
// where I'm starting ... give the other crew an artillery fire skill rating
// too, either the same or lower".
StatRule artillery_rule() {
  StatRule r;
  r.name = "artillery";
  r.meaning = "D12 target for a gun captain's canister and grape (000 / Artillery)";
  r.min = 1;
  r.max = 12;
  r.default_value = 9;
  return r;
}

// Other spellings people use for table rows; the table name stays canonical.
std::vector<std::string> aliases_of(std::string_view name) {
  if (name == "Spear/Bayonet") return {"Spear", "Bayonet"};
  if (name == "Axe/Mace") return {"Axe", "Mace"};
  if (name == "Improvised Club") return {"Club"};
  if (name == "Cap & Ball Pistol") return {"Cap and Ball Pistol"};
  if (name == "Cap & Ball Revolver") return {"Cap and Ball Revolver"};
  if (name == "Cap and Ball Rifle") return {"Cap & Ball Rifle"};
  if (name == "Lt. MG unbraced") return {"Light MG unbraced", "Light Machine Gun unbraced"};
  if (name == "Lt. MG braced") return {"Light MG braced", "Light Machine Gun braced"};
  if (name == "Submachinegun") return {"Submachine Gun"};
  if (name == "Light Gun") return {"3 Pounder"};
  return {};
}

Catalog build() {
  Catalog c;
  c.rules = "rencounter";
  c.stats = {experience_rule(),
             skill_rule("fire",
                        "D12 target to hit with missile weapons (000 / The Figure / Fire "
                        "Skill)"),
             skill_rule("melee",
                        "D12 target to hit or parry in melee (000 / The Figure / Melee "
                        "Skill)"),
             armor_rule(),
             shield_rule(),
             shield_material_rule(),
             unfamiliar_weapon_rule(),
             horsemanship_rule(),
             horse_rule(),
             warhorse_rule(),
             artillery_rule()};
  for (const rencounter::MissileWeapon& w : rencounter::missile_weapons()) {
    c.weapons.push_back({std::string(w.name), aliases_of(w.name)});
  }
  // 000 / Artillery: a gun is given to a man of its crew.
  for (const rencounter::GunRow& g : rencounter::gun_rows()) {
    c.weapons.push_back({std::string(g.name), aliases_of(g.name)});
  }
  // The javelin is in both tables: one name, both rows.
  for (const rencounter::MeleeWeapon& w : rencounter::melee_weapons()) {
    if (rencounter::find_missile_weapon(w.name) != nullptr) continue;
    c.weapons.push_back({std::string(w.name), aliases_of(w.name)});
  }
  return c;
}

}  // namespace

const Catalog& rencounter_catalog() {
  static const Catalog catalog = build();
  return catalog;
}

}  // namespace skirmish
