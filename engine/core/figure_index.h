// Where the men are: a k-d tree over figure centres (nanoflann) for the
// questions the planners ask most, "who are the k nearest enemies?" and
// "who is within r inches?" (DESIGN / Libraries: nanoflann for nearest
// enemies and ranges).
//
// Figures move every activation, so the index is rebuilt from the positions
// whenever they change; building one over 200 men takes about 7 microseconds
// (docs/benchmarks.md). Distances are between centres; a rule set measuring
// base edge to base edge subtracts the radii (geometry.h base_distance).
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "engine/core/geometry.h"

namespace skirmish {

struct Neighbour {
  int32_t index = 0;    // into the points the index was built from
  double distance = 0;  // centre to centre, inches
};

class FigureIndex {
 public:
  FigureIndex();
  explicit FigureIndex(std::span<const Vec2> centres);
  ~FigureIndex();
  FigureIndex(FigureIndex&&) noexcept;
  FigureIndex& operator=(FigureIndex&&) noexcept;

  // Replaces the points and rebuilds the tree.
  void rebuild(std::span<const Vec2> centres);
  size_t size() const { return points_.size(); }

  // The up-to-k nearest points to p, nearest first, ties by lower index.
  // Writes into out (cleared) and returns how many it found.
  size_t nearest(Vec2 p, size_t k, std::vector<Neighbour>& out) const;
  // As nearest, keeping only points for which keep(index) is true (e.g. men
  // of the other side who are still fighting); searches wider as needed.
  size_t nearest_if(Vec2 p, size_t k, const std::function<bool(int32_t)>& keep,
                    std::vector<Neighbour>& out) const;
  // Every point within radius of p (inclusive), nearest first, ties by index.
  size_t within(Vec2 p, double radius, std::vector<Neighbour>& out) const;

 private:
  struct Tree;
  std::vector<Vec2> points_;
  std::unique_ptr<Tree> tree_;
};

}  // namespace skirmish
