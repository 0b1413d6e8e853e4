// The --vary language (scenario_variants.h): reading a spec, finding what
// its path names in a scenario, and writing one scenario text per value.
#include "tools/playtest/scenario_variants.h"

#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <set>

#include "engine/core/geometry.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/placement.h"
#include "engine/scenario/yaml_text.h"

namespace skirmish {

namespace {

// How far from the man copied a new man may stand: a unit's men keep
// within a few inches of each other, so a copy farther off is not "in" it.
constexpr double kNearby = 8;
// The gap left between the base of the man copied and his copies' bases,
// as the generator's files space men (1.5" between 1" bases).
constexpr double kGap = 0.5;

[[noreturn]] void refuse(std::string_view spec, const std::string& what) {
  throw VaryError("--vary \"" + std::string(spec) + "\": " + what);
}

std::string quoted(std::string_view s) {
  return "\"" + std::string(s) + "\"";
}

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
  if (decimals > 0) {
    if (digits.size() <= static_cast<size_t>(decimals)) {
      digits.insert(0, decimals + 1 - digits.size(), '0');
    }
    digits.insert(digits.size() - decimals, ".");
  }
  return (v < 0 ? "-" : "") + digits;
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

// --- What a path names in the scenario.

enum class TargetKind { kTopLevel, kSide, kUnit, kFigure, kSize };

struct Target {
  TargetKind kind = TargetKind::kTopLevel;
  int side = 0, unit = 0, figure = 0;
  std::vector<VaryStep> field;  // the field's steps (one, except at the top level)
};

std::string side_words(const SideSpec& side) {
  const bool has_article = side.name.rfind("The ", 0) == 0 || side.name.rfind("the ", 0) == 0;
  return has_article ? side.name : "the " + side.name;
}

std::string step_text(const VaryStep& s) {
  std::string t = s.quoted ? quoted(s.key) : s.key;
  if (s.index) t += "[" + std::to_string(*s.index) + "]";
  return t;
}

std::string side_names(const Scenario& scenario) {
  std::string out;
  for (const SideSpec& s : scenario.sides) out += (out.empty() ? "" : ", ") + s.name;
  return out;
}

std::string range_words(size_t count) {
  return "(0.." + std::to_string(count - 1) + ")";
}

// The side the first step names, or nullopt when it names no side (a
// top-level field).
std::optional<int> side_named(const VarySpec& spec, const Scenario& scenario) {
  const VaryStep& s = spec.steps.front();
  const int sides = static_cast<int>(scenario.sides.size());
  if (!s.quoted && !s.index && (s.key == "red" || s.key == "blue")) return s.key == "red" ? 0 : 1;
  if (!s.quoted && s.key == "sides") {
    if (!s.index) refuse(spec.text, "expected sides[i], a side counted from 0");
    if (*s.index >= sides) {
      refuse(spec.text, "the scenario has " + std::to_string(sides) + " sides " +
                            range_words(sides) + ", not sides[" + std::to_string(*s.index) + "]");
    }
    return *s.index;
  }
  for (int i = 0; i < sides; ++i) {
    if (scenario.sides[i].name == s.key && !s.index) return i;
  }
  if (s.quoted) {
    refuse(spec.text,
           "no side is named " + quoted(s.key) + "; the sides are " + side_names(scenario));
  }
  return std::nullopt;
}

void check_figure_field(const VarySpec& spec, const std::vector<VaryStep>& steps, size_t i) {
  const VaryStep& f = steps[i];
  if (f.key == "name") refuse(spec.text, "a man's name cannot be varied (names must stay unique)");
  if (f.key == "weapons") refuse(spec.text, "weapons is a list of names, not one value");
  if (f.key == "units" || f.key == "figures") {
    refuse(spec.text, "expected a field of the men here, found " + step_text(f) +
                          " (the path runs SIDE.units[i].figures[j].FIELD)");
  }
  if (f.key == "size") {
    refuse(spec.text, "size is the number of men of a unit: expected SIDE.units[i].size");
  }
  if (f.key == "at" && (!f.index || *f.index > 1)) {
    refuse(spec.text, "at is a point: vary at[0] (x) or at[1] (y)");
  }
  if (i + 1 < steps.size()) {
    refuse(spec.text, "expected the path to end at " + step_text(f) + ", found ." +
                          step_text(steps[i + 1]) + " after it");
  }
}

void check_size_values(const VarySpec& spec) {
  for (const std::string& v : spec.values) {
    int men = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), men);
    if (ec != std::errc() || end != v.data() + v.size() || men < 1) {
      refuse(spec.text,
             "size is a number of men: expected whole numbers 1 or more, found " + quoted(v));
    }
  }
}

