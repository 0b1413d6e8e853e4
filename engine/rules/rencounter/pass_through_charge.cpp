#include "engine/rules/rencounter/pass_through_charge.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>
#include <utility>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/mounted_charge.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/scratch_pool.h"
#include "engine/rules/rencounter/unit_orders.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Bases are set this far apart in contact, as contact_point does (melee_play.h).
constexpr double kContactGap = 0.05;
// Besides the two lines that graze his base, the course may touch the man
// ridden past at points this many round him (every 30 degrees).
constexpr int kRoundPoints = 12;
constexpr int kCoursePoints = kRoundPoints + 2;
// The AI is offered rides on of at least this after the stroke.
constexpr double kLeastRideOn = 1.0;
// It is offered passes at enemies this much beyond the horse's reach.
constexpr double kPassSlack = 2.0;
// A wheeling course turns this far away from the man after the stroke
// (000 / Movement / Horse / Turning: turns are 45 degrees).
constexpr double kWheel = 45.0;
constexpr double kTouch = 1e-9;

// One rider's course past his man.
struct Course {
  int16_t foe = -1;
  Vec2 contact;       // where he touches the man and strikes in passing
  Vec2 end;           // where he rides on to
  double first = 0;   // inches to the contact
  double length = 0;  // the whole ride: the horse's speed this turn
  double rest = 0;    // allowance left for the ride on (going may cost more than its length)
};

// One man's part in the order: his stroke and, for a rider, his course.
struct PassStroke {
  ChargeBlow blow;
  Course course;
  bool rides_on = false;
};

double turn_between(double from, double to) {
  return std::remainder(to - from, 360.0);
}

MovementOptions in_the_saddle(const RencounterState& s) {
  MovementOptions ride = s.config.movement;
  ride.mounted = true;  // contours cost a horse's figures (contour_climbs.h)
  return ride;
}

MoveCheck leg_check(const RencounterState& s, std::span<const Figure> figures, int i, Vec2 to,
                    double allowance, bool explain) {
  const MovementOptions ride = in_the_saddle(s);
  return explain ? check_move(s.battlefield(), figures, i, to, allowance, ride)
                 : check_move_quietly(s.battlefield(), figures, i, to, allowance, ride);
}

SpeedBand band_of(const RencounterState& s, int i) {
  const RideLimits limits = ride_limits(s, i, false);
  return speed_band(limits.previous_speed, limits.top_speed);
}

std::string whole_inches(double inches) {
  return std::to_string(static_cast<int>(std::lround(inches))).append("\"");
}

// Whether rider i can ride to `contact`, touching `foe`, and on to `end`
// (fills `c`); the reason goes into `why` when it is not null.
bool judge_course(const RencounterState& s, int i, int foe, Vec2 contact, Vec2 end, Course& c,
                  std::string* why) {
  const Figure& f = s.figures()[at(i)];
  const SpeedBand band = band_of(s, i);
  c.foe = static_cast<int16_t>(foe);
  c.contact = contact;
  c.end = end;
  c.first = distance(f.at, contact);
  c.length = c.first + distance(contact, end);
  if (c.first < kTouch) return refused(why, [] { return std::string("he is already there"); });
  if (touches(s, i, foe, end)) {
    return refused(why, [&] {
      return "he must ride on out of contact with " + man_name(s, foe) +
             ": a pass-through does not stop (000 / Leaving Melee)";
    });
  }
  if (c.length > band.fastest + kTouch || c.length < band.slowest - kTouch) {
    return refused(why, [&] {
      std::string t = "the ride past him is ";
      t.append(whole_inches(c.length)).append(": his horse may go ");
      t.append(whole_inches(band.slowest)).append(" to ").append(whole_inches(band.fastest));
      return t.append(" this turn (000 / Movement / Horse / Speed)");
    });
  }
  const double start = bearing(f.at, contact);
  const double start_change = turn_between(f.facing, start);
  const double bend_change =
      distance(contact, end) > kTouch ? turn_between(start, bearing(contact, end)) : 0;
  if (!bend_allowed(c.length, start_change, c.first, bend_change)) {
    return refused(why, [&] { return bend_refusal(c.length, start_change, c.first, bend_change); });
  }
  const MoveCheck in = leg_check(s, s.figures(), i, contact, band.fastest, why != nullptr);
  if (!in.ok) return refused(why, [&] { return "riding in: " + in.reason; });
  const Borrowed<std::vector<Figure>> moved;
  moved->assign(s.figures().begin(), s.figures().end());
  (*moved)[at(i)].at = contact;
  c.rest = band.fastest - in.cost;
  const MoveCheck on = leg_check(s, *moved, i, end, c.rest, why != nullptr);
  if (!on.ok) return refused(why, [&] { return "riding on: " + on.reason; });
  return true;
}

