#include "engine/rules/rencounter/opportunity_fire.h"

#include <cmath>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/fire_play.h"
#include "engine/rules/rencounter/half_turn_aim.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/shooting.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Where an action moves its man: kMove, a step before a shot, a charge.
std::optional<Vec2> destination(const RencounterState& s, const Action& a) {
  const Vec2 here = s.figures()[at(a.actor)].at;
  switch (a.kind) {
    case ActionKind::kMove:
      return a.at;
    case ActionKind::kShoot:
      if (a.at && distance(*a.at, here) > 1e-9) return a.at;
      return std::nullopt;
    case ActionKind::kCharge: {
      Vec2 point;
      if (!charge_allowed(s, a.actor, a.target, a.at, point)) return std::nullopt;
      return point;
    }
    case ActionKind::kSpecial:
      if (half_turn_aim(a)) return half_turn_step(s, a);  // half a turn's walk first
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

bool already_offered(const PendingReaction& r, int w) {
  for (int16_t d : r.done) {
    if (d == w) return true;
  }
  return false;
}

// Whether `w` is watching and could shoot at `mover` standing where he is.
bool watcher_ready(const RencounterState& s, int w, int mover) {
  const ManRecord& m = s.men[at(w)];
  if (m.aim_target != kAimAtArea || s.track.watch_spent[at(w)] || !m.loaded()) return false;
  if (!is_enemy(s, w, mover) || !fit(s, w) || s.men[at(w)].morale.runs_for_good) return false;
  return knows_of(s, s.figures()[at(w)].side, mover);
}

// The share of the segment from `a` to `b` at which it first enters the
// circle, or a negative number if it never does (or starts inside).
double entry_share(Vec2 a, Vec2 b, Vec2 centre, double radius) {
  const Vec2 d = b - a;
  const Vec2 f = a - centre;
  const double qa = d.x * d.x + d.y * d.y;
  const double qc = f.x * f.x + f.y * f.y - radius * radius;
  if (qc <= 0 || qa < 1e-12) return -1;  // already inside: he is not entering it
  const double qb = 2 * (f.x * d.x + f.y * d.y);
  const double disc = qb * qb - 4 * qa * qc;
  if (disc < 0) return -1;
  const double t = (-qb - std::sqrt(disc)) / (2 * qa);
  return t >= 0 && t <= 1 ? t : -1;
}

}  // namespace

int first_watcher_on(const RencounterState& s, int mover, Vec2 from, Vec2 to,
                     const PendingReaction& r, Vec2& entry) {
  const double radius = s.config.fire_play.opportunity_circle / 2;
  int best = -1;
  double best_t = 2;
  for (int w = 0; w < static_cast<int>(s.men.size()); ++w) {
    if (already_offered(r, w) || !watcher_ready(s, w, mover)) continue;
    const double t = entry_share(from, to, s.track.watch[at(w)], radius);
    if (t >= 0 && t < best_t) {
      best_t = t;
      best = w;
    }
  }
  if (best >= 0) entry = from + (to - from) * best_t;
  return best;
}

void stop_for_watcher(RencounterState& s, int w, int mover, Vec2 from, Vec2 entry,
                      EventSink& events) {
  Figure& f = s.figures()[at(mover)];
  const double d = distance(from, entry);
  if (d > 1e-9) f.facing = static_cast<float>(bearing(from, entry));
  f.at = entry;
  if (f.posture == Posture::kKneeling) f.posture = Posture::kStanding;
  s.track.reaction.watcher = static_cast<int16_t>(w);
  s.track.reaction.mover = static_cast<int16_t>(mover);
  s.track.reaction.done.push_back(static_cast<int16_t>(w));
  narrate(s, events, s.figures()[at(w)].side, [&] {
    std::string t = man_name(s, mover);
    t.append(" moves ").append(inches_text(d)).append(" into the area ");
    t.append(man_name(s, w)).append(" is covering (opportunity fire)");
    return t;
  });
}

namespace {

// The first watcher whose circle the move from here to `to` enters, and where.
int first_watcher(const RencounterState& s, int mover, Vec2 to, const PendingReaction& r,
                  Vec2& entry) {
  return first_watcher_on(s, mover, s.figures()[at(mover)].at, to, r, entry);
}

// Stops the mover at `entry` and asks the watcher's side.
void stop_at(RencounterState& s, int w, int mover, Vec2 entry, EventSink& events) {
  stop_for_watcher(s, w, mover, s.figures()[at(mover)].at, entry, events);
}

// The opportunity shot: an immediate action roll, then a shot "as if
// aiming for 1/2 turn": no snap penalty and no aim bonus.
void opportunity_shot(RencounterState& s, int w, int mover, Dice& dice, EventSink& events) {
  ManRecord& m = s.men[at(w)];
  s.track.watch_spent[at(w)] = 1;
  ActionRollSituation sit;
  sit.experience = m.experience;
  sit.wound_points = m.wounds.points;
  const ActionRoll r = roll_action(sit, s.config.action, dice, w);
  const bool acts = r.result == ActionResult::kActs;
  narrate(s, events, s.figures()[at(w)].side, [&] {
    std::string t = man_name(s, w);
    t.append(" tries an opportunity shot: needs ").append(std::to_string(m.experience));
    t.append(" or less, rolls ").append(r.die > 0 ? std::to_string(r.die) : "none (master)");
    t.append(acts ? ": he fires" : ": too slow");
    return t;
  });
  m.aim_target = -1;  // one attempt between his unit's activations
  m.aim_half_turns = 0;
  if (!acts) return;
  const GatheredSightings men(s);
  LosResult seen;
  ShotSituation x;
  if (!shot_allowed(s, men, w, s.figures()[at(w)].at, mover, ShotPrep::kStood, seen, x)) {
    narrate(s, events, s.figures()[at(w)].side, [&] {
      LosResult again;
      ShotSituation unused;
      return shot_refusal(s, men, w, s.figures()[at(w)].at, mover, ShotPrep::kStood, again, unused);
    });
    return;
  }
  x.aim_half_turns = 0;
  x.snap = SnapFire::kLoneShot;
  x.shot_number = 1;
  x.target_moved = s.track.reaction.move_inches;
  take_shot(s, w, mover, seen, x, dice, events);
  s.track.fired_at[at(w)] = static_cast<int16_t>(mover);
  s.track.did[at(w)] |= kDidFire;
  if (s.track.hidden[at(w)] && s.config.fire_play.firing_reveals) reveal(s, w, events, "fires");
}

}  // namespace

std::string watch_refusal(const RencounterState& s, const Action& a) {
  const std::string who = man_name(s, a.actor);
  if (!s.config.fire_play.opportunity_fire) {
    return "opportunity fire is an optional rule not in play (option opportunity_fire)";
  }
  const ManRecord& m = s.men[at(a.actor)];
  if (m.missile < 0) return who + " has no missile weapon";
  if (!m.loaded()) return who + "'s weapon is not loaded";
  if (!a.at) return "opportunity fire needs the centre of the area to cover";
  if (!s.battlefield().table.contains(*a.at)) return "that point is off the table";
  if (engaged(s, a.actor)) return who + " is in melee";
  const double reach = missile_weapons()[at(m.missile)].extreme;
  if (distance(s.figures()[at(a.actor)].at, *a.at) > reach) {
    return "the area is beyond the extreme range of " + who + "'s weapon";
  }
  return "";
}

void apply_watch(RencounterState& s, const Action& a, EventSink& events) {
  const int i = a.actor;
  ManRecord& m = s.men[at(i)];
  Figure& f = s.figures()[at(i)];
  if (distance(f.at, *a.at) > 1e-9) f.facing = static_cast<float>(bearing(f.at, *a.at));
  m.aim_target = kAimAtArea;
  m.aim_half_turns = 1;
  s.track.watch[at(i)] = *a.at;
  s.track.watch_spent[at(i)] = 0;
  narrate(s, events, f.side, [&] {
    std::string t = man_name(s, i);
    t.append(" covers a ").append(inches_text(s.config.fire_play.opportunity_circle));
    t.append(" circle ").append(inches_text(distance(f.at, *a.at))).append(" away, ready to fire");
    return t;
  });
}

void add_watch_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  if (!s.config.fire_play.opportunity_fire) return;
  const ManRecord& m = s.men[at(i)];
  if (m.missile < 0 || !m.loaded()) return;
  const Vec2 me = s.figures()[at(i)].at;
  int foe = -1;
  double best = 1e300;
  for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j) || !knows_of(s, s.figures()[at(i)].side, j)) {
      continue;
    }
    const double g = gap(s, i, j);
    if (g < best) {
      best = g;
      foe = j;
    }
  }
  if (foe < 0) return;
  // Halfway to the nearest enemy, and a third of the way: ground he must
  // cross to close.
  const Vec2 them = s.figures()[at(foe)].at;
  for (double share : {0.5, 0.33}) {
    const Action a{ActionKind::kSpecial, static_cast<int16_t>(i), -1, -1,
                   kSpecialWatch,        me + (them - me) * share};
    if (watch_refusal(s, a).empty()) out.push_back(a);
  }
}

