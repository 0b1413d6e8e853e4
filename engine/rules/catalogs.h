// The figure catalogs of the rule sets this build knows, by rule-set name:
// what `skirmish validate` checks a scenario's men against.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "engine/model/catalog.h"

namespace skirmish {

// The catalog for `rules` (as written in a scenario's `rules:`), or nullptr.
const Catalog* builtin_catalog(std::string_view rules);
// Names with a catalog, sorted.
std::vector<std::string> builtin_catalog_names();

}  // namespace skirmish
