#include "ai/tactics/screened_counts.h"

#include <bit>

namespace skirmish::ai {

namespace {

// Spots told apart by their bits (0 and -0 too), so that an answer is kept
// only for the very same inputs.
bool same_spot(Vec2 a, Vec2 b) {
  return std::bit_cast<uint64_t>(a.x) == std::bit_cast<uint64_t>(b.x) &&
         std::bit_cast<uint64_t>(a.y) == std::bit_cast<uint64_t>(b.y);
}

}  // namespace

bool ScreenedCounts::begin(const std::shared_ptr<const FreeSpace>& space,
                           std::span<const int> figures, std::span<const Vec2> at,
                           std::size_t men) {
  enemies_ = 0;
  if (men > kMost) return false;
  if (space != space_ || tested_at_.size() != men) {
    space_ = space;
    nodes_.assign(space_->nodes(), Node{});
    tested_at_.assign(men, Vec2{});
    has_spot_.assign(men, 0);
  }
  for (std::size_t k = 0; k < figures.size(); ++k) {
    const auto i = static_cast<std::size_t>(figures[k]);
    const uint64_t bit = uint64_t{1} << i;
    enemies_ |= bit;
    if (has_spot_[i] && same_spot(tested_at_[i], at[k])) continue;
    // Moved (or never tested): no node's answer for him stands.
    for (Node& n : nodes_) n.tested &= ~bit;
    tested_at_[i] = at[k];
    has_spot_[i] = 1;
  }
  return true;
}

}  // namespace skirmish::ai
