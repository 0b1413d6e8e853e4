// One shot from start to end: the need (fire_modifiers.h), the to-hit and
// placement rolls (fire_resolution.h) and the damage roll (damage.h) for
// whoever was struck. The rules call this for each shot; the odds functions
// (odds.h) give the chance of each of its outcomes exactly.
#pragma once

#include <cstdint>

#include "engine/core/dice.h"
#include "engine/rules/rencounter/damage.h"
#include "engine/rules/rencounter/fire_modifiers.h"
#include "engine/rules/rencounter/fire_options.h"
#include "engine/rules/rencounter/fire_resolution.h"

namespace skirmish::rencounter {

struct FiredShot {
  ShotAssessment assessment;
  ShotResult shot;
  bool damaged = false;  // a man or horse was struck and damage rolled
  ModifierList damage_modifiers;
  DamageRoll damage;
};

// Assesses and rolls one shot. A shot that cannot be taken rolls nothing
// (assessment.can_fire() is false). Damage is rolled against the target,
// the other of man and horse, or a friend struck; not against cover.
FiredShot fire_shot(const ShotSituation& s, Dice& dice, const FireOptions& options = {},
                    int16_t actor = -1, int16_t target = -1);

}  // namespace skirmish::rencounter
