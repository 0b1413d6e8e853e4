#include "ai/lookahead/lookahead_planner.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <exception>
#include <thread>
#include <typeinfo>

#include "ai/position_judge.h"
#include "ai/sampling.h"
#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/keyed_dice.h"
#include "engine/core/random.h"

namespace skirmish::ai {

namespace {

constexpr std::string_view kUtility = "utility score";
constexpr std::string_view kPlayedOut = "played out: mean gain over the first choice";
constexpr std::string_view kShown = "gain shown by playing out";

// The judge words its best few, which are the candidates; the players of
// the lines say nothing (no words inside a search).
UtilitySettings judging(const LookaheadSettings& s) {
  UtilitySettings u;
  u.reasons_for = static_cast<std::size_t>(std::max(3, s.candidates));
  return u;
}
UtilitySettings quiet() {
  UtilitySettings u;
  u.reasons_for = 0;
  return u;
}

}  // namespace

double shown_gain(const std::vector<double>& first, const std::vector<double>& other,
                  double confidence) {
  const std::size_t lines = std::min(first.size(), other.size());
  if (lines < 2) return 0;
  const double n = static_cast<double>(lines);
  double mean = 0;
  for (std::size_t k = 0; k < lines; ++k) mean += other[k] - first[k];
  mean /= n;
  double squares = 0;  // about the mean (two passes: no cancellation)
  for (std::size_t k = 0; k < lines; ++k) {
    const double d = other[k] - first[k] - mean;
    squares += d * d;
  }
  const double variance = squares / (n - 1);
  return mean - confidence * std::sqrt(variance / n);
}

LookaheadPlanner::LookaheadPlanner(Personality personality, uint64_t seed,
                                   LookaheadSettings settings)
    : seed_(seed),
      settings_(settings),
      personality_(personality),
      judge_(personality, seed, judging(settings)) {
  reasons_for_ = judging(settings).reasons_for;
}

uint64_t LookaheadPlanner::positions_asked() const {
  uint64_t n = 0;
  for (const Worker& w : workers_) n += w.memo.asked() + w.planned;
  return n;
}

uint64_t LookaheadPlanner::positions_remembered() const {
  uint64_t n = 0;
  for (const Worker& w : workers_) n += w.memo.remembered();
  return n;
}

void LookaheadPlanner::add_candidates(const Rules& rules, const GameState& view, int side,
                                      std::vector<Action>& offered) {
  judge_.add_tactical_candidates(rules, view, side, offered);
}

double LookaheadPlanner::play_line(Worker& w, const Rules& rules, const GameState& view, int side,
                                   const Action& first, uint64_t decision, int k) {
  if (settings_.keyed_dice) {
    KeyedDice dice(try_seed(decision, k));
    return play_line_on(w, rules, view, side, first, dice);
  }
  SeededDice dice(try_seed(decision, k));
  return play_line_on(w, rules, view, side, first, dice);
}

double LookaheadPlanner::play_line_on(Worker& w, const Rules& rules, const GameState& view,
                                      int side, const Action& first, Dice& dice) {
  if (!w.line || typeid(*w.line) != typeid(view)) w.line = view.clone();
  GameState& line = *w.line;
  line.copy_from(view);
  rules.apply(line, first, dice, null_sink());
  for (int h = 0; h < settings_.horizon; ++h) {
    const Decision d = rules.next_decision(line);
    if (d.game_over()) break;
    if (settings_.remember_choices) {
      rules.apply(line, w.memo.choose(*w.player, rules, line, d.side, w.played), dice, null_sink());
      continue;
    }
    ++w.planned;
    w.player->plan(rules, line, d.side, w.played);
    rules.apply(line, w.played.chosen, dice, null_sink());
  }
  return judge_position(rules, line, side, settings_.danger_weight, w.judging, &w.ground,
                        settings_.ground_weight);
}

void LookaheadPlanner::play_out(const Rules& rules, const GameState& view, int side,
                                const std::vector<RankedOption>& ranked, uint64_t decision) {
  const int lines = settings_.lines;
  const int tasks = static_cast<int>(candidates_.size()) * lines;
  const int threads = std::clamp(settings_.threads, 1, tasks);
  while (static_cast<int>(workers_.size()) < threads) {
    // Every worker's planner has the same seed: a line's moves are the same
    // whichever worker plays it.
    Worker w;
    w.player =
        std::make_unique<UtilityPlanner>(personality_, seed_ ^ 0x9E3779B97F4A7C15ULL, quiet());
    workers_.push_back(std::move(w));
  }
  if (settings_.ground_weight != 0) {
    // Every line's ground is measured against the view's (one measure,
    // copied to each worker for its own working space).
    workers_[0].ground.set(rules, view);
    for (std::size_t w = 1; w < workers_.size(); ++w) workers_[w].ground = workers_[0].ground;
  }
  values_.resize(candidates_.size());
  for (auto& v : values_) v.assign(static_cast<std::size_t>(lines), 0.0);
  // Task t is candidate t / lines, line t % lines; worker w takes every
  // threads-th task from w, so each value is written by one thread only.
  // A failure in any line is handed back to the caller, not lost in a thread.
  std::vector<std::exception_ptr> failed(static_cast<std::size_t>(threads));
  const auto work = [&](int w) {
    try {
      for (int t = w; t < tasks; t += threads) {
        const std::size_t c = static_cast<std::size_t>(t / lines);
        values_[c][static_cast<std::size_t>(t % lines)] =
            play_line(workers_[static_cast<std::size_t>(w)], rules, view, side,
                      ranked[candidates_[c]].action, decision, t % lines);
      }
    } catch (...) {
      failed[static_cast<std::size_t>(w)] = std::current_exception();
    }
  };
  std::vector<std::thread> helpers;
  helpers.reserve(static_cast<std::size_t>(threads - 1));
  for (int w = 1; w < threads; ++w) helpers.emplace_back(work, w);
  work(0);
  for (std::thread& t : helpers) t.join();
  for (const std::exception_ptr& e : failed) {
    if (e) std::rethrow_exception(e);
  }
}

void LookaheadPlanner::score(const Rules& rules, const GameState& view, int side,
                             std::vector<RankedOption>& ranked) {
  judge_.plan(rules, view, side, judged_);
  for (RankedOption& o : ranked) {
    for (const RankedOption& j : judged_.ranked) {
      if (j.action == o.action) {
        o.terms.push_back({kUtility, j.score, 1.0});
        o.score = j.score;
        break;
      }
    }
  }
  searched_ = false;
  if (ranked.size() < 2 || settings_.candidates < 2 || settings_.lines < 2) return;
  searched_ = true;
  // The utility planner's best few, best first (its first is the reference).
  candidates_.clear();
  for (std::size_t i = 0; i < ranked.size(); ++i) candidates_.push_back(i);
  std::sort(candidates_.begin(), candidates_.end(), [&](std::size_t a, std::size_t b) {
    if (ranked[a].score != ranked[b].score) return ranked[a].score > ranked[b].score;
    return a < b;
  });
  candidates_.resize(std::min(candidates_.size(), static_cast<std::size_t>(settings_.candidates)));
  const uint64_t decision = decision_seed(seed_, side, view.actions_applied());
  play_out(rules, view, side, ranked, decision);
  // The gain of each over the first, line by line.
  std::size_t best = 0;
  double best_shown = 0;
  for (std::size_t c = 1; c < candidates_.size(); ++c) {
    double mean = 0;
    for (const double v : values_[c]) mean += v;
    for (const double v : values_[0]) mean -= v;
    mean /= settings_.lines;
    ranked[candidates_[c]].terms.push_back({kPlayedOut, mean, 0.0});
    const double shown = shown_gain(values_[0], values_[c], settings_.confidence);
    if (shown > best_shown) {
      best_shown = shown;
      best = c;
    }
  }
  ranked[candidates_[0]].terms.push_back({kPlayedOut, 0.0, 0.0});
  first_ = ranked[candidates_[0]].action;
  picked_ = ranked[candidates_[best]].action;
  if (best == 0) return;
  // Put the choice shown better first: its bonus lifts it just past the
  // utility planner's first choice.
  RankedOption& pick = ranked[candidates_[best]];
  const double lift = ranked[candidates_[0]].score - pick.score + 1e-6;
  pick.terms.push_back({kShown, best_shown, lift / best_shown});
  pick.score += lift;
}

void LookaheadPlanner::explain(const Rules& rules, const GameState& view, int, std::size_t,
                               RankedOption& option) {
  // The utility planner's words for it, then what playing on found.
  option.reason.clear();
  for (const RankedOption& j : judged_.ranked) {
    if (j.action == option.action) option.reason = j.reason;
  }
  if (option.reason.empty()) option.reason = rules.describe(view, option.action);
  if (!searched_) return;
  char buffer[200];
  if (option.action == first_) {
    std::snprintf(buffer, sizeof buffer,
                  picked_ == first_
                      ? "; played out %d lines %d decisions on, none of the others did better"
                      : "; the utility planner's first choice, which %d lines played %d "
                        "decisions on put behind another",
                  settings_.lines, settings_.horizon);
    option.reason.append(buffer);
    return;
  }
  for (const Consideration& c : option.terms) {
    if (c.name != kPlayedOut) continue;
    std::snprintf(buffer, sizeof buffer,
                  "; played out %d lines %d decisions on: %+.3f against the utility planner's "
                  "first choice",
                  settings_.lines, settings_.horizon, c.value);
    option.reason.append(buffer);
  }
}

}  // namespace skirmish::ai
