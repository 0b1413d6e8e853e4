#include "engine/rules/rencounter/running_throw.h"

#include <cmath>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/fire_track.h"
#include "engine/rules/rencounter/foot_moves.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/shooting.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// The least and most a running throw's run may cover: it must outpace a
// walk over the same time, and stay within the run.
struct RunLimits {
  double least = 0;  // exclusive
  double most = 0;
};

RunLimits run_limits(const RencounterState& s, int i) {
  const double share = s.config.fire_play.running_throw_half_run ? 0.5 : 1.0;
  return {allowance(s, i, MoveMode::kWalk) * share, allowance(s, i, MoveMode::kRun) * share};
}

// Degrees between the way he ran and the way he throws.
double throw_turn(Vec2 from, Vec2 to, Vec2 target) {
  return std::fabs(std::remainder(bearing(to, target) - bearing(from, to), 360.0));
}

bool judge(const RencounterState& s, const Action& a, std::string* why) {
  const int i = a.actor;
  const auto who = [&] { return man_name(s, i); };
  const ManRecord& m = s.men[at(i)];
  if (m.missile < 0 || !missile_weapons()[at(m.missile)].thrown) {
    return refused(why, [&] { return who() + " has nothing to throw on the run"; });
  }
  if (in_saddle(s, i)) {
    return refused(why, [&] { return who() + " is in the saddle: a running throw is on foot"; });
  }
  const Vec2 from = s.figures()[at(i)].at;
  if (!a.at || distance(*a.at, from) < 1e-9) {
    return refused(why, [] { return std::string("a running throw needs the point he runs to"); });
  }
  if (!s.battlefield().table.contains(*a.at)) {
    return refused(why, [] { return std::string("that point is off the table"); });
  }
  const RunLimits run = run_limits(s, i);
  if (run.most <= 0) {
    return refused(why, [&] { return who() + " cannot run now (winded, prone, or no running)"; });
  }
  const double d = distance(*a.at, from);
  if (d <= run.least + 1e-9) {
    return refused(why, [&] {
      return "a run of " + inches_text(d) + " is no faster than a walk: it must be over " +
             inches_text(run.least) + " (option running_throw)";
    });
  }
  if (!why) {
    if (!move_allowed(s.battlefield(), s.figures(), i, *a.at, run.most, s.config.movement)) {
      return false;
    }
    if (!turning_allowed(s, i, *a.at)) return false;
  } else {
    const MoveCheck c =
        check_move(s.battlefield(), s.figures(), i, *a.at, run.most, s.config.movement);
    if (!c.ok) return refused(why, [&] { return "running before the throw: " + c.reason; });
    if (std::string t = turning_refusal(s, i, *a.at); !t.empty()) {
      return refused(why, [&] { return std::move(t); });
    }
  }
  if (a.target < 0 || a.target >= static_cast<int>(s.figures().size())) {
    return refused(why, [&] { return "there is no figure " + std::to_string(a.target); });
  }
  const double turn = throw_turn(from, *a.at, s.figures()[at(a.target)].at);
  if (turn > s.config.fire_play.running_throw_angle + 1e-6) {
    return refused(why, [&] {
      return "the throw would turn " + std::to_string(static_cast<int>(std::lround(turn))) +
             " degrees from his run: it must be thrown the way he runs (option "
             "running_throw_angle)";
    });
  }
  const GatheredSightings men(s);
  LosResult seen;
  ShotSituation x;
  if (!why) return shot_allowed(s, men, i, *a.at, a.target, ShotPrep::kRunningThrow, seen, x);
  std::string shot = shot_refusal(s, men, i, *a.at, a.target, ShotPrep::kRunningThrow, seen, x);
  if (!shot.empty()) return refused(why, [&] { return std::move(shot); });
  return true;
}

}  // namespace

bool running_throw(const Action& a) {
  return a.kind == ActionKind::kShoot && a.param == kShootRunningThrow;
}

std::string running_throw_refusal(const RencounterState& s, const Action& a) {
  std::string why;
  judge(s, a, &why);
  return why;
}

bool running_throw_allowed(const RencounterState& s, const Action& a) {
  return judge(s, a, nullptr);
}

void apply_running_throw(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  const int i = a.actor;
  Figure& f = s.figures()[at(i)];
  ManRecord& m = s.men[at(i)];
  const Vec2 from = f.at;
  const double d = distance(from, *a.at);
  f.at = *a.at;
  if (d > 1e-9) f.facing = static_cast<float>(bearing(from, *a.at));
  if (f.posture == Posture::kKneeling) f.posture = Posture::kStanding;  // he rises to go
  m.moved = static_cast<float>(d);
  m.aim_half_turns = 0;
  m.aim_target = -1;
  ++m.runs;  // 000 / Advanced foot movement: it counts against his wind
  m.exerted = true;
  s.track.did[at(i)] |= kDidRun;
  narrate(s, events, f.side, [&] {
    return man_name(s, i).append(" runs ").append(inches_text(d)).append(" to throw");
  });
  const GatheredSightings men(s);
  LosResult seen;
  ShotSituation x;
  if (!shot_allowed(s, men, i, f.at, a.target, ShotPrep::kRunningThrow, seen, x)) {
    // Resumed after an opportunity shot, the target may be gone.
    narrate(s, events, f.side, [&] {
      LosResult again;
      ShotSituation unused;
      return shot_refusal(s, men, i, f.at, a.target, ShotPrep::kRunningThrow, again, unused);
    });
    return;
  }
  take_shot(s, i, a.target, seen, x, dice, events);
}

void add_running_throw_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  const ManRecord& m = s.men[at(i)];
  if (m.missile < 0 || !m.loaded() || !missile_weapons()[at(m.missile)].thrown) return;
  if (in_saddle(s, i) || engaged(s, i)) return;
  const RunLimits run = run_limits(s, i);
  if (run.most <= run.least) return;
  const int side = s.figures()[at(i)].side;
  int foe = -1;
  double best = 1e300;
  for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j) || !knows_of(s, side, j)) continue;
    const double g = gap(s, i, j);
    if (g < best) {
      best = g;
      foe = j;
    }
  }
  if (foe < 0) return;
  // Run at him, stopping an inch short (short range, not too close).
  const Vec2 me = s.figures()[at(i)].at;
  const double d = std::min(run.most, best - 1.0);
  if (d <= run.least + 1e-6) return;
  const Vec2 p =
      farthest_reachable(s.battlefield(), s.figures(), i,
                         step_toward(me, s.figures()[at(foe)].at, d), run.most, s.config.movement);
  const Action a{ActionKind::kShoot,        static_cast<int16_t>(i),
                 static_cast<int16_t>(foe), -1,
                 kShootRunningThrow,        p};
  if (running_throw_allowed(s, a)) out.push_back(a);
}

}  // namespace skirmish::rencounter
