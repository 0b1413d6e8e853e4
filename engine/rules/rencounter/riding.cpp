#include "engine/rules/rencounter/riding.h"

#include <array>
#include <cmath>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/contour_climbs.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/mounted_charge.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/riderless_horses.h"
#include "engine/rules/rencounter/table_exits.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Bases: 1" round on foot, 2" round mounted (engine/scenario/load_sides.cpp).
constexpr float kFootBaseRadius = 0.5f;
constexpr float kMountedBaseRadius = 1.0f;
// A man may get back on the horse he holds within this of where he left it.
constexpr double kHorseHeldWithin = 1.0;
// A rider moved by his unit's order, or a horse carrying on, less than this
// stays where he is (under a twentieth of an inch prints as 0.0").
constexpr double kLeastOrderRide = 0.05;
// Stop this far short of an obstacle the horse balks at.
constexpr double kBalkShort = 0.1;
// A man dodging a horse steps this far clear of its path.
constexpr double kDodgeClear = 0.1;

int whole(double inches) {
  return static_cast<int>(std::lround(inches));
}

// The whole length ridden, not just the last leg's.
void m_moved(RencounterState& s, int i, double inches) {
  s.men[at(i)].moved = static_cast<float>(inches);
}

void narrate_move(RencounterState& s, int i, const char* verb, double inches, EventSink& events) {
  narrate(s, events, s.figures()[at(i)].side,
          [&] { return man_name(s, i).append(verb).append(" ").append(inches_text(inches)); });
}

void arrive(RencounterState& s, int i, Vec2 from, Vec2 to, bool turn_to_face) {
  Figure& f = s.figures()[at(i)];
  ManRecord& m = s.men[at(i)];
  f.at = to;
  const double d = distance(from, to);
  if (turn_to_face && d > 1e-9) f.facing = static_cast<float>(bearing(from, to));
  m.moved = static_cast<float>(d);
  m.aim_half_turns = 0;  // 000 / Aimed Fire: "A moving figure cannot aim"
  m.aim_target = -1;
  m.horse.ridden = true;
}

}  // namespace

RideStart ride_start_tests(RencounterState& s, int i, std::span<const Segment> legs, int speed,
                           Dice& dice, EventSink& events) {
  HorseRecord& h = s.men[at(i)].horse;
  bool woods = false;
  for (const Segment& leg : legs)
    woods = woods || rides_through_woods(s.battlefield(), leg.a, leg.b);
  if (speed > s.config.horse.woods_safe_speed && woods) {
    // "Riding at high speed on a horse in woods or tall brush similarly
    // requires horsemanship rolls": failed, a branch sweeps him off.
    const int extra = woods_modifier(speed, s.config.horse);
    h.speed = static_cast<int8_t>(speed);
    if (!test_horsemanship(s, i, extra, "riding fast through the trees", dice, events).passed) {
      return RideStart::kSweptOff;
    }
  }
  // 000 / Special Actions and Circumstances / Terrain: a contour over 1"
  // high, off a road, is "only climbable by spending the whole move and
  // making a successful horsemanship check": failed, the horse will not face
  // the slope and stands at its foot.
  bool steep = false;
  for (const Segment& leg : legs) {
    steep = steep || steep_climb_on(s.battlefield(), leg.a, leg.b, s.config.movement);
  }
  if (steep && !test_horsemanship(s, i, 0, "to climb the steep slope", dice, events).passed) {
    const Vec2 here = s.figures()[at(i)].at;
    arrive(s, i, here, here, false);
    h.speed = 0;
    narrate(s, events, s.figures()[at(i)].side,
            [&] { return man_name(s, i).append("'s horse refuses the slope"); });
    return RideStart::kRefused;
  }
  return RideStart::kRides;
}

