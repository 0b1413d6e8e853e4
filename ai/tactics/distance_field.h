// Inches of allowance from one point to every node of the free space
// (free_space.h) within a bound, by Dijkstra's shortest paths (Boost's
// breadth-first visit with its d-ary heap): what a man can reach this move,
// and the way round what stands between.
//
// A field keeps its buffers, its heap among them, between computations
// (one per planner, not shared between threads): once warm a search
// allocates nothing. The search never goes past the bound, so a move's
// field visits only the nodes within that many inches of its start.
#pragma once

#include <boost/graph/detail/d_ary_heap.hpp>
#include <boost/graph/properties.hpp>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "ai/tactics/free_space.h"
#include "engine/core/geometry.h"

namespace skirmish::ai {

class DistanceField {
 public:
  // The search's queue: Boost's d-ary heap over node indices, ordered by
  // the field's inches, with each node's place kept in heap_place_.
  using Heap = boost::d_ary_heap_indirect<uint32_t, 4, std::size_t*, double*, std::less<double>>;

  DistanceField();
  ~DistanceField();
  DistanceField(DistanceField&&) noexcept;
  DistanceField& operator=(DistanceField&&) noexcept;

  // Inches from `from` to every node, for the nodes within `bound` inches
  // (the rest are +inf).
  void compute(const FreeSpace& space, Vec2 from, double bound);

  const FreeSpace& space() const { return *space_; }
  // Whether it was worked out over `space` (and not forgotten since).
  bool is_over(const FreeSpace* space) const { return space_ != nullptr && space_ == space; }
  // Forgets its space (field_pool.h: that space may be gone): the field
  // is then empty, as before its first computation.
  void forget() { space_ = nullptr; }
  Vec2 origin() const { return from_; }
  double bound() const { return bound_; }
  // Inches to node `n` (+inf beyond the bound or out of reach).
  double at_node(std::size_t n) const { return inches_[n]; }

  // Inches to the point `p`: straight there when nothing blocks the line,
  // else by the nodes around it; +inf if it cannot be reached within the bound.
  double to(Vec2 p) const;
  // The way to `p`, from the origin to `p` (empty if out of reach): the
  // straight line when that is no dearer than the way by the nodes.
  void path_to(Vec2 p, std::vector<Vec2>& out) const;

 private:
  // The node near `p` by which it is reached cheapest, and the inches; -1 if none.
  int64_t best_entry(Vec2 p, double* inches) const;

  const FreeSpace* space_ = nullptr;
  Vec2 from_;
  double bound_ = 0;
  std::vector<double> inches_;
  std::vector<uint32_t> previous_;
  std::vector<boost::default_color_type> colour_;
  std::vector<std::size_t> heap_place_;
  std::unique_ptr<Heap> heap_;  // made once the node count is known
  std::size_t heap_nodes_ = 0;
  std::vector<uint32_t> seeds_;
  mutable std::vector<uint32_t> around_;
};

// Inches of allowance between two points by the free space of `space`
// (straight when nothing blocks the line), or +inf when no way is found
// within `bound` inches. Computes a field into `scratch`.
double path_inches(const FreeSpace& space, Vec2 from, Vec2 to, double bound,
                   DistanceField& scratch);

}  // namespace skirmish::ai
