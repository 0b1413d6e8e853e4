// Moving a man on foot across the table (000 / Movement / Foot, Terrain and
// movement, Effects of enemy figures on movement).
//
// A move is a straight line from where the man stands to a point. It costs
// its length, more where the going is bad: inside an area of light, medium
// or heavy going each inch costs 3/2, 2 or 3 inches of allowance (the seed's
// 1/3, 1/2 and 2/3 off), and crossing a wall, hedge or fence costs a fixed
// number of inches by its going. Roads cancel the going of what they cross.
// Tree trunks, building walls (but for their doors; a barred door is wall,
// Rencounter having no rule to break one), impassable ground and
// enemy bases cannot be passed; friends can be passed but not ended on; the
// whole base must end on the table.
#pragma once

#include <span>
#include <string>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "engine/core/geometry.h"
#include "engine/core/terrain.h"
#include "engine/model/figure.h"

namespace skirmish::rencounter {

// How a man moves this turn (000 / Movement / Foot / Speed).
enum class MoveMode : uint8_t {
  kWalk,       // 6"
  kRun,        // 9" (advanced movement; tires him)
  kBackwards,  // 3"
  kCrawl,      // 3" on all fours
  kLowCrawl,   // 1", keeping prone target benefits
};

struct MovementOptions {
  // Inches of allowance lost crossing a wall, hedge or fence, by its going
  // (light, medium, heavy); open lines cost nothing, impassable ones stop him.
  double crossing_light = 1.0;
  double crossing_medium = 2.0;
  double crossing_heavy = 3.0;
  // Advanced foot movement: running at 9" is allowed.
  bool advanced = true;
  // Advanced foot turning: a run over 6" may turn at most 45 degrees at its
  // start (000 / Movement / Turning; foot_moves.h).
  bool advanced_turning = true;
  // Climbing hill contours costs inches (contour_climbs.h; 000 / Special
  // Actions and Circumstances / Terrain). Off: a hill is only its going.
  bool contour_costs = true;
  // Table inches each hill level rises (ours: the seed's contours are 0.5",
  // 1" or 1.5" of model; a map gives levels).
  double contour_inches = 1.0;
  // Inches to climb a contour of up to 0.5", up to 1", and higher, on foot.
  double foot_contour_low = 0.0;
  double foot_contour_mid = 1.0;
  double foot_contour_steep = 2.0;
  // The same for a horse ("Cavalry double this or worse"); higher than 1" a
  // horse spends its whole move and tests horsemanship, unless on a road.
  double horse_contour_low = 1.0;
  double horse_contour_mid = 3.0;
  // The mover is in the saddle: set by the mounted checks, not by scenarios.
  bool mounted = false;
};

// The inches a man may move in `mode` with `wound_points` points of wounds:
// 6 walk, 9 run, 3 backwards, 3 crawl, 1 low crawl; less 2" a point walking
// or running, 1" a point crawling, 1/3" a point low crawling (000 / Movement
// / Foot / Speed; Wounds). Never below 0.
double move_allowance(MoveMode mode, int wound_points, const MovementOptions& options);

struct MoveCheck {
  bool ok = false;
  std::string reason;  // why not, in a player's words; empty when ok
  double cost = 0;     // inches of allowance the move uses
  // Refused only because it costs more than the allowance (cost says how
  // much): nothing blocks the way.
  bool too_far = false;
  // Where along the move (0 at its start, 1 at its end) the first thing in
  // the way is touched, when that is what refused it and is known; else -1.
  // Only moves judged without words (move_allowed and kin) say it.
  double blocked_at = -1;
};

// Whether figures[mover] can move straight to `to` within `allowance`
// inches. Other figures on the table block as described above; their side
// decides friend or enemy.
MoveCheck check_move(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                     double allowance, const MovementOptions& options);
// check_move(...).ok without putting the reason into words: for the many
// moves tried while looking for candidates.
bool move_allowed(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                  double allowance, const MovementOptions& options);
// check_move(...) with the reason left empty: whether, and the cost, which a
// ride of two legs carries from its first leg to its second.
MoveCheck check_move_quietly(const Battlefield& field, std::span<const Figure> figures, int mover,
                             Vec2 to, double allowance, const MovementOptions& options);

// The farthest point along the straight line from the mover toward `toward`
// that check_move accepts (it stops short of what blocks him, and at his
// allowance); his own position if he cannot move that way at all.
Vec2 farthest_reachable(const Battlefield& field, std::span<const Figure> figures, int mover,
                        Vec2 toward, double allowance, const MovementOptions& options);

// --- Mounted movement (000 / Movement / Horse), implemented in
// mounted_movement.cpp. A mounted move is one straight leg at one heading:
// its length is the horse's speed this turn.

struct RideLimits {
  int previous_speed = 0;        // inches the horse went last turn
  int top_speed = 18;            // its top speed now (horse_rules.h: horse_top_speed)
  double heading = 0;            // degrees, where the horse points now
  bool backwards = false;        // reining back 2" (only from a halt or backing)
  bool ends_in_contact = false;  // a charge: contact ends the move, so no least speed
  double first_leg = 0;          // inches before the ride bends (ride_bend); 0: one straight leg
};

// Where a ride of two legs bends (ours; 000 / Movement / Horse / Turning):
// it sets off turned toward `to` by at most 45 degrees from `heading`, goes
// `first_leg` inches and turns straight for `to`. Its speed is the two legs'
// length together.
Vec2 ride_bend(Vec2 from, double heading, Vec2 to, double first_leg);
// The inches a ride to `to` covers: straight, or by its bend.
double ride_length(Vec2 from, Vec2 to, const RideLimits& limits);

// Whether figures[mover], mounted, can ride straight to `to`: the speed
// within 6" of last turn's and at most the top speed (going costs as on
// foot), turning no more than its speed allows at the start, and the same
// blockers as check_move. Reasons name the seed rule.
MoveCheck check_ride(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                     const RideLimits& limits, const MovementOptions& options);
// check_ride(...).ok without putting the reason into words: for rides judged
// only whether (farthest_ride's bisection, a charge's path, apply).
bool ride_allowed(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                  const RideLimits& limits, const MovementOptions& options);

// The farthest point toward `toward` check_ride accepts, ignoring the least
// speed (a horse that meets something pulls up); his own position if none.
Vec2 farthest_ride(const Battlefield& field, std::span<const Figure> figures, int mover,
                   Vec2 toward, const RideLimits& limits, const MovementOptions& options);

// A wall, hedge or fence the straight line crosses off a road: a jump for a
// horse (000 / Movement / Horse / Obstacles), in order along the line.
struct JumpOnPath {
  const TerrainFeature* feature = nullptr;
  double along = 0;  // share of the line, 0..1, where it is crossed
};
// A few at most on any ride: kept inline, so a ride in a playout does not
// allocate.
using JumpsOnPath = boost::container::small_vector<JumpOnPath, 4>;
JumpsOnPath jumps_on_path(const Battlefield& field, Vec2 from, Vec2 to);

// Whether the line runs through woods, brush or scrub (000 / Obstacles:
// "Riding at high speed on a horse in woods or tall brush").
bool rides_through_woods(const Battlefield& field, Vec2 from, Vec2 to);

}  // namespace skirmish::rencounter
