// The scenario's objectives as places a side makes for, and the inches of
// allowance from anywhere on the table to each objective's area by the free
// space (free_space.h): the way round the Chapel's walls, not through them.
//
// Objectives are read as the utility planner reads them (UnitSpec leaders,
// an objective naming no side is every side's): hold, reach and exit
// objectives are areas; a kill objective is the enemy figure it names.
// The fields from the areas are worked out once per scenario and shared.
#pragma once

#include <memory>
#include <vector>

#include "ai/tactics/free_space.h"
#include "engine/rules/game_state.h"
#include "engine/rules/rules.h"
#include "engine/scenario/scenario.h"

namespace skirmish::ai {

// What each side makes for, and each unit's leader, for one scenario.
struct ObjectiveTargets {
  struct Target {
    int objective = -1;  // index in Scenario::objectives
    Circle area;         // hold, reach, exit
    int figure = -1;     // kill: the enemy figure (else -1)
  };
  std::vector<int> unit_leader;              // by Figure::unit; -1 for an empty unit
  std::vector<std::vector<Target>> by_side;  // what each side makes for

  explicit ObjectiveTargets(const Scenario& s);
};

// The objective targets of a scenario with the inches of allowance from
// every node of its free space to each area objective (unbounded fields).
class ObjectivePaths {
 public:
  ObjectivePaths(const Scenario& scenario, std::shared_ptr<const FreeSpace> space);

  const ObjectiveTargets& targets() const { return targets_; }
  const FreeSpace& space() const { return *space_; }
  const std::shared_ptr<const FreeSpace>& space_ptr() const { return space_; }
  // Inches of allowance from `at` to the area of objective `objective` (0
  // inside it), by the free space: the best of the four nodes round `at`
  // and the straight step to it (a lookup, no search); never less than the
  // straight inches to its edge, and those when the graph finds no way (a
  // point hemmed in by trunks) or for an objective with no area.
  double inches_to(int objective, Vec2 at) const;
  // Whether the free space knows a way from `at` to the area of objective
  // `objective` (or he stands in it, or it has no area): false where
  // inches_to falls back on the straight line, as for a man outside a
  // building whose every door is barred.
  bool has_way(int objective, Vec2 at) const;
  // The same from node `n` of the free space (+inf if none is known).
  double node_inches(int objective, std::size_t n) const;

 private:
  // The best way from `at` by one of the four nodes round it (+inf if none
  // of them has one).
  double by_nodes(const std::vector<double>& field, Vec2 at) const;

  ObjectiveTargets targets_;
  const Scenario* scenario_;
  std::shared_ptr<const FreeSpace> space_;
  std::vector<std::vector<double>> fields_;  // by objective; empty for a kill objective
};

// The paths of the scenario `view` is a game of, its lines priced as
// `rules` prices them (Rules::line_crossings) and the barred doors the game
// has broken open (Rules::table_changes) passable, built on first asking
// and shared by every later caller while the scenario lives.
std::shared_ptr<const ObjectivePaths> objective_paths_for(const Rules& rules,
                                                          const GameState& view);
// The same with barred door `door` (barred_door_number) broken open too:
// the ways an action that breaks it would open (Forecast::breaks_door).
std::shared_ptr<const ObjectivePaths> objective_paths_for(const Rules& rules, const GameState& view,
                                                          int door);

// Inches of allowance a man at `at` has to go to reach the area of
// objective `objective` of view's scenario (0 inside it), round what
// stands in the way: the path counterpart of the straight
// max(0, distance(at, area.centre) - area.radius).
double objective_path_inches(const Rules& rules, const GameState& view, int objective, Vec2 at);

}  // namespace skirmish::ai
