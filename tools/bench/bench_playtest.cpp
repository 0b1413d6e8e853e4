// Playtest throughput: whole games a second played the way `skirmish
// playtest` plays them (tools/playtest/playtest_run.h: every game summarised,
// handed back in order), computer against computer on the reference
// scenario, on 1 and 2 threads. Results and the command to reproduce them:
// docs/benchmarks.md, "Playtests".
//
//   bench_playtest [--scenario FILE] [google benchmark flags]
#include <benchmark/benchmark.h>

#include <cstdint>
#include <string>

#include "tools/bench/bench_game.h"
#include "tools/playtest/playtest_run.h"

namespace skirmish {
namespace {

std::string g_scenario_path = bench::reference_scenario();

const bench::BenchGame& game() {
  static const bench::BenchGame g = [] {
    bench::BenchGame out;
    bench::load_bench_game(g_scenario_path, out);
    return out;
  }();
  return g;
}

// Args: threads, games an iteration. Each iteration plays fresh games (the
// base seed moves on), so no two iterations repeat one.
void run(benchmark::State& state, const char* red, const char* blue) {
  const bench::BenchGame& g = game();
  BatchPlan plan;
  plan.rules = g.rules;
  plan.scenario = g.scenario;
  plan.id.scenario_hash = "bench";
  plan.id.players = {red, blue};
  plan.threads = static_cast<int>(state.range(0));
  const int64_t games = state.range(1);
  for (int64_t i = 0; i < games; ++i) plan.games.push_back(i);
  int64_t played = 0, decisions = 0;
  for (auto _ : state) {
    ++plan.id.base_seed;
    played += play_batch(plan, [&](const PlaytestGame& done) {
      decisions += done.decisions;
      return true;
    });
  }
  state.counters["games/s"] =
      benchmark::Counter(static_cast<double>(played), benchmark::Counter::kIsRate);
  state.counters["decisions/game"] =
      static_cast<double>(decisions) / static_cast<double>(std::max<int64_t>(1, played));
}

void BM_PlaytestRandomVsRandom(benchmark::State& state) {
  run(state, "random", "random");
}
BENCHMARK(BM_PlaytestRandomVsRandom)
    ->Args({1, 400})
    ->Args({2, 400})
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

void BM_PlaytestUtilityVsUtility(benchmark::State& state) {
  run(state, "utility", "utility");
}
BENCHMARK(BM_PlaytestUtilityVsUtility)
    ->Args({1, 40})
    ->Args({2, 40})
    ->UseRealTime()
    ->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace skirmish

int main(int argc, char** argv) {
  skirmish::g_scenario_path =
      skirmish::bench::take_scenario_flag(argc, argv, skirmish::g_scenario_path);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
