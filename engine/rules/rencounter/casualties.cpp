#include "engine/rules/rencounter/casualties.h"

#include <algorithm>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/narration.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// 000 / Morale: eliminated friendly units within 12" count +2, within 24" +1.
constexpr double kWitnessNear = 12.0;
constexpr double kWitnessFar = 24.0;

WoundLevel level_of(WoundResult r) {
  switch (r) {
    case WoundResult::kCrippling:
      return WoundLevel::kCrippling;
    case WoundResult::kSerious:
      return WoundLevel::kSerious;
    default:
      return WoundLevel::kMinor;
  }
}

void check_elimination(RencounterState& s, int unit, EventSink& events) {
  UnitRecord& u = s.units[at(unit)];
  if (u.eliminated) return;
  int gone = 0;
  for (int i = u.first; i < u.first + u.size; ++i) gone += lost(s, i) ? 1 : 0;
  if (!is_eliminated(u.size, gone)) return;
  u.eliminated = true;
  narrate(s, events, u.side,
          [&] { return unit_name(s, unit).append(" is wiped out as a fighting unit"); });
  for (int other = 0; other < static_cast<int>(s.units.size()); ++other) {
    UnitRecord& o = s.units[at(other)];
    if (other == unit || o.side != u.side || o.eliminated) continue;
    double nearest = 1e300;
    for (int a = o.first; a < o.first + o.size; ++a) {
      if (!able_to_act(s, a)) continue;
      for (int b = u.first; b < u.first + u.size; ++b) nearest = std::min(nearest, gap(s, a, b));
    }
    if (nearest <= kWitnessNear) {
      ++o.seen_eliminated_12;
    } else if (nearest <= kWitnessFar) {
      ++o.seen_eliminated_24;
    }
  }
}

}  // namespace

void settle_status(RencounterState& s, int i) {
  Figure& f = s.figures()[at(i)];
  const ManRecord& m = s.men[at(i)];
  if (f.status == FigureStatus::kOffTable) return;
  if (is_dead(m.wounds)) {
    f.status = FigureStatus::kDead;
  } else if (m.morale.surrendered) {
    f.status = FigureStatus::kSurrendered;
  } else if (m.wounds.overcome || m.wounds.in_shock) {
    f.status = FigureStatus::kDown;
    f.posture = Posture::kProne;
  } else if (m.morale.runs_for_good) {
    f.status = FigureStatus::kRouted;
  } else {
    f.status = FigureStatus::kFighting;
  }
}

void note_loss(RencounterState& s, int i, bool killed_or_crippled, EventSink& events) {
  const int unit = unit_of(s, i);
  if (killed_or_crippled) s.units[at(unit)].man_lost_since = true;
  check_elimination(s, unit, events);
}

Casualty inflict(RencounterState& s, int victim, WoundResult result, int weapon_damage_modifier,
                 Dice& dice, EventSink& events) {
  Casualty c;
  ManRecord& m = s.men[at(victim)];
  if (result == WoundResult::kNoEffect || is_dead(m.wounds)) return c;
  c.wounded = true;
  const bool was_crippled = is_crippled(m.wounds);
  if (result == WoundResult::kDead) {
    kill(m.wounds);
    c.killed = true;
  } else {
    const WoundEffect e = add_wound(m.wounds, level_of(result), s.config.action);
    c.killed = e.killed;
    c.knocked_down = e.knocked_down;
    if (e.knockdown_roll) {
      // 000 / Wounds / Variable knockdown (optional).
      const KnockdownRoll k = roll_knockdown(m.experience, m.wounds, weapon_damage_modifier,
                                             s.config.action, dice, victim);
      if (k.knocked_down) {
        knock_down(m.wounds);
        c.knocked_down = true;
      }
      narrate(s, events, s.figures()[at(victim)].side, [&] {
        return man_name(s, victim).append(k.knocked_down ? " is knocked off his feet"
                                                         : " keeps his feet");
      });
    }
  }
  if (c.killed || c.knocked_down) {
    m.aim_half_turns = 0;
    m.aim_target = -1;
    m.duck_back = false;
  }
  settle_status(s, victim);
  narrate(s, events, s.figures()[at(victim)].side, [&] {
    std::string t = man_name(s, victim);
    if (c.killed) return t.append(" is killed");
    t.append(" takes a ").append(name_of(level_of(result))).append(" wound (");
    t.append(std::to_string(m.wounds.points)).append(" wound points in all)");
    if (c.knocked_down) t.append(" and is knocked down in shock");
    return t;
  });
  const bool now_crippled = !was_crippled && is_crippled(m.wounds);
  if (c.killed || now_crippled) note_loss(s, victim, true, events);
  return c;
}

}  // namespace skirmish::rencounter
