#include "engine/core/figure_index.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <nanoflann.hpp>

namespace skirmish {

namespace {

// nanoflann's view of the centres.
struct Cloud {
  const std::vector<Vec2>* points = nullptr;

  size_t kdtree_get_point_count() const { return points->size(); }
  double kdtree_get_pt(uint32_t i, size_t dim) const {
    return dim == 0 ? (*points)[i].x : (*points)[i].y;
  }
  template <class Bbox>
  bool kdtree_get_bbox(Bbox&) const {
    return false;  // let nanoflann compute it
  }
};

using KdTree = nanoflann::KDTreeSingleIndexAdaptor<
    nanoflann::L2_Simple_Adaptor<double, Cloud, double, uint32_t>, Cloud, 2, uint32_t>;

// Small leaves suit the tens to hundreds of men on a table (nanoflann's
// default is 10; not tuned further).
constexpr size_t kLeafSize = 8;

void sort_nearest_first(std::vector<Neighbour>& out) {
  std::sort(out.begin(), out.end(), [](const Neighbour& a, const Neighbour& b) {
    return a.distance != b.distance ? a.distance < b.distance : a.index < b.index;
  });
}

// Scratch for the k-d tree's answers: one per thread, grown, never shrunk.
thread_local std::vector<uint32_t> found_indices;
thread_local std::vector<double> found_squares;
thread_local std::vector<std::pair<uint32_t, double>> found_pairs;

}  // namespace

struct FigureIndex::Tree {
  std::vector<Vec2> points;
  Cloud cloud{&points};
  KdTree kd{2, cloud, nanoflann::KDTreeSingleIndexAdaptorParams(kLeafSize)};

  explicit Tree(std::span<const Vec2> centres) : points(centres.begin(), centres.end()) {
    kd.buildIndex();
  }
};

FigureIndex::FigureIndex() = default;
FigureIndex::FigureIndex(std::span<const Vec2> centres) {
  rebuild(centres);
}
FigureIndex::~FigureIndex() = default;
FigureIndex::FigureIndex(FigureIndex&&) noexcept = default;
FigureIndex& FigureIndex::operator=(FigureIndex&&) noexcept = default;

void FigureIndex::rebuild(std::span<const Vec2> centres) {
  points_.assign(centres.begin(), centres.end());
  tree_ = centres.empty() ? nullptr : std::make_unique<Tree>(centres);
}

size_t FigureIndex::nearest(Vec2 p, size_t k, std::vector<Neighbour>& out) const {
  out.clear();
  if (!tree_ || k == 0) return 0;
  k = std::min(k, points_.size());
  found_indices.resize(k);
  found_squares.resize(k);
  const double query[2] = {p.x, p.y};
  const size_t n = tree_->kd.knnSearch(query, k, found_indices.data(), found_squares.data());
  for (size_t i = 0; i < n; ++i) {
    out.push_back({static_cast<int32_t>(found_indices[i]), std::sqrt(found_squares[i])});
  }
  sort_nearest_first(out);
  return out.size();
}

size_t FigureIndex::nearest_if(Vec2 p, size_t k, const std::function<bool(int32_t)>& keep,
                               std::vector<Neighbour>& out) const {
  out.clear();
  if (!tree_ || k == 0) return 0;
  // Ask for more until k are kept or every point has been seen.
  for (size_t ask = std::min(points_.size(), 2 * k);; ask = std::min(points_.size(), ask * 2)) {
    nearest(p, ask, out);
    std::erase_if(out, [&](const Neighbour& n) { return !keep(n.index); });
    if (out.size() >= k || ask == points_.size()) break;
  }
  if (out.size() > k) out.resize(k);
  return out.size();
}

size_t FigureIndex::within(Vec2 p, double radius, std::vector<Neighbour>& out) const {
  out.clear();
  if (!tree_ || radius < 0) return 0;
  const double query[2] = {p.x, p.y};
  // nanoflann keeps points strictly inside; the next double up makes the
  // radius inclusive, as "within 6 inches" is on the table.
  const double square = std::nextafter(radius * radius, std::numeric_limits<double>::max());
  found_pairs.clear();
  tree_->kd.radiusSearch(query, square, found_pairs, nanoflann::SearchParams(32, 0, false));
  for (const auto& [index, d2] : found_pairs) {
    out.push_back({static_cast<int32_t>(index), std::sqrt(d2)});
  }
  sort_nearest_first(out);
  return out.size();
}

}  // namespace skirmish