bool interrupt_for_watchers(RencounterState& s, const Action& a, EventSink& events) {
  if (!s.config.fire_play.opportunity_fire || a.actor < 0) return false;
  const std::optional<Vec2> to = destination(s, a);
  if (!to) return false;
  PendingReaction& r = s.track.reaction;
  r = {};
  Vec2 entry;
  const int w = first_watcher(s, a.actor, *to, r, entry);
  if (w < 0) return false;
  r.action = a;
  if (a.kind == ActionKind::kCharge) r.action.at = *to;  // the contact point chosen now
  r.move_inches = static_cast<float>(distance(s.figures()[at(a.actor)].at, *to));
  r.end = *to;
  stop_at(s, w, a.actor, entry, events);
  return true;
}

Decision reaction_decision(const RencounterState& s) {
  const int w = s.track.reaction.watcher;
  return {DecisionKind::kReaction, s.figures()[at(w)].side, unit_of(s, w), w};
}

void add_reaction_actions(const RencounterState& s, std::vector<Action>& out) {
  const PendingReaction& r = s.track.reaction;
  out.push_back({ActionKind::kReact, r.watcher, r.mover, -1, kReactOpportunityShot, {}});
  out.push_back({ActionKind::kPass, r.watcher, -1, -1, 0, {}});
}

