// The --vary language (scenario_variants.h) against one scenario: finding
// what a spec's path names, setting each value there and writing one
// scenario text per value. The spec is read in vary_spec.cpp, a unit's size
// changed in unit_size.cpp.
#include "tools/playtest/scenario_variants.h"

#include <yaml-cpp/yaml.h>

#include <charconv>
#include <optional>

#include "engine/scenario/loader.h"
#include "tools/playtest/unit_size.h"
#include "tools/playtest/vary_words.h"

namespace skirmish {

namespace {

using vary::quoted;
using vary::refuse;
using vary::side_words;
using vary::step_text;

// --- What a path names in the scenario.

enum class TargetKind { kTopLevel, kSide, kUnit, kFigure, kSize };

struct Target {
  TargetKind kind = TargetKind::kTopLevel;
  int side = 0, unit = 0, figure = 0;
  bool leaders_kept = false;    // `.men.FIELD`: every man but each unit's leader
  std::vector<VaryStep> field;  // the field's steps (one, except at the top level)
};

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
  t.kind = TargetKind::kUnit;
  if (next.key == "men" && !next.index && !next.quoted) {
    if (steps.size() == 3) refuse(spec.text, "expected a field after men");
    check_figure_field(spec, steps, 3);
    t.leaders_kept = true;
    t.field = {steps[3]};
    return t;
  }
  check_figure_field(spec, steps, 2);
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
  t.kind = TargetKind::kSide;
  if (spec.steps[1].key == "men" && !spec.steps[1].index && !spec.steps[1].quoted) {
    if (spec.steps.size() == 2) refuse(spec.text, "expected a field after men");
    check_figure_field(spec, spec.steps, 2);
    t.leaders_kept = true;
    t.field = {spec.steps[2]};
    return t;
  }
  check_figure_field(spec, spec.steps, 1);
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

// The unit's leader: the man its `leader` names, else its first man.
size_t leader_of(const UnitSpec& u) {
  for (size_t f = 0; f < u.figures.size(); ++f) {
    if (!u.leader.empty() && u.figures[f].name == u.leader) return f;
  }
  return 0;
}

// Sets `field` on every man of the unit (but its leader, with
// `leader_kept`), or on the unit itself for its own keys.
void set_on_unit(const VarySpec& spec, YAML::Node root, const Scenario& scenario, int side,
                 int unit, const VaryStep& field, const std::string& value, bool leader_kept) {
  const UnitSpec& u = scenario.sides[side].units[unit];
  if (!field.index && (field.key == "hidden" || field.key == "dress")) {
    set_field(spec, root["sides"][side]["units"][unit], field, value, quoted(u.name));
    return;
  }
  YAML::Node figures = figures_of(root, side, unit);
  const size_t leader = leader_of(u);
  for (size_t f = 0; f < u.figures.size(); ++f) {
    if (leader_kept && f == leader) continue;
    set_field(spec, figures[f], field, value, u.figures[f].name);
  }
}

void apply(const VarySpec& spec, YAML::Node root, const Scenario& scenario, const Target& t,
           const vary::Reinforcements& more, const std::string& value) {
  const SideSpec& side = scenario.sides[t.side];
  switch (t.kind) {
    case TargetKind::kTopLevel:
      set_top_level(spec, root, t.field, value);
      return;
    case TargetKind::kSide:
      for (int u = 0; u < static_cast<int>(side.units.size()); ++u) {
        set_on_unit(spec, root, scenario, t.side, u, t.field.front(), value, t.leaders_kept);
      }
      return;
    case TargetKind::kUnit:
      set_on_unit(spec, root, scenario, t.side, t.unit, t.field.front(), value, t.leaders_kept);
      return;
    case TargetKind::kFigure:
      set_field(spec, figures_of(root, t.side, t.unit)[t.figure], t.field.front(), value,
                side.units[t.unit].figures[t.figure].name);
      return;
    case TargetKind::kSize:
      root["sides"][t.side]["units"][t.unit]["figures"] =
          vary::resized_figures(spec, figures_of(root, t.side, t.unit), scenario,
                                side.units[t.unit], more, std::stoi(value));
      return;
  }
}

std::string emitted(const YAML::Node& root) {
  YAML::Emitter out;
  out << root;
  return std::string(out.c_str()) + "\n";
}

}  // namespace

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
  const vary::Reinforcements more =
      target.kind == TargetKind::kSize
          ? vary::reinforcements(spec, scenario, target.side, target.unit)
          : vary::Reinforcements{};
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

std::vector<ScenarioVariant> make_variant_grid(std::string_view yaml, const std::string& file,
                                               const std::vector<VarySpec>& specs) {
  std::size_t combinations = 1;
  std::string texts;
  for (const VarySpec& spec : specs) {
    combinations *= spec.values.size();
    texts += (texts.empty() ? "" : "\" --vary \"") + spec.text;
  }
  if (combinations > kMaxVariants) {
    refuse(texts, "the values give " + std::to_string(combinations) + " combinations; at most " +
                      std::to_string(kMaxVariants) + " (fewer values, or a larger step)");
  }
  std::vector<ScenarioVariant> out(1);
  out.front().yaml = std::string(yaml);
  for (const VarySpec& spec : specs) {
    std::vector<ScenarioVariant> next;
    for (const ScenarioVariant& so_far : out) {
      for (ScenarioVariant& v : make_variants(so_far.yaml, file, spec)) {
        if (!so_far.label.empty()) {
          v.label = so_far.label + "; " + v.label;
          v.value = so_far.value + "; " + v.value;
        }
        // Two specs may end in the same field (two units' experience): a
        // combination's short label is its whole label.
        if (specs.size() > 1) v.short_label = v.label;
        next.push_back(std::move(v));
      }
    }
    out = std::move(next);
  }
  return out;
}

}  // namespace skirmish
