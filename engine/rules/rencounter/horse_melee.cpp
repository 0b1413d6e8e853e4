#include "engine/rules/rencounter/horse_melee.h"

#include <cmath>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/melee_aftermath.h"
#include "engine/rules/rencounter/melee_exchange.h"
#include "engine/rules/rencounter/melee_horses.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Degrees off the horse's heading of the arcs: head and tail within 45,
// alongside between them (000 / Attacking horses: "right alongside the
// rider's leg"; Attacks by horses: "to the front or directly to the rear").
constexpr double kHeadArc = 45.0;

// Degrees between the horse's heading and the line to `other`, 0..180.
double off_heading(const RencounterState& s, int rider, int other) {
  const Figure& h = s.figures()[at(rider)];
  const Vec2 o = s.figures()[at(other)].at;
  if (distance(h.at, o) < 1e-9) return 0;
  return std::fabs(std::remainder(bearing(h.at, o) - h.facing, 360.0));
}

void narrate_stroke(const RencounterState& s, EventSink& events, int side, std::string who,
                    const MeleeAttack& r) {
  narrate(s, events, side, [&] {
    const MeleeStroke& k = r.stroke;
    std::string t = std::move(who);
    t.append(": needs ").append(std::to_string(k.targets.attack)).append(", rolls ");
    t.append(std::to_string(k.attack_roll));
    if (k.parry_roll > 0) {
      t.append("; parry needs ").append(std::to_string(k.targets.parry)).append(", rolls ");
      t.append(std::to_string(k.parry_roll));
    }
    t.append(": ").append(name_of(k.outcome));
    if (r.damage_rolled) {
      t.append(". Damage roll ").append(std::to_string(r.damage.die));
      if (r.damage.modifier != 0) {
        t.append(" ").append(signed_text(r.damage.modifier)).append(" = ");
        t.append(std::to_string(r.damage.total));
      }
      t.append(": ").append(name_of(r.damage.result));
    }
    return t;
  });
}

}  // namespace

std::string horse_stroke_refusal(const RencounterState& s, int rider) {
  if (!s.config.melee.attacking_horses) {
    return "striking at horses is an optional rule (option attacking_horses)";
  }
  if (!in_saddle(s, rider)) return man_name(s, rider) + " is not on a horse";
  return "";
}

bool rider_parries_for_horse(const RencounterState& s, int rider, int attacker) {
  if (!fit(s, rider)) return false;
  const std::string_view w = melee_weapons()[at(s.men[at(rider)].melee_weapon)].name;
  if (w == "Unarmed" || w == "Pike" || w == "Halberd") return false;
  const double off = off_heading(s, rider, attacker);
  const bool alongside = off > kHeadArc && off < 180.0 - kHeadArc;
  const bool in_front = off <= kHeadArc;
  const bool light_lance = w == "Spear/Bayonet" || w == "Javelin";
  return alongside || (in_front && light_lance);
}

void strike_horse(RencounterState& s, int attacker, int rider, double charge_inches,
                  bool from_behind, const StrokeChoice& choice, Dice& dice, EventSink& events) {
  MeleeSituation x = stroke_situation(s, attacker, rider, charge_inches, from_behind, choice);
  const HorseRecord& h = s.men[at(rider)].horse;
  const bool parried_by_rider = rider_parries_for_horse(s, rider, attacker);
  if (parried_by_rider) {
    x.defender.armor = 0;  // the blow is at the horse, which wears none
  } else {
    x.defender = horse_defender(h.training, 0, h.wounds);
    x.defender.index = static_cast<int16_t>(rider);
  }
  x.above_opponent = false;  // a man at a horse's flank is not above it
  // "Allow the rider to count as an extra enemy 'outnumbering' the attacker
  // just as if the horse were any other friend of the rider."
  x.outnumbered_by = fit(s, rider) ? 1 : 0;
  RiposteRoll none;
  none.needed = -100;  // parrying for the horse, or the horse dodging: no riposte
  bool used = true;
  MeleeOptions rules = s.config.melee;
  rules.stuck_weapons = false;
  rules.weapon_breakage = rules.weapon_breakage && parried_by_rider;  // a dodge breaks nothing
  const MeleeAttack r = resolve_melee_attack(x, rules, none, used, dice);
  s.men[at(attacker)].exerted = true;
  ++s.men[at(attacker)].runs;
  std::string who;
  if (events.wants_text()) {
    who = man_name(s, attacker);
    who.append(" strikes at ").append(man_name(s, rider)).append("'s horse");
    who.append(parried_by_rider ? " (the rider parries for it)" : " (the horse dodges)");
  }
  narrate_stroke(s, events, s.figures()[at(attacker)].side, std::move(who), r);
  if (r.damage_rolled) wound_horse(s, rider, r.damage.result, dice, events);
  after_stroke(s, r, attacker, rider, StrokeChoice{}, false, dice, events);
}

