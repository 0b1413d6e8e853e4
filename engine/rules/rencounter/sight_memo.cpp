#include "engine/rules/rencounter/sight_memo.h"

#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

namespace {

thread_local SightMemo* g_active = nullptr;

size_t slot(const SightMemo& m, int shooter, int target) {
  return static_cast<size_t>(shooter) * static_cast<size_t>(m.figures) +
         static_cast<size_t>(target);
}

}  // namespace

const LosResult* SightMemo::find(int shooter, int target) const {
  const size_t k = slot(*this, shooter, target);
  return stamp[k] == generation ? &results[k] : nullptr;
}

void SightMemo::keep(int shooter, int target, const LosResult& seen) {
  const size_t k = slot(*this, shooter, target);
  stamp[k] = generation;
  results[k] = seen;
}

SightMemo* active_sight_memo() {
  return g_active;
}

SightMemoScope::SightMemoScope(const RencounterState& s) : outer_(g_active) {
  SightMemo& m = *memo_;
  m.state = &s;
  m.figures = static_cast<int>(s.figures().size());
  const size_t cells = static_cast<size_t>(m.figures) * static_cast<size_t>(m.figures);
  if (m.stamp.size() < cells) {
    m.stamp.assign(cells, 0);
    m.results.resize(cells);
    m.generation = 0;
  }
  // A fresh generation forgets every earlier answer without clearing; on
  // the (distant) wrap-around the stamps are cleared for real.
  if (++m.generation == 0) {
    std::fill(m.stamp.begin(), m.stamp.end(), 0);
    m.generation = 1;
  }
  g_active = &m;
}

SightMemoScope::~SightMemoScope() {
  g_active = outer_;
}

}  // namespace skirmish::rencounter
