// The one line a long playtest or tournament keeps up to date on a terminal:
// games done, games a second, time left and the balance or score so far
// with its interval. Not a terminal (a pipe, a file, a batch job): nothing.
#pragma once

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <string>

#include "tools/playtest/playtest_stats.h"

namespace skirmish {

class ProgressLine {
 public:
  using Clock = std::chrono::steady_clock;

  // `total` games to play in this run, of which `already` were played before
  // (a resumed run); `shown` false draws nothing.
  ProgressLine(std::ostream& out, bool shown, int64_t total, int64_t already);
  // After each game: redrawn at most a few times a second.
  void update(int64_t done, const PlaytestStats& stats);
  // The same with the standing so far already in words ("" for none).
  void update(int64_t done, const std::string& standing);
  // Rubs the line out, leaving the terminal as it was.
  void finish();

  // "312/1000 games, 3.4 games/s, 3m 22s left, Crown 54.1% [48.2%, 59.9%]"
  static std::string text(int64_t done, int64_t total, double games_per_second,
                          const PlaytestStats& stats);
  // "312/1000 games, 3.4 games/s, 3m 22s left, " and then `standing`.
  static std::string text(int64_t done, int64_t total, double games_per_second,
                          const std::string& standing);
  // The first side's share of the games so far, "Crown 54.1% [48.2%, 59.9%]".
  static std::string standing(const PlaytestStats& stats);

 private:
  // Shown, and time to redraw (a few times a second, and at the last game).
  bool due(int64_t done) const;

  std::ostream& out_;
  bool shown_;
  int64_t total_, already_;
  Clock::time_point start_, last_;
  size_t drawn_ = 0;  // width of the line on screen
};

}  // namespace skirmish
