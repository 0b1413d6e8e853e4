#include "ai/tactics/distance_field.h"

#include <algorithm>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <cmath>
#include <limits>
#include <memory>

namespace skirmish::ai {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr uint32_t kNone = std::numeric_limits<uint32_t>::max();

// The edges a search bounded at `bound` inches may follow: those whose far
// end it reaches within the bound (the near end's inches are final when
// the search looks at its edges).
struct WithinBound {
  const FreeSpace::Graph* graph = nullptr;
  const double* inches = nullptr;
  double bound = 0;
  bool operator()(FreeSpace::Graph::edge_descriptor e) const {
    return inches[source(e, *graph)] + (*graph)[e].inches <= bound;
  }
};

// Dijkstra's relaxation, as the visit meets each edge: a node met for the
// first time gets the inches by this edge; one already queued gets them if
// shorter, and moves up the heap.
struct Relaxer : boost::default_bfs_visitor {
  DistanceField::Heap* heap = nullptr;
  const FreeSpace::Graph* graph = nullptr;
  double* inches = nullptr;
  uint32_t* previous = nullptr;

  template <class Edge, class Graph>
  bool relax(Edge e, const Graph& g) const {
    const uint32_t u = source(e, g), v = target(e, g);
    const double d = inches[u] + (*graph)[e].inches;
    if (!(d < inches[v])) return false;
    inches[v] = d;
    previous[v] = u;
    return true;
  }
  template <class Edge, class Graph>
  void tree_edge(Edge e, const Graph& g) const {
    relax(e, g);
  }
  template <class Edge, class Graph>
  void gray_target(Edge e, const Graph& g) const {
    if (relax(e, g)) heap->update(target(e, g));
  }
};

}  // namespace

DistanceField::DistanceField() = default;
DistanceField::~DistanceField() = default;
DistanceField::DistanceField(DistanceField&&) noexcept = default;
DistanceField& DistanceField::operator=(DistanceField&&) noexcept = default;

void DistanceField::compute(const FreeSpace& space, Vec2 from, double bound) {
  space_ = &space;
  from_ = from;
  bound_ = bound;
  const std::size_t n = space.nodes();
  inches_.assign(n, kInfinity);
  previous_.assign(n, kNone);
  colour_.assign(n, boost::white_color);

  // The search starts from the nodes around the origin, each at the inches
  // its straight line costs.
  seeds_.clear();
  around_.clear();
  space.nodes_around(from, around_);
  for (uint32_t node : around_) {
    const double d = space.segment_inches(from, space.point(node));
    if (d > bound) continue;
    inches_[node] = d;
    previous_[node] = node;  // reached straight from the origin
    seeds_.push_back(node);
  }
  if (seeds_.empty()) return;

  // Dijkstra's search is a breadth-first visit in order of inches, kept in
  // Boost's d-ary heap: boost::dijkstra_shortest_paths_no_init does the
  // same, but makes its heap afresh each time; this one keeps it (emptied
  // by every search, its capacity stays). The visit discovers every
  // neighbour of a node it examines, so the edges that would lead past the
  // bound are filtered out: the search never leaves the nodes within it.
  const FreeSpace::Graph& g = space.graph();
  if (!heap_ || heap_nodes_ != n) {
    heap_place_.assign(n, 0);
    heap_ = std::make_unique<Heap>(inches_.data(), heap_place_.data());
    heap_nodes_ = n;
  }
  const boost::filtered_graph<FreeSpace::Graph, WithinBound> near(
      g, WithinBound{&g, inches_.data(), bound});
  boost::breadth_first_visit(near, seeds_.begin(), seeds_.end(), *heap_,
                             Relaxer{{}, heap_.get(), &g, inches_.data(), previous_.data()},
                             colour_.data());
}

int64_t DistanceField::best_entry(Vec2 p, double* inches) const {
  around_.clear();
  space_->nodes_around(p, around_);
  int64_t best = -1;
  double best_inches = kInfinity;
  for (uint32_t node : around_) {
    if (!std::isfinite(inches_[node])) continue;
    const double d = inches_[node] + space_->segment_inches(space_->point(node), p);
    if (d < best_inches) {
      best_inches = d;
      best = node;
    }
  }
  *inches = best_inches;
  return best;
}

double DistanceField::to(Vec2 p) const {
  if (!space_) return kInfinity;
  // The least of the straight line and the ways by the nodes around p, as
  // best_entry finds them; but a node whose way cannot be cheaper than the
  // best found so far is not priced. Every inch costs at least an inch
  // (FreeSpace::segment_inches adds going and crossings to the length), so
  // the inches to a node plus the length on from it (less kRounding of it,
  // for the rounding in a sum of many pieces) is as cheap as that way can
  // be. The least is a value, the same in whatever order the nodes are
  // met, so leaving out ways that cannot be it changes nothing.
  constexpr double kRounding = 1e-9;
  double best = space_->segment_inches(from_, p);
  around_.clear();
  space_->nodes_around(p, around_);
  for (uint32_t node : around_) {
    const double to_node = inches_[node];
    if (!std::isfinite(to_node)) continue;
    const Vec2 at = space_->point(node);
    if (to_node + distance(at, p) * (1 - kRounding) >= best) continue;
    best = std::min(best, to_node + space_->segment_inches(at, p));
  }
  return best <= bound_ ? best : kInfinity;
}

void DistanceField::path_to(Vec2 p, std::vector<Vec2>& out) const {
  out.clear();
  if (!space_) return;
  double by_nodes = kInfinity;
  int64_t node = best_entry(p, &by_nodes);
  const double straight = space_->segment_inches(from_, p);
  if (std::min(straight, by_nodes) > bound_) return;
  out.push_back(p);
  if (straight > by_nodes) {
    auto n = static_cast<uint32_t>(node);
    while (true) {
      out.push_back(space_->point(n));
      if (previous_[n] == n || previous_[n] == kNone) break;
      n = previous_[n];
    }
  }
  out.push_back(from_);
  std::reverse(out.begin(), out.end());
}

double path_inches(const FreeSpace& space, Vec2 from, Vec2 to, double bound,
                   DistanceField& scratch) {
  scratch.compute(space, from, bound);
  return scratch.to(to);
}

}  // namespace skirmish::ai
