// MCTS speed (ai/mcts/mcts.h): iterations per second on one and two threads,
// against the engine's own random playouts (bench_playout), on the
// reference scenario; and with the utility planner playing the playouts
// (horizon 4), with and without its ranking as the search's prior. The goals: iterations/s
// at least 0.7x full playouts/s, and two threads at least 1.8x one. Results and the command:
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
#include "ai/mcts/planner_candidates.h"
#include "ai/mcts/planner_prior.h"
#include "ai/mcts/planner_rollout.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/core/dice.h"
#include "engine/core/events.h"
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

// The opening walked on (first offer each time, seeded dice) to the first
// decision with at least ten choices: a figure's action, where a prior has
// something to order.
const GameState& many_choices() {
  static const std::unique_ptr<GameState> s = [] {
    const Game& g = game();
    std::unique_ptr<GameState> out = g.opening->clone();
    SeededDice dice(4);
    std::vector<Action> legal;
    for (int k = 0; k < 60 && !g.rules->next_decision(*out).game_over(); ++k) {
      g.rules->legal_actions(*out, legal);
      if (legal.size() >= 10) break;
      g.rules->apply(*out, legal.front(), dice, null_sink());
    }
    return out;
  }();
  return *s;
}

// The balanced utility planner, saying nothing (as inside a search).
std::unique_ptr<ai::UtilityPlanner> quiet_utility() {
  static const ai::Personality balanced =
      ai::find_personality(ai::load_personalities(ai::default_personalities_path()), "balanced");
  ai::UtilitySettings quiet;
  quiet.reasons_for = 0;
  return std::make_unique<ai::UtilityPlanner>(balanced, 1, quiet);
}

// The utility planner as the `mcts` player plugs it in: playing the lines,
// ranking a node's choices (the prior), offering its tactical moves.
const ai::RolloutFactory kUtilityRollout = [] {
  return std::make_unique<ai::PlannerRollout>(quiet_utility());
};
const ai::PriorFactory kUtilityPrior = [] {
  return std::make_unique<ai::PlannerPrior>(quiet_utility());
};
const ai::CandidateFactory kTacticalMoves = [] {
  return std::make_unique<ai::PlannerCandidates>(quiet_utility());
};

// As the `mcts` player searches: utility playouts of 4 decisions, one
// thread, 8 lanes, 200 iterations; arguments: whether the utility
// planner's ranking is the prior (0 or 1), and from where (0: the opening
// decision, 1: the first with ten or more choices).
void BM_MctsUtilityPlayouts(benchmark::State& st) {
  const Game& g = game();
  const GameState& from = st.range(1) != 0 ? many_choices() : *g.opening;
  const int side = g.rules->next_decision(from).side;
  const ai::PriorFactory prior = st.range(0) != 0 ? kUtilityPrior : ai::PriorFactory();
  ai::MctsSettings settings;
  settings.iterations = 200;
  settings.threads = 1;
  settings.horizon = 4;
  int64_t iterations = 0;
  for (auto _ : st) {
    const ai::MctsResult r =
        ai::mcts_search(*g.rules, from, side, settings, kUtilityRollout, prior);
    iterations += r.iterations;
    benchmark::DoNotOptimize(r.chosen);
  }
  st.counters["iterations/s"] =
      benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MctsUtilityPlayouts)
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->ArgNames({"prior", "from"})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The flat search the strongest Rencounter setting makes
// (`mcts:1s:horizon=8:ground=0.5:depth=1:even=4:dice=keyed`): the tree
// kept to the root, the utility planner's best four in turn on keyed dice,
// lines of 8 utility decisions judged with danger and ground, the tactical
// moves offered. One thread, 8 lanes, 400 lines; from the opening (0) or the
// first decision with ten or more choices (1). Lines a second is what a
// second's budget buys on a core.
void BM_MctsFlatLines(benchmark::State& st) {
  const Game& g = game();
  const GameState& from = st.range(0) != 0 ? many_choices() : *g.opening;
  const int side = g.rules->next_decision(from).side;
  ai::MctsSettings settings;
  settings.iterations = 400;
  settings.threads = 1;
  settings.horizon = 8;
  settings.danger_weight = 0.5;
  settings.ground_weight = 0.5;
  settings.tree_depth = 1;
  settings.even_root = 4;
  settings.paired_root = true;
  settings.keyed_dice = true;
  int64_t iterations = 0;
  for (auto _ : st) {
    const ai::MctsResult r = ai::mcts_search(*g.rules, from, side, settings, kUtilityRollout,
                                             kUtilityPrior, kTacticalMoves);
    iterations += r.iterations;
    benchmark::DoNotOptimize(r.chosen);
  }
  st.counters["lines/s"] =
      benchmark::Counter(static_cast<double>(iterations), benchmark::Counter::kIsRate);
}
BENCHMARK(BM_MctsFlatLines)
    ->Arg(0)
    ->Arg(1)
    ->ArgName("from")
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
