#include "engine/rules/rencounter/figure_actions.h"

#include <vector>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/foot_moves.h"
#include "engine/rules/rencounter/leadership.h"
#include "engine/rules/rencounter/melee_actions.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/melee_reach.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/shooting.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// 000 / Aimed Fire: "Two or more turns of aim +3" — more is worth nothing.
constexpr int kMostAimHalfTurns = 4;

std::string_view mode_name(MoveMode m) {
  switch (m) {
    case MoveMode::kWalk:
      return "walks";
    case MoveMode::kRun:
      return "runs";
    case MoveMode::kBackwards:
      return "steps back";
    case MoveMode::kCrawl:
      return "crawls";
    case MoveMode::kLowCrawl:
      return "low-crawls";
  }
  return "moves";
}

bool valid_figure(const RencounterState& s, int i) {
  return i >= 0 && i < static_cast<int>(s.figures().size());
}

// `who` names the man, asked only when a refusal is put into words.
template <class Name>
CheckResult check_move_action(const RencounterState& s, const Action& a, const Name& who,
                              bool explain) {
  if (a.param < 0 || a.param > static_cast<int>(MoveMode::kLowCrawl)) {
    return refusal(explain, [&] {
      return "unknown way of moving " + std::to_string(a.param) +
             " (walk 0, run 1, backwards 2, crawl 3, low crawl 4)";
    });
  }
  if (!a.at) return refusal(explain, [] { return "a move needs a point to move to"; });
  if (!s.battlefield().table.contains(*a.at)) {
    return refusal(explain, [] { return "that point is off the table"; });
  }
  const auto mode = static_cast<MoveMode>(a.param);
  const double inches = allowance(s, a.actor, mode);
  if (inches <= 0) {
    const bool prone = s.figures()[at(a.actor)].posture == Posture::kProne;
    if (mode == MoveMode::kRun && !prone) {
      return refusal(explain, [&] {
        return who() + " is winded and cannot run (000 / Advanced foot movement)";
      });
    }
    return refusal(explain, [&] {
      return prone ? who() + " is prone: he can only crawl, or stand up first"
                   : who() + " must be prone to crawl";
    });
  }
  if (!explain) {
    if (!move_allowed(s.battlefield(), s.figures(), a.actor, *a.at, inches, s.config.movement)) {
      return CheckResult::illegal({});
    }
    // 000 / Advanced foot turning (foot_moves.h)
    if (mode == MoveMode::kRun && !turning_allowed(s, a.actor, *a.at)) {
      return CheckResult::illegal({});
    }
    return CheckResult::legal();
  }
  const MoveCheck m =
      check_move(s.battlefield(), s.figures(), a.actor, *a.at, inches, s.config.movement);
  if (!m.ok) return CheckResult::illegal(m.reason);
  if (mode == MoveMode::kRun) {  // 000 / Advanced foot turning (foot_moves.h)
    if (const std::string why = turning_refusal(s, a.actor, *a.at); !why.empty()) {
      return CheckResult::illegal(why);
    }
  }
  return CheckResult::legal();
}

// Without words unless `why` is given (refusal.h).
bool judge_shoot(const RencounterState& s, const Action& a, std::string* why) {
  Vec2 from = s.figures()[at(a.actor)].at;
  ShotPrep prep = ShotPrep::kStood;
  if (a.at && distance(*a.at, from) > 1e-9) {
    if (!s.battlefield().table.contains(*a.at)) {
      return refused(why, [] { return "that point is off the table"; });
    }
    // 000 / Action Time: a half turn of movement covers half the distance.
    const double half = allowance(s, a.actor, MoveMode::kWalk) / 2;
    if (half <= 0) {
      return refused(why, [&] { return man_name(s, a.actor) + " cannot walk before firing"; });
    }
    if (!why) {
      if (!move_allowed(s.battlefield(), s.figures(), a.actor, *a.at, half, s.config.movement)) {
        return false;
      }
    } else {
      const MoveCheck m =
          check_move(s.battlefield(), s.figures(), a.actor, *a.at, half, s.config.movement);
      if (!m.ok) return refused(why, [&] { return "moving before the shot: " + m.reason; });
    }
    from = *a.at;
    prep = ShotPrep::kMovedFirst;
  }
  const GatheredSightings men(s);
  LosResult seen;
  ShotSituation x;
  if (!why) return shot_allowed(s, men, a.actor, from, a.target, prep, seen, x);
  *why = shot_refusal(s, men, a.actor, from, a.target, prep, seen, x);
  return why->empty();
}

CheckResult check_shoot(const RencounterState& s, const Action& a, bool explain) {
  std::string why;
  return judge_shoot(s, a, explain ? &why : nullptr) ? CheckResult::legal()
                                                     : CheckResult::illegal(std::move(why));
}

