#include "engine/rules/rencounter/fire_shot.h"

namespace skirmish::rencounter {

FiredShot fire_shot(const ShotSituation& s, Dice& dice, const FireOptions& options, int16_t actor,
                    int16_t target) {
  FiredShot f;
  f.assessment = assess_shot(s, options);
  if (!f.assessment.can_fire()) return f;
  f.shot = resolve_shot(f.assessment, s, dice, options, actor, target);
  const ShotOutcome o = f.shot.outcome;
  if (o == ShotOutcome::kMiss || o == ShotOutcome::kHitCover) return f;
  f.damaged = true;
  f.damage_modifiers =
      missile_damage_modifiers(*s.weapon, f.assessment.band, f.shot.damage_beat_by_three());
  RollPurpose purpose;
  purpose.actor = actor;
  purpose.target = o == ShotOutcome::kHitFriend ? -1 : target;
  purpose.label = "damage";
  purpose.code = kFireDamageRoll;
  f.damage = roll_damage(f.damage_modifiers.total(), dice, purpose);
  return f;
}

}  // namespace skirmish::rencounter
