#include "engine/rules/rencounter/melee_damage.h"

namespace skirmish::rencounter {

namespace {
constexpr std::string_view kDamage = "000 / Melee / Damage";
}  // namespace

ModifierList melee_damage_modifiers(const MeleeWeapon& striker_weapon, int target_armor,
                                    int margin) {
  ModifierList m;
  m.add("Attacker's weapon", striker_weapon.damage_modifier, kDamage);
  m.add("Target armor 3 or 4", target_armor >= 3 ? 1 : 0, kDamage);
  m.add("Attacker succeeded by 3 or more points under To Hit chance",
        margin >= kCleanBlowMargin ? -2 : 0, kDamage);
  return m;
}

DamageRoll roll_melee_damage(int modifier, Dice& dice, int16_t actor, int16_t target) {
  RollPurpose p;
  p.label = "melee damage";
  p.code = kMeleeDamageRollCode;
  p.actor = actor;
  p.target = target;
  return roll_damage(modifier, dice, p);
}

}  // namespace skirmish::rencounter
