// Balance statistics over many playtest games, gathered as the games come.
//
// Everything is kept as whole-number counts and sums, so the statistics use
// the same memory after ten games or a hundred thousand, and come out the
// same whatever order the games are added in: one run, a resumed run and
// merged shards give identical figures.
#pragma once

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "tools/playtest/playtest_game.h"

namespace skirmish {

// A share with its 95% Wilson score interval.
struct Share {
  double value = 0;  // 0..1
  double low = 0, high = 1;
  int64_t games = 0;  // the n it is taken over
};
// `points` out of `games` (draws count as half a point: pass 2x and 2n).
Share wilson_share(double points, int64_t games);

// What the games that did not finish were, kept for the report (the first few).
struct BadGame {
  int64_t index = 0;
  uint64_t seed = 0;
  GameEnd end = GameEnd::kStalled;
  std::string error;
};

class PlaytestStats {
 public:
  static constexpr size_t kBadGamesKept = 20;

  explicit PlaytestStats(Roster roster);
  void add(const PlaytestGame& game);

  const Roster& roster() const { return roster_; }

  // --- Counts.
  int64_t games() const { return games_; }        // all, however they ended
  int64_t finished() const { return finished_; }  // the rules ended them
  int64_t stalled() const { return stalled_; }
  int64_t crashed() const { return crashed_; }
  int64_t wins(int side) const;  // finished games `side` won
  int64_t draws() const { return draws_; }
  const std::vector<BadGame>& bad_games() const { return bad_; }  // the first kBadGamesKept

  // --- Balance. A side's score share: wins plus its part of the draws
  // (half with two sides, 1/N with N) over the finished games, so the
  // sides' shares add up to 1 and an even game gives each even_share().
  // With two sides the first side's share is the balance figure.
  Share score(int side) const;
  Share win_rate(int side) const;  // wins alone
  Share draw_rate() const;
  double even_share() const;  // 1/N of N sides: 50% with two
  // Half the width of the first side's 95% interval (with three sides or
  // more, of the widest side's): what --until-ci stops on.
  double interval_half_width() const;

  // --- Game length: finished games by the turn they ended in.
  const std::vector<int64_t>& turns_histogram() const { return turns_; }  // [turn] = games
  double mean_turns() const;
  int median_turns() const;
  double mean_decisions() const;
  double mean_margin() const;

  // --- Sides: how often and when each broke, its mean victory points.
  int64_t broke(int side) const;
  double mean_break_turn(int side) const;  // over the games it broke in; 0 if never
  double mean_victory_points(int side) const;

  // --- Units (finished games).
  double mean_casualties(int unit) const;
  double mean_survivors(int unit) const;
  int64_t wiped_out(int unit) const;  // games it ended with no man fighting
  // Pearson correlation between the unit's survivors and its side's result
  // (won 1, drawn 0.5, lost 0); 0 when either never varies.
  double survival_correlation(int unit) const;
  // Units by |correlation|, strongest first (ties by scenario order).
  std::vector<int> units_by_correlation() const;

  // --- Objectives: finished games that ended with it scored for its side.
  int64_t objective_scored(int objective) const;

  // --- First activation: the side that acted first, and how it fared.
  int64_t acted_first(int side) const;  // finished games `side` acted first in
  // The score share of whichever side acted first (even_share() = no advantage).
  Share first_activation_score() const;

  // --- Planners: the score share of each planner spec, from the sides it
  // played (every side it sat at, when the run is mirrored).
  std::vector<std::string> planners() const;  // in the order first met
  Share planner_score(const std::string& planner) const;

 private:
  struct UnitSums {
    int64_t casualties = 0, survivors = 0, wiped = 0;
    // For the correlation: x = survivors, y = the side's points (see points()).
    int64_t sx = 0, sxx = 0, sy = 0, syy = 0, sxy = 0;
  };
  struct SideSums {
    int64_t wins = 0, broke = 0, break_turns = 0, points = 0, acted_first = 0;
  };
  struct PlannerSums {
    std::string planner;
    int64_t games = 0, points = 0;  // see points()
  };

  // A side's result in whole points: N a win, 1 a draw (shared by all N
  // sides), 0 a loss; a share is points over N games. With two sides: 2, 1, 0.
  int64_t points(const PlaytestGame& g, int side) const;
  int64_t point_scale() const;  // N: the points of a win

  Roster roster_;
  int64_t games_ = 0, finished_ = 0, stalled_ = 0, crashed_ = 0, draws_ = 0;
  int64_t decisions_ = 0, turns_sum_ = 0;
  int64_t margin_milli_ = 0;  // margins in thousandths, to keep whole numbers
  int64_t first_games_ = 0, first_points_ = 0;
  std::vector<int64_t> turns_;
  std::vector<SideSums> sides_;
  std::vector<UnitSums> units_;
  std::vector<int64_t> objectives_;
  std::vector<PlannerSums> planners_;
  std::vector<BadGame> bad_;
};

// The summary a designer reads in the terminal (and the report repeats).
void print_summary(std::ostream& out, const std::string& scenario_name, const PlaytestStats& stats);

}  // namespace skirmish