// The two points where a straight line from rider i grazes `foe`'s base
// (none when he already touches him).
int grazing_points(const RencounterState& s, int i, int foe, std::array<Vec2, 2>& out) {
  const Figure& f = s.figures()[at(i)];
  const Figure& o = s.figures()[at(foe)];
  const double reach = f.base_radius + o.base_radius + kContactGap;
  const double d = distance(f.at, o.at);
  if (d <= reach + kTouch) return 0;
  const double off = std::asin(reach / d) * 180.0 / std::numbers::pi;
  const double run = std::sqrt(d * d - reach * reach);
  const double toward = bearing(f.at, o.at);
  out[0] = f.at + direction_of(toward + off) * run;
  out[1] = f.at + direction_of(toward - off) * run;
  return 2;
}

// The course to `end` past `foe` that turns least, among the grazing points
// and the points round him.
bool plan_pass(const RencounterState& s, int i, int foe, Vec2 end, Course& c, std::string* why) {
  const Figure& f = s.figures()[at(i)];
  const Figure& o = s.figures()[at(foe)];
  std::array<std::pair<double, Vec2>, kCoursePoints> points;
  std::array<Vec2, 2> grazes;
  const int g = grazing_points(s, i, foe, grazes);
  int n = 0;
  for (int k = 0; k < g; ++k) points[at(n++)].second = grazes[at(k)];
  const double reach = f.base_radius + o.base_radius + kContactGap;
  for (int k = 0; k < kRoundPoints; ++k) {
    points[at(n++)].second = o.at + direction_of(360.0 * k / kRoundPoints) * reach;
  }
  for (int k = 0; k < n; ++k) {
    const Vec2 p = points[at(k)].second;
    const double start = bearing(f.at, p);
    const double bend = distance(p, end) > kTouch ? turn_between(start, bearing(p, end)) : 0;
    points[at(k)].first = std::fabs(turn_between(f.facing, start)) + std::fabs(bend);
  }
  // Least turning first, level ones in the order found: an insertion sort,
  // as std::stable_sort would give them but without the buffer it may
  // allocate on every call.
  for (int k = 1; k < n; ++k) {
    for (int j = k; j > 0 && points[at(j)].first < points[at(j - 1)].first; --j) {
      std::swap(points[at(j)], points[at(j - 1)]);
    }
  }
  for (int k = 0; k < n; ++k) {
    if (judge_course(s, i, foe, points[at(k)].second, end, c, nullptr)) return true;
  }
  if (why && n > 0) judge_course(s, i, foe, points[0].second, end, c, why);
  return false;
}

bool passable(const RencounterState& s, int i, int j) {
  return j >= 0 && j < static_cast<int>(s.figures().size()) && is_enemy(s, i, j) &&
         targetable(s, j) && !in_contact(s, i, j);
}

// A rider's course past `foe`: to his place in the unit, else straight on
// past him at about `pace`.
bool plan_rider(const RencounterState& s, int i, int foe, Vec2 place, double pace, Course& c) {
  if (plan_pass(s, i, foe, place, c, nullptr)) return true;
  const Vec2 from = s.figures()[at(i)].at;
  std::array<Vec2, 2> grazes;
  const int g = grazing_points(s, i, foe, grazes);
  for (int k = 0; k < g; ++k) {
    const double run = distance(from, grazes[at(k)]);
    if (pace < run + kLeastRideOn) continue;
    const Vec2 end = grazes[at(k)] + (grazes[at(k)] - from) * ((pace - run) / run);
    if (judge_course(s, i, foe, grazes[at(k)], end, c, nullptr)) return true;
  }
  return false;
}

