#include "engine/scenario/scenario_writer.h"

#include "engine/scenario/yaml_text.h"

namespace skirmish {

namespace {

using yaml_text::number;
using yaml_text::point;
using yaml_text::scalar;

// Feature lines longer than this are written as a block map, one field a line.
constexpr size_t kFlowLineLimit = 100;
// Base radii the loader gives when `base:` is left out (load_sides.cpp).
constexpr double kFootBase = 0.5;
constexpr double kMountedBase = 1.0;
// An area objective's radius when `radius:` is left out.
constexpr double kDefaultObjectiveRadius = 3;

std::string points(const std::vector<Vec2>& ps) {
  std::string out = "[";
  for (size_t i = 0; i < ps.size(); ++i) {
    if (i > 0) out.append(", ");
    out.append(point(ps[i]));
  }
  return out.append("]");
}

bool uses_path(TerrainType t) {
  return t == TerrainType::kWall || t == TerrainType::kHedge || t == TerrainType::kFence ||
         t == TerrainType::kRoad || t == TerrainType::kStream;
}
bool uses_height(TerrainType t) {
  switch (t) {
    case TerrainType::kTree:
    case TerrainType::kWoods:
    case TerrainType::kBrush:
    case TerrainType::kScrub:
    case TerrainType::kWall:
    case TerrainType::kHedge:
    case TerrainType::kFence:
    case TerrainType::kBuilding:
      return true;
    default:
      return false;
  }
}
bool is_leafy_area(TerrainType t) {
  return t == TerrainType::kWoods || t == TerrainType::kBrush || t == TerrainType::kScrub;
}

// The fields of one feature, in the order a person writes them, leaving out
// those equal to the type's defaults (default_feature).
std::vector<std::pair<std::string, std::string>> feature_fields(const TerrainFeature& f) {
  const TerrainFeature d = default_feature(f.type);
  std::vector<std::pair<std::string, std::string>> out;
  out.emplace_back("type", std::string(name_of(f.type)));
  if (!f.name.empty()) out.emplace_back("name", scalar(f.name));
  if (f.is_tree()) {
    out.emplace_back("at", point(f.trunk.centre));
    if (f.trunk.radius != d.trunk.radius) out.emplace_back("radius", number(f.trunk.radius));
  } else if (f.is_line()) {
    out.emplace_back("path", points(f.path));
  } else {
    out.emplace_back("outline", points(f.outline.points));
  }
  if (uses_path(f.type) && f.path_width != d.path_width) {
    out.emplace_back("width", number(f.path_width));
  }
  if (uses_height(f.type) && f.height != d.height) out.emplace_back("height", number(f.height));
  if (is_leafy_area(f.type) && f.sight_depth != d.sight_depth) {
    out.emplace_back("sight_depth", number(f.sight_depth));
  }
  if ((f.type == TerrainType::kHedge || f.type == TerrainType::kFence) &&
      f.obscuring != d.obscuring) {
    out.emplace_back("obscuring", std::to_string(f.obscuring));
  }
  if (f.type == TerrainType::kHill && f.level != d.level) {
    out.emplace_back("level", std::to_string(f.level));
  }
  if (f.going != d.going) out.emplace_back("going", std::string(name_of(f.going)));
  return out;
}

std::string flow_map(const std::vector<std::pair<std::string, std::string>>& fields) {
  std::string out = "{";
  for (size_t i = 0; i < fields.size(); ++i) {
    if (i > 0) out.append(", ");
    out.append(fields[i].first).append(": ").append(fields[i].second);
  }
  return out.append("}");
}

void write_feature(const TerrainFeature& f, std::string& out) {
  const auto fields = feature_fields(f);
  const std::string flow = std::string("  - ").append(flow_map(fields));
  if (f.openings.empty() && flow.size() <= kFlowLineLimit) {
    out.append(flow).append("\n");
    return;
  }
  for (size_t i = 0; i < fields.size(); ++i) {
    out.append(i == 0 ? "  - " : "    ").append(fields[i].first).append(": ");
    out.append(fields[i].second).append("\n");
  }
  if (f.openings.empty()) return;
  out.append("    openings:\n");
  for (const Opening& o : f.openings) {
    std::vector<std::pair<std::string, std::string>> of = {{"kind", std::string(name_of(o.kind))},
                                                           {"at", point(o.at)}};
    if (o.width != Opening{}.width) of.emplace_back("width", number(o.width));
    if (o.barred) of.emplace_back("barred", "true");
    out.append("      - ").append(flow_map(of)).append("\n");
  }
}

std::string weapon_text(const WeaponEntry& w) {
  if (w.loaded && w.ammunition < 0) return scalar(w.name);
  std::vector<std::pair<std::string, std::string>> f = {{"name", scalar(w.name)}};
  if (!w.loaded) f.emplace_back("loaded", "false");
  if (w.ammunition >= 0) f.emplace_back("ammunition", std::to_string(w.ammunition));
  return flow_map(f);
}

std::string figure_line(const FigureSpec& fig, const Table& table) {
  std::vector<std::pair<std::string, std::string>> f = {{"name", scalar(fig.name)},
                                                        {"at", point(fig.at)}};
  // The loader's default facing is across the table (load_sides.cpp).
  const double default_facing = fig.at.y < table.depth / 2 ? 90 : 270;
  if (fig.facing != default_facing) f.emplace_back("facing", number(fig.facing));
  if (fig.posture != Posture::kStanding) {
    f.emplace_back("posture", fig.posture == Posture::kKneeling ? "kneeling" : "prone");
  }
  if (fig.mounted) f.emplace_back("mounted", "true");
  if (fig.base_radius != (fig.mounted ? kMountedBase : kFootBase)) {
    f.emplace_back("base", number(fig.base_radius));
  }
  for (const StatValue& s : fig.stats) {
    f.emplace_back(s.name, s.word.empty() ? std::to_string(s.value) : scalar(s.word));
  }
  if (!fig.weapons.empty()) {
    std::string list = "[";
    for (size_t i = 0; i < fig.weapons.size(); ++i) {
      if (i > 0) list.append(", ");
      list.append(weapon_text(fig.weapons[i]));
    }
    f.emplace_back("weapons", list.append("]"));
  }
  return flow_map(f);
}

void write_sides(const Scenario& s, std::string& out) {
  out.append("sides:\n");
  for (const SideSpec& side : s.sides) {
    out.append("  - name: ").append(scalar(side.name)).append("\n");
    out.append("    colour: ").append(scalar(side.colour)).append("\n");
    if (!side.deployment.points.empty()) {
      out.append("    deployment: ").append(points(side.deployment.points)).append("\n");
    }
    out.append("    units:\n");
    for (const UnitSpec& u : side.units) {
      out.append("      - name: ").append(scalar(u.name)).append("\n");
      if (!u.leader.empty()) out.append("        leader: ").append(scalar(u.leader)).append("\n");
      out.append("        figures:\n");
      for (const FigureSpec& fig : u.figures) {
        out.append("          - ").append(figure_line(fig, s.battlefield->table)).append("\n");
      }
    }
  }
}

std::string_view kind_name(ObjectiveKind k) {
  switch (k) {
    case ObjectiveKind::kHold:
      return "hold";
    case ObjectiveKind::kReach:
      return "reach";
    case ObjectiveKind::kExit:
      return "exit";
    case ObjectiveKind::kKill:
      return "kill";
    case ObjectiveKind::kSearch:
      return "search";
  }
  return "hold";
}

void write_objectives(const Scenario& s, std::string& out) {
  if (s.objectives.empty()) return;
  out.append("\nobjectives:\n");
  for (const Objective& o : s.objectives) {
    std::vector<std::pair<std::string, std::string>> f = {{"name", scalar(o.name)},
                                                          {"kind", std::string(kind_name(o.kind))},
                                                          {"side", scalar(o.side)}};
    if (o.kind == ObjectiveKind::kKill) {
      f.emplace_back("figure", scalar(o.figure));
    } else {
      f.emplace_back("at", point(o.area.centre));
      if (o.area.radius != kDefaultObjectiveRadius) f.emplace_back("radius", number(o.area.radius));
    }
    if (o.kind == ObjectiveKind::kSearch)
      f.emplace_back("difficulty", std::to_string(o.difficulty));
    f.emplace_back("points", std::to_string(o.points));
    out.append("  - ").append(flow_map(f)).append("\n");
  }
}

}  // namespace

std::string scenario_yaml(const Scenario& s, const std::vector<std::string>& header) {
  std::string out;
  for (const std::string& line : header) {
    out.append(line.empty() ? "#" : "# ").append(line).append("\n");
  }
  if (!header.empty()) out.append("\n");
  out.append("name: ").append(scalar(s.name)).append("\n");
  if (!s.description.empty()) {
    out.append("description: ").append(yaml_text::long_text(s.description, 2)).append("\n");
  }
  out.append("rules: ").append(scalar(s.rules)).append("\n");
  if (!s.options.empty()) {
    out.append("options:\n");
    for (const OptionValue& o : s.options) {
      out.append("  ").append(scalar(o.name)).append(": ").append(scalar(o.value)).append("\n");
    }
  }
  out.append("turn_limit: ").append(std::to_string(s.turn_limit)).append("\n");
  out.append("break_fraction: ").append(number(s.break_fraction)).append("\n");
  const Battlefield& field = *s.battlefield;
  out.append("measure: ").append(field.measure == Measure::kCentre ? "centre" : "base_edge");
  out.append("\ncontour_height: ").append(number(field.contour_height)).append("\n\n");
  out.append("table: {width: ").append(number(field.table.width));
  out.append(", depth: ").append(number(field.table.depth)).append("}\n");
  if (!field.features.empty()) {
    out.append("\nterrain:\n");
    for (const TerrainFeature& f : field.features) write_feature(f, out);
  }
  out.append("\n");
  write_sides(s, out);
  write_objectives(s, out);
  return out;
}

}  // namespace skirmish
