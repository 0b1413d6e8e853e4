// One melee stroke's circumstances, as plain data: who strikes whom, with
// what, and every item of 000 / Melee / Situation that can apply. The game
// layer fills it from the table; melee_modifiers turns it into numbers.
#pragma once

#include <cstdint>
#include <string>

#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

// 000 / Melee / Weapon breakage in parries: what a shield is made of.
enum class ShieldMaterial : uint8_t {
  kMetalFaced,        // -1
  kRimmedWoodOrHide,  // wood or hide with metal rim and/or boss: 0
  kPlainWood,         // +1
  kHideOrWicker,      // plain hide or wicker: +2
};

// 000 / Melee / Situation: "Target 1/2 protected by cover", "3/4".
enum class MeleeCover : uint8_t { kNone, kHalf, kThreeQuarters };

// One side of the stroke. Both sides carry the same facts because the
// defender's roll may turn into an attack (000 / Melee / The Riposte).
struct MeleeFighter {
  int skill = 8;  // melee skill, 1-12 (000 / The Figure / Melee Skill)
  // A row of melee_weapons() or another agreed row; an empty name is refused.
  MeleeWeapon weapon;
  ShieldSize shield = ShieldSize::kNone;
  ShieldMaterial shield_material = ShieldMaterial::kRimmedWoodOrHide;  // for breakage only
  bool second_weapon = false;      // a second "Y" weapon held to block (needs a "Y" weapon)
  int armor = 0;                   // armor rating 0-4 (000 / The Figure / Armor)
  int wounds = 0;                  // wound points 0-5 (000 / Wounds)
  bool master = false;             // experience 6: gang-up is waived when he defends
  bool unfamiliar_weapon = false;  // "Unfamiliar weapon type -2"
  int aggression = 0;              // voluntary penalty, at most skill - 6 (Aggressive attack)
  int other = 0;                   // bad footing, difficulty seeing... set by the scenario
  int16_t index = -1;              // figure index, for the roll records only
};

struct MeleeSituation {
  MeleeFighter attacker;
  MeleeFighter defender;
  bool above_opponent = false;           // attacker above (cavalry vs foot, foot vs prone) +1
  int charge_inches = 0;                 // speed of the charge into contact, 0 if none
  bool thrusting_weapon = false;         // the charge is made with a thrusting weapon
  bool attacker_mounted = false;         // a mounted charge at 7-18" gives +1
  bool drawing_weapon = false;           // drew or switched weapon hand to hand this turn -2
  MeleeCover cover = MeleeCover::kNone;  // cover protecting the defender
  int active_attackers = 1;  // attackers on him that passed their action rolls, this one included
  int helpers = 0;           // friends from other units whose action rolls added to the gang-up
  // The defender's friends outnumbering the attacker (000 / Attacking horses:
  // a fit rider for his horse): each -1 to the stroke and +1 to the parry,
  // One Vs Many turned round; never waived.
  int outnumbered_by = 0;
  bool from_behind =
      false;  // began behind him and struck from behind: -2 parry, no shield, no riposte
  int attacker_rank = 0;           // 0 = front rank; each rank behind -1 (needs weapon ranks)
  bool close_formation = false;    // defender parries from a well-ordered close formation +2
  bool defender_off_hand = false;  // defender parries with his off hand (e.g. sword and pistol) -2
  bool defender_fired_last_shot = false;  // he took his Last Shot vs Charge at this attacker
};

// An explanation of what is wrong with a situation ("" when it is usable):
// out-of-range ratings, a missing weapon row, a rank the weapon cannot reach,
// aggression beyond skill 6, no attackers.
std::string check_situation(const MeleeSituation& s);

// The most a fighter of this skill may take as aggression: skill - 6, never
// below 0 (000 / Melee / Situation / Aggressive attack: "as far as to skill 6").
int max_aggression(int skill);

// The aggression actually used: the requested one held to 0..max_aggression.
int usable_aggression(const MeleeFighter& f);

// True when the fighter's shield or second weapon can block: the seed lets a
// shield or second weapon block only beside a "Y" weapon (000 / Melee Weapons
// Table, "Use with Shield").
bool shield_usable(const MeleeFighter& f);
bool second_weapon_usable(const MeleeFighter& f);

}  // namespace skirmish::rencounter
