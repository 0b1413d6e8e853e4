#include "engine/rules/rencounter/action_candidates.h"

#include <algorithm>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/leadership.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/rider_candidates.h"
#include "engine/rules/rencounter/scratch_pool.h"
#include "engine/rules/rencounter/shooting.h"
#include "engine/rules/rencounter/unit_orders.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// A move shorter than this is not worth offering.
constexpr double kShortestMove = 0.5;
// Points tried when looking for cover: this many around him, at this share
// of his move.
constexpr int kCoverSamples = 8;
constexpr double kCoverReach = 0.75;
// Charges are looked for only at enemies this much beyond his move (bases).
constexpr double kChargeSlack = 2.0;
// Volley Fire is offered at up to this many enemies the unit can fire on,
// looked for among this many of the nearest.
constexpr int kVolleyTargets = 3;
constexpr size_t kVolleyLooks = 6;

void add_unique(std::vector<Action>& out, const Action& a) {
  if (std::find(out.begin(), out.end(), a) == out.end()) out.push_back(a);
}

// Where the man's own side wants to go: its objectives' areas.
void objective_points(const RencounterState& s, int side, std::vector<Vec2>& out) {
  out.clear();
  const std::string& name = s.scenario().sides[at(side)].name;
  for (const Objective& o : s.scenario().objectives) {
    if (o.side == name && o.kind != ObjectiveKind::kKill && o.kind != ObjectiveKind::kExit) {
      out.push_back(o.area.centre);
    }
  }
}

// Destinations worth offering to a man moving up to `inches` (goals, then
// the farthest he can get toward each).
void destinations(const RencounterState& s, int i, double inches, int foe, std::vector<Vec2>& out) {
  const Figure& me = s.figures()[at(i)];
  const Borrowed<std::vector<Vec2>> goals;
  objective_points(s, me.side, *goals);
  out.clear();
  auto reach = [&](Vec2 goal, double d) {
    const Vec2 p = farthest_reachable(s.battlefield(), s.figures(), i, goal, d, s.config.movement);
    if (distance(p, me.at) >= kShortestMove) out.push_back(p);
  };
  if (foe >= 0) {
    // Stop a little short of the enemy: charging is its own action.
    const Vec2 foe_at = s.figures()[at(foe)].at;
    const double room = std::max(0.0, distance(me.at, foe_at) - 2.5);
    reach(step_toward(me.at, foe_at, std::min(inches, room)), inches);
    reach(step_toward(me.at, foe_at, std::min(inches / 2, room)), inches / 2);
  }
  for (Vec2 g : *goals) reach(g, inches);
  reach(s.home[at(me.side)], inches);
}

// The point among a few around him that best hides him from `foe`.
std::optional<Vec2> cover_point(const RencounterState& s, std::span<const Sighting> men, int i,
                                int foe, double inches) {
  if (foe < 0 || inches <= 0) return std::nullopt;
  const Figure& me = s.figures()[at(i)];
  std::optional<Vec2> best;
  const LosResult now = look(s, men, foe, i);
  int best_cover = now.visible ? now.cover : 99;
  const Borrowed<std::vector<Sighting>> moved;
  for (int k = 0; k < kCoverSamples; ++k) {
    const Vec2 want = me.at + direction_of(360.0 * k / kCoverSamples) * (inches * kCoverReach);
    const Vec2 p =
        farthest_reachable(s.battlefield(), s.figures(), i, want, inches, s.config.movement);
    if (distance(p, me.at) < kShortestMove) continue;
    moved->assign(men.begin(), men.end());
    (*moved)[at(i)].base.centre = p;
    const LosResult seen = s.sight->look(*moved, foe, i);
    const int cover = seen.visible ? seen.cover : 99;
    if (cover > best_cover) {
      best_cover = cover;
      best = p;
    }
  }
  return best;
}

void offer(const RencounterState& s, std::vector<Action>& out, const Action& a) {
  if (check_figure_action(s, a, false).ok) add_unique(out, a);
}

}  // namespace

void add_order_candidates(const RencounterState& s, std::vector<Action>& out) {
  const int unit = s.active_unit();
  const auto u16 = static_cast<int16_t>(unit);
  out.push_back({ActionKind::kOrder, -1, -1, u16, static_cast<int32_t>(Order::kIndividual), {}});
  const Borrowed<std::vector<int16_t>> men;
  linked_men(s, unit, *men);
  if (men->empty()) return;
  const int leader = men->front();
  const GatheredSightings sight(s);
  const int foe = nearest_enemy(s, sight, leader, false);
  const Borrowed<std::vector<Vec2>> spots;
  destinations(s, leader, allowance(s, leader, MoveMode::kWalk), foe, *spots);
  for (Vec2 p : *spots) {
    // Follow Me and Follow Him ask the same of the leader's move: judge once.
    if (!order_allowed(s, Order::kFollowMe, -1, p, *men)) continue;
    for (const Order o : {Order::kFollowMe, Order::kFollowHim}) {
      add_unique(out, {ActionKind::kOrder, -1, -1, u16, static_cast<int32_t>(o), p});
    }
  }
  // Follow in Column behind each friendly unit still to move (leadership.h).
  for (int other = 0; other < static_cast<int>(s.units.size()); ++other) {
    const int lead = s.units[at(other)].first;
    if (other != unit && column_allowed(s, lead)) {
      out.push_back({ActionKind::kOrder,
                     -1,
                     static_cast<int16_t>(lead),
                     u16,
                     static_cast<int32_t>(Order::kFollowInColumn),
                     {}});
    }
  }
  const int n = static_cast<int>(s.figures().size());
  const double reach = charge_allowance(s, leader) + kChargeSlack;
  const Borrowed<std::vector<int16_t>> foes;
  foes->clear();
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, leader, j) || !targetable(s, j)) continue;
    foes->push_back(static_cast<int16_t>(j));
    if (gap(s, leader, j) <= reach &&
        order_allowed(s, Order::kFormedCharge, j, std::nullopt, *men)) {
      out.push_back({ActionKind::kOrder,
                     -1,
                     static_cast<int16_t>(j),
                     u16,
                     static_cast<int32_t>(Order::kFormedCharge),
                     {}});
    }
  }
  // Volleys at a few of the nearest enemies the unit can fire on, nearest
  // first: a list to choose from, not every man on the table (any other
  // target may still be named and is judged by check). A unit in melee
  // fires no volley.
  if (unit_in_melee(s, unit)) return;
  std::sort(foes->begin(), foes->end(), [&](int16_t a, int16_t b) {
    const double ga = gap(s, leader, a), gb = gap(s, leader, b);
    return ga != gb ? ga < gb : a < b;
  });
  int volleys = 0;
  for (size_t k = 0; k < foes->size() && k < kVolleyLooks; ++k) {
    const int16_t t = (*foes)[k];
    if (volleys == kVolleyTargets) break;
    if (volley_allowed(s, *men, t, sight)) {
      out.push_back({ActionKind::kOrder, -1, t, u16, static_cast<int32_t>(Order::kVolleyFire), {}});
      ++volleys;
    }
  }
}

