#include "engine/rules/mayhem/mayhem_outcome.h"

#include <cmath>

#include "engine/core/geometry.h"
#include "engine/rules/mayhem/fire_setting.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

bool inside(const Figure& f, const Circle& area) {
  return distance(f.at, area.centre) <= area.radius;
}

int figure_named(const Scenario& scenario, const std::string& name) {
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

std::string side_name(const MayhemState& s, int side) {
  return s.scenario().sides[at(side)].name;
}

}  // namespace

int objective_side(const Scenario& scenario, size_t k) {
  const std::string& name = scenario.objectives[k].side;
  for (size_t side = 0; side < scenario.sides.size(); ++side) {
    if (scenario.sides[side].name == name) return static_cast<int>(side);
  }
  return -1;
}

int strength(const MayhemState& s, int side) {
  int n = 0;
  for (size_t i = 0; i < s.men.size(); ++i) {
    const Figure& f = s.figures()[i];
    if (f.side == side && (f.status == FigureStatus::kFighting || s.men[i].exited)) ++n;
  }
  return n;
}

bool side_broken(const MayhemState& s, int side) {
  const int start = s.side_start[at(side)];
  return start > 0 && strength(s, side) < s.config.break_fraction * start;
}

void note_objectives_reached(MayhemState& s) {
  const auto& objectives = s.scenario().objectives;
  for (size_t k = 0; k < objectives.size(); ++k) {
    if (objectives[k].kind != ObjectiveKind::kReach || s.reached[k]) continue;
    const int side = objective_side(s.scenario(), k);
    for (const Figure& f : s.figures()) {
      if (f.side == side && f.status == FigureStatus::kFighting && inside(f, objectives[k].area)) {
        s.reached[k] = 1;
      }
    }
  }
}

int objective_points_now(const MayhemState& s, size_t k) {
  const Objective& o = s.scenario().objectives[k];
  const int side = objective_side(s.scenario(), k);
  if (side < 0) return 0;
  switch (o.kind) {
    case ObjectiveKind::kHold: {
      // 004 / Fire: a burning building is an impassable area; ours: nobody
      // holds an objective whose centre is in one (fire_setting.h).
      if (in_burning_building(s, o.area.centre)) return 0;
      bool ours = false, theirs = false;
      for (const Figure& f : s.figures()) {
        if (f.status != FigureStatus::kFighting || !inside(f, o.area)) continue;
        (f.side == side ? ours : theirs) = true;
      }
      return ours && !theirs ? o.points : 0;
    }
    case ObjectiveKind::kReach:
      return s.reached[k] ? o.points : 0;
    case ObjectiveKind::kSearch:  // 004 / Search: found by a man's search (search.h)
      return s.found[k] ? o.points : 0;
    case ObjectiveKind::kKill: {
      // Downed by enemy action counts; a man who ran off the table lives.
      const int victim = figure_named(s.scenario(), o.figure);
      return victim >= 0 && s.men[at(victim)].downed ? o.points : 0;
    }
    case ObjectiveKind::kExit: {
      for (size_t i = 0; i < s.men.size(); ++i) {
        if (s.men[i].exited && s.figures()[i].side == side && inside(s.figures()[i], o.area)) {
          return o.points;
        }
      }
      return 0;
    }
  }
  return 0;
}

int objective_points(const MayhemState& s, int side) {
  int points = 0;
  for (size_t k = 0; k < s.scenario().objectives.size(); ++k) {
    if (objective_side(s.scenario(), k) == side) points += objective_points_now(s, k);
  }
  return points;
}

namespace {

// Every side but one at most broken (one or more of them): the game ends.
bool broken_enough(int broken, int sides) {
  return broken > 0 && broken >= sides - 1;
}

int sides_broken(const MayhemState& s) {
  int broken = 0;
  for (int side = 0; side < static_cast<int>(s.side_start.size()); ++side) {
    broken += side_broken(s, side) ? 1 : 0;
  }
  return broken;
}

}  // namespace

bool mayhem_over(const MayhemState& s) {
  return s.step == Step::kOver ||
         broken_enough(sides_broken(s), static_cast<int>(s.side_start.size()));
}

Outcome mayhem_outcome(const MayhemState& s) {
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
  if (broken_enough(broken, sides)) {
    o.over = true;
    if (broken == sides) {
      o.reason = "every side broke at turn " + std::to_string(s.turn());
      return o;
    }
    o.winner = standing;
    o.margin = 1;
    for (int side = 0; side < sides; ++side) {
      if (side == standing) continue;
      if (!o.reason.empty()) o.reason += ", ";
      o.reason += side_name(s, side);
    }
    o.reason += " broke at turn " + std::to_string(s.turn());
    return o;
  }
  if (s.step != Step::kOver) return o;
  o.over = true;
  int best = -1, best_points = -1, second_points = -1;
  o.reason = "turn limit reached:";
  for (int side = 0; side < sides; ++side) {
    const int p = objective_points(s, side);
    o.reason += (side > 0 ? ", " : " ") + side_name(s, side) + " " + std::to_string(p);
    if (p > best_points) {
      second_points = best_points;
      best_points = p;
      best = side;
    } else if (p > second_points) {
      second_points = p;
    }
  }
  o.reason += " victory points";
  if (best_points > second_points) {
    o.winner = best;
    o.margin = best_points - second_points;
  }
  return o;
}

void mayhem_standing(const MayhemState& s, Standing& out) {
  const Scenario& scenario = s.scenario();
  out.reset(static_cast<int>(scenario.sides.size()), static_cast<int>(scenario.objectives.size()));
  out.known = true;
  for (int side = 0; side < static_cast<int>(s.side_start.size()); ++side) {
    out.sides[at(side)].broken = side_broken(s, side);
    out.sides[at(side)].victory_points = objective_points(s, side);
  }
  for (size_t k = 0; k < scenario.objectives.size(); ++k) {
    if (objective_points_now(s, k) > 0) out.objective_scored_by[k] = objective_side(scenario, k);
    // 004 / Fire: a building once afire burns for the rest of the game, and
    // nobody holds ground whose centre is in one (ours, as above).
    const Objective& o = scenario.objectives[k];
    if (o.kind == ObjectiveKind::kHold && in_burning_building(s, o.area.centre)) out.ended[k] = 1;
  }
}

}  // namespace skirmish::mayhem
