// Moving men on the table (004 / Musket Mayhem / Movement and Morale/Courage
// Checks; 004 / Medieval Mayhem / Movement and Morale): how far a man gets
// in a straight line, what a move crosses (delaying terrain makes it a 1d6
// move), whether he is in the open (the mounted bonus), where a beaten man
// retreats, and where a group's men stand after a wheel.
//
// The seed rolls the distance; these functions take it as given inches.
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/terrain.h"
#include "engine/model/figure.h"

namespace skirmish::mayhem {

// Ours: how far short of an enemy a man who is not charging stops, inches
// (004 / Movement: "Any move to contact the enemy is a charge", so any
// other move must end clear of him; a tenth of an inch is visibly apart).
inline constexpr double kClearOfEnemy = 0.1;

// What ended a straight move.
enum class MoveStop : uint8_t {
  kArrived,    // reached the point asked
  kAllowance,  // used all his inches on the way
  kTableEdge,  // his base reached the edge of the table
  kMan,        // another man's base (an enemy: contact, if charging)
  kTerrain,    // a building wall (not a doorway), a tree trunk, impassable ground
  kObstacle,   // a wall, hedge, fence or stream line, when told to stop at them
};

struct MoveRules {
  // A charge: he may end touching an enemy (only by a charge, 004 / Movement).
  bool charge = false;
  // Stop before walls, hedges, fences and stream lines instead of crossing
  // (a retreat: ours, 004 / Morale says a man retreats, not that he climbs).
  bool stop_at_obstacles = false;
  // A base carried to the table edge runs off it (a retreat) instead of
  // stopping there.
  bool runs_off_table = false;
  // The barred doors broken open so far (the state's `door_broken`); every
  // other barred door is wall (door_breaking.h).
  BrokenDoors broken_doors;
  // Gaps roundshot knocked in walls, hedges and fences (the state's
  // breaches(), roundshot_breach.h): a retreat is not stopped there.
  Breaches breaches;
};

struct StraightMove {
  Vec2 end;           // where his centre ends
  double inches = 0;  // how far he went
  MoveStop stop = MoveStop::kArrived;
  int blocking_man = -1;      // kMan: whose base he met
  int blocking_feature = -1;  // kTerrain, kObstacle: index into the battlefield's features
  bool ran_off = false;       // runs_off_table and the edge came first: he leaves the table
};

// The farthest figures[mover] gets in a straight line toward `toward`
// within `allowance` inches (004 / Movement). He does not overlap other
// men on the table (friends are not passed through either: a straight move
// has no room to step round them), ends clear of enemies unless charging,
// keeps his whole base on the table, and cannot pass building walls except
// through a doorway (his centre crosses the wall within the door's width;
// a barred door only once broken, rules.broken_doors),
// tree trunks, or impassable areas and lines. A man already touching
// something may move along or away from it. Allocates nothing.
StraightMove straight_move(const Battlefield& field, std::span<const Figure> figures, int mover,
                           Vec2 toward, double allowance, const MoveRules& rules = {});
// The same from `from` instead of where he stands (one stretch of a longer
// path, such as a chord of a wheel), passing through the men in `ignore`
// (the men wheeling with him).
StraightMove straight_move_from(const Battlefield& field, std::span<const Figure> figures,
                                int mover, Vec2 from, Vec2 toward, double allowance,
                                const MoveRules& rules, std::span<const int> ignore);

// What the line of a move (his centre's path) runs through: 004 /
// Movement's 1d6 cases "crossing an obstacle, going through a doorway,
// moving through woods or other delaying terrain".
struct PathTerrain {
  bool obstacle = false;  // crosses a wall, hedge, fence or stream line
  bool doorway = false;   // crosses a building's outline (by a door, or not at all)
  bool delaying = false;  // any part in an area whose going is not open:
                          // woods, brush, scrub, bog, a stream area (ours: the
                          // scenario's going says what delays)

