// Looks remembered while one list of choices is drawn up.
//
// Candidate generation asks the same question many times: "can he see that
// man?" comes up for the nearest enemy, for every shot offered, again when
// the shot is checked, and again for a volley. The table does not change
// while the list is drawn up, so the first answer holds for the rest.
// A SightMemoScope, opened at the top of legal_actions, makes look() and
// look_from() (battle_queries.h) remember each answer for the scope's
// state; outside a scope, or for any other state, nothing is remembered.
// The memo lives in this thread's scratch pool (scratch_pool.h), so threads
// never share one and it allocates nothing once warmed up.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/los.h"
#include "engine/rules/rencounter/scratch_pool.h"

namespace skirmish::rencounter {

class RencounterState;

struct SightMemo {
  const RencounterState* state = nullptr;
  int figures = 0;
  uint32_t generation = 0;
  std::vector<uint32_t> stamp;  // == generation: results[k] holds the answer
  std::vector<LosResult> results;

  // The remembered look of `shooter` at `target`, or nullptr.
  const LosResult* find(int shooter, int target) const;
  void keep(int shooter, int target, const LosResult& seen);
};

// The memo in force on this thread, if any (set by SightMemoScope).
SightMemo* active_sight_memo();

class SightMemoScope {
 public:
  explicit SightMemoScope(const RencounterState& s);
  ~SightMemoScope();
  SightMemoScope(const SightMemoScope&) = delete;
  SightMemoScope& operator=(const SightMemoScope&) = delete;

 private:
  Borrowed<SightMemo> memo_;
  SightMemo* outer_;
};

}  // namespace skirmish::rencounter
