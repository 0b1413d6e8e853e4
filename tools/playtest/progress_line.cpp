#include "tools/playtest/progress_line.h"

#include <cmath>
#include <cstdio>
#include <ostream>

namespace skirmish {

namespace {

constexpr auto kRedrawEvery = std::chrono::milliseconds(250);

std::string duration_words(double seconds) {
  const long s = std::lround(std::max(0.0, seconds));
  char b[32];
  if (s >= 3600) {
    std::snprintf(b, sizeof b, "%ldh %02ldm", s / 3600, (s / 60) % 60);
  } else if (s >= 60) {
    std::snprintf(b, sizeof b, "%ldm %02lds", s / 60, s % 60);
  } else {
    std::snprintf(b, sizeof b, "%lds", s);
  }
  return b;
}

}  // namespace

ProgressLine::ProgressLine(std::ostream& out, bool shown, int64_t total, int64_t already)
    : out_(out),
      shown_(shown),
      total_(total),
      already_(already),
      start_(Clock::now()),
      last_(start_ - kRedrawEvery) {}

std::string ProgressLine::standing(const PlaytestStats& stats) {
  if (stats.finished() == 0 || stats.roster().sides.empty()) return "";
  const Share first = stats.score(0);
  char b[160];
  std::snprintf(b, sizeof b, "%s %.1f%% [%.1f%%, %.1f%%]", stats.roster().sides[0].c_str(),
                100 * first.value, 100 * first.low, 100 * first.high);
  return b;
}

std::string ProgressLine::text(int64_t done, int64_t total, double games_per_second,
                               const std::string& standing) {
  char b[160];
  std::snprintf(b, sizeof b, "%lld/%lld games, %.1f games/s", static_cast<long long>(done),
                static_cast<long long>(total), games_per_second);
  std::string s = b;
  if (games_per_second > 0 && done < total) {
    s += ", " + duration_words(static_cast<double>(total - done) / games_per_second) + " left";
  }
  if (!standing.empty()) s += ", " + standing;
  return s;
}

std::string ProgressLine::text(int64_t done, int64_t total, double games_per_second,
                               const PlaytestStats& stats) {
  return text(done, total, games_per_second, standing(stats));
}

bool ProgressLine::due(int64_t done) const {
  return shown_ && (Clock::now() - last_ >= kRedrawEvery || done >= total_);
}

void ProgressLine::update(int64_t done, const PlaytestStats& stats) {
  if (due(done)) update(done, standing(stats));
}

void ProgressLine::update(int64_t done, const std::string& standing) {
  if (!due(done)) return;
  const Clock::time_point now = Clock::now();
  last_ = now;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const double rate = seconds > 0 ? static_cast<double>(done - already_) / seconds : 0.0;
  const std::string line = text(done, total_, rate, standing);
  // Pad over whatever a longer line left before.
  out_ << '\r' << line << std::string(drawn_ > line.size() ? drawn_ - line.size() : 0, ' ')
       << std::flush;
  drawn_ = line.size();
}

void ProgressLine::finish() {
  if (!shown_ || drawn_ == 0) return;
  out_ << '\r' << std::string(drawn_, ' ') << '\r' << std::flush;
  drawn_ = 0;
}

}  // namespace skirmish
