// The statistics of `choice_worth` (choice_worth.cpp): what the utility
// planner's best few choices at one decision are worth when each is played
// to the end of the game many times, and how well a judge that stops a line
// short foretells that worth.
//
// Every candidate of a decision is played on the same dice line for line
// (line k of each from the same seed), so two candidates are compared line
// by line. The lines are split in two halves (even and odd k): a choice is
// made from the first half and scored by the results of the second, so the
// luck that made a candidate look good is not also the luck it is scored by.
#pragma once

#include <cstddef>
#include <vector>

namespace skirmish::bench {

// One decision: `values[j][c][k]` is judge j's value of candidate c's line
// k for the deciding side (-1..1); `results[c][k]` is how that line's game
// ended for the side (1 won, -1 lost, between for a points result).
// Candidate 0 is the utility planner's first choice.
struct ChoiceSample {
  std::vector<std::vector<std::vector<double>>> values;
  std::vector<std::vector<double>> results;
  std::vector<std::vector<double>> luck;  // the line's luck for the side (line_luck.h)
  // The same by kind of roll: [c][k] holds LuckSink::kKinds values.
  std::vector<std::vector<std::vector<float>>> luck_by_kind;
  int kind = 0;  // what kind of decision it was (the tool's own grouping)
  // Which game it was taken from (any number one game's decisions share;
  // -1: a game of its own). The decisions of one game hang together, so
  // standard errors are worked out by game: a game that went well for a
  // choice counts as one piece of evidence, not as each of its decisions.
  int game = -1;
  // How each line ended, for the deciding side: [c][k] holds the share of
  // its own men and of the enemy's still fighting, its victory points and
  // the enemy's (the most of any other side), and the outcome's margin,
  // signed for the side (kEndFacts values).
  static constexpr std::size_t kEndFacts = 5;
  std::vector<std::vector<std::vector<double>>> end;
};

// Candidate c's gain over the first, across decisions: the mean of the
// per-decision mean gains, and how far the true gains spread once the
// dice's share of the spread is taken out (the variance of the means less
// their mean squared standard error; 0 if the dice explain it all).
struct GainSpread {
  std::size_t decisions = 0;
  std::size_t games = 0;  // the games they came from
  double mean = 0;
  double standard_error = 0;  // of `mean`, by game (ChoiceSample::game)
  double spread = 0;          // standard deviation of the true gains
  double line_swing = 0;      // standard deviation of one line's paired gain
};
GainSpread gain_spread(const std::vector<ChoiceSample>& samples, std::size_t candidate);

// Choosing by a judge's first-half lines, scored by the second half's
// results: per decision, the candidate whose paired first-half gain over
// the first choice, less `confidence` standard errors of it, is highest and
// above 0 is taken (else the first, as the lookahead decides); the gain is
// its second-half mean result less the first choice's. `judge` < 0 chooses
// by the first half's results themselves (the lines played to the end).
// A `floor` holds a challenger to beat the first by at least that much on
// the judge's own scale as well: what is taken off its gain is the larger
// of the two, as the search's `keep_or_beat` takes it (mcts.h, `floor=`).
// With `among` > 0 only the first opinion's best `among` candidates (the
// first among them) are looked at, as the search's `even=N` plays its best
// N; 0 looks at all.
struct SelectionGain {
  std::size_t decisions = 0;
  std::size_t games = 0;      // the games they came from
  double mean = 0;            // gain a decision over always taking the first
  double standard_error = 0;  // of `mean`, by game (ChoiceSample::game)
  double switched = 0;        // share of decisions another choice was taken
};
SelectionGain selection_gain(const std::vector<ChoiceSample>& samples, int judge, double confidence,
                             double floor = 0, std::size_t among = 0);

// How well judge j's first-half gains (each candidate's over the first)
// foretell the second half's result gains, and the other way round: the
// mean of the two correlations across (decision, candidate). `reliability`
// is the correlation of the judge's own two halves.
struct Foretelling {
  double correlation = 0;
  double reliability = 0;
};
Foretelling foretelling(const std::vector<ChoiceSample>& samples, int judge);

// The results less the luck: fits one multiple b of the luck to the paired
// result gains of every decision (least squares through 0), then appends
// to each sample's values a judge whose line values are result - b x luck;
// returns b. Its expectation is the result's, whatever the choice.
double add_luck_adjusted_results(std::vector<ChoiceSample>& samples);

// How wide a line's end was for the side (ChoiceSample::end): its share
// of men still fighting less the enemy's, and half the victory points it
// leads by, as one number. 0 for a line with no end facts.
double end_margin(const std::vector<double>& end);

// A judge of how each line ended, appended to every sample's values:
// `result_weight` x the result + `margin_weight` x tanh(end_margin / 0.2),
// as KataGo adds a score utility to the win or loss: a wider win counts
// for more, a line lost by one man less badly than one lost by six.
void add_margin_judge(std::vector<ChoiceSample>& samples, double result_weight,
                      double margin_weight);

// The same with a multiple for each kind of roll (luck_by_kind), fitted
// (least squares, a little ridge) on the samples `fit` says, and appended
// as a judge to every sample. Returns how many kinds were weighed.
int add_luck_by_kind_adjusted_results(std::vector<ChoiceSample>& samples,
                                      const std::vector<bool>& fit);

}  // namespace skirmish::bench
