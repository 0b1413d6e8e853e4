// The luck of a line of play: for one side, every roll with a target number
// counted as how much better or worse it came out than its chance
// (succeeded: 1 - p, failed: -p), to the side's credit when one of its men
// (or the side itself) rolled, against it when the enemy did. Summed over a
// line it is a control variate: its expectation is 0 whatever the choices,
// so a line's result less a multiple of it is still a fair measure of the
// choice, and less noisy by as much as the luck explains the result.
#pragma once

#include <algorithm>
#include <vector>

#include "engine/core/events.h"
#include "engine/rules/rules.h"

namespace skirmish::bench {

class LuckSink final : public EventSink {
 public:
  LuckSink() : EventSink(true, false) {}

  // A new line, from `root`, counted for `side`.
  void start(const GameState& root, int side) {
    side_ = side;
    total_ = 0;
    sides_.clear();
    for (const Figure& f : root.figures()) sides_.push_back(f.side);
  }
  double total() const { return total_; }

  void emit(const Event& e) override {
    const RollPurpose& p = e.purpose;
    if (e.kind != EventKind::kDieRoll || p.need == Need::kNone || e.sides < 1) return;
    int roller = p.side;
    if (p.actor >= 0 && static_cast<std::size_t>(p.actor) < sides_.size()) roller = sides_[p.actor];
    if (roller < 0) return;
    const double faces = e.sides;
    const bool at_most = p.need == Need::kAtMost;
    const double chance =
        std::clamp(at_most ? p.needed / faces : (faces - p.needed + 1) / faces, 0.0, 1.0);
    const bool made = at_most ? e.value <= p.needed : e.value >= p.needed;
    total_ += (roller == side_ ? 1.0 : -1.0) * ((made ? 1.0 : 0.0) - chance);
  }

 private:
  int side_ = 0;
  double total_ = 0;
  std::vector<int> sides_;
};

}  // namespace skirmish::bench