bool ride_leg(RencounterState& s, int i, Vec2 to, int speed, Dice& dice, EventSink& events) {
  Figure& f = s.figures()[at(i)];
  HorseRecord& h = s.men[at(i)].horse;
  const Vec2 a = f.at;
  const double len = std::max(distance(a, to), 1e-9);
  for (const JumpOnPath& j : jumps_on_path(s.battlefield(), a, to)) {
    const int extra = jump_modifier(jump_feet(*j.feature, s.config.horse));
    const HorsemanshipTest t = test_horsemanship(s, i, extra, "to jump", dice, events);
    const JumpResult r = jump_result(t);
    if (r == JumpResult::kOver) continue;
    const double short_of = (f.base_radius + kBalkShort) / len;
    if (r == JumpResult::kBalks) {
      const Vec2 stop = a + (to - a) * std::max(0.0, j.along - short_of);
      arrive(s, i, a, stop, true);
      h.speed = 0;  // "the horse balks and sheers away or stops before the obstacle"
      narrate(s, events, f.side, [&] { return man_name(s, i).append("'s horse balks"); });
      return false;
    }
    const Vec2 over = a + (to - a) * std::min(1.0, j.along + short_of);
    arrive(s, i, a, over, true);
    fall_from_horse(s, i, speed, dice, events);  // "goes over but the rider loses his seat"
    return false;
  }
  arrive(s, i, a, to, true);
  h.speed = static_cast<int8_t>(speed);
  return true;
}

namespace {

// 000 / Movement / Horse / Obstacles: woods at speed, then each jump in
// order, leg by leg (a ride bends at most once: movement.h, ride_bend).
void ride(RencounterState& s, int i, Vec2 to, double first_leg, Dice& dice, EventSink& events) {
  Figure& f = s.figures()[at(i)];
  const Vec2 from = f.at;
  const bool bent = first_leg > 1e-9;
  const Vec2 bend = bent ? ride_bend(from, f.facing, to, first_leg) : to;
  const double d = bent ? first_leg + distance(bend, to) : distance(from, to);
  const int speed = whole(d);
  s.men[at(i)].horse.backing = false;
  const std::array<Segment, 2> legs{Segment{from, bend}, Segment{bend, to}};
  const std::span<const Segment> course(legs.data(), bent ? 2 : 1);
  switch (ride_start_tests(s, i, course, speed, dice, events)) {
    case RideStart::kRefused:
      return;
    case RideStart::kSweptOff:
      arrive(s, i, bent ? bend : from, to, true);
      m_moved(s, i, d);
      fall_from_horse(s, i, speed, dice, events);
      return;
    case RideStart::kRides:
      break;
  }
  for (const Segment& leg : course) {
    if (!ride_leg(s, i, leg.b, speed, dice, events)) return;
  }
  m_moved(s, i, d);
  if (!bent) {
    narrate_move(s, i, " rides", d, events);
    return;
  }
  narrate(s, events, f.side, [&] {
    std::string t = man_name(s, i);
    t.append(" rides ").append(inches_text(d)).append(", turning after ");
    return t.append(inches_text(first_leg));
  });
}

// 000 / Effects of enemy figures on movement: "dodge out of the way if there
// is space to the side": his base can step clear of the horse's path, to
// either side, within his walk.
bool room_to_dodge(const RencounterState& s, int rider, int victim) {
  const Figure& horse = s.figures()[at(rider)];
  const Figure& man = s.figures()[at(victim)];
  const Vec2 ahead = direction_of(horse.facing);
  const Vec2 side{-ahead.y, ahead.x};
  const Vec2 on_path = man.at - side * dot(man.at - horse.at, side);
  const double clear = horse.base_radius + man.base_radius + kDodgeClear;
  const double walk = allowance(s, victim, MoveMode::kWalk);
  for (const double way : {1.0, -1.0}) {
    const Vec2 p = on_path + side * (way * clear);
    if (s.battlefield().table.contains(p) &&
        move_allowed(s.battlefield(), s.figures(), victim, p, walk, s.config.movement)) {
      return true;
    }
  }
  return false;
}

bool room_for_horse(const RencounterState& s, int i) {
  const Figure& me = s.figures()[at(i)];
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (j == i || !targetable(s, j)) continue;
    const Figure& o = s.figures()[at(j)];
    if (distance(me.at, o.at) < kMountedBaseRadius + o.base_radius - 1e-9) return false;
  }
  return true;
}

