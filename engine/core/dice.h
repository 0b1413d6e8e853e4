// Dice and card draws: the only source of chance in a game.
//
// Rule sets roll through one `Dice` given to them (DESIGN / Dice are
// pluggable): SeededDice for normal and simulated play, ManualDice when a
// person rolls real dice at a real table, ScriptedDice when a test forces
// each roll to reach one row of a table. The public calls are non-virtual so
// that every source checks its arguments and records its rolls the same way.
#pragma once

#include <cstdint>
#include <deque>
#include <initializer_list>
#include <iosfwd>
#include <stdexcept>
#include <string>

#include "engine/core/events.h"
#include "engine/core/random.h"
#include "engine/core/roll_purpose.h"

namespace skirmish {

// A roll could not be made: bad sides, a script mismatch, no more input.
class DiceError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Words for a roll's purpose, supplied by the rule set (it knows the figure
// names and what its codes mean). Called only when text is needed.
class RollDescriber {
 public:
  virtual ~RollDescriber() = default;
  // e.g. "Pte. Wilton firing at Sgt. Hoskins (needs 7 or less)".
  virtual std::string describe(const RollPurpose& p) const;
  // The name of card `index` (0-based) of those left, for a manual draw.
  virtual std::string card_name(const RollPurpose& p, int index) const;
};

// "needs 7 or less" / "needs 4 or more" / "" (no target number).
std::string need_text(const RollPurpose& p);
// A description from the purpose alone: "fire (figure 2 at figure 5, needs 7 or less)".
std::string generic_description(const RollPurpose& p);

class Dice {
 public:
  static constexpr int kMinSides = 2;
  static constexpr int kMaxSides = 1000;
  static constexpr int kMaxCards = 1000;

  virtual ~Dice() = default;
  Dice() = default;
  Dice(const Dice&) = delete;
  Dice& operator=(const Dice&) = delete;

  // A roll of one die with `sides` faces (2..1000): 1..sides.
  int roll(int sides, const RollPurpose& purpose);
  // Draws one of `remaining` cards (1..1000) still in a deck: its index
  // 0..remaining-1 in the rule set's own order of the cards left.
  int draw_card(int remaining, const RollPurpose& purpose);

  // Where rolls are recorded (a null sink by default) and who puts them into
  // words; Rules::apply binds both for the duration of one action.
  void attach(EventSink& sink, const RollDescriber* describer = nullptr) {
    sink_ = &sink;
    describer_ = describer;
  }
  EventSink& sink() const { return *sink_; }
  const RollDescriber* describer() const { return describer_; }

  // Rolls and draws made through this object so far.
  uint64_t rolls_made() const { return rolls_made_; }

  // Attaches a sink and describer for a scope, restoring the old ones after.
  class Binding {
   public:
    Binding(Dice& dice, EventSink& sink, const RollDescriber* describer)
        : dice_(dice), old_sink_(dice.sink_), old_describer_(dice.describer_) {
      dice.attach(sink, describer);
    }
    ~Binding() {
      dice_.sink_ = old_sink_;
      dice_.describer_ = old_describer_;
    }
    Binding(const Binding&) = delete;
    Binding& operator=(const Binding&) = delete;

   private:
    Dice& dice_;
    EventSink* old_sink_;
    const RollDescriber* old_describer_;
  };

 protected:
  // 1..sides; sides is already checked.
  virtual int generate(int sides, const RollPurpose& purpose) = 0;
  // 0..remaining-1; remaining is already checked.
  virtual int generate_card(int remaining, const RollPurpose& purpose) = 0;
  // The purpose in words, through the bound describer if there is one.
  std::string describe(const RollPurpose& purpose) const;
  std::string card_name(const RollPurpose& purpose, int index) const;

 private:
  void record(EventKind kind, const RollPurpose& purpose, int sides, int value);

  EventSink* sink_ = &null_sink();
  const RollDescriber* describer_ = nullptr;
  uint64_t rolls_made_ = 0;
};

// Rolls from the project's own generator: same seed, same rolls, everywhere.
class SeededDice final : public Dice {
 public:
  explicit SeededDice(uint64_t seed) : rng_(seed) {}
  uint64_t seed() const { return rng_.seed(); }
  // Raw generator outputs used (can exceed rolls_made() after a rejection).
  uint64_t draws() const { return rng_.draws(); }

 protected:
  int generate(int sides, const RollPurpose& purpose) override;
  int generate_card(int remaining, const RollPurpose& purpose) override;

 private:
  Xoshiro256 rng_;
};

// A person rolls real dice and types each result. Prompts go to `out`, and
// bad input (not a number, off the die) is answered and asked again.
class ManualDice final : public Dice {
 public:
  ManualDice(std::istream& in, std::ostream& out) : in_(in), out_(out) {}

 protected:
  int generate(int sides, const RollPurpose& purpose) override;
  int generate_card(int remaining, const RollPurpose& purpose) override;

 private:
  // Reads a whole number in [low, high]; throws DiceError at end of input.
  int read_number(int low, int high, const std::string& prompt, const std::string& what);

  std::istream& in_;
  std::ostream& out_;
};

// Values a test forces, in order. Each names the die (or deck size) it
// expects, so a test fails loudly when the rules roll something else.
class ScriptedDice final : public Dice {
 public:
  struct Entry {
    bool card = false;  // a card draw rather than a die roll
    int sides = 6;      // faces of the die, or cards left in the deck
    int value = 1;      // 1..sides for a die; 0-based index for a card
  };

  ScriptedDice() = default;
  ScriptedDice(std::initializer_list<Entry> entries) : script_(entries) {}

  // Queues one die result.
  ScriptedDice& die(int sides, int value);
  // Queues the same die `sides` for each value in turn.
  ScriptedDice& dice(int sides, std::initializer_list<int> values);
  // Queues one card draw: index of those `remaining`.
  ScriptedDice& card(int remaining, int index);

  std::size_t left() const { return script_.size(); }

 protected:
  int generate(int sides, const RollPurpose& purpose) override;
  int generate_card(int remaining, const RollPurpose& purpose) override;

 private:
  int next(bool card, int sides, const RollPurpose& purpose);

  std::deque<Entry> script_;
  int used_ = 0;
};

}  // namespace skirmish
