// Options for the rest of melee and movement in play: the optional melee
// rules of 000 / Melee (weapon breakage, weapons getting stuck, shooting the
// bayonet free, attacking horses), advanced foot turning (000 / Movement /
// Turning) and how exit objectives score. Each is one reading of the seed
// with the default this engine plays by; docs/rules/rencounter.md ("Melee",
// "Movement", "Turn sequence and orders") gives the reasons.
#pragma once

#include <vector>

#include "engine/rules/options.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

std::vector<OptionSpec> melee_play_option_specs();
// Reads them into c.melee, c.movement and c.exit_points_per_man.
void read_melee_play_options(const OptionSet& options, RencounterConfig& c);

}  // namespace skirmish::rencounter