Target unit_target(const VarySpec& spec, const Scenario& scenario, Target t) {
  const std::vector<VaryStep>& steps = spec.steps;
  const VaryStep& u = steps[1];
  const SideSpec& side = scenario.sides[t.side];
  const int units = static_cast<int>(side.units.size());
  if (!u.index) refuse(spec.text, "expected units[i], a unit of " + side_words(side));
  if (*u.index >= units) {
    refuse(spec.text, side_words(side) + " have " + std::to_string(units) + " units " +
                          range_words(units) + ", not units[" + std::to_string(*u.index) + "]");
  }
  t.unit = *u.index;
  const UnitSpec& unit = side.units[t.unit];
  if (steps.size() == 2) {
    refuse(spec.text, "expected .size or a field of its men after " + step_text(u));
  }
  const VaryStep& next = steps[2];
  if (next.key == "size" && !next.index && !next.quoted && steps.size() == 3) {
    check_size_values(spec);
    t.kind = TargetKind::kSize;
    return t;
  }
  if (next.key == "figures") {
    const int men = static_cast<int>(unit.figures.size());
    if (!next.index)
      refuse(spec.text, "expected figures[j], a man of the unit " + quoted(unit.name));
    if (*next.index >= men) {
      refuse(spec.text, "the unit " + quoted(unit.name) + " has " + std::to_string(men) + " men " +
                            range_words(men) + ", not figures[" + std::to_string(*next.index) +
                            "]");
    }
    if (steps.size() == 3) refuse(spec.text, "expected a field after " + step_text(next));
    check_figure_field(spec, steps, 3);
    t.kind = TargetKind::kFigure;
    t.figure = *next.index;
    t.field = {steps[3]};
    return t;
  }
  check_figure_field(spec, steps, 2);
  t.kind = TargetKind::kUnit;
  t.field = {next};
  return t;
}

// The optional top-level fields a file may leave out and a variant may add.
bool may_add_top_level(std::string_view key) {
  return key == "turn_limit" || key == "break_fraction" || key == "contour_height" ||
         key == "measure" || key == "options";
}

Target resolve(const VarySpec& spec, const Scenario& scenario, const YAML::Node& root) {
  Target t;
  const std::optional<int> side = side_named(spec, scenario);
  if (!side) {
    const VaryStep& first = spec.steps.front();
    if (!root[first.key] && !may_add_top_level(first.key)) {
      refuse(spec.text, quoted(first.key) + " is neither a side (red, blue, sides[i] or a " +
                            "side's name: " + side_names(scenario) +
                            ") nor a field of the scenario");
    }
    t.field = spec.steps;
    return t;
  }
  t.side = *side;
  if (spec.steps.size() == 1) {
    refuse(spec.text, "expected a unit or a field after the side, as in " +
                          step_text(spec.steps[0]) + ".units[0].size or " +
                          step_text(spec.steps[0]) + ".experience");
  }
  if (spec.steps[1].key == "units" && !spec.steps[1].quoted) return unit_target(spec, scenario, t);
  check_figure_field(spec, spec.steps, 1);
  t.kind = TargetKind::kSide;
  t.field = {spec.steps[1]};
  return t;
}

// --- Setting a value.

