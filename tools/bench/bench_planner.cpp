// Planner speed: microseconds per decision of the utility planner and of
// the greedy baseline on scenarios/reference.yaml (milliseconds for the
// lookahead planner, which plays the utility planner's best few out), and per whole unit
// activation (the order and then every man's action, which is what a
// person waits for). Heap allocations per decision are counted too.
// Results and the command: docs/benchmarks.md, "Planners".
//
//   bench_planner [google benchmark flags]
//
// The states planned are fixed: every decision of three seeded random games
// of the reference scenario (so the numbers cover early, middle and late
// positions, and the same states on every run).
#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <new>
#include <string>
#include <vector>

#include "ai/baselines/greedy_planner.h"
#include "ai/lookahead/lookahead_planner.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/random.h"
#include "engine/rules/catalogs.h"
#include "engine/rules/registry.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tools/bench/bench_game.h"
#include "tools/bench/counted_new.h"

namespace skirmish {
namespace {

struct Positions {
  Registry registry;
  const Rules* rules = nullptr;
  std::vector<std::unique_ptr<GameState>> states;  // each with a decision to make
  std::vector<std::size_t> unit_starts;            // states where a unit's order is chosen
};

const Positions& positions() {
  static const Positions p = [] {
    Positions out;
    bench::BenchGame loaded;
    bench::load_bench_game(bench::reference_scenario(), loaded);
    out.registry = std::move(loaded.registry);
    out.rules = &out.registry.get(loaded.scenario->rules);
    const std::shared_ptr<const Scenario>& scenario = loaded.scenario;
    std::vector<Action> legal;
    for (uint64_t game = 1; game <= 3; ++game) {
      std::unique_ptr<GameState> state = out.rules->new_game(scenario);
      SeededDice dice(game);
      Xoshiro256 choose(game + 100);
      while (!out.rules->outcome(*state).over) {
        const Decision d = out.rules->next_decision(*state);
        if (d.kind == DecisionKind::kChooseOrder) out.unit_starts.push_back(out.states.size());
        out.states.push_back(state->clone());
        out.rules->legal_actions(*state, legal);
        out.rules->apply(*state, legal[static_cast<std::size_t>(choose.below(legal.size()))], dice,
                         null_sink());
      }
    }
    return out;
  }();
  return p;
}

ai::Personality balanced() {
  const auto all = ai::load_personalities(ai::default_personalities_path());
  return ai::find_personality(all, "balanced");
}

// One decision per iteration, cycling over the fixed states.
void plan_each(benchmark::State& st, ai::Planner& planner) {
  const Positions& p = positions();
  ai::PlanResult plan;
  // Warm-up: every buffer reaches its working size.
  for (const auto& s : p.states) {
    planner.plan(*p.rules, *s, p.rules->next_decision(*s).side, plan);
  }
  std::size_t i = 0;
  long long allocations = 0, options = 0;
  for (auto _ : st) {
    const GameState& s = *p.states[i];
    const long long before = bench::heap_allocations();
    planner.plan(*p.rules, s, p.rules->next_decision(s).side, plan);
    allocations += bench::heap_allocations() - before;
    options += static_cast<long long>(plan.ranked.size());
    benchmark::DoNotOptimize(plan.chosen);
    i = (i + 1) % p.states.size();
  }
  const auto n = static_cast<double>(st.iterations());
  st.counters["states"] = static_cast<double>(p.states.size());
  st.counters["options/decision"] = static_cast<double>(options) / n;
  st.counters["allocs/decision"] = static_cast<double>(allocations) / n;
}

void BM_UtilityDecision(benchmark::State& st) {
  ai::UtilityPlanner planner(balanced(), 1);
  plan_each(st, planner);
}
BENCHMARK(BM_UtilityDecision)->Unit(benchmark::kMicrosecond);

// The utility planner's best 4 played out 8 lines, 6 decisions deep
// (ai/lookahead/): some 190 utility decisions a decision.
void BM_LookaheadDecision(benchmark::State& st) {
  ai::LookaheadPlanner planner(balanced(), 1);
  plan_each(st, planner);
}
BENCHMARK(BM_LookaheadDecision)->Unit(benchmark::kMillisecond);

// The same with its lines shared between two threads (the same choices).
void BM_LookaheadDecisionTwoThreads(benchmark::State& st) {
  ai::LookaheadSettings two;
  two.threads = 2;
  ai::LookaheadPlanner planner(balanced(), 1, two);
  plan_each(st, planner);
}
BENCHMARK(BM_LookaheadDecisionTwoThreads)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_GreedyDecision(benchmark::State& st) {
  ai::GreedyPlanner planner(1);
  plan_each(st, planner);
}
BENCHMARK(BM_GreedyDecision)->Unit(benchmark::kMicrosecond);

// A whole unit's turn as the utility planner plays it: from the order, plan
// and carry out every decision of that side until the game asks for
// something else (another unit, the other side). The carrying out (apply)
// is timed too, as in play; it is a few percent of the whole.
void BM_UtilityUnitActivation(benchmark::State& st) {
  const Positions& p = positions();
  ai::UtilityPlanner planner(balanced(), 1);
  ai::PlanResult plan;
  std::unique_ptr<GameState> scratch = p.states.front()->clone();
  std::size_t k = 0;
  long long decisions = 0;
  for (auto _ : st) {
    scratch->copy_from(*p.states[p.unit_starts[k]]);
    SeededDice dice(k + 1);
    const Decision first = p.rules->next_decision(*scratch);
    for (int guard = 0; guard < 50; ++guard) {
      const Decision d = p.rules->next_decision(*scratch);
      if (d.game_over() || d.side != first.side || d.kind == DecisionKind::kActivateUnit) break;
      planner.plan(*p.rules, *scratch, d.side, plan);
      p.rules->apply(*scratch, plan.chosen, dice, null_sink());
      ++decisions;
    }
    k = (k + 1) % p.unit_starts.size();
  }
  st.counters["decisions/unit"] =
      static_cast<double>(decisions) / static_cast<double>(st.iterations());
  st.counters["units"] = static_cast<double>(p.unit_starts.size());
}
BENCHMARK(BM_UtilityUnitActivation)->Unit(benchmark::kMicrosecond);

// Every activation of the bench played once, in order, from its state
// (as BM_UtilityUnitActivation plays them).
long long play_every_activation(const Positions& p, ai::UtilityPlanner& planner,
                                GameState& scratch) {
  ai::PlanResult plan;
  long long decisions = 0;
  for (std::size_t k = 0; k < p.unit_starts.size(); ++k) {
    scratch.copy_from(*p.states[p.unit_starts[k]]);
    SeededDice dice(k + 1);
    const Decision first = p.rules->next_decision(scratch);
    for (int guard = 0; guard < 50; ++guard) {
      const Decision d = p.rules->next_decision(scratch);
      if (d.game_over() || d.side != first.side || d.kind == DecisionKind::kActivateUnit) break;
      planner.plan(*p.rules, scratch, d.side, plan);
      p.rules->apply(scratch, plan.chosen, dice, null_sink());
      ++decisions;
    }
  }
  return decisions;
}

// The counted passes, out of line so that an instruction count can be
// taken of them alone.
[[gnu::noinline]] long long counted_pass(const Positions& p, ai::UtilityPlanner& planner,
                                         GameState& scratch) {
  return play_every_activation(p, planner, scratch);
}

// A fixed amount of work for counting instructions, which timed runs do not
// give: one pass over every activation to warm up (the positions, the free
// space, every buffer), then two counted passes, each an iteration:
//   valgrind --tool=callgrind --toggle-collect='*counted_pass*'
//       bench_planner --benchmark_filter=CountedActivations
// (one line).
void BM_CountedActivations(benchmark::State& st) {
  const Positions& p = positions();
  ai::UtilityPlanner planner(balanced(), 1);
  std::unique_ptr<GameState> scratch = p.states.front()->clone();
  play_every_activation(p, planner, *scratch);
  long long decisions = 0;
  for (auto _ : st) decisions += counted_pass(p, planner, *scratch);
  st.counters["decisions/unit"] =
      static_cast<double>(decisions) / static_cast<double>(st.iterations() * p.unit_starts.size());
}
BENCHMARK(BM_CountedActivations)->Unit(benchmark::kMillisecond)->Iterations(2);

}  // namespace
}  // namespace skirmish

BENCHMARK_MAIN();
