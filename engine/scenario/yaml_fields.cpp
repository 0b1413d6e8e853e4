#include "engine/scenario/yaml_fields.h"

#include <charconv>
#include <cmath>
#include <utility>

#include "engine/model/spelling.h"

namespace skirmish::scenario_file {

namespace {

// yaml-cpp marks count from 0 and are -1 for nodes it made up.
SourceLocation location_of(const YAML::Node& n, const SourceLocation& fallback) {
  if (!n.IsDefined()) return fallback;
  const YAML::Mark m = n.Mark();
  if (m.is_null() || m.line < 0) return fallback;
  return {fallback.file, m.line + 1, m.column + 1};
}

std::string with_article(const std::string& noun) {
  const bool vowel = !noun.empty() && std::string_view("aeiou").find(noun[0]) != std::string::npos;
  return (vowel ? "an " : "a ") + noun;
}

std::string_view strip_plus(std::string_view s) {
  if (s.size() > 1 && s.front() == '+') s.remove_prefix(1);
  return s;
}

}  // namespace

std::string Field::child_path(std::string_view key) const {
  return path.empty() ? std::string(key) : path + "." + std::string(key);
}

std::string Field::element_path(size_t index) const {
  return path + "[" + std::to_string(index) + "]";
}

Field root_field(const YAML::Node& root, const std::string& file) {
  return {root, "", location_of(root, {file, 1, 1})};
}

void fail(const SourceLocation& where, const std::string& path, std::string message) {
  throw LoadFailure{ScenarioError{where.file, where.line, where.column, path, std::move(message)}};
}

void fail(const Field& f, std::string message) {
  fail(f.where, f.path, std::move(message));
}

void fail_expected(const Field& f, const std::string& expected) {
  fail(f, "expected " + expected + ", found " + describe(f.node));
}

std::string describe(const YAML::Node& n) {
  if (!n.IsDefined() || n.IsNull()) return "nothing";
  if (n.IsSequence()) return "a list";
  if (n.IsMap()) return "a map";
  std::string s = n.Scalar();
  if (parse_number(s)) return s;
  if (s.size() > 40) s = s.substr(0, 37) + "...";
  return "\"" + s + "\"";
}

std::optional<double> parse_number(std::string_view s) {
  s = strip_plus(s);
  double v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::optional<int> parse_int(std::string_view s) {
  s = strip_plus(s);
  int v = 0;
  const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  if (ec != std::errc() || end != s.data() + s.size()) return std::nullopt;
  return v;
}

MapFields::MapFields(const Field& f, const std::string& what, std::vector<std::string> allowed,
                     bool extra_allowed)
    : self_(f), what_(what) {
  if (!f.node.IsMap()) fail_expected(f, "a map of " + what + " fields");
  for (auto it = f.node.begin(); it != f.node.end(); ++it) {
    // By value: the iterator hands out a temporary pair.
    const YAML::Node key = it->first;
    const YAML::Node item = it->second;
    const SourceLocation key_where = location_of(key, f.where);
    if (!key.IsScalar()) fail(key_where, f.path, "expected a field name, found " + describe(key));
    const std::string name = key.Scalar();
    Field value{item, f.child_path(name), location_of(item, key_where)};
    for (const auto& [seen, seen_field] : fields_) {
      if (seen == name) {
        fail(key_where, value.path,
             "field given twice (first on line " + std::to_string(seen_field.where.line) + ")");
      }
    }
    for (const Field& seen : extras_) {
      if (seen.path == value.path) {
        fail(key_where, value.path,
             "field given twice (first on line " + std::to_string(seen.where.line) + ")");
      }
    }
    bool known = false;
    for (const std::string& a : allowed) known = known || a == name;
    if (known) {
      fields_.emplace_back(name, value);
      continue;
    }
    const std::vector<std::string> near = near_matches(name, allowed, 1);
    // Extras (a rule set's stats) are free names, so only a close typo of
    // a field name is refused there: "facng" is surely "facing".
    const bool typo = !near.empty() && edit_distance(name, near.front()) <= 2 &&
                      edit_distance(name, near.front()) * 3 <= static_cast<int>(name.size());
    if (extra_allowed && !typo) {
      extras_.push_back(value);
      continue;
    }
    std::string message = "unknown field; ";
    if (!near.empty() && (typo || !extra_allowed)) {
      message += "did you mean \"" + near.front() + "\"?";
      if (!extra_allowed) message += " The";
    } else {
      message += "the";
    }
    if (!extra_allowed) {
      message += " fields of " + with_article(what) + " are " + quoted_list(allowed, "and");
    }
    fail(key_where, value.path, message);
  }
}

std::optional<Field> MapFields::optional(std::string_view key) const {
  for (const auto& [name, f] : fields_) {
    if (name == key) return f;
  }
  return std::nullopt;
}

Field MapFields::required(std::string_view key) const {
  std::optional<Field> f = optional(key);
  if (!f) {
    fail(self_.where, self_.child_path(key),
         "missing field; every " + what_ + " needs `" + std::string(key) + ":`");
  }
  return *f;
}

std::string read_text(const Field& f, const std::string& expected) {
  if (!f.node.IsScalar()) fail_expected(f, expected);
  return f.node.Scalar();
}

double read_number(const Field& f, const std::string& expected,
                   const std::function<bool(double)>& in_range) {
  if (!f.node.IsScalar()) fail_expected(f, expected);
  const std::optional<double> v = parse_number(f.node.Scalar());
  if (!v || !in_range(*v)) fail_expected(f, expected);
  return *v;
}

int read_int(const Field& f, const std::string& expected,
             const std::function<bool(int)>& in_range) {
  if (!f.node.IsScalar()) fail_expected(f, expected);
  const std::optional<int> v = parse_int(f.node.Scalar());
  if (!v || !in_range(*v)) fail_expected(f, expected);
  return *v;
}

bool read_bool(const Field& f) {
  if (f.node.IsScalar()) {
    const std::string s = normalised_name(f.node.Scalar());
    if (s == "true" || s == "yes") return true;
    if (s == "false" || s == "no") return false;
  }
  fail_expected(f, "true or false");
}

Vec2 read_point(const Field& f) {
  static const std::string kPoint = "a point [x, y] in inches";
  if (!f.node.IsSequence() || f.node.size() != 2) fail_expected(f, kPoint);
  const YAML::Node x = f.node[0];
  const YAML::Node y = f.node[1];
  if (!x.IsScalar() || !y.IsScalar()) fail_expected(f, kPoint);
  const std::optional<double> vx = parse_number(x.Scalar());
  const std::optional<double> vy = parse_number(y.Scalar());
  if (!vx || !vy) {
    fail(f, "expected " + kPoint + ", found [" + describe(x) + ", " + describe(y) + "]");
  }
  return {*vx, *vy};
}

std::vector<Vec2> read_points(const Field& f, size_t min_count) {
  const std::string expected =
      "a list of at least " + std::to_string(min_count) + " points [[x, y], ...] in inches";
  std::vector<Vec2> out;
  for (const Field& p : read_list(f, expected, min_count)) out.push_back(read_point(p));
  return out;
}

std::vector<Field> read_list(const Field& f, const std::string& expected, size_t min_count) {
  if (!f.node.IsSequence()) fail_expected(f, expected);
  if (f.node.size() < min_count) {
    fail(f, "expected " + expected + ", found " + std::to_string(f.node.size()) +
                (f.node.size() == 1 ? " element" : " elements"));
  }
  std::vector<Field> out;
  for (size_t i = 0; i < f.node.size(); ++i) {
    const YAML::Node e = f.node[i];
    out.push_back({e, f.element_path(i), location_of(e, f.where)});
  }
  return out;
}

size_t read_choice(const Field& f, const std::vector<std::string>& names) {
  const std::string expected = "one of " + quoted_list(names);
  if (!f.node.IsScalar()) fail_expected(f, expected);
  const std::string written = f.node.Scalar();
  for (size_t i = 0; i < names.size(); ++i) {
    if (normalised_name(names[i]) == normalised_name(written)) return i;
  }
  const std::vector<std::string> near = near_matches(written, names, 1);
  std::string message = "expected " + expected + ", found " + describe(f.node);
  if (!near.empty()) message += "; did you mean \"" + near.front() + "\"?";
  fail(f, message);
}

}  // namespace skirmish::scenario_file