void move_to(RencounterState& s, int i, Vec2 to, MoveMode mode, EventSink& events) {
  Figure& f = s.figures()[at(i)];
  ManRecord& m = s.men[at(i)];
  const Vec2 from = f.at;
  const double d = distance(from, to);
  f.at = to;
  if (mode != MoveMode::kBackwards && d > 1e-9) f.facing = static_cast<float>(bearing(from, to));
  if (f.posture == Posture::kKneeling) f.posture = Posture::kStanding;  // he rises to go
  m.moved = static_cast<float>(d);
  m.aim_half_turns = 0;  // 000 / Aimed Fire: "A moving figure cannot aim"
  m.aim_target = -1;
  if (mode == MoveMode::kRun) {
    ++m.runs;
    m.exerted = true;
  }
  narrate(s, events, f.side, [&] {
    return man_name(s, i).append(" ").append(mode_name(mode)).append(" ").append(inches_text(d));
  });
}

void reload(RencounterState& s, int i, EventSink& events) {
  ManRecord& m = s.men[at(i)];
  const MissileWeapon& w = missile_weapons()[at(m.missile)];
  // 000 / Loading: "A side record will need to be kept of how many
  // successful actions a figure has towards getting his gun reloaded."
  m.reload_progress = static_cast<int8_t>(m.reload_progress + 2);
  m.aim_half_turns = 0;
  m.aim_target = -1;
  const bool done = m.reload_progress >= w.reload_half_turns;
  if (done) {
    int rounds = w.shots_min;
    if (m.ammunition >= 0) {
      rounds = std::min<int>(rounds, m.ammunition);
      m.ammunition = static_cast<int16_t>(m.ammunition - rounds);
    }
    m.rounds = static_cast<int8_t>(rounds);
    m.reload_progress = 0;
  }
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append(done ? " finishes loading his " : " loads his ").append(w.name);
    if (!done) {
      t.append(" (").append(std::to_string(m.reload_progress)).append(" of ");
      t.append(std::to_string(w.reload_half_turns)).append(" half turns)");
    }
    return t;
  });
}

}  // namespace

CheckResult check_figure_action(const RencounterState& s, const Action& a, bool explain) {
  // Named only for a refusal: a legal action is judged without words.
  const auto who = [&] { return man_name(s, a.actor); };
  const ManRecord& m = s.men[at(a.actor)];
  if (const auto riding = check_riding_action(s, a, explain)) return *riding;  // riding.h
  if (const auto melee = check_melee_action(s, a, explain)) return *melee;     // melee_actions.h
  switch (a.kind) {
    case ActionKind::kPass:
      return CheckResult::legal();
    case ActionKind::kMove:
      return check_move_action(s, a, who, explain);
    case ActionKind::kShoot:
      return check_shoot(s, a, explain);
    case ActionKind::kReload: {
      if (m.missile < 0) return refusal(explain, [&] { return who() + " has nothing to load"; });
      const MissileWeapon& w = missile_weapons()[at(m.missile)];
      if (m.rounds >= w.shots_min)
        return refusal(explain, [&] { return who() + "'s " + std::string(w.name) + " is loaded"; });
      if (m.ammunition == 0)
        return refusal(explain, [&] { return who() + " has no ammunition left"; });
      if (engaged(s, a.actor))
        return refusal(explain, [&] { return who() + " cannot load in the middle of a melee"; });
      return CheckResult::legal();
    }
    case ActionKind::kSpecial: {
      if (a.param == kSpecialDirectOrder) {  // leadership.h
        Vec2 contact;
        std::string why;
        return direct_order_allowed(s, a, contact, explain ? &why : nullptr)
                   ? CheckResult::legal()
                   : CheckResult::illegal(std::move(why));
      }
      if (a.param != kSpecialAim) {
        return refusal(explain, [&] {
          return "unknown special action " + std::to_string(a.param) + " (aim is 1)";
        });
      }
      const GatheredSightings men(s);
      LosResult seen;
      ShotSituation x;
      const Vec2 here = s.figures()[at(a.actor)].at;
      if (!explain) {
        return shot_allowed(s, men, a.actor, here, a.target, ShotPrep::kStood, seen, x)
                   ? CheckResult::legal()
                   : CheckResult::illegal({});
      }
      const std::string why =
          shot_refusal(s, men, a.actor, here, a.target, ShotPrep::kStood, seen, x);
      return why.empty() ? CheckResult::legal() : CheckResult::illegal("cannot aim: " + why);
    }
    case ActionKind::kChangePosture: {
      const auto p = static_cast<Posture>(a.param);
      if (a.param < 0 || a.param > static_cast<int>(Posture::kProne)) {
        return refusal(explain, [&] {
          return "unknown posture " + std::to_string(a.param) +
                 " (standing 0, kneeling 1, prone 2)";
        });
      }
      if (s.figures()[at(a.actor)].posture == p) {
        return refusal(explain, [&] { return who() + " is already " + std::string(name_of(p)); });
      }
      return CheckResult::legal();
    }
    case ActionKind::kCharge: {
      Vec2 point;
      if (!explain && !charge_allowed(s, a.actor, a.target, a.at, point)) {
        return CheckResult::illegal({});
      }
      if (!explain) {
        return stroke_choice_allowed(s, a.actor, a.target, a.param, true)
                   ? CheckResult::legal()
                   : CheckResult::illegal({});
      }
      std::string why = charge_refusal(s, a.actor, a.target, a.at, point);
      if (why.empty()) why = stroke_choice_refusal(s, a.actor, a.target, a.param, true);
      return why.empty() ? CheckResult::legal() : CheckResult::illegal(why);
    }
    case ActionKind::kMelee: {
      if (!valid_figure(s, a.target)) {
        return refusal(explain, [&] {
          return "there is no figure " + std::to_string(a.target) + " to strike";
        });
      }
      const auto whom = [&] { return man_name(s, a.target); };
      if (!is_enemy(s, a.actor, a.target))
        return refusal(explain, [&] { return whom() + " is on his own side"; });
      if (!targetable(s, a.target)) {
        return refusal(explain, [&] {
          return whom() + " is " + std::string(name_of(s.figures()[at(a.target)].status));
        });
      }
      // In contact, or a long weapon from a rank behind (melee_reach.h).
      if (strike_rank(s, a.actor, a.target) == 0) {
        return refusal(explain, [&] {
          return who() + " is not in base contact with " + whom() + ": charge him instead";
        });
      }
      std::string why;
      return stroke_choice_allowed(s, a.actor, a.target, a.param, false, explain ? &why : nullptr)
                 ? CheckResult::legal()
                 : CheckResult::illegal(std::move(why));
    }
    default:
      break;
  }
  return refusal(explain, [&] {
    return std::string("a man cannot '") + std::string(name_of(a.kind)) + "' as his own action";
  });
}

