#include "engine/rules/mayhem/mayhem_weapons.h"

#include <array>

namespace skirmish::mayhem {

namespace {

// 004 / Musket Mayhem / Weapons: pistol, musket or bow, rifle; Melee
// Results: knives 6, bayonets, tomahawks, war clubs and musket butts 5,
// trained cavalry swords 4. 004 / Medieval Mayhem: bows, crossbows,
// javelins; two-handed axes and halberds; lances; shields.
constexpr std::array kWeapons = {
    //          name, missile, armament, bayonet, long, two-handed, lance, shield, pike, fire
    MayhemWeapon{"Pistol", Missile::kPistol, 0, false, false, false, false, false, false, false},
    MayhemWeapon{"Musket", Missile::kMusket, 5, false, true, false, false, false, false, false},
    MayhemWeapon{"Rifle", Missile::kRifle, 5, false, true, false, false, false, false, false},
    MayhemWeapon{"Bow", Missile::kBow, 0, false, false, false, false, false, false, false},
    MayhemWeapon{"Crossbow", Missile::kCrossbow, 0, false, false, false, false, false, false,
                 false},
    MayhemWeapon{"Javelin", Missile::kJavelin, 0, false, false, false, false, false, false, false},
    MayhemWeapon{"Cannon", Missile::kCannon, 0, false, false, false, false, false, false, false},
    MayhemWeapon{"Catapult", Missile::kEngine, 0, false, false, false, false, false, false, false},
    MayhemWeapon{"Bombard", Missile::kEngine, 0, false, false, false, false, false, false, false},
    MayhemWeapon{"Bayonet", Missile::kNone, 5, true, true, false, false, false, false, false},
    MayhemWeapon{"Tomahawk", Missile::kNone, 5, false, false, false, false, false, false, false},
    MayhemWeapon{"War Club", Missile::kNone, 5, false, false, false, false, false, false, false},
    MayhemWeapon{"Sword", Missile::kNone, 5, false, false, false, false, false, false, false},
    MayhemWeapon{"Cavalry Sword", Missile::kNone, 4, false, false, false, false, false, false,
                 false},
    MayhemWeapon{"Claymore", Missile::kNone, 4, false, false, false, false, false, false, false},
    MayhemWeapon{"Knife", Missile::kNone, 6, false, false, false, false, false, false, false},
    MayhemWeapon{"Spear", Missile::kNone, 5, false, true, false, false, false, true, false},
    MayhemWeapon{"Pike", Missile::kNone, 5, false, true, false, false, false, true, false},
    MayhemWeapon{"Axe", Missile::kNone, 5, false, false, true, false, false, false, false},
    MayhemWeapon{"Halberd", Missile::kNone, 5, false, true, true, false, false, false, false},
    MayhemWeapon{"Lance", Missile::kNone, 5, false, true, false, true, false, false, false},
    MayhemWeapon{"Mace", Missile::kNone, 5, false, false, false, false, false, false, false},
    MayhemWeapon{"Shield", Missile::kNone, 0, false, false, false, false, true, false, false},
    MayhemWeapon{"Torch", Missile::kNone, 0, false, false, false, false, false, false, true},
};

}  // namespace

std::span<const MayhemWeapon> mayhem_weapons() {
  return kWeapons;
}

const MayhemWeapon* find_mayhem_weapon(std::string_view name) {
  for (const MayhemWeapon& w : kWeapons) {
    if (w.name == name) return &w;
  }
  return nullptr;
}

}  // namespace skirmish::mayhem
