#include "engine/rules/rencounter/melee_exchange.h"

namespace skirmish::rencounter {

namespace {

// A last shot, when the rule is on, costs the riposte in both versions and
// the parry too in one (000 / Melee / Last Shot vs Charge: "We've usually
// played with both shot and parry but no riposte").
bool last_shot_taken(const MeleeSituation& s, const MeleeOptions& o) {
  return o.last_shot != LastShotRule::kOff && s.defender_fired_last_shot;
}

RollPurpose purpose(const char* label, int16_t code, int16_t actor, int16_t target, int needed,
                    Need need) {
  RollPurpose p;
  p.label = label;
  p.code = code;
  p.actor = actor;
  p.target = target;
  p.needed = static_cast<int16_t>(needed);
  p.need = need;
  return p;
}

}  // namespace

bool riposte_check_passes(int roll, const RiposteRoll& r) {
  return (roll == 1 && r.natural_one_acts) || roll <= r.needed;
}

std::string_view name_of(StrokeOutcome o) {
  switch (o) {
    case StrokeOutcome::kDefenderHit:
      return "hit";
    case StrokeOutcome::kParried:
      return "parried";
    case StrokeOutcome::kRiposteHit:
      return "riposte";
    case StrokeOutcome::kMissed:
      return "missed";
  }
  return "missed";
}

StrokeTargets stroke_targets(const MeleeSituation& s, const MeleeOptions& o,
                             const RiposteRoll& riposte, bool riposte_used) {
  StrokeTargets t;
  t.attack = attack_target(s, o);
  t.parry = parry_target(s, o);
  t.riposte = riposte_target(s, o);
  const bool shot = last_shot_taken(s, o);
  t.parry_allowed = !(shot && o.last_shot == LastShotRule::kInsteadOfParry);
  // "Ripostes are not possible against attackers who began their move behind
  // the defender and attacked from behind the defender."
  t.riposte_allowed = t.parry_allowed && !shot && !s.from_behind && !riposte_used &&
                      (riposte.needed >= 1 || riposte.natural_one_acts);
  return t;
}

MeleeStroke judge_stroke(const MeleeSituation& s, const MeleeOptions& o,
                         const StrokeTargets& targets, bool riposte_active, int attack_roll,
                         int parry_roll) {
  MeleeStroke r;
  r.targets = targets;
  r.attack_roll = attack_roll;
  r.parry_roll = parry_roll;
  r.attack_succeeded = melee_roll_succeeds(attack_roll, targets.attack);
  r.parry_succeeded = targets.parry_allowed && melee_roll_succeeds(parry_roll, targets.parry);
  r.riposte_active = targets.riposte_allowed && riposte_active;
  r.riposte_spent = r.riposte_active;
  if (r.attack_succeeded && !r.parry_succeeded) {
    r.outcome = StrokeOutcome::kDefenderHit;
    r.margin = targets.attack - attack_roll;
  } else if (r.attack_succeeded) {
    r.outcome = StrokeOutcome::kParried;
    if (o.weapon_breakage) r.breakage = check_breakage(s, attack_roll, parry_roll);
  } else {
    // "Ripostes only hit the attacker when the defender rolls a successful
    // parry, and the attacker missed his attack."
    const bool lands =
        !o.riposte_counts_attacker_protection || melee_roll_succeeds(parry_roll, targets.riposte);
    if (r.riposte_active && r.parry_succeeded && lands) {
      r.outcome = StrokeOutcome::kRiposteHit;
      r.margin =
          (o.riposte_counts_attacker_protection ? targets.riposte : targets.parry) - parry_roll;
    } else {
      r.outcome = StrokeOutcome::kMissed;
    }
  }
  return r;
}

MeleeStroke resolve_stroke(const MeleeSituation& s, const MeleeOptions& o,
                           const RiposteRoll& riposte, bool& riposte_used, Dice& dice) {
  const StrokeTargets t = stroke_targets(s, o, riposte, riposte_used);
  const int16_t a = s.attacker.index;
  const int16_t d = s.defender.index;
  int check = 0;
  bool check_passed = false;
  if (t.riposte_allowed) {
    check = dice.roll(6, purpose("riposte action check", kRiposteCheckRollCode, d, a,
                                 riposte.needed, Need::kAtMost));
    check_passed = riposte_check_passes(check, riposte);
  }
  const int attack =
      dice.roll(12, purpose("melee stroke", kMeleeStrokeRollCode, a, d, t.attack, Need::kAtMost));
  const int parry =
      t.parry_allowed
          ? dice.roll(12, purpose("parry", kParryRollCode, d, a, t.parry, Need::kAtMost))
          : 0;
  MeleeStroke r = judge_stroke(s, o, t, check_passed, attack, parry);
  r.riposte_check = check;
  const bool spent = check_passed || (check > 0 && o.failed_riposte_check_spends_riposte);
  r.riposte_spent = spent;
  if (spent) riposte_used = true;
  return r;
}

ModifierList stroke_damage_modifiers(const MeleeSituation& s, const MeleeStroke& stroke) {
  if (stroke.outcome == StrokeOutcome::kRiposteHit) {
    return melee_damage_modifiers(s.defender.weapon, s.attacker.armor, stroke.margin);
  }
  return melee_damage_modifiers(s.attacker.weapon, s.defender.armor, stroke.margin);
}

MeleeAttack resolve_melee_attack(const MeleeSituation& s, const MeleeOptions& o,
                                 const RiposteRoll& riposte, bool& riposte_used, Dice& dice) {
  MeleeAttack out;
  out.stroke = resolve_stroke(s, o, riposte, riposte_used, dice);
  const bool riposted = out.stroke.outcome == StrokeOutcome::kRiposteHit;
  if (out.stroke.outcome != StrokeOutcome::kDefenderHit && !riposted) return out;
  const MeleeFighter& striker = riposted ? s.defender : s.attacker;
  const MeleeFighter& struck = riposted ? s.attacker : s.defender;
  out.damage_rolled = true;
  out.damage = roll_melee_damage(stroke_damage_modifiers(s, out.stroke).total(), dice,
                                 striker.index, struck.index);
  const StickKind kind = stick_kind(striker.weapon);
  if (o.stuck_weapons && wound_may_stick(out.damage.result) && kind != StickKind::kNothingToStick) {
    out.unstick_rolled = true;
    // "against his melee skill", as his wounds leave it (000 / Wounds).
    out.unstick = roll_unstick(striker.skill - striker.wounds, kind, dice, striker.index);
  }
  return out;
}

}  // namespace skirmish::rencounter
