// Shots for the fire-combat tests: a plain situation to vary one field at a time.
#pragma once

#include <gtest/gtest.h>

#include <string_view>

#include "engine/rules/rencounter/fire_modifiers.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter::testing {

inline const MissileWeapon& weapon(std::string_view name) {
  const MissileWeapon* w = find_missile_weapon(name);
  if (w == nullptr) ADD_FAILURE() << "no weapon row " << name;
  return w ? *w : missile_weapons()[0];
}

// Skill 8, a Flintlock Musket at 5" (short range), standing unarmored target
// in the open, a lone shot: every modifier zero but "short range 0".
inline ShotSituation plain_shot(std::string_view weapon_name = "Flintlock Musket",
                                double range = 5) {
  ShotSituation s;
  s.weapon = &weapon(weapon_name);
  s.skill = 8;
  s.range = range;
  return s;
}

}  // namespace skirmish::rencounter::testing
