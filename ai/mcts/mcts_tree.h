// The search tree of one MCTS lane (mcts.h): nodes in a flat pool, linked
// as first child / next sibling, so growing the tree never moves a node's
// children and a node needs no vector of its own. A node's prior (one
// quantized probability per action, best first) lives in a second flat
// pool beside the nodes, written once when the node is first searched from.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <vector>

#include "engine/rules/action.h"

namespace skirmish::ai {

// A decision reached by one action from its parent. Children are told apart
// by their action and by the side that decides after it (chance may hand
// the next decision to either side: the explicit chance split of mcts.h).
struct MctsNode {
  Action action;              // the choice that led here (none at the root)
  int32_t first_child = -1;   // index in the pool, -1 for none
  int32_t next_sibling = -1;  // index in the pool, -1 for none
  int32_t visits = 0;
  int8_t mover = -1;         // the side that chose `action` (-1 at the root)
  int8_t decider = -1;       // the side that decides here (-1: the game is over)
  uint16_t prior_count = 0;  // actions in this node's prior (0: none asked yet)
  double value_sum = 0;      // values seen through here, from mover's side
  double value_squares = 0;  // their squares, for the confidence interval
  int32_t prior_first = -1;  // where this node's prior starts in the tree's prior pool

  double mean() const { return visits > 0 ? value_sum / visits : 0; }
};

// One action of a node's prior. Kept by action, not by place, because in an
// open-loop tree the same node may be reached in states whose lists differ
// (a man shot dead on one visit is no target on the next); `place` is
// where the action stood in the list the prior was made from, tried first.
struct PriorShare {
  Action action;
  uint16_t weight = 0;  // the probability, in 1/65535ths
  uint16_t place = 0;   // its index in the legal list the prior was made from

  static constexpr double kScale = 65535.0;
  double probability() const { return weight / kScale; }
};

static_assert(sizeof(MctsNode) <= 128, "MCTS nodes must stay small (issue: <= 128 bytes)");

class MctsTree {
 public:
  // Empties the tree to its root; `expected_shares` is room for the priors
  // (0 when the search has none).
  void reset(size_t expected_nodes, int root_decider, size_t expected_shares = 0) {
    nodes_.clear();
    nodes_.reserve(expected_nodes);
    priors_.clear();
    priors_.reserve(expected_shares);
    MctsNode root;
    root.decider = static_cast<int8_t>(root_decider);
    nodes_.push_back(root);
  }

  MctsNode& at(int32_t i) { return nodes_[static_cast<size_t>(i)]; }
  const MctsNode& at(int32_t i) const { return nodes_[static_cast<size_t>(i)]; }
  size_t size() const { return nodes_.size(); }

  // The prior of `node`, best first (empty until set_prior).
  const PriorShare* prior_begin(int32_t node) const {
    return priors_.data() + std::max(0, at(node).prior_first);
  }
  const PriorShare* prior_end(int32_t node) const {
    return prior_begin(node) + at(node).prior_count;
  }

  // Gives `node` the prior `p` over `legal` (same order), best first; ties
  // keep the list's order. At most 65535 actions are kept.
  void set_prior(int32_t node, const std::vector<Action>& legal, const std::vector<double>& p) {
    const size_t n = std::min<size_t>(legal.size(), 65535);
    const auto first = priors_.size();
    for (size_t i = 0; i < n; ++i) {
      PriorShare share;
      share.action = legal[i];
      const double q = std::clamp(p[i], 0.0, 1.0);
      share.weight = static_cast<uint16_t>(std::lround(q * PriorShare::kScale));
      share.place = static_cast<uint16_t>(i);
      priors_.push_back(share);
    }
    std::sort(priors_.begin() + static_cast<std::ptrdiff_t>(first), priors_.end(),
              [](const PriorShare& a, const PriorShare& b) {
                if (a.weight != b.weight) return a.weight > b.weight;
                return a.place < b.place;
              });
    at(node).prior_first = static_cast<int32_t>(first);
    at(node).prior_count = static_cast<uint16_t>(n);
  }

  // The child of `parent` reached by `action` with `decider` to decide next,
  // or -1.
  int32_t find_child(int32_t parent, const Action& action, int decider) const {
    for (int32_t c = at(parent).first_child; c >= 0; c = at(c).next_sibling) {
      if (at(c).decider == decider && at(c).action == action) return c;
    }
    return -1;
  }

  // Adds that child (pushed at the front of the sibling list).
  int32_t add_child(int32_t parent, const Action& action, int mover, int decider) {
    MctsNode child;
    child.action = action;
    child.mover = static_cast<int8_t>(mover);
    child.decider = static_cast<int8_t>(decider);
    child.next_sibling = at(parent).first_child;
    const auto index = static_cast<int32_t>(nodes_.size());
    nodes_.push_back(child);
    at(parent).first_child = index;
    return index;
  }

 private:
  std::vector<MctsNode> nodes_;
  std::vector<PriorShare> priors_;
};

}  // namespace skirmish::ai
