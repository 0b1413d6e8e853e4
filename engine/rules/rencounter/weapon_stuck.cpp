#include "engine/rules/rencounter/weapon_stuck.h"

#include "engine/rules/rencounter/melee_modifiers.h"

namespace skirmish::rencounter {

Unstick judge_unstick(int roll, int melee_skill, StickKind kind) {
  if (kind == StickKind::kNothingToStick) return Unstick::kFree;
  if (roll == 12) return Unstick::kBroken;  // "broken or badly bent in the victim"
  if (kind == StickKind::kBlunt) return Unstick::kFree;
  return melee_roll_succeeds(roll, melee_skill) ? Unstick::kFree : Unstick::kStuck;
}

StickKind stick_kind(const MeleeWeapon& w) {
  if (w.name == "Unarmed") return StickKind::kNothingToStick;
  if (w.name == "Improvised Club") return StickKind::kBlunt;
  return StickKind::kSticks;
}

bool wound_may_stick(WoundResult w) {
  return w == WoundResult::kCrippling || w == WoundResult::kDead;
}

std::string_view name_of(Unstick u) {
  switch (u) {
    case Unstick::kFree:
      return "free";
    case Unstick::kStuck:
      return "stuck";
    case Unstick::kBroken:
      return "broken";
  }
  return "free";
}

Unstick roll_unstick(int melee_skill, StickKind kind, Dice& dice, int16_t actor) {
  if (kind == StickKind::kNothingToStick) return Unstick::kFree;
  RollPurpose p;
  p.label = "unstick weapon";
  p.code = kUnstickRollCode;
  p.actor = actor;
  p.needed = static_cast<int16_t>(melee_skill);
  p.need = Need::kAtMost;
  return judge_unstick(dice.roll(12, p), melee_skill, kind);
}

UnstickOdds unstick_odds(int melee_skill, StickKind kind) {
  UnstickOdds odds{0.0, 0.0, 0.0};
  if (kind == StickKind::kNothingToStick) return UnstickOdds{};
  for (int roll = 1; roll <= 12; ++roll) {
    switch (judge_unstick(roll, melee_skill, kind)) {
      case Unstick::kFree:
        odds.free += 1.0 / 12.0;
        break;
      case Unstick::kStuck:
        odds.stuck += 1.0 / 12.0;
        break;
      case Unstick::kBroken:
        odds.broken += 1.0 / 12.0;
        break;
    }
  }
  return odds;
}

}  // namespace skirmish::rencounter
