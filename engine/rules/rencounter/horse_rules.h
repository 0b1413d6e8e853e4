// Horses as pure rules (000 / Movement / Horse, Obstacles, Effects of enemy
// figures on movement; 000 / Wounds / Wounded horses; 000 / Special Actions
// and Circumstances / Falling Injuries): speeds and how fast they change,
// turning by speed, the horsemanship test, jumps, riding fast in woods,
// tramples and collisions, falls. No game state and no hidden dice: the
// riding layer (riding.h) fills the numbers in and rolls through Dice.
//
// | option (HorseOptions) | default | meaning |
// |---|---|---|
// | advanced_speed | true | 18" a turn (Advanced Horse Speed); false: 12" |
// | wound_speed_loss | 3 | inches off the top speed a horse wound point |
// | idle_horse_decelerates | true | a horse not ridden on slows 6"; false: keeps its speed |
// | trample_at_six | false | a horse at exactly 6" tramples at +4; false: it stops |
// | woods_safe_speed | 6 | inches a turn a horse may go in woods or brush without a test |
// | woods_inches_per_point | 3 | each this many inches over the safe speed is +1 on the test |
// | riderless_herd | true | a fallen rider's horse stays and herds (riderless_horses.h) |
#pragma once

#include <cstdint>
#include <string>

#include "engine/core/dice.h"
#include "engine/core/terrain.h"
#include "engine/rules/rencounter/melee_horses.h"

