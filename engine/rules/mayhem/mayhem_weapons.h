// The arms a Mayhem scenario may give a man, and what each means under the
// rules (004 / Musket Mayhem / Weapons and Melee Results; 004 / Medieval
// Mayhem / Missile Fire, Combat Results/Impact, Armor).
#pragma once

#include <optional>
#include <span>
#include <string_view>

#include "engine/rules/mayhem/mayhem_man.h"

namespace skirmish::mayhem {

struct MayhemWeapon {
  std::string_view name;
  Missile missile = Missile::kNone;  // what he shoots with, if anything
  // Musket: the armament value this weapon gives in melee (004 / Melee
  // Results: 4 melee specialists, 5 most weapons, 6 unarmed or knife
  // alone); 0 = no melee weapon. A man's armament is the best (lowest) of his.
  int armament = 0;
  bool bayonet = false;     // Musket: +1 against shorter weapons
  bool long_arm = false;    // a musket, rifle or pike: longer than a tomahawk or club
  bool two_handed = false;  // Medieval: +1 impact
  bool lance = false;       // Medieval: +1 impact on horseback, first turn of melee
  bool shield = false;      // Medieval: +1 armor to the front and left
  bool pike = false;        // Medieval: may form a schiltron
  bool incendiary = false;  // a torch or fire pot: may set fire, not shoot or charge
};

// Every weapon of both variants, in the order the catalog lists them.
std::span<const MayhemWeapon> mayhem_weapons();
// The weapon of that table name (as the catalog resolved it), or nullptr.
const MayhemWeapon* find_mayhem_weapon(std::string_view name);

}  // namespace skirmish::mayhem
