// A uniform grid of square cells over the terrain, each listing the sight
// pieces whose bounding box touches it. The same grid files men by the
// cell holding their centre (SightFigures in los.h).
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
  // Over any boxes (ids are their indices), covering `bounds` and every box;
  // cell_size 0 picks one from the number of boxes.
  TerrainGrid(std::span<const Box> boxes, Box bounds, double cell_size = 0);

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
    // A little wider than asked, so that rounding in the band arithmetic
    // below can never leave out a cell the corridor touches.
    radius += kWalkSlack;
    const double y_lo = std::min(a.y, b.y) - radius, y_hi = std::max(a.y, b.y) + radius;
    const int row_first = std::max(0, row_of(y_lo)), row_last = std::min(ny_ - 1, row_of(y_hi));
    const Vec2 d = b - a;
    const bool slanted = std::abs(d.y) > 1e-12;
    const double per_y = slanted ? 1 / d.y : 0;
    for (int cy = row_first; cy <= row_last; ++cy) {
      // The part of the segment whose y lies within this row, grown by radius.
      const double band_lo = origin_.y + cy * cell_ - radius;
      const double band_hi = band_lo + cell_ + 2 * radius;
      double t0 = 0, t1 = 1;
      if (slanted) {
        const double ta = (band_lo - a.y) * per_y, tb = (band_hi - a.y) * per_y;
        t0 = std::max(0.0, std::min(ta, tb));
        t1 = std::min(1.0, std::max(ta, tb));
        if (t0 > t1) continue;
      }
      const double xa = a.x + d.x * t0, xb = a.x + d.x * t1;
      const int col_first = std::max(0, column_of(std::min(xa, xb) - radius));
      const int col_last = std::min(nx_ - 1, column_of(std::max(xa, xb) + radius));
      if (col_first > col_last) continue;
      // The row's cells are contiguous in ids_: one run from the first
      // cell's start to the last cell's end.
      const size_t row = static_cast<size_t>(cy) * static_cast<size_t>(nx_);
      const uint32_t* id = ids_.data() + starts_[row + static_cast<size_t>(col_first)];
      const uint32_t* end = ids_.data() + starts_[row + static_cast<size_t>(col_last) + 1];
      for (; id != end; ++id) visit(*id);
    }
  }

 private:
  void build(std::span<const Box> boxes, Box bounds, double cell_size);
  // Slack of the corridor walk, inches (see for_each_near).
  static constexpr double kWalkSlack = 1e-6;
  // Cell index of a coordinate: floor without the library call, on the
  // value held within int range (anything beyond is off the grid anyway).
  static int cell_index(double v) {
    v = std::clamp(v, -1e9, 1e9);
    const int i = static_cast<int>(v);
    return i - (v < i);
  }
  int column_of(double x) const { return cell_index((x - origin_.x) * per_cell_); }
  int row_of(double y) const { return cell_index((y - origin_.y) * per_cell_); }
  std::span<const uint32_t> cell(int cx, int cy) const {
    const size_t c = static_cast<size_t>(cy) * static_cast<size_t>(nx_) + static_cast<size_t>(cx);
    return {ids_.data() + starts_[c], ids_.data() + starts_[c + 1]};
  }

  Vec2 origin_;
  double cell_ = 1;
  double per_cell_ = 1;  // 1 / cell_
  int nx_ = 0;
  int ny_ = 0;
  std::vector<uint32_t> starts_;  // per cell, into ids_ (one extra at the end)
  std::vector<uint32_t> ids_;
};

}  // namespace skirmish
