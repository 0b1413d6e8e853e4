#include "engine/rules/rencounter/foot_moves.h"

#include <cmath>
#include <span>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/narration.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

}  // namespace

namespace {

// The degrees a run to `to` turns at its start when that is more than he
// may (advanced turning), or a negative number when the run is allowed.
double turn_too_sharp(const RencounterState& s, int i, Vec2 to) {
  if (!s.config.movement.advanced || !s.config.movement.advanced_turning) return -1;
  const Figure& f = s.figures()[at(i)];
  const double d = distance(f.at, to);
  if (d <= kTurnFreeRun + 1e-9) return -1;
  const double turn = std::fabs(std::remainder(bearing(f.at, to) - f.facing, 360.0));
  if (turn <= kRunTurnLimit + 1e-6) return -1;
  return turn;
}

}  // namespace

bool turning_allowed(const RencounterState& s, int i, Vec2 to) {
  return turn_too_sharp(s, i, to) < 0;
}

std::string turning_refusal(const RencounterState& s, int i, Vec2 to) {
  const double turn = turn_too_sharp(s, i, to);
  if (turn < 0) return "";
  std::string t = man_name(s, i);
  t.append(" would turn ").append(std::to_string(static_cast<int>(std::lround(turn))));
  return t.append(
      " degrees: running over 6\" he may turn only 45 degrees as he sets off (000 / Advanced "
      "foot turning); he may go 6\"");
}

bool step_back_may_trip(const RencounterState& s, int i, Vec2 from, Vec2 to) {
  const double d = distance(from, to);
  if (d <= kSafeBackStep + 1e-9) return false;
  // Smooth, clear ground costs its length; any going or crossing costs more.
  // He alone is looked at: only the ground matters here.
  Figure alone = s.figures()[at(i)];
  alone.at = from;
  const MoveCheck c = check_move(s.battlefield(), std::span<const Figure>(&alone, 1), 0, to,
                                 d * 10 + 10, s.config.movement);
  return !c.ok || c.cost > d + 1e-6;
}

void trip_check(RencounterState& s, int i, Vec2 from, Dice& dice, EventSink& events) {
  if (!step_back_may_trip(s, i, from, s.figures()[at(i)].at)) return;
  const ManRecord& m = s.men[at(i)];
  ActionRollSituation sit;
  sit.experience = m.experience;
  sit.wound_points = m.wounds.points;
  const ActionRoll r = roll_action(sit, s.config.action, dice, i);
  const bool keeps = r.result == ActionResult::kActs;
  Figure& f = s.figures()[at(i)];
  if (!keeps) {
    f.posture = Posture::kProne;
    s.men[at(i)].aim_half_turns = 0;
    s.men[at(i)].aim_target = -1;
  }
  narrate(s, events, f.side, [&] {
    std::string t = man_name(s, i);
    t.append(" steps back over rough ground: trip check needs ");
    t.append(std::to_string(m.experience)).append(" or less");
    if (r.die == 0) return t.append(": a master keeps his feet");
    t.append(", rolls ").append(std::to_string(r.die));
    if (r.modifier != 0) t.append(" ").append(signed_text(r.modifier));
    return t.append(keeps ? ": he keeps his feet" : ": he trips and falls");
  });
}

}  // namespace skirmish::rencounter
