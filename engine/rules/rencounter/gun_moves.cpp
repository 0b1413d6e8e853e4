#include "engine/rules/rencounter/gun_moves.h"

#include <algorithm>
#include <cmath>

#include "engine/rules/rencounter/artillery.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/scratch_pool.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Canister's 12" row: nearer than this the gun had better fire than move.
constexpr double kCloseEnough = 12.0;

// The degrees hauling to `to` turns the gun from the way it faces.
double gun_turn_to(const GunRecord& g, Vec2 to) {
  return std::fabs(std::remainder(bearing(g.at, to) - g.facing, 360.0));
}

// The gun's path as a man's walk: the captain's base stood on the gun's
// spot, the crew at the gun set aside (they go with it). Fills the inches
// of allowance it costs a man.
bool judge_path(const RencounterState& s, int gun, int captain, Vec2 to, std::string* why,
                double& man_cost) {
  const GunRecord& g = s.guns[at(gun)];
  const Borrowed<std::vector<Figure>> stand_in;
  std::vector<Figure>& figures = *stand_in;
  figures.assign(s.figures().begin(), s.figures().end());
  const UnitRecord& u = s.units[at(g.unit)];
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (i != captain && serves_gun(s, gun, i)) figures[at(i)].status = FigureStatus::kOffTable;
  }
  figures[at(captain)].at = g.at;
  figures[at(captain)].posture = Posture::kStanding;
  constexpr double kAnyLength = 1e9;
  const MoveCheck c =
      why ? check_move(s.battlefield(), figures, captain, to, kAnyLength, s.config.movement)
          : check_move_quietly(s.battlefield(), figures, captain, to, kAnyLength,
                               s.config.movement);
  man_cost = c.cost;
  if (c.ok) return true;
  return refused(why, [&] { return "the gun cannot be hauled there: " + c.reason; });
}

bool judge(const RencounterState& s, const Action& a, std::string* why) {
  const int i = a.actor;
  const int gun = gun_of(s, i);
  if (gun < 0) {
    return refused(
        why, [&] { return man_name(s, i) + " is not captain of a gun (he must stand by it)"; });
  }
  if (in_saddle(s, i)) {
    return refused(why, [&] { return man_name(s, i) + " must get down to haul the gun"; });
  }
  const GunRecord& g = s.guns[at(gun)];
  if (!a.at) return refused(why, [] { return std::string("where is the gun to go?"); });
  if (!s.battlefield().table.contains(*a.at)) {
    return refused(why, [] { return std::string("that point is off the table"); });
  }
  const double d = distance(g.at, *a.at);
  if (d < 1e-6) return refused(why, [] { return std::string("the gun stands there already"); });
  const double turn = gun_turn_to(g, *a.at);
  if (turn > s.config.fire_play.gun_turn + 1e-6) {
    return refused(why, [&] {
      return "the gun would turn " + std::to_string(static_cast<int>(std::lround(turn))) +
             " degrees: it sets off at most " + std::to_string(s.config.fire_play.gun_turn) +
             " from the way it faces (option gun_turn)";
    });
  }
  const double speed = gun_speed(s, gun);
  if (speed <= 0) return refused(why, [] { return std::string("nobody can haul the gun"); });
  double man_cost = 0;
  if (!judge_path(s, gun, i, *a.at, why, man_cost)) return false;
  // "particularly sensitive to terrain effects": what the going adds to a
  // man's walk, the gun pays gun_going times.
  const double cost = d + s.config.fire_play.gun_going * std::max(0.0, man_cost - d);
  if (cost > speed + 1e-9) {
    return refused(why, [&] {
      return "hauling the gun there costs " + inches_text(cost) + "; its crew haul it " +
             inches_text(speed) + " this turn";
    });
  }
  return true;
}

}  // namespace

bool gun_move(const Action& a) {
  return a.kind == ActionKind::kSpecial && a.param == kSpecialMoveGun;
}

