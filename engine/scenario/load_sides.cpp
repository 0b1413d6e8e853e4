#include "engine/scenario/load_sides.h"

#include <cmath>
#include <cstdio>
#include <string>

#include "engine/model/spelling.h"
#include "engine/scenario/placement.h"

namespace skirmish::scenario_file {

namespace {

// Default base radii, inches. A foot figure on a 1" round base; a horse is
// about 1" wide and 2" long, and a circle of radius 1 covers that length so
// two horses can never be set up overlapping.
constexpr double kFootBase = 0.5;
constexpr double kMountedBase = 1.0;

// Everything read so far that later fields must not clash with.
struct Roster {
  struct Placed {
    std::string name;
    std::string path;
    Circle base;
    int line = 0;
  };
  std::vector<Placed> figures;
  std::vector<std::pair<std::string, Field>> figure_names;
  std::vector<std::pair<std::string, Field>> unit_names;
  std::vector<std::pair<std::string, Field>> side_names;
};

// A name must be new among `seen`; `what` is "figure", "unit" or "side".
void check_unique(const Field& f, const std::string& name,
                  std::vector<std::pair<std::string, Field>>& seen, const std::string& what) {
  for (const auto& [other, where] : seen) {
    if (other == name) {
      fail(f, what + " name \"" + name + "\" is already used by " + where.path + " (line " +
                  std::to_string(where.where.line) + ")");
    }
  }
  seen.emplace_back(name, f);
}

WeaponEntry read_weapon(const Field& f) {
  WeaponEntry w;
  w.where = f.where;
  if (f.node.IsScalar()) {
    w.name = f.node.Scalar();
  } else if (f.node.IsMap()) {
    MapFields m(f, "weapon", {"name", "loaded", "ammunition"});
    w.name = read_text(m.required("name"), "a weapon name");
    if (const auto l = m.optional("loaded")) w.loaded = read_bool(*l);
    if (const auto a = m.optional("ammunition")) {
      w.ammunition = read_int(*a, "a number of rounds from 0 to 1000",
                              [](int v) { return v >= 0 && v <= 1000; });
    }
  } else {
    fail_expected(f, "a weapon name or {name, loaded, ammunition}");
  }
  if (w.name.empty()) fail_expected(f, "a weapon name");
  return w;
}

StatValue read_stat(const Field& f) {
  StatValue s;
  s.name = f.path.substr(f.path.rfind('.') + 1);
  s.where = f.where;
  if (!f.node.IsScalar()) fail_expected(f, "a whole number or a word for the rule set's rating");
  const std::string text = f.node.Scalar();
  if (const auto v = parse_int(text)) {
    s.value = *v;
  } else if (parse_number(text) || text.empty()) {
    fail_expected(f, "a whole number or a word for the rule set's rating");
  } else {
    s.word = text;
  }
  return s;
}

FigureSpec read_figure(const Field& f, const Battlefield& field, Roster& roster) {
  MapFields m(f, "figure", {"name", "at", "facing", "posture", "mounted", "base", "weapons"},
              /*extra_allowed=*/true);
  FigureSpec fig;
  fig.where = f.where;
  const Field name = m.required("name");
  fig.name = read_text(name, "a figure name");
  if (fig.name.empty()) fail_expected(name, "a figure name");
  check_unique(name, fig.name, roster.figure_names, "figure");

  const Field at = m.required("at");
  fig.at = read_point(at);
  if (const auto mo = m.optional("mounted")) fig.mounted = read_bool(*mo);
  fig.base_radius = fig.mounted ? kMountedBase : kFootBase;
  if (const auto b = m.optional("base")) {
    fig.base_radius = read_number(*b, "a base radius in inches greater than 0 and at most 3",
                                  [](double v) { return v > 0 && v <= 3; });
  }
  // By default a man faces across the table, toward the far side.
  fig.facing = fig.at.y < field.table.depth / 2 ? 90 : 270;
  if (const auto fa = m.optional("facing")) {
    const double d = read_number(*fa, "a facing in degrees (0 = +x, 90 = +y)",
                                 [](double v) { return std::abs(v) <= 3600; });
    fig.facing = std::fmod(std::fmod(d, 360.0) + 360.0, 360.0);
  }
  if (const auto p = m.optional("posture")) {
    fig.posture = static_cast<Posture>(read_choice(*p, {"standing", "kneeling", "prone"}));
    if (fig.mounted && fig.posture != Posture::kStanding) {
      fail_expected(*p, "standing for a mounted figure");
    }
  }
  if (const auto w = m.optional("weapons")) {
    for (const Field& e : read_list(*w, "a list of weapons")) fig.weapons.push_back(read_weapon(e));
  }
  for (const Field& e : m.extras()) fig.stats.push_back(read_stat(e));

  // Placement, reported at `at:` because that is what must change.
  const Circle base{fig.at, fig.base_radius};
  if (!base_on_table(field.table, base)) {
    fail(at, "expected a point with the whole base (radius " + number_text(fig.base_radius) +
                 ") on the " + number_text(field.table.width) + " x " +
                 number_text(field.table.depth) + " inch table, found " + point_text(fig.at));
  }
  if (const auto why = terrain_blocking(field, base)) fail(at, *why);
  for (const Roster::Placed& other : roster.figures) {
    if (distance(other.base.centre, base.centre) < other.base.radius + base.radius - 1e-6) {
      fail(at, "the base at " + point_text(fig.at) + " overlaps the base of \"" + other.name +
                   "\" (" + other.path + ", line " + std::to_string(other.line) + ")");
    }
  }
  roster.figures.push_back({fig.name, f.path, base, f.where.line});
  return fig;
}

UnitSpec read_unit(const Field& f, const Battlefield& field, Roster& roster) {
  MapFields m(f, "unit", {"name", "leader", "figures", "hidden", "dress"});
  UnitSpec u;
  u.where = f.where;
  const Field name = m.required("name");
  u.name = read_text(name, "a unit name");
  check_unique(name, u.name, roster.unit_names, "unit");
  for (const Field& e : read_list(m.required("figures"), "a list of at least 1 figure", 1)) {
    u.figures.push_back(read_figure(e, field, roster));
  }
  if (const auto h = m.optional("hidden")) u.hidden = read_bool(*h);
  if (const auto d = m.optional("dress")) {
    u.dress = static_cast<Dress>(read_choice(*d, {"plain", "bright", "shiny"}));
  }
  if (const auto l = m.optional("leader")) {
    u.leader = read_text(*l, "the name of a figure of this unit");
    std::vector<std::string> names;
    bool found = false;
    for (const FigureSpec& fig : u.figures) {
      names.push_back(fig.name);
      found = found || fig.name == u.leader;
    }
    if (!found) {
      fail(*l, "\"" + u.leader + "\" is not a figure of this unit; its figures are " +
                   quoted_list(names, "and"));
    }
  }
  return u;
}

SideSpec read_side(const Field& f, const Battlefield& field, Roster& roster) {
  MapFields m(f, "side", {"name", "colour", "deployment", "units"});
  SideSpec s;
  s.where = f.where;
  const Field name = m.required("name");
  s.name = read_text(name, "a side name");
  if (s.name.empty()) fail_expected(name, "a side name");
  check_unique(name, s.name, roster.side_names, "side");
  if (const auto c = m.optional("colour"))
    s.colour = read_text(*c, "an SVG colour like \"#b22222\"");
  if (const auto d = m.optional("deployment")) s.deployment.points = read_points(*d, 3);
  for (const Field& e : read_list(m.required("units"), "a list of at least 1 unit", 1)) {
    s.units.push_back(read_unit(e, field, roster));
  }
  return s;
}

}  // namespace

std::vector<SideSpec> read_sides(const Field& list, const Battlefield& field) {
  Roster roster;
  std::vector<SideSpec> out;
  for (const Field& e : read_list(list, "a list of at least 2 sides", 2)) {
    out.push_back(read_side(e, field, roster));
  }
  return out;
}

}  // namespace skirmish::scenario_file
