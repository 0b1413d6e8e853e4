#include "engine/rules/rencounter/break_counts.h"

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/rencounter_outcome.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

}  // namespace

void count_break(const RencounterState& s, BreakCounts& out) {
  const size_t sides = s.side_start.size();
  out.healthy.assign(sides, 0);
  out.units.assign(sides, 0);
  out.weak.assign(sides, 0);
  out.unit_fit.assign(s.units.size(), 0);
  const int n = static_cast<int>(s.figures().size());
  out.strong.resize(at(n));
  for (int i = 0; i < n; ++i) {
    // Healthy, or gone off the table by an exit objective (table_exits.h),
    // as rencounter_outcome.cpp counts a man.
    out.strong[at(i)] = healthy(s, i) || s.men[at(i)].kit.exited ? 1 : 0;
    const int side = s.figures()[at(i)].side;
    if (side >= 0 && at(side) < sides) out.healthy[at(side)] += out.strong[at(i)];
  }
  for (size_t u = 0; u < s.units.size(); ++u) {
    const UnitRecord& r = s.units[u];
    int fit_men = 0;
    for (int i = r.first; i < r.first + r.size; ++i) fit_men += out.strong[at(i)];
    out.unit_fit[u] = fit_men;
    if (r.side < 0 || at(r.side) >= sides) continue;
    ++out.units[at(r.side)];
    out.weak[at(r.side)] += (2 * fit_men <= r.size) ? 1 : 0;
  }
}

bool side_broken(const RencounterState& s, const BreakCounts& c, int side) {
  const int start = s.side_start[at(side)];
  if (start == 0) return false;
  if (c.healthy[at(side)] < s.config.break_fraction * start) return true;
  return c.weak[at(side)] >= weak_units_that_break(s, c.units[at(side)]);
}

bool battle_decided(const RencounterState& s, const BreakCounts& c) {
  for (int side = 0; side < static_cast<int>(s.side_start.size()); ++side) {
    if (side_broken(s, c, side)) return true;
  }
  return false;
}

}  // namespace skirmish::rencounter
