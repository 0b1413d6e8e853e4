// Monte Carlo tree search over the rules interface (open loop).
//
// The search never sees more than its side's view (Rules::view_for) and knows
// no rule set's insides: it asks next_decision, legal_actions, apply,
// outcome and evaluate, nothing else. Dice and random activation are not
// modelled as nodes: every iteration rolls its own seeded dice from the
// root, so the same path of decisions meets different rolls each time and
// the statistics average over them ("open loop"). Where chance changes who
// decides next (a card drawn for the other side, a seized initiative), the
// path splits: each decision's children are kept apart by the side that
// must decide after it, an explicit chance node on who moves.
//
// A prior (PriorPolicy; the utility planner's ranking, planner_prior.h)
// says which of a node's actions to look at first: such a node selects by
// PUCT (AlphaZero) among the best few by prior, more of them as the node
// earns visits (progressive widening), so a move's many destinations are
// not all tried once before the good ones are tried twice.
//
// Root parallel and deterministic: the budget is split over a fixed number
// of lanes, each an independent tree with its own seeded generator; threads
// take lanes, and the lanes are merged in lane order. The answer for a given
// seed and iteration budget is therefore the same on 1 thread or 8 (STYLE /
// 8). A time budget stops each lane at the deadline instead, so it is not
// repeatable; tests and signatures use iterations.
//
// Nodes are small (no states stored; static_assert below) and live in one
// pool per lane, reserved up front; an iteration allocates nothing once the
// scratch state and action lists are warm. The search never prints.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

#include "engine/core/random.h"
#include "engine/rules/rules.h"

