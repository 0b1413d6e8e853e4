#include "engine/rules/rencounter/rencounter_outcome.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/table_exits.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

int side_index(const Scenario& scenario, const std::string& name) {
  const auto& sides = scenario.sides;
  for (size_t k = 0; k < sides.size(); ++k) {
    if (sides[k].name == name) return static_cast<int>(k);
  }
  return -1;
}

int figure_index(const Scenario& scenario, const std::string& name) {
  int i = 0;
  for (const SideSpec& side : scenario.sides) {
    for (const UnitSpec& unit : side.units) {
      for (const FigureSpec& f : unit.figures) {
        if (f.name == name) return i;
        ++i;
      }
    }
  }
  return -1;
}

bool inside(const Figure& f, const Circle& area) {
  return distance(f.at, area.centre) <= area.radius;
}

// Healthy, or gone off the table by an exit objective (table_exits.h): a
// man who got through still counts toward his side's strength.
bool counts_as_strength(const RencounterState& s, int i) {
  return healthy(s, i) || s.men[at(i)].kit.exited;
}

}  // namespace

std::shared_ptr<const ObjectiveOwners> resolve_objective_owners(const Scenario& scenario) {
  auto owners = std::make_shared<ObjectiveOwners>();
  for (const Objective& o : scenario.objectives) {
    owners->side.push_back(side_index(scenario, o.side));
    owners->figure.push_back(figure_index(scenario, o.figure));
  }
  return owners;
}

int healthy_men(const RencounterState& s, int side) {
  int n = 0;
  for (int i = 0; i < static_cast<int>(s.figures().size()); ++i) {
    n += (s.figures()[at(i)].side == side && counts_as_strength(s, i)) ? 1 : 0;
  }
  return n;
}

// How many of a side's `units` must be weakened to half strength for it to
// break, by the unit_break option (000 / Victory).
int weak_units_that_break(const RencounterState& s, int units) {
  switch (s.config.unit_break) {
    case RencounterConfig::UnitBreak::kAllUnits:
      return units;
    case RencounterConfig::UnitBreak::kAllButOne:
      return std::max(1, units - 1);
    case RencounterConfig::UnitBreak::kHalfTheUnits:
      return (units + 1) / 2;
  }
  return units;
}

bool side_broken(const RencounterState& s, int side) {
  const int start = s.side_start[at(side)];
  if (start == 0) return false;
  if (healthy_men(s, side) < s.config.break_fraction * start) return true;
  int units = 0, weak = 0;
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    const UnitRecord& r = s.units[at(u)];
    if (r.side != side) continue;
    ++units;
    int fit_men = 0;
    for (int i = r.first; i < r.first + r.size; ++i) fit_men += counts_as_strength(s, i) ? 1 : 0;
    weak += (2 * fit_men <= r.size) ? 1 : 0;  // not "more than half its men healthy"
  }
  return weak >= weak_units_that_break(s, units);
}

// Whether any side has broken, as side_broken asks it side by side, but
// with the men counted in one pass and the units in one (as break_counts.h
// counts them), on the stack: every decision asks it (next_decision), and
// every action settled, where going over the men side by side was a few
// percent of a planner's time. A table too large for the stack is asked
// side by side.
bool battle_decided(const RencounterState& s) {
  constexpr size_t kMostMen = 128;
  constexpr size_t kMostSides = 8;
  const size_t n = s.figures().size(), sides = s.side_start.size();
  if (n > kMostMen || sides > kMostSides) {
    for (int side = 0; side < static_cast<int>(sides); ++side) {
      if (side_broken(s, side)) return true;
    }
    return false;
  }
  std::array<uint8_t, kMostMen> strong;
  std::array<int, kMostSides> healthy{}, units{}, weak{};
  for (size_t i = 0; i < n; ++i) {
    strong[i] = counts_as_strength(s, static_cast<int>(i)) ? 1 : 0;
    const auto side = static_cast<size_t>(s.figures()[i].side);
    if (side < sides) healthy[side] += strong[i];
  }
  for (const UnitRecord& r : s.units) {
    const auto side = static_cast<size_t>(r.side);
    if (side >= sides) continue;
    int fit_men = 0;
    for (int i = r.first; i < r.first + r.size; ++i) fit_men += strong[at(i)];
    ++units[side];
    weak[side] += (2 * fit_men <= r.size) ? 1 : 0;  // not "more than half its men healthy"
  }
  for (size_t side = 0; side < sides; ++side) {
    const int start = s.side_start[side];
    if (start == 0) continue;
    if (healthy[side] < s.config.break_fraction * start) return true;
    if (weak[side] >= weak_units_that_break(s, units[side])) return true;
  }
  return false;
}

void note_objectives_reached(RencounterState& s) {
  const auto& objectives = s.scenario().objectives;
  for (size_t k = 0; k < objectives.size(); ++k) {
    const Objective& o = objectives[k];
    // Rencounter has no search rule: a search objective is a reach objective.
    if ((o.kind != ObjectiveKind::kReach && o.kind != ObjectiveKind::kSearch) || s.reached[k]) {
      continue;
    }
    const int side = s.owners->side[k];
    for (int i = 0; i < static_cast<int>(s.figures().size()); ++i) {
      const Figure& f = s.figures()[at(i)];
      if (f.side == side && fit(s, i) && inside(f, o.area)) s.reached[k] = 1;
    }
  }
}

