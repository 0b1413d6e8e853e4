// Which build of skirmish this is, for the results it writes: a playtest's
// games replay exactly only on the build that played them, so each result
// line carries this and merge refuses shards of different builds.
#pragma once

#include <string>

namespace skirmish {

// "skirmish 0.1.0 (5bc9f57a1c2d)": the version and the commit the build was
// configured at ("unknown" outside a git checkout).
std::string build_id();

}  // namespace skirmish
