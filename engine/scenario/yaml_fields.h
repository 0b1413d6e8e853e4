// Reading typed fields out of a parsed YAML scenario, each failure becoming
// one ScenarioError that names the file, line, column and dotted field path.
//
// Used only inside the loader: a failure is thrown as LoadFailure and caught
// once at the top (load_scenario), so no half-built scenario ever escapes.
#pragma once

#include <yaml-cpp/yaml.h>

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/scenario/scenario_error.h"

namespace skirmish::scenario_file {

struct LoadFailure {
  ScenarioError error;
};

// A value in the file, with its dotted path and where it was written.
struct Field {
  YAML::Node node;
  std::string path;
  SourceLocation where;

  // The field `key` of this map, or element `index` of this list (paths only).
  std::string child_path(std::string_view key) const;
  std::string element_path(size_t index) const;
};

// The root of a parsed document.
Field root_field(const YAML::Node& root, const std::string& file);

[[noreturn]] void fail(const SourceLocation& where, const std::string& path, std::string message);
[[noreturn]] void fail(const Field& f, std::string message);
// fail(f, "expected " + expected + ", found " + describe(f)).
[[noreturn]] void fail_expected(const Field& f, const std::string& expected);

// How a value reads in a message: `"north"`, `-1`, `a list`, `a map`, `nothing`.
std::string describe(const YAML::Node& n);

// A map's fields, checked against the names it may have.
class MapFields {
 public:
  // Fails unless `f` is a map whose keys are all in `allowed` (each once).
  // With `extra_allowed`, keys outside `allowed` are kept as extras(); a key
  // a typo away from an allowed name is still refused.
  MapFields(const Field& f, const std::string& what, std::vector<std::string> allowed,
            bool extra_allowed = false);

  std::optional<Field> optional(std::string_view key) const;
  Field required(std::string_view key) const;  // "missing field ..." at the map
  const std::vector<Field>& extras() const { return extras_; }
  const Field& self() const { return self_; }

 private:
  Field self_;
  std::string what_;
  std::vector<std::pair<std::string, Field>> fields_;
  std::vector<Field> extras_;
};

std::string read_text(const Field& f, const std::string& expected = "some text");
double read_number(const Field& f, const std::string& expected,
                   const std::function<bool(double)>& in_range);
int read_int(const Field& f, const std::string& expected, const std::function<bool(int)>& in_range);
bool read_bool(const Field& f);
Vec2 read_point(const Field& f);
// A list of at least `min_count` points.
std::vector<Vec2> read_points(const Field& f, size_t min_count);
// A list with at least `min_count` elements, as fields.
std::vector<Field> read_list(const Field& f, const std::string& expected, size_t min_count = 0);
// Index in `names` of the word written; a wrong word lists the right ones.
size_t read_choice(const Field& f, const std::vector<std::string>& names);

// Parsing of scalars, strict: the whole text must be the number.
std::optional<double> parse_number(std::string_view s);
std::optional<int> parse_int(std::string_view s);

}  // namespace skirmish::scenario_file