void add_figure_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  if (offered_as_rider(s, i)) return add_rider_candidates(s, i, out);  // rider_candidates.h
  const auto me = static_cast<int16_t>(i);
  const Figure& f = s.figures()[at(i)];
  const ManRecord& m = s.men[at(i)];
  out.push_back({ActionKind::kPass, me, -1, -1, 0, {}});
  add_mount_candidate(s, i, out);  // rider_candidates.h: back on his horse
  const int n = static_cast<int>(s.figures().size());
  const GatheredSightings sight(s);
  // Strike whoever he is fighting.
  for (int j = 0; j < n; ++j) {
    if (is_enemy(s, i, j) && targetable(s, j) && in_contact(s, i, j)) {
      offer(s, out, {ActionKind::kMelee, me, static_cast<int16_t>(j), -1, 0, {}});
    }
  }
  // Shots, and the enemies he can see.
  int nearest_seen = -1;
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j)) continue;
    if (m.loaded()) offer(s, out, {ActionKind::kShoot, me, static_cast<int16_t>(j), -1, 0, {}});
    if (nearest_seen < 0 || gap(s, i, j) < gap(s, i, nearest_seen)) {
      if (look(s, sight, i, j).visible) nearest_seen = j;
    }
  }
  const int foe = nearest_seen >= 0 ? nearest_seen : nearest_enemy(s, sight, i, false);
  // Moves: walking on his feet, crawling when prone.
  const MoveMode mode = f.posture == Posture::kProne ? MoveMode::kCrawl : MoveMode::kWalk;
  const double inches = allowance(s, i, mode);
  const Borrowed<std::vector<Vec2>> spots;
  if (inches > 0) {
    destinations(s, i, inches, foe, *spots);
    for (Vec2 p : *spots)
      offer(s, out, {ActionKind::kMove, me, -1, -1, static_cast<int32_t>(mode), p});
    if (const auto hide = cover_point(s, sight, i, foe, inches)) {
      offer(s, out, {ActionKind::kMove, me, -1, -1, static_cast<int32_t>(mode), *hide});
    }
  }
  if (foe >= 0 && mode == MoveMode::kWalk && may_run(s, i)) {
    const double run = allowance(s, i, MoveMode::kRun);
    const Vec2 foe_at = s.figures()[at(foe)].at;
    const double room = std::max(0.0, distance(f.at, foe_at) - 2.5);
    const Vec2 p =
        farthest_reachable(s.battlefield(), s.figures(), i,
                           step_toward(f.at, foe_at, std::min(run, room)), run, s.config.movement);
    if (distance(p, f.at) >= kShortestMove) {
      offer(s, out, {ActionKind::kMove, me, -1, -1, static_cast<int32_t>(MoveMode::kRun), p});
    }
  }
  if (nearest_seen >= 0 && m.loaded()) {
    const auto t = static_cast<int16_t>(nearest_seen);
    offer(s, out, {ActionKind::kSpecial, me, t, -1, kSpecialAim, {}});
    if (mode == MoveMode::kWalk && !engaged(s, i)) {
      const double half = inches / 2;
      const Vec2 p = farthest_reachable(s.battlefield(), s.figures(), i,
                                        step_toward(f.at, s.figures()[at(t)].at, half), half,
                                        s.config.movement);
      if (distance(p, f.at) >= kShortestMove) offer(s, out, {ActionKind::kShoot, me, t, -1, 0, p});
    }
  }
  if (m.missile >= 0 && !m.loaded()) offer(s, out, {ActionKind::kReload, me, -1, -1, 0, {}});
  for (Posture p : {Posture::kStanding, Posture::kKneeling, Posture::kProne}) {
    if (p != f.posture) {
      offer(s, out, {ActionKind::kChangePosture, me, -1, -1, static_cast<int32_t>(p), {}});
    }
  }
  const double reach = charge_allowance(s, i);
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j) || in_contact(s, i, j)) continue;
    if (gap(s, i, j) > reach + kChargeSlack) continue;
    offer(s, out, {ActionKind::kCharge, me, static_cast<int16_t>(j), -1, 0, {}});
  }
  add_direct_order_candidates(s, i, out);  // a leader's direct order (leadership.h)
}

}  // namespace skirmish::rencounter
