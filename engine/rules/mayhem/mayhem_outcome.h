// When a game of Mayhem is over and who won. Seed 004 gives no victory
// rules ("use common sense"), so the engine's scenario terms are used, as
// for every rule set: a side whose men still fighting fall below the
// scenario's break fraction of its starting strength has lost; at the turn
// limit the scenario's objectives decide, level points a draw
// (docs/rules/mayhem.md, "Victory").
#pragma once

#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/rules.h"

namespace skirmish::mayhem {

// Men of `side` still fighting, or gone off through an exit objective.
int strength(const MayhemState& s, int side);
bool side_broken(const MayhemState& s, int side);
// Victory points objective `k` gives its side now (0 if it is not won).
int objective_points_now(const MayhemState& s, size_t k);
int objective_points(const MayhemState& s, int side);
// Marks reach objectives a fighting man of their side stands in now.
void note_objectives_reached(MayhemState& s);
// The side an objective scores for, by name; -1 if none.
int objective_side(const Scenario& scenario, size_t k);

Outcome mayhem_outcome(const MayhemState& s);
// Whether the game is over, as mayhem_outcome(s).over, without the words
// (asked after every action: it must not allocate).
bool mayhem_over(const MayhemState& s);
void mayhem_standing(const MayhemState& s, Standing& out);

}  // namespace skirmish::mayhem
