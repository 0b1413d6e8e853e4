// Game speed: whole random playouts per second, the cost of copying a game
// state, and the heap allocations made inside Rules::apply and
// Rules::legal_actions once a playout
// has warmed up. Generic over the rules interface: any registered rule set
// and scenario can be measured. Results and the command to reproduce them:
// docs/benchmarks.md, "Playouts".
//
//   bench_playout [--scenario FILE] [google benchmark flags]
//
// The default scenario is scenarios/reference.yaml (2 sides x 4 units x 5
// men, 12 terrain pieces), the reference the speed goals are stated for.
#include <benchmark/benchmark.h>

#include <atomic>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <memory>
#include <new>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/keyed_dice.h"
#include "engine/core/random.h"
#include "engine/rules/catalogs.h"
#include "engine/rules/registry.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tools/bench/bench_game.h"
#include "tools/bench/counted_new.h"

// Every heap allocation in this program is counted, so the benchmark can say
// how many happen inside apply (000-independent: a property of the engine).

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

// Narration kept only for the decision under way: emptied before each apply,
// so its memory is reused and the cost measured is that of telling the game.
class TextSink final : public EventSink {
 public:
  TextSink() : EventSink(true, true) {}
  void emit(const Event& e) override { events.push_back(e); }
  std::vector<Event> events;
};

// Heap allocations made inside a playout's calls, once warmed up (both
// should be 0: DESIGN, the playout loop does not allocate).
struct PlayoutAllocations {
  long long apply = 0;
  long long legal_actions = 0;
};

// One random playout from the opening on `scratch`; returns decisions made.
// Allocations made inside apply and legal_actions are added to `counted`.
// With a `narration` sink the game is told in words, as `skirmish play`
// does.
int playout(const Game& g, GameState& scratch, std::vector<Action>& actions, Dice& dice,
            Xoshiro256& choose, PlayoutAllocations& counted, TextSink* narration = nullptr) {
  scratch.copy_from(*g.opening);
  int decisions = 0;
  while (!g.rules->outcome(scratch).over) {
    const long long listing = bench::heap_allocations();
    g.rules->legal_actions(scratch, actions);
    counted.legal_actions += bench::heap_allocations() - listing;
    const Action a = actions[static_cast<size_t>(choose.below(actions.size()))];
    if (narration) narration->events.clear();
    const long long before = bench::heap_allocations();
    g.rules->apply(scratch, a, dice, narration ? static_cast<EventSink&>(*narration) : null_sink());
    counted.apply += bench::heap_allocations() - before;
    ++decisions;
  }
  return decisions;
}

// A playout benchmark's counters: playouts a second, decisions and
// allocations a playout.
void report_playouts(benchmark::State& st, int64_t decisions, const PlayoutAllocations& counted) {
  const auto playouts = static_cast<double>(st.iterations());
  st.counters["playouts/s"] = benchmark::Counter(playouts, benchmark::Counter::kIsRate);
  st.counters["decisions/playout"] = static_cast<double>(decisions) / playouts;
  st.counters["apply_allocs/playout"] = static_cast<double>(counted.apply) / playouts;
  st.counters["legal_allocs/playout"] = static_cast<double>(counted.legal_actions) / playouts;
}

void BM_RandomPlayout(benchmark::State& st) {
  const Game& g = game();
  std::unique_ptr<GameState> scratch = g.opening->clone();
  std::vector<Action> actions;
  actions.reserve(256);
  SeededDice dice(1);
  Xoshiro256 choose(2);
  PlayoutAllocations counted, warm;
  int64_t decisions = 0;
  // Warm-up: the scratch state and the action list reach their working size.
  for (int i = 0; i < 20; ++i) playout(g, *scratch, actions, dice, choose, warm);
  for (auto _ : st) {
    decisions += playout(g, *scratch, actions, dice, choose, counted);
  }
  report_playouts(st, decisions, counted);
}
BENCHMARK(BM_RandomPlayout)->Unit(benchmark::kMicrosecond);

// The same playouts each on fresh KeyedDice (engine/core/keyed_dice.h), as
// a search's keyed line is: the cost of a roller's own stream, and of the
// table of counts cleared for every line.
void BM_RandomPlayoutKeyedDice(benchmark::State& st) {
  const Game& g = game();
  std::unique_ptr<GameState> scratch = g.opening->clone();
  std::vector<Action> actions;
  actions.reserve(256);
  Xoshiro256 choose(2);
  PlayoutAllocations counted, warm;
  uint64_t line = 1;
  for (int i = 0; i < 20; ++i) {
    KeyedDice dice(line++);
    playout(g, *scratch, actions, dice, choose, warm);
  }
  int64_t decisions = 0;
  for (auto _ : st) {
    KeyedDice dice(line++);
    decisions += playout(g, *scratch, actions, dice, choose, counted);
  }
  report_playouts(st, decisions, counted);
}
BENCHMARK(BM_RandomPlayoutKeyedDice)->Unit(benchmark::kMicrosecond);