CheckResult check_special(const RencounterState& s, const Action& a, bool explain) {
  const auto who = [&] { return man_name(s, a.actor); };  // named only in a refusal
  const ManRecord& m = s.men[at(a.actor)];
  const Figure& f = s.figures()[at(a.actor)];
  switch (a.param) {
    case kSpecialDismount:
      if (!in_saddle(s, a.actor))
        return refusal(explain, [&] { return who() + " is not on a horse"; });
      if (speed_band(m.horse.speed, kAdvancedHorseSpeed).slowest > 0) {
        return refusal(explain, [&] {
          return who() + "'s horse is going " + std::to_string(m.horse.speed) +
                 "\": it must slow to 6\" before he can get down";
        });
      }
      return CheckResult::legal();
    case kSpecialMount:
      if (f.mounted) return refusal(explain, [&] { return who() + " is already mounted"; });
      if (a.target >= 0 && a.target != a.actor) {
        // Another man's loose horse (riderless_horses.h).
        if (m.horse.has_horse)
          return refusal(explain, [&] { return who() + " has a horse of his own"; });
        if (!s.men[at(a.target)].horse.loose) {
          return refusal(explain, [&] { return man_name(s, a.target) + " has no loose horse"; });
        }
        if (!beside_loose_horse_of(s, a.actor, a.target)) {
          return refusal(explain, [&] {
            return who() + " is not beside " + man_name(s, a.target) + "'s loose horse";
          });
        }
      } else if (!m.horse.has_horse || (!m.horse.held && !m.horse.loose)) {
        return refusal(explain, [&] { return who() + " has no horse"; });
      } else if (m.horse.loose ? !beside_loose_horse(s, a.actor)
                               : distance(f.at, m.horse.left_at) > kHorseHeldWithin) {
        // A held horse is where he left it; a loose one is caught in base
        // contact (riderless_horses.h).
        return refusal(explain, [&] { return who() + " is not with his horse"; });
      }
      if (f.posture != Posture::kStanding)
        return refusal(explain, [&] { return who() + " must stand first"; });
      if (engaged(s, a.actor))
        return refusal(explain, [&] { return who() + " cannot mount in a melee"; });
      if (!room_for_horse(s, a.actor))
        return refusal(explain, [&] { return "there is no room for a horse"; });
      return CheckResult::legal();
    case kSpecialFree:
      if (!m.horse.pinned) return refusal(explain, [&] { return who() + " is not pinned"; });
      return CheckResult::legal();
    default:
      break;
  }
  return refusal(explain, [&] { return "not a riding action"; });
}

// 000 / Wounded horses: "a successful activation check at -2 ... +2 to this
// roll for each activated friend assisting him" — friends in base contact
// who passed their own rolls this activation.
void struggle_free(RencounterState& s, int i, Dice& dice, EventSink& events) {
  int helpers = 0;
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (j != i && !is_enemy(s, i, j) && s.men[at(j)].active && fit(s, j) && in_contact(s, i, j)) {
      ++helpers;
    }
  }
  ActionRollSituation sit;
  sit.experience = s.men[at(i)].experience;
  sit.wound_points = s.men[at(i)].wounds.points;
  sit.extra_modifier = free_modifier(helpers);
  const ActionRoll r = roll_action(sit, s.config.action, dice, i);
  const bool freed = r.result == ActionResult::kActs;
  if (freed) s.men[at(i)].horse.pinned = false;
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append(" struggles to free himself (").append(std::to_string(helpers)).append(" helping), ");
    t.append("rolls ").append(std::to_string(r.die));
    return t.append(freed ? ": free" : ": still pinned");
  });
}

}  // namespace

RideLimits ride_limits(const RencounterState& s, int i, bool backwards) {
  const HorseRecord& h = s.men[at(i)].horse;
  RideLimits r;
  r.previous_speed = h.backing ? 0 : h.speed;
  r.top_speed = horse_top_speed(h.wounds, s.config.horse);
  r.heading = s.figures()[at(i)].facing;
  r.backwards = backwards;
  return r;
}

