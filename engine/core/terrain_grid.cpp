#include "engine/core/terrain_grid.h"

namespace skirmish {

namespace {

// Cells about as wide as the mean spacing between pieces keep each cell's
// list short without making a sight line cross too many cells. Tuned on
// tools/bench/bench_los.cpp at 1000 pieces: cells of 2" to 10" were tried,
// and the mean spacing (about 7.6") was as fast as any (docs/benchmarks.md).
constexpr double kCellsPerPieceSpacing = 1.0;
constexpr double kSmallestCell = 1.0;  // inches
constexpr int kMostCellsPerSide = 512;

}  // namespace

TerrainGrid::TerrainGrid(const SightObstacles& obstacles, double cell_size) {
  std::vector<Box> boxes;
  boxes.reserve(obstacles.pieces.size());
  for (const SightPiece& piece : obstacles.pieces) boxes.push_back(piece.bounds);
  build(boxes, obstacles.bounds, cell_size);
}

TerrainGrid::TerrainGrid(std::span<const Box> boxes, Box bounds, double cell_size) {
  build(boxes, bounds, cell_size);
}

void TerrainGrid::build(std::span<const Box> boxes, Box b, double cell_size) {
  for (const Box& box : boxes) {
    b.extend(box.min);
    b.extend(box.max);
  }
  if (b.min.x > b.max.x) b = Box{{0, 0}, {1, 1}};  // nothing at all
  const double w = std::max(1.0, b.max.x - b.min.x), h = std::max(1.0, b.max.y - b.min.y);
  if (cell_size <= 0) {
    const double n = static_cast<double>(std::max<size_t>(1, boxes.size()));
    cell_size = kCellsPerPieceSpacing * std::sqrt(w * h / n);
  }
  cell_size = std::max({cell_size, kSmallestCell, std::max(w, h) / kMostCellsPerSide});
  cell_ = cell_size;
  per_cell_ = 1 / cell_;
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
  for (const Box& box : boxes) {
    for_each_cell(box, [&](size_t c) { ++starts_[c + 1]; });
  }
  for (size_t c = 0; c < cells; ++c) starts_[c + 1] += starts_[c];
  ids_.resize(starts_[cells]);
  std::vector<uint32_t> fill(starts_.begin(), starts_.end() - 1);
  for (uint32_t id = 0; id < boxes.size(); ++id) {
    for_each_cell(boxes[id], [&](size_t c) { ids_[fill[c]++] = id; });
  }
}

}  // namespace skirmish
