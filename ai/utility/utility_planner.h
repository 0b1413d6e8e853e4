// The utility planner: scores every offered action with named
// considerations (ai/utility/considerations.h) weighted by a personality,
// and takes the best, in the manner of Wesnoth's candidate-action loop
// (evaluate all, execute the best, evaluate again at the next decision).
//
// It asks the rule set for exact odds (Rules::forecast, Rules::exposure);
// for an action the rule set cannot forecast it falls back on trying it a
// few times on a scratch copy with its own seeded dice (ai/sampling.h), so
// it plays any rule set, if less well. Each option's score is broken down
// by consideration, and the best few get a reason in plain words.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "ai/planner.h"
#include "ai/sampling.h"
#include "ai/tactics/destinations.h"
#include "ai/utility/considerations.h"
#include "ai/utility/personality.h"

namespace skirmish::ai {

struct UtilitySettings {
  // Tries per action when the rule set cannot forecast it (each with its own
  // seeded dice, the same streams for every action of a decision).
  int tries = 4;
  // The same when the decision is which unit acts, and how (a group's move
  // or charge): that choice decides a whole unit's turn, and what it brings
  // about is often a rare event (a charge that sends the enemy running), so
  // four tries mostly see nothing. 16 scored some 4.5 points more against
  // random on Mayhem, and 32 another 1.5 (64 no more; docs/strength.md).
  int activation_tries = 32;
  // How many of the best options get a reason in words (and the chosen one
  // if it is not among them); 0: none at all, for the players of a search's
  // lines.
  std::size_t reasons_for = 3;
  // At most this many moves to the tactical analysis's destinations
  // (ai/tactics/destinations.h) are added to a man's own action decision
  // when the rule set offers him a move: into cover, toward the objective,
  // to contact, out of charge reach, back to his leader. 0: none.
  std::size_t tactical_moves = 8;
  // At most this many orders that lead a unit to a point (Follow Me,
  // Follow Him) sent to its leader's destinations are added to a unit's
  // order decision; each costs every man's exposure where it leaves him.
  // 0, none, by default: 3 played worse against random (78.9% against
  // 80.2% over 3,200 games, the ambush most: docs/strength.md).
  std::size_t tactical_orders = 0;
  // With the end near (Considerations::hold_urgency), an order the rule set
  // cannot forecast (a group told to move) is also followed a few decisions
  // on, its men's moves (and the enemy's fire meanwhile) chosen by this
  // planner on its own seeded dice, and the ground to hold those moves take
  // is counted for the order: tried on the dice alone, the order changes
  // nothing the rules' estimate sees, so a side would end its moves rather
  // than walk onto the ground it must hold. false: not followed.
  bool follow_orders_to_hold = true;
  // Words only, for a person asking (suggest, hints): the reason of an
  // order the rule set cannot forecast (a group told to move) also tells
  // what its first man would do, the order tried once on the planner's own
  // dice and his action chosen by this planner. Scores and choices are the
  // same either way. false: not told (a planner playing on its own).
  bool preview_orders = false;
};

class UtilityPlanner final : public PlannerBase {
 public:
  // `seed` is the game's seed (only the sampling fallback rolls dice).
  UtilityPlanner(Personality personality, uint64_t seed, UtilitySettings settings = {});
  std::string_view name() const override { return "utility"; }
  // Its only dice (the sampling fallback's, and the follower's) are seeded
  // by the game's seed, the side and the decisions applied so far, and what
  // it keeps between decisions (the men's reach, the terrain's looks) only
  // saves work: the same state gets the same choice.
  bool chooses_by_position() const override { return true; }
  const Personality& personality() const { return personality_; }

  // Any action a person proposes (offered or not, e.g. a move to a point
  // of his own), scored as plan() scores what the rules offer, from `side`'s
  // view of `state`, with its reason: what `skirmish suggest --why-not`
  // compares with the best. Overwrites the facts of the last plan.
  RankedOption assess(const Rules& rules, const GameState& state, int side, const Action& proposed);

