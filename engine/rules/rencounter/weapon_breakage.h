// 000 / Melee / Weapon breakage in parries (optional rule, MeleeOptions::
// weapon_breakage). When the striker hits and the defender parries, each
// roll may break the other side's arm: add your weapon's damage modifier to
// your roll, subtract the opponent's, and 2 or less breaks his weapon. The
// defender parries with his shield if he has one, using the shield's
// material modifier instead of his weapon's, and loses the shield first.
//
// Worked example from the seed: sword (0) at skill 7 rolls 4, battleaxe (-1)
// at skill 6 rolls 3. Sword vs axe: 4 + 0 - (-1) = 5 > 2, the axe holds; axe
// vs sword: 3 + (-1) - 0 = 2, the sword breaks. With a metal rimmed wooden
// shield (0) the shield parries instead: 3 + 0 - 0 = 3, nothing breaks.
#pragma once

#include <string_view>

#include "engine/rules/rencounter/melee_situation.h"

namespace skirmish::rencounter {

// "2 or less" breaks the opponent's weapon.
inline constexpr int kBreaksAtOrBelow = 2;

// "metal faced shield as -1, wood or hide with metal rim and/or boss as 0,
// plain wood +1, plain hide or wicker shield as +2".
int shield_breakage_modifier(ShieldMaterial m);
std::string_view name_of(ShieldMaterial m);

// What the defender's stroke meets the blow with.
struct ParryingItem {
  bool shield = false;  // his shield (else his weapon)
  int modifier = 0;     // its breakage modifier
};

// The shield when he has one he can use (a "Y" weapon, not struck from
// behind: "no shield use"), else his weapon. A wounded shield arm (hit
// locations) is not modelled.
ParryingItem parrying_item(const MeleeSituation& s);

struct Breakage {
  int attacker_score = 0;             // attacker roll + his weapon - parrying item
  int defender_score = 0;             // defender roll + parrying item - attacker weapon
  bool defender_item_broken = false;  // his shield, or his weapon if he had none
  bool defender_shield_broken = false;
  bool attacker_weapon_broken = false;
};

// The check for one hit-and-parried stroke, from its two D12 rolls; rolls no dice.
Breakage check_breakage(const MeleeSituation& s, int attacker_roll, int defender_roll);

}  // namespace skirmish::rencounter
