// 000 / Combat / Fire Combat / Damage: what a missile hit does.
//
// Roll a d12 and add the weapon's damage modifier (lower is deadlier):
//
// | total | result |
// |---|---|
// | 2 or less | struck dead |
// | 3-4 | crippling wound (3 wound points) |
// | 5-7 | serious wound (2 wound points) |
// | 8-12 | minor wound (1 wound point) |
// | 13 or more | no effect |
//
// Missile modifiers: the weapon's, +1 at extreme range, -1 when the to-hit
// roll beat the need by 3 or more; a shotgun or blunderbuss ("Var") instead
// takes -2 too close, -1 short, 0 medium, +1 long, +2 extreme (000 / Missile
// Weapons Table, note #: the special rule that replaces the extreme +1).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/dice.h"
#include "engine/rules/rencounter/modifier_list.h"
#include "engine/rules/rencounter/range_band.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

enum class WoundResult : uint8_t { kDead, kCrippling, kSerious, kMinor, kNoEffect };
constexpr int kWoundResults = 5;
std::string_view name_of(WoundResult r);  // "struck dead", "crippling wound", ...
// 000 / Wounds: minor 1, serious 2, crippling 3; dead is 6 (000 / Effects of Wounds).
int wound_points(WoundResult r);

// 000 / Damage table on a modified total.
WoundResult damage_result(int total);
// The lowest and highest totals giving `r` (dead: no lowest, -1000; no
// effect: no highest, 1000).
int lowest_total(WoundResult r);
int highest_total(WoundResult r);

// The named damage modifiers of a missile hit.
// `extra` is any target protection or scenario modifier (000 / Damage:
// "any weapons damage modifier or target protection damage modifier").
ModifierList missile_damage_modifiers(const MissileWeapon& w, RangeBand band, bool beat_by_three,
                                      int extra = 0);

struct DamageRoll {
  int die = 0;
  int modifier = 0;
  int total = 0;
  WoundResult result = WoundResult::kNoEffect;
};

// Rolls the damage d12 through `dice` (purpose code kFireDamageRoll unless
// the caller's purpose says otherwise).
DamageRoll roll_damage(int modifier, Dice& dice, RollPurpose purpose = {});

}  // namespace skirmish::rencounter
