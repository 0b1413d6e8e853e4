// One melee stroke, resolved through the Dice (000 / Melee / The Stroke, The
// Riposte, Skill, One Vs Many). In order:
// 1. the defender's riposte action check, a D6 at or under his (modified)
//    experience, when a riposte is possible: not struck from behind, not
//    already riposted this activation ("only riposte versus one attacker
//    during any one unit's activation"), not after a last shot;
// 2. the striker's D12 against attack_target;
// 3. the defender's D12 against parry_target, unless a last shot replaced it.
// The striker wounds when his roll succeeds and the parry fails; a riposte
// wounds the striker when the striker missed, the parry succeeded and the
// check was passed (and, by option, the roll also beats riposte_target).
// Damage and stuck weapons follow in resolve_melee_attack.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/core/dice.h"
#include "engine/rules/rencounter/melee_damage.h"
#include "engine/rules/rencounter/melee_modifiers.h"
#include "engine/rules/rencounter/weapon_breakage.h"
#include "engine/rules/rencounter/weapon_stuck.h"

namespace skirmish::rencounter {

// Roll codes of the stroke's dice in the roll records (damage 43, unstick 44).
inline constexpr int16_t kRiposteCheckRollCode = 40;
inline constexpr int16_t kMeleeStrokeRollCode = 41;
inline constexpr int16_t kParryRollCode = 42;

// The defender's riposte action check, worked out by the action-roll rules
// (experience, wounds, morale) and handed in as numbers.
struct RiposteRoll {
  int needed = 0;                 // the D6 succeeds at or under this; below 1 only a natural 1 can
  bool natural_one_acts = false;  // a 1 always acts (000 / Morale / Action Rolls of 1)
};
// Whether a D6 of `roll` passes the riposte check.
bool riposte_check_passes(int roll, const RiposteRoll& r);

enum class StrokeOutcome : uint8_t {
  kDefenderHit,  // the stroke hit and was not parried: roll damage on the defender
  kParried,      // the stroke would have hit but was parried (breakage may follow)
  kRiposteHit,   // the stroke missed and the riposte wounds the striker
  kMissed,       // the stroke missed and no riposte wounded: nothing happens
};
inline constexpr int kStrokeOutcomes = 4;
std::string_view name_of(StrokeOutcome o);  // "hit", "parried", "riposte", "missed"

// The numbers and permissions a stroke is rolled with.
struct StrokeTargets {
  int attack = 0;                // attack_target
  int parry = 0;                 // parry_target
  int riposte = 0;               // riposte_target
  bool parry_allowed = true;     // false when the last shot replaced the parry
  bool riposte_allowed = false;  // the riposte check is rolled
};
StrokeTargets stroke_targets(const MeleeSituation& s, const MeleeOptions& o,
                             const RiposteRoll& riposte, bool riposte_used);

struct MeleeStroke {
  StrokeOutcome outcome = StrokeOutcome::kMissed;
  StrokeTargets targets;
  int riposte_check = 0;  // the D6, 0 when not rolled
  int attack_roll = 0;    // the striker's D12
  int parry_roll = 0;     // the defender's D12, 0 when not rolled
  bool attack_succeeded = false;
  bool parry_succeeded = false;
  bool riposte_active = false;  // the check passed: his roll counts as an attack
  bool riposte_spent = false;   // his one riposte of this activation is now used
  // For the wounding roll (the stroke's, or the riposte's): its number minus
  // the roll; 3 or more gives -2 damage (000 / Melee / Damage).
  int margin = 0;
  Breakage breakage;  // filled when weapon_breakage is on and the stroke was parried
};

// The stroke's result from its rolls, given whether the riposte check passed
// (parry_roll 0 when no parry was rolled); rolls no dice. The exact odds
// enumerate rolls through this same function.
MeleeStroke judge_stroke(const MeleeSituation& s, const MeleeOptions& o,
                         const StrokeTargets& targets, bool riposte_active, int attack_roll,
                         int parry_roll);

// Rolls and judges one stroke. `riposte_used` is the defender's flag for the
// current activation: read, and set when this stroke uses his riposte.
MeleeStroke resolve_stroke(const MeleeSituation& s, const MeleeOptions& o,
                           const RiposteRoll& riposte, bool& riposte_used, Dice& dice);

// Damage modifiers for the stroke's wound: the striker's weapon, the wounded
// man's armor, the margin. (Striker and wounded swap for a riposte.)
ModifierList stroke_damage_modifiers(const MeleeSituation& s, const MeleeStroke& stroke);

// A stroke with its consequences: damage on whoever was wounded and, with
// stuck_weapons on, the unsticking roll after a crippling or killing blow.
struct MeleeAttack {
  MeleeStroke stroke;
  bool damage_rolled = false;
  DamageRoll damage;  // on the defender (kDefenderHit) or the striker (kRiposteHit)
  bool unstick_rolled = false;
  Unstick unstick = Unstick::kFree;  // the wounding man's weapon
};
MeleeAttack resolve_melee_attack(const MeleeSituation& s, const MeleeOptions& o,
                                 const RiposteRoll& riposte, bool& riposte_used, Dice& dice);

}  // namespace skirmish::rencounter