// Sets the field `step` of the map `owner` (named `whose` in messages).
void set_field(const VarySpec& spec, YAML::Node owner, const VaryStep& step,
               const std::string& value, const std::string& whose) {
  const YAML::Node& present = owner;
  if (!step.index) {
    if (present[step.key] && !present[step.key].IsScalar()) {
      refuse(spec.text, step.key + " of " + whose + " is a list or map, not one value");
    }
    owner[step.key] = value;
    return;
  }
  const YAML::Node list = present[step.key];
  if (!list || !list.IsSequence() || list.size() <= static_cast<size_t>(*step.index)) {
    refuse(spec.text, whose + " has no " + step_text(step));
  }
  if (!list[*step.index].IsScalar()) {
    refuse(spec.text, step_text(step) + " of " + whose + " is a list or map, not one value");
  }
  owner[step.key][*step.index] = value;
}

// A path from the top of the file, through maps and lists, to one value.
void set_top_level(const VarySpec& spec, YAML::Node root, const std::vector<VaryStep>& steps,
                   const std::string& value) {
  YAML::Node owner = root;
  std::string whose = "the scenario";
  for (size_t i = 0; i + 1 < steps.size(); ++i) {
    const VaryStep& s = steps[i];
    const YAML::Node& here = owner;
    if (!here.IsMap()) refuse(spec.text, whose + " is not a map of fields");
    if (!here[s.key]) {
      if (s.key != "options" || s.index) refuse(spec.text, whose + " has no field " + s.key);
      owner[s.key] = YAML::Node(YAML::NodeType::Map);
    }
    YAML::Node next = owner[s.key];
    if (s.index) {
      if (!next.IsSequence() || next.size() <= static_cast<size_t>(*s.index)) {
        refuse(spec.text, whose + " has no " + step_text(s));
      }
      next.reset(next[*s.index]);
    }
    owner.reset(next);
    whose = step_text(s);
  }
  if (!owner.IsMap()) refuse(spec.text, whose + " is not a map of fields");
  set_field(spec, owner, steps.back(), value, whose);
}

YAML::Node figures_of(YAML::Node root, int side, int unit) {
  return root["sides"][side]["units"][unit]["figures"];
}

void set_on_unit(const VarySpec& spec, YAML::Node root, const Scenario& scenario, int side,
                 int unit, const VaryStep& field, const std::string& value) {
  const UnitSpec& u = scenario.sides[side].units[unit];
  if (!field.index && (field.key == "hidden" || field.key == "dress")) {
    set_field(spec, root["sides"][side]["units"][unit], field, value, quoted(u.name));
    return;
  }
  YAML::Node figures = figures_of(root, side, unit);
  for (size_t f = 0; f < u.figures.size(); ++f) {
    set_field(spec, figures[f], field, value, u.figures[f].name);
  }
}

// --- The size of a unit.

int leader_of(const UnitSpec& unit) {
  for (size_t f = 0; f < unit.figures.size(); ++f) {
    if (unit.figures[f].name == unit.leader) return static_cast<int>(f);
  }
  return 0;  // no `leader`: the first man leads (docs/scenario-format.md)
}

// The men of `unit` the scenario names elsewhere, who must stay: its leader
// and any man a kill objective names, in file order.
std::vector<int> named_men(const Scenario& scenario, const UnitSpec& unit) {
  std::vector<int> out;
  for (size_t f = 0; f < unit.figures.size(); ++f) {
    bool named = static_cast<int>(f) == leader_of(unit);
    for (const Objective& o : scenario.objectives) {
      named = named || (o.kind == ObjectiveKind::kKill && o.figure == unit.figures[f].name);
    }
    if (named) out.push_back(static_cast<int>(f));
  }
  return out;
}

std::vector<int> men_kept(const VarySpec& spec, const Scenario& scenario, const UnitSpec& unit,
                          int size) {
  std::vector<int> kept = named_men(scenario, unit);
  if (static_cast<int>(kept.size()) > size) {
    std::string names;
    for (int f : kept) names += (names.empty() ? "" : ", ") + unit.figures[f].name;
    refuse(spec.text, "size=" + std::to_string(size) + " would drop men the scenario names (" +
                          names + ": its leader or a kill objective's man); the unit " +
                          quoted(unit.name) + " needs size " + std::to_string(kept.size()) +
                          " or more");
  }
  for (int f = 0; f < static_cast<int>(unit.figures.size()); ++f) {
    if (static_cast<int>(kept.size()) == size) break;
    if (std::find(kept.begin(), kept.end(), f) == kept.end()) kept.push_back(f);
  }
  std::sort(kept.begin(), kept.end());
  return kept;
}

