#include "ai/tactics/shelter.h"

#include <algorithm>
#include <cmath>
#include <vector>

#include "ai/tactics/threat.h"
#include "engine/core/place_words.h"

namespace skirmish::ai {

namespace {

bool screens(const TerrainFeature& f) {
  return f.screen != Screen::kNone && f.type != TerrainType::kHill;
}

// Inches from p back along the line p -> enemy to where it crosses the
// segment e, or +inf.
double crossing_gap(Vec2 p, Vec2 enemy, const Segment& e) {
  const auto t = intersect(Segment{p, enemy}, e);
  return t ? *t * distance(p, enemy) : INFINITY;
}

}  // namespace

bool shelters(const TerrainFeature& f, Vec2 p, Vec2 enemy) {
  if (!screens(f)) return false;
  if (!f.bounds.grown(kShelterInches).contains(p)) return false;
  if (f.is_tree()) {
    const Segment line{p, enemy};
    const Vec2 closest = closest_point(line, f.trunk.centre);
    return distance(closest, f.trunk.centre) <= f.trunk.radius &&
           distance(closest, p) <= kShelterInches + f.trunk.radius;
  }
  if (f.is_line()) {
    for (std::size_t i = 0; i + 1 < f.path.size(); ++i) {
      if (crossing_gap(p, enemy, Segment{f.path[i], f.path[i + 1]}) <= kShelterInches) return true;
    }
    return false;
  }
  if (!f.is_area()) return false;
  const std::vector<Vec2>& pts = f.outline.points;
  if (contains(f.outline, p)) {
    // Inside a wood he is screened by its foliage; inside a building by its
    // walls (the rule set weighs windows and depth).
    return true;
  }
  for (std::size_t i = 0; i < pts.size(); ++i) {
    if (crossing_gap(p, enemy, Segment{pts[i], pts[(i + 1) % pts.size()]}) <= kShelterInches) {
      return true;
    }
  }
  return false;
}

double screened_share(const Battlefield& field, Vec2 p, std::span<const Vec2> enemies) {
  if (enemies.empty()) return 0;
  int screened = 0;
  for (Vec2 e : enemies) {
    for (const TerrainFeature& f : field.features) {
      if (shelters(f, p, e)) {
        ++screened;
        break;
      }
    }
  }
  return static_cast<double>(screened) / static_cast<double>(enemies.size());
}

const TerrainFeature* sheltering_piece(const Battlefield& field, Vec2 p,
                                       std::span<const Vec2> enemies) {
  const TerrainFeature* best = nullptr;
  int best_count = 0;
  for (const TerrainFeature& f : field.features) {
    int count = 0;
    for (Vec2 e : enemies) count += shelters(f, p, e) ? 1 : 0;
    // More enemies screened wins; then a named piece over an unnamed one.
    const bool better = count > best_count ||
                        (count == best_count && count > 0 && best->name.empty() && !f.name.empty());
    if (better) {
      best = &f;
      best_count = count;
    }
  }
  if (!best || 2 * best_count <= static_cast<int>(enemies.size())) return nullptr;
  return best;
}

std::string shelter_words(const Battlefield& field, Vec2 p, std::span<const Vec2> enemies) {
  const TerrainFeature* f = sheltering_piece(field, p, enemies);
  if (!f) return {};
  const std::string name =
      f->name.empty() ? std::string("a ").append(name_of(f->type)) : terrain_called(f->name);
  const bool inside = f->is_area() && contains(f->outline, p);
  return (inside ? "in " : "behind ") + name;
}

std::string shelter_words(const GameState& view, int side, Vec2 p) {
  std::vector<int> figures;
  std::vector<Vec2> at;
  known_enemies(view, side, figures, at);
  return shelter_words(view.battlefield(), p, at);
}

}  // namespace skirmish::ai
