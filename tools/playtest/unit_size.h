// The size of a unit as a --vary value (scenario_variants.h): which men a
// smaller unit keeps (its leader and the men a kill objective names first),
// and the copies a larger unit gets, each named afresh and set on the free
// spot nearest the man copied.
#pragma once

#include <yaml-cpp/yaml.h>

#include <string>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/scenario/scenario.h"
#include "tools/playtest/vary_spec.h"

namespace skirmish::vary {

// Every copy a size needs up to the largest size asked: each variant takes
// the first ones, so a larger unit is a smaller one with more men.
struct Reinforcements {
  int copied = 0;
  std::vector<std::string> names;
  std::vector<Vec2> spots;
};

// The copies unit `unit_index` of side `side` needs for the largest of the sizes
// `spec` asks. VaryError, naming the unit, if they find no room.
Reinforcements reinforcements(const VarySpec& spec, const Scenario& scenario, int side,
                              int unit_index);

// The figures list of `unit` (written in the file as `figures`) at `size`
// men: the men kept, in file order, then the first of `more`'s copies.
// VaryError if the size would drop a man the scenario names.
YAML::Node resized_figures(const VarySpec& spec, YAML::Node figures, const Scenario& scenario,
                           const UnitSpec& unit, const Reinforcements& more, int size);

}  // namespace skirmish::vary