double ride_first_leg(const Action& a) {
  if (a.kind != ActionKind::kMove || a.param < kRideBendStep) return 0;
  return static_cast<double>(a.param / kRideBendStep) * kRideBendInches;
}

MoveCheck charge_path(const RencounterState& s, int attacker, Vec2 point) {
  if (in_saddle(s, attacker)) {
    RideLimits r = ride_limits(s, attacker, false);
    r.ends_in_contact = true;
    return check_ride(s.battlefield(), s.figures(), attacker, point, r, s.config.movement);
  }
  return check_move(s.battlefield(), s.figures(), attacker, point, charge_allowance(s, attacker),
                    s.config.movement);
}

bool charge_path_allowed(const RencounterState& s, int attacker, Vec2 point) {
  if (in_saddle(s, attacker)) {
    RideLimits r = ride_limits(s, attacker, false);
    r.ends_in_contact = true;
    return ride_allowed(s.battlefield(), s.figures(), attacker, point, r, s.config.movement);
  }
  return move_allowed(s.battlefield(), s.figures(), attacker, point, charge_allowance(s, attacker),
                      s.config.movement);
}

std::optional<CheckResult> check_riding_action(const RencounterState& s, const Action& a,
                                               bool explain) {
  // Named only for a refusal: a legal action is judged without words.
  const auto who = [&] { return man_name(s, a.actor); };
  if (s.men[at(a.actor)].horse.pinned) {
    if (a.kind == ActionKind::kPass) return std::nullopt;
    if (a.kind == ActionKind::kSpecial && a.param == kSpecialFree) return CheckResult::legal();
    return refusal(explain, [&] {
      return who() +
             " is pinned under his fallen horse: he must struggle free first (000 / Wounded "
             "horses)";
    });
  }
  if (a.kind == ActionKind::kSpecial && a.param >= kSpecialDismount && a.param <= kSpecialFree) {
    return check_special(s, a, explain);
  }
  if (!in_saddle(s, a.actor)) return std::nullopt;
  switch (a.kind) {
    case ActionKind::kMove: {
      const bool back = a.param == static_cast<int32_t>(MoveMode::kBackwards);
      const int32_t mode = a.param % kRideBendStep;
      if (!back && (a.param < 0 || mode != static_cast<int32_t>(MoveMode::kWalk))) {
        return refusal(explain,
                       [&] { return who() + " is mounted: he rides (0) or reins back (2)"; });
      }
      if (!a.at) return refusal(explain, [] { return "a move needs a point to move to"; });
      if (!s.battlefield().table.contains(*a.at)) {
        return refusal(explain, [] { return "that point is off the table"; });
      }
      RideLimits limits = ride_limits(s, a.actor, back);
      limits.first_leg = ride_first_leg(a);
      if (ride_allowed(s.battlefield(), s.figures(), a.actor, *a.at, limits, s.config.movement)) {
        return CheckResult::legal();
      }
      return refusal(explain, [&] {
        return check_ride(s.battlefield(), s.figures(), a.actor, *a.at, limits, s.config.movement)
            .reason;
      });
    }
    case ActionKind::kShoot:
      if (a.at)
        return refusal(explain, [&] { return who() + " fires from the saddle where he is"; });
      return std::nullopt;
    case ActionKind::kChangePosture:
      return refusal(explain, [&] { return who() + " is in the saddle: he must get down first"; });
    default:
      return std::nullopt;
  }
}

