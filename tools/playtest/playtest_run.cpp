#include "tools/playtest/playtest_run.h"

#include <atomic>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

#include "engine/rules/game_state.h"

namespace skirmish {

uint64_t playtest_seed(uint64_t base_seed, const std::string& scenario_hash, int64_t index,
                       bool mirror) {
  // A mirrored pair plays the same dice with the sides swapped.
  const int64_t draw = mirror ? index / 2 : index;
  StateHasher h;
  h.add(base_seed);
  h.add(std::string_view(scenario_hash));
  h.add(draw);
  return h.value();
}

Sides playtest_sides(const RunIdentity& id, int64_t index) {
  if (id.mirror && index % 2 == 1) return {id.blue, id.red};
  return {id.red, id.blue};
}

std::vector<int64_t> shard_games(int64_t games, bool mirror, Shard shard) {
  std::vector<int64_t> out;
  const int64_t per = mirror ? 2 : 1;  // games a slice unit: a pair when mirrored
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
        const Sides sides = playtest_sides(plan.id, index);
        const uint64_t seed =
            playtest_seed(plan.id.base_seed, plan.id.scenario_hash, index, plan.id.mirror);
        hand_on_in_order(i, play_playtest_game(*plan.rules, plan.scenario, sides.red, sides.blue,
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
