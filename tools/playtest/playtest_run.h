// Plays the games of a playtest run, many at once, and hands them back in
// game order.
//
// Game i of a run is played on a seed derived from the base seed, the
// scenario's content hash and i, so any game can be replayed alone. With
// --mirror on a scenario of N sides, games Nk to Nk+N-1 share the seed of
// group k and rotate the planners' seating (seating.h): with two sides games
// 2k and 2k+1 swap them. A shard K of M plays the groups (or games) whose
// number is K-1 modulo M. Games run on `threads` threads; results are reordered before
// they are handed on, so whatever reads them sees the same sequence on any
// thread count.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tools/playtest/playtest_game.h"
#include "tools/playtest/results_file.h"

namespace skirmish {

// How many games of a run share one seed: the sides when mirrored, else 1.
int games_a_seed(const RunIdentity& id);

// The seed of game `index` of a run whose games share seeds `per_seed` at a
// time (games_a_seed).
uint64_t playtest_seed(uint64_t base_seed, const std::string& scenario_hash, int64_t index,
                       int per_seed);

// Which planner plays each side in game `index`, in the scenario's order.
std::vector<std::string> playtest_seating(const RunIdentity& id, int64_t index);

struct Shard {
  int k = 1, m = 1;  // the K-th (1-based) of M slices
};
// The game numbers of `shard` among `games`, in order; the games that share
// a seed (`per_seed` of them, games_a_seed) stay together in one shard.
std::vector<int64_t> shard_games(int64_t games, int per_seed, Shard shard);

struct BatchPlan {
  const Rules* rules = nullptr;
  std::shared_ptr<const Scenario> scenario;
  RunIdentity id;
  std::vector<int64_t> games;  // game numbers to play, in the order to hand them on
  int threads = 1;
  int decision_limit = 20000;
};

// Plays the plan's games and calls `done` with each, in plan order, from
// one thread at a time. `done` returns false to stop: no new game starts and
// games already started past that one are dropped, so where a run stops
// depends only on the games before it. Returns the number handed on.
int64_t play_batch(const BatchPlan& plan, const std::function<bool(const PlaytestGame&)>& done);

}  // namespace skirmish
