// Playtest statistics: Wilson intervals, draws as half points, the length
// distribution, unit survival against winning, first activation, planners,
// and the same figures whatever order the games come in.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>

#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/progress_line.h"

namespace skirmish {
namespace {

Roster two_sides() {
  Roster r;
  r.sides = {"Crown", "Rebels"};
  r.units = {"Grenadiers", "Militia"};
  r.unit_side = {0, 1};
  r.objectives = {"Mill"};
  r.objective_side = {0};
  return r;
}

// A finished game: `winner` (-1 drawn) after `turns`, with the survivors of
// the two units.
PlaytestGame game(int64_t index, int winner, int turns, int grenadiers_left, int militia_left) {
  PlaytestGame g;
  g.index = index;
  g.seed = 1000 + static_cast<uint64_t>(index);
  g.players = {"utility", "random"};
  g.winner = winner;
  g.turns = turns;
  g.decisions = 10;
  g.first_to_act = static_cast<int>(index % 2);
  g.sides = {{winner == 1 ? turns : 0, winner == 0 ? 2 : 0}, {winner == 0 ? turns : 0, 0}};
  g.units = {{5, grenadiers_left, 5 - grenadiers_left, 0, 0, 0, 0},
             {5, militia_left, 0, 0, 0, 5 - militia_left, 0}};
  g.objectives_scored_by = {winner == 0 ? 0 : -1};
  return g;
}

TEST(WilsonShare, MatchesTheTextbookInterval) {
  // 8 of 10: Wilson 95% interval [0.490, 0.943].
  const Share s = wilson_share(8, 10);
  EXPECT_DOUBLE_EQ(s.value, 0.8);
  EXPECT_NEAR(s.low, 0.4902, 1e-4);
  EXPECT_NEAR(s.high, 0.9433, 1e-4);
  const Share none = wilson_share(0, 0);
  EXPECT_EQ(none.low, 0);
  EXPECT_EQ(none.high, 1);
}

TEST(PlaytestStats, CountsWinsDrawsAndTheBalance) {
  PlaytestStats s(two_sides());
  s.add(game(0, 0, 6, 5, 1));
  s.add(game(1, 0, 8, 4, 0));
  s.add(game(2, -1, 12, 3, 3));
  s.add(game(3, 1, 7, 0, 4));
  EXPECT_EQ(s.games(), 4);
  EXPECT_EQ(s.finished(), 4);
  EXPECT_EQ(s.wins(0), 2);
  EXPECT_EQ(s.wins(1), 1);
  EXPECT_EQ(s.draws(), 1);
  EXPECT_DOUBLE_EQ(s.score(0).value, 2.5 / 4);
  EXPECT_DOUBLE_EQ(s.score(1).value, 1.5 / 4);
  EXPECT_DOUBLE_EQ(s.win_rate(0).value, 0.5);
  EXPECT_DOUBLE_EQ(s.mean_turns(), (6 + 8 + 12 + 7) / 4.0);
  EXPECT_EQ(s.median_turns(), 7);
  EXPECT_EQ(s.turns_histogram()[12], 1);
  EXPECT_EQ(s.broke(1), 2);
  EXPECT_DOUBLE_EQ(s.mean_break_turn(1), 7.0);
  EXPECT_DOUBLE_EQ(s.mean_victory_points(0), 1.0);
  EXPECT_DOUBLE_EQ(s.mean_casualties(0), (0 + 1 + 2 + 5) / 4.0);
  EXPECT_EQ(s.wiped_out(1), 1);
  EXPECT_EQ(s.objective_scored(0), 2);
  // Side 0 acted first in games 0 and 2 (won, drawn), side 1 in 1 and 3
  // (lost, won): the first to act scored 2.5 of 4.
  EXPECT_EQ(s.acted_first(0), 2);
  EXPECT_DOUBLE_EQ(s.first_activation_score().value, 2.5 / 4);
  EXPECT_EQ(s.planners(), (std::vector<std::string>{"utility", "random"}));
  EXPECT_DOUBLE_EQ(s.planner_score("utility").value, 2.5 / 4);
}

TEST(PlaytestStats, SurvivalCorrelatesWithWinning) {
  PlaytestStats s(two_sides());
  // The Grenadiers' survivors rise with the Crown's results; the Militia's
  // do not vary at all.
  s.add(game(0, 0, 6, 5, 3));
  s.add(game(1, 0, 6, 4, 3));
  s.add(game(2, 1, 6, 1, 3));
  s.add(game(3, 1, 6, 0, 3));
  EXPECT_GT(s.survival_correlation(0), 0.9);
  EXPECT_EQ(s.survival_correlation(1), 0.0);
  EXPECT_EQ(s.units_by_correlation(), (std::vector<int>{0, 1}));
}

TEST(PlaytestStats, BadGamesAreCountedApartAndKeptByNumber) {
  PlaytestStats s(two_sides());
  for (int64_t i = 30; i >= 0; --i) {
    PlaytestGame g = game(i, 0, 5, 5, 0);
    g.end = i % 2 ? GameEnd::kStalled : GameEnd::kCrashed;
    g.error = "game " + std::to_string(i);
    s.add(g);
  }
  EXPECT_EQ(s.finished(), 0);
  EXPECT_EQ(s.stalled(), 15);
  EXPECT_EQ(s.crashed(), 16);
  ASSERT_EQ(s.bad_games().size(), PlaytestStats::kBadGamesKept);
  for (size_t k = 0; k < s.bad_games().size(); ++k) {
    EXPECT_EQ(s.bad_games()[k].index, static_cast<int64_t>(k));
  }
  std::ostringstream out;
  print_summary(out, "Test", s);
  EXPECT_NE(out.str().find("cannot be played to an end"), std::string::npos) << out.str();
  EXPECT_NE(out.str().find("Game 3 (seed 1003) stalled: game 3"), std::string::npos) << out.str();
}

TEST(PlaytestStats, TheOrderOfTheGamesChangesNothing) {
  std::vector<PlaytestGame> games;
  for (int64_t i = 0; i < 40; ++i) {
    games.push_back(game(i, static_cast<int>((i * 7) % 3) - 1, 4 + static_cast<int>(i % 9),
                         static_cast<int>(i % 6), static_cast<int>((i * 5) % 6)));
  }
  const auto summary = [&](const std::vector<PlaytestGame>& order) {
    PlaytestStats s(two_sides());
    for (const PlaytestGame& g : order) s.add(g);
    std::ostringstream out;
    print_summary(out, "Test", s);
    return out.str();
  };
  const std::string forward = summary(games);
  std::reverse(games.begin(), games.end());
  EXPECT_EQ(summary(games), forward);
  EXPECT_NE(forward.find("Balance: Crown scores "), std::string::npos) << forward;
}

}  // namespace
}  // namespace skirmish