// A rider of the unit other than the leader: past the order's target if he
// can, else past the nearest enemy he can.
bool plan_follower(const RencounterState& s, int i, int target, Vec2 place, double pace,
                   Course& c) {
  if (passable(s, i, target) && plan_rider(s, i, target, place, pace, c)) return true;
  const double reach = band_of(s, i).fastest;
  const Borrowed<std::vector<std::pair<double, int>>> foes;
  foes->clear();
  for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
    if (j == target || !passable(s, i, j)) continue;
    const double g = gap(s, i, j);
    if (g <= reach) foes->push_back({g, j});
  }
  std::sort(foes->begin(), foes->end());
  for (const auto& [g, j] : *foes) {
    if (plan_rider(s, i, j, place, pace, c)) return true;
  }
  return false;
}

// The ride in to the contact: the ride's tests, the jumps on the way, and
// the stroke to come. False when he does not get there to strike.
bool ride_in(RencounterState& s, int i, const Course& c, Dice& dice, EventSink& events,
             PassStroke& k) {
  const Vec2 from = s.figures()[at(i)].at;
  const int speed = static_cast<int>(std::lround(c.length));
  s.men[at(i)].horse.backing = false;
  const std::array<Segment, 2> legs{Segment{from, c.contact}, Segment{c.contact, c.end}};
  const RideStart start = ride_start_tests(s, i, legs, speed, dice, events);
  if (start == RideStart::kRefused) return false;
  k.blow = {};
  k.blow.attacker = static_cast<int16_t>(i);
  k.blow.defender = c.foe;
  k.blow.inches = c.length;  // "Mounted charge at 7-18" speed": the horse's pace
  k.blow.from_behind = behind(s, c.foe, from);
  if (!ride_leg(s, i, c.contact, speed, dice, events)) return false;
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append(" rides in ").append(inches_text(c.first)).append(" past ");
    return t.append(man_name(s, c.foe));
  });
  if (start == RideStart::kSweptOff) {
    // "a branch sweeps him off": before the blow.
    fall_from_horse(s, i, speed, dice, events);
    return false;
  }
  k.course = c;
  k.rides_on = true;
  return true;
}

// "continue away immediately": the ride on from the stroke, looked at
// afresh (a horse meeting something pulls up short of it).
void ride_on(RencounterState& s, const PassStroke& k, Dice& dice, EventSink& events) {
  const int i = k.blow.attacker;
  if (!in_saddle(s, i) || !targetable(s, i)) return;
  const Vec2 from = s.figures()[at(i)].at;
  const MovementOptions ride = in_the_saddle(s);
  Vec2 to = k.course.end;
  if (!move_allowed(s.battlefield(), s.figures(), i, to, k.course.rest, ride)) {
    to = farthest_reachable(s.battlefield(), s.figures(), i, to, k.course.rest, ride);
  }
  const double on = distance(from, to);
  if (on < kTouch) return;
  const double whole_ride = k.course.first + on;
  if (!ride_leg(s, i, to, static_cast<int>(std::lround(whole_ride)), dice, events)) return;
  s.men[at(i)].moved = static_cast<float>(whole_ride);
  narrate(s, events, s.figures()[at(i)].side,
          [&] { return man_name(s, i).append(" rides on ").append(inches_text(on)); });
}

}  // namespace

bool judge_pass_through(const RencounterState& s, int leader, int target,
                        const std::optional<Vec2>& to, std::string* why) {
  if (!in_saddle(s, leader)) {
    return refused(why, [&] {
      return "Pass-through Charge: " + man_name(s, leader) +
             " is on foot; only cavalry ride through (000 / Leaving Melee)";
    });
  }
  if (!to) {
    return refused(why, [] {
      return std::string("a Pass-through Charge needs the point the leader rides on to");
    });
  }
  if (!s.battlefield().table.contains(*to)) {
    return refused(why, [] { return std::string("that point is off the table"); });
  }
  if (target < 0 || target >= static_cast<int>(s.figures().size())) {
    return refused(
        why, [&] { return "there is no figure " + std::to_string(target) + " to ride past"; });
  }
  if (!is_enemy(s, leader, target) || !targetable(s, target)) {
    return refused(why, [&] { return man_name(s, target) + " is not an enemy in the fight"; });
  }
  if (in_contact(s, leader, target)) {
    return refused(why, [&] {
      return man_name(s, leader) + " is already in contact with " + man_name(s, target);
    });
  }
  Course c;
  std::string reason;
  if (plan_pass(s, leader, target, *to, c, why ? &reason : nullptr)) return true;
  return refused(why, [&] {
    return "Pass-through Charge: " + man_name(s, leader) + " cannot ride past " +
           man_name(s, target) + " to there: " + reason;
  });
}

