// The choices a planner made, remembered by position.
//
// A search's lines all start from one position, and those of one root
// choice go on alike until the first die is rolled: with the utility
// planner playing the lines, the same position is planned over and over,
// at a few hundred microseconds a time. A planner whose choice depends on
// the position alone (Planner::chooses_by_position) need be asked each
// position only once; the memo answers the rest. It changes no choice, only
// what they cost.
//
// A position is known by its hash (GameState::hash, everything that decides
// the rest of the game) and the decisions applied so far (which seed the
// planner's own dice). Two positions that differ yet share both would be
// taken for one; with a 64-bit hash that is a chance of about one in 10^15
// over a search, as a chess engine's transposition table accepts.
//
// Every position of a line is looked up, not only those before its first
// die: lines that part often meet again (a shot missed in both leaves
// both where they were), and a position's hash is cheap (StateHasher).
//
// A fixed table of 2,048 places, one entry a place, the newest kept; made
// once, so remembering never allocates.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "ai/planner.h"
#include "engine/rules/action.h"
#include "engine/rules/game_state.h"
#include "engine/rules/rules.h"

namespace skirmish::ai {

class ChoiceMemo {
 public:
  static constexpr std::size_t kPlaces = 2048;  // a power of two

  ChoiceMemo() : places_(kPlaces) {}

  // Where `state` is kept (its hash and decisions applied), worked out once
  // for a find and the keep after it.
  struct Position {
    uint64_t hash = 0;
    uint64_t applied = 0;
  };
  static Position position_of(const GameState& state) {
    return {state.hash(), state.actions_applied()};
  }

  // The choice remembered for `p`, or nullptr.
  const Action* find(const Position& p) const;
  // Remembers `chosen` for `p`, in place of whatever shared its place.
  void keep(const Position& p, const Action& chosen);

  // `planner`'s choice for `side` in `state` (whose decision it is): the
  // one remembered for the position, or else planned into `plan` and kept.
  // The planner must choose by position (Planner::chooses_by_position).
  Action choose(Planner& planner, const Rules& rules, const GameState& state, int side,
                PlanResult& plan);
  // Choices asked of `choose`, and of them those answered from memory.
  uint64_t asked() const { return asked_; }
  uint64_t remembered() const { return remembered_; }

 private:
  struct Place {
    Position position;
    Action chosen;
    bool used = false;
  };
  std::size_t place_of(const Position& p) const {
    return static_cast<std::size_t>(p.hash ^ (p.applied * 0x9E3779B97F4A7C15ULL)) & (kPlaces - 1);
  }
  std::vector<Place> places_;
  uint64_t asked_ = 0;
  uint64_t remembered_ = 0;
};

}  // namespace skirmish::ai