// The man whose copies fill a unit out: its last man but the leader.
int man_copied(const UnitSpec& unit) {
  const int leader = leader_of(unit);
  for (int f = static_cast<int>(unit.figures.size()) - 1; f >= 0; --f) {
    if (f != leader) return f;
  }
  return leader;
}

std::vector<std::string> fresh_names(const Scenario& scenario, const std::string& base, int count) {
  std::set<std::string> used;
  for (const SideSpec& s : scenario.sides) {
    for (const UnitSpec& u : s.units) {
      for (const FigureSpec& f : u.figures) used.insert(f.name);
    }
  }
  std::vector<std::string> out;
  for (int k = 2; static_cast<int>(out.size()) < count; ++k) {
    std::string name = base + " " + std::to_string(k);
    if (used.insert(name).second) out.push_back(std::move(name));
  }
  return out;
}

bool spot_free(const Scenario& scenario, const SideSpec& side, const Circle& base,
               const std::vector<Circle>& taken) {
  const Battlefield& field = *scenario.battlefield;
  if (!base_on_table(field.table, base) || terrain_blocking(field, base)) return false;
  if (!side.deployment.points.empty() &&
      (!contains(side.deployment, base.centre) ||
       distance_to_boundary(side.deployment, base.centre) < base.radius)) {
    return false;
  }
  return std::none_of(taken.begin(), taken.end(), [&](const Circle& c) {
    return distance(c.centre, base.centre) < c.radius + base.radius - 1e-6;
  });
}

// Free spots for `count` copies of `man`, nearest him first: a lattice one
// base width and kGap apart, same row first, within kNearby inches.
std::vector<Vec2> spots_near(const VarySpec& spec, const Scenario& scenario, int side,
                             const UnitSpec& unit, const FigureSpec& man, int count) {
  std::vector<Circle> taken;
  for (const SideSpec& s : scenario.sides) {
    for (const UnitSpec& u : s.units) {
      for (const FigureSpec& f : u.figures) taken.push_back({f.at, f.base_radius});
    }
  }
  const double pitch = 2 * man.base_radius + kGap;
  const int reach = static_cast<int>(kNearby / pitch);
  std::vector<std::pair<int, int>> lattice;
  for (int j = -reach; j <= reach; ++j) {
    for (int i = -reach; i <= reach; ++i) {
      if ((i != 0 || j != 0) && (i * i + j * j) * pitch * pitch <= kNearby * kNearby) {
        lattice.push_back({i, j});
      }
    }
  }
  std::stable_sort(lattice.begin(), lattice.end(), [](auto a, auto b) {
    const int da = a.first * a.first + a.second * a.second;
    const int db = b.first * b.first + b.second * b.second;
    return da != db ? da < db : std::abs(a.second) < std::abs(b.second);
  });
  std::vector<Vec2> out;
  for (const auto& [i, j] : lattice) {
    if (static_cast<int>(out.size()) == count) break;
    const Circle base{{man.at.x + i * pitch, man.at.y + j * pitch}, man.base_radius};
    if (!spot_free(scenario, scenario.sides[side], base, taken)) continue;
    out.push_back(base.centre);
    taken.push_back(base);
  }
  if (static_cast<int>(out.size()) < count) {
    const std::string zone =
        scenario.sides[side].deployment.points.empty()
            ? ""
            : " inside the deployment zone of " + side_words(scenario.sides[side]);
    refuse(spec.text, "no room for " + std::to_string(count) + " more men in the unit " +
                          quoted(unit.name) + ": " + std::to_string(out.size()) +
                          " free spots within " + yaml_text::number(kNearby) + " inches of " +
                          man.name + zone);
  }
  return out;
}

// Every copy a size needs up to the largest size asked: each variant takes
// the first ones, so a larger unit is a smaller one with more men.
struct Reinforcements {
  int copied = 0;
  std::vector<std::string> names;
  std::vector<Vec2> spots;
};

