// The search tree of one MCTS lane (mcts.h): nodes in a flat pool, linked
// as first child / next sibling, so growing the tree never moves a node's
// children and a node needs no vector of its own.
#pragma once

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
  double value_sum = 0;      // values seen through here, from mover's side
  double value_squares = 0;  // their squares, for the confidence interval

  double mean() const { return visits > 0 ? value_sum / visits : 0; }
};

static_assert(sizeof(MctsNode) <= 128, "MCTS nodes must stay small (issue: <= 128 bytes)");

class MctsTree {
 public:
  void reset(size_t expected_nodes, int root_decider) {
    nodes_.clear();
    nodes_.reserve(expected_nodes);
    MctsNode root;
    root.decider = static_cast<int8_t>(root_decider);
    nodes_.push_back(root);
  }

  MctsNode& at(int32_t i) { return nodes_[static_cast<size_t>(i)]; }
  const MctsNode& at(int32_t i) const { return nodes_[static_cast<size_t>(i)]; }
  size_t size() const { return nodes_.size(); }

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
};

}  // namespace skirmish::ai
