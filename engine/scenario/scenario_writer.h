// Writing a Scenario as a scenario file (the format of
// docs/scenario-format.md), for every tool that makes or changes scenarios:
// the generator, and later saving an edited set-up.
//
// What is written loads back to the same scenario: the same table, terrain,
// sides, men, ratings, weapons and objectives (only the file lines they came
// from differ). Values equal to the format's defaults are left out, so a
// written file reads like a hand-written one; ratings are written as they
// stand in the Scenario (a word stays a word), so a scenario written before
// resolve_roster keeps its short form.
#pragma once

#include <string>
#include <vector>

#include "engine/scenario/scenario.h"

namespace skirmish {

// The scenario as YAML text. `header` lines come first, each as a `# `
// comment (say what made the file and how to make it again).
std::string scenario_yaml(const Scenario& scenario, const std::vector<std::string>& header = {});

}  // namespace skirmish
