#include "engine/rules/rencounter/weapon_breakage.h"

namespace skirmish::rencounter {

int shield_breakage_modifier(ShieldMaterial m) {
  switch (m) {
    case ShieldMaterial::kMetalFaced:
      return -1;
    case ShieldMaterial::kRimmedWoodOrHide:
      return 0;
    case ShieldMaterial::kPlainWood:
      return 1;
    case ShieldMaterial::kHideOrWicker:
      return 2;
  }
  return 0;
}

std::string_view name_of(ShieldMaterial m) {
  switch (m) {
    case ShieldMaterial::kMetalFaced:
      return "metal faced";
    case ShieldMaterial::kRimmedWoodOrHide:
      return "wood or hide with metal rim or boss";
    case ShieldMaterial::kPlainWood:
      return "plain wood";
    case ShieldMaterial::kHideOrWicker:
      return "plain hide or wicker";
  }
  return "wood or hide with metal rim or boss";
}

ParryingItem parrying_item(const MeleeSituation& s) {
  // "A defender will lose his shield first if he has one, and will use the
  // shield's modifiers instead of his weapon".
  if (shield_usable(s.defender) && !s.from_behind) {
    return {true, shield_breakage_modifier(s.defender.shield_material)};
  }
  return {false, s.defender.weapon.damage_modifier};
}

Breakage check_breakage(const MeleeSituation& s, int attacker_roll, int defender_roll) {
  const ParryingItem item = parrying_item(s);
  const int attacker_weapon = s.attacker.weapon.damage_modifier;
  Breakage b;
  b.attacker_score = attacker_roll + attacker_weapon - item.modifier;
  b.defender_score = defender_roll + item.modifier - attacker_weapon;
  b.defender_item_broken = b.attacker_score <= kBreaksAtOrBelow;
  b.defender_shield_broken = b.defender_item_broken && item.shield;
  b.attacker_weapon_broken = b.defender_score <= kBreaksAtOrBelow;
  return b;
}

}  // namespace skirmish::rencounter
