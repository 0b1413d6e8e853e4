#include "engine/rules/rencounter/table_exits.h"

#include <algorithm>
#include <cmath>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/foot_moves.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/riding.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// A point this near an edge is on it.
constexpr double kOnEdge = 1e-6;

int side_named(const RencounterState& s, const std::string& name) {
  const auto& sides = s.scenario().sides;
  for (size_t k = 0; k < sides.size(); ++k) {
    if (sides[k].name == name) return static_cast<int>(k);
  }
  return -1;
}

// The inward normal of the table edge `p` lies on, or {0, 0} if none.
Vec2 inward(const Table& t, Vec2 p) {
  if (std::fabs(p.x) <= kOnEdge) return {1, 0};
  if (std::fabs(p.x - t.width) <= kOnEdge) return {-1, 0};
  if (std::fabs(p.y) <= kOnEdge) return {0, 1};
  if (std::fabs(p.y - t.depth) <= kOnEdge) return {0, -1};
  return {0, 0};
}

// The exit objective of man i's side holding `p`, or -1.
int exit_holding(const RencounterState& s, int i, Vec2 p) {
  const auto& objectives = s.scenario().objectives;
  for (size_t k = 0; k < objectives.size(); ++k) {
    const Objective& o = objectives[k];
    if (o.kind != ObjectiveKind::kExit || side_named(s, o.side) != s.figures()[at(i)].side) {
      continue;
    }
    if (distance(p, o.area.centre) <= o.area.radius + kOnEdge) return static_cast<int>(k);
  }
  return -1;
}

// How far he may go to the edge: his run if he may run, else his walk; in
// the saddle, the most his horse may go.
double exit_allowance(const RencounterState& s, int i) {
  if (in_saddle(s, i)) {
    const RideLimits r = ride_limits(s, i, false);
    return speed_band(r.previous_speed, r.top_speed).fastest;
  }
  return std::max(allowance(s, i, MoveMode::kWalk),
                  may_run(s, i) ? allowance(s, i, MoveMode::kRun) : 0.0);
}

// A rider's ride to the edge: "" or why not. The edge ends the ride, so its
// least speed does not bind (RideLimits::ends_in_contact).
std::string exit_ride_refusal(const RencounterState& s, int i, Vec2 to) {
  if (distance(s.figures()[at(i)].at, to) <= 1e-9) return "";
  RideLimits r = ride_limits(s, i, false);
  r.ends_in_contact = true;
  if (ride_allowed(s.battlefield(), s.figures(), i, to, r, s.config.movement)) return "";
  return check_ride(s.battlefield(), s.figures(), i, to, r, s.config.movement).reason;
}

// He is off the table by exit objective `k`.
void step_off(RencounterState& s, int i, int k) {
  s.figures()[at(i)].status = FigureStatus::kOffTable;
  s.men[at(i)].kit.exited = true;
  if (k >= 0 && s.reached[at(k)] < 255) ++s.reached[at(k)];
}

Vec2 flush_point(const RencounterState& s, int i, Vec2 edge_point) {
  return edge_point + inward(s.battlefield().table, edge_point) * s.figures()[at(i)].base_radius;
}

}  // namespace

std::string exit_refusal(const RencounterState& s, const Action& a) {
  const int i = a.actor;
  std::string who = man_name(s, i);
  if (!a.at) return "leaving the table needs the point of the edge he leaves by";
  const Table& t = s.battlefield().table;
  if (!t.contains(*a.at) || length(inward(t, *a.at)) < 0.5) {
    return "that point is not on the table's edge";
  }
  if (exit_holding(s, i, *a.at) < 0) return "that point is not in an exit area of his side";
  if (!fit(s, i) || s.men[at(i)].morale.runs_for_good) return who.append(" is in no state to go");
  const Vec2 to = flush_point(s, i, *a.at);
  if (in_saddle(s, i)) return exit_ride_refusal(s, i, to);
  const double reach = exit_allowance(s, i);
  if (reach <= 0) return who.append(" cannot move");
  if (distance(s.figures()[at(i)].at, to) > 1e-9) {
    const MoveCheck m = check_move(s.battlefield(), s.figures(), i, to, reach, s.config.movement);
    if (!m.ok) return m.reason;
    if (m.cost > allowance(s, i, MoveMode::kWalk) + 1e-9) {
      if (std::string why = turning_refusal(s, i, to); !why.empty()) return why;
    }
  }
  return "";
}

