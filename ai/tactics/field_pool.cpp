#include "ai/tactics/field_pool.h"

#include <utility>

namespace skirmish::ai {

namespace {

bool is_field(const DistanceField& f, const FreeSpace* space, Vec2 from, double bound) {
  // Exactly the same origin and bound: a field a hair off is another field.
  return f.is_over(space) && f.origin().x == from.x && f.origin().y == from.y && f.bound() == bound;
}

}  // namespace

FieldPool::FieldPool() : kept_(kKept) {}

void FieldPool::compute(DistanceField& field, const std::shared_ptr<const FreeSpace>& space,
                        Vec2 from, double bound) {
  if (space != space_) {
    // Fields over another space are forgotten, the one in hand too: that
    // space may be gone, and a new one may stand at its address.
    for (DistanceField& f : kept_) f.forget();
    field.forget();
    space_ = space;
  }
  const FreeSpace* over = space_.get();
  if (is_field(field, over, from, bound)) {
    ++reused_;
    return;
  }
  for (DistanceField& f : kept_) {
    if (!is_field(f, over, from, bound)) continue;
    std::swap(field, f);
    ++reused_;
    return;
  }
  std::swap(field, kept_[oldest_]);
  oldest_ = (oldest_ + 1) % kept_.size();
  field.compute(*over, from, bound);
  ++computed_;
}

}  // namespace skirmish::ai
