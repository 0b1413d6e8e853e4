// The luck of a line of play: for one side, every roll with a target number
// counted as how much better or worse it came out than its chance
// (succeeded: 1 - p, failed: -p), to the side's credit when one of its men
// (or the side itself) rolled, against it when the enemy did. Summed over a
// line it is a control variate: its expectation is 0 whatever the choices,
// so a line's result less a multiple of it is still a fair measure of the
// choice, and less noisy by as much as the luck explains the result.
//
// The luck is also kept by kind of roll (`by_kind`: the roll's code, and
// whether it had a target number): a roll with no target number (a damage
// table) counts its face's distance from the die's mean in standard
// deviations, to be weighed, and signed, by a fit across many lines.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

#include "engine/core/events.h"
#include "engine/rules/rules.h"

namespace skirmish::bench {

class LuckSink final : public EventSink {
 public:
  static constexpr std::size_t kKinds = 256;  // 128 codes, with and without a target number
  static std::size_t kind_of(const RollPurpose& p) {
    return static_cast<std::size_t>(static_cast<uint16_t>(p.code) % 128) * 2 +
           (p.need == Need::kNone ? 1 : 0);
  }

  LuckSink() : EventSink(true, false) {}

  // A new line, from `root`, counted for `side`.
  void start(const GameState& root, int side) {
    side_ = side;
    total_ = 0;
    by_kind_.fill(0.0);
    sides_.clear();
    for (const Figure& f : root.figures()) sides_.push_back(f.side);
  }
  double total() const { return total_; }
  const std::array<double, kKinds>& by_kind() const { return by_kind_; }

  void emit(const Event& e) override {
    const RollPurpose& p = e.purpose;
    if (e.kind != EventKind::kDieRoll || e.sides < 2) return;
    int roller = p.side;
    if (p.actor >= 0 && static_cast<std::size_t>(p.actor) < sides_.size()) roller = sides_[p.actor];
    if (roller < 0) return;
    const double sign = roller == side_ ? 1.0 : -1.0;
    const double faces = e.sides;
    if (p.need == Need::kNone) {
      const double spread = std::sqrt((faces * faces - 1) / 12);
      by_kind_[kind_of(p)] += sign * (e.value - (faces + 1) / 2) / spread;
      return;
    }
    const bool at_most = p.need == Need::kAtMost;
    const double chance =
        std::clamp(at_most ? p.needed / faces : (faces - p.needed + 1) / faces, 0.0, 1.0);
    const bool made = at_most ? e.value <= p.needed : e.value >= p.needed;
    const double luck = sign * ((made ? 1.0 : 0.0) - chance);
    total_ += luck;
    by_kind_[kind_of(p)] += luck;
  }

 private:
  int side_ = 0;
  double total_ = 0;
  std::array<double, kKinds> by_kind_{};
  std::vector<int> sides_;
};

}  // namespace skirmish::bench
