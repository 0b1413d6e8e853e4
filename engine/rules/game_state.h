// The game state every rule set builds on.
//
// A state is a value: the figures every rule set shares, the turn, and the
// rule set's own flat data in a subclass. The table and scenario never change
// during a game, so states share them through a pointer (DESIGN / State is
// cheap to copy). A planner keeps one scratch state per thread and refills it
// with copy_from, which reuses the vectors' memory instead of allocating.
#pragma once

#include <bit>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/model/figure.h"
#include "engine/rules/options.h"
#include "engine/scenario/scenario.h"

namespace skirmish {

// Folds values into a 64-bit hash that is the same on every platform: each
// value is fed explicitly (never raw struct bytes with their padding), as
// MurmurHash64A (Austin Appleby) folds a word. A position is hashed at
// every decision of a search's lines (ai/choice_memo.h), a couple of
// thousand values on Rencounter, so each fold keeps its chain short: one
// xor and one multiply on the running hash, the value's own mixing beside
// it; the final avalanche is in value(). Hashes are never stored (game
// seeds are not made from it: tools/playtest/playtest_run.cpp).
class StateHasher {
 public:
  void add(uint64_t v) {
    uint64_t k = v * kM;
    k ^= k >> 47;
    k *= kM;
    h_ ^= k;
    h_ *= kM;
  }
  void add(int64_t v) { add(static_cast<uint64_t>(v)); }
  void add(int v) { add(static_cast<uint64_t>(static_cast<int64_t>(v))); }
  void add(bool v) { add(static_cast<uint64_t>(v ? 1 : 0)); }
  // -0.0 and 0.0 are the same position on the table.
  void add(double v) { add(std::bit_cast<uint64_t>(v == 0.0 ? 0.0 : v)); }
  void add(float v) { add(static_cast<double>(v)); }
  void add(std::string_view s) {
    add(static_cast<uint64_t>(s.size()));
    for (char c : s) add(static_cast<uint64_t>(static_cast<unsigned char>(c)));
  }
  uint64_t value() const {
    uint64_t h = h_;
    h ^= h >> 47;
    h *= kM;
    return h ^ (h >> 47);
  }

 private:
  static constexpr uint64_t kM = 0xc6a4a7935bd1e995ULL;
  uint64_t h_ = 0x6a09e667f3bcc909ULL;
};

void hash_figure(StateHasher& h, const Figure& f);

class GameState {
 public:
  virtual ~GameState() = default;

  // A new state equal to this one.
  virtual std::unique_ptr<GameState> clone() const = 0;
  // Makes this state equal to `other` (which must be of the same rule set)
  // without allocating once this state has held a game of the same size.
  void copy_from(const GameState& other);

  const Scenario& scenario() const { return *scenario_; }
  const std::shared_ptr<const Scenario>& scenario_ptr() const { return scenario_; }
  const Battlefield& battlefield() const { return *scenario_->battlefield; }
  const OptionSet& options() const { return *options_; }
  const std::shared_ptr<const OptionSet>& options_ptr() const { return options_; }

  // Every man of every side, in scenario order (sides, units, figures).
  std::vector<Figure>& figures() { return figures_; }
  const std::vector<Figure>& figures() const { return figures_; }

  int turn() const { return turn_; }
  void set_turn(int turn) { turn_ = turn; }
  // Decisions applied since the game began (counted by Rules::apply).
  uint64_t actions_applied() const { return actions_applied_; }

  // A hash of everything that decides the rest of the game (figures, turn,
  // the rule set's data); equal states give equal hashes on every platform.
  uint64_t hash() const;

 protected:
  GameState(std::shared_ptr<const Scenario> scenario, std::shared_ptr<const OptionSet> options);
  // Copies are made only through clone/copy_from, never by slicing.
  GameState(const GameState&) = default;
  GameState& operator=(const GameState&) = default;

  // Copies everything from `other`, known to be of this state's own type.
  virtual void assign_from(const GameState& other) = 0;
  // Feeds the rule set's own data into the hash.
  virtual void hash_rule_data(StateHasher& h) const = 0;

 private:
  friend class Rules;  // counts applied actions

  std::shared_ptr<const Scenario> scenario_;
  std::shared_ptr<const OptionSet> options_;
  std::vector<Figure> figures_;
  int turn_ = 1;
  uint64_t actions_applied_ = 0;
};

// Writes clone() and assign_from() for a rule set's state from its copy
// constructor and copy assignment: `class MyState : public GameStateOf<MyState>`.
template <class Derived>
class GameStateOf : public GameState {
 public:
  std::unique_ptr<GameState> clone() const override {
    return std::make_unique<Derived>(static_cast<const Derived&>(*this));
  }

 protected:
  using GameState::GameState;
  void assign_from(const GameState& other) override {
    static_cast<Derived&>(*this) = static_cast<const Derived&>(other);
  }
};

// The scenario entry of figure `index` (scenario order), or nullptr.
const FigureSpec* figure_spec(const Scenario& scenario, int index);
// The name a person knows figure `index` by ("figure 7" if it has none).
std::string figure_name(const Scenario& scenario, int index);

}  // namespace skirmish