namespace skirmish {
namespace {

TEST(ProgressLine, SaysGamesRateTimeLeftAndTheBalanceSoFar) {
  PlaytestStats s(two_sides());
  for (int64_t i = 0; i < 10; ++i) s.add(game(i, i < 6 ? 0 : 1, 5, 3, 3));
  EXPECT_EQ(ProgressLine::text(10, 100, 2.0, s),
            "10/100 games, 2.0 games/s, 45s left, Crown 60.0% [31.3%, 83.2%]");
  EXPECT_EQ(ProgressLine::text(100, 100, 4.0, PlaytestStats(two_sides())),
            "100/100 games, 4.0 games/s");
}

TEST(ProgressLine, TakesTheStandingInWordsToo) {
  EXPECT_EQ(ProgressLine::text(3, 8, 0.5, std::string("a vs b: 2 won")),
            "3/8 games, 0.5 games/s, 10s left, a vs b: 2 won");
  EXPECT_EQ(ProgressLine::text(0, 8, 0.0, std::string()), "0/8 games, 0.0 games/s");
}

TEST(ProgressLine, DrawsOnlyWhenShownAndRubsItselfOut) {
  PlaytestStats s(two_sides());
  s.add(game(0, 0, 5, 3, 3));
  std::ostringstream hidden;
  ProgressLine quiet(hidden, false, 2, 0);
  quiet.update(1, s);
  quiet.finish();
  EXPECT_EQ(hidden.str(), "");

  std::ostringstream shown;
  ProgressLine line(shown, true, 2, 0);
  line.update(1, s);
  EXPECT_EQ(shown.str().rfind("\r1/2 games", 0), 0u) << shown.str();
  line.finish();
  EXPECT_EQ(shown.str().back(), '\r');
}

}  // namespace
}  // namespace skirmish
