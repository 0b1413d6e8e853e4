#include "engine/rules/rencounter/rider_candidates.h"

#include <algorithm>
#include <cmath>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/riderless_horses.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/scratch_pool.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// A ride shorter than this is not worth offering.
constexpr double kShortestRide = 0.5;
// Charges are looked for only at enemies this much beyond the horse's reach.
constexpr double kChargeSlack = 2.0;

void offer(const RencounterState& s, std::vector<Action>& out, const Action& a) {
  if (std::find(out.begin(), out.end(), a) != out.end()) return;
  if (check_figure_action(s, a, false).ok) out.push_back(a);
}

// The point `speed` inches on, turned toward `goal` as far as the speed
// allows at once (000 / Movement / Horse / Turning).
Vec2 ride_point(const RencounterState& s, int i, Vec2 goal, int speed) {
  const Figure& f = s.figures()[at(i)];
  const double want = bearing(f.at, goal);
  const double change = std::remainder(want - f.facing, 360.0);
  const double most = turn_limit(speed).spacing > 0 ? 45.0 : 180.0;
  const double heading = f.facing + std::clamp(change, -most, most);
  return f.at + direction_of(heading) * static_cast<double>(speed);
}

// Tries to shorten a bent ride by before giving it up.
constexpr int kBentRideTries = 4;

// A ride that cannot face `goal` in one leg bends toward it at the earliest
// legal point: 45 degrees at the start, the speed's spacing on, 45 more
// (000 / Movement / Horse / Turning: "3 x 45 degrees with 3" separating
// turns", "2 x 45 degrees with 6" separating turns"). Shortened a little at
// a time until it is legal, never below the horse's least speed.
void offer_bent_ride(const RencounterState& s, int i, Vec2 goal, int speed, int slowest,
                     std::vector<Action>& out) {
  const Figure& f = s.figures()[at(i)];
  const double change = std::remainder(bearing(f.at, goal) - f.facing, 360.0);
  const double leg = turn_limit(speed).spacing;
  if (std::fabs(change) <= 45.0 || leg <= 0 || speed <= leg + kShortestRide) return;
  const double start = f.facing + std::clamp(change, -45.0, 45.0);
  const Vec2 bend = f.at + direction_of(start) * leg;
  const double second =
      start + std::clamp(std::remainder(bearing(bend, goal) - start, 360.0), -45.0, 45.0);
  const auto me = static_cast<int16_t>(i);
  for (int k = 0; k < kBentRideTries; ++k) {
    const double rest = speed - leg - k;
    if (rest < kShortestRide || leg + rest < slowest) return;
    const Vec2 p = bend + direction_of(second) * rest;
    const Action a{ActionKind::kMove, me, -1, -1, bent_ride_param(leg), p};
    if (std::find(out.begin(), out.end(), a) != out.end()) return;
    if (check_figure_action(s, a, false).ok) {
      out.push_back(a);
      return;
    }
  }
}

}  // namespace

bool offered_as_rider(const RencounterState& s, int i) {
  return in_saddle(s, i) || s.men[at(i)].horse.pinned;
}

void add_rider_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  const auto me = static_cast<int16_t>(i);
  const Figure& f = s.figures()[at(i)];
  const ManRecord& m = s.men[at(i)];
  out.push_back({ActionKind::kPass, me, -1, -1, 0, {}});
  if (m.horse.pinned) {
    offer(s, out, {ActionKind::kSpecial, me, -1, -1, kSpecialFree, {}});
    return;
  }
  const int n = static_cast<int>(s.figures().size());
  const GatheredSightings sight(s);
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j)) continue;
    const auto t = static_cast<int16_t>(j);
    if (in_contact(s, i, j)) offer(s, out, {ActionKind::kMelee, me, t, -1, 0, {}});
    if (m.loaded()) offer(s, out, {ActionKind::kShoot, me, t, -1, 0, {}});
  }
  if (m.missile >= 0 && !m.loaded()) offer(s, out, {ActionKind::kReload, me, -1, -1, 0, {}});
  const RideLimits limits = ride_limits(s, i, false);
  const SpeedBand band = speed_band(limits.previous_speed, limits.top_speed);
  const int foe = nearest_enemy(s, sight, i, false);
  const Borrowed<std::vector<Vec2>> borrowed;
  std::vector<Vec2>& goals = *borrowed;
  goals.clear();
  if (foe >= 0) {
    const Vec2 foe_at = s.figures()[at(foe)].at;
    goals.push_back(foe_at);
    goals.push_back(f.at + (f.at - foe_at));  // away
  }
  const std::string& side_name = s.scenario().sides[at(f.side)].name;
  for (const Objective& o : s.scenario().objectives) {
    if (o.side == side_name && o.kind != ObjectiveKind::kKill && o.kind != ObjectiveKind::kExit) {
      goals.push_back(o.area.centre);
    }
  }
  goals.push_back(s.home[at(f.side)]);
  goals.push_back(f.at + direction_of(f.facing) * 10.0);  // straight on
  for (int speed : {band.slowest, (band.slowest + band.fastest) / 2, band.fastest}) {
    if (speed < kShortestRide) continue;
    for (Vec2 g : goals) add_rides_toward(s, i, g, speed, band.slowest, out);
  }
  if (limits.previous_speed == 0 && foe >= 0) {
    const Vec2 back = f.at + direction_of(f.facing + 180.0) * kHorseBackwardsInches;
    offer(s, out,
          {ActionKind::kMove, me, -1, -1, static_cast<int32_t>(MoveMode::kBackwards), back});
  }
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j) || in_contact(s, i, j)) continue;
    if (gap(s, i, j) > band.fastest + kChargeSlack) continue;
    offer(s, out, {ActionKind::kCharge, me, static_cast<int16_t>(j), -1, 0, {}});
  }
  offer(s, out, {ActionKind::kSpecial, me, -1, -1, kSpecialDismount, {}});
}

void add_rides_toward(const RencounterState& s, int i, Vec2 goal, int speed, int slowest,
                      std::vector<Action>& out) {
  const Figure& f = s.figures()[at(i)];
  offer_bent_ride(s, i, goal, speed, slowest, out);
  const Vec2 want = ride_point(s, i, goal, speed);
  const Vec2 p = farthest_ride(s.battlefield(), s.figures(), i, want, ride_limits(s, i, false),
                               s.config.movement);
  if (distance(p, f.at) < kShortestRide) return;
  offer(s, out,
        {ActionKind::kMove, static_cast<int16_t>(i), -1, -1, static_cast<int32_t>(MoveMode::kWalk),
         p});
}

void add_mount_candidate(const RencounterState& s, int i, std::vector<Action>& out) {
  const HorseRecord& h = s.men[at(i)].horse;
  if (s.figures()[at(i)].mounted) return;
  const auto me = static_cast<int16_t>(i);
  if (h.has_horse) {
    if (h.held || h.loose) offer(s, out, {ActionKind::kSpecial, me, -1, -1, kSpecialMount, {}});
    return;
  }
  // Another man's loose horse beside him (riderless_horses.h).
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (j != i && s.men[at(j)].horse.loose && beside_loose_horse_of(s, i, j)) {
      offer(s, out, {ActionKind::kSpecial, me, static_cast<int16_t>(j), -1, kSpecialMount, {}});
    }
  }
}

}  // namespace skirmish::rencounter
