#include "engine/rules/rencounter/horse_falls.h"

#include <cmath>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/melee_exchange.h"
#include "engine/rules/rencounter/morale_flow.h"
#include "engine/rules/rencounter/mounted_fall_back.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/riderless_horses.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// A man on foot stands on a 1" round base (engine/scenario/load_sides.cpp).
constexpr float kFootBaseRadius = 0.5f;
// 000 / Attacks by horses: a kick needs "any ongoing melee or firing within 6"".
constexpr double kKickUnrestWithin = 6.0;
// "somebody ... adjacent and directly behind it": within 45 degrees of its tail.
constexpr double kDirectlyBehind = 45.0;

void get_down(RencounterState& s, int i) {
  Figure& f = s.figures()[at(i)];
  f.mounted = false;
  f.base_radius = kFootBaseRadius;
  s.men[at(i)].horse.speed = 0;
  s.men[at(i)].horse.backing = false;
  s.men[at(i)].aim_half_turns = 0;
  s.men[at(i)].aim_target = -1;
}

bool directly_behind(const RencounterState& s, int horse, int other) {
  const Figure& h = s.figures()[at(horse)];
  const Vec2 o = s.figures()[at(other)].at;
  if (distance(h.at, o) < 1e-9) return false;
  const double off = std::fabs(std::remainder(bearing(h.at, o) - h.facing, 360.0));
  return off >= 180.0 - kDirectlyBehind;
}

bool unrest_near(const RencounterState& s, int horse) {
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (targetable(s, j) && engaged(s, j) && gap(s, horse, j) <= kKickUnrestWithin) return true;
  }
  return false;
}

// 000 / Attacks by horses: "roll 1D6 for a special activation for the horse
// ... On a 1, the horse kicks at the melee skill listed above".
void maybe_kick(RencounterState& s, int i, Dice& dice, EventSink& events) {
  if (!s.config.melee.horse_attacks || !in_saddle(s, i) || !unrest_near(s, i)) return;
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (j == i || !targetable(s, j) || !in_contact(s, i, j) || !directly_behind(s, i, j)) continue;
    RollPurpose p;
    p.label = "horse kick";
    p.code = kKickRoll;
    p.actor = static_cast<int16_t>(i);
    p.target = static_cast<int16_t>(j);
    p.need = Need::kAtMost;
    p.needed = kHorseKickOn;
    const int die = dice.roll(6, p);
    if (die != kHorseKickOn) return;
    const HorseRecord& h = s.men[at(i)].horse;
    const ManRecord& v = s.men[at(j)];
    MeleeSituation x;
    x.attacker = horse_defender(h.training, 0, h.wounds);
    x.attacker.weapon = horse_kick(h.size);
    x.attacker.index = static_cast<int16_t>(i);
    x.defender.skill = v.melee;
    x.defender.weapon = melee_weapons()[at(v.melee_weapon)];
    x.defender.armor = v.armor;
    x.defender.wounds = v.wounds.points;
    x.defender.index = static_cast<int16_t>(j);
    RiposteRoll none;
    none.needed = -100;  // "Any parry rolled vs this kick is basically a dodge"
    bool used = true;
    const MeleeAttack k = resolve_melee_attack(x, s.config.melee, none, used, dice);
    narrate(s, events, s.figures()[at(i)].side, [&] {
      std::string t = man_name(s, i);
      t.append("'s horse lashes out behind at ").append(man_name(s, j)).append(": ");
      return t.append(name_of(k.stroke.outcome));
    });
    if (k.damage_rolled)
      inflict(s, j, k.damage.result, x.attacker.weapon.damage_modifier, dice, events);
    return;
  }
}

}  // namespace

bool in_saddle(const RencounterState& s, int i) {
  return s.figures()[at(i)].mounted && s.men[at(i)].horse.has_horse && !s.men[at(i)].horse.down;
}

HorsemanshipTest test_horsemanship(RencounterState& s, int i, int extra, const char* why,
                                   Dice& dice, EventSink& events) {
  ManRecord& m = s.men[at(i)];
  // 000 / Horse: "Horsemanship test rolls use wound (both man and horse) and
  // morale modifiers."
  ActionRollSituation sit = action_situation(s, i);
  sit.wound_points = m.wounds.points + m.horse.wounds;
  sit.extra_modifier = extra;
  const int modifier = total_modifier(sit, s.config.action);
  const HorsemanshipTest t =
      roll_horsemanship(m.horsemanship, modifier, dice, static_cast<int16_t>(i));
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string text = man_name(s, i);
    text.append(" tests horsemanship ").append(why).append(": needs ");
    text.append(std::to_string(t.rating)).append(" or less, rolls ").append(std::to_string(t.die));
    if (t.modifier != 0) {
      text.append(" ")
          .append(signed_text(t.modifier))
          .append(" = ")
          .append(std::to_string(t.total));
    }
    return text.append(t.passed ? ": holds" : ": fails");
  });
  return t;
}