void pass_through(RencounterState& s, std::span<const int16_t> acting, int target, Vec2 to,
                  Dice& dice, EventSink& events) {
  const int leader = acting.front();
  const Vec2 shift = to - s.figures()[at(leader)].at;
  const Borrowed<std::vector<PassStroke>> borrowed;
  std::vector<PassStroke>& strokes = *borrowed;
  strokes.clear();
  double pace = 0;  // the leader's ride, which his riders keep to as they can
  // Every man reaches his man first (000 / Charging).
  for (const int16_t i : acting) {
    PassStroke k;
    if (!in_saddle(s, i)) {  // a man on foot charges and stays, as in a Formed Charge
      Vec2 point;
      const int foe = formed_charge_foe(s, i, target, point);
      if (foe >= 0 && charge_in(s, i, foe, point, dice, events, k.blow)) strokes.push_back(k);
      continue;
    }
    const Vec2 place = i == leader ? to : s.figures()[at(i)].at + shift;
    const SpeedBand band = band_of(s, i);
    const double his_pace = pace > 0 ? std::clamp<double>(pace, band.slowest, band.fastest)
                                     : static_cast<double>(band.fastest);
    Course c;
    const bool planned = i == leader ? plan_pass(s, i, target, to, c, nullptr)
                                     : plan_follower(s, i, target, place, his_pace, c);
    if (!planned) {
      // He can pass nobody: he rides with the unit toward his place.
      Vec2 p;
      if (order_ride_point(s, i, place, p)) ride_to(s, i, p, dice, events);
      continue;
    }
    if (i == leader) pace = c.length;
    if (ride_in(s, i, c, dice, events, k)) strokes.push_back(k);
  }
  // Then the strokes fall, each in passing.
  for (const PassStroke& k : strokes) {
    if (!fit(s, k.blow.attacker) || !targetable(s, k.blow.defender)) continue;
    strike_home(s, k.blow, dice, events);
  }
  // And the riders "continue away immediately".
  for (const PassStroke& k : strokes) {
    if (k.rides_on) ride_on(s, k, dice, events);
  }
}

void add_pass_through_orders(const RencounterState& s, std::vector<Action>& out) {
  const int unit = s.active_unit();
  const int lead = fit_leader(s, unit);
  if (lead < 0 || !in_saddle(s, lead)) return;  // asked before tracing the links
  const Borrowed<std::vector<int16_t>> men;
  linked_men(s, unit, *men);
  if (men->empty()) return;
  const int leader = men->front();
  const Vec2 from = s.figures()[at(leader)].at;
  const SpeedBand band = band_of(s, leader);
  const auto u16 = static_cast<int16_t>(unit);
  std::array<Vec2, 2> grazes;
  for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
    if (!passable(s, leader, j) || gap(s, leader, j) > band.fastest + kPassSlack) continue;
    const int g = grazing_points(s, leader, j, grazes);
    for (int k = 0; k < g; ++k) {
      const Vec2 c = grazes[at(k)];
      const double run = distance(from, c);
      const double heading = bearing(from, c);
      // Wheeling away turns from the side he passed the man on.
      const double away = cross(c - from, s.figures()[at(j)].at - c) > 0 ? -kWheel : kWheel;
      for (const int pace : {band.fastest, (band.slowest + band.fastest) / 2}) {
        if (pace < run + kLeastRideOn) continue;
        for (const double wheel : {0.0, away}) {
          const Vec2 end = c + direction_of(heading + wheel) * (pace - run);
          if (!s.battlefield().table.contains(end)) continue;
          const Action a{ActionKind::kOrder,
                         -1,
                         static_cast<int16_t>(j),
                         u16,
                         static_cast<int32_t>(Order::kPassThroughCharge),
                         end};
          if (std::find(out.begin(), out.end(), a) != out.end()) continue;
          if (order_allowed(s, Order::kPassThroughCharge, j, end, *men)) out.push_back(a);
        }
      }
    }
  }
}

}  // namespace skirmish::rencounter
