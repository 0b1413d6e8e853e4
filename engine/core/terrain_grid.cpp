#include "engine/core/terrain_grid.h"

namespace skirmish {

namespace {

// Cells about as wide as the mean spacing between pieces keep each cell's
// list short without making a sight line cross too many cells. A first
// choice, not yet tuned: tools/bench/bench_los.cpp is where to tune it.
constexpr double kCellsPerPieceSpacing = 1.0;
constexpr double kSmallestCell = 1.0;  // inches
constexpr int kMostCellsPerSide = 512;

}  // namespace

TerrainGrid::TerrainGrid(const SightObstacles& obstacles, double cell_size) {
  const Box& b = obstacles.bounds;
  const double w = std::max(1.0, b.max.x - b.min.x), h = std::max(1.0, b.max.y - b.min.y);
  if (cell_size <= 0) {
    const double n = static_cast<double>(std::max<size_t>(1, obstacles.pieces.size()));
    cell_size = kCellsPerPieceSpacing * std::sqrt(w * h / n);
  }
  cell_size = std::max({cell_size, kSmallestCell, std::max(w, h) / kMostCellsPerSide});
  cell_ = cell_size;
  origin_ = b.min;
  nx_ = static_cast<int>(std::ceil(w / cell_)) + 1;
  ny_ = static_cast<int>(std::ceil(h / cell_)) + 1;

  // Two passes: count each cell's pieces, then fill them in (CSR layout).
  const size_t cells = static_cast<size_t>(nx_) * static_cast<size_t>(ny_);
  starts_.assign(cells + 1, 0);
  auto for_each_cell = [&](const Box& box, auto&& f) {
    const int x0 = std::max(0, column_of(box.min.x)), x1 = std::min(nx_ - 1, column_of(box.max.x));
    const int y0 = std::max(0, row_of(box.min.y)), y1 = std::min(ny_ - 1, row_of(box.max.y));
    for (int cy = y0; cy <= y1; ++cy) {
      for (int cx = x0; cx <= x1; ++cx) {
        f(static_cast<size_t>(cy) * static_cast<size_t>(nx_) + static_cast<size_t>(cx));
      }
    }
  };
  for (const SightPiece& piece : obstacles.pieces) {
    for_each_cell(piece.bounds, [&](size_t c) { ++starts_[c + 1]; });
  }
  for (size_t c = 0; c < cells; ++c) starts_[c + 1] += starts_[c];
  ids_.resize(starts_[cells]);
  std::vector<uint32_t> fill(starts_.begin(), starts_.end() - 1);
  for (uint32_t id = 0; id < obstacles.pieces.size(); ++id) {
    for_each_cell(obstacles.pieces[id].bounds, [&](size_t c) { ids_[fill[c]++] = id; });
  }
}

}  // namespace skirmish
