// Whom a man should shoot at: the shots open to him ranked by what the rule
// set expects of each (Rules::forecast: men put out of the fight, then the
// chance to hit), best first.
#pragma once

#include <span>
#include <vector>

#include "engine/rules/rules.h"

namespace skirmish::ai {

struct FireTarget {
  Action shot;              // a kShoot the rule set accepts
  double carried_out = 1;   // the chance the shot is taken at all
  double enemy_losses = 0;  // expected enemy men out of the fight, a miss or a failed roll included
  double hit_chance = 0;    // the chance it hits
  double effect = 0;        // enemy_losses: what it is ranked by
};

// The shots `figure` may take in `view`: those among `offered` that are
// his, and a plain shot at each known enemy not among them, each kept if
// Rules::check accepts it. Ranked by effect, then hit chance; equal ones
// keep that order. `forecast` is a scratch answer, reused.
void rank_fire_targets(const Rules& rules, const GameState& view, int figure,
                       std::span<const Action> offered, std::vector<FireTarget>& out,
                       Forecast& forecast);

}  // namespace skirmish::ai
