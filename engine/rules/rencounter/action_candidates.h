// The short list of sensible choices offered at each decision (DESIGN / The
// rules interface: "never a grid of every point"). For an order: act
// individually; Follow Me toward the nearest enemy (all the way and half),
// toward each objective, back toward home; a Formed Charge at each enemy the
// leader can reach; a Volley at each enemy the unit can fire on. For a man:
// hold; strike each enemy in contact; walk (or crawl) toward the nearest
// enemy (all the way and half), toward each objective, back toward home, and
// into the best cover found among a few points around him; run at the
// enemy; shoot each enemy he can; step up and snap a shot at the nearest;
// aim; reload; change posture; charge each enemy in reach. Every candidate
// has passed check().
#pragma once

#include <vector>

#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

void add_order_candidates(const RencounterState& s, std::vector<Action>& out);
void add_figure_candidates(const RencounterState& s, int figure, std::vector<Action>& out);

}  // namespace skirmish::rencounter
