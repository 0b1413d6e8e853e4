// Setting up a generated force: each side in a zone kDeploymentDepth deep
// along its own long table edge (the first side at y = 0, the second at the
// far edge), each unit in its own stretch of the zone, the leader in front
// and his men in rows of loose order behind him, every base where the
// scenario loader allows a man to stand (engine/scenario/placement.h) and
// clear of all terrain but the road.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/terrain.h"
#include "engine/scenario/scenario.h"

namespace skirmish::rencounter {

// Inches between the centres of neighbouring men in a row and between rows:
// loose order, a half inch of open ground between 1" bases.
constexpr double kFileSpacing = 1.5;

// Sets each figure's `at` and `facing` (toward the enemy) and each side's
// `deployment`. Returns why it could not, when a zone is too crowded.
std::optional<std::string> set_up_sides(const Battlefield& field, std::vector<SideSpec>& sides);

}  // namespace skirmish::rencounter
