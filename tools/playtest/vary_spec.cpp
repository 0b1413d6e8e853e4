// Reading a --vary spec (vary_spec.h): the path into steps, and a range or
// a list into the values as each will be written.
#include "tools/playtest/vary_spec.h"

#include <algorithm>
#include <charconv>
#include <cstdint>

#include "tools/playtest/vary_words.h"

namespace skirmish {

namespace {

using vary::quoted;
using vary::refuse;

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && s.front() == ' ') s.remove_prefix(1);
  while (!s.empty() && s.back() == ' ') s.remove_suffix(1);
  return s;
}

// --- Reading the path.

// "units[0]" -> {"units", 0}; the key ends at a dot, a bracket or the end.
size_t read_step(std::string_view spec, std::string_view path, size_t at, VaryStep& step) {
  if (at < path.size() && path[at] == '"') {
    const size_t close = path.find('"', at + 1);
    if (close == std::string_view::npos) refuse(spec, "a side's name opened with \" is not closed");
    step.key = path.substr(at + 1, close - at - 1);
    step.quoted = true;
    at = close + 1;
  } else {
    const size_t end = std::min(path.find_first_of(".[]\"", at), path.size());
    step.key = path.substr(at, end - at);
    at = end;
  }
  if (step.key.empty()) {
    refuse(spec, "expected a name at character " + std::to_string(at + 1) + " of the path " +
                     quoted(path));
  }
  if (at < path.size() && path[at] == '[') {
    const size_t close = path.find(']', at);
    const std::string_view digits =
        path.substr(at + 1, close == std::string_view::npos ? 0 : close - at - 1);
    int i = -1;
    const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), i);
    if (close == std::string_view::npos || digits.empty() || ec != std::errc() ||
        end != digits.data() + digits.size() || i < 0) {
      refuse(spec, "expected a number counted from 0 in " + step.key + "[...]");
    }
    step.index = i;
    at = close + 1;
  }
  return at;
}

std::vector<VaryStep> read_path(std::string_view spec, std::string_view path) {
  if (path.empty()) refuse(spec, "expected PATH=VALUES, as in blue.units[0].size=4..8");
  std::vector<VaryStep> steps;
  size_t at = 0;
  while (true) {
    VaryStep step;
    at = read_step(spec, path, at, step);
    steps.push_back(std::move(step));
    if (at == path.size()) return steps;
    if (path[at] != '.') {
      refuse(spec, "expected \".\" or the end of the path after " + steps.back().key + ", found " +
                       quoted(path.substr(at)));
    }
    ++at;
  }
}

// --- Reading the values.

// A number as written: `digits` x 10^-decimals ("0.35" is 35 and 2).
struct Written {
  int64_t digits = 0;
  int decimals = 0;
};

std::optional<Written> read_number(std::string_view s) {
  Written w;
  bool negative = false, any = false, point = false;
  size_t i = 0;
  if (i < s.size() && (s[i] == '-' || s[i] == '+')) negative = s[i++] == '-';
  for (; i < s.size(); ++i) {
    if (s[i] == '.' && !point) {
      point = true;
    } else if (s[i] >= '0' && s[i] <= '9' && w.digits < 100'000'000'000'000) {
      w.digits = w.digits * 10 + (s[i] - '0');
      w.decimals += point ? 1 : 0;
      any = true;
    } else {
      return std::nullopt;
    }
  }
  if (!any) return std::nullopt;
  if (negative) w.digits = -w.digits;
  return w;
}

int64_t scaled(Written w, int decimals) {
  for (int d = w.decimals; d < decimals; ++d) w.digits *= 10;
  return w.digits;
}

// `v` x 10^-decimals written with exactly `decimals` decimals: "0.30".
std::string decimal_text(int64_t v, int decimals) {
  std::string digits = std::to_string(v < 0 ? -v : v);
  const size_t places = static_cast<size_t>(decimals);
  if (places > 0 && digits.size() <= places) digits.insert(0, places + 1 - digits.size(), '0');
  // Appended, never inserted nor "-" + ...: GCC 12 raises a false -Wrestrict.
  std::string out = v < 0 ? "-" : "";
  out.append(digits, 0, digits.size() - places);
  if (places > 0) out.append(".").append(digits, digits.size() - places);
  return out;
}

