// gain_over_game: does a choice's worth at one decision, as choice_worth
// measures it (the utility planner's n-th choice against its first, played
// to the end), add up over a whole game?
//
//   gain_over_game SCENARIO... [--games 200] [--seed 5] [--rank 2] [--every 1]
//                  [--threads 2]
//
// A player that is the utility planner but for every `every`-th decision
// of its own where it has `rank` choices or more, where it takes the
// rank-th instead of the first, plays the plain utility planner, sides
// swapped on each seed. If the worth of a choice adds up, its mean result
// is the number of its departures a game times choice_worth's mean gain
// of that choice a decision, since every other decision of the game is
// the utility planner's on both sides (the sum telescopes). The tool
// prints the measured result, the departures a game and the gain a
// departure that the result implies, to set beside choice_worth's.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "tools/bench/bench_game.h"

using namespace skirmish;

namespace {

struct Settings {
  int games = 200;
  uint64_t seed = 5;
  int rank = 2;
  int every = 1;
  int threads = 2;
};

ai::UtilitySettings quiet() {
  ai::UtilitySettings u;
  u.reasons_for = 0;
  return u;
}

struct GameResult {
  double result = 0;  // for the departing side: 1 won, -1 lost, 0 drawn
  int departures = 0;
};

// One game on `seed`, the departing player on side `departing`.
GameResult play(const bench::BenchGame& game, const ai::Personality& personality, const Settings& s,
                uint64_t seed, int departing) {
  const Rules& rules = *game.rules;
  std::unique_ptr<GameState> state = game.opening->clone();
  SeededDice dice(seed);
  ai::UtilityPlanner red(personality, seed, quiet());
  ai::UtilityPlanner blue(personality, seed + 1, quiet());
  ai::PlanResult plan;
  GameResult out;
  int own = 0;  // the departing side's decisions with enough choices
  while (true) {
    const Decision d = rules.next_decision(*state);
    if (d.game_over()) break;
    (d.side == 0 ? red : blue).plan(rules, *state, d.side, plan);
    Action chosen = plan.chosen;
    if (d.side == departing && plan.ranked.size() >= static_cast<std::size_t>(s.rank)) {
      if (own++ % s.every == 0) {
        chosen = plan.ranked[static_cast<std::size_t>(s.rank - 1)].action;
        ++out.departures;
      }
    }
    rules.apply(*state, chosen, dice, null_sink());
  }
  const Outcome o = rules.outcome(*state);
  out.result = o.winner < 0 ? 0.0 : (o.winner == departing ? 1.0 : -1.0);
  return out;
}

void run_scenario(const std::string& path, const Settings& s, const ai::Personality& personality,
                  std::vector<GameResult>& all) {
  bench::BenchGame game;
  bench::load_bench_game(path, game);
  std::vector<GameResult> results(static_cast<std::size_t>(2 * s.games));
  std::atomic<int> next{0};
  std::vector<std::exception_ptr> failed(static_cast<std::size_t>(s.threads));
  const auto work = [&](int w) {
    try {
      for (int i = next++; i < 2 * s.games; i = next++) {
        const uint64_t seed = s.seed * 1000003ULL + static_cast<uint64_t>(i / 2);
        results[static_cast<std::size_t>(i)] = play(game, personality, s, seed, i % 2);
      }
    } catch (...) {
      failed[static_cast<std::size_t>(w)] = std::current_exception();
    }
  };
  std::vector<std::thread> helpers;
  for (int w = 1; w < s.threads; ++w) helpers.emplace_back(work, w);
  work(0);
  for (std::thread& t : helpers) t.join();
  for (const std::exception_ptr& e : failed) {
    if (e) std::rethrow_exception(e);
  }
  double sum = 0, departures = 0;
  for (const GameResult& r : results) {
    sum += r.result;
    departures += r.departures;
  }
  const double n = static_cast<double>(results.size());
  std::printf("%s: %zu games, mean result %+.3f, %.1f departures a game\n", path.c_str(),
              results.size(), sum / n, departures / n);
  all.insert(all.end(), results.begin(), results.end());
}

}  // namespace

int main(int argc, char** argv) {
  Settings s;
  std::vector<std::string> scenarios;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a.rfind("--", 0) != 0) {
      scenarios.push_back(a);
      continue;
    }
    if (i + 1 >= argc) {
      std::fprintf(stderr, "gain_over_game: %s needs a value\n", a.c_str());
      return 2;
    }
    const char* v = argv[++i];
    if (a == "--games")
      s.games = std::atoi(v);
    else if (a == "--seed")
      s.seed = std::strtoull(v, nullptr, 10);
    else if (a == "--rank")
      s.rank = std::atoi(v);
    else if (a == "--every")
      s.every = std::atoi(v);
    else if (a == "--threads")
      s.threads = std::atoi(v);
    else {
      std::fprintf(stderr, "gain_over_game: unknown flag %s\n", a.c_str());
      return 2;
    }
  }
  if (scenarios.empty() || s.games < 1 || s.rank < 2 || s.every < 1 || s.threads < 1) {
    std::fprintf(stderr,
                 "usage: gain_over_game SCENARIO... [--games N] [--seed N] [--rank N (2+)] "
                 "[--every N] [--threads N]\n");
    return 2;
  }
  try {
    const auto all_personalities = ai::load_personalities(ai::default_personalities_path());
    const ai::Personality personality = ai::find_personality(all_personalities, "balanced");
    std::vector<GameResult> all;
    for (const std::string& path : scenarios) run_scenario(path, s, personality, all);
    double sum = 0, squares = 0, departures = 0;
    for (const GameResult& r : all) {
      sum += r.result;
      squares += r.result * r.result;
      departures += r.departures;
    }
    const double n = static_cast<double>(all.size());
    const double mean = sum / n;
    const double error = std::sqrt(std::max(0.0, squares / n - mean * mean) / n);
    const double per_game = departures / n;
    std::printf(
        "\nAll: %zu games (seed %llu), choice %d taken at every %d-th decision it is offered\n"
        "mean result %+.3f (s.e. %.3f), share %.1f%%; %.1f departures a game;\n"
        "so a departure is worth %+.4f (s.e. %.4f) a decision, to set beside choice_worth's "
        "mean gain of choice %d\n",
        all.size(), static_cast<unsigned long long>(s.seed), s.rank, s.every, mean, error,
        50 * (1 + mean), per_game, per_game > 0 ? mean / per_game : 0.0,
        per_game > 0 ? error / per_game : 0.0, s.rank);
  } catch (const std::exception& e) {
    std::fprintf(stderr, "gain_over_game: %s\n", e.what());
    return 1;
  }
  return 0;
}
