// A uniform grid of square cells over the terrain, each listing the sight
// pieces whose bounding box touches it.
//
// Why a grid and not an R-tree: a sight line is a thin corridor, and walking
// the cells it crosses row by row touches only the few pieces near it, with
// no tree descent and no allocation; tools/bench/bench_los.cpp measures it
// against a Boost.Geometry R-tree (docs/benchmarks.md, "Line of sight").
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/core/sight_obstacles.h"

namespace skirmish {

class TerrainGrid {
 public:
  TerrainGrid() = default;
  // cell_size in inches; 0 picks one from the density of pieces.
  explicit TerrainGrid(const SightObstacles& obstacles, double cell_size = 0);

  double cell_size() const { return cell_; }
  int columns() const { return nx_; }
  int rows() const { return ny_; }

  // Pieces whose box touches the cell holding p (none off the grid).
  std::span<const uint32_t> at(Vec2 p) const {
    const int cx = column_of(p.x), cy = row_of(p.y);
    if (cx < 0 || cy < 0 || cx >= nx_ || cy >= ny_) return {};
    return cell(cx, cy);
  }

  // Calls visit(piece) for every piece listed in a cell within `radius` of
  // the segment a-b. A piece spanning several cells is visited once per
  // cell: the caller removes repeats.
  template <class Visit>
  void for_each_near(Vec2 a, Vec2 b, double radius, Visit&& visit) const {
    const double y_lo = std::min(a.y, b.y) - radius, y_hi = std::max(a.y, b.y) + radius;
    const int row_first = std::max(0, row_of(y_lo)), row_last = std::min(ny_ - 1, row_of(y_hi));
    const Vec2 d = b - a;
    for (int cy = row_first; cy <= row_last; ++cy) {
      // The part of the segment whose y lies within this row, grown by radius.
      const double band_lo = origin_.y + cy * cell_ - radius;
      const double band_hi = band_lo + cell_ + 2 * radius;
      double t0 = 0, t1 = 1;
      if (std::abs(d.y) > 1e-12) {
        const double ta = (band_lo - a.y) / d.y, tb = (band_hi - a.y) / d.y;
        t0 = std::max(0.0, std::min(ta, tb));
        t1 = std::min(1.0, std::max(ta, tb));
        if (t0 > t1) continue;
      }
      const double xa = a.x + d.x * t0, xb = a.x + d.x * t1;
      const int col_first = std::max(0, column_of(std::min(xa, xb) - radius));
      const int col_last = std::min(nx_ - 1, column_of(std::max(xa, xb) + radius));
      for (int cx = col_first; cx <= col_last; ++cx) {
        for (uint32_t id : cell(cx, cy)) visit(id);
      }
    }
  }

 private:
  int column_of(double x) const { return static_cast<int>(std::floor((x - origin_.x) / cell_)); }
  int row_of(double y) const { return static_cast<int>(std::floor((y - origin_.y) / cell_)); }
  std::span<const uint32_t> cell(int cx, int cy) const {
    const size_t c = static_cast<size_t>(cy) * static_cast<size_t>(nx_) + static_cast<size_t>(cx);
    return {ids_.data() + starts_[c], ids_.data() + starts_[c + 1]};
  }

  Vec2 origin_;
  double cell_ = 1;
  int nx_ = 0;
  int ny_ = 0;
  std::vector<uint32_t> starts_;  // per cell, into ids_ (one extra at the end)
  std::vector<uint32_t> ids_;
};

}  // namespace skirmish
