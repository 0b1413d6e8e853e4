#include "engine/rules/rencounter/thrown.h"

#include <algorithm>
#include <cmath>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/damage.h"
#include "engine/rules/rencounter/fire_resolution.h"
#include "engine/rules/rencounter/narration.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// 000 / Damage: 13 or more does nothing; 000 / Explosives: "A damage roll
// of 14 or less will require a similar action roll vs knock down".
constexpr int kHighestWound = 12;
constexpr int kHighestKnockdown = 14;
// A d12's lowest face: whether a man can be touched at all.
constexpr int kLowestDie = 1;
constexpr double kHoursToDegrees = 30.0;

std::string point_words(Vec2 p) {
  char buf[48];
  std::snprintf(buf, sizeof buf, "(%.1f, %.1f)", p.x, p.y);
  return buf;
}

// "the target is knocked down if he fails an action check".
bool keeps_his_feet(RencounterState& s, int j, Dice& dice) {
  const ManRecord& m = s.men[at(j)];
  ActionRollSituation sit;
  sit.experience = m.experience;
  sit.wound_points = m.wounds.points;
  return roll_action(sit, s.config.action, dice, j).result == ActionResult::kActs;
}

}  // namespace

bool bursts(const MissileWeapon& w) {
  return w.name == "Grenade";
}

BurstSpec grenade_burst(GrenadeBlast blast) {
  BurstSpec b;
  b.modifier = 1;  // "treating the grenade as +1 to the damage roll"
  b.per_step = blast == GrenadeBlast::kInch ? 1.0 : 0.5;
  b.reach = 1000;  // bounded by the modifier: nobody past a total of 14 is rolled for
  b.knockdowns = true;
  return b;
}

int blast_modifier(double inches, const BurstSpec& spec) {
  return spec.modifier + static_cast<int>(std::floor(std::max(0.0, inches) / spec.per_step + 1e-9));
}

Vec2 scatter_point(Vec2 thrower, Vec2 aimed_at, int clock, double inches) {
  const double throw_length = distance(thrower, aimed_at);
  const double way = throw_length > 1e-9 ? bearing(thrower, aimed_at) : 0.0;
  // Bearings turn counter-clockwise; the clock turns the other way, so 3
  // o'clock is to the thrower's right.
  const Vec2 dir = direction_of(way - kHoursToDegrees * (clock % 12));
  double d = std::max(0.0, inches);
  // "They cannot scatter back towards the thrower more than half the
  // distance from the thrower to the target": the pull back along the
  // throw is held to half of it, by shortening the scatter on its line.
  if (throw_length > 1e-9) {
    const Vec2 forward = (aimed_at - thrower) * (1.0 / throw_length);
    const double back = -dot(dir, forward);  // inches back per inch scattered
    if (back > 1e-9) d = std::min(d, (throw_length / 2) / back);
  }
  return aimed_at + dir * d;
}

void burst(RencounterState& s, Vec2 point, int actor, const BurstSpec& spec, Dice& dice,
           EventSink& events) {
  const int highest = spec.knockdowns ? kHighestKnockdown : kHighestWound;
  for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
    const Figure& f = s.figures()[at(j)];
    if (!on_table(f.status) || is_dead(s.men[at(j)].wounds)) continue;
    const double d = std::max(0.0, distance(point, f.at) - f.base_radius);
    const int mod = blast_modifier(d, spec);
    if (d > spec.reach + 1e-9 || kLowestDie + mod > highest) continue;
    RollPurpose p;
    p.label = "blast";
    p.code = extra_roll::kBlastDamage;
    p.actor = static_cast<int16_t>(actor);
    p.target = static_cast<int16_t>(j);
    const DamageRoll r = roll_damage(mod, dice, p);
    narrate(s, events, f.side, [&] {
      std::string t = man_name(s, j);
      t.append(" is ").append(inches_text(d)).append(" from the burst: damage roll ");
      t.append(std::to_string(r.die)).append(" ").append(signed_text(mod)).append(" = ");
      return t.append(std::to_string(r.total)).append(": ").append(name_of(r.result));
    });
    bool down = false;
    if (r.result != WoundResult::kNoEffect) {
      const Casualty c = inflict(s, j, r.result, spec.modifier, dice, events);
      down = c.knocked_down || c.killed;
    }
    if (!spec.knockdowns || down || r.total > kHighestKnockdown || !targetable(s, j)) continue;
    if (s.figures()[at(j)].status != FigureStatus::kFighting) continue;
    // "a light wound knocks him down if he fails an action check ... A
    // damage roll of 14 or less will require a similar action roll".
    if (keeps_his_feet(s, j, dice)) continue;
    knock_down(s.men[at(j)].wounds);
    settle_status(s, j);
    Figure& g = s.figures()[at(j)];
    if (distance(g.at, point) > 1e-9) g.facing = static_cast<float>(bearing(point, g.at));
    narrate(s, events, g.side,
            [&] { return man_name(s, j).append(" is knocked flat and stunned by the blast"); });
  }
}

void throw_grenade(RencounterState& s, int thrower, int target, const LosResult& seen,
                   const ShotSituation& situation, Dice& dice, EventSink& events) {
  (void)seen;
  const ShotAssessment a = assess_shot(situation, s.config.fire);
  const ShotResult r = resolve_shot(a, situation, dice, s.config.fire,
                                    static_cast<int16_t>(thrower), static_cast<int16_t>(target));
  const Vec2 from = s.figures()[at(thrower)].at;
  const Vec2 aimed = s.figures()[at(target)].at;
  Vec2 lands = aimed;
  int clock = 0;
  int inches = 0;
  const bool hit = r.outcome == ShotOutcome::kHitTarget || r.outcome == ShotOutcome::kHitOther ||
                   r.outcome == ShotOutcome::kHitFriend;
  if (!hit) {
    // "scatter them with a D12 for direction ... and a distance of 1D6
    // inches plus the number missed by".
    RollPurpose p;
    p.actor = static_cast<int16_t>(thrower);
    p.label = "scatter direction";
    p.code = extra_roll::kScatterClock;
    clock = dice.roll(12, p);
    p.label = "scatter distance";
    p.code = extra_roll::kScatterInches;
    inches = dice.roll(6, p) + std::max(1, r.roll.first - a.need);
    lands = scatter_point(from, aimed, clock, inches);
    const Table& table = s.battlefield().table;
    lands.x = std::clamp(lands.x, 0.0, table.width);
    lands.y = std::clamp(lands.y, 0.0, table.depth);
  }
  narrate(s, events, s.figures()[at(thrower)].side, [&] {
    std::string t = man_name(s, thrower);
    t.append(" throws a grenade at ").append(man_name(s, target)).append(": ");
    t.append(describe_need(a)).append("; rolls ").append(std::to_string(r.roll.first));
    if (hit) return t.append(": it lands at his feet");
    t.append(": a miss; it scatters ").append(std::to_string(clock)).append(" o'clock, ");
    t.append(std::to_string(inches)).append("\" and lands at ").append(point_words(lands));
    return t;
  });
  burst(s, lands, thrower, grenade_burst(s.config.fire_play.extra.grenade_blast), dice, events);
}

}  // namespace skirmish::rencounter
