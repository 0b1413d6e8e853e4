#include "engine/rules/rencounter/melee_modifiers.h"

#include <algorithm>

namespace skirmish::rencounter {

namespace {

constexpr std::string_view kSituation = "000 / Melee / Situation";
constexpr std::string_view kWeaponTable = "000 / Melee / Melee Weapons Table";
constexpr std::string_view kOneVsMany = "000 / Melee / One Vs Many";
constexpr std::string_view kAttackingHorses = "000 / Attacking horses";
constexpr std::string_view kWounds = "000 / Wounds";
constexpr std::string_view kRiposte = "000 / Melee / The Riposte";
constexpr std::string_view kLastShot = "000 / Melee / Last Shot vs Charge";
constexpr std::string_view kParryOption = "option parry_modifier (docs/rules/rencounter.md)";

// "Charging at 4" or greater rate with a thrusting weapon +1".
constexpr int kThrustChargeInches = 4;
// "Mounted charge at 7-18" speed +1".
constexpr int kMountedChargeMin = 7;
constexpr int kMountedChargeMax = 18;

// The shield's "defense modifier" as a bonus: 1 small or medium, 2 large
// (the Shield rows hold it as the attacker's -1 / -2).
int shield_bonus(ShieldSize size) {
  return -shields()[static_cast<size_t>(size)].melee_modifier;
}

// "Attacking vs small or medium shield or two weapons -1", "vs large shield
// -2": the blocker of `target` as a penalty to whoever strikes him.
void add_blocker_penalty(const MeleeFighter& target, ModifierList& out) {
  if (shield_usable(target)) {
    out.add(target.shield == ShieldSize::kLarge ? "Attacking vs large shield"
                                                : "Attacking vs small or medium shield",
            -shield_bonus(target.shield), kSituation);
  } else if (second_weapon_usable(target)) {
    out.add("Attacking vs two weapons", -1, kSituation);
  }
}

// Whether the defender's shield (or second weapon) is his parry rather than
// a penalty on the stroke: only under kShieldBlocks, and never from behind
// ("Attacked from behind -2 to parry and no shield use").
bool blocker_on_parry(const MeleeSituation& s, const MeleeOptions& o) {
  return o.parry_modifier == ParryModifier::kShieldBlocks && !s.from_behind &&
         (shield_usable(s.defender) || second_weapon_usable(s.defender));
}

}  // namespace

int gang_up(const MeleeSituation& s) {
  // Example 3 (Musashi): a defending master "makes all parries at full value,
  // and all his attackers only have their ordinary rolls".
  if (s.defender.master) return 0;
  // Example 2 (Milady): a helper from another unit adds as an attacker would.
  return std::max(0, s.active_attackers - 1) + std::max(0, s.helpers);
}

ModifierList attack_modifiers(const MeleeSituation& s, const MeleeOptions& o) {
  ModifierList m;
  const MeleeFighter& a = s.attacker;
  const MeleeFighter& d = s.defender;
  m.add("Weapon To Hit", a.weapon.to_hit, kWeaponTable);
  m.add("Above opponent", s.above_opponent ? 1 : 0, kSituation);
  m.add("Charging at 4\" or greater rate with a thrusting weapon",
        s.charge_inches >= kThrustChargeInches && s.thrusting_weapon ? 1 : 0, kSituation);
  m.add("Mounted charge at 7-18\" speed",
        s.attacker_mounted && s.charge_inches >= kMountedChargeMin &&
                s.charge_inches <= kMountedChargeMax
            ? 1
            : 0,
        kSituation);
  m.add("Drawing weapon or switching weapon from hand to hand", s.drawing_weapon ? -2 : 0,
        kSituation);
  m.add("Wounded attacking figure", -a.wounds, kSituation);
  m.add("Target 1/2 protected by cover", s.cover == MeleeCover::kHalf ? -2 : 0, kSituation);
  m.add("Target 3/4 protected by cover", s.cover == MeleeCover::kThreeQuarters ? -4 : 0,
        kSituation);
  m.add("Multiple attackers vs single defender", gang_up(s), kOneVsMany);
  m.add("Outnumbered by the defender's side", -s.outnumbered_by, kAttackingHorses);
  m.add("Target Armor Rating", -d.armor, kSituation);
  if (!s.from_behind && !blocker_on_parry(s, o)) add_blocker_penalty(d, m);
  m.add("Attacker's rank behind first", -s.attacker_rank, kSituation);
  m.add("Aggressive attack", -usable_aggression(a), kSituation);
  m.add("Opponent's aggressive defence", -usable_aggression(d), kSituation);
  m.add("Unfamiliar weapon type", a.unfamiliar_weapon ? -2 : 0, kSituation);
  m.add("Bad footing, difficulty seeing, other", a.other, kSituation);
  return m;
}

ModifierList parry_modifiers(const MeleeSituation& s, const MeleeOptions& o) {
  ModifierList m;
  const MeleeFighter& a = s.attacker;
  const MeleeFighter& d = s.defender;
  if (blocker_on_parry(s, o)) {
    if (shield_usable(d)) {
      m.add("Shield blocks", shield_bonus(d.shield), kParryOption);
    } else {
      m.add("Second weapon blocks", 1, kParryOption);
    }
  } else if (o.parry_modifier != ParryModifier::kBareSkill) {
    m.add("Parrying weapon To Hit", d.weapon.to_hit, kParryOption);
  }
  m.add("Wounds", -d.wounds, kWounds);
  m.add("Each active, outnumbering attacker after the first", -gang_up(s), kOneVsMany);
  m.add("Outnumbering the attacker", s.outnumbered_by, kAttackingHorses);
  m.add("Parrying from well-ordered, close formation", s.close_formation ? 2 : 0, kSituation);
  m.add("Attacked from behind", s.from_behind ? -2 : 0, kSituation);
  m.add("Parrying with the off hand", s.defender_off_hand ? -2 : 0, kLastShot);
  m.add("Opponent's aggressive attack", -usable_aggression(a), kSituation);
  m.add("Aggressive defence", -usable_aggression(d), kSituation);
  m.add("Unfamiliar weapon type", d.unfamiliar_weapon ? -2 : 0, kSituation);
  m.add("Bad footing, difficulty seeing, other", d.other, kSituation);
  return m;
}

ModifierList riposte_modifiers(const MeleeSituation& s, const MeleeOptions&) {
  // The defender's roll read as a stroke at the attacker: his own weapon and
  // state, and what protects the attacker. The situation of the stroke
  // (charge, height, cover, gang-up, rank) belongs to the attacker's stroke.
  ModifierList m;
  const MeleeFighter& a = s.attacker;
  const MeleeFighter& d = s.defender;
  m.add("Weapon To Hit", d.weapon.to_hit, kWeaponTable);
  m.add("Wounded attacking figure", -d.wounds, kSituation);
  m.add("Target Armor Rating", -a.armor, kRiposte);
  add_blocker_penalty(a, m);
  m.add("Aggressive attack", -usable_aggression(d), kSituation);
  m.add("Opponent's aggressive defence", -usable_aggression(a), kSituation);
  m.add("Unfamiliar weapon type", d.unfamiliar_weapon ? -2 : 0, kSituation);
  m.add("Bad footing, difficulty seeing, other", d.other, kSituation);
  return m;
}

int attack_target(const MeleeSituation& s, const MeleeOptions& o) {
  return s.attacker.skill + attack_modifiers(s, o).total();
}

int parry_target(const MeleeSituation& s, const MeleeOptions& o) {
  return s.defender.skill + parry_modifiers(s, o).total();
}

int riposte_target(const MeleeSituation& s, const MeleeOptions& o) {
  return s.defender.skill + riposte_modifiers(s, o).total();
}

}  // namespace skirmish::rencounter
