// 000 / Melee / Damage: a D12 after a successful hit (or riposte), read off
// the same table as fire (damage.h: 1-2 struck dead, 3-4 crippling, 5-7
// serious, 8-12 minor, higher no effect), with the melee modifiers:
// - "Modify roll by attacker's weapon" (Dmg Mod of the Melee Weapons Table);
// - "Target armor 3 or 4 +1";
// - "Attacker succeeded by 3 or more points under To Hit chance -2".
#pragma once

#include <cstdint>

#include "engine/core/dice.h"
#include "engine/rules/rencounter/damage.h"
#include "engine/rules/rencounter/modifier_list.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

// The margin (number - roll) at which a blow is clean enough for -2.
inline constexpr int kCleanBlowMargin = 3;

// The damage roll's modifiers, by name, for a blow by `striker_weapon` on a
// man in `target_armor`, struck `margin` = number - roll under its number.
ModifierList melee_damage_modifiers(const MeleeWeapon& striker_weapon, int target_armor,
                                    int margin);

// Roll code of the melee damage D12 in the roll records.
inline constexpr int16_t kMeleeDamageRollCode = 43;

// Rolls the damage D12 for a blow by figure `actor` on figure `target`.
DamageRoll roll_melee_damage(int modifier, Dice& dice, int16_t actor = -1, int16_t target = -1);

}  // namespace skirmish::rencounter