bool apply_riding_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  const int i = a.actor;
  Figure& f = s.figures()[at(i)];
  HorseRecord& h = s.men[at(i)].horse;
  if (a.kind == ActionKind::kSpecial && a.param == kSpecialFree) {
    struggle_free(s, i, dice, events);
    return true;
  }
  if (a.kind == ActionKind::kSpecial && a.param == kSpecialDismount) {
    f.mounted = false;
    f.base_radius = kFootBaseRadius;
    h.speed = 0;
    h.held = true;
    h.left_at = f.at;
    h.ridden = true;
    narrate(s, events, f.side, [&] { return man_name(s, i).append(" gets down from his horse"); });
    return true;
  }
  if (a.kind == ActionKind::kSpecial && a.param == kSpecialMount) {
    const int owner = a.target >= 0 ? a.target : i;
    if (owner != i) take_loose_horse(s, i, owner);  // riderless_horses.h
    const bool caught = h.loose;
    f.mounted = true;
    f.base_radius = kMountedBaseRadius;
    h.speed = 0;
    h.held = false;
    h.loose = false;
    h.ridden = true;
    narrate(s, events, f.side, [&] {
      if (owner != i) {
        return man_name(s, i)
            .append(" catches ")
            .append(man_name(s, owner))
            .append("'s loose horse and mounts");
      }
      return man_name(s, i).append(caught ? " catches his loose horse and mounts"
                                          : " mounts his horse");
    });
    return true;
  }
  if (!in_saddle(s, i)) return false;
  if (a.kind == ActionKind::kSpecial && a.param == kSpecialExit) {
    ride_off_table(s, a, dice, events);  // table_exits.h
    return true;
  }
  if (a.kind == ActionKind::kMove && a.param == static_cast<int32_t>(MoveMode::kBackwards)) {
    const Vec2 from = f.at;
    arrive(s, i, from, *a.at, false);
    h.speed = 0;
    h.backing = true;
    narrate_move(s, i, " reins back", distance(from, *a.at), events);
    return true;
  }
  if (a.kind == ActionKind::kMove) {
    ride(s, i, *a.at, ride_first_leg(a), dice, events);
    return true;
  }
  if (a.kind == ActionKind::kCharge) {
    Vec2 point;
    charge_refusal(s, i, a.target, a.at, point);
    mounted_charge(s, i, a.target, point, dice, events);
    return true;
  }
  return false;
}

void ride_to(RencounterState& s, int i, Vec2 to, Dice& dice, EventSink& events, double first_leg) {
  ride(s, i, to, first_leg, dice, events);
}

bool order_ride_point(const RencounterState& s, int i, Vec2 want, Vec2& out) {
  const RideLimits limits = ride_limits(s, i, false);
  const SpeedBand band = speed_band(limits.previous_speed, limits.top_speed);
  const Vec2 from = s.figures()[at(i)].at;
  if (distance(from, want) > band.fastest) {
    want = from + (want - from) * (band.fastest / distance(from, want));
  }
  out = farthest_ride(s.battlefield(), s.figures(), i, want, limits, s.config.movement);
  const double d = distance(from, out);
  // Under a twentieth of an inch is no ride at all (and prints as 0.0").
  return d >= kLeastOrderRide && d >= band.slowest - 1e-9;
}

