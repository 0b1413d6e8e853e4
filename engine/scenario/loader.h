// Loading a scenario file (YAML, written by hand; format in
// docs/scenario-format.md). The result is either a whole, checked Scenario
// or exactly one ScenarioError; never a half-loaded scenario, never a crash.
//
// The loader is generic: rule-set stats and weapon names are kept as written
// and checked afterwards against the rule set's catalog with validate_roster
// (engine/scenario/roster_check.h).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/scenario/scenario.h"
#include "engine/scenario/scenario_error.h"

namespace skirmish {

struct LoadResult {
  std::optional<Scenario> scenario;    // set on success
  std::optional<ScenarioError> error;  // set on failure

  bool ok() const { return scenario.has_value(); }
};

// Reads and checks the file at `path`; errors name `path` as given.
LoadResult load_scenario(const std::string& path);

// The same from text already in memory; `display_name` stands for the file
// in messages and in Scenario::file.
LoadResult load_scenario_text(std::string_view text, const std::string& display_name);

}  // namespace skirmish
