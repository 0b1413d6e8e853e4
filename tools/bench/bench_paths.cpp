// The planners' ways across the table (ai/tactics/free_space.h,
// objective_paths.h), per shipped scenario: what one table's free-space
// graph and the ways from it to every objective cost to build, which is
// the price of each new set of barred doors broken open; and what asking
// for a position's ways costs once they are built, which the utility
// planner does every decision. Results and the command: docs/benchmarks.md,
// "The planners' ways".
//
//   bench_paths [google benchmark flags]
#include <benchmark/benchmark.h>

#include <filesystem>
#include <memory>
#include <string>

#include "ai/tactics/free_space.h"
#include "ai/tactics/objective_paths.h"
#include "tools/bench/bench_game.h"

namespace skirmish {
namespace {

std::string shipped(const std::string& name) {
  return (std::filesystem::path(bench::reference_scenario()).parent_path() / name).string();
}

// A new table's free space: its graph, every edge priced.
void BM_FreeSpaceBuild(benchmark::State& st, const std::string& name) {
  bench::BenchGame g;
  bench::load_bench_game(shipped(name), g);
  std::size_t edges = 0;
  for (auto _ : st) {
    const ai::FreeSpace space(*g.scenario->battlefield);
    edges = boost::num_edges(space.graph());
    benchmark::DoNotOptimize(edges);
  }
  st.counters["edges"] = static_cast<double>(edges);
}

// The ways from every node to each objective's area, over a built graph.
void BM_ObjectivePathsBuild(benchmark::State& st, const std::string& name) {
  bench::BenchGame g;
  bench::load_bench_game(shipped(name), g);
  const auto space = std::make_shared<const ai::FreeSpace>(*g.scenario->battlefield);
  for (auto _ : st) {
    const ai::ObjectivePaths paths(*g.scenario, space);
    benchmark::DoNotOptimize(&paths);
  }
  st.counters["objectives"] = static_cast<double>(g.scenario->objectives.size());
}

// A position's ways, built already: the rule set asked how it prices the
// lines and what the game has changed on the table, then the thread's last
// answer taken.
void BM_ObjectivePathsAsked(benchmark::State& st, const std::string& name) {
  bench::BenchGame g;
  bench::load_bench_game(shipped(name), g);
  benchmark::DoNotOptimize(ai::objective_paths_for(*g.rules, *g.opening));
  for (auto _ : st) {
    benchmark::DoNotOptimize(ai::objective_paths_for(*g.rules, *g.opening).get());
  }
}

#define SKIRMISH_PATHS_BENCHMARKS(name, file)                                                   \
  BENCHMARK_CAPTURE(BM_FreeSpaceBuild, name, std::string(file))->Unit(benchmark::kMillisecond); \
  BENCHMARK_CAPTURE(BM_ObjectivePathsBuild, name, std::string(file))                            \
      ->Unit(benchmark::kMillisecond);                                                          \
  BENCHMARK_CAPTURE(BM_ObjectivePathsAsked, name, std::string(file))->Unit(benchmark::kNanosecond)

SKIRMISH_PATHS_BENCHMARKS(reference, "reference.yaml");
SKIRMISH_PATHS_BENCHMARKS(mill, "default.yaml");
SKIRMISH_PATHS_BENCHMARKS(ambush, "ambush.yaml");
SKIRMISH_PATHS_BENCHMARKS(building, "defended_building.yaml");
SKIRMISH_PATHS_BENCHMARKS(raid, "mayhem_stockade_raid.yaml");
SKIRMISH_PATHS_BENCHMARKS(forest, "mayhem_forest_ambush.yaml");
SKIRMISH_PATHS_BENCHMARKS(ford, "mayhem_brook_ford.yaml");

}  // namespace
}  // namespace skirmish

BENCHMARK_MAIN();
