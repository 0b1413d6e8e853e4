// The MCTS signature (as Stockfish's `bench` node count): a fixed set of
// searches whose total iterations, chosen actions and visit counts are
// folded into one number. It must not drift run to run, nor with the
// number of threads: tests/mcts-signature.sh runs it on 1 and 2 threads and
// compares. A change that alters it has changed what the search does. A
// second line does the same with the utility planner's ranking as the
// search's prior (planner_prior.h), so that path is held to it too.
//
//   mcts_signature [--threads N] [--scenario FILE]
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "ai/mcts/mcts.h"
#include "ai/mcts/planner_prior.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/random.h"
#include "tools/bench/bench_game.h"

namespace {

uint64_t fold(uint64_t h, uint64_t v) {
  h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
  return h;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace skirmish;
  const std::string path = bench::take_scenario_flag(argc, argv, bench::reference_scenario());
  int threads = 1;
  for (int i = 1; i + 1 < argc; ++i) {
    if (std::strcmp(argv[i], "--threads") == 0) threads = std::stoi(argv[i + 1]);
  }
  bench::BenchGame game;
  bench::load_bench_game(path, game);
  const auto all = ai::load_personalities(ai::default_personalities_path());
  const ai::Personality balanced = ai::find_personality(all, "balanced");
  const ai::PriorFactory utility_prior = [balanced] {
    ai::UtilitySettings quiet;
    quiet.reasons_for = 0;
    return std::make_unique<ai::PlannerPrior>(
        std::make_unique<ai::UtilityPlanner>(balanced, 1, quiet));
  };
  for (const bool with_prior : {false, true}) {
    // Searches at the first decisions of a seeded random game.
    std::unique_ptr<GameState> state = game.opening->clone();
    SeededDice dice(5);
    Xoshiro256 choose(6);
    std::vector<Action> legal;
    uint64_t signature = 0;
    int64_t iterations = 0;
    for (int k = 0; k < 6 && !game.rules->next_decision(*state).game_over(); ++k) {
      const int side = game.rules->next_decision(*state).side;
      ai::MctsSettings settings;
      settings.iterations = 160;
      settings.threads = threads;
      settings.horizon = 10;
      settings.seed = 100 + static_cast<uint64_t>(k);
      const ai::MctsResult r = ai::mcts_search(*game.rules, *state, side, settings, {},
                                               with_prior ? utility_prior : ai::PriorFactory{});
      iterations += r.iterations;
      signature = fold(signature, static_cast<uint64_t>(r.iterations));
      for (const ai::MctsOption& o : r.options)
        signature = fold(signature, static_cast<uint64_t>(o.visits));
      game.rules->legal_actions(*state, legal);
      game.rules->apply(*state, legal[static_cast<size_t>(choose.below(legal.size()))], dice,
                        null_sink());
    }
    std::printf("%siterations %lld signature %016llx\n",
                with_prior ? "with the utility prior: " : "", static_cast<long long>(iterations),
                static_cast<unsigned long long>(signature));
  }
  return 0;
}