  bool slow() const { return obstacle || doorway || delaying; }
  // 004 / Musket Mayhem: "+2d6" if mounted in the open" (Medieval: +1d6 if
  // mounted, anywhere); ours: the whole move is in the open.
  bool open() const { return !slow(); }
};
// A wall, hedge or fence crossed only in a gap roundshot knocked in it
// (`breaches`, roundshot_breach.h) is no obstacle: open ground there.
PathTerrain path_terrain(const Battlefield& field, Vec2 from, Vec2 to, Breaches breaches = {});
// A man standing at `at` is in the open: his centre in no delaying area and
// not in a building.
bool in_the_open(const Battlefield& field, Vec2 at);

// Where a beaten man falls back (004 / Morale: "retreat 2d6"", Musket: "or
// to the nearest cover if closer and as a result of enemy fire").
struct Retreat {
  StraightMove move;
  bool to_cover = false;  // he went to cover rather than straight away
};
// Ours: straight away from the enemy who caused the check (centre to
// centre; if they share a centre, straight back from his facing), stopping
// at obstacles, men and impassable terrain; if his base reaches the table
// edge within `inches` he runs off. With `fire_from` (Musket, the check came
// from fire), the nearest spot in cover from that point (cover_class of
// fire_geometry.h, terrain only) that he can reach by a straight move
// shorter than `inches` is taken instead: just behind a tree, wall, hedge or
// fence, or just inside woods, brush or scrub he is not in already. He may
// cross the piece that covers him to get behind it. Buildings are not
// sought (entering is a doorway move). Barred doors are wall but those
// `broken` open; walls, hedges and fences are open ground (no stop, no
// cover) in `breaches`.
Retreat retreat_move(const Battlefield& field, std::span<const Figure> figures, int man,
                     Vec2 enemy_at, double inches, const Vec2* fire_from = nullptr,
                     BrokenDoors broken = {}, Breaches breaches = {});

// Whether a base of `radius` at `at` fits: wholly on the table, overlapping
// no man on the table but those in `ignore`, no tree trunk, building or
// impassable ground (a base across a doorway fits; a barred door's only
// once `broken` open). For the ends of wheels and placed moves.
bool base_fits(const Battlefield& field, std::span<const Figure> figures, Vec2 at, double radius,
               std::span<const int> ignore = {}, BrokenDoors broken = {});

// A group wheeling (004 / Movement: "Groups generally wheel").
struct WheelPlace {
  Vec2 at;
  float facing = 0;
};
// The man at one end of the group's line: the left end (counter-clockwise
// of the group's mean facing) or the right. Ties: the lower figure index.
int wheel_end(std::span<const Figure> figures, std::span<const int> group, bool left_end);
// Every man of `group` turned by `degrees` (counter-clockwise positive)
// about the pivot man's centre, his facing turned with him: out[k] for
// group[k]. Returns the inches the outer man travels, measured on the arc
// of the outside edge of the base farthest from the pivot (ours: the seed
// does not say; a wheel is measured at its outer corner on the table).
double wheel_group(std::span<const Figure> figures, std::span<const int> group, int pivot,
                   double degrees, std::vector<WheelPlace>& out);

// The sweep of a wheel, for checking what a man's base passes on the way
// to his place (docs/rules/mayhem.md, Movement): his centre's arc about the
// pivot taken as chords of at most kSweepChordDegrees, each checked as a
// straight move. Ours: 10 degrees keeps each chord within 0.4% of the
// radius of the true arc (0.04" for a man 10" from the pivot).
inline constexpr double kSweepChordDegrees = 10;
inline constexpr int kMaxSweepChords = 9;  // a half wheel, 90 degrees
using SweepPoints = std::array<Vec2, kMaxSweepChords + 1>;
// The ends of the chords of `from` turned `degrees` (counter-clockwise
// positive, at most 90 either way) about `pivot`: out[0] is `from`, the
// last is his place. Returns how many points (chords + 1).
int sweep_points(Vec2 from, Vec2 pivot, double degrees, SweepPoints& out);

}  // namespace skirmish::mayhem
