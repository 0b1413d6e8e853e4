#include "engine/rules/rencounter/mounted_fall_back.h"

#include <algorithm>
#include <vector>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/rider_candidates.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/scratch_pool.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// "directly away from the enemy": a goal this far off sets only the way.
constexpr double kAwayReach = 48.0;
// A man running for good who ends this close to a table edge has left it
// (as on foot: morale_flow.h).
constexpr double kEdgeLeaves = 0.5;

}  // namespace

bool fall_back_on_horseback(RencounterState& s, int i, EventSink& events) {
  if (!in_saddle(s, i)) return false;
  s.men[at(i)].horse.falling_back = true;
  narrate(s, events, s.figures()[at(i)].side,
          [&] { return man_name(s, i).append(" turns his horse to fall back"); });
  return true;
}

void ride_fall_back(RencounterState& s, int i, Dice& dice, EventSink& events) {
  s.men[at(i)].horse.falling_back = false;
  if (!in_saddle(s, i) || !targetable(s, i)) return;
  Figure& f = s.figures()[at(i)];
  const Vec2 home = s.home[at(f.side)];
  const std::vector<Sighting> none;  // by distance, not sight, as on foot
  const int foe = nearest_enemy(s, none, i, false);
  const Vec2 foe_at = foe >= 0 ? s.figures()[at(foe)].at : home;
  Vec2 away = home;
  if (foe >= 0 && distance(f.at, foe_at) > 1e-9) {
    away = f.at + (f.at - foe_at) * (kAwayReach / distance(f.at, foe_at));
  }
  const RideLimits limits = ride_limits(s, i, false);
  const SpeedBand band = speed_band(limits.previous_speed, limits.top_speed);
  const Borrowed<std::vector<Action>> rides;
  rides->clear();
  for (const int speed : {band.fastest, band.slowest}) {
    if (speed <= 0) continue;
    for (const Vec2 goal : {away, home}) add_rides_toward(s, i, goal, speed, band.slowest, *rides);
  }
  const Action* best = nullptr;
  double best_score = 0;
  for (const Action& a : *rides) {
    const double score = foe >= 0 ? distance(*a.at, foe_at) : -distance(*a.at, home);
    if (!best || score > best_score + 1e-9) {
      best = &a;
      best_score = score;
    }
  }
  if (!best) {
    carry_on(s, i, dice, events);  // hemmed in: the horse goes on as it can
    return;
  }
  ride_to(s, i, *best->at, dice, events, ride_first_leg(*best));
  if (!s.men[at(i)].morale.runs_for_good || !in_saddle(s, i) || !targetable(s, i)) return;
  const Table& table = s.battlefield().table;
  const double edge =
      std::min(std::min(f.at.x, table.width - f.at.x), std::min(f.at.y, table.depth - f.at.y));
  if (edge - f.base_radius > kEdgeLeaves) return;
  f.status = FigureStatus::kOffTable;
  narrate(s, events, f.side, [&] { return man_name(s, i).append(" rides off the table"); });
}

}  // namespace skirmish::rencounter
