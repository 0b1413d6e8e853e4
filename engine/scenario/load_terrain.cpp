#include "engine/scenario/load_terrain.h"

#include <cstdio>
#include <string>

#include "engine/model/spelling.h"

namespace skirmish::scenario_file {

namespace {

enum class Shape { kTrunk, kOutline, kPath, kPathOrOutline };

Shape shape_of(TerrainType t) {
  switch (t) {
    case TerrainType::kTree:
      return Shape::kTrunk;
    case TerrainType::kWall:
    case TerrainType::kHedge:
    case TerrainType::kFence:
    case TerrainType::kRoad:
      return Shape::kPath;
    case TerrainType::kStream:
      return Shape::kPathOrOutline;
    default:
      return Shape::kOutline;
  }
}

// The fields each type may have: its shape, and only the overrides that
// mean something for it, so a misplaced field is reported, not ignored.
std::vector<std::string> allowed_fields(TerrainType t) {
  std::vector<std::string> keys = {"type", "name", "going"};
  switch (shape_of(t)) {
    case Shape::kTrunk:
      keys.insert(keys.end(), {"at", "radius"});
      break;
    case Shape::kOutline:
      keys.push_back("outline");
      break;
    case Shape::kPath:
      keys.insert(keys.end(), {"path", "width"});
      break;
    case Shape::kPathOrOutline:
      keys.insert(keys.end(), {"path", "outline", "width"});
      break;
  }
  switch (t) {
    case TerrainType::kWoods:
    case TerrainType::kBrush:
    case TerrainType::kScrub:
      keys.insert(keys.end(), {"height", "sight_depth"});
      break;
    case TerrainType::kHedge:
    case TerrainType::kFence:
      keys.insert(keys.end(), {"height", "obscuring"});
      break;
    case TerrainType::kTree:
    case TerrainType::kWall:
      keys.push_back("height");
      break;
    case TerrainType::kBuilding:
      keys.insert(keys.end(), {"height", "openings"});
      break;
    case TerrainType::kHill:
      keys.push_back("level");
      break;
    default:
      break;
  }
  return keys;
}

std::vector<std::string> names_of_terrain_types() {
  std::vector<std::string> out;
  for (std::string_view n : terrain_type_names()) out.emplace_back(n);
  return out;
}

std::string inches(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", v);
  return buf;
}

Polygon read_outline(const Field& f) {
  Polygon p{read_points(f, 3)};
  if (area(p) <= 1e-9)
    fail(f, "expected an outline enclosing some area, found all points in a line");
  return p;
}

void read_openings(const Field& list, TerrainFeature& building) {
  static const std::vector<std::string> kKinds = {"door", "window", "loophole"};
  for (const Field& e : read_list(list, "a list of openings {kind, at, width, barred}")) {
    MapFields m(e, "opening", {"kind", "at", "width", "barred"});
    Opening o;
    o.kind = static_cast<OpeningKind>(read_choice(m.required("kind"), kKinds));
    const Field at = m.required("at");
    o.at = read_point(at);
    // An opening is a gap in the wall, so it must be on the outline.
    const double off = distance_to_boundary(building.outline, o.at);
    if (off > 0.5) {
      fail(at, "expected a point on the building's outline, found a point " + inches(off) +
                   " inches from it");
    }
    if (const auto w = m.optional("width")) {
      o.width = read_number(*w, "a width in inches greater than 0", [](double v) { return v > 0; });
    }
    // A barred door is wall until a rule set's own rule breaks it; only a
    // door shuts, so the field is refused on windows and loopholes.
    if (const auto b = m.optional("barred")) {
      if (o.kind != OpeningKind::kDoor) {
        fail(*b, "expected `barred` only on a door, found it on a " + std::string(name_of(o.kind)));
      }
      o.barred = read_bool(*b);
    }
    building.openings.push_back(o);
  }
}

}  // namespace

TerrainFeature read_feature(const Field& f) {
  if (!f.node.IsMap()) fail_expected(f, "a map of terrain feature fields");
  // The type decides which other fields are allowed, so read it first.
  Field type_field{YAML::Node(), f.child_path("type"), f.where};
  bool has_type = false;
  for (auto it = f.node.begin(); it != f.node.end(); ++it) {
    const YAML::Node key = it->first;
    const YAML::Node value = it->second;
    if (key.IsScalar() && key.Scalar() == "type") {
      type_field.node = value;
      const YAML::Mark mark = value.Mark();
      if (!mark.is_null()) type_field.where = {f.where.file, mark.line + 1, mark.column + 1};
      has_type = true;
    }
  }
  if (!has_type) {
    fail(f.where, f.child_path("type"),
         "missing field; every terrain feature needs `type:`, one of " +
             quoted_list(names_of_terrain_types()));
  }
  const auto type = static_cast<TerrainType>(read_choice(type_field, names_of_terrain_types()));
  const std::string what(name_of(type));
  MapFields m(f, what, allowed_fields(type));

  TerrainFeature t = default_feature(type);
  t.source_line = f.where.line;
  if (const auto n = m.optional("name")) t.name = read_text(*n, "a name");

  switch (shape_of(type)) {
    case Shape::kTrunk:
      t.trunk.centre = read_point(m.required("at"));
      if (const auto r = m.optional("radius")) {
        t.trunk.radius =
            read_number(*r, "a radius in inches greater than 0", [](double v) { return v > 0; });
      }
      break;
    case Shape::kOutline:
      t.outline = read_outline(m.required("outline"));
      break;
    case Shape::kPath:
      t.path = read_points(m.required("path"), 2);
      break;
    case Shape::kPathOrOutline: {
      const auto path = m.optional("path");
      const auto outline = m.optional("outline");
      if (path.has_value() == outline.has_value()) {
        fail(f.where, f.path,
             "expected a stream to have either `path:` (a line) or `outline:` (an area)");
      }
      if (path) t.path = read_points(*path, 2);
      if (outline) t.outline = read_outline(*outline);
      break;
    }
  }
  if (const auto w = m.optional("width")) {
    t.path_width = read_number(*w, "a width in inches, 0 or more", [](double v) { return v >= 0; });
  }
  if (const auto h = m.optional("height")) {
    t.height =
        read_number(*h, "a height in figure heights, 0 or more", [](double v) { return v >= 0; });
  }
  if (const auto g = m.optional("going")) {
    std::vector<std::string> names;
    for (Going x :
         {Going::kOpen, Going::kLight, Going::kMedium, Going::kHeavy, Going::kImpassable}) {
      names.emplace_back(name_of(x));
    }
    t.going = static_cast<Going>(read_choice(*g, names));
  }
  if (const auto d = m.optional("sight_depth")) {
    t.sight_depth =
        read_number(*d, "a sight depth in inches greater than 0", [](double v) { return v > 0; });
  }
  if (const auto o = m.optional("obscuring")) {
    t.obscuring = read_int(*o, "1 (partially obscuring) or 2 (mostly obscuring)",
                           [](int v) { return v == 1 || v == 2; });
  }
  if (const auto l = m.optional("level")) {
    t.level = read_int(*l, "a contour level from 1 to 10", [](int v) { return v >= 1 && v <= 10; });
  }
  if (const auto o = m.optional("openings")) read_openings(*o, t);
  t.finish();
  return t;
}

std::vector<TerrainFeature> read_terrain(const Field& list) {
  std::vector<TerrainFeature> out;
  for (const Field& f : read_list(list, "a list of terrain features"))
    out.push_back(read_feature(f));
  return out;
}

}  // namespace skirmish::scenario_file
