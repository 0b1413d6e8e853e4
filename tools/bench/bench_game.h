// What the benchmarks share: a scenario loaded, checked and opened with its
// rule set, and the `--scenario FILE` flag taken off the command line
// before Google Benchmark reads the rest.
#pragma once

#include <memory>
#include <string>

#include "engine/rules/registry.h"

namespace skirmish::bench {

struct BenchGame {
  Registry registry;
  const Rules* rules = nullptr;
  std::shared_ptr<const Scenario> scenario;
  std::unique_ptr<GameState> opening;
};

// scenarios/reference.yaml (2 sides x 4 units x 5 men, 12 terrain pieces),
// the scenario the speed goals are stated for.
std::string reference_scenario();

// Loads `path`, settles its roster against its rule set's catalog and makes
// the opening state; prints the located error and exits on failure (a
// benchmark has no one to recover for).
void load_bench_game(const std::string& path, BenchGame& out);

// Takes `--scenario FILE` out of argv (argc shrinks), returning FILE, or
// `fallback` when it is not given.
std::string take_scenario_flag(int& argc, char** argv, const std::string& fallback);

}  // namespace skirmish::bench
