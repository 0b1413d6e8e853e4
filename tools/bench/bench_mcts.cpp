// MCTS speed (ai/mcts/mcts.h): iterations per second on one and two threads,
// against the engine's own random playouts (bench_playout), on the
// reference scenario. The goals: iterations/s at least 0.7x full
// playouts/s, and two threads at least 1.8x one. Results and the command:
// docs/benchmarks.md, "MCTS".
//
//   bench_mcts [--scenario FILE] [google benchmark flags]
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <string>

#include "ai/mcts/mcts.h"
#include "tools/bench/bench_game.h"

namespace skirmish {
namespace {

std::string g_scenario_path = bench::reference_scenario();

using Game = bench::BenchGame;

const Game& game() {
  static const Game g = [] {
    Game out;
    bench::load_bench_game(g_scenario_path, out);
    return out;
  }();
  return g;
}

// One search of `iterations` from the opening decision; reports iterations
// per second of wall time. Arguments: threads, horizon.
void BM_MctsIterations(benchmark::State& st) {
  const Game& g = game();
  const int side = g.rules->next_decision(*g.opening).side;
  ai::MctsSettings settings;
  settings.iterations = 2000;
  settings.threads = static_cast<int>(st.range(0));
  settings.horizon = static_cast<int>(st.range(1));
  settings.lanes = 8;
  int64_t iterations = 0;
  for (auto _ : st) {
    const ai::MctsResult r = ai::mcts_search(*g.rules, *g.opening, side, settings);
    iterations += r.iterations;
    benchmark::DoNotOptimize(r.chosen);
  }
  st.counters["iterations/s"] =
      benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MctsIterations)
    ->ArgsProduct({{1, 2}, {30, 1000}})
    ->ArgNames({"threads", "horizon"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// How long a 1-second search really takes (the goal: within 20 ms over).
void BM_MctsOneSecond(benchmark::State& st) {
  const Game& g = game();
  const int side = g.rules->next_decision(*g.opening).side;
  ai::MctsSettings settings;
  settings.seconds = 1.0;
  settings.threads = static_cast<int>(st.range(0));
  double worst = 0;
  for (auto _ : st) {
    const ai::MctsResult r = ai::mcts_search(*g.rules, *g.opening, side, settings);
    worst = std::max(worst, r.seconds);
  }
  st.counters["worst_s"] = worst;
}
BENCHMARK(BM_MctsOneSecond)
    ->Arg(1)
    ->Arg(2)
    ->ArgName("threads")
    ->Iterations(3)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

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
