// Drawing a table for `skirmish render`, from a scenario as deployed or a
// saved game as it stands: the same picture, --los shading and messages.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "engine/model/figure.h"
#include "engine/rules/table_changes.h"
#include "engine/scenario/scenario.h"
#include "tools/skirmish/commands.h"

namespace skirmish {

// Draws `figures` on `scenario`'s table to args.output; `caption` (may be
// empty) heads the picture. Returns the exit code; errors go to `err`.
// `changes` (a game's: pieces afire, doors broken) may be null.
int draw_table(const Scenario& scenario, const std::vector<Figure>& figures,
               const std::string& caption, const RenderArgs& args, std::ostream& out,
               std::ostream& err, const TableChanges* changes = nullptr);

}  // namespace skirmish