void horse_runs_into(RencounterState& s, int rider, int victim, int speed, bool may_dodge,
                     Dice& dice, EventSink& events) {
  HorseRecord& h = s.men[at(rider)].horse;
  const int side = s.figures()[at(rider)].side;
  RollPurpose p;
  p.label = "trample damage";
  p.code = kTrampleDamageRoll;
  p.actor = static_cast<int16_t>(rider);
  p.target = static_cast<int16_t>(victim);
  if (in_saddle(s, victim)) {
    // Horse on horse: speeds added head on, subtracted going the same way.
    const HorseRecord& other = s.men[at(victim)].horse;
    const int combined = collision_speed(speed, s.figures()[at(rider)].facing, other.speed,
                                         s.figures()[at(victim)].facing);
    const Trample c = collision(combined, s.config.horse);
    narrate(s, events, side, [&] {
      std::string t = man_name(s, rider);
      t.append("'s horse collides with ").append(man_name(s, victim)).append("'s at ");
      return t.append(std::to_string(combined)).append("\"");
    });
    h.speed = 0;
    if (!c.strikes) return;
    for (int who : {rider, victim}) {
      const DamageRoll d = roll_damage(c.modifier, dice, p);
      const int before = s.men[at(who)].horse.wounds;
      wound_horse(s, who, d.result, dice, events);
      // "If either is wounded by the collision, then its rider takes another
      // horsemanship check to not fall off".
      if (s.men[at(who)].horse.wounds > before && in_saddle(s, who)) {
        keep_seat(s, who, 0, "after the collision", dice, events);
      }
    }
    return;
  }
  const Trample t = trample(speed, h.size, s.config.horse);
  if (!t.strikes) {
    h.speed = 0;
    narrate(s, events, side, [&] { return man_name(s, rider).append("'s horse pulls up"); });
    return;
  }
  if (may_dodge && fit(s, victim)) {
    // "he can roll an Action check immediately and use it to dodge out of
    // the way if there is space to the side, or to attack the rider".
    ActionRollSituation sit;
    sit.experience = s.men[at(victim)].experience;
    sit.wound_points = s.men[at(victim)].wounds.points;
    const ActionRoll r = roll_action(sit, s.config.action, dice, victim);
    if (r.result == ActionResult::kActs && room_to_dodge(s, rider, victim)) {
      narrate(s, events, side,
              [&] { return man_name(s, victim).append(" dodges out of the horse's way"); });
      return;
    }
    if (r.result == ActionResult::kActs && is_enemy(s, victim, rider)) {
      // No room to get out of its way: he spends it on a blow at the rider,
      // and the horse comes on unless it has lost him.
      narrate(s, events, side, [&] {
        return man_name(s, victim).append(" has no room to dodge and strikes at the rider");
      });
      strike(s, victim, rider, 0, false, dice, events);
      if (!in_saddle(s, rider) || !targetable(s, victim)) return;
    }
  }
  // "The impact of a charging horse will knock a footman down and roll for damage".
  s.figures()[at(victim)].posture = Posture::kProne;
  const DamageRoll d = roll_damage(t.modifier, dice, p);
  narrate(s, events, side, [&] {
    std::string text = man_name(s, rider);
    text.append("'s horse rides down ").append(man_name(s, victim)).append(": damage roll ");
    text.append(std::to_string(d.die)).append(" ").append(signed_text(d.modifier));
    return text.append(": ").append(name_of(d.result));
  });
  inflict(s, victim, d.result, 0, dice, events);
}

void carry_on(RencounterState& s, int i, Dice& dice, EventSink& events) {
  Figure& f = s.figures()[at(i)];
  HorseRecord& h = s.men[at(i)].horse;
  const int top = horse_top_speed(h.wounds, s.config.horse);
  const int slowed = s.config.horse.idle_horse_decelerates ? h.speed - kHorseSpeedChange : h.speed;
  const int next = std::max(0, std::min(top, slowed));
  h.backing = false;
  if (next <= 0) {
    h.speed = 0;
    return;
  }
  const Vec2 from = f.at;
  const Vec2 ahead = from + direction_of(f.facing) * static_cast<double>(next);
  MovementOptions mounted_moves = s.config.movement;
  mounted_moves.mounted = true;  // contours cost a horse's figures (contour_climbs.h)
  const Vec2 to = farthest_reachable(s.battlefield(), s.figures(), i, ahead, next, mounted_moves);
  arrive(s, i, from, to, false);
  h.speed = static_cast<int8_t>(whole(distance(from, to)));
  if (distance(from, to) >= kLeastOrderRide) {
    narrate_move(s, i, "'s horse carries him on", distance(from, to), events);
  } else {
    narrate(s, events, f.side, [&] { return man_name(s, i).append("'s horse cannot go on"); });
  }
  if (distance(from, to) > next - 0.5) return;
  // Pulled up short: a man or horse in the way is run into.
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (j == i || !targetable(s, j) || !in_contact(s, i, j)) continue;
    if (std::fabs(std::remainder(bearing(to, s.figures()[at(j)].at) - f.facing, 360.0)) > 45.0) {
      continue;
    }
    // "If the figure struck was not engaged in melee by the active rider or
    // another member of the rider's unit, he can roll an Action check".
    horse_runs_into(s, i, j, next, true, dice, events);
    return;
  }
  h.speed = static_cast<int8_t>(whole(distance(from, to)));
}

}  // namespace skirmish::rencounter
