// Starting a game of Mayhem: the options read once, each man's ratings and
// arms from the scenario (settled by the catalog), the contingent
// commanders, and the first turn's initiative to roll.
#pragma once

#include <memory>
#include <vector>

#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/options.h"

namespace skirmish::mayhem {

// The options table (Traits::options), every interpretation of seed 004
// that needed one named here with its default (docs/rules/mayhem.md).
std::vector<OptionSpec> mayhem_options();

MayhemConfig read_config(const OptionSet& options, const Scenario& scenario);

// RulesError naming the scenario for anything Mayhem cannot play (a side
// with no men, a weapon of the other variant).
std::unique_ptr<MayhemState> set_up_game(std::shared_ptr<const Scenario> scenario,
                                         std::shared_ptr<const OptionSet> options);

}  // namespace skirmish::mayhem