double gun_speed(const RencounterState& s, int gun) {
  const int captain = gun_captain(s, gun);
  if (captain < 0) return 0;
  double speed = s.config.fire_play.gun_move;
  if (s.config.fire_play.gun_move_by_crew) {
    // The captain lends a hand: hands at the gun over the row's crew and captain.
    const double hands = crew_present(s, gun) + 1;
    const double full = gun_rows()[at(s.guns[at(gun)].row)].crew + 1;
    speed *= std::min(1.0, hands / full);
  }
  // The captain goes with it at his own walk (wounds slow him).
  return std::min(speed, allowance(s, captain, MoveMode::kWalk));
}

std::string gun_move_refusal(const RencounterState& s, const Action& a) {
  std::string why;
  judge(s, a, &why);
  return why;
}

void apply_gun_move(RencounterState& s, const Action& a, EventSink& events) {
  const int captain = a.actor;
  const int gun = gun_of(s, captain);
  GunRecord& g = s.guns[at(gun)];
  const Vec2 shift = *a.at - g.at;
  const double d = length(shift);
  // The hands at the gun before it goes, the farthest along first so none
  // ends where another still stands.
  const Borrowed<std::vector<int16_t>> hauling;
  std::vector<int16_t>& crew = *hauling;
  crew.clear();
  const UnitRecord& u = s.units[at(g.unit)];
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (serves_gun(s, gun, i)) crew.push_back(static_cast<int16_t>(i));
  }
  const auto ahead = [&](int16_t i) { return dot(s.figures()[at(i)].at, shift); };
  std::sort(crew.begin(), crew.end(), [&](int16_t x, int16_t y) {
    return ahead(x) != ahead(y) ? ahead(x) > ahead(y) : x < y;
  });
  g.at = *a.at;
  g.facing = static_cast<float>(bearing(*a.at - shift, *a.at));
  // A load under way is abandoned; a load in the gun stays.
  g.loading = GunLoad::kEmpty;
  g.progress = 0;
  g.quick = false;
  g.quick_actions = 0;
  g.recheck = 0;
  int went = 0;
  for (const int16_t i : crew) {
    Figure& f = s.figures()[at(i)];
    const Vec2 from = f.at;
    const Vec2 end = farthest_reachable(s.battlefield(), s.figures(), i, from + shift,
                                        allowance(s, i, MoveMode::kWalk), s.config.movement);
    if (distance(from, end) < 1e-9) continue;
    f.at = end;
    f.facing = g.facing;
    if (f.posture == Posture::kKneeling) f.posture = Posture::kStanding;
    ManRecord& m = s.men[at(i)];
    m.moved = static_cast<float>(distance(from, end));
    m.aim_half_turns = 0;
    m.aim_target = -1;
    ++went;
  }
  narrate(s, events, s.figures()[at(captain)].side, [&] {
    std::string t = man_name(s, captain);
    t.append("'s crew haul the ").append(gun_rows()[at(g.row)].name).append(" ");
    t.append(inches_text(d)).append(" (").append(std::to_string(went));
    return t.append(went == 1 ? " man)" : " men)");
  });
}

void add_gun_move_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  const int gun = gun_of(s, i);
  if (gun < 0) return;
  const GunRecord& g = s.guns[at(gun)];
  const int side = s.figures()[at(i)].side;
  int foe = -1;
  double best = 1e300;
  for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j) || !knows_of(s, side, j)) continue;
    const double d = distance(g.at, s.figures()[at(j)].at) - s.figures()[at(j)].base_radius;
    if (d < best) {
      best = d;
      foe = j;
    }
  }
  if (foe < 0 || best <= kCloseEnough) return;
  // Toward him, turned no more than the gun may turn.
  const double want = bearing(g.at, s.figures()[at(foe)].at);
  const double limit = s.config.fire_play.gun_turn;
  const double turn = std::clamp(std::remainder(want - g.facing, 360.0), -limit, limit);
  const Vec2 dir = direction_of(g.facing + turn);
  const double speed = gun_speed(s, gun);
  for (const double share : {1.0, 0.5}) {
    const Action a{ActionKind::kSpecial, static_cast<int16_t>(i),     -1, -1,
                   kSpecialMoveGun,      g.at + dir * (speed * share)};
    if (speed * share >= 1.0 && judge(s, a, nullptr)) {
      out.push_back(a);
      return;
    }
  }
}

}  // namespace skirmish::rencounter