namespace skirmish::ai {

// How a rollout picks its moves. The default is uniform over the legal
// actions; a planner may plug in something smarter (and slower). Each lane
// makes its own (RolloutFactory), so a policy may keep working buffers and
// need not be safe to share between threads.
class RolloutPolicy {
 public:
  virtual ~RolloutPolicy() = default;
  // The action to take in `state`: one of `legal` (never empty), or any
  // other the real `state` accepts (a planner's own candidate, such as a
  // move to a point it found). Any randomness must come from `rng`, the
  // lane's own generator. `legal` is empty for a policy that does not read
  // it (reads_legal).
  virtual Action choose(const Rules& rules, const GameState& state,
                        const std::vector<Action>& legal, Xoshiro256& rng) = 0;
  // Whether `choose` looks at the rule set's list. A policy that works out
  // its own (a planner, with candidates of its own) says no, and the search
  // does not ask the rule set for a list nobody reads: on Rencounter with
  // the utility planner playing the lines, a tenth of a line's time.
  virtual bool reads_legal() const { return true; }
};
using RolloutFactory = std::function<std::unique_ptr<RolloutPolicy>()>;

// How much a node's actions deserve a look before any line through them has
// been played: a probability per action (the prior of AlphaZero's PUCT),
// asked once per node, when the node is first searched from. Without one
// the search is plain UCT, every untried action first, at random. Like a
// rollout policy, each lane makes its own (PriorFactory).
class PriorPolicy {
 public:
  virtual ~PriorPolicy() = default;
  // Fills `prior` with one probability per action of `legal` (never empty),
  // in the same order, summing to 1, for whoever decides in `state`.
  // Must not depend on anything but the state (no dice, no clock), so that
  // a lane's search is the same on any thread.
  virtual void judge(const Rules& rules, const GameState& state, const std::vector<Action>& legal,
                     std::vector<double>& prior) = 0;
};
using PriorFactory = std::function<std::unique_ptr<PriorPolicy>()>;

// Actions beyond the rule set's short list that the tree may also take at
// a node: a planner's own candidates, such as moves to the places its
// tactical analysis found (ai/tactics). Without a source the tree expands
// only what the rule set offers. Each lane makes its own (CandidateFactory).
class CandidateSource {
 public:
  virtual ~CandidateSource() = default;
  // Appends to `legal` (the rule set's list for `state`) further actions
  // the `state` accepts, depending on nothing but the state.
  virtual void add(const Rules& rules, const GameState& state, std::vector<Action>& legal) = 0;
};
using CandidateFactory = std::function<std::unique_ptr<CandidateSource>()>;

// Search settings; each field one job, defaults in brackets.
struct MctsSettings {
  // Iterations in all, split over the lanes; 0 means "use `seconds`" [0].
  int64_t iterations = 0;
  // Wall-clock budget when `iterations` is 0, seconds [1.0].
  double seconds = 1.0;
  // Worker threads; more threads than lanes leaves some idle [1].
  int threads = 1;
  // Independent trees merged at the root; fixes the answer whatever the
  // thread count [8].
  int lanes = 8;
  // Decisions a rollout plays past the tree before the position is judged;
  // 0 judges at once [30].
  int horizon = 30;
  // How much the danger the men stand in at a rollout's end counts in
  // judging it (ai/position_judge.h); 0: Rules::evaluate alone [0].
  double danger_weight = 0;
  // How much the ground each side has gained toward its objectives since
  // the root counts in judging a rollout's end, in moves of 6" per man
  // (ai/position_judge.h); 0: not at all [0].
  double ground_weight = 0;
  // UCT exploration constant on values in [-1, 1], at nodes without a
  // prior [1.0].
  double exploration = 1.0;
  // The rest applies only when a prior is given (PriorPolicy).
  // PUCT exploration at nodes with a prior: an action scores
  // Q + c * P * sqrt(N) / (1 + n), N the node's visits, n the action's,
  // P its prior, Q its mean for the side deciding [1.0].
  double prior_exploration = 1.0;
  // First-play urgency: an action not yet tried counts as the mean of the
  // node's tried actions less this much (0 when none is tried) [0.1].
  double untried_penalty = 0.1;
  // Progressive widening: of a node's actions only the k best by prior may
  // be searched, k = ceil(widening * N^widening_power) (at least 1), so a
  // move's many destinations come in, best first, as the node earns visits;
  // 0 opens them all at once [2.0].
  double widening = 2.0;
  double widening_power = 0.5;  // [0.5]
  // Visits a node needs before its prior is asked for (the root has it from
  // the start); until then its actions are tried as without a prior. A
  // utility prior costs about one utility decision (0.3 ms) a node [1].
  int prior_after_visits = 1;
  // Seed of every lane's generator (lane k: derived from seed and k) [1].
  uint64_t seed = 1;
  // Root lines on common dice: in each lane, every root choice's k-th line
  // is played on the same dice (common random numbers, as the lookahead
  // planner's lines), and each line's value is kept (MctsOption::lines) so
  // that choices can be compared line by line. Off: every iteration rolls
  // dice of its own [false].
  bool paired_root = false;
  // With paired root lines: each man's rolls his own along a line
  // (KeyedDice, engine/core/keyed_dice.h), so that the root choices' k-th
  // lines keep common luck after they part, not one stream in the order
  // rolls are asked for [false].
  bool keyed_dice = false;
  // How deep the tree grows: past this many decisions from the root every
  // line is the rollout policy's alone; 1 keeps the tree to the root's
  // choices (flat Monte Carlo, each choice's lines played by the rollout
  // policy). 0: no limit [0].
  int tree_depth = 0;
  // With a prior: the root looks only at the prior's best this many, and
  // plays them in turn, the one with the fewest lines next (on a tie the
  // better by prior), so that with paired root lines every one is compared
  // with every other over as many common lines as the budget buys; a
  // comparison PUCT's uneven visits would starve. 0: PUCT at the root [0].
  int even_root = 0;
};

// One choice at the root, merged over the lanes.
struct MctsOption {
  Action action;
  int64_t visits = 0;
  double mean = 0;  // mean value for the searching side, -1..1
  double ci95 = 0;  // half width of the 95% confidence interval of `mean`
  // With paired root lines: per lane, the value of each of its lines in the
  // order they were played (line k of one choice met the dice of line k of
  // every other in that lane). Empty otherwise.
  std::vector<std::vector<double>> lines;
};

// The root choice to play when `first` is a planner's first choice: it,
// unless another option searched at least `least_visits` times has a mean
// above first's by more than `keep` standard errors of the difference; of
// those, the one with the largest such margin. With paired lines (both
// options' `lines`), the difference is the mean of their line-by-line
// differences over the lines both played, and its error theirs; else each
// mean's error from its own lines. The most visited option if `first` was
// not searched. A challenger must also beat it by more than `floor` on the
// judge's scale (-1..1): with thousands of lines the standard errors shrink
// until a gain too small to matter is "shown". Returns an index into
// `options`.
std::size_t keep_or_beat(const std::vector<MctsOption>& options, const Action& first, double keep,
                         int64_t least_visits = 4, double floor = 0);

struct MctsResult {
  Action chosen;
  std::vector<MctsOption> options;  // most visited first
  int64_t iterations = 0;           // iterations actually run, all lanes
  int deepest = 0;                  // decisions from the root to the deepest node of any lane
  double seconds = 0;               // wall time the search took
};

// Searches the decision `side` faces in `state` (which must be that side's
// decision; pass the real state: the search takes the side's view itself).
// `rollout` may be empty (uniform random), `prior` too (no prior: UCT),
// and `candidates` (the rule set's actions only).
// Throws RulesError when the game is over or the decision is not the side's.
MctsResult mcts_search(const Rules& rules, const GameState& state, int side,
                       const MctsSettings& settings, const RolloutFactory& rollout = {},
                       const PriorFactory& prior = {}, const CandidateFactory& candidates = {});

}  // namespace skirmish::ai
