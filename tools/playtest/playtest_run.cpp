#include "tools/playtest/playtest_run.h"

#include <algorithm>
#include <atomic>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

#include "engine/rules/game_state.h"
#include "tools/skirmish/seating.h"

namespace skirmish {

int games_a_seed(const RunIdentity& id) {
  return id.mirror ? std::max(1, static_cast<int>(id.players.size())) : 1;
}

namespace {

// Folds one value into a game's seed: the splitmix64 finaliser over a
// boost-style combine. Frozen: every playtest in docs/ was played on the
// seeds it gives, and must play the same games again.
uint64_t fold_seed(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  h = (h ^ (h >> 30)) * 0xbf58476d1ce4e5b9ULL;
  h = (h ^ (h >> 27)) * 0x94d049bb133111ebULL;
  return h ^ (h >> 31);
}

}  // namespace

uint64_t playtest_seed(uint64_t base_seed, const std::string& scenario_hash, int64_t index,
                       int per_seed) {
  // A mirrored group plays the same dice with the seating rotated.
  const int64_t draw = index / std::max(1, per_seed);
  uint64_t h = 0x6a09e667f3bcc909ULL;
  h = fold_seed(h, base_seed);
  h = fold_seed(h, scenario_hash.size());
  for (const char c : scenario_hash) h = fold_seed(h, static_cast<unsigned char>(c));
  h = fold_seed(h, static_cast<uint64_t>(draw));
  return h;
}

std::vector<std::string> playtest_seating(const RunIdentity& id, int64_t index) {
  return rotated_seating(id.players, static_cast<int>(index % games_a_seed(id)));
}

std::vector<int64_t> shard_games(int64_t games, int per_seed, Shard shard) {
  std::vector<int64_t> out;
  const int64_t per = std::max(1, per_seed);  // games a slice unit: a group when mirrored
  const int64_t units = (games + per - 1) / per;
  for (int64_t u = shard.k - 1; u < units; u += shard.m) {
    for (int64_t g = u * per; g < (u + 1) * per && g < games; ++g) out.push_back(g);
  }
  return out;
}

int64_t play_batch(const BatchPlan& plan, const std::function<bool(const PlaytestGame&)>& done) {
  std::atomic<size_t> next{0};
  std::atomic<bool> stop{false};
  std::mutex handing;                             // guards everything below
  std::map<size_t, PlaytestGame> finished_early;  // played, waiting for those before them
  size_t handed = 0;
  std::exception_ptr failure;

  auto hand_on_in_order = [&](size_t position, PlaytestGame game) {
    const std::lock_guard<std::mutex> lock(handing);
    if (stop) return;
    finished_early.emplace(position, std::move(game));
    for (auto it = finished_early.find(handed); it != finished_early.end() && !stop;
         it = finished_early.find(handed)) {
      const bool go_on = done(it->second);
      finished_early.erase(it);
      ++handed;
      if (!go_on) stop = true;
    }
  };
  auto work = [&] {
    try {
      for (size_t i = next++; i < plan.games.size() && !stop; i = next++) {
        const int64_t index = plan.games[i];
        const uint64_t seed =
            playtest_seed(plan.id.base_seed, plan.id.scenario_hash, index, games_a_seed(plan.id));
        hand_on_in_order(
            i, play_playtest_game(*plan.rules, plan.scenario, playtest_seating(plan.id, index),
                                  index, seed, plan.decision_limit));
      }
    } catch (...) {
      // Games never throw (play_playtest_game records crashes); this is the
      // results writer failing, which ends the run.
      const std::lock_guard<std::mutex> lock(handing);
      if (!failure) failure = std::current_exception();
      stop = true;
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < plan.threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  return static_cast<int64_t>(handed);
}

}  // namespace skirmish
