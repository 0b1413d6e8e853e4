#include "tools/bench/bench_game.h"

#include <cstdlib>
#include <cstring>
#include <iostream>

#include "engine/rules/catalogs.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"

namespace skirmish::bench {

std::string reference_scenario() {
  return std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";
}

void load_bench_game(const std::string& path, BenchGame& out) {
  add_builtin_rule_sets(out.registry);
  LoadResult loaded = load_scenario(path);
  if (!loaded.ok()) {
    std::cerr << loaded.error->to_string() << "\n";
    std::exit(1);
  }
  Scenario s = std::move(*loaded.scenario);
  out.rules = &out.registry.get(s.rules);
  const Catalog* catalog = out.rules->catalog();
  if (!catalog) catalog = builtin_catalog(s.rules);
  if (catalog) {
    if (auto e = resolve_roster(s, *catalog)) {
      std::cerr << e->to_string() << "\n";
      std::exit(1);
    }
  }
  out.scenario = std::make_shared<const Scenario>(std::move(s));
  out.opening = out.rules->new_game(out.scenario);
}

std::string take_scenario_flag(int& argc, char** argv, const std::string& fallback) {
  std::string path = fallback;
  int kept = 0;
  for (int i = 0; i < argc; ++i) {
    if (std::strcmp(argv[i], "--scenario") == 0 && i + 1 < argc) {
      path = argv[++i];
    } else {
      argv[kept++] = argv[i];
    }
  }
  argc = kept;
  return path;
}

}  // namespace skirmish::bench
