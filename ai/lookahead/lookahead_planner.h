// The utility planner's choice checked by playing it out: rollout policy
// improvement (Tesauro and Galperin, 1996) over the rules interface.
//
// The utility planner ranks the offered actions. Its best few are each
// played on from the side's view with the same seeded dice, line for line
// (common random numbers: the actions are compared on the same luck), both
// sides then played by the utility planner for `horizon` decisions, and the
// position judged (ai/position_judge.h: Rules::evaluate, and the danger each
// side's men are left standing in). The planner leaves the utility
// planner's first choice only for one whose gain over it, paired line by
// line, is shown: its mean less `confidence` standard errors is above 0.
// So it plays as the utility planner does unless playing on shows, past
// the one decision the utility planner sees, that another choice does
// better.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "ai/choice_memo.h"
#include "ai/planner.h"
#include "ai/position_judge.h"
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
  // How much the danger the men stand in at a line's end counts in judging
  // it (ai/position_judge.h): 0 judges by Rules::evaluate alone [0.5].
  double danger_weight = 0.5;
  // How much the ground each side gained toward its objectives over a line
  // counts in judging its end, in moves of 6" per man
  // (ai/position_judge.h); 0: not at all [0].
  double ground_weight = 0;
  // Whether each man's rolls are his own along the lines (KeyedDice,
  // engine/core/keyed_dice.h), so that sibling lines keep common luck after
  // they part, rather than one stream in the order rolls are asked for.
  // Off by default: it halves the lines needed to tell two choices apart,
  // but at the lines' lengths measured it won no more games
  // (docs/strength.md, "Dice that follow the man") [false].
  bool keyed_dice = false;
  // Threads the lines are shared among; the choice is the same on any
  // number, since each line is played from its own seeded dice by a
  // utility planner of the same seed [1].
  int threads = 1;
  // Whether each worker remembers the utility planner's choices by position
  // (ai/choice_memo.h), so that the openings a candidate's lines share are
  // planned once; false plans every position afresh, to the same choices
  // at more cost [true].
  bool remember_choices = true;
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
  // Positions along the lines the utility planner was asked to play, and
  // of them those answered from memory (LookaheadSettings::remember_choices),
  // since the planner was made.
  uint64_t positions_asked() const;
  uint64_t positions_remembered() const;

 protected:
  void score(const Rules& rules, const GameState& view, int side,
             std::vector<RankedOption>& ranked) override;
  void explain(const Rules& rules, const GameState& view, int side, std::size_t rank,
               RankedOption& option) override;
  void add_candidates(const Rules& rules, const GameState& view, int side,
                      std::vector<Action>& offered) override;

 private:
  // One thread's means of playing lines: its own planner and states.
  struct Worker {
    std::unique_ptr<UtilityPlanner> player;  // plays both sides in its lines
    std::unique_ptr<GameState> line;
    PlanResult played;
    JudgeScratch judging;
    GroundBaseline ground;  // the view's ground, with a ground weight
    // The player's choices by position: a candidate's lines go on alike
    // until the first die falls (ai/choice_memo.h).
    ChoiceMemo memo;
    uint64_t planned = 0;  // positions planned without the memo
  };
  // The judged value (position_judge.h) for `side` at the end of line
  // `k` played after `first`.
  double play_line(Worker& w, const Rules& rules, const GameState& view, int side,
                   const Action& first, uint64_t decision, int k);
  double play_line_on(Worker& w, const Rules& rules, const GameState& view, int side,
                      const Action& first, Dice& dice);
  // Every line of every candidate, shared among the workers, into values_.
  void play_out(const Rules& rules, const GameState& view, int side,
                const std::vector<RankedOption>& ranked, uint64_t decision);

  uint64_t seed_;
  LookaheadSettings settings_;
  Personality personality_;
  UtilityPlanner judge_;  // ranks the root, and gives the reasons
  std::vector<Worker> workers_;
  PlanResult judged_;
  std::vector<std::vector<double>> values_;  // per candidate, per line
  std::vector<std::size_t> candidates_;      // indices into the ranking
  bool searched_ = false;                    // the last decision was played out
  Action first_, picked_;                    // the utility planner's first, and the choice
};

}  // namespace skirmish::ai