Reinforcements reinforcements(const VarySpec& spec, const Scenario& scenario, const Target& t) {
  const UnitSpec& unit = scenario.sides[t.side].units[t.unit];
  int largest = 0;
  for (const std::string& v : spec.values) largest = std::max(largest, std::stoi(v));
  const int extra = largest - static_cast<int>(unit.figures.size());
  Reinforcements r;
  r.copied = man_copied(unit);
  if (extra <= 0) return r;
  const FigureSpec& man = unit.figures[r.copied];
  r.names = fresh_names(scenario, man.name, extra);
  r.spots = spots_near(spec, scenario, t.side, unit, man, extra);
  return r;
}

YAML::Node point_node(Vec2 p) {
  YAML::Node at(YAML::NodeType::Sequence);
  at.SetStyle(YAML::EmitterStyle::Flow);
  at.push_back(yaml_text::number(p.x));
  at.push_back(yaml_text::number(p.y));
  return at;
}

void set_size(const VarySpec& spec, YAML::Node root, const Scenario& scenario, const Target& t,
              const Reinforcements& more, int size) {
  const UnitSpec& unit = scenario.sides[t.side].units[t.unit];
  YAML::Node figures = figures_of(root, t.side, t.unit);
  YAML::Node men(YAML::NodeType::Sequence);
  men.SetStyle(figures.Style());
  const int written = static_cast<int>(unit.figures.size());
  for (int f : men_kept(spec, scenario, unit, std::min(size, written))) men.push_back(figures[f]);
  for (int k = 0; k < size - written; ++k) {
    YAML::Node copy = YAML::Clone(figures[more.copied]);
    copy["name"] = more.names[k];
    copy["at"] = point_node(more.spots[k]);
    men.push_back(copy);
  }
  root["sides"][t.side]["units"][t.unit]["figures"] = men;
}

void apply(const VarySpec& spec, YAML::Node root, const Scenario& scenario, const Target& t,
           const Reinforcements& more, const std::string& value) {
  const SideSpec& side = scenario.sides[t.side];
  switch (t.kind) {
    case TargetKind::kTopLevel:
      set_top_level(spec, root, t.field, value);
      return;
    case TargetKind::kSide:
      for (int u = 0; u < static_cast<int>(side.units.size()); ++u) {
        set_on_unit(spec, root, scenario, t.side, u, t.field.front(), value);
      }
      return;
    case TargetKind::kUnit:
      set_on_unit(spec, root, scenario, t.side, t.unit, t.field.front(), value);
      return;
    case TargetKind::kFigure:
      set_field(spec, figures_of(root, t.side, t.unit)[t.figure], t.field.front(), value,
                side.units[t.unit].figures[t.figure].name);
      return;
    case TargetKind::kSize:
      set_size(spec, root, scenario, t, more, std::stoi(value));
      return;
  }
}

std::string emitted(const YAML::Node& root) {
  YAML::Emitter out;
  out << root;
  return std::string(out.c_str()) + "\n";
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

std::vector<ScenarioVariant> make_variants(std::string_view yaml, const std::string& file,
                                           const VarySpec& spec) {
  LoadResult loaded = load_scenario_text(yaml, file);
  if (!loaded.ok()) {
    refuse(spec.text, "the scenario itself does not load: " + loaded.error->to_string());
  }
  const Scenario& scenario = *loaded.scenario;
  YAML::Node root;
  try {
    root = YAML::Load(std::string(yaml));
  } catch (const YAML::Exception& e) {
    refuse(spec.text, file + ": " + e.what());
  }
  const Target target = resolve(spec, scenario, root);
  const Reinforcements more =
      target.kind == TargetKind::kSize ? reinforcements(spec, scenario, target) : Reinforcements{};
  std::vector<ScenarioVariant> out;
  for (const std::string& value : spec.values) {
    YAML::Node variant = YAML::Clone(root);
    apply(spec, variant, scenario, target, more, value);
    ScenarioVariant v;
    v.value = value;
    v.label = spec.path + "=" + value;
    v.short_label = step_text(spec.steps.back()) + "=" + value;
    v.yaml = emitted(variant);
    out.push_back(std::move(v));
  }
  return out;
}

}  // namespace skirmish
