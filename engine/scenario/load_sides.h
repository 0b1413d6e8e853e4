// Reading the `sides:` list of a scenario file: sides, their units, and
// every man with his position, weapons and rule-set stats.
#pragma once

#include <vector>

#include "engine/core/terrain.h"
#include "engine/scenario/scenario.h"
#include "engine/scenario/yaml_fields.h"

namespace skirmish::scenario_file {

// Checks as it goes that each man stands clear of terrain and of every man
// read before him, that names are unique and that leaders are in their
// units. Fails with a LoadFailure.
std::vector<SideSpec> read_sides(const Field& list, const Battlefield& field);

}  // namespace skirmish::scenario_file
