// The figures of a scenario as they stand at the start of a game.
#pragma once

#include <string>
#include <vector>

#include "engine/model/figure.h"
#include "engine/scenario/scenario.h"

namespace skirmish {

// Every figure in file order (side by side, unit by unit), placed as deployed.
// Unit indices count over all sides, in file order.
std::vector<Figure> deployed_figures(const Scenario& scenario);
// Names of the figures and units, indexed like deployed_figures() and Figure::unit.
std::vector<std::string> figure_names(const Scenario& scenario);
std::vector<std::string> unit_names(const Scenario& scenario);

}  // namespace skirmish