void leave_table(RencounterState& s, const Action& a, EventSink& events) {
  const int i = a.actor;
  Figure& f = s.figures()[at(i)];
  ManRecord& m = s.men[at(i)];
  const Vec2 to = flush_point(s, i, *a.at);
  const double d = distance(f.at, to);
  if (d > 1e-9) {
    const MoveCheck c =
        check_move(s.battlefield(), s.figures(), i, to, exit_allowance(s, i), s.config.movement);
    if (c.cost > allowance(s, i, MoveMode::kWalk) + 1e-9) {
      ++m.runs;  // 000 / Advanced foot movement
      m.exerted = true;
    }
    f.facing = static_cast<float>(bearing(f.at, to));
  }
  f.at = to;
  m.moved = static_cast<float>(d);
  m.aim_half_turns = 0;
  m.aim_target = -1;
  const int k = exit_holding(s, i, *a.at);
  step_off(s, i, k);
  narrate(s, events, f.side, [&] {
    std::string t = man_name(s, i);
    t.append(" goes ").append(inches_text(d)).append(" and leaves the table by ");
    return t.append(s.scenario().objectives[at(k)].name);
  });
}

void ride_off_table(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  const int i = a.actor;
  const Vec2 to = flush_point(s, i, *a.at);
  if (distance(s.figures()[at(i)].at, to) > 1e-9) {
    ride_to(s, i, to, dice, events);  // riding.h: woods, slopes, jumps
    if (!in_saddle(s, i) || distance(s.figures()[at(i)].at, to) > 1e-6) return;  // balked or fell
  }
  const int k = exit_holding(s, i, *a.at);
  step_off(s, i, k);
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    return t.append(" rides off the table by ").append(s.scenario().objectives[at(k)].name);
  });
}

void add_exit_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  const auto& objectives = s.scenario().objectives;
  const Table& t = s.battlefield().table;
  const Vec2 me = s.figures()[at(i)].at;
  const double reach = exit_allowance(s, i);
  for (const Objective& o : objectives) {
    if (o.kind != ObjectiveKind::kExit || side_named(s, o.side) != s.figures()[at(i)].side) {
      continue;
    }
    if (distance(me, o.area.centre) > o.area.radius + reach + 2) continue;
    // The edge nearest the area, and on it the point nearest him inside the area.
    const Vec2 c = o.area.centre;
    const double to_edge[4] = {c.x, t.width - c.x, c.y, t.depth - c.y};
    const int e = static_cast<int>(std::min_element(to_edge, to_edge + 4) - to_edge);
    const double off = to_edge[e];
    if (off > o.area.radius) continue;  // the area does not reach the edge
    const double half = std::sqrt(o.area.radius * o.area.radius - off * off);
    Vec2 p;
    if (e < 2) {
      p = {e == 0 ? 0.0 : t.width, std::clamp(me.y, c.y - half, c.y + half)};
      p.y = std::clamp(p.y, 0.0, t.depth);
    } else {
      p = {std::clamp(me.x, c.x - half, c.x + half), e == 2 ? 0.0 : t.depth};
      p.x = std::clamp(p.x, 0.0, t.width);
    }
    const Action a{ActionKind::kSpecial, static_cast<int16_t>(i), -1, -1, kSpecialExit, p};
    if (exit_refusal(s, a).empty()) out.push_back(a);
    if (!in_saddle(s, i)) continue;
    // A rider turns 45 degrees at most at speed: also the edge straight ahead
    // of him, where it lies in the area.
    const Vec2 ahead = direction_of(s.figures()[at(i)].facing);
    const double along = e < 2 ? ahead.x : ahead.y;
    if (std::fabs(along) < 1e-9) continue;
    const double run = ((e < 2 ? p.x : p.y) - (e < 2 ? me.x : me.y)) / along;
    const Vec2 q = me + ahead * run;
    if (run <= 0 || distance(q, c) > o.area.radius || distance(q, p) < 1e-6) continue;
    const Action straight{ActionKind::kSpecial, static_cast<int16_t>(i), -1, -1, kSpecialExit, q};
    if (exit_refusal(s, straight).empty()) out.push_back(straight);
  }
}

int exit_objective_of(const RencounterState& s, const Action& a) {
  if (a.kind != ActionKind::kSpecial || a.param != kSpecialExit || !a.at || a.actor < 0) return -1;
  return exit_holding(s, a.actor, *a.at);
}

int exit_points_added(const RencounterState& s, int k) {
  if (k < 0) return 0;
  const int points = s.scenario().objectives[at(k)].points;
  return s.config.exit_points_per_man || s.reached[at(k)] == 0 ? points : 0;
}

int exit_objective_points(const RencounterState& s, size_t k) {
  const int men = s.reached[k];
  const int points = s.scenario().objectives[k].points;
  if (men == 0) return 0;
  return s.config.exit_points_per_man ? points * men : points;
}

}  // namespace skirmish::rencounter
