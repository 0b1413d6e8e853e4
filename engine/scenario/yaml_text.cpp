#include "engine/scenario/yaml_text.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdio>

#include "engine/scenario/yaml_fields.h"

namespace skirmish::yaml_text {

namespace {

// Words YAML 1.1 readers take for booleans or null; quoted so a name like
// "Yes" stays a name for every reader, not only ours.
constexpr std::array<std::string_view, 11> kReservedWords = {
    "true", "false", "yes", "no", "on", "off", "y", "n", "null", "~", ""};

bool is_reserved(std::string_view text) {
  std::string lower;
  for (char c : text) lower.push_back(c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c);
  for (std::string_view w : kReservedWords) {
    if (lower == w) return true;
  }
  return false;
}

bool plain_char(unsigned char c) {
  if (c >= 0x80) return true;  // UTF-8 letters of names
  if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) return true;
  return std::string_view(" .'()/&+_-").find(static_cast<char>(c)) != std::string_view::npos;
}

std::string quoted(std::string_view text) {
  std::string out = "\"";
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\') {
      out.push_back('\\');
      out.push_back(ch);
    } else if (ch == '\n') {
      out.append("\\n");
    } else if (ch == '\t') {
      out.append("\\t");
    } else if (c < 0x20 || c == 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
      out.append(buf);
    } else {
      out.push_back(ch);
    }
  }
  out.push_back('"');
  return out;
}

// Folding joins lines with one space, so a fold is exact only for one-line
// text without leading, trailing or control characters.
bool foldable(std::string_view text) {
  if (text.empty() || text.front() == ' ' || text.back() == ' ') return false;
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (c < 0x20 || c == 0x7f) return false;
  }
  return true;
}

}  // namespace

std::string number(double v) {
  if (v == 0) v = 0;  // -0 reads back as 0 anyway; write it so
  char buf[64];
  const auto r = std::to_chars(buf, buf + sizeof buf, v);
  return std::string(buf, r.ptr);
}

std::string point(Vec2 p) {
  std::string out = "[";
  return out.append(number(p.x)).append(", ").append(number(p.y)).append("]");
}

bool is_plain(std::string_view text) {
  if (text.empty() || text.front() == ' ' || text.back() == ' ') return false;
  // Indicators YAML reads at the start of a scalar ("- ", "&anchor", "'").
  if (std::string_view("-?:,[]{}#&*!|>'\"%@`.+").find(text.front()) != std::string_view::npos) {
    return false;
  }
  for (char c : text) {
    if (!plain_char(static_cast<unsigned char>(c))) return false;
  }
  return !is_reserved(text) && !scenario_file::parse_number(text).has_value();
}

std::string scalar(std::string_view text) {
  return is_plain(text) ? std::string(text) : quoted(text);
}

std::string long_text(std::string_view text, int indent, int width) {
  if (!foldable(text)) return quoted(text);
  const size_t room = static_cast<size_t>(std::max(20, width - indent));
  const std::string pad(static_cast<size_t>(indent), ' ');
  std::string out = ">-";
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.size();
    if (end - start > room) {
      // The last single space within the room, else the first one after it:
      // a break at a single space folds back into exactly that space.
      size_t best = std::string_view::npos;
      for (size_t i = start + 1; i + 1 < text.size(); ++i) {
        const bool single = text[i] == ' ' && text[i - 1] != ' ' && text[i + 1] != ' ';
        if (!single) continue;
        if (i - start <= room || best == std::string_view::npos) best = i;
        if (i - start > room) break;
      }
      if (best != std::string_view::npos) end = best;
    }
    out.append("\n").append(pad).append(text.substr(start, end - start));
    start = end == text.size() ? end : end + 1;
  }
  return out;
}

}  // namespace skirmish::yaml_text
