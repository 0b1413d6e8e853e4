#include "engine/rules/rencounter/melee_aftermath.h"

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/damage.h"
#include "engine/rules/rencounter/melee_kit.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/range_band.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

void breakages(RencounterState& s, const MeleeStroke& k, int attacker, int defender,
               EventSink& events) {
  const Breakage& b = k.breakage;
  if (!b.defender_item_broken && !b.attacker_weapon_broken) return;
  narrate(s, events, s.figures()[at(attacker)].side, [&] {
    std::string t = "Weapon breakage: ";
    t.append(man_name(s, attacker)).append(" scores ").append(std::to_string(b.attacker_score));
    t.append(", ").append(man_name(s, defender)).append(" scores ");
    return t.append(std::to_string(b.defender_score)).append(" (2 or less breaks)");
  });
  if (b.defender_shield_broken) {
    lose_shield(s, defender, events);
  } else if (b.defender_item_broken) {
    lose_melee_weapon(s, defender, "breaks in the parry", events);
  }
  if (b.attacker_weapon_broken) lose_melee_weapon(s, attacker, "breaks on the parry", events);
}

// 000 / Weapons getting stuck: "have the attacker roll a D12 immediately
// against his melee skill to unstick the weapon".
void unstick_roll(RencounterState& s, int striker, int victim, Dice& dice, EventSink& events) {
  const ManRecord& m = s.men[at(striker)];
  const MeleeWeapon& w = melee_weapons()[at(m.melee_weapon)];
  const StickKind kind = stick_kind(w);
  if (kind == StickKind::kNothingToStick) return;
  const int skill = m.melee - m.wounds.points;
  RollPurpose p;
  p.label = "unstick weapon";
  p.code = kUnstickRollCode;
  p.actor = static_cast<int16_t>(striker);
  p.target = static_cast<int16_t>(victim);
  p.needed = static_cast<int16_t>(skill);
  p.need = Need::kAtMost;
  const int die = dice.roll(12, p);
  const Unstick u = judge_unstick(die, skill, kind);
  narrate(s, events, s.figures()[at(striker)].side, [&] {
    std::string t = man_name(s, striker);
    t.append(" pulls his ").append(w.name).append(" free: needs ").append(std::to_string(skill));
    t.append(" or less, rolls ").append(std::to_string(die)).append(": ");
    return t.append(name_of(u));
  });
  if (u == Unstick::kStuck) weapon_stuck_in(s, striker, victim, events);
  if (u == Unstick::kBroken) lose_melee_weapon(s, striker, "is broken in the body", events);
}

// 000 / Shooting the Bayonet Free: "shoot the gun for an automatic damage
// roll ... The recoil will free the stuck bayonet."
void shoot_bayonet_free(RencounterState& s, int striker, int victim, Dice& dice,
                        EventSink& events) {
  ManRecord& m = s.men[at(striker)];
  const MissileWeapon& gun = missile_weapons()[at(m.missile)];
  m.rounds = static_cast<int8_t>(m.rounds - 1);
  m.aim_half_turns = 0;
  m.aim_target = -1;
  weapon_freed(s, striker);
  const bool alive = s.figures()[at(victim)].status != FigureStatus::kDead;
  if (!alive) {
    narrate(s, events, s.figures()[at(striker)].side, [&] {
      return man_name(s, striker)
          .append(" fires his ")
          .append(gun.name)
          .append(" to free the bayonet");
    });
    return;
  }
  const int modifier = missile_damage_modifiers(gun, RangeBand::kTooClose, false).total();
  RollPurpose p;
  p.label = "bayonet shot damage";
  p.code = kBayonetShotRollCode;
  p.actor = static_cast<int16_t>(striker);
  p.target = static_cast<int16_t>(victim);
  const DamageRoll d = roll_damage(modifier, dice, p);
  narrate(s, events, s.figures()[at(striker)].side, [&] {
    std::string t = man_name(s, striker);
    t.append(" fires his ").append(gun.name).append(" to free the bayonet: damage roll ");
    t.append(std::to_string(d.die));
    if (d.modifier != 0) {
      t.append(" ").append(signed_text(d.modifier)).append(" = ").append(std::to_string(d.total));
    }
    return t.append(": ").append(name_of(d.result));
  });
  inflict(s, victim, d.result, gun.damage_modifier, dice, events);
}

bool serious_or_worse(WoundResult r) {
  return r == WoundResult::kSerious || r == WoundResult::kCrippling || r == WoundResult::kDead;
}

}  // namespace

void after_stroke(RencounterState& s, const MeleeAttack& result, int attacker, int defender,
                  const StrokeChoice& choice, bool bayonet_in_hand, Dice& dice, EventSink& events) {
  const MeleeStroke& k = result.stroke;
  if (k.outcome == StrokeOutcome::kParried && s.config.melee.weapon_breakage) {
    breakages(s, k, attacker, defender, events);
  }
  if (!result.damage_rolled) return;
  const bool riposted = k.outcome == StrokeOutcome::kRiposteHit;
  const int striker = riposted ? defender : attacker;
  const int victim = riposted ? attacker : defender;
  const WoundResult wound = result.damage.result;
  const bool bayonet_shot = !riposted && choice.shoot_bayonet_free &&
                            s.config.melee.shoot_bayonet_free && bayonet_in_hand &&
                            serious_or_worse(wound) && s.men[at(striker)].loaded();
  if (s.config.melee.stuck_weapons && wound_may_stick(wound) && !bayonet_shot) {
    unstick_roll(s, striker, victim, dice, events);
  }
  if (bayonet_shot) shoot_bayonet_free(s, striker, victim, dice, events);
}

}  // namespace skirmish::rencounter
