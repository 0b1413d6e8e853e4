#include "engine/rules/rencounter/half_turn_aim.h"

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/opportunity_fire.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/shooting.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

constexpr double kLeast = 1e-9;

bool judge(const RencounterState& s, const Action& a, std::string* why) {
  const int i = a.actor;
  const auto who = [&] { return man_name(s, i); };
  if (in_saddle(s, i)) {
    return refused(why, [&] { return who() + " is in the saddle: a rider aims from the halt"; });
  }
  const ManRecord& m = s.men[at(i)];
  if (m.missile < 0) return refused(why, [&] { return who() + " has no missile weapon"; });
  if (!m.loaded()) return refused(why, [&] { return who() + "'s weapon is not loaded"; });
  if (engaged(s, i)) return refused(why, [&] { return who() + " is in melee"; });
  if (!a.at || !s.battlefield().table.contains(*a.at)) {
    return refused(why, [] { return std::string("the step needs a point on the table"); });
  }
  const double half = allowance(s, i, MoveMode::kWalk) / 2;
  if (half <= 0) return refused(why, [&] { return who() + " cannot walk now"; });
  const std::optional<Vec2> step = half_turn_step(s, a);
  if (!step) {
    if (!why) return false;
    const MoveCheck c = check_move(s.battlefield(), s.figures(), i, *a.at, half, s.config.movement);
    return refused(why, [&] {
      return "half a turn's walk (" + inches_text(half) +
             "): " + (c.ok ? std::string("he would not move") : c.reason);
    });
  }
  if (a.param == kSpecialStepAndWatch) {
    if (!s.config.fire_play.opportunity_fire) {
      return refused(why, [] {
        return std::string(
            "opportunity fire is an optional rule not in play (option opportunity_fire)");
      });
    }
    if (distance(*step, *a.at) > missile_weapons()[at(m.missile)].extreme) {
      return refused(
          why, [&] { return "the area is beyond the extreme range of " + who() + "'s weapon"; });
    }
    return true;
  }
  const GatheredSightings men(s);
  LosResult seen;
  ShotSituation x;
  if (!why) return shot_allowed(s, men, i, *step, a.target, ShotPrep::kStood, seen, x);
  std::string shot = shot_refusal(s, men, i, *step, a.target, ShotPrep::kStood, seen, x);
  if (!shot.empty()) return refused(why, [&] { return "cannot aim: " + std::move(shot); });
  return true;
}

}  // namespace

bool half_turn_aim(const Action& a) {
  return a.kind == ActionKind::kSpecial &&
         (a.param == kSpecialStepAndAim || a.param == kSpecialStepAndWatch);
}

std::optional<Vec2> half_turn_step(const RencounterState& s, const Action& a) {
  const int i = a.actor;
  const double half = allowance(s, i, MoveMode::kWalk) / 2;
  if (!a.at || half <= 0) return std::nullopt;
  const Vec2 here = s.figures()[at(i)].at;
  if (a.param == kSpecialStepAndAim) {
    if (distance(here, *a.at) <= kLeast) return std::nullopt;  // no step: the plain aim
    if (!move_allowed(s.battlefield(), s.figures(), i, *a.at, half, s.config.movement)) {
      return std::nullopt;
    }
    return *a.at;
  }
  // Toward the area's centre for half his walk, stopping where he must.
  const double d = std::min(half, distance(here, *a.at));
  const Vec2 p = farthest_reachable(s.battlefield(), s.figures(), i, step_toward(here, *a.at, d),
                                    half, s.config.movement);
  if (distance(p, here) <= kLeast) return std::nullopt;
  return p;
}

std::string half_turn_aim_refusal(const RencounterState& s, const Action& a) {
  std::string why;
  judge(s, a, &why);
  return why;
}

void apply_half_turn_aim(RencounterState& s, const Action& a, EventSink& events,
                         std::optional<Vec2> step_end) {
  const int i = a.actor;
  const std::optional<Vec2> step = step_end ? step_end : half_turn_step(s, a);
  Figure& f = s.figures()[at(i)];
  ManRecord& m = s.men[at(i)];
  if (step) {
    const Vec2 from = f.at;
    const double d = distance(from, *step);
    f.at = *step;
    if (d > kLeast) f.facing = static_cast<float>(bearing(from, *step));
    if (f.posture == Posture::kKneeling) f.posture = Posture::kStanding;
    m.moved = static_cast<float>(d);
    narrate(s, events, f.side, [&] {
      return man_name(s, i).append(" walks ").append(inches_text(d)).append(" (half a turn)");
    });
  }
  if (a.param == kSpecialStepAndWatch) {
    apply_watch(s, {ActionKind::kSpecial, a.actor, -1, -1, kSpecialWatch, a.at}, events);
    return;
  }
  // "stand still and aim in the second half": one half turn of aim.
  const Vec2 them = s.figures()[at(a.target)].at;
  if (distance(f.at, them) > kLeast) f.facing = static_cast<float>(bearing(f.at, them));
  m.aim_target = a.target;
  m.aim_half_turns = 1;
  narrate(s, events, f.side, [&] {
    return man_name(s, i).append(" stands and aims at ").append(man_name(s, a.target));
  });
}

void add_half_turn_aim_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  const ManRecord& m = s.men[at(i)];
  if (m.missile < 0 || !m.loaded() || in_saddle(s, i) || engaged(s, i)) return;
  const double half = allowance(s, i, MoveMode::kWalk) / 2;
  if (half <= 0) return;
  const GatheredSightings men(s);
  const int foe = nearest_enemy(s, men, i, true);
  if (foe < 0) return;
  const auto me = static_cast<int16_t>(i);
  const Vec2 here = s.figures()[at(i)].at;
  const Vec2 them = s.figures()[at(foe)].at;
  const Vec2 p = farthest_reachable(s.battlefield(), s.figures(), i, step_toward(here, them, half),
                                    half, s.config.movement);
  const Action aim{ActionKind::kSpecial, me, static_cast<int16_t>(foe), -1, kSpecialStepAndAim, p};
  if (judge(s, aim, nullptr)) out.push_back(aim);
  if (s.config.fire_play.opportunity_fire) {
    const Action watch{ActionKind::kSpecial,      me, -1, -1, kSpecialStepAndWatch,
                       here + (them - here) * 0.5};
    if (judge(s, watch, nullptr)) out.push_back(watch);
  }
}

}  // namespace skirmish::rencounter
