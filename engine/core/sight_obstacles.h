// The terrain as line of sight sees it: every feature that screens sight,
// flattened once into plain arrays of edges, circles and heights.
//
// A Battlefield keeps terrain the way a scenario describes it; sight lines are
// traced millions of times per game, so the few facts they need (where each
// screen stands, how tall it is above sea level, how deep its foliage is) are
// worked out once here. Roads, streams and bog do not screen sight and are left
// out (000 / Special Actions and Circumstances / Terrain: terrain is directly
// representative, so only what stands up off the ground hides a man).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/core/terrain.h"

namespace skirmish {

// How a piece of terrain acts on a sight line.
enum class SightKind : uint8_t {
  kWall,       // solid line: hides what is below its top
  kBuilding,   // solid outline, taller than men, pierced by its openings
  kTrunk,      // solid circle: a single tree
  kLeafyArea,  // woods, brush, scrub: foliage obscures by depth
  kLeafyLine,  // hedge, fence: each crossing obscures by its `obscuring`
  kHill,       // plateau at its contour height: its outline is a crest
};

// One straight edge: a wall or hedge segment, or one side of an outline.
struct SightEdge {
  Vec2 a;
  Vec2 d;          // b - a
  double top = 0;  // lines: height above level 0 of the top of this segment
};

// A gap in a building wall, as a stretch [from, to] of one outline edge.
struct SightOpening {
  uint32_t edge = 0;  // index into SightObstacles::edges
  double from = 0;    // edge parameters, 0 at the edge's a, 1 at its b
  double to = 0;
  OpeningKind kind = OpeningKind::kDoor;
  // A barred door's number (barred_door_number, terrain.h), or -1: a barred
  // door is wall to sight until the look is told it is broken open.
  int32_t barred = -1;
};

struct SightPiece {
  SightKind kind = SightKind::kWall;
  uint32_t feature = 0;  // index into Battlefield::features, for messages
  uint32_t first_edge = 0;
  uint32_t edge_count = 0;
  uint32_t first_opening = 0;
  uint32_t opening_count = 0;
  Circle trunk;
  // Areas, buildings and trunks: height of the top above level 0 (ground it
  // stands on plus its own height). Hills: the plateau's height.
  double top = 0;
  double inverse_sight_depth = 0;  // leafy areas: 1 / sight_depth (inches)
  int obscuring = 0;               // leafy lines
  int level = 0;                   // hills: contour level
  double orientation = 1;          // outlines: +1 counter-clockwise, -1 clockwise
  Box bounds;
};

struct SightObstacles {
  std::vector<SightPiece> pieces;
  std::vector<SightEdge> edges;
  std::vector<SightOpening> openings;
  std::vector<uint32_t> hills;  // indices into pieces, for ground levels
  double contour_height = 1.0;
  Box bounds;  // every piece and the table

  // Ground level (contour levels) at p: the highest hill containing it,
  // looking only at the given pieces (all of them, or one grid cell's).
  int ground_level(Vec2 p, std::span<const uint32_t> candidates) const;
  int ground_level(Vec2 p) const { return ground_level(p, hills); }
  // Whether p is inside an outline piece (crossing-number test; a point
  // exactly on the outline may go either way).
  bool inside(const SightPiece& piece, Vec2 p) const;
};

// Compiles the battlefield. A piece stands on the ground at its middle (each
// wall or hedge segment at its own midpoint), found from the hills.
SightObstacles compile_sight_obstacles(const Battlefield& field);

}  // namespace skirmish
