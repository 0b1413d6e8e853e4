// Exhaustive enumeration of every sequence of d6 results a dice procedure
// can ask for, each with its exact weight (1/6 per die), independent of the
// rule set's own odds functions: the odds are checked against this.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <utility>
#include <vector>

#include "engine/core/dice.h"

namespace skirmish::mayhem::testing {

// Plays a fixed prefix of results, then 1s, remembering the whole path.
class PathDice final : public Dice {
 public:
  explicit PathDice(std::vector<int> prefix) : path_(std::move(prefix)) {}
  const std::vector<int>& path() const { return path_; }

 protected:
  int generate(int sides, const RollPurpose&) override {
    if (sides != 6) throw DiceError("PathDice: only d6");
    if (used_ == path_.size()) path_.push_back(1);
    return path_[used_++];
  }
  int generate_card(int, const RollPurpose&) override { throw DiceError("PathDice: no cards"); }

 private:
  std::vector<int> path_;
  std::size_t used_ = 0;
};

// Calls `roll(dice)` once per distinct path of results and `visit(result,
// weight)` with what it returned; the weights sum to 1.
template <class Roll, class Visit>
void for_each_path(Roll roll, Visit visit) {
  std::vector<std::vector<int>> todo{{}};
  while (!todo.empty()) {
    std::vector<int> prefix = std::move(todo.back());
    todo.pop_back();
    PathDice dice(prefix);
    auto result = roll(dice);
    const std::vector<int>& path = dice.path();
    double weight = 1.0;
    for (std::size_t i = 0; i < path.size(); ++i) weight /= 6.0;
    visit(result, weight);
    // Every die this path rolled beyond the prefix could have shown 2..6.
    for (std::size_t i = prefix.size(); i < path.size(); ++i) {
      for (int v = 2; v <= 6; ++v) {
        std::vector<int> next(path.begin(), path.begin() + static_cast<std::ptrdiff_t>(i));
        next.push_back(v);
        todo.push_back(std::move(next));
      }
    }
  }
}

}  // namespace skirmish::mayhem::testing