bool warhorse_allowed(const RencounterState& s, const Action& a, std::string* why) {
  const int i = a.actor;
  const auto who = [&] { return man_name(s, i); };  // named only in a refusal
  if (!s.config.melee.horse_attacks) {
    return refused(why,
                   [] { return "attacks by horses are an optional rule (option horse_attacks)"; });
  }
  if (!in_saddle(s, i)) return refused(why, [&] { return who() + " is not on a horse"; });
  const HorseRecord& h = s.men[at(i)].horse;
  if (h.training != HorseTraining::kWarhorse) {
    return refused(why, [&] { return who() + "'s horse is not trained to fight"; });
  }
  if (h.speed > kWarhorseAttackMaxInches) {
    return refused(why, [&] {
      return who() + "'s horse is going " + std::to_string(h.speed) +
             "\": a warhorse attacks only at 6\" or less";
    });
  }
  if (a.target < 0 || a.target >= static_cast<int>(s.figures().size())) {
    return refused(why,
                   [&] { return "there is no figure " + std::to_string(a.target) + " to attack"; });
  }
  const auto whom = [&] { return man_name(s, a.target); };
  if (!is_enemy(s, i, a.target) || !targetable(s, a.target)) {
    return refused(why, [&] { return whom() + " is no enemy to fight"; });
  }
  if (!in_contact(s, i, a.target)) {
    return refused(why, [&] { return whom() + " is not in contact with the horse"; });
  }
  const double off = off_heading(s, i, a.target);
  if (off > kHeadArc && off < 180.0 - kHeadArc) {
    return refused(why, [&] {
      return whom() + " is alongside: a warhorse attacks to the front or directly to the rear";
    });
  }
  return true;
}

std::string warhorse_refusal(const RencounterState& s, const Action& a) {
  std::string why;
  warhorse_allowed(s, a, &why);
  return why;
}

void warhorse_attack(RencounterState& s, int rider, int target, Dice& dice, EventSink& events) {
  HorseRecord& h = s.men[at(rider)].horse;
  h.ridden = true;  // he holds the horse where it stands to set it on
  const int side = s.figures()[at(rider)].side;
  // 000 / Attacks by horses: "if the rider makes his horsemanship roll. A
  // failure just means he didn't coax it to attack."
  if (!test_horsemanship(s, rider, 0, "to set his warhorse on", dice, events).passed) {
    narrate(s, events, side, [&] { return man_name(s, rider).append("'s horse will not attack"); });
    return;
  }
  MeleeSituation x;
  x.attacker = horse_defender(h.training, 0, h.wounds);
  x.attacker.weapon = warhorse_strike();
  x.attacker.index = static_cast<int16_t>(rider);
  x.defender = melee_fighter(s, target);
  // "counting as 0 to hit modifier": nothing else is added for the horse.
  RiposteRoll none;
  none.needed = -100;
  bool used = true;
  MeleeOptions rules = s.config.melee;
  rules.stuck_weapons = false;
  rules.weapon_breakage = false;  // hooves do not break
  const MeleeAttack r = resolve_melee_attack(x, rules, none, used, dice);
  std::string who;
  if (events.wants_text()) {
    who = man_name(s, rider);
    who.append("'s warhorse rears and strikes at ").append(man_name(s, target));
  }
  narrate_stroke(s, events, side, std::move(who), r);
  if (r.damage_rolled) {
    inflict(s, target, r.damage.result, x.attacker.weapon.damage_modifier, dice, events);
  }
  // "If the horse does attack, the rider makes another horsemanship check
  // to avoid being unhorsed by the horse's rearing and fighting."
  keep_seat(s, rider, 0, "as his horse rears", dice, events);
}

}  // namespace skirmish::rencounter
