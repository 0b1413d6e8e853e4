// Plays the games of a playtest run, many at once, and hands them back in
// game order.
//
// Game i of a run is played on a seed derived from the base seed, the
// scenario's content hash and i (with --mirror, games 2k and 2k+1 share the
// seed of pair k and swap the planners' sides), so any game can be replayed
// alone. A shard K of M plays the pairs (or games) whose number is K-1
// modulo M. Games run on `threads` threads; results are reordered before
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

// The seed of game `index` of a run.
uint64_t playtest_seed(uint64_t base_seed, const std::string& scenario_hash, int64_t index,
                       bool mirror);

// Which planner plays each side in game `index`.
struct Sides {
  std::string red, blue;
};
Sides playtest_sides(const RunIdentity& id, int64_t index);

struct Shard {
  int k = 1, m = 1;  // the K-th (1-based) of M slices
};
// The game numbers of `shard` among `games`, in order; mirrored pairs stay
// together in one shard.
std::vector<int64_t> shard_games(int64_t games, bool mirror, Shard shard);

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
