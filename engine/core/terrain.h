// The table and the terrain on it: what each feature means in the game.
//
// A battlefield is built once from a scenario and never changes during a
// game, so game states share it through a pointer instead of copying it
// (DESIGN / Properties: immutable terrain shared).
//
// Heights are in figure heights: a standing man is 1.0 tall (see
// height_of(Posture) in engine/core/posture.h). A waist-high wall is 0.5.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/geometry.h"

namespace skirmish {

// The named terrain types a scenario file may use (the `type:` field).
// 000 / Movement / Terrain and movement, 000 / Special Actions / Terrain.
enum class TerrainType : uint8_t {
  kTree,      // single tree: the trunk circle blocks movement and sight
  kWoods,     // area of trees: slows movement, leafy cover, sight limited by depth
  kBrush,     // area of brush: as woods but lower
  kScrub,     // area of scattered scrub: light going, partial leafy cover
  kWall,      // solid line obstacle with a height: hard cover behind it
  kHedge,     // leafy line obstacle: obscures, costs to cross
  kFence,     // open line obstacle: partially obscures, costs to cross
  kBuilding,  // solid polygon, entered only by its doors, seen into by its windows
  kHill,      // raised ground at a contour level: blocks sight to lower ground behind it
  kRoad,      // line with a width: no movement penalty through other terrain
  kStream,    // line with a width or an area: slows movement
  kBog,       // area of boggy ground: slows movement
};

std::string_view name_of(TerrainType t);
// Every terrain type name a scenario may use, in declaration order.
const std::vector<std::string_view>& terrain_type_names();

// How much of a move is lost crossing or moving through terrain.
// 000 / Movement / Terrain and movement: reduce speed by 1/3, 1/2 or 2/3.
enum class Going : uint8_t { kOpen, kLight, kMedium, kHeavy, kImpassable };
// Fraction of a move kept: 1, 2/3, 1/2, 1/3, 0.
double move_fraction(Going g);
std::string_view name_of(Going g);

// How a feature affects sight lines that pass through or over it.
enum class Screen : uint8_t {
  kNone,   // roads, streams, bog: no effect on sight
  kLeafy,  // woods, brush, scrub, hedges, fences: obscures but does not stop a ball
  kSolid,  // walls, buildings, tree trunks, hill ground: stops sight and shot
};

// A gap in a building wall.
enum class OpeningKind : uint8_t { kDoor, kWindow, kLoophole };
std::string_view name_of(OpeningKind k);

struct Opening {
  OpeningKind kind = OpeningKind::kDoor;
  Vec2 at;           // a point on the building's outline
  double width = 1;  // inches of wall the gap spans
  // Doors only: shut and barred (the scenario's `barred: true`). Every rule
  // set treats it as wall, to movement and to sight, until a rule of its own
  // breaks it (BrokenDoors below); a rule set with no such rule never does.
  bool barred = false;

  // Men may walk through it as the battlefield stands: a door not barred.
  bool open_door() const { return kind == OpeningKind::kDoor && !barred; }
};

struct TerrainFeature {
  TerrainType type = TerrainType::kWoods;
  std::string name;     // as written in the scenario (may be empty)
  int source_line = 0;  // line of the scenario file that defined it, for messages

  // Exactly one shape is used, by type: trunk for trees; outline for woods,
  // brush, scrub, buildings, hills, bog and area streams; path for walls,
  // hedges, fences, roads and line streams.
  Circle trunk;
  Polygon outline;
  std::vector<Vec2> path;
  double path_width = 0;  // roads and line streams: inches wide

  Screen screen = Screen::kNone;
  double height = 0;  // figure heights: how tall the screen stands above the ground
  // Leafy areas: inches of foliage a sight line can pass through before the
  // target is hidden altogether (the first half of it obscures partially).
  double sight_depth = 0;
  // Leafy lines: how obscuring one crossing is (1 partially, 2 mostly).
  int obscuring = 0;

  Going going = Going::kOpen;     // moving through the area, or across the line
  int level = 0;                  // hills: contour level (1 = first contour)
  std::vector<Opening> openings;  // buildings: doors, windows, loopholes

  Box bounds;  // filled by finish(); covers every shape the feature uses

  bool is_area() const { return !outline.points.empty(); }
  bool is_line() const { return !path.empty(); }
  bool is_tree() const { return type == TerrainType::kTree; }
  // Computes bounds; call once the shape is set.
  void finish();
};

// Default screen, height, depth and going for a type, as a scenario gets
// them when it does not say otherwise. Documented in docs/terrain.md.
TerrainFeature default_feature(TerrainType t);

struct Table {
  double width = 48;  // inches, along x
  double depth = 36;  // inches, along y
  bool contains(Vec2 p) const { return p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= depth; }
};

// The table and everything fixed on it for the whole game.
struct Battlefield {
  Table table;
  std::vector<TerrainFeature> features;
  Measure measure = Measure::kBaseEdge;  // how distances between figures are taken
  double contour_height = 1.0;           // figure heights per hill contour level

  // Ground level (in contour levels) at a point: the highest hill containing it.
  int ground_level(Vec2 p) const;
};

// Barred doors a rule set has broken open during a game (terrain itself
// never changes: the flags live in the game state). One flag per barred
// door of the battlefield, numbered by barred_door_number; a flag set is a
// door broken open, passed and seen through as any door. Empty: none broken.
using BrokenDoors = std::span<const uint8_t>;

// A gap a rule set has knocked in a line obstacle (a wall, hedge or fence)
// during a game (Mayhem's roundshot, 004 / Musket Mayhem / Artillery). As
// with broken doors, the terrain never changes: the gaps live in the game
// state and are handed to sight and to the rule set's own move checks.
// Every point of the feature's line within `half_width` of `at` is open:
// passed as open ground and seen through.
struct Breach {
  Vec2 at;               // a point on the feature's line: the middle of the gap
  float half_width = 0;  // inches of line open either side of `at`
  int32_t feature = -1;  // index into Battlefield::features
  friend bool operator==(const Breach&, const Breach&) = default;
};
// The gaps knocked so far, in the order made. Empty: none.
using Breaches = std::span<const Breach>;

// Whether the point p of feature `feature`'s line lies in one of the gaps.
bool in_breach(Breaches breaches, int feature, Vec2 p);
// Whether `s` crosses (or touches) the line of feature `feature` (its
// path) at a point not in a gap (crosses_path when there are none).
bool crosses_unbreached(const Segment& s, const TerrainFeature& f, int feature, Breaches breaches);

// How many barred doors the battlefield has.
int barred_door_count(const Battlefield& field);
// The number of opening `opening` of feature `feature` among the
// battlefield's barred doors (counted through the features in order, and
// each one's openings in order), or -1 when it is not a barred door.
int barred_door_number(const Battlefield& field, int feature, int opening);
// Whether men may pass that opening now: a door, not barred or broken open.
bool door_passable(const Battlefield& field, int feature, int opening, BrokenDoors broken);

}  // namespace skirmish