// The same games told in words (every event, text wanted): the difference
// from BM_RandomPlayout is what narration costs; search never pays it.
void BM_RandomPlayoutNarrated(benchmark::State& st) {
  const Game& g = game();
  std::unique_ptr<GameState> scratch = g.opening->clone();
  std::vector<Action> actions;
  actions.reserve(256);
  SeededDice dice(1);
  Xoshiro256 choose(2);
  TextSink narration;
  PlayoutAllocations counted, warm;
  int64_t decisions = 0;
  for (int i = 0; i < 20; ++i) playout(g, *scratch, actions, dice, choose, warm, &narration);
  for (auto _ : st) {
    decisions += playout(g, *scratch, actions, dice, choose, counted, &narration);
  }
  st.counters["playouts/s"] =
      benchmark::Counter(static_cast<double>(st.iterations()), benchmark::Counter::kIsRate);
  st.counters["decisions/playout"] =
      static_cast<double>(decisions) / static_cast<double>(st.iterations());
  st.counters["apply_allocs/playout"] =
      static_cast<double>(counted.apply) / static_cast<double>(st.iterations());
  st.counters["legal_allocs/playout"] =
      static_cast<double>(counted.legal_actions) / static_cast<double>(st.iterations());
}
BENCHMARK(BM_RandomPlayoutNarrated)->Unit(benchmark::kMicrosecond);

void BM_StateCopy(benchmark::State& st) {
  const Game& g = game();
  std::unique_ptr<GameState> scratch = g.opening->clone();
  for (auto _ : st) {
    scratch->copy_from(*g.opening);
    benchmark::DoNotOptimize(scratch.get());
  }
}
BENCHMARK(BM_StateCopy)->Unit(benchmark::kNanosecond);

void BM_LegalActions(benchmark::State& st) {
  const Game& g = game();
  std::vector<Action> actions;
  actions.reserve(256);
  // A state some way into a game: play 40 random decisions first.
  std::unique_ptr<GameState> s = g.opening->clone();
  SeededDice dice(3);
  Xoshiro256 choose(4);
  for (int i = 0; i < 40 && !g.rules->outcome(*s).over; ++i) {
    g.rules->legal_actions(*s, actions);
    g.rules->apply(*s, actions[static_cast<size_t>(choose.below(actions.size()))], dice,
                   null_sink());
  }
  for (auto _ : st) {
    g.rules->legal_actions(*s, actions);
    benchmark::DoNotOptimize(actions.data());
  }
  st.counters["actions"] = static_cast<double>(actions.size());
}
BENCHMARK(BM_LegalActions)->Unit(benchmark::kMicrosecond);

// Positions from a random game on the scenario, with the actions offered
// at each, for the planner queries below.
struct Positions {
  std::vector<std::unique_ptr<GameState>> states;
  std::vector<std::pair<size_t, Action>> offers;  // state index, action
};

const Positions& positions() {
  static const Positions p = [] {
    const Game& g = game();
    Positions out;
    std::unique_ptr<GameState> s = g.opening->clone();
    SeededDice dice(5);
    Xoshiro256 choose(6);
    std::vector<Action> actions;
    for (int i = 0; i < 300 && !g.rules->outcome(*s).over; ++i) {
      g.rules->legal_actions(*s, actions);
      out.states.push_back(s->clone());
      for (const Action& a : actions) out.offers.emplace_back(out.states.size() - 1, a);
      g.rules->apply(*s, actions[static_cast<size_t>(choose.below(actions.size()))], dice,
                     null_sink());
    }
    return out;
  }();
  return p;
}

// One Rules::forecast call, over every action offered along a random game
// in turn (planners ask it of each candidate). allocs/call counts heap
// allocations once warmed up (it should be 0).
void BM_Forecast(benchmark::State& st) {
  const Game& g = game();
  const Positions& p = positions();
  Forecast f;
  size_t k = 0;
  long long known = 0;
  for (const auto& [state, action] : p.offers) g.rules->forecast(*p.states[state], action, f);
  const long long before = bench::heap_allocations();
  for (auto _ : st) {
    const auto& [state, action] = p.offers[k];
    g.rules->forecast(*p.states[state], action, f);
    known += f.known ? 1 : 0;
    benchmark::DoNotOptimize(f.enemy_losses);
    k = (k + 1) % p.offers.size();
  }
  const double calls = static_cast<double>(st.iterations());
  st.counters["allocs/call"] = static_cast<double>(bench::heap_allocations() - before) / calls;
  st.counters["known_share"] = static_cast<double>(known) / calls;
}
BENCHMARK(BM_Forecast)->Unit(benchmark::kMicrosecond);

// One Rules::exposure call: each man of each position along a random game,
// at the spot he stands on.
void BM_Exposure(benchmark::State& st) {
  const Game& g = game();
  const Positions& p = positions();
  Exposure e;
  size_t state = 0, figure = 0;
  for (const auto& s : p.states) g.rules->exposure(*s, 0, s->figures()[0].at, e);
  const long long before = bench::heap_allocations();
  for (auto _ : st) {
    const GameState& s = *p.states[state];
    g.rules->exposure(s, static_cast<int>(figure), s.figures()[figure].at, e);
    benchmark::DoNotOptimize(e.expected_hits);
    if (++figure == s.figures().size()) {
      figure = 0;
      state = (state + 1) % p.states.size();
    }
  }
  st.counters["allocs/call"] = static_cast<double>(bench::heap_allocations() - before) /
                               static_cast<double>(st.iterations());
}
BENCHMARK(BM_Exposure)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace skirmish

int main(int argc, char** argv) {
  // --scenario FILE is ours; everything else goes to Google Benchmark.
  skirmish::g_scenario_path =
      skirmish::bench::take_scenario_flag(argc, argv, skirmish::g_scenario_path);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
