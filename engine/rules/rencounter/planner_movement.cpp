// Rules::movement for Rencounter: how far a man may move in his next action,
// for planners finding where he can get to (engine/rules/movement_query.h).
#include <algorithm>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_rules.h"
#include "engine/rules/rencounter/movement.h"
#include "engine/rules/rencounter/rencounter_rules.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// 000 / Movement / Foot / Speed: a man on his feet walks 6" and, with
// advanced foot movement, runs 9" while he has runs left (his experience in
// turns); prone he crawls 3". Wounds take 2" a point walking or running and
// 1" a point crawling (allowance() and move_allowance(), movement.h).
// 000 / Movement / Horse / Speed: a rider goes as fast as his horse may this
// turn (charge_allowance), which is both his ordinary and his fastest move.
void RencounterRules::movement(const GameState& state, int figure, Movement& out) const {
  out.clear();
  const RencounterState& s = as_rencounter(state);
  if (figure < 0 || static_cast<std::size_t>(figure) >= s.figures().size()) return;
  out.known = true;
  const auto i = static_cast<std::size_t>(figure);
  const Figure& f = s.figures()[i];
  if (f.status != FigureStatus::kFighting) return;
  if (f.mounted && s.men[i].horse.has_horse && !s.men[i].horse.down) {
    out.ordinary_inches = out.fastest_inches = charge_allowance(s, figure);
  } else if (f.posture == Posture::kProne) {
    out.ordinary_inches = out.fastest_inches = allowance(s, figure, MoveMode::kCrawl);
  } else {
    out.ordinary_inches = allowance(s, figure, MoveMode::kWalk);
    out.fastest_inches = std::max(out.ordinary_inches, allowance(s, figure, MoveMode::kRun));
  }
  out.can_move = out.fastest_inches > 0;
}

}  // namespace skirmish::rencounter
