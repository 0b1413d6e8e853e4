// How dangerous points are for a man, from his side's point of view: the
// rule set's own answer (Rules::exposure: the enemy weapons that reach the
// point, how many with a clear shot, the hits and losses to expect from one
// shot each, the men who could charge him, his cover there), over a set of
// points, and the cover value of a point as one number.
#pragma once

#include <span>
#include <vector>

#include "engine/rules/rules.h"

namespace skirmish::ai {

struct Threat {
  Vec2 at;
  Exposure exposure;
};

// Rules::exposure for `figure` at each of `points`, from `view` (the side's
// view: only the enemy his side has seen counts). `out` is refilled.
void threat_map(const Rules& rules, const GameState& view, int figure, std::span<const Vec2> points,
                std::vector<Threat>& out);

// How well a point covers a man, 0 (every enemy who can shoot there has a
// clear shot, in the open) to 1 (no enemy can shoot there, or all are
// screened by the best cover the rule set knows): the mean of the rule
// set's cover share and the share of shooters without a clear shot. 0.5
// when the rule set knows nothing.
double cover_value(const Exposure& e);

// The enemy men `side` knows of in `view` and that can still fight (the
// rule set hides the unseen from a view): their figure indices and where
// they stand. Both are refilled.
void known_enemies(const GameState& view, int side, std::vector<int>& figures,
                   std::vector<Vec2>& at);

}  // namespace skirmish::ai
