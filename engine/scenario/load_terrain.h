// Reading the `terrain:` list of a scenario file into TerrainFeatures.
#pragma once

#include <vector>

#include "engine/core/terrain.h"
#include "engine/scenario/yaml_fields.h"

namespace skirmish::scenario_file {

// One feature: starts from default_feature(type), takes the shape its type
// needs and any overrides, and is finish()ed. Fails with a LoadFailure.
TerrainFeature read_feature(const Field& f);

std::vector<TerrainFeature> read_terrain(const Field& list);

}  // namespace skirmish::scenario_file
