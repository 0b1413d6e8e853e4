// What a man can reach this move: his allowance, asked of the rule set
// (Rules::movement), and the inches of it every node of the table's free
// space costs him (distance_field.h), within his fastest move.
#pragma once

#include <memory>

#include "ai/tactics/distance_field.h"
#include "ai/tactics/field_pool.h"
#include "ai/tactics/free_space.h"
#include "engine/rules/rules.h"

namespace skirmish::ai {

// Allowance assumed when the rule set cannot say (a common walk): every
// point is still judged by Rules::check.
inline constexpr double kUnknownAllowance = 6.0;

struct Reach {
  Movement movement;    // as the rule set told it (known = false: it could not say)
  double ordinary = 0;  // inches of his ordinary move (kUnknownAllowance if unknown)
  double fastest = 0;   // inches of his fastest move (the same if unknown)
  DistanceField field;  // inches from where he stands, within `fastest`

  // Whether the point is within his ordinary (or, with `fastest`, his
  // fastest) move by the free space.
  bool reaches(Vec2 p, bool at_fastest = true) const {
    return field.to(p) <= (at_fastest ? fastest : ordinary);
  }
};

// Fills `out` for `figure` in `view`, over `space` (the view's battlefield's
// free space). False if he cannot move at all (the field is then empty).
bool reach_of(const Rules& rules, const GameState& view, int figure, const FreeSpace& space,
              Reach& out);
// The same, the field handed out by `pool` if worked out lately.
bool reach_of(const Rules& rules, const GameState& view, int figure,
              const std::shared_ptr<const FreeSpace>& space, FieldPool& pool, Reach& out);

}  // namespace skirmish::ai
