#include "engine/core/terrain.h"

namespace skirmish {

std::string_view name_of(TerrainType t) {
  return terrain_type_names()[static_cast<size_t>(t)];
}

const std::vector<std::string_view>& terrain_type_names() {
  static const std::vector<std::string_view> names = {"tree", "woods", "brush",  "scrub",
                                                      "wall", "hedge", "fence",  "building",
                                                      "hill", "road",  "stream", "bog"};
  return names;
}

double move_fraction(Going g) {
  switch (g) {
    case Going::kOpen:
      return 1.0;
    case Going::kLight:
      return 2.0 / 3.0;
    case Going::kMedium:
      return 0.5;
    case Going::kHeavy:
      return 1.0 / 3.0;
    case Going::kImpassable:
      return 0.0;
  }
  return 1.0;
}

std::string_view name_of(Going g) {
  switch (g) {
    case Going::kOpen:
      return "open";
    case Going::kLight:
      return "light";
    case Going::kMedium:
      return "medium";
    case Going::kHeavy:
      return "heavy";
    case Going::kImpassable:
      return "impassable";
  }
  return "open";
}

std::string_view name_of(OpeningKind k) {
  switch (k) {
    case OpeningKind::kDoor:
      return "door";
    case OpeningKind::kWindow:
      return "window";
    case OpeningKind::kLoophole:
      return "loophole";
  }
  return "door";
}

int barred_door_count(const Battlefield& field) {
  int count = 0;
  for (const TerrainFeature& f : field.features) {
    for (const Opening& o : f.openings) count += o.barred ? 1 : 0;
  }
  return count;
}

int barred_door_number(const Battlefield& field, int feature, int opening) {
  if (feature < 0 || static_cast<size_t>(feature) >= field.features.size()) return -1;
  const std::vector<Opening>& own = field.features[static_cast<size_t>(feature)].openings;
  if (opening < 0 || static_cast<size_t>(opening) >= own.size()) return -1;
  if (!own[static_cast<size_t>(opening)].barred) return -1;
  int number = 0;
  for (int k = 0; k < feature; ++k) {
    for (const Opening& o : field.features[static_cast<size_t>(k)].openings) {
      number += o.barred ? 1 : 0;
    }
  }
  for (int k = 0; k < opening; ++k) number += own[static_cast<size_t>(k)].barred ? 1 : 0;
  return number;
}

bool door_passable(const Battlefield& field, int feature, int opening, BrokenDoors broken) {
  const Opening& o =
      field.features[static_cast<size_t>(feature)].openings[static_cast<size_t>(opening)];
  if (o.kind != OpeningKind::kDoor) return false;
  if (!o.barred) return true;
  const int number = barred_door_number(field, feature, opening);
  return number >= 0 && static_cast<size_t>(number) < broken.size() &&
         broken[static_cast<size_t>(number)] != 0;
}

bool in_breach(Breaches breaches, int feature, Vec2 p) {
  for (const Breach& b : breaches) {
    if (b.feature == feature && distance(b.at, p) <= static_cast<double>(b.half_width)) return true;
  }
  return false;
}

bool crosses_unbreached(const Segment& s, const TerrainFeature& f, int feature, Breaches breaches) {
  if (breaches.empty()) return crosses_path(s, f.path);
  for (size_t i = 0; i + 1 < f.path.size(); ++i) {
    const auto t = intersect(s, Segment{f.path[i], f.path[i + 1]});
    if (t && !in_breach(breaches, feature, s.a + (s.b - s.a) * *t)) return true;
  }
  return false;
}

void TerrainFeature::finish() {
  bounds = Box{};
  if (is_tree()) bounds = box_of(trunk);
  for (Vec2 p : outline.points) bounds.extend(p);
  for (Vec2 p : path) bounds.extend(p);
  if (is_line()) bounds = bounds.grown(path_width / 2);
}

// Defaults for each type. 000 leaves most of these to the referee
// (000 / Movement / Terrain and movement: "go by referee definition"); the
// choices are listed with their reasons in docs/terrain.md.
TerrainFeature default_feature(TerrainType t) {
  TerrainFeature f;
  f.type = t;
  switch (t) {
    case TerrainType::kTree:
      f.screen = Screen::kSolid;
      f.height = 4.0;
      f.going = Going::kImpassable;
      f.trunk.radius = 0.5;
      break;
    case TerrainType::kWoods:
      f.screen = Screen::kLeafy;
      f.height = 4.0;
      f.sight_depth = 4.0;
      f.going = Going::kMedium;
      break;
    case TerrainType::kBrush:
      f.screen = Screen::kLeafy;
      f.height = 1.2;
      f.sight_depth = 3.0;
      f.going = Going::kMedium;
      break;
    case TerrainType::kScrub:
      f.screen = Screen::kLeafy;
      f.height = 0.8;
      f.sight_depth = 6.0;
      f.going = Going::kLight;
      break;
    case TerrainType::kWall:
      f.screen = Screen::kSolid;
      f.height = 0.5;
      f.going = Going::kMedium;
      break;
    case TerrainType::kHedge:
      f.screen = Screen::kLeafy;
      f.height = 1.2;
      f.obscuring = 2;
      f.going = Going::kHeavy;
      break;
    case TerrainType::kFence:
      f.screen = Screen::kLeafy;
      f.height = 0.8;
      f.obscuring = 1;
      f.going = Going::kLight;
      break;
    case TerrainType::kBuilding:
      f.screen = Screen::kSolid;
      f.height = 3.0;
      f.going = Going::kImpassable;
      break;
    case TerrainType::kHill:
      f.screen = Screen::kSolid;
      f.level = 1;
      f.going = Going::kOpen;
      break;
    case TerrainType::kRoad:
      f.path_width = 2.0;
      f.going = Going::kOpen;
      break;
    case TerrainType::kStream:
      f.path_width = 1.5;
      f.going = Going::kMedium;
      break;
    case TerrainType::kBog:
      f.going = Going::kHeavy;
      break;
  }
  return f;
}

int Battlefield::ground_level(Vec2 p) const {
  int level = 0;
  for (const TerrainFeature& f : features) {
    if (f.type == TerrainType::kHill && f.level > level && f.bounds.contains(p) &&
        contains(f.outline, p)) {
      level = f.level;
    }
  }
  return level;
}

}  // namespace skirmish
