#include "engine/rules/mayhem/groups.h"

#include <boost/pending/disjoint_sets.hpp>

namespace skirmish::mayhem {

namespace {

// Forgiveness on the 1" gap: far below anything measured on a table, enough
// that men placed exactly 1" apart by arithmetic are still one group.
constexpr double kGapSlack = 1e-9;

}  // namespace

bool adjacent_in_group(const Figure& a, const Figure& b, double gap) {
  const double reach = a.base_radius + b.base_radius + gap + kGapSlack;
  return distance_squared(a.at, b.at) <= reach * reach;
}

bool can_group(const Figure& f) {
  return f.status == FigureStatus::kFighting;
}

// Boost.Graph's own union-find (the one incremental_components runs on)
// over the caller's reusable arrays: connected_components would first need
// an adjacency_list built edge by edge on the heap at every call, and the
// planners ask for groups at every node of a search. A skirmish side is a
// few dozen men, so testing every pair is cheaper than any spatial index.
void find_groups(std::span<const Figure> figures, int side, Groups& out,
                 std::span<const uint8_t> eligible, double gap) {
  const int n = static_cast<int>(figures.size());
  out.group_of.assign(static_cast<size_t>(n), -1);
  out.rank_scratch.assign(static_cast<size_t>(n), 0);
  out.parent_scratch.resize(static_cast<size_t>(n));
  out.start.clear();
  out.members.clear();
  // At their most once (a group per man), so no later position grows them.
  out.start.reserve(static_cast<size_t>(n) + 1);
  out.members.reserve(static_cast<size_t>(n));

  const auto in_play = [&](int i) {
    const Figure& f = figures[static_cast<size_t>(i)];
    if (f.side != side || !can_group(f)) return false;
    return eligible.empty() || (static_cast<size_t>(i) < eligible.size() && eligible[i] != 0);
  };

  boost::disjoint_sets<int*, int*> sets(out.rank_scratch.data(), out.parent_scratch.data());
  for (int i = 0; i < n; ++i) {
    if (in_play(i)) sets.make_set(i);
  }
  for (int i = 0; i < n; ++i) {
    if (!in_play(i)) continue;
    for (int j = i + 1; j < n; ++j) {
      if (in_play(j) && adjacent_in_group(figures[i], figures[j], gap)) sets.union_set(i, j);
    }
  }

  // Number the groups by their lowest man: walking the men in order, the
  // first man met of each set opens a group.
  int groups = 0;
  for (int i = 0; i < n; ++i) {
    if (!in_play(i)) continue;
    const int root = sets.find_set(i);
    if (out.rank_scratch[root] >= 0) {
      // Mark the root as numbered by storing -(number + 1) in its rank slot,
      // which the union-find no longer needs once every union is made.
      out.rank_scratch[root] = -(groups + 1);
      ++groups;
    }
    out.group_of[i] = -out.rank_scratch[root] - 1;
  }

  // Counting sort of the men into their groups, ascending within each.
  out.start.assign(static_cast<size_t>(groups) + 1, 0);
  for (int i = 0; i < n; ++i) {
    if (out.group_of[i] >= 0) ++out.start[out.group_of[i] + 1];
  }
  for (int g = 0; g < groups; ++g) out.start[g + 1] += out.start[g];
  out.members.resize(static_cast<size_t>(out.start[groups]));
  // parent_scratch is free now: use it as each group's fill cursor.
  for (int g = 0; g < groups; ++g) out.parent_scratch[g] = out.start[g];
  for (int i = 0; i < n; ++i) {
    const int g = out.group_of[i];
    if (g >= 0) out.members[out.parent_scratch[g]++] = i;
  }
}

}  // namespace skirmish::mayhem
