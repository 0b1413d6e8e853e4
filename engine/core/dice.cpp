#include "engine/core/dice.h"

#include <charconv>
#include <istream>
#include <ostream>

namespace skirmish {

std::string need_text(const RollPurpose& p) {
  switch (p.need) {
    case Need::kAtMost:
      return "needs " + std::to_string(p.needed) + " or less";
    case Need::kAtLeast:
      return "needs " + std::to_string(p.needed) + " or more";
    case Need::kNone:
      break;
  }
  return "";
}

std::string generic_description(const RollPurpose& p) {
  std::string out = p.label ? p.label : "roll";
  std::string detail;
  if (p.actor >= 0) detail += "figure " + std::to_string(p.actor);
  if (p.actor < 0 && p.side >= 0) detail += "side " + std::to_string(p.side + 1);
  if (p.target >= 0) {
    detail += detail.empty() ? "at " : " at ";
    detail += "figure " + std::to_string(p.target);
  }
  const std::string need = need_text(p);
  if (!need.empty()) detail += detail.empty() ? need : ", " + need;
  if (!detail.empty()) out += " (" + detail + ")";
  return out;
}

std::string RollDescriber::describe(const RollPurpose& p) const {
  return generic_description(p);
}

std::string RollDescriber::card_name(const RollPurpose&, int index) const {
  return "card " + std::to_string(index + 1);
}

// ---- Dice ----

int Dice::roll(int sides, const RollPurpose& purpose) {
  if (sides < kMinSides || sides > kMaxSides) {
    throw DiceError("cannot roll a d" + std::to_string(sides) + " for " + describe(purpose) +
                    ": dice have " + std::to_string(kMinSides) + " to " +
                    std::to_string(kMaxSides) + " sides");
  }
  const int value = generate(sides, purpose);
  if (value < 1 || value > sides) {
    throw DiceError("a d" + std::to_string(sides) + " came up " + std::to_string(value) + " for " +
                    describe(purpose));
  }
  record(EventKind::kDieRoll, purpose, sides, value);
  return value;
}

int Dice::draw_card(int remaining, const RollPurpose& purpose) {
  if (remaining < 1 || remaining > kMaxCards) {
    throw DiceError("cannot draw from " + std::to_string(remaining) + " cards for " +
                    describe(purpose) + ": a deck has 1 to " + std::to_string(kMaxCards) +
                    " cards");
  }
  const int index = generate_card(remaining, purpose);
  if (index < 0 || index >= remaining) {
    throw DiceError("drew card " + std::to_string(index + 1) + " of " + std::to_string(remaining) +
                    " for " + describe(purpose));
  }
  record(EventKind::kCardDraw, purpose, remaining, index);
  return index;
}

void Dice::record(EventKind kind, const RollPurpose& purpose, int sides, int value) {
  ++rolls_made_;
  if (!sink_->enabled()) return;
  Event e;
  e.kind = kind;
  e.purpose = purpose;
  e.sides = sides;
  e.value = value;
  if (sink_->wants_text()) e.text = describe(purpose);
  sink_->emit(e);
}

std::string Dice::describe(const RollPurpose& purpose) const {
  return describer_ ? describer_->describe(purpose) : generic_description(purpose);
}

std::string Dice::card_name(const RollPurpose& purpose, int index) const {
  return describer_ ? describer_->card_name(purpose, index) : "card " + std::to_string(index + 1);
}

// ---- SeededDice ----

int SeededDice::generate(int sides, const RollPurpose&) {
  return 1 + static_cast<int>(rng_.below(static_cast<uint64_t>(sides)));
}

int SeededDice::generate_card(int remaining, const RollPurpose&) {
  return static_cast<int>(rng_.below(static_cast<uint64_t>(remaining)));
}

// ---- ManualDice ----

namespace {

std::string_view trimmed(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  const auto last = s.find_last_not_of(" \t\r\n");
  return s.substr(first, last - first + 1);
}

}  // namespace

int ManualDice::read_number(int low, int high, const std::string& prompt, const std::string& what) {
  const std::string range = std::to_string(low) + " to " + std::to_string(high);
  for (;;) {
    out_ << prompt << std::flush;
    std::string line;
    if (!std::getline(in_, line)) {
      out_ << '\n';
      throw DiceError("no more input while waiting for " + what);
    }
    const std::string_view text = trimmed(line);
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size()) {
      out_ << "'" << text << "' is not a number: type a whole number from " << range << ".\n";
      continue;
    }
    if (value < low || value > high) {
      out_ << value << " is not possible here: type a number from " << range << ".\n";
      continue;
    }
    return value;
  }
}

int ManualDice::generate(int sides, const RollPurpose& purpose) {
  // Built by appending: GCC 12 at -O3 raises a false -Wrestrict on "..." + string.
  std::string die = "d";
  die += std::to_string(sides);
  const std::string description = describe(purpose);
  std::string prompt = "Roll ";
  prompt += die;
  prompt += " for ";
  prompt += description;
  prompt += ": ";
  std::string what = "the ";
  what += die;
  what += " roll for ";
  what += description;
  return read_number(1, sides, prompt, what);
}

int ManualDice::generate_card(int remaining, const RollPurpose& purpose) {
  const std::string description = describe(purpose);
  out_ << "Draw a card for " << description << ". Cards left:\n";
  for (int i = 0; i < remaining; ++i) {
    out_ << "  " << (i + 1) << ". " << card_name(purpose, i) << '\n';
  }
  return read_number(1, remaining, "Which card was drawn? ", "the card drawn for " + description) -
         1;
}

// ---- ScriptedDice ----

ScriptedDice& ScriptedDice::die(int sides, int value) {
  script_.push_back({false, sides, value});
  return *this;
}

ScriptedDice& ScriptedDice::dice(int sides, std::initializer_list<int> values) {
  for (int v : values) die(sides, v);
  return *this;
}

ScriptedDice& ScriptedDice::card(int remaining, int index) {
  script_.push_back({true, remaining, index});
  return *this;
}

int ScriptedDice::next(bool card, int sides, const RollPurpose& purpose) {
  const std::string asked =
      card ? "a draw from " + std::to_string(sides) + " cards" : "a d" + std::to_string(sides);
  if (script_.empty()) {
    throw DiceError("scripted dice ran out after " + std::to_string(used_) +
                    " values: the rules asked for " + asked + " for " + describe(purpose));
  }
  const Entry e = script_.front();
  if (e.card != card || e.sides != sides) {
    const std::string scripted = e.card ? "a draw from " + std::to_string(e.sides) + " cards"
                                        : "a d" + std::to_string(e.sides);
    throw DiceError("scripted value " + std::to_string(used_ + 1) + " is " + scripted +
                    ", but the rules asked for " + asked + " for " + describe(purpose));
  }
  script_.pop_front();
  ++used_;
  return e.value;
}

int ScriptedDice::generate(int sides, const RollPurpose& purpose) {
  return next(false, sides, purpose);
}

int ScriptedDice::generate_card(int remaining, const RollPurpose& purpose) {
  return next(true, remaining, purpose);
}

}  // namespace skirmish