CheckResult check_reaction(const RencounterState& s, const Action& a) {
  const PendingReaction& r = s.track.reaction;
  if (a.actor != r.watcher) {
    return CheckResult::illegal(man_name(s, r.watcher) + " must decide whether to fire at " +
                                man_name(s, r.mover));
  }
  if (a.kind == ActionKind::kPass) return CheckResult::legal();
  if (a.kind != ActionKind::kReact || a.param != kReactOpportunityShot) {
    return CheckResult::illegal("only an opportunity shot (react) or letting him pass (pass)");
  }
  if (a.target != r.mover) {
    return CheckResult::illegal("the opportunity shot is at " + man_name(s, r.mover));
  }
  return CheckResult::legal();
}

bool answer_reaction(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  PendingReaction& r = s.track.reaction;
  const int w = r.watcher;
  const int mover = r.mover;
  if (a.kind == ActionKind::kReact) {
    opportunity_shot(s, w, mover, dice, events);
  } else {
    narrate(s, events, s.figures()[at(w)].side,
            [&] { return man_name(s, w).append(" holds his fire"); });
  }
  r.watcher = -1;
  // Struck down, or flinching: the rest of his move is lost.
  return fit(s, mover) && !s.men[at(mover)].morale.runs_for_good && !s.men[at(mover)].duck_back;
}

bool resolve_reaction(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  PendingReaction& r = s.track.reaction;
  const int mover = r.mover;
  if (!answer_reaction(s, a, dice, events)) {
    r = {};
    return true;
  }
  const Action rest = r.action;
  // A half turn's step was worked out from where he set off.
  const std::optional<Vec2> to =
      half_turn_aim(rest) ? std::optional<Vec2>(r.end) : destination(s, rest);
  if (!to) {  // the charge can no longer reach: he stops where he is
    r = {};
    return true;
  }
  Vec2 entry;
  const int next = first_watcher(s, mover, *to, r, entry);
  if (next >= 0) {
    stop_at(s, next, mover, entry, events);
    return false;
  }
  const float whole = r.move_inches;
  r = {};
  if (half_turn_aim(rest)) {
    apply_half_turn_aim(s, rest, events, *to);  // half_turn_aim.h
  } else {
    apply_own_action(s, rest, dice, events);  // fire_play.h: a running throw, or his own action
  }
  s.men[at(mover)].moved = std::max(s.men[at(mover)].moved, whole);
  return true;
}

}  // namespace skirmish::rencounter
