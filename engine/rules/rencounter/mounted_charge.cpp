#include "engine/rules/rencounter/mounted_charge.h"

#include <cmath>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/riding.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

}  // namespace

int formed_charge_foe(const RencounterState& s, int i, int target, Vec2& point) {
  if (charge_allowed(s, i, target, std::nullopt, point)) return target;
  int foe = -1;
  double best = 1e300;
  for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j) || gap(s, i, j) >= best) continue;
    Vec2 p;
    if (charge_allowed(s, i, j, std::nullopt, p)) {
      foe = j;
      point = p;
      best = gap(s, i, j);
    }
  }
  return foe;
}

bool charge_in(RencounterState& s, int i, int foe, Vec2 point, Dice& dice, EventSink& events,
               ChargeBlow& blow) {
  blow = {};
  blow.attacker = static_cast<int16_t>(i);
  blow.defender = static_cast<int16_t>(foe);
  // 000 / Melee / The Riposte: where he began his move.
  blow.from_behind = behind(s, foe, s.figures()[at(i)].at);
  if (!in_saddle(s, i)) {
    blow.inches = charge_move(s, i, foe, point, events);
    return true;
  }
  HorseRecord& h = s.men[at(i)].horse;
  const SpeedBand band = speed_band(h.speed, horse_top_speed(h.wounds, s.config.horse));
  const double inches = charge_move(s, i, foe, point, events);
  h.ridden = true;
  h.backing = false;
  h.speed = static_cast<int8_t>(std::lround(inches));
  blow.inches = inches;
  // 000 / Effects of enemy figures on movement: "too fast to stop": the
  // horse cannot slow to the charge's length, so it comes on at its least.
  if (band.slowest <= inches + 1e-9) return true;
  h.speed = static_cast<int8_t>(band.slowest);
  blow.inches = band.slowest;
  if (!test_horsemanship(s, i, 0, "to ride his horse in", dice, events).passed) {
    narrate(s, events, s.figures()[at(i)].side,
            [&] { return man_name(s, i).append("'s horse sheers off; he strikes in passing"); });
    return true;
  }
  if (!keep_seat(s, i, 0, "at the impact", dice, events)) return false;
  blow.rides_down = true;
  return true;
}

void strike_home(RencounterState& s, const ChargeBlow& blow, Dice& dice, EventSink& events) {
  strike(s, blow.attacker, blow.defender, blow.inches, blow.from_behind, dice, events);
  // "If both succeed, the horse will hit an enemy figure in front of it
  // after the rider resolves his melee attack." He fought him, so no dodge.
  if (blow.rides_down && in_saddle(s, blow.attacker) && targetable(s, blow.defender)) {
    horse_runs_into(s, blow.attacker, blow.defender, s.men[at(blow.attacker)].horse.speed, false,
                    dice, events);
  }
}

void mounted_charge(RencounterState& s, int i, int foe, Vec2 point, Dice& dice, EventSink& events) {
  ChargeBlow blow;
  if (charge_in(s, i, foe, point, dice, events, blow)) strike_home(s, blow, dice, events);
}

}  // namespace skirmish::rencounter