int reach_points_taken(const RencounterState& s, int side, std::span<const ForecastMove> moves) {
  const auto& objectives = s.scenario().objectives;
  int points = 0;
  for (size_t k = 0; k < objectives.size(); ++k) {
    const Objective& o = objectives[k];
    const bool reach = o.kind == ObjectiveKind::kReach || o.kind == ObjectiveKind::kSearch;
    if (!reach || s.reached[k] || s.owners->side[k] != side) continue;
    for (const ForecastMove& m : moves) {
      if (distance(m.to, o.area.centre) <= o.area.radius) {
        points += o.points;
        break;
      }
    }
  }
  return points;
}

int objective_points_now(const RencounterState& s, size_t k) {
  const Objective& o = s.scenario().objectives[k];
  const int side = s.owners->side[k];
  if (side < 0) return 0;
  switch (o.kind) {
    case ObjectiveKind::kHold: {
      bool ours = false, theirs = false;
      for (int i = 0; i < static_cast<int>(s.figures().size()); ++i) {
        const Figure& f = s.figures()[at(i)];
        if (!inside(f, o.area)) continue;
        if (f.side == side && healthy(s, i)) ours = true;
        if (f.side != side && fit(s, i)) theirs = true;
      }
      return (ours && !theirs) ? o.points : 0;
    }
    case ObjectiveKind::kReach:
    case ObjectiveKind::kSearch:  // no search rule in 000: reached is found
      return s.reached[k] ? o.points : 0;
    case ObjectiveKind::kKill: {
      const int victim = s.owners->figure[k];
      if (victim < 0) return 0;
      const FigureStatus st = s.figures()[at(victim)].status;
      return (st == FigureStatus::kDead || st == FigureStatus::kSurrendered) ? o.points : 0;
    }
    case ObjectiveKind::kExit:
      return exit_objective_points(s, k);  // table_exits.h
  }
  return 0;
}

int objective_points(const RencounterState& s, int side) {
  int points = 0;
  for (size_t k = 0; k < s.scenario().objectives.size(); ++k) {
    if (s.owners->side[k] == side) points += objective_points_now(s, k);
  }
  return points;
}

void rencounter_standing(const RencounterState& s, Standing& out) {
  const Scenario& scenario = s.scenario();
  out.reset(static_cast<int>(scenario.sides.size()), static_cast<int>(scenario.objectives.size()));
  out.known = true;
  for (int side = 0; side < static_cast<int>(s.side_start.size()); ++side) {
    out.sides[at(side)].broken = side_broken(s, side);
    out.sides[at(side)].victory_points = objective_points(s, side);
  }
  for (size_t k = 0; k < scenario.objectives.size(); ++k) {
    if (objective_points_now(s, k) > 0) out.objective_scored_by[k] = s.owners->side[k];
    // Option `exit_points: per_man`: each man off by an exit scores again.
    if (scenario.objectives[k].kind == ObjectiveKind::kExit && s.config.exit_points_per_man) {
      out.scores_each_man[k] = 1;
    }
  }
}

Outcome rencounter_outcome(const RencounterState& s) {
  Outcome o;
  const int sides = static_cast<int>(s.side_start.size());
  int broken = 0, standing = -1;
  for (int side = 0; side < sides; ++side) {
    if (side_broken(s, side)) {
      ++broken;
    } else {
      standing = side;
    }
  }
  if (broken > 0) {
    o.over = true;
    if (broken == sides) {
      o.reason = "both sides broke at turn " + std::to_string(s.turn());
      return o;
    }
    if (broken == sides - 1) {
      o.winner = standing;
      o.margin = 1 + std::max(0, objective_points(s, standing) - objective_points(s, 1 - standing));
      o.reason = side_name(s, 1 - standing);
      o.reason.append(" broke at turn ").append(std::to_string(s.turn()));
      return o;
    }
  }
  if (s.phase != Phase::kOver) return o;
  o.over = true;
  const int a = objective_points(s, 0), b = sides > 1 ? objective_points(s, 1) : 0;
  o.margin = std::abs(a - b);
  o.winner = a > b ? 0 : (b > a ? 1 : -1);
  o.reason = s.turn() > s.config.turn_limit ? "turn limit reached" : "nobody left able to fight";
  o.reason.append(": ").append(side_name(s, 0)).append(" ").append(std::to_string(a));
  o.reason.append(" victory points, ")
      .append(side_name(s, 1))
      .append(" ")
      .append(std::to_string(b));
  if (o.winner < 0 && sides == 2 && s.config.level_points_by_losses) {
    // Level on points: the side nearer its breaking point gives way.
    const int lost0 = s.side_start[0] - healthy_men(s, 0);
    const int lost1 = s.side_start[1] - healthy_men(s, 1);
    if (lost0 != lost1) {
      o.winner = lost0 < lost1 ? 0 : 1;
      o.margin = 0.5;
      o.reason.append("; level, so decided on losses: ")
          .append(side_name(s, 0))
          .append(" lost ")
          .append(std::to_string(lost0))
          .append(", ")
          .append(side_name(s, 1))
          .append(" lost ")
          .append(std::to_string(lost1));
    }
  }
  return o;
}

}  // namespace skirmish::rencounter
