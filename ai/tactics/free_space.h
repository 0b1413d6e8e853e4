// The table's free space as a graph, for finding where a man can walk and
// how much of his move it costs (DESIGN / Libraries: Boost.Graph for the
// movement graphs over terrain).
//
// Nodes stand on a square grid every kGridInches, at the centres of the
// grid's cells (so none lies on the table's edge); each is joined to its 16
// neighbours (the 8 around it and the 8 a knight's move away), which keeps a
// path within about 3% of the straight line's length in open ground. An
// edge is missing where something no man may pass lies on it: a building's
// wall other than at a door (a barred door is wall until broken open), a
// tree trunk (kept kClearanceInches clear, the half-width of a man's base),
// an impassable area or line, a piece afire (a building, doors and all, or
// a wall). An edge's weight is the inches of allowance its straight
// line costs: each inch inside bad going costs 1 / move_fraction
// (engine/core/terrain.h), a road makes it 1, and crossing a wall, hedge
// or fence adds crossing_inches(going).
//
// Terrain never changes in a game, so the graph is built once per
// Battlefield and per table as a game has left it (TableAsItStands: the
// rule set's pricing of lines, the barred doors broken open, the pieces
// afire; engine/rules/table_changes.h), and shared read-only
// (free_space_for); a graph costs some 3-7 ms to build (docs/benchmarks.md,
// "The planners' ways"). Hill contours are left to the rule set
// (Rules::check judges every real move). Gaps knocked in lines (Breaches)
// are not in the graph: their places are as many as the shots that make
// them, and a graph each would cost a search dearly.
#pragma once

#include <boost/graph/compressed_sparse_row_graph.hpp>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/core/terrain.h"

namespace skirmish::ai {

// Inches between neighbouring nodes: a man's base is about an inch across,
// so no gap he could pass is much narrower than a cell.
inline constexpr double kGridInches = 1.0;
// Inches a path keeps from a tree trunk: half a typical 1" base.
inline constexpr double kClearanceInches = 0.5;

// Inches of allowance a crossing of a wall, hedge or fence of this going
// costs the planner's paths: 1", 2", 3" for light, medium and heavy (the
// usual skirmish costs; a yardstick for planning, not a rule: the rule set
// prices every real move). Impassable: never crossed (infinity).
double crossing_inches(Going g);

// What a game has made of the table, as the planners' paths heed it. Each
// span may be left empty: nothing of that kind.
struct TableAsItStands {
  // Per feature, inches a crossing of the line costs as the rule set prices
  // it (Rules::line_crossings), negative (or left out) where the feature's
  // going decides.
  std::span<const double> crossings = {};
  // Per barred door (numbered by barred_door_number): broken open, passed
  // as any door.
  BrokenDoors broken = {};
  // Per feature: afire, so impassable (Rules::table_changes).
  std::span<const uint8_t> burning = {};
};

// Edge property of the graph: inches of allowance to go along it.
struct EdgeInches {
  double inches = 0;
};

class FreeSpace {
 public:
  using Graph = boost::compressed_sparse_row_graph<boost::directedS, boost::no_property, EdgeInches,
                                                   boost::no_property, uint32_t, uint32_t>;

  // Builds the graph of `field` as `table` stands (every edge's cost is
  // worked out here).
  explicit FreeSpace(const Battlefield& field, TableAsItStands table = {},
                     double step = kGridInches);

  const Battlefield& field() const { return *field_; }
  const Graph& graph() const { return graph_; }
  double step() const { return step_; }
  int columns() const { return columns_; }
  int rows() const { return rows_; }
  std::size_t nodes() const { return static_cast<std::size_t>(columns_) * rows_; }

  // The table point of node `n`.
  Vec2 point(std::size_t n) const;
  // The node whose cell holds `p` (clamped onto the table).
  std::size_t node_at(Vec2 p) const;
  // The nodes of the cells around `p` (those within about 1.5 steps), for
  // joining an arbitrary point to the graph; appended to `out`.
  void nodes_around(Vec2 p, std::vector<uint32_t>& out) const;

  // Inches of allowance the straight line from `a` to `b` costs, or +inf
  // when something impassable lies on it (as the graph's edges are priced).
  double segment_inches(Vec2 a, Vec2 b) const;

 private:
  struct Line {
    const TerrainFeature* feature;
    double crossing;  // inches a crossing costs; +inf when impassable
  };
  struct Area {
    const TerrainFeature* feature;
    double per_inch;  // 1 / move_fraction
  };
  struct Walled {
    const TerrainFeature* feature;
    int index;  // in Battlefield::features, for its barred doors' numbers
  };
  double going_per_inch(Vec2 p) const;
  bool on_road(Vec2 p) const;
  bool walls_block(Vec2 a, Vec2 b) const;
  bool in_doorway(const Walled& w, Vec2 p) const;
  bool afire(int feature) const;

  const Battlefield* field_;
  double step_;
  int columns_ = 0;
  int rows_ = 0;
  std::vector<const TerrainFeature*> trees_;
  std::vector<Walled> walled_;    // buildings and impassable areas
  std::vector<uint8_t> broken_;   // barred doors broken open
  std::vector<uint8_t> burning_;  // per feature, afire
  std::vector<Line> lines_;       // walls, hedges, fences, line streams
  std::vector<Area> areas_;       // going areas and wide streams
  std::vector<const TerrainFeature*> roads_;
  Graph graph_;
};

// The free space of `field` as `table` stands, built on first asking and
// shared by every later caller (and thread) while the battlefield lives.
// Flags all clear are the same graph as no flags (no door broken, nothing
// afire).
std::shared_ptr<const FreeSpace> free_space_for(const std::shared_ptr<const Battlefield>& field,
                                                TableAsItStands table = {});

}  // namespace skirmish::ai
