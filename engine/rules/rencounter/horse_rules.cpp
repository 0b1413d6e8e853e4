#include "engine/rules/rencounter/horse_rules.h"

#include <algorithm>
#include <cmath>

namespace skirmish::rencounter {

namespace {

// 000 / Turning: the bands "up to 6"", "up to 12"", "up to 18"".
constexpr double kSlowBand = 6.0;
constexpr double kMiddleBand = 12.0;
constexpr double kTurnDegrees = 45.0;
// A change of heading within this of a whole number of 45s is that number.
constexpr double kHeadingSlack = 1e-6;
// 000 / Obstacles: "a 2 1/2 foot high fence is a basic horsemanship roll and
// every 6" higher is a +1".
constexpr double kBasicJumpFeet = 2.5;
constexpr double kJumpStepFeet = 0.5;
constexpr double kFeetPerFigureHeight = 6.0;  // a standing man
// 000 / Effects of enemy figures: "If the total goes over 18", then the
// damage roll is at +0 for speed".
constexpr int kCollisionFlatOver = 18;
// 000 / Wounded horses: freeing "at -2", "+2 ... for each activated friend".
constexpr int kFreePenalty = 2;
constexpr int kFreeHelp = 2;

// Degrees between two headings, 0..180.
double heading_gap(double a, double b) {
  return std::fabs(std::remainder(a - b, 360.0));
}

}  // namespace

int horse_top_speed(int horse_wound_points, const HorseOptions& options) {
  const int top = options.advanced_speed ? kAdvancedHorseSpeed : kBasicHorseSpeed;
  return std::max(0, top - options.wound_speed_loss * horse_wound_points);
}

SpeedBand speed_band(int previous, int top_speed) {
  SpeedBand b;
  b.slowest = std::max(0, previous - kHorseSpeedChange);
  b.fastest = std::max(0, std::min(top_speed, previous + kHorseSpeedChange));
  // A horse wounded down below its old speed slows as fast as it can.
  b.slowest = std::min(b.slowest, b.fastest);
  return b;
}

TurnLimit turn_limit(double speed) {
  if (speed <= kSlowBand) return {4, 0};
  if (speed <= kMiddleBand) return {3, 3};
  return {2, 6};
}

int turns_needed(double heading_change_degrees) {
  const double a = std::fabs(std::remainder(heading_change_degrees, 360.0));
  return static_cast<int>(std::ceil(a / kTurnDegrees - kHeadingSlack));
}

namespace {

// One turning point: turns after the first need `spacing` inches between.
int turns_at_once(const TurnLimit& limit) {
  return limit.spacing > 0 ? 1 : limit.turns;
}

}  // namespace

bool turn_allowed(double speed, double heading_change_degrees) {
  return turns_needed(heading_change_degrees) <= turns_at_once(turn_limit(speed));
}

std::string turn_refusal(double speed, double heading_change_degrees) {
  if (turn_allowed(speed, heading_change_degrees)) return "";
  const int need = turns_needed(heading_change_degrees);
  const TurnLimit limit = turn_limit(speed);
  const int at_once = turns_at_once(limit);
  std::string t = "a horse at ";
  t.append(std::to_string(static_cast<int>(std::lround(speed))));
  t.append("\" turns at most ").append(std::to_string(at_once * 45));
  t.append(" degrees at once");
  if (limit.spacing > 0) {
    t.append(" (").append(std::to_string(limit.turns)).append(" x 45 with ");
    t.append(std::to_string(limit.spacing)).append("\" between)");
  }
  t.append("; this needs ").append(std::to_string(need * 45));
  t.append(" (000 / Movement / Horse / Turning)");
  return t;
}

bool bend_allowed(double speed, double start_change, double first_leg, double bend_change) {
  const int first = turns_needed(start_change);
  const int second = turns_needed(bend_change);
  const TurnLimit limit = turn_limit(speed);
  const bool spaced =
      limit.spacing == 0 || first == 0 || second == 0 || first_leg >= limit.spacing - kHeadingSlack;
  const bool each_ok = limit.spacing == 0 || (first <= 1 && second <= 1);
  return first + second <= limit.turns && spaced && each_ok;
}

std::string bend_refusal(double speed, double start_change, double first_leg, double bend_change) {
  if (bend_allowed(speed, start_change, first_leg, bend_change)) return "";
  const TurnLimit limit = turn_limit(speed);
  std::string t = "a horse at ";
  t.append(std::to_string(static_cast<int>(std::lround(speed))));
  t.append("\" makes ").append(std::to_string(limit.turns)).append(" x 45 degree turns");
  if (limit.spacing > 0) {
    t.append(", one at a time with ").append(std::to_string(limit.spacing)).append("\" between");
  }
  return t.append(" (000 / Movement / Horse / Turning)");
}

HorsemanshipTest judge_horsemanship(int rating, int die, int modifier) {
  HorsemanshipTest t;
  t.die = die;
  t.modifier = modifier;
  t.total = die + modifier;
  t.rating = rating;
  t.passed = t.total <= rating;
  t.failed_by = t.passed ? 0 : t.total - rating;
  return t;
}

HorsemanshipTest roll_horsemanship(int rating, int modifier, Dice& dice, int16_t actor) {
  RollPurpose p;
  p.label = "horsemanship";
  p.code = kHorsemanshipRoll;
  p.actor = actor;
  p.need = Need::kAtMost;
  p.needed = static_cast<int16_t>(rating - modifier);
  return judge_horsemanship(rating, dice.roll(6, p), modifier);
}

JumpResult jump_result(const HorsemanshipTest& t) {
  if (t.passed) return JumpResult::kOver;
  return t.failed_by % 2 == 1 ? JumpResult::kBalks : JumpResult::kRiderFalls;
}

int jump_modifier(double height_feet) {
  if (height_feet <= kBasicJumpFeet) return 0;
  return static_cast<int>(std::ceil((height_feet - kBasicJumpFeet) / kJumpStepFeet - 1e-9));
}

double jump_feet(const TerrainFeature& feature, const HorseOptions& options) {
  if (feature.type == TerrainType::kHedge && options.hedge_jump_feet > 0) {
    return options.hedge_jump_feet;
  }
  return feature.height * kFeetPerFigureHeight;
}

int woods_modifier(int speed, const HorseOptions& options) {
  const int over = speed - options.woods_safe_speed;
  if (over <= 0) return 0;
  const int step = std::max(1, options.woods_inches_per_point);
  return (over + step - 1) / step;
}

int fall_damage_modifier(int speed) {
  if (speed <= 6) return 6;
  if (speed <= 12) return 4;
  if (speed <= 18) return 2;
  if (speed <= 24) return 0;
  // "-1 for every 6" speed higher": 25-30" -1, 31-36" -2, ...
  return -((speed - 24 + 5) / 6);
}

Trample trample(int speed, HorseSize size, const HorseOptions& options) {
  Trample t;
  if (speed < 6 || (speed == 6 && !options.trample_at_six)) return t;  // "the horse will just stop"
  t.strikes = true;
  t.modifier = speed > 12 ? 2 : 4;
  if (size == HorseSize::kSmall) t.modifier += 1;
  if (size == HorseSize::kBig) t.modifier -= 1;
  return t;
}

int collision_speed(int striker_speed, double striker_heading, int struck_speed,
                    double struck_heading) {
  const double between = heading_gap(striker_heading, struck_heading);
  if (between >= 180.0 - kTurnDegrees) return striker_speed + struck_speed;    // head on
  if (between <= kTurnDegrees) return std::abs(striker_speed - struck_speed);  // same way
  return striker_speed;
}

Trample collision(int combined_speed, const HorseOptions& options) {
  if (combined_speed > kCollisionFlatOver) return {true, 0};
  return trample(combined_speed, HorseSize::kOrdinary, options);
}

int free_modifier(int helpers) {
  return kFreePenalty - kFreeHelp * std::max(0, helpers);
}

}  // namespace skirmish::rencounter
