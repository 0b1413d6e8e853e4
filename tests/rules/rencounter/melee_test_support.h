// Builders for melee tests: a man by weapon name and skill, and a plain
// one-on-one situation that individual tests then adjust.
#pragma once

#include <gtest/gtest.h>

#include <string_view>

#include "engine/rules/rencounter/melee_situation.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter::testing {

inline MeleeFighter fighter(std::string_view weapon, int skill) {
  MeleeFighter f;
  const MeleeWeapon* row = find_melee_weapon(weapon);
  EXPECT_NE(row, nullptr) << weapon;
  if (row) f.weapon = *row;
  f.skill = skill;
  return f;
}

// Two unarmored men face to face, nothing special about the stroke.
inline MeleeSituation duel(std::string_view attacker_weapon, int attacker_skill,
                           std::string_view defender_weapon, int defender_skill) {
  MeleeSituation s;
  s.attacker = fighter(attacker_weapon, attacker_skill);
  s.defender = fighter(defender_weapon, defender_skill);
  s.attacker.index = 1;
  s.defender.index = 2;
  return s;
}

}  // namespace skirmish::rencounter::testing
