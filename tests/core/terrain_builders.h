// Terrain pieces for hand-built sight tests, with the scenario defaults of
// their type (default_feature) and only the shape set.
#pragma once

#include <memory>
#include <utility>
#include <vector>

#include "engine/core/los.h"
#include "engine/core/terrain.h"

namespace skirmish::testing {

inline TerrainFeature line_of(TerrainType type, std::vector<Vec2> path) {
  TerrainFeature f = default_feature(type);
  f.path = std::move(path);
  f.finish();
  return f;
}

inline Polygon rectangle(double x0, double y0, double x1, double y1) {
  return Polygon{{{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}}};
}

inline TerrainFeature area_of(TerrainType type, Polygon outline) {
  TerrainFeature f = default_feature(type);
  f.outline = std::move(outline);
  f.finish();
  return f;
}

inline TerrainFeature hill(Polygon outline, int level) {
  TerrainFeature f = area_of(TerrainType::kHill, std::move(outline));
  f.level = level;
  return f;
}

inline TerrainFeature tree(Vec2 at) {
  TerrainFeature f = default_feature(TerrainType::kTree);
  f.trunk.centre = at;
  f.finish();
  return f;
}

inline TerrainFeature building(Polygon outline, std::vector<Opening> openings) {
  TerrainFeature f = area_of(TerrainType::kBuilding, std::move(outline));
  f.openings = std::move(openings);
  return f;
}

inline std::shared_ptr<const Battlefield> field_of(std::vector<TerrainFeature> features,
                                                   double width = 48, double depth = 36) {
  auto field = std::make_shared<Battlefield>();
  field->table = {width, depth};
  field->features = std::move(features);
  return field;
}

inline Sighting man(double x, double y, Posture posture = Posture::kStanding) {
  return Sighting{{{x, y}, 0.5}, posture, false, true};
}

inline Sighting rider(double x, double y) {
  Sighting s = man(x, y);
  s.mounted = true;
  s.base.radius = 0.75;
  return s;
}

}  // namespace skirmish::testing
