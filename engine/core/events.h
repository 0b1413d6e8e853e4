// The event stream: what happened in a game, roll by roll.
//
// Every die roll and card draw is an event (DESIGN / Determinism), so a game
// can be audited and replayed; rule sets add narration a person reads. Search
// runs millions of playouts with a NullSink: producers test `enabled()` (an
// inline field read) before building an event, so a disabled sink costs no
// allocation and no virtual call.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/roll_purpose.h"

namespace skirmish {

enum class EventKind : uint8_t {
  kDieRoll,    // a die was rolled: purpose, sides, value
  kCardDraw,   // a card was drawn: purpose, sides = cards left, value = index drawn
  kAction,     // a side's decision was applied: side, text
  kNarration,  // what happened, in words: side (or -1), text
  kTurn,       // a new turn began: turn
  kGameOver,   // the game ended: side = winner (-1 for a draw), text = why
};

std::string_view name_of(EventKind k);

// A plain struct; `text` stays empty (no allocation) for rolls unless the
// sink asked for descriptions.
struct Event {
  EventKind kind = EventKind::kNarration;
  RollPurpose purpose;
  int sides = 0;
  int value = 0;
  int side = -1;
  int turn = 0;
  std::string text;

  friend bool operator==(const Event&, const Event&) = default;
};

// Where events go. Subclasses choose once, at construction, whether they
// want events at all and whether they want rolls described in words.
class EventSink {
 public:
  virtual ~EventSink() = default;
  EventSink(const EventSink&) = delete;
  EventSink& operator=(const EventSink&) = delete;

  bool enabled() const { return enabled_; }
  bool wants_text() const { return wants_text_; }
  virtual void emit(const Event& e) = 0;

 protected:
  EventSink(bool enabled, bool wants_text) : enabled_(enabled), wants_text_(wants_text) {}

 private:
  bool enabled_;
  bool wants_text_;
};

// Discards everything; what search passes.
class NullSink final : public EventSink {
 public:
  NullSink() : EventSink(false, false) {}
  void emit(const Event&) override {}
};

// One shared NullSink (it has no state, so threads may share it).
EventSink& null_sink();

// Keeps every event, for tests and for tools that show a game afterwards.
class VectorSink final : public EventSink {
 public:
  explicit VectorSink(bool wants_text = false) : EventSink(true, wants_text) {}
  void emit(const Event& e) override { events.push_back(e); }

  std::vector<Event> events;
};

// Writes one JSON object per line (JSON Lines) as events arrive, so a game
// log can be tailed, grepped and read back line by line.
class JsonLinesSink final : public EventSink {
 public:
  explicit JsonLinesSink(std::ostream& out, bool wants_text = true)
      : EventSink(true, wants_text), out_(out) {}
  void emit(const Event& e) override;

 private:
  std::ostream& out_;
};

// The line JsonLinesSink writes for an event (without the newline). Fields
// at their defaults are left out to keep logs short.
std::string to_json_line(const Event& e);

}  // namespace skirmish
