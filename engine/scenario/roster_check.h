// Checking a loaded scenario's men against their rule set's catalog: every
// stat known and in range, every required stat present, every weapon name in
// the rule set's tables. Errors point at the line the value was written on.
#pragma once

#include <optional>

#include "engine/model/catalog.h"
#include "engine/scenario/scenario.h"
#include "engine/scenario/scenario_error.h"

namespace skirmish {

// The first problem found, in file order, or nullopt if the roster is sound.
std::optional<ScenarioError> validate_roster(const Scenario& scenario, const Catalog& catalog);

// As validate_roster, and on success also settles the roster for play:
// words become numbers (`shield: large` -> 3), missing optional stats get
// their defaults (in the catalog's order), and weapon names become the
// table's spelling (`bayonet` -> "Spear/Bayonet"). On failure the scenario
// is left unchanged.
std::optional<ScenarioError> resolve_roster(Scenario& scenario, const Catalog& catalog);

}  // namespace skirmish
