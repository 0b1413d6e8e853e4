#include "engine/core/events.h"

#include <cstdio>
#include <ostream>

namespace skirmish {

std::string_view name_of(EventKind k) {
  switch (k) {
    case EventKind::kDieRoll:
      return "die_roll";
    case EventKind::kCardDraw:
      return "card_draw";
    case EventKind::kAction:
      return "action";
    case EventKind::kNarration:
      return "narration";
    case EventKind::kTurn:
      return "turn";
    case EventKind::kGameOver:
      return "game_over";
  }
  return "unknown";
}

EventSink& null_sink() {
  static NullSink sink;
  return sink;
}

namespace {

std::string_view name_of(Need n) {
  switch (n) {
    case Need::kNone:
      return "none";
    case Need::kAtMost:
      return "at_most";
    case Need::kAtLeast:
      return "at_least";
  }
  return "none";
}

void append_string(std::string& out, std::string_view s) {
  out += '"';
  for (char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
          out += buf;
        } else {
          out += c;  // UTF-8 passes through unchanged
        }
    }
  }
  out += '"';
}

void append_field(std::string& out, std::string_view key, std::string_view value) {
  out += ",\"";
  out += key;
  out += "\":";
  append_string(out, value);
}

void append_field(std::string& out, std::string_view key, long value) {
  out += ",\"";
  out += key;
  out += "\":";
  out += std::to_string(value);
}

}  // namespace

std::string to_json_line(const Event& e) {
  std::string out = "{\"kind\":";
  append_string(out, name_of(e.kind));
  const bool chance = e.kind == EventKind::kDieRoll || e.kind == EventKind::kCardDraw;
  if (chance) {
    const RollPurpose& p = e.purpose;
    append_field(out, "label", p.label ? p.label : "");
    if (p.code != 0) append_field(out, "code", p.code);
    if (p.actor >= 0) append_field(out, "actor", p.actor);
    if (p.target >= 0) append_field(out, "target", p.target);
    if (p.need != Need::kNone) {
      append_field(out, "need", name_of(p.need));
      append_field(out, "needed", p.needed);
    }
    append_field(out, e.kind == EventKind::kDieRoll ? "sides" : "cards", e.sides);
    append_field(out, e.kind == EventKind::kDieRoll ? "value" : "drawn", e.value);
  }
  if (e.side >= 0 || e.kind == EventKind::kGameOver) append_field(out, "side", e.side);
  if (e.turn != 0) append_field(out, "turn", e.turn);
  if (!e.text.empty()) append_field(out, "text", e.text);
  out += '}';
  return out;
}

void JsonLinesSink::emit(const Event& e) {
  out_ << to_json_line(e) << '\n';
}

}  // namespace skirmish
