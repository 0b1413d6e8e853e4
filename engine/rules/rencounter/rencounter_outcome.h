// When a game of Rencounter is over and who won (000 / Victory).
//
// "You can consider this point reached if the total number of unrouted and
// not cowering lightly wounded and unwounded men is less than half your
// force or when no unit on your side has more than half its men healthy and
// unrouted." A side past its break point retreats and the other side wins;
// both at once is a draw. At the turn limit (the scenario's, or the
// turn_limit option: the game always ends) the objectives decide: victory
// points for each side, the higher wins, equal is a draw.
#pragma once

#include <memory>
#include <span>

#include "engine/rules/forecast.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rules.h"

namespace skirmish::rencounter {

// Men of `side` who count toward its strength now (battle_queries.h healthy()).
int healthy_men(const RencounterState& s, int side);
// How many of a side's `units` must be weakened to half strength for it to
// break, by the unit_break option (000 / Victory).
int weak_units_that_break(const RencounterState& s, int units);
// The side has passed its break point (000 / Victory).
bool side_broken(const RencounterState& s, int side);
// Some side has broken: the fight is decided.
bool battle_decided(const RencounterState& s);
// Victory points objective `k` gives its side now (0 if it is not won).
int objective_points_now(const RencounterState& s, size_t k);
// Victory points `side` holds now from the scenario's objectives.
int objective_points(const RencounterState& s, int side);
// Broken sides and the objectives each side scores now (Rules::standing).
void rencounter_standing(const RencounterState& s, Standing& out);
// Marks reach objectives a man of their side stands in now.
void note_objectives_reached(RencounterState& s);
// The points of `side`'s reach objectives not yet reached that a man of
// the side standing at one of `moves`' ends would reach (each objective
// once): what those moves take outright, for the planners' forecasts.
int reach_points_taken(const RencounterState& s, int side, std::span<const ForecastMove> moves);

Outcome rencounter_outcome(const RencounterState& s);

// Finds the side and figure each objective names, by name (at new_game).
std::shared_ptr<const ObjectiveOwners> resolve_objective_owners(const Scenario& scenario);

}  // namespace skirmish::rencounter
