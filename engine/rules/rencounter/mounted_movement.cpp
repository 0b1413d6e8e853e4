// The mounted half of movement.h (000 / Movement / Horse): a horse's speed
// band and turning on top of the foot move's cost and blockers.
#include <algorithm>
#include <cmath>
#include <vector>

#include "engine/rules/rencounter/horse_rules.h"
#include "engine/rules/rencounter/movement.h"
#include "engine/rules/rencounter/scratch_pool.h"

namespace skirmish::rencounter {

namespace {

constexpr double kTouch = 1e-9;
// As farthest_reachable: 18" / 2^24 is far finer than anyone measures.
constexpr int kBisectionSteps = 24;

MoveCheck refuse(std::string reason, double cost = 0) {
  MoveCheck check;
  check.reason = std::move(reason);
  check.cost = cost;
  return check;
}

std::string whole_inches(double inches) {
  return std::to_string(static_cast<int>(std::lround(inches))).append("\"");
}

bool crossable_line(const TerrainFeature& f) {
  return f.is_line() && (f.type == TerrainType::kWall || f.type == TerrainType::kHedge ||
                         f.type == TerrainType::kFence);
}

bool on_road(const Battlefield& field, Vec2 p) {
  for (const TerrainFeature& f : field.features) {
    if (f.type != TerrainType::kRoad || !f.is_line() || f.path_width <= 0) continue;
    for (size_t i = 0; i + 1 < f.path.size(); ++i) {
      if (distance(Segment{f.path[i], f.path[i + 1]}, p) <= f.path_width / 2) return true;
    }
  }
  return false;
}

// The options of a mounted move: hill contours cost a horse's figures.
MovementOptions in_the_saddle(const MovementOptions& options) {
  MovementOptions ride = options;
  ride.mounted = true;
  return ride;
}

double heading_change(double from, double to) {
  return std::remainder(to - from, 360.0);
}

// check_move, with or without the reason in words.
MoveCheck judge_leg(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                    double allowance, const MovementOptions& options, bool explain) {
  return explain ? check_move(field, figures, mover, to, allowance, options)
                 : check_move_quietly(field, figures, mover, to, allowance, options);
}

// A ride of two legs: each leg pays going and meets blockers as a foot move
// does, the second from the bend with what the first left of the allowance.
MoveCheck bent_ride(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                    const RideLimits& limits, const MovementOptions& options, double fastest,
                    bool explain) {
  const Figure& horse = figures[static_cast<size_t>(mover)];
  const Vec2 bend = ride_bend(horse.at, limits.heading, to, limits.first_leg);
  const double total = limits.first_leg + distance(bend, to);
  const double start = bearing(horse.at, bend);
  const double second = distance(bend, to) > kTouch ? bearing(bend, to) : start;
  const double start_change = heading_change(limits.heading, start);
  const double bend_change = heading_change(start, second);
  if (!bend_allowed(total, start_change, limits.first_leg, bend_change)) {
    return refuse(explain ? bend_refusal(total, start_change, limits.first_leg, bend_change) : "");
  }
  MoveCheck first = judge_leg(field, figures, mover, bend, fastest, options, explain);
  if (!first.ok) return first;
  const Borrowed<std::vector<Figure>> moved;
  moved->assign(figures.begin(), figures.end());
  (*moved)[static_cast<size_t>(mover)].at = bend;
  MoveCheck rest = judge_leg(field, *moved, mover, to, fastest - first.cost, options, explain);
  rest.cost += first.cost;
  return rest;
}

// One ride judged; with `explain` false no reason is put into words (the
// answer and cost are the same either way).
MoveCheck ride_leg(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                   const RideLimits& limits, const MovementOptions& options, bool least_speed,
                   bool explain) {
  const Figure& horse = figures[static_cast<size_t>(mover)];
  const double d = limits.backwards ? distance(horse.at, to) : ride_length(horse.at, to, limits);
  if (limits.backwards) {
    // 000 / Horse: "Cavalry previously halted or moving backwards can move
    // backwards at 2"".
    if (limits.previous_speed > 0) {
      if (!explain) return refuse("");
      return refuse("a horse going " + whole_inches(limits.previous_speed) +
                    " cannot rein back; it must halt first (000 / Movement / Horse)");
    }
    return judge_leg(field, figures, mover, to, kHorseBackwardsInches, options, explain);
  }
  const SpeedBand band = speed_band(limits.previous_speed, limits.top_speed);
  if (least_speed && !limits.ends_in_contact && d < band.slowest - kTouch) {
    if (!explain) return refuse("");
    std::string t = "a horse going ";
    t.append(whole_inches(limits.previous_speed)).append(" slows by 6\" a turn at most: ");
    t.append("it must go at least ").append(whole_inches(band.slowest));
    return refuse(t.append(" (000 / Movement / Horse / Speed)"));
  }
  if (limits.first_leg > kTouch) {
    if (limits.first_leg >= d - kTouch) {
      return refuse(explain ? "the ride ends before its bend" : "");
    }
    return bent_ride(field, figures, mover, to, limits, options, band.fastest, explain);
  }
  if (d > kTouch) {
    const double change = bearing(horse.at, to) - limits.heading;
    if (!turn_allowed(d, change)) return refuse(explain ? turn_refusal(d, change) : "");
  }
  MoveCheck m = judge_leg(field, figures, mover, to, band.fastest, options, explain);
  if (explain && !m.ok && m.cost > band.fastest + kTouch && m.reason.starts_with("needs")) {
    m.reason.append(" (a horse gains 6\" a turn at most, up to its top speed of ");
    m.reason.append(whole_inches(limits.top_speed)).append(")");
  }
  return m;
}

}  // namespace

Vec2 ride_bend(Vec2 from, double heading, Vec2 to, double first_leg) {
  const double change =
      distance(from, to) > kTouch ? heading_change(heading, bearing(from, to)) : 0;
  return from + direction_of(heading + std::clamp(change, -45.0, 45.0)) * first_leg;
}

double ride_length(Vec2 from, Vec2 to, const RideLimits& limits) {
  if (limits.first_leg <= kTouch) return distance(from, to);
  return limits.first_leg + distance(ride_bend(from, limits.heading, to, limits.first_leg), to);
}

MoveCheck check_ride(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                     const RideLimits& limits, const MovementOptions& options) {
  if (mover < 0 || static_cast<size_t>(mover) >= figures.size()) {
    return refuse("there is no such figure");
  }
  return ride_leg(field, figures, mover, to, limits, in_the_saddle(options), true, true);
}

bool ride_allowed(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                  const RideLimits& limits, const MovementOptions& options) {
  if (mover < 0 || static_cast<size_t>(mover) >= figures.size()) return false;
  return ride_leg(field, figures, mover, to, limits, in_the_saddle(options), true, false).ok;
}

Vec2 farthest_ride(const Battlefield& field, std::span<const Figure> figures, int mover,
                   Vec2 toward, const RideLimits& limits, const MovementOptions& options) {
  if (mover < 0 || static_cast<size_t>(mover) >= figures.size()) return toward;
  const Vec2 from = figures[static_cast<size_t>(mover)].at;
  if (from == toward) return from;
  const MovementOptions ride = in_the_saddle(options);
  auto accepted = [&](double s) {
    return ride_leg(field, figures, mover, from + (toward - from) * s, limits, ride, false, false)
        .ok;
  };
  if (accepted(1.0)) return toward;
  double lo = 0, hi = 1;
  for (int step = 0; step < kBisectionSteps; ++step) {
    const double mid = (lo + hi) / 2;
    (accepted(mid) ? lo : hi) = mid;
  }
  return from + (toward - from) * lo;
}

JumpsOnPath jumps_on_path(const Battlefield& field, Vec2 from, Vec2 to) {
  JumpsOnPath out;
  const Segment path{from, to};
  for (const TerrainFeature& f : field.features) {
    if (!crossable_line(f) || f.going == Going::kImpassable) continue;
    double first = 2;
    for (size_t i = 0; i + 1 < f.path.size(); ++i) {
      if (auto t = intersect(path, Segment{f.path[i], f.path[i + 1]})) {
        // A horse standing on the line has already jumped it.
        if (*t > kTouch) first = std::min(first, *t);
      }
    }
    if (first > 1) continue;
    if (on_road(field, from + (to - from) * first)) continue;  // through its gate or gap
    out.push_back({&f, first});
  }
  std::sort(out.begin(), out.end(),
            [](const JumpOnPath& a, const JumpOnPath& b) { return a.along < b.along; });
  return out;
}

bool rides_through_woods(const Battlefield& field, Vec2 from, Vec2 to) {
  constexpr int kSamples = 8;
  for (const TerrainFeature& f : field.features) {
    if (!f.is_area()) continue;
    if (f.type != TerrainType::kWoods && f.type != TerrainType::kBrush &&
        f.type != TerrainType::kScrub) {
      continue;
    }
    for (int k = 0; k <= kSamples; ++k) {
      if (contains(f.outline, from + (to - from) * (static_cast<double>(k) / kSamples))) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace skirmish::rencounter