void apply_figure_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  const int i = a.actor;
  ManRecord& m = s.men[at(i)];
  if (apply_riding_action(s, a, dice, events)) return;  // riding.h
  if (apply_melee_action(s, a, dice, events)) return;   // melee_actions.h
  switch (a.kind) {
    case ActionKind::kPass:
      break;  // the action's own line ("Lt Vance holds") says it all
    case ActionKind::kMove: {
      const Vec2 from = s.figures()[at(i)].at;
      move_to(s, i, *a.at, static_cast<MoveMode>(a.param), events);
      // 000 / Moving backwards: a trip check off smooth, clear ground.
      if (static_cast<MoveMode>(a.param) == MoveMode::kBackwards) {
        trip_check(s, i, from, dice, events);
      }
      break;
    }
    case ActionKind::kShoot: {
      ShotPrep prep = ShotPrep::kStood;
      if (a.at && distance(*a.at, s.figures()[at(i)].at) > 1e-9) {
        move_to(s, i, *a.at, MoveMode::kWalk, events);
        prep = ShotPrep::kMovedFirst;
      }
      const GatheredSightings men(s);
      LosResult seen;
      ShotSituation x;
      shot_allowed(s, men, i, s.figures()[at(i)].at, a.target, prep, seen, x);  // fills seen, x
      take_shot(s, i, a.target, seen, x, dice, events);
      break;
    }
    case ActionKind::kReload:
      reload(s, i, events);
      break;
    case ActionKind::kSpecial:
      if (a.param == kSpecialDirectOrder) {
        direct_order(s, a, dice, events);  // leadership.h
        break;
      }
      if (m.aim_target != a.target) m.aim_half_turns = 0;
      m.aim_target = a.target;
      m.aim_half_turns = static_cast<int8_t>(std::min(kMostAimHalfTurns, m.aim_half_turns + 2));
      narrate(s, events, s.figures()[at(i)].side, [&] {
        return man_name(s, i).append(" takes aim at ").append(man_name(s, a.target));
      });
      break;
    case ActionKind::kChangePosture: {
      Figure& f = s.figures()[at(i)];
      f.posture = static_cast<Posture>(a.param);
      m.aim_half_turns = 0;
      m.aim_target = -1;
      narrate(s, events, f.side,
              [&] { return man_name(s, i).append(" is now ").append(name_of(f.posture)); });
      break;
    }
    case ActionKind::kCharge: {
      Vec2 point;
      charge_allowed(s, i, a.target, a.at, point);  // finds the point
      const bool rear = behind(s, a.target, s.figures()[at(i)].at);
      const double inches = charge_move(s, i, a.target, point, events);
      strike(s, i, a.target, inches, rear, dice, events, stroke_choice(a.param));
      break;
    }
    case ActionKind::kMelee:
      strike(s, i, a.target, 0, behind(s, a.target, s.figures()[at(i)].at), dice, events,
             stroke_choice(a.param));
      break;
    default:
      break;
  }
}

}  // namespace skirmish::rencounter
