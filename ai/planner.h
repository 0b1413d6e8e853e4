// The planners' common face: given the rules, a game and the side to move,
// say which action to take and why, ranked against everything else offered.
//
// A planner returns a result struct and never prints (STYLE / 6): tools/
// lays it out. It sees only what its side knows (Rules::view_for, DESIGN /
// The AI does not cheat), ranks the actions the rule set offers in that
// view, and checks its choice against the real state before handing it over:
// if the view offered something the real state refuses, it falls down the
// ranking to the best option the real state accepts.
//
// A planner keeps its working buffers (the view, a scratch state, the action
// list, the result's vectors) between calls, so once warmed up on a game a
// decision allocates little; it is therefore not shared between threads.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rules/action.h"
#include "engine/rules/game_state.h"
#include "engine/rules/rules.h"

namespace skirmish::ai {

// One named reason an option scores what it does: score = sum of value x weight.
struct Consideration {
  std::string_view name;  // a static name ("damage dealt"), never owned
  double value = 0;       // in the consideration's own measure, higher is better
  double weight = 0;      // how much the planner (or personality) cares about it

  double contribution() const { return value * weight; }
};

// One action offered in the view, with its score and where the score came from.
struct RankedOption {
  Action action;
  double score = 0;
  std::vector<Consideration> terms;  // the breakdown; contributions sum to score
  std::string reason;       // one line in plain words (the best few options only; else empty)
  bool refused = false;     // the real state refused it (the view offered it)
  std::size_t offered = 0;  // its place in the rule set's list (breaks ties)
};

struct PlanResult {
  Action chosen;
  std::size_t chosen_rank = 0;       // index of `chosen` in `ranked`
  std::vector<RankedOption> ranked;  // best first; ties keep the rule set's order
  // The one line a person watching is told ("" if the planner gives none).
  std::string reason;
};

class Planner {
 public:
  virtual ~Planner() = default;

  // The planner's name as `skirmish play` knows it ("greedy", "utility").
  virtual std::string_view name() const = 0;

  // Ranks the actions `side` may take now and chooses one the real `state`
  // accepts. `out` is refilled, reusing its vectors' capacity. Throws
  // std::logic_error when the game is over or it is not `side`'s decision.
  virtual void plan(const Rules& rules, const GameState& state, int side, PlanResult& out) = 0;

  // The same into a fresh result.
  PlanResult plan(const Rules& rules, const GameState& state, int side) {
    PlanResult out;
    plan(rules, state, side, out);
    return out;
  }
  // Whether the choice depends on the position alone: the same state (its
  // hash and the decisions applied so far) always gets the same choice,
  // whatever was asked before. Then a caller may remember choices by
  // position (ChoiceMemo, ai/choice_memo.h). Default: no.
  virtual bool chooses_by_position() const { return false; }
};

// What every planner does around its own scoring: the view, the offered
// actions, the ranking and the legality check against the real state.
class PlannerBase : public Planner {
 public:
  using Planner::plan;
  void plan(const Rules& rules, const GameState& state, int side, PlanResult& out) final;

 protected:
  // Fills out.ranked[i].score and .terms for every offered action (ranked
  // already holds one entry per action, in the rule set's order, with
  // `terms` cleared). `view` is the side's view of the game.
  virtual void score(const Rules& rules, const GameState& view, int side,
                     std::vector<RankedOption>& ranked) = 0;
  // Lets a planner add candidates of its own (a move to a point its
  // tactical analysis found, ai/tactics/) after what the rule set offered
  // in `view`; they are ranked with the rest, after them on equal scores.
  // Whatever is added must be legal in the view. Default: none.
  virtual void add_candidates(const Rules& rules, const GameState& view, int side,
                              std::vector<Action>& offered);
  // Writes the reason of the option at `rank` (called for the best few
  // only, after sorting). Default: none.
  virtual void explain(const Rules& rules, const GameState& view, int side, std::size_t rank,
                       RankedOption& option);
  // The line a person watching is told for the choice, `ranked[pick]`, once
  // the best few and it are explained. Default: its own reason; a planner
  // may say more (what the others came to when nothing speaks for it).
  virtual std::string choice_reason(const Rules& rules, const GameState& view, int side,
                                    const std::vector<RankedOption>& ranked, std::size_t pick);
  // How many of the best options get a reason, and the chosen one if it is
  // not among them; 0: none at all (STYLE: words only where a person will
  // read them; building them costs allocations).
  std::size_t reasons_for_ = 3;

  // A scratch state the scorer may fill with copy_from (same game as `view`).
  GameState& scratch(const GameState& like);

 private:
  std::unique_ptr<GameState> view_;
  std::unique_ptr<GameState> scratch_;
  std::vector<Action> offered_;
};

// The index of the entry in `ranked` to choose: the first the real `state`
// accepts (marking refused ones), or ranked.size() if none does.
std::size_t first_accepted(const Rules& rules, const GameState& state,
                           std::vector<RankedOption>& ranked);

// Sorts best first; equal scores keep their order (the rule set's), so a
// ranking never depends on the sort's implementation.
void sort_ranked(std::vector<RankedOption>& ranked);

}  // namespace skirmish::ai
