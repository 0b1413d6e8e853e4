// The distance fields a destination finder worked out lately, kept to be
// handed out again.
//
// A field hangs on the free space, the point it is from and its bound,
// nothing else (distance_field.h). A search plays line after line from one
// position: the men who have not moved yet stand where they stood on the
// last line, and each decision of every line works out the reach of the
// man to act afresh, a Dijkstra over the free space (some 7% of a line's
// time). The pool keeps the last few fields; a field asked again is
// swapped in, not worked out. The free space is held here, so that no
// other takes its address while fields over it are kept. A kept field is
// the field worked out afresh (tests/ai/destinations_kept_test.cpp).
#pragma once

#include <cstddef>
#include <memory>
#include <vector>

#include "ai/tactics/distance_field.h"
#include "ai/tactics/free_space.h"
#include "engine/core/geometry.h"

namespace skirmish::ai {

class FieldPool {
 public:
  // Fields kept besides the one in hand: a unit's men and the few enemy
  // moves between a man's turns. Each is a few tens of KB.
  static constexpr std::size_t kKept = 16;

  FieldPool();

  // Makes `field` the inches from `from` within `bound` over `space`: the
  // field in hand if it is that already, a kept one swapped in, or the
  // oldest kept one worked out afresh (the field in hand is kept in its
  // place). `field` is always the same one, the finder's.
  void compute(DistanceField& field, const std::shared_ptr<const FreeSpace>& space, Vec2 from,
               double bound);

  // Fields worked out and fields handed out again (for the benchmarks).
  long long computed() const { return computed_; }
  long long reused() const { return reused_; }

 private:
  std::shared_ptr<const FreeSpace> space_;
  std::vector<DistanceField> kept_;
  std::size_t oldest_ = 0;
  long long computed_ = 0;
  long long reused_ = 0;
};

}  // namespace skirmish::ai
