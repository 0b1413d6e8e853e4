// The numbers a melee stroke is rolled against, each modifier listed by name
// with its value and the seed line it comes from, so that a player (or the
// AI's explanation) can see why a stroke needs what it needs.
//
// Three numbers, each "skill + modifiers", rolled under on a D12 (000 / Melee
// / Skill; a natural 1 always succeeds and a natural 12 always fails):
// - the attack: the striker's to-hit (000 / Melee / Situation, all the
//   modifiers that "adjust the skill based to hit number");
// - the parry: the defender's own skill with the modifiers the Situation list
//   says are "to parry" (gang-up, close formation, from behind), his wounds
//   (000 / Wounds: "-1 to ... melee") and the option's weapon modifier;
// - the riposte: the defender's roll read as an attack on the striker, with
//   "the attacker's body armor and shield use" (000 / Melee / The Riposte).
#pragma once

#include "engine/rules/rencounter/melee_options.h"
#include "engine/rules/rencounter/melee_situation.h"
#include "engine/rules/rencounter/modifier_list.h"

namespace skirmish::rencounter {

// Gang-up: active attackers after the first plus helpers from other units,
// or 0 against a defending master (000 / Melee / One Vs Many).
int gang_up(const MeleeSituation& s);

// Each list names its modifiers in the seed's words with the seed rule they
// come from; modifiers that do not apply are left out.

// Modifiers to the striker's melee skill for his stroke.
ModifierList attack_modifiers(const MeleeSituation& s, const MeleeOptions& o);
// Modifiers to the defender's melee skill for his parry.
ModifierList parry_modifiers(const MeleeSituation& s, const MeleeOptions& o);
// Modifiers to the defender's melee skill when his roll counts as a riposte.
ModifierList riposte_modifiers(const MeleeSituation& s, const MeleeOptions& o);

// Skill + modifiers: roll this or less on a D12 (before natural 1 and 12).
int attack_target(const MeleeSituation& s, const MeleeOptions& o);
int parry_target(const MeleeSituation& s, const MeleeOptions& o);
int riposte_target(const MeleeSituation& s, const MeleeOptions& o);

// 000 / Melee / Skill: a natural 1 always succeeds, a natural 12 always fails,
// otherwise the roll succeeds at or under the target.
constexpr bool melee_roll_succeeds(int roll, int target) {
  return roll == 1 || (roll != 12 && roll <= target);
}

}  // namespace skirmish::rencounter
