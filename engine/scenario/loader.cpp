#include "engine/scenario/loader.h"

#include <yaml-cpp/yaml.h>

#include <fstream>
#include <memory>
#include <sstream>
#include <utility>

#include "engine/model/spelling.h"
#include "engine/scenario/load_sides.h"
#include "engine/scenario/load_terrain.h"
#include "engine/scenario/placement.h"
#include "engine/scenario/yaml_fields.h"

namespace skirmish {

namespace {

using scenario_file::Field;
using scenario_file::LoadFailure;
using scenario_file::MapFields;

// A scenario is a few kilobytes; anything this large is not one.
constexpr std::streamsize kMaxFileBytes = 4 << 20;

Table read_table(const Field& f) {
  MapFields m(f, "table", {"width", "depth"});
  Table t;
  const auto size = [](double v) { return v > 0 && v <= 1000; };
  t.width = scenario_file::read_number(m.required("width"),
                                       "a width in inches greater than 0 and at most 1000", size);
  t.depth = scenario_file::read_number(m.required("depth"),
                                       "a depth in inches greater than 0 and at most 1000", size);
  return t;
}

std::vector<OptionValue> read_options(const Field& f) {
  if (!f.node.IsMap()) scenario_file::fail_expected(f, "a map of option names to values");
  MapFields m(f, "options", {}, /*extra_allowed=*/true);
  std::vector<OptionValue> out;
  for (const Field& e : m.extras()) {
    const std::string value = scenario_file::read_text(e, "a single value (a word or a number)");
    out.push_back({e.path.substr(e.path.find('.') + 1), value, e.where});
  }
  return out;
}

const FigureSpec* find_figure(const std::vector<SideSpec>& sides, const std::string& name,
                              const SideSpec** side_of) {
  for (const SideSpec& s : sides) {
    for (const UnitSpec& u : s.units) {
      for (const FigureSpec& fig : u.figures) {
        if (fig.name == name) {
          *side_of = &s;
          return &fig;
        }
      }
    }
  }
  return nullptr;
}

Objective read_objective(const Field& f, const Scenario& s) {
  static const std::vector<std::string> kKinds = {"hold", "reach", "exit", "kill", "search"};
  MapFields m(f, "objective",
              {"name", "kind", "side", "at", "radius", "figure", "points", "difficulty"});
  Objective o;
  o.where = f.where;
  o.name = scenario_file::read_text(m.required("name"), "an objective name");
  o.kind = static_cast<ObjectiveKind>(scenario_file::read_choice(m.required("kind"), kKinds));

  const Field side = m.required("side");
  o.side = scenario_file::read_text(side, "a side name");
  std::vector<std::string> side_names;
  bool side_found = false;
  for (const SideSpec& sd : s.sides) {
    side_names.push_back(sd.name);
    side_found = side_found || sd.name == o.side;
  }
  if (!side_found) {
    scenario_file::fail(
        side, "unknown side \"" + o.side + "\"; the sides are " + quoted_list(side_names, "and"));
  }

  if (o.kind == ObjectiveKind::kKill) {
    if (m.optional("at") || m.optional("radius")) {
      scenario_file::fail(f, "a kill objective names a `figure:`, not `at:` or `radius:`");
    }
    const Field fig = m.required("figure");
    o.figure = scenario_file::read_text(fig, "a figure name");
    const SideSpec* owner = nullptr;
    if (find_figure(s.sides, o.figure, &owner) == nullptr) {
      scenario_file::fail(fig,
                          "unknown figure \"" + o.figure + "\"; no side has a figure of that name");
    }
    if (owner->name == o.side) {
      scenario_file::fail(fig, "\"" + o.figure + "\" is on side \"" + o.side +
                                   "\" itself; a kill objective names an enemy figure");
    }
  } else {
    if (m.optional("figure")) {
      scenario_file::fail(
          f, "only a kill objective names a `figure:`; this one needs `at:` and `radius:`");
    }
    const Field at = m.required("at");
    o.area.centre = scenario_file::read_point(at);
    if (!s.battlefield->table.contains(o.area.centre)) {
      scenario_file::fail(at, "expected a point on the " + number_text(s.battlefield->table.width) +
                                  " x " + number_text(s.battlefield->table.depth) +
                                  " inch table, found " + point_text(o.area.centre));
    }
    o.area.radius = 3;
    if (const auto r = m.optional("radius")) {
      o.area.radius = scenario_file::read_number(*r, "a radius in inches greater than 0",
                                                 [](double v) { return v > 0 && v <= 1000; });
    }
  }
  if (const auto p = m.optional("points")) {
    o.points = scenario_file::read_int(*p, "a number of victory points from 0 to 1000",
                                       [](int v) { return v >= 0 && v <= 1000; });
  }
  // 004 / Search: the score the referee's d6 must reach, the Pimpernel 6 ..
  // a barrel 2.
  const auto difficulty = m.optional("difficulty");
  if (o.kind == ObjectiveKind::kSearch) {
    if (!difficulty) {
      scenario_file::fail(f,
                          "a search objective needs `difficulty:` (1-6, the score a d6 must "
                          "reach to find it)");
    }
    o.difficulty = scenario_file::read_int(*difficulty,
                                           "a search difficulty from 1 to 6 (the score a d6 "
                                           "must reach)",
                                           [](int v) { return v >= 1 && v <= 6; });
  } else if (difficulty) {
    scenario_file::fail(*difficulty, "only a search objective has a difficulty");
  }
  return o;
}

Scenario read_scenario(const YAML::Node& root, const std::string& file) {
  const Field top = scenario_file::root_field(root, file);
  MapFields m(top, "scenario",
              {"name", "description", "rules", "options", "turn_limit", "break_fraction", "measure",
               "contour_height", "table", "terrain", "sides", "objectives"});
  Scenario s;
  s.file = file;
  s.name = scenario_file::read_text(m.required("name"), "a scenario name");
  if (const auto d = m.optional("description")) {
    s.description = scenario_file::read_text(*d, "a description");
  }
  const Field rules = m.required("rules");
  s.rules = scenario_file::read_text(rules, "a rule set name like rencounter");
  s.rules_where = rules.where;
  if (const auto o = m.optional("options")) s.options = read_options(*o);
  if (const auto t = m.optional("turn_limit")) {
    s.turn_limit = scenario_file::read_int(*t, "a number of turns from 0 (no limit) to 1000",
                                           [](int v) { return v >= 0 && v <= 1000; });
  }
  if (const auto b = m.optional("break_fraction")) {
    s.break_fraction = scenario_file::read_number(*b, "a fraction greater than 0 and less than 1",
                                                  [](double v) { return v > 0 && v < 1; });
  }

  auto field = std::make_shared<Battlefield>();
  field->table = read_table(m.required("table"));
  if (const auto me = m.optional("measure")) {
    field->measure = scenario_file::read_choice(*me, {"base_edge", "centre"}) == 0
                         ? Measure::kBaseEdge
                         : Measure::kCentre;
  }
  if (const auto c = m.optional("contour_height")) {
    field->contour_height =
        scenario_file::read_number(*c, "a height in figure heights greater than 0 and at most 10",
                                   [](double v) { return v > 0 && v <= 10; });
  }
  if (const auto t = m.optional("terrain")) field->features = scenario_file::read_terrain(*t);

  s.sides = scenario_file::read_sides(m.required("sides"), *field);
  s.battlefield = std::move(field);
  if (const auto o = m.optional("objectives")) {
    for (const Field& e : scenario_file::read_list(*o, "a list of objectives")) {
      s.objectives.push_back(read_objective(e, s));
    }
  }
  return s;
}

LoadResult failed(ScenarioError e) {
  LoadResult r;
  r.error = std::move(e);
  return r;
}

}  // namespace

LoadResult load_scenario_text(std::string_view text, const std::string& display_name) {
  try {
    const YAML::Node root = YAML::Load(std::string(text));
    LoadResult r;
    r.scenario = read_scenario(root, display_name);
    return r;
  } catch (const LoadFailure& f) {
    return failed(f.error);
  } catch (const YAML::ParserException& e) {
    // yaml-cpp counts lines and columns from 0; some errors carry no mark.
    const int line = e.mark.is_null() ? 0 : e.mark.line + 1;
    const int column = e.mark.is_null() ? 0 : e.mark.column + 1;
    return failed({display_name, line, column, "", "YAML syntax error: " + e.msg});
  } catch (const YAML::Exception& e) {
    const int line = e.mark.is_null() ? 0 : e.mark.line + 1;
    const int column = e.mark.is_null() ? 0 : e.mark.column + 1;
    return failed({display_name, line, column, "", "cannot read the YAML: " + e.msg});
  } catch (const std::exception& e) {
    return failed({display_name, 0, 0, "", std::string("cannot read the scenario: ") + e.what()});
  }
}

LoadResult load_scenario(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return failed({path, 0, 0, "", "cannot open the file (does it exist?)"});
  std::ostringstream text;
  std::vector<char> chunk(1 << 16);
  std::streamsize total = 0;
  while (in.read(chunk.data(), static_cast<std::streamsize>(chunk.size())) || in.gcount() > 0) {
    total += in.gcount();
    if (total > kMaxFileBytes) {
      return failed(
          {path, 0, 0, "", "the file is larger than 4 MB; a scenario file is much smaller"});
    }
    text.write(chunk.data(), in.gcount());
  }
  if (in.bad()) return failed({path, 0, 0, "", "cannot read the file"});
  return load_scenario_text(text.str(), path);
}

}  // namespace skirmish
