// Setting up a game of Rencounter: the options table (every reading of the
// seed that is a choice, with its default and source), and the opening
// state from a scenario — each man's ratings and weapons from the resolved
// roster (engine/scenario/roster_check.h), units and leaders, each side's
// home edge, and the activation deck or dice (000 / Order of Units).
#pragma once

#include <memory>
#include <vector>

#include "engine/rules/options.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

std::vector<OptionSpec> rencounter_options();

// Reads the resolved options into the config.
RencounterConfig read_config(const OptionSet& options, const Scenario& scenario);

// The opening state; RulesError for a scenario Rencounter cannot play.
std::unique_ptr<RencounterState> set_up_game(std::shared_ptr<const Scenario> scenario,
                                             std::shared_ptr<const OptionSet> options);

}  // namespace skirmish::rencounter