void fall_from_horse(RencounterState& s, int i, int speed, Dice& dice, EventSink& events) {
  ManRecord& m = s.men[at(i)];
  get_down(s, i);
  m.horse.has_horse = false;
  turn_horse_loose(s, i);  // under `herd` it stays on the table (riderless_horses.h)
  s.figures()[at(i)].posture = Posture::kProne;
  RollPurpose p;
  p.label = "fall damage";
  p.code = kFallDamageRoll;
  p.actor = static_cast<int16_t>(i);
  const DamageRoll d = roll_damage(fall_damage_modifier(speed), dice, p);
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append(" falls from his horse at ").append(std::to_string(speed)).append("\": damage roll ");
    t.append(std::to_string(d.die)).append(" ").append(signed_text(d.modifier)).append(": ");
    return t.append(name_of(d.result));
  });
  inflict(s, i, d.result, 0, dice, events);
}

bool keep_seat(RencounterState& s, int i, int extra, const char* why, Dice& dice,
               EventSink& events) {
  if (!in_saddle(s, i)) return false;
  if (test_horsemanship(s, i, extra, why, dice, events).passed) return true;
  fall_from_horse(s, i, s.men[at(i)].horse.speed, dice, events);
  return false;
}

void wound_horse(RencounterState& s, int i, WoundResult result, Dice& dice, EventSink& events) {
  ManRecord& m = s.men[at(i)];
  HorseRecord& h = m.horse;
  if (result == WoundResult::kNoEffect || !in_saddle(s, i)) return;
  const int before = h.wounds;
  h.wounds = static_cast<int8_t>(std::min(6, h.wounds + wound_points(result)));
  const int side = s.figures()[at(i)].side;
  narrate(s, events, side, [&] {
    std::string t = man_name(s, i);
    t.append("'s horse takes a ").append(name_of(result)).append(" (");
    return t.append(std::to_string(h.wounds)).append(" wound points in all)");
  });
  if (h.wounds < 3) {
    // "Horses are not knocked down by serious wounds but require a
    // horsemanship roll on the rider's next activation to not fall off".
    if (h.wounds >= 2 && before < 2) h.check_due = true;
    return;
  }
  // "Horses are knocked down by crippling wounds, and the rider will require
  // a horsemanship check to dismount without taking falling damage or being
  // trapped by the fallen horse."
  const int speed = h.speed;
  h.down = true;
  h.check_due = false;
  const bool clear =
      test_horsemanship(s, i, 0, "to get clear of his falling horse", dice, events).passed;
  get_down(s, i);
  h.has_horse = false;
  if (clear) {
    narrate(s, events, side, [&] { return man_name(s, i).append(" jumps clear on his feet"); });
    return;
  }
  fall_from_horse(s, i, speed, dice, events);
  if (!targetable(s, i) || is_dead(m.wounds)) return;
  // "Then roll a second check. If that is failed too, he is pinned by the
  // horse": told with its die, as every test is.
  const HorsemanshipTest second =
      test_horsemanship(s, i, 0, "not to be pinned under his horse", dice, events);
  if (!second.passed) {
    h.pinned = true;
    narrate(s, events, side,
            [&] { return man_name(s, i).append(" is pinned under his fallen horse"); });
  }
}

void horses_after_activation(RencounterState& s, int unit, Dice& dice, EventSink& events) {
  const UnitRecord& u = s.units[at(unit)];
  for (int i = u.first; i < u.first + u.size; ++i) {
    ManRecord& m = s.men[at(i)];
    HorseRecord& h = m.horse;
    const bool moved = h.ridden || m.moved > 0;
    // A horse that loses its rider in these tests first herds next time.
    const bool was_loose = h.loose;
    if (in_saddle(s, i) && targetable(s, i)) {
      if (h.check_due) {
        h.check_due = false;
        keep_seat(s, i, 0, "after his horse's serious wound", dice, events);
      }
      // 000 / Horse: "A man riding at over 12" per turn falls off if he fails
      // his action roll and then fails a followup Horsemanship test".
      if (in_saddle(s, i) && !m.active && able_to_act(s, i) && h.speed > kFastRidingOver) {
        keep_seat(s, i, 0, "riding over 12\" after a failed action roll", dice, events);
      }
      // "All wounded men on horseback or men on wounded horses moving at
      // greater than 3" and rolling over 6 on action roll must test".
      if (in_saddle(s, i) && h.high_roll && (m.wounds.points > 0 || h.wounds > 0) &&
          (h.speed > kWoundedRidingOver || is_seriously_wounded(m.wounds))) {
        keep_seat(s, i, 0, "wounded, after rolling over 6", dice, events);
      }
      if (in_saddle(s, i) && h.falling_back) {
        ride_fall_back(s, i, dice, events);  // a roll over 6 (mounted_fall_back.h)
      } else if (in_saddle(s, i) && !moved) {
        // "Cavalry that fail action rolls continue at the same speed or decelerate by 6"".
        carry_on(s, i, dice, events);
      }
      maybe_kick(s, i, dice, events);
    }
    h.ridden = false;
    h.high_roll = false;
    h.falling_back = false;
    if (was_loose) herd_move(s, i, dice, events);  // riderless_horses.h
  }
}

}  // namespace skirmish::rencounter
