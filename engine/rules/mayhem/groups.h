// Groups of men on the table (004 / Musket Mayhem / Movement; 004 /
// Medieval Mayhem / Movement): a group is every man chained to another by
// bases no more than 1" apart. Groups are read from the table as it stands,
// so the flow asks again after every move or casualty (004 / Morale: "If
// casualties have cut a group apart, all resulting groups ... check").
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/model/figure.h"

namespace skirmish::mayhem {

// 004 / Movement: "separated by up to 1" between adjacent figures" (Musket),
// "bases are within 1" of each other" (Medieval). Inches, base edge to base
// edge whatever the battlefield's measure: both texts speak of the bases.
inline constexpr double kGroupGap = 1.0;

// Two men are adjacent in a group: their base edges are at most `gap` apart
// (1" exactly still counts; a hair of rounding is forgiven).
bool adjacent_in_group(const Figure& a, const Figure& b, double gap = kGroupGap);

// A man who can belong to a group: on the table and able to act (ours: the
// engine's kFighting; the dead, the fled and the run off are not).
bool can_group(const Figure& f);

// The groups of one side, as connected components. Reused between calls:
// once its vectors have grown, find_groups allocates nothing.
struct Groups {
  std::vector<int> group_of;  // per figure: its group, or -1 (other side, not able, left out)
  std::vector<int> start;     // group g's men are members[start[g] .. start[g + 1])
  std::vector<int> members;   // figure indices, ascending within a group

  int count() const { return start.empty() ? 0 : static_cast<int>(start.size()) - 1; }
  std::span<const int> members_of(int g) const {
    return {members.data() + start[g], static_cast<size_t>(start[g + 1] - start[g])};
  }

  // Scratch for the union-find (boost::disjoint_sets), kept to avoid allocation.
  std::vector<int> rank_scratch;
  std::vector<int> parent_scratch;
};

// The groups of `side`'s men who can group (and, when `eligible` is not
// empty, whose eligible[i] is non-zero). Groups are numbered in the order
// of their lowest figure index, so the answer never depends on how the
// union-find happened to join them.
void find_groups(std::span<const Figure> figures, int side, Groups& out,
                 std::span<const uint8_t> eligible = {}, double gap = kGroupGap);

}  // namespace skirmish::mayhem