  // The facts behind option `offered` (its place in the rule set's list) of
  // the last plan: what its reason was built from.
  const OptionFacts& facts(std::size_t offered) const { return facts_[offered]; }

  // The moves (and orders) to tactical destinations it adds to `offered`,
  // the rule set's list for `view` where `side` decides: what a search
  // expands beyond that list (ai/mcts/planner_candidates.h).
  void add_tactical_candidates(const Rules& rules, const GameState& view, int side,
                               std::vector<Action>& offered) {
    add_candidates(rules, view, side, offered);
  }

 protected:
  void score(const Rules& rules, const GameState& view, int side,
             std::vector<RankedOption>& ranked) override;
  void explain(const Rules& rules, const GameState& view, int side, std::size_t rank,
               RankedOption& option) override;
  std::string choice_reason(const Rules& rules, const GameState& view, int side,
                            const std::vector<RankedOption>& ranked, std::size_t pick) override;
  void add_candidates(const Rules& rules, const GameState& view, int side,
                      std::vector<Action>& offered) override;

 private:
  // follow_orders_to_hold: the ground to hold the men of order `action`
  // take in the decisions after it (its hold-at-the-end value), and the
  // facts of the move that takes most of it in `facts`.
  double hold_taken_by_order(const Rules& rules, const GameState& view, int side,
                             const Action& action, uint64_t base, OptionFacts& facts);
  // preview_orders: what the first of order `action`'s men would do, in
  // words ("" when no man of the side acts next); or, with `awaited` a
  // man of the side, what he would do when his turn comes in the same
  // activation ("" if it does not).
  std::string order_preview(const Rules& rules, const GameState& view, int side,
                            const Action& action, int awaited = -1);

  Personality personality_;
  uint64_t seed_;
  UtilitySettings settings_;
  Considerations considerations_;
  Forecast forecast_;
  SampledOutcome sampled_;
  std::vector<OptionFacts> facts_;
  DestinationFinder destinations_;
  std::vector<Action> ways_;
  std::vector<Destination> found_;
  // For hold_taken_by_order: a planner of the same mind that plays the
  // decisions after an order (never following orders itself), its game.
  std::unique_ptr<UtilityPlanner> follower_;
  std::unique_ptr<GameState> followed_;
  PlanResult follow_plan_;
  // For order_preview: the same, giving the first man's reason.
  std::unique_ptr<UtilityPlanner> previewer_;
  std::unique_ptr<GameState> previewed_;
  PlanResult preview_plan_;
};

// One line for a ranked option: the rule set's words for the action, then
// what its best considerations were, in numbers ("Sgt. Gridley moves to
// (23.1, 11.9): 3 enemy shooters had a clear shot, now 1"), and the one that
// counts most against it ("...; but 2.0\" further from Hold the Chapel").
std::string utility_reason(const Rules& rules, const GameState& view, const RankedOption& option,
                           const OptionFacts& facts, const Considerations& considerations);

// The reason a person watching is told for choice `pick` of `ranked`
// (every option explained by utility_reason among the best few and the
// choice): its own reason when something speaks for it; else what the
// alternatives come to: the only choice offered, all rated alike, or the
// next best and what it would have cost. `alike`: what is known of why
// the choices are rated alike, told so when they all are.
enum class WhyAlike : uint8_t {
  kUnsaid,
  // An order tried on the dice that changes nothing by itself: its worth is
  // in the men's moves, weighed as they make them.
  kWeighedLater,
  // Which side acts first, with no enemy man in reach of a charge on the
  // side's men: its own reason says so.
  kNothingToForestall,
};
std::string utility_choice_reason(const Rules& rules, const GameState& view,
                                  const std::vector<RankedOption>& ranked, std::size_t pick,
                                  WhyAlike alike_because = WhyAlike::kUnsaid);

}  // namespace skirmish::ai
