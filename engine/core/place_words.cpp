#include "engine/core/place_words.h"

#include <algorithm>
#include <vector>

namespace skirmish {

namespace {

double distance_to_path(const std::vector<Vec2>& path, Vec2 p) {
  if (path.size() == 1) return distance(path[0], p);
  double best = 1e300;
  for (size_t i = 0; i + 1 < path.size(); ++i) {
    best = std::min(best, distance(Segment{path[i], path[i + 1]}, p));
  }
  return best;
}

double distance_to_outline(const Polygon& outline, Vec2 p) {
  const std::vector<Vec2>& pts = outline.points;
  double best = 1e300;
  for (size_t i = 0; i < pts.size(); ++i) {
    best = std::min(best, distance(Segment{pts[i], pts[(i + 1) % pts.size()]}, p));
  }
  return best;
}

double box_area(const Box& b) {
  return (b.max.x - b.min.x) * (b.max.y - b.min.y);
}

// "the Mill house", or the name as written when it has its own article.
std::string called(const std::string& name) {
  const bool has_article = name.rfind("The ", 0) == 0 || name.rfind("the ", 0) == 0;
  return has_article ? name : "the " + name;
}

}  // namespace

std::string place_words(const Battlefield& field, Vec2 p) {
  const TerrainFeature* inside = nullptr;
  const TerrainFeature* by = nullptr;
  const TerrainFeature* near = nullptr;
  double by_gap = kByInches, near_gap = kNearInches;
  for (const TerrainFeature& f : field.features) {
    if (f.name.empty()) continue;
    if (f.is_area()) {
      if (contains(f.outline, p)) {
        // The smallest area holding him says most (a building on a hill).
        if (!inside || box_area(f.bounds) < box_area(inside->bounds)) {
          inside = &f;
        }
        continue;
      }
      const double gap = distance_to_outline(f.outline, p);
      if (gap <= near_gap) {
        near_gap = gap;
        near = &f;
      }
    } else if (f.is_line()) {
      const double gap = distance_to_path(f.path, p) - f.path_width / 2;
      if (gap <= by_gap) {
        by_gap = gap;
        by = &f;
      }
    }
  }
  if (inside) {
    return (inside->type == TerrainType::kHill ? "on " : "in ") + called(inside->name);
  }
  if (by) {
    const bool on = by->type == TerrainType::kRoad && by_gap <= 0;
    return (on ? "on " : "by ") + called(by->name);
  }
  if (near) return "near " + called(near->name);
  return {};
}

std::string terrain_called(const std::string& name) {
  return called(name);
}

}  // namespace skirmish
