// Which enemies each node of the free space is screened from, as
// into_cover counts them (destinations.cpp), kept from one find to the
// next while what each answer hangs on stays the same.
//
// Whether a node is screened from an enemy hangs on the node's point, the
// enemy's spot and the screening pieces near the point, nothing else. The
// men of a unit act one after another within reach of much the same
// nodes, with the enemy standing still, and each find tested every node of
// his reach against every enemy afresh (the shelter tests were a tenth of
// a unit activation's time, docs/benchmarks.md). Here a node keeps, by
// enemy, which enemies it was tested against and which screen it, with the
// pieces it was tested with; an enemy who has moved since is tested again
// at every node, and a node asked with other pieces is tested afresh. The
// free space is held here, so that no other takes its address while its
// answers are kept. A kept answer is the answer worked out afresh
// (tests/ai/destinations_kept_test.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "ai/tactics/free_space.h"
#include "engine/core/geometry.h"

namespace skirmish::ai {

class ScreenedCounts {
 public:
  // Men and pieces are told by bits of one word: beyond that many the
  // counts are not kept.
  static constexpr std::size_t kMost = 64;

  // What one node keeps: the pieces (by their index among the battlefield's
  // features) it was tested with, the men it was tested against and those
  // of them it is screened from (by figure index).
  struct Node {
    uint64_t pieces = 0;
    uint64_t tested = 0;
    uint64_t screened = 0;
  };

  // Before a find tests any node: forgets what hangs on an enemy (figure
  // `figures[k]` at `at[k]`) whose spot is not the one he was tested at,
  // and everything for another free space. False when the men are too many
  // to keep counts for: every node is then counted afresh.
  bool begin(const std::shared_ptr<const FreeSpace>& space, std::span<const int> figures,
             std::span<const Vec2> at, std::size_t men);
  // Node `n`, tested with `pieces`: emptied if it was tested with others.
  Node& node(uint32_t n, uint64_t pieces) {
    Node& kept = nodes_[n];
    if (kept.pieces != pieces) kept = Node{pieces, 0, 0};
    return kept;
  }
  // The bits of the enemies begin was given.
  uint64_t enemies() const { return enemies_; }

 private:
  std::shared_ptr<const FreeSpace> space_;
  std::vector<Node> nodes_;
  std::vector<Vec2> tested_at_;    // by figure: where he stood when tested
  std::vector<uint8_t> has_spot_;  // by figure: tested_at_ holds his spot
  uint64_t enemies_ = 0;
};

}  // namespace skirmish::ai