namespace skirmish::rencounter {

struct HorseOptions {
  bool advanced_speed = true;          // 000 / Horse / Speed: 18" (advanced) or 12" (basic)
  int wound_speed_loss = 3;            // inches a horse wound point (ours; the seed gives none)
  bool idle_horse_decelerates = true;  // 000 / Horse: "continue at the same speed or decelerate"
  bool trample_at_six = false;         // a horse at exactly 6" tramples (+4) instead of stopping
  int woods_safe_speed = 6;        // 000 / Obstacles: "Declare a safe speed for a patch of woods"
  int woods_inches_per_point = 3;  // "-1 penalty for each 3" or 6" over"
  bool riderless_herd = true;  // 000 / Herd movement by riderless horses; false: it leaves the game
  // 000 / Obstacles (option hedge_jump): the feet a horse must clear at a
  // hedge; 0: its sight height (a standing hedge hides a man, 7.2 ft at the
  // default, which no rider passes). Ours: 4 ft, the hedge's body, its
  // foliage above counted for sight only.
  double hedge_jump_feet = 4.0;
};

// RollPurpose codes of the horse rolls (the rule set's codes 140-149).
enum HorseRollCode : int16_t {
  kHorsemanshipRoll = 140,   // a horsemanship test on a D6
  kFallDamageRoll = 141,     // the damage D12 of a fall from a horse
  kTrampleDamageRoll = 142,  // the damage D12 of a horse striking a man or horse
  kDodgeRoll = 143,          // the struck man's action check to dodge the horse
  kFreeRoll = 144,           // a pinned man struggling free
  kKickRoll = 145,           // the D6 special activation of a startled horse
  kHerdRoll = 146,           // the D6 of a riderless horse's herd movement
};

// 000 / Horse / Speed: "accelerating and decelerating by 6" per turn".
inline constexpr int kHorseSpeedChange = 6;
// "Basic Horse Speed: 12"", "Advanced Horse Speed: 18"".
inline constexpr int kBasicHorseSpeed = 12;
inline constexpr int kAdvancedHorseSpeed = 18;
// "Cavalry previously halted or moving backwards can move backwards at 2"".
inline constexpr double kHorseBackwardsInches = 2.0;
// "A man riding at over 12" per turn falls off if he fails his action roll".
inline constexpr int kFastRidingOver = 12;
// "wounded men ... or men on wounded horses moving at greater than 3"".
inline constexpr int kWoundedRidingOver = 3;

// The fastest a horse with `horse_wound_points` may go: 12" or 18", less
// `wound_speed_loss` a point (000 / Wounded horses: "Minor wounds just
// modify the horse's maximum speed"), never below 0.
int horse_top_speed(int horse_wound_points, const HorseOptions& options);

// The speeds a horse going `previous` inches last turn may go this turn.
struct SpeedBand {
  int slowest = 0;
  int fastest = 0;
};
SpeedBand speed_band(int previous, int top_speed);

// 000 / Movement / Horse / Turning: how many 45 degree turns, and inches
// between them, at a speed.
struct TurnLimit {
  int turns = 4;    // 45 degree turns in the move
  int spacing = 0;  // inches that must separate two turns
};
// Up to 6": 4 x 45 together; up to 12": 3 x 45, 3" apart; up to 18": 2 x 45,
// 6" apart. Faster than 18" (only a collision sum) turns as 18".
TurnLimit turn_limit(double speed);
// 45 degree turns needed for a change of heading (degrees, either way).
int turns_needed(double heading_change_degrees);
// A straight move of `speed` inches turning `heading_change` degrees at its
// start: "" or why not. With one turning point, turns beyond the first need
// spacing, so only speeds up to 6" may turn more than 45 degrees at once.
std::string turn_refusal(double speed, double heading_change_degrees);
// turn_refusal(...) == "" without putting the reason into words.
bool turn_allowed(double speed, double heading_change_degrees);
// A ride of two legs (ours: an action names one point, so a ride bends at
// most once on the way): `start_change` degrees at its start, `first_leg`
// inches on, then `bend_change` at the bend. "" or why not: up to 6" the
// turns may come anywhere (4 x 45 in all); faster, one 45 at each point,
// within the speed's count, `spacing` inches apart when both points turn.
std::string bend_refusal(double speed, double start_change, double first_leg, double bend_change);
// bend_refusal(...) == "" without putting the reason into words.
bool bend_allowed(double speed, double start_change, double first_leg, double bend_change);

// One horsemanship test (000 / The Figure / Riding; 000 / Horse): a D6 plus
// the rider's and horse's wound points, the morale modifiers, and any extra
// (a jump's height, speed in woods), at or under the horsemanship rating.
struct HorsemanshipTest {
  int die = 0;
  int modifier = 0;
  int total = 0;
  int rating = 0;
  bool passed = false;
  int failed_by = 0;  // total - rating when failed, else 0
};
HorsemanshipTest judge_horsemanship(int rating, int die, int modifier);
HorsemanshipTest roll_horsemanship(int rating, int modifier, Dice& dice, int16_t actor = -1);

// 000 / Obstacles: "If failed by an odd number the horse balks ... If failed
// by an even number, the horse goes over but the rider loses his seat".
enum class JumpResult : uint8_t { kOver, kBalks, kRiderFalls };
JumpResult jump_result(const HorsemanshipTest& t);
// "a 2 1/2 foot high fence is a basic horsemanship roll and every 6" higher
// is a +1 to the roll": `height_feet` of the obstacle.
int jump_modifier(double height_feet);
// The feet a horse must clear at `feature` (a wall, hedge or fence): its
// height (6 ft a figure height), a hedge's as `options` say.
double jump_feet(const TerrainFeature& feature, const HorseOptions& options);
// Riding `speed` inches in woods or tall brush: +1 a `woods_inches_per_point`
// (started) over the safe speed; 0 at or under it (no test needed).
int woods_modifier(int speed, const HorseOptions& options);

// 000 / Falling Injuries: "+6 up to 6" speed, +4 at 7 to 12", +2 at 13 to
// 18", 0 at 19 to 24", and -1 for every 6" speed higher".
int fall_damage_modifier(int speed);

// 000 / Effects of enemy figures on movement: the damage modifier of a horse
// striking a man at `speed`: +2 over 12", +4 over 6" up to 12"; under 6" the
// horse just stops (no blow: nullopt-like `strikes` false). Small horse +1,
// big -1.
struct Trample {
  bool strikes = false;
  int modifier = 0;
};
Trample trample(int speed, HorseSize size, const HorseOptions& options);

// Horse against horse: "total their speeds if they are heading within 45
// degrees of head on to each other, and subtract the lower speed if one is
// within 45 degrees of the same direction"; otherwise (across) the striker's
// own speed. Headings in degrees.
int collision_speed(int striker_speed, double striker_heading, int struck_speed,
                    double struck_heading);
// "If the total goes over 18", then the damage roll is at +0 for speed";
// otherwise as a trample. Horse size is not counted between two horses.
Trample collision(int combined_speed, const HorseOptions& options);

// 000 / Wounded horses: a pinned rider frees himself on "a successful
// activation check at -2"; "+2 to this roll for each activated friend
// assisting him". The modifier added to his action die (positive is worse).
int free_modifier(int helpers);

}  // namespace skirmish::rencounter
