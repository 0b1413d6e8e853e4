// The statistics of tools/bench/choice_worth: hand-made decisions whose
// answers are known.
#include "tools/bench/choice_worth_stats.h"

#include <gtest/gtest.h>

#include <cmath>
#include <utility>

namespace skirmish::bench {
namespace {

// A decision of two candidates and `lines` lines: candidate 0's results
// all 0, candidate 1's `even` on the even lines and `odd` on the odd ones;
// one judge valuing them `judge_even` / `judge_odd` the same way.
ChoiceSample two_choices(int lines, double even, double odd, double judge_even, double judge_odd) {
  ChoiceSample s;
  s.results.assign(2, std::vector<double>(static_cast<std::size_t>(lines), 0.0));
  s.values.assign(1, s.results);
  for (int k = 0; k < lines; ++k) {
    const bool is_even = k % 2 == 0;
    s.results[1][static_cast<std::size_t>(k)] = is_even ? even : odd;
    s.values[0][1][static_cast<std::size_t>(k)] = is_even ? judge_even : judge_odd;
  }
  return s;
}

TEST(ChoiceWorthStats, AGainTheDiceDoNotMoveHasNoSpreadAndNoError) {
  const std::vector<ChoiceSample> samples(3, two_choices(8, 0.1, 0.1, 0, 0));
  const GainSpread g = gain_spread(samples, 1);
  EXPECT_EQ(g.decisions, 3u);
  EXPECT_NEAR(g.mean, 0.1, 1e-12);
  EXPECT_NEAR(g.standard_error, 0, 1e-12);
  EXPECT_NEAR(g.spread, 0, 1e-12);
  EXPECT_NEAR(g.line_swing, 0, 1e-12);
}

TEST(ChoiceWorthStats, GainsThatDifferFromDecisionToDecisionSpread) {
  const std::vector<ChoiceSample> samples = {two_choices(8, 0.2, 0.2, 0, 0),
                                             two_choices(8, -0.2, -0.2, 0, 0)};
  const GainSpread g = gain_spread(samples, 1);
  EXPECT_NEAR(g.mean, 0, 1e-12);
  EXPECT_NEAR(g.spread, std::sqrt(0.08), 1e-12);  // two gains of +-0.2, n - 1 = 1
  EXPECT_NEAR(g.standard_error, 0.2, 1e-12);
}

TEST(ChoiceWorthStats, TheDicesShareOfTheSpreadIsTakenOut) {
  // Every decision's gain is +1 on half its lines and -1 on the rest: the
  // same mean, 0, everywhere, so nothing is left once the dice are out.
  const std::vector<ChoiceSample> samples(4, two_choices(8, 1, -1, 0, 0));
  const GainSpread g = gain_spread(samples, 1);
  EXPECT_NEAR(g.mean, 0, 1e-12);
  EXPECT_EQ(g.spread, 0);
  EXPECT_NEAR(g.line_swing, std::sqrt(8.0 / 7.0), 1e-12);  // +-1 over 8 lines, n - 1 = 7
  // A candidate the decisions do not have counts nothing.
  EXPECT_EQ(gain_spread(samples, 2).decisions, 0u);
}

// Four decisions from two games, each game's two alike (+0.2 twice, -0.2
// twice): by decision the standard error would be 0.2 / sqrt(3); by game
// it is that of two values, +-0.2, which is 0.2. Decisions each of a game
// of their own give the usual error.
TEST(ChoiceWorthStats, DecisionsOfOneGameCountAsOneGame) {
  std::vector<ChoiceSample> samples = {
      two_choices(8, 0.2, 0.2, 0.2, 0.2), two_choices(8, 0.2, 0.2, 0.2, 0.2),
      two_choices(8, -0.2, -0.2, -0.2, -0.2), two_choices(8, -0.2, -0.2, -0.2, -0.2)};
  const GainSpread alone = gain_spread(samples, 1);
  EXPECT_EQ(alone.games, 4u);
  EXPECT_NEAR(alone.standard_error, 0.2 / std::sqrt(3.0), 1e-12);
  const std::vector<int> games = {7, 7, 9, 9};
  for (std::size_t i = 0; i < samples.size(); ++i) samples[i].game = games[i];
  const GainSpread by_game = gain_spread(samples, 1);
  EXPECT_EQ(by_game.decisions, 4u);
  EXPECT_EQ(by_game.games, 2u);
  EXPECT_NEAR(by_game.mean, 0, 1e-12);
  EXPECT_NEAR(by_game.standard_error, 0.2, 1e-12);
  // The judge switches where it shows a gain, game 7's decisions, which
  // gain 0.2; game 9's keep the first and gain 0. By game: two games whose
  // mean gains are 0.2 and 0, so 0.1 +- 0.1.
  const SelectionGain chosen = selection_gain(samples, 0, 0.0);
  EXPECT_EQ(chosen.games, 2u);
  EXPECT_NEAR(chosen.switched, 0.5, 1e-12);
  EXPECT_NEAR(chosen.mean, 0.1, 1e-12);
  EXPECT_NEAR(chosen.standard_error, 0.1, 1e-12);
  // A game whose decisions cancel adds nothing to the error: game 7 is
  // now +0.2 and -0.2, game 9 the same.
  std::swap(samples[1], samples[2]);
  samples[1].game = 7;
  samples[2].game = 9;
  EXPECT_NEAR(gain_spread(samples, 1).standard_error, 0, 1e-12);
}

TEST(ChoiceWorthStats, AChoiceShownByTheFirstHalfIsScoredByTheSecond) {
  // The judge sees candidate 1 ahead on the even lines; the odd lines'
  // results say it is 0.5 better.
  const std::vector<ChoiceSample> samples(2, two_choices(8, -1, 0.5, 0.3, 0));
  const SelectionGain g = selection_gain(samples, 0, 1.0);
  EXPECT_EQ(g.decisions, 2u);
  EXPECT_NEAR(g.mean, 0.5, 1e-12);
  EXPECT_EQ(g.switched, 1.0);
  // By the results themselves the first half shows it worse: no switch.
  const SelectionGain own = selection_gain(samples, -1, 1.0);
  EXPECT_NEAR(own.mean, 0, 1e-12);
  EXPECT_EQ(own.switched, 0.0);
}

TEST(ChoiceWorthStats, AGainWithinTheConfidenceAskedDoesNotSwitch) {
  // Judge gains on the even lines of 0.3 and -0.1 alternating: mean 0.1,
  // standard error about 0.115 over four lines, so 1 s.e. leaves it below 0
  // (no switch) and half of one above (a switch).
  ChoiceSample s = two_choices(8, 0, 1, 0, 0);
  for (int k = 0; k < 8; k += 2) s.values[0][1][static_cast<std::size_t>(k)] = k % 4 ? -0.1 : 0.3;
  const std::vector<ChoiceSample> samples = {s};
  EXPECT_EQ(selection_gain(samples, 0, 1.0).switched, 0.0);
  const SelectionGain loose = selection_gain(samples, 0, 0.5);
  EXPECT_EQ(loose.switched, 1.0);
  EXPECT_NEAR(loose.mean, 1, 1e-12);
}

TEST(ChoiceWorthStats, AFloorHoldsBackAGainTooSmallOnTheJudgesScale) {
  // The judge shows candidate 1 ahead by 0.05 on every even line: no
  // spread, so any number of standard errors lets it through, but a floor
  // above 0.05 does not.
  const std::vector<ChoiceSample> samples = {two_choices(8, 0, 1, 0.05, 0)};
  EXPECT_EQ(selection_gain(samples, 0, 1.0).switched, 1.0);
  EXPECT_EQ(selection_gain(samples, 0, 1.0, 0.04).switched, 1.0);
  EXPECT_NEAR(selection_gain(samples, 0, 1.0, 0.04).mean, 1, 1e-12);
  const SelectionGain held = selection_gain(samples, 0, 1.0, 0.06);
  EXPECT_EQ(held.switched, 0.0);
  EXPECT_NEAR(held.mean, 0, 1e-12);
}

TEST(ChoiceWorthStats, TheMostShownOfSeveralChallengersIsTaken) {
  ChoiceSample s = two_choices(4, 0, 0, 0.2, 0);
  s.results.push_back({0, 0.7, 0, 0.7});
  s.values[0].push_back({0.4, 0, 0.4, 0});
  s.values[0][1] = {0.2, 0, 0.25, 0};
  s.values[0][2] = {0.4, 0, 0.45, 0};
  const SelectionGain g = selection_gain({s}, 0, 1.0);
  EXPECT_NEAR(g.mean, 0.7, 1e-12);
}

TEST(ChoiceWorthStats, OnlyTheBestFewMayChallengeWhenTold) {
  // As above, candidate 2 is shown best; among the first two only, the
  // choice is made as if there were no third.
  ChoiceSample s = two_choices(4, 0, 0, 0.2, 0);
  ChoiceSample two = s;
  s.results.push_back({0, 0.7, 0, 0.7});
  s.values[0].push_back({0.4, 0, 0.4, 0});
  s.values[0][1] = two.values[0][1] = {0.2, 0, 0.25, 0};
  EXPECT_NEAR(selection_gain({s}, 0, 1.0, 0, 0).mean, 0.7, 1e-12);
  EXPECT_NEAR(selection_gain({s}, 0, 1.0, 0, 3).mean, 0.7, 1e-12);
  const SelectionGain among_two = selection_gain({s}, 0, 1.0, 0, 2);
  const SelectionGain without = selection_gain({two}, 0, 1.0);
  EXPECT_EQ(among_two.switched, without.switched);
  EXPECT_NEAR(among_two.mean, without.mean, 1e-12);
  EXPECT_LT(among_two.mean, 0.7);
}

TEST(ChoiceWorthStats, AJudgeThatIsTheResultForetellsItAsWellAsItsHalvesAgree) {
  std::vector<ChoiceSample> samples;
  for (int i = 0; i < 6; ++i) {
    const double gain = 0.1 * i;
    ChoiceSample s = two_choices(4, gain, gain + (i % 2 ? 0.05 : -0.05), 0, 0);
    s.values[0] = s.results;
    samples.push_back(s);
  }
  const Foretelling judge = foretelling(samples, 0);
  const Foretelling results = foretelling(samples, -1);
  EXPECT_NEAR(judge.correlation, results.reliability, 1e-12);
  EXPECT_GT(judge.correlation, 0.9);
  // A judge that says the opposite foretells it backwards.
  for (ChoiceSample& s : samples) {
    for (double& v : s.values[0][1]) v = -v;
  }
  EXPECT_LT(foretelling(samples, 0).correlation, -0.9);
}

// Results that are all luck: the second choice's lines gain exactly twice
// the luck they met over the first's, and nothing else. The fitted multiple
// is 2, and the adjusted results show the choices equal on every line.
TEST(ChoiceWorthStats, ResultsLessTheirLuckLoseTheLuck) {
  ChoiceSample s = two_choices(6, 0, 0, 0, 0);
  s.luck.assign(2, std::vector<double>(6, 0.0));
  const std::vector<double> luck = {0.3, -0.5, 0.1, 0.4, -0.2, 0.0};
  for (std::size_t k = 0; k < luck.size(); ++k) {
    s.luck[1][k] = luck[k];
    s.results[1][k] = 2 * luck[k];
  }
  std::vector<ChoiceSample> samples = {s};
  EXPECT_NEAR(add_luck_adjusted_results(samples), 2.0, 1e-12);
  ASSERT_EQ(samples[0].values.size(), 2u);
  for (std::size_t k = 0; k < luck.size(); ++k) {
    EXPECT_NEAR(samples[0].values[1][1][k], samples[0].values[1][0][k], 1e-12) << k;
  }
  // Without luck recorded, the adjusted results are the results.
  std::vector<ChoiceSample> none = {two_choices(4, 0.1, 0.3, 0, 0)};
  EXPECT_EQ(add_luck_adjusted_results(none), 0.0);
  EXPECT_EQ(none[0].values[1], none[0].results);
}

// A line's margin: its men's share still fighting less the enemy's, and
// half its lead in victory points; nothing known, nothing counted.
TEST(ChoiceWorthStats, AnEndsMarginIsTheMenLeftAndHalfThePointsLead) {
  EXPECT_NEAR(end_margin({0.8, 0.5, 2, 1, 1}), 0.3 + 0.5, 1e-12);
  EXPECT_NEAR(end_margin({0.4, 0.6, 0, 3, -3}), -0.2 - 1.5, 1e-12);
  EXPECT_EQ(end_margin({}), 0.0);
}

// The margin judge: the result and tanh(margin / 0.2), each weighed as
// asked, for every candidate's every line; a line with no end facts has
// no margin.
TEST(ChoiceWorthStats, TheMarginJudgeWeighsTheResultAndHowWideItWas) {
  ChoiceSample s = two_choices(2, 1, -1, 0, 0);
  s.end.assign(2, std::vector<std::vector<double>>(2));
  s.end[1][0] = {1.0, 0.9, 0, 0, 0.5};  // won by a man in ten
  s.end[1][1] = {0.2, 0.8, 0, 2, -1};   // lost by much
  std::vector<ChoiceSample> samples = {s};
  add_margin_judge(samples, 1.0, 0.5);
  add_margin_judge(samples, 0.0, 1.0);
  ASSERT_EQ(samples[0].values.size(), 3u);
  EXPECT_NEAR(samples[0].values[1][1][0], 1 + 0.5 * std::tanh(0.1 / 0.2), 1e-12);
  EXPECT_NEAR(samples[0].values[1][1][1], -1 + 0.5 * std::tanh(-1.6 / 0.2), 1e-12);
  EXPECT_NEAR(samples[0].values[2][1][1], std::tanh(-1.6 / 0.2), 1e-12);
  EXPECT_EQ(samples[0].values[1][0][0], 0.0);
  EXPECT_EQ(samples[0].values[2][0][1], 0.0);
}

// Results made of two kinds of roll's luck, one counting twice and one
// against: fitted kind by kind, the adjusted results all but lose it.
TEST(ChoiceWorthStats, ResultsLessTheirLuckByKindLoseItKindByKind) {
  const int lines = 40;
  ChoiceSample s = two_choices(lines, 0, 0, 0, 0);
  s.luck_by_kind.assign(2, std::vector<std::vector<float>>(lines, std::vector<float>(4, 0.0f)));
  for (int k = 0; k < lines; ++k) {
    const auto kk = static_cast<std::size_t>(k);
    const float a = static_cast<float>((k * 7) % 11) - 5.0f;
    const float b = static_cast<float>((k * 3) % 7) - 3.0f;
    s.luck_by_kind[1][kk][1] = a;
    s.luck_by_kind[1][kk][3] = b;
    s.results[1][kk] = 2.0 * a - b;
  }
  std::vector<ChoiceSample> samples = {s};
  EXPECT_EQ(add_luck_by_kind_adjusted_results(samples, {true}), 2) << "two kinds were rolled";
  ASSERT_EQ(samples[0].values.size(), 2u);
  for (std::size_t k = 0; k < static_cast<std::size_t>(lines); ++k) {
    EXPECT_NEAR(samples[0].values[1][1][k], 0.0, 0.05) << k;
  }
  // Not fitted on it: the results stand as they are.
  std::vector<ChoiceSample> unfitted = {s};
  add_luck_by_kind_adjusted_results(unfitted, {false});
  EXPECT_EQ(unfitted[0].values[1], unfitted[0].results);
}

}  // namespace
}  // namespace skirmish::bench