Written range_end(std::string_view spec, std::string_view text, const char* which) {
  const auto w = read_number(trimmed(text));
  if (!w) refuse(spec, std::string("expected a number ") + which + ", found " + quoted(text));
  return *w;
}

std::vector<std::string> read_range(std::string_view spec, std::string_view values) {
  const size_t dots = values.find("..");
  const size_t slash = values.find('/', dots);
  const Written a = range_end(spec, values.substr(0, dots), "before \"..\"");
  const Written b = range_end(
      spec, values.substr(dots + 2, slash == std::string_view::npos ? slash : slash - dots - 2),
      "after \"..\"");
  Written step{1, 0};
  if (slash != std::string_view::npos) {
    step = range_end(spec, values.substr(slash + 1), "after \"/\" (the step)");
  } else if (a.decimals > 0 || b.decimals > 0) {
    refuse(spec, "A..B counts in whole numbers; for decimals give a step, as in 0.3..0.6/0.1");
  }
  const int decimals = std::max({a.decimals, b.decimals, step.decimals});
  const int64_t from = scaled(a, decimals), to = scaled(b, decimals), by = scaled(step, decimals);
  if (by <= 0) refuse(spec, "expected a step greater than 0 after \"/\"");
  if (from > to) refuse(spec, "expected A..B with A at most B, found " + quoted(values));
  const int64_t count = (to - from) / by + 1;
  if (count > kMaxVariants) {
    refuse(spec, quoted(values) + " gives " + std::to_string(count) + " variants; at most " +
                     std::to_string(kMaxVariants) + " (take a larger step)");
  }
  std::vector<std::string> out;
  for (int64_t v = from; v <= to; v += by) out.push_back(decimal_text(v, decimals));
  return out;
}

std::vector<std::string> read_list(std::string_view spec, std::string_view values) {
  std::vector<std::string> out;
  size_t at = 0;
  while (true) {
    const size_t comma = std::min(values.find(',', at), values.size());
    const std::string value(trimmed(values.substr(at, comma - at)));
    if (value.empty()) refuse(spec, "expected a value between the commas of " + quoted(values));
    if (std::find(out.begin(), out.end(), value) != out.end()) {
      refuse(spec, "the value " + value + " is given twice");
    }
    out.push_back(value);
    if (comma == values.size()) break;
    at = comma + 1;
  }
  if (out.size() > kMaxVariants) {
    refuse(spec, "gives " + std::to_string(out.size()) + " variants; at most " +
                     std::to_string(kMaxVariants));
  }
  return out;
}

}  // namespace

VarySpec parse_vary(std::string_view text) {
  const std::string_view spec = trimmed(text);
  VarySpec out;
  out.text = spec;
  size_t equals = std::string_view::npos;
  bool in_quotes = false;
  for (size_t i = 0; i < spec.size() && equals == std::string_view::npos; ++i) {
    if (spec[i] == '"') in_quotes = !in_quotes;
    if (spec[i] == '=' && !in_quotes) equals = i;
  }
  if (in_quotes) refuse(spec, "a side's name opened with \" is not closed");
  if (equals == std::string_view::npos) {
    refuse(spec, "expected PATH=VALUES, as in blue.units[0].size=4..8");
  }
  out.path = trimmed(spec.substr(0, equals));
  out.steps = read_path(spec, out.path);
  const std::string_view values = trimmed(spec.substr(equals + 1));
  if (values.empty()) {
    refuse(spec, "expected values after \"=\": A..B, A..B/STEP or a list V1,V2,...");
  }
  out.values = values.find("..") != std::string_view::npos ? read_range(spec, values)
                                                           : read_list(spec, values);
  return out;
}

}  // namespace skirmish
