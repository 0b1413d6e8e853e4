// The utility planner's choice checked by playing it out: rollout policy
// improvement (Tesauro and Galperin, 1996) over the rules interface.
//
// The utility planner ranks the offered actions. Its best few are each
// played on from the side's view with the same seeded dice, line for line
// (common random numbers: the actions are compared on the same luck), both
// sides then played by the utility planner for `horizon` decisions, and the
// position judged by Rules::evaluate. The planner leaves the utility
// planner's first choice only for one whose gain over it, paired line by
// line, is shown: its mean less `confidence` standard errors is above 0.
// So it plays as the utility planner does unless playing on shows, past
// the one decision the utility planner sees, that another choice does
// better.
#pragma once

#include <cstdint>
#include <vector>

#include "ai/planner.h"
#include "ai/utility/utility_planner.h"

namespace skirmish::ai {

struct LookaheadSettings {
  // The utility planner's best this many are played out [4].
  int candidates = 4;
  // Lines played for each, on the same dice for every candidate [8].
  int lines = 8;
  // Decisions played past the candidate before evaluate judges [6].
  int horizon = 6;
  // Standard errors of the paired gain that must stay above 0 to leave
  // the first choice [1.0].
  double confidence = 1.0;
};

// What the lines say of `other` against the first choice: the mean of
// their paired gains (other's value less the first's, line by line) less
// `confidence` standard errors of it. Above 0: shown better.
double shown_gain(const std::vector<double>& first, const std::vector<double>& other,
                  double confidence);

class LookaheadPlanner final : public PlannerBase {
 public:
  LookaheadPlanner(Personality personality, uint64_t seed, LookaheadSettings settings = {});
  std::string_view name() const override { return "lookahead"; }

 protected:
  void score(const Rules& rules, const GameState& view, int side,
             std::vector<RankedOption>& ranked) override;
  void explain(const Rules& rules, const GameState& view, int side, std::size_t rank,
               RankedOption& option) override;
  void add_candidates(const Rules& rules, const GameState& view, int side,
                      std::vector<Action>& offered) override;

 private:
  // Rules::evaluate for `side` at the end of each line played after
  // `first`, into `values`.
  void play_out(const Rules& rules, const GameState& view, int side, const Action& first,
                uint64_t decision, std::vector<double>& values);

  uint64_t seed_;
  LookaheadSettings settings_;
  UtilityPlanner judge_;   // ranks the root, and gives the reasons
  UtilityPlanner player_;  // plays both sides in the lines
  PlanResult judged_, played_;
  std::vector<std::vector<double>> values_;  // per candidate, per line
  std::vector<std::size_t> candidates_;      // indices into the ranking
  bool searched_ = false;                    // the last decision was played out
  Action first_, picked_;                    // the utility planner's first, and the choice
};

}  // namespace skirmish::ai
