// The game told as a wargamer follows it at the table: a heading, each
// decision under its side, the rolls and their results indented beneath it,
// new turns, and the result. The rule set writes the words (Rules::describe,
// describe_roll, its narration events); this only lays them out.
//
// `play` and `replay` print through the same Narrator, so a replayed game
// reads byte for byte as it did when it was played.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "engine/core/events.h"
#include "engine/rules/rules.h"

namespace skirmish {

// The line(s) for one event, without the final newline ("" for none).
// `card_name` names a drawn card, when known. With `bare_rolls` false, rolls
// against a number give no line of their own: the rule set tells them, with
// what was needed and why, in its narration (Traits::narrates_rolls).
std::string narration_line(const Event& e, const Scenario& scenario,
                           const std::string& card_name = {}, bool bare_rolls = true);

class Narrator final : public EventSink {
 public:
  // Names the card of a draw event; given the purpose and the index drawn.
  using CardNamer = std::function<std::string(const RollPurpose&, int)>;

  Narrator(std::ostream& out, const Scenario& scenario, CardNamer card_namer = {},
           bool bare_rolls = true)
      : EventSink(true, true),
        out_(out),
        scenario_(scenario),
        card_namer_(std::move(card_namer)),
        bare_rolls_(bare_rolls) {}
  void emit(const Event& e) override;

 private:
  std::ostream& out_;
  const Scenario& scenario_;
  CardNamer card_namer_;
  bool bare_rolls_;
};

// Passes each event on to several sinks (narration, the log, a roll list).
class EventFanOut final : public EventSink {
 public:
  explicit EventFanOut(std::vector<EventSink*> sinks)
      : EventSink(true, true), sinks_(std::move(sinks)) {}
  void emit(const Event& e) override {
    for (EventSink* s : sinks_) {
      if (s->enabled()) s->emit(e);
    }
  }

 private:
  std::vector<EventSink*> sinks_;
};

// "Meeting at the Mill (rencounter, seed 42, seeded dice)", the sides with
// who plays each ("Crown (human) against Rebels (level 4: lookahead)"; the
// sides alone if `players` is empty, as in saves that do not say), and the
// opening turn.
void narrate_heading(std::ostream& out, const GameState& opening, std::string_view rules,
                     uint64_t seed, bool typed_dice, const std::vector<std::string>& players);
// "Result: a win for Crown by 3 (Rebels broke)" or "Result: a draw (turn limit reached)".
void narrate_result(std::ostream& out, const GameState& state, const Outcome& outcome);

}  // namespace skirmish
