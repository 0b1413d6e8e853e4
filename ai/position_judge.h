// How good a position is for a side where a search stops short of the end
// of the game: the rule set's own estimate (Rules::evaluate), and the
// danger each side's men stand in where they stand (Rules::exposure).
//
// The estimate counts a man lost only once the dice have put him out. A
// line that leaves its men in the open before loaded muskets, or in the lane
// of a knight's charge, has all but lost them, and one that leaves the enemy
// so has all but won them; the searches (the lookahead, MCTS) stop their
// lines a few decisions on, mostly before those shots and charges come.
// So each side's men are counted as already lost in the share the enemy's
// next shots and charges would put out, as the utility planner weighs a
// spot's danger (ai/utility/considerations.h).
#pragma once

#include <vector>

#include "engine/rules/forecast.h"
#include "engine/rules/game_state.h"
#include "engine/rules/rules.h"

namespace skirmish::ai {

// The chance the enemy's next shots put a man out at a spot. The rule set
// sums each shooter's chance (Exposure::expected_losses), which passes 1
// when many see him; a man is lost once, and not every shooter will choose
// him, so the sum is read as a Poisson mean: 1 - e^-sum.
double shot_danger(const Exposure& e);
// What the enemy threatens a man with at a spot: their next shots and the
// strokes of those who could charge him (may pass 1).
double danger(const Exposure& e);

// Working space for judging, kept by a search so that judging allocates
// nothing once it has grown.
struct JudgeScratch {
  Exposure exposure;
  std::vector<double> lost;  // per side: expected men lost, then the share
  std::vector<int> men;      // per side: men it has on the roll
  std::vector<double> shares;
};

// Per side (`out[k]`), the share of its men (all it started with) that the
// enemy's next shots and charges are expected to put out, each fighting
// man counted at min(1, danger) where he stands. Empty when the game is
// over; zeros where the rule set cannot say (Exposure::known false).
void danger_by_side(const Rules& rules, const GameState& state, JudgeScratch& scratch,
                    std::vector<double>& out);

// `value` (Rules::evaluate of a position not yet over) for `side` with
// the danger shares of danger_by_side weighed in, as judge_position does.
double with_danger(double value, const std::vector<double>& shares, int side, double danger_weight);

// The position for `side`, -1 (lost) to 1 (won): Rules::evaluate, plus
// `danger_weight` times the enemy's share of men in danger less its own
// (the largest enemy's share with several), kept within +-0.99 short of the
// end. At the end of the game, or with a weight of 0, Rules::evaluate alone.
double judge_position(const Rules& rules, const GameState& state, int side, double danger_weight,
                      JudgeScratch& scratch);

}  // namespace skirmish::ai
