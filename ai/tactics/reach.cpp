#include "ai/tactics/reach.h"

namespace skirmish::ai {

namespace {

// His allowance into `out`; false if he cannot move at all.
bool allowance_of(const Rules& rules, const GameState& view, int figure, Reach& out) {
  out.ordinary = out.fastest = 0;
  if (figure < 0 || static_cast<std::size_t>(figure) >= view.figures().size()) return false;
  rules.movement(view, figure, out.movement);
  if (out.movement.known && !out.movement.can_move) return false;
  out.ordinary = out.movement.known ? out.movement.ordinary_inches : kUnknownAllowance;
  out.fastest = out.movement.known ? out.movement.fastest_inches : kUnknownAllowance;
  return true;
}

}  // namespace

bool reach_of(const Rules& rules, const GameState& view, int figure, const FreeSpace& space,
              Reach& out) {
  if (!allowance_of(rules, view, figure, out)) return false;
  out.field.compute(space, view.figures()[static_cast<std::size_t>(figure)].at, out.fastest);
  return true;
}

bool reach_of(const Rules& rules, const GameState& view, int figure,
              const std::shared_ptr<const FreeSpace>& space, FieldPool& pool, Reach& out) {
  if (!allowance_of(rules, view, figure, out)) return false;
  pool.compute(out.field, space, view.figures()[static_cast<std::size_t>(figure)].at, out.fastest);
  return true;
}

}  // namespace skirmish::ai
