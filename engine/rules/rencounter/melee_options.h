// How Rencounter melee is played where the seed leaves a choice: its optional
// rules (000 / Melee / Weapon breakage in parries, Weapons getting stuck,
// Last Shot vs Charge, Attacking horses, Attacks by horses) and the places
// where its wording is unclear. One comment line per field; the defaults and
// the reasons for them are in docs/rules/rencounter.md, "Melee".
#pragma once

#include <cstdint>
#include <string_view>

namespace skirmish::rencounter {

// What the parrying man adds to his skill for his parry roll. The seed says
// only "roll less than or equal to skill to hit or parry" (000 / Melee / Skill).
enum class ParryModifier : uint8_t {
  kOwnWeapon,     // skill + his weapon's To Hit; a shield penalizes the stroke (default)
  kBareSkill,     // skill alone: the To Hit column is for striking only
  kShieldBlocks,  // a usable shield parries: skill + 1 (small, medium) or + 2 (large)
                  // instead of the weapon's To Hit, and the stroke loses its shield penalty
};

// 000 / Melee / Last Shot vs Charge (optional): what a charged man who got
// off a last shot may still do against that stroke.
enum class LastShotRule : uint8_t {
  kOff,             // no last shot (default: it is an optional rule)
  kInsteadOfParry,  // the shot replaces his parry: no parry, no riposte
  kWithParry,       // shot and parry, but no riposte (as the seed's author plays)
};

// 000 / Melee / Situation, "Aggressive attack ... reduce opponent's attack
// or parry roll": how a defender takes aggression against the strokes at
// him. He has no decision in the middle of an enemy's stroke, so it is a
// guard he sets with his own stroke and holds until his next (melee_guard.h).
enum class AggressiveDefence : uint8_t {
  kChosen,      // each stroke names its own guard, 0..skill-6 (default)
  kWithStroke,  // his guard is the aggression of his latest stroke
  kOff,         // defenders never take aggression
};

// 000 / Melee / One Vs Many: men of another friendly unit in contact with
// the defender "can make action rolls to help add to the gang up modifiers".
enum class GangUpHelpers : uint8_t {
  kRoll,  // each rolls an action check once an activation; a pass adds 1 (default)
  kOff,   // only the striking unit's active men count
};

// 000 / Melee / Situation, "Parrying from well-ordered, close formation +2":
// which unit mates make the defender's formation (melee_circumstances.h).
enum class CloseFormation : uint8_t {
  kFlanked,  // a fit mate within 1" on each side, facing his way within 45 degrees (default)
  kOneSide,  // one such mate on either side is enough
  kOff,      // never
};

// 000 / Melee / Situation, "Bad Footing, difficulty seeing": from the ground
// under each fighter (melee_circumstances.h).
enum class MeleeFooting : uint8_t {
  kGoing,  // medium going under him -1, heavy -2 (default)
  kOff,    // the terrain under a fighter never counts
};

struct MeleeOptions {
  // Parry roll modifier from the parrying man's weapon or shield (see above).
  ParryModifier parry_modifier = ParryModifier::kOwnWeapon;
  // A riposte also needs the roll to beat the attacker's armor and shield (000 / The Riposte).
  bool riposte_counts_attacker_protection = true;
  // A failed riposte action check uses up the one riposte of this activation.
  bool failed_riposte_check_spends_riposte = false;
  // 000 / Weapon breakage in parries (optional): hit-and-parried strokes may break arms.
  bool weapon_breakage = false;
  // 000 / Weapons getting stuck (optional): crippling or killing blows roll to unstick.
  bool stuck_weapons = false;
  // 000 / Last Shot vs Charge (optional): see LastShotRule.
  LastShotRule last_shot = LastShotRule::kOff;
  // 000 / Attacking horses (optional): a horse may be attacked and dodges as a parry.
  bool attacking_horses = false;
  // 000 / Attacks by horses (optional): trained warhorses strike, any horse may kick.
  bool horse_attacks = false;
  // 000 / Melee / Situation, cover (option melee_in_doorway): two men whose
  // centres' line passes a building's outline only within an open doorway
  // fight at 1/2 cover, the door frame; true takes the doorway for wall (3/4).
  bool doorway_as_wall = false;
  // 000 / Shooting the Bayonet Free (optional): a socket bayonet's loaded gun is
  // fired for an automatic damage roll after a serious or worse bayonet wound.
  bool shoot_bayonet_free = false;
  // How a defender's aggressive defence is chosen in play (see AggressiveDefence).
  AggressiveDefence aggressive_defence = AggressiveDefence::kChosen;
  // Helpers from other units in the gang-up (see GangUpHelpers).
  GangUpHelpers gang_up_helpers = GangUpHelpers::kRoll;
  // The reading of a well-ordered close formation (see CloseFormation).
  CloseFormation close_formation = CloseFormation::kFlanked;
  // Bad footing from the ground under a fighter (see MeleeFooting).
  MeleeFooting footing = MeleeFooting::kGoing;
};

std::string_view name_of(ParryModifier m);  // "own weapon", "bare skill", "shield blocks"
std::string_view name_of(LastShotRule r);   // "off", "instead of parry", "with parry"

}  // namespace skirmish::rencounter
