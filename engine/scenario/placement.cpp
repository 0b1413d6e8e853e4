#include "engine/scenario/placement.h"

#include <cstdio>

namespace skirmish {

namespace {

// Overlaps that are more than a touch, so bases may stand flush against walls.
constexpr double kTouch = 1e-6;

std::string label(const TerrainFeature& f) {
  std::string out = "the " + std::string(name_of(f.type));
  if (!f.name.empty()) out += " \"" + f.name + "\"";
  return out + " (line " + std::to_string(f.source_line) + ")";
}

bool line_crosses(const TerrainFeature& f, const Circle& c) {
  for (size_t i = 0; i + 1 < f.path.size(); ++i) {
    if (distance(Segment{f.path[i], f.path[i + 1]}, c.centre) <
        c.radius + f.path_width / 2 - kTouch) {
      return true;
    }
  }
  return false;
}

bool area_overlaps(const TerrainFeature& f, const Circle& c) {
  return contains(f.outline, c.centre) ||
         distance_to_boundary(f.outline, c.centre) < c.radius - kTouch;
}

bool wholly_inside(const TerrainFeature& f, const Circle& c) {
  return contains(f.outline, c.centre) && distance_to_boundary(f.outline, c.centre) >= c.radius;
}

bool is_barrier_line(TerrainType t) {
  return t == TerrainType::kWall || t == TerrainType::kHedge || t == TerrainType::kFence;
}

}  // namespace

std::string number_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", v);
  return buf;
}

std::string point_text(Vec2 p) {
  std::string out = "[";
  return out.append(number_text(p.x)).append(", ").append(number_text(p.y)).append("]");
}

bool base_on_table(const Table& table, const Circle& base) {
  const Vec2 c = base.centre;
  const double r = base.radius;
  return c.x - r >= -kTouch && c.y - r >= -kTouch && c.x + r <= table.width + kTouch &&
         c.y + r <= table.depth + kTouch;
}

std::optional<std::string> terrain_blocking(const Battlefield& field, const Circle& base) {
  const std::string where =
      "the base at " + point_text(base.centre) + " (radius " + number_text(base.radius) + ")";
  const Box box = box_of(base);
  for (const TerrainFeature& f : field.features) {
    if (!f.bounds.overlaps(box)) continue;
    if (f.is_tree()) {
      if (distance(f.trunk.centre, base.centre) < f.trunk.radius + base.radius - kTouch) {
        return where + " overlaps the trunk of " + label(f);
      }
      continue;
    }
    const bool blocks = f.type == TerrainType::kBuilding || is_barrier_line(f.type) ||
                        f.going == Going::kImpassable;
    if (!blocks) continue;
    if (f.is_line() && line_crosses(f, base)) return where + " crosses " + label(f);
    if (f.type == TerrainType::kBuilding) {
      // A man wholly inside a building garrisons it (he shoots out through its
      // windows and loopholes); one standing across its outline is in a wall.
      if (area_overlaps(f, base) && !wholly_inside(f, base)) {
        return where + " stands across the outer wall of " + label(f);
      }
      continue;
    }
    if (f.is_area() && area_overlaps(f, base)) {
      return where + " stands on impassable ground of " + label(f);
    }
  }
  return std::nullopt;
}

}  // namespace skirmish
