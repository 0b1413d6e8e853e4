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
//
// Nor does the estimate see ground: a line that walks its men 6" nearer
// the objective they must take looks no better than one that stands them
// still, until a man steps into the area. The utility planner weighs that
// ground (objective progress), so a search that judged by the estimate
// alone left the first opinion's advance for a line that merely rolled
// well. With a ground weight, the ground each side has gained since the
// position searched from counts too, in the utility planner's own measure.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "engine/rules/forecast.h"
#include "engine/rules/game_state.h"
#include "engine/rules/rules.h"

namespace skirmish::ai {

class ObjectivePaths;

// The chance the enemy's next shots put a man out at a spot. The rule set
// sums each shooter's chance (Exposure::expected_losses), which passes 1
// when many see him; a man is lost once, and not every shooter will choose
// him, so the sum is read as a Poisson mean: 1 - e^-sum.
double shot_danger(const Exposure& e);
// What the enemy threatens a man with at a spot: their next shots and the
// strokes of those who could charge him (may pass 1).
double danger(const Exposure& e);
// Their next shots and the courage check a charge of theirs would force on
// him before any blow (Exposure::charged_off), without the blows: a man
// run off by a check is lost as surely as one shot down (may pass 1).
double shot_and_check_danger(const Exposure& e);

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

// The ground each side must still cover to its objectives, per man on
// the roll, as the utility planner's objective progress measures it: each
// man's way to the nearest of his side's targets (round walls and
// buildings; a kill objective's man while he is on the table) in moves of
// 6", times that objective's share of the side's points and the share
// ground toward a hold area counts (ai/utility/considerations.h). A man
// out of the fight is measured where he fell, so a loss neither gains nor
// gives up ground (the estimate counts the loss).
//
// A search measures the position it starts from once (`set`), and its
// lines' ends against it: only what a line gains or gives up counts, so
// the estimate is neither swamped by how far off the objectives stand nor
// cut off at +-0.99. Measuring allocates nothing once set.
class GroundBaseline {
 public:
  // Measures `root_view` (the side's view of the position searched from).
  void set(const Rules& rules, const GameState& root_view);
  bool ready() const { return paths_ != nullptr && !root_.empty(); }
  // Per side (`out[k]`), the ground still to cover in `state`, a position
  // of the same game; empty when the game is over.
  void measure(const Rules& rules, const GameState& state, std::vector<double>& out) const;
  const std::vector<double>& root() const { return root_; }
  std::vector<double>& scratch() { return now_; }

 private:
  std::shared_ptr<const ObjectivePaths> paths_;
  std::vector<int> most_;  // per side: the most points any of its objectives is worth
  std::vector<int> roll_;  // per side: men on the roll
  // Per objective, as the root stands: it can score for nobody any more
  // (Standing::ended), so no ground toward it counts.
  std::vector<uint8_t> ended_;
  std::vector<double> root_;
  std::vector<double> now_;  // working space for a line's end
};

// `value` for `side` with the ground gained since the baseline weighed in:
// `ground_weight` x (the side's ground gained less the most any enemy side
// gained), in moves per man, kept within +-0.99.
double with_ground(double value, const std::vector<double>& now, const std::vector<double>& root,
                   int side, double ground_weight);

// The position for `side`, -1 (lost) to 1 (won): Rules::evaluate, plus
// `danger_weight` times the enemy's share of men in danger less its own
// (the largest enemy's share with several), plus, given a ready `ground`
// baseline, `ground_weight` times the ground gained (with_ground), kept
// within +-0.99 short of the end. At the end of the game, or with weights
// of 0, Rules::evaluate alone.
double judge_position(const Rules& rules, const GameState& state, int side, double danger_weight,
                      JudgeScratch& scratch, GroundBaseline* ground = nullptr,
                      double ground_weight = 0);

}  // namespace skirmish::ai
