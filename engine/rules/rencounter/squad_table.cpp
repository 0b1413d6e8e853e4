#include "engine/rules/rencounter/squad_table.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace skirmish::rencounter {

namespace {

// Open ground kept between pieces: a man on a 1" base passes with room.
constexpr double kGap = 1.5;
// Tries to place each piece before leaving it out.
constexpr int kAttempts = 200;
// Pieces a table should have, and trees tried to make up a shortfall.
constexpr size_t kMinPieces = 10;
constexpr int kExtraTrees = 8;
// Lines drawn with no width (walls) still take this much room on each side.
constexpr double kMinHalfWidth = 0.25;
// Coordinates are whole half inches: easy to read and to measure on a real
// table, and the same on every machine whatever its cos and sin round to.
constexpr double kGrid = 0.5;

double snap(double v) {
  return std::round(v / kGrid) * kGrid;
}
Vec2 snap(Vec2 p) {
  return {snap(p.x), snap(p.y)};
}

// A uniform number in [lo, hi) from the 53 high bits of one draw.
double uniform(Xoshiro256& rng, double lo, double hi) {
  const double unit = static_cast<double>(rng.next() >> 11) * 0x1.0p-53;
  return lo + (hi - lo) * unit;
}
int below(Xoshiro256& rng, int n) {
  return static_cast<int>(rng.below(static_cast<uint64_t>(n)));
}

// The ground a piece takes: segments (its outline, path or trunk point)
// thickened by half_width, and for areas the inside too.
struct Footprint {
  std::vector<Segment> edges;
  const Polygon* area = nullptr;
  double half_width = 0;
};

Footprint footprint_of(const TerrainFeature& f) {
  Footprint fp;
  if (f.is_tree()) {
    fp.edges.push_back({f.trunk.centre, f.trunk.centre});
    fp.half_width = f.trunk.radius;
  } else if (f.is_line()) {
    for (size_t i = 0; i + 1 < f.path.size(); ++i) fp.edges.push_back({f.path[i], f.path[i + 1]});
    fp.half_width = std::max(kMinHalfWidth, f.path_width / 2);
  } else {
    const auto& p = f.outline.points;
    for (size_t i = 0; i < p.size(); ++i) fp.edges.push_back({p[i], p[(i + 1) % p.size()]});
    fp.area = &f.outline;
  }
  return fp;
}

// Open ground between two pieces, inches; negative when they overlap.
double gap_between(const Footprint& a, const Footprint& b) {
  for (const Segment& s : b.edges) {
    if (a.area && contains(*a.area, s.a)) return -1;
  }
  for (const Segment& s : a.edges) {
    if (b.area && contains(*b.area, s.a)) return -1;
  }
  double best = 1e300;
  for (const Segment& s : a.edges) {
    for (const Segment& t : b.edges) best = std::min(best, distance(s, t));
  }
  return best - a.half_width - b.half_width;
}

bool is_crossing(TerrainType t) {
  return t == TerrainType::kRoad || t == TerrainType::kStream;
}

// Whether `f` may join `placed`: inside `band` (crossing lines run edge to
// edge instead), clear of every other piece by kGap, except that the road
// may ford the stream.
bool fits(const TerrainFeature& f, const std::vector<TerrainFeature>& placed, const Box& band) {
  if (!is_crossing(f.type)) {
    if (f.bounds.min.x < band.min.x || f.bounds.min.y < band.min.y || f.bounds.max.x > band.max.x ||
        f.bounds.max.y > band.max.y) {
      return false;
    }
  }
  const Footprint mine = footprint_of(f);
  for (const TerrainFeature& other : placed) {
    if (is_crossing(f.type) && is_crossing(other.type) && f.type != other.type) continue;
    if (!f.bounds.grown(kGap + 1).overlaps(other.bounds)) continue;
    if (gap_between(mine, footprint_of(other)) < kGap) return false;
  }
  return true;
}

// An irregular round patch (woods, brush, a hill): corners at evenly spread
// angles, a little jittered, at 75-100% of the radii. Star-shaped about its
// centre, so never self-crossing.
Polygon patch(Vec2 centre, double rx, double ry, Xoshiro256& rng) {
  const int n = 6 + below(rng, 3);
  Polygon p;
  for (int i = 0; i < n; ++i) {
    const double turn = (i + uniform(rng, -0.2, 0.2)) / n;
    const double angle = 2 * std::numbers::pi * turn;
    const double r = uniform(rng, 0.75, 1.0);
    const Vec2 q =
        snap(Vec2{centre.x + rx * r * std::cos(angle), centre.y + ry * r * std::sin(angle)});
    if (!p.points.empty() && q.x == p.points.back().x && q.y == p.points.back().y) continue;
    p.points.push_back(q);
  }
  return p;
}

TerrainFeature area_piece(TerrainType type, Vec2 centre, double rx, double ry, Xoshiro256& rng) {
  TerrainFeature f = default_feature(type);
  f.outline = patch(centre, rx, ry, rng);
  return f;
}

// A farm building: a rectangle with a door in each long wall (so either
// side can get in) and a window in every wall (000 / Fire Combat / Cover:
// men inside shoot out of them).
TerrainFeature building(Vec2 centre, Xoshiro256& rng) {
  TerrainFeature f = default_feature(TerrainType::kBuilding);
  const double w = 5 + below(rng, 3);
  const double d = 4 + below(rng, 2);
  const Vec2 lo = snap(Vec2{centre.x - w / 2, centre.y - d / 2});
  f.outline.points = {lo, {lo.x + w, lo.y}, {lo.x + w, lo.y + d}, {lo.x, lo.y + d}};
  for (double y : {lo.y, lo.y + d}) {
    const double door = snap(lo.x + w / 2 + below(rng, 3) - 1);
    const double window = door <= lo.x + w / 2 ? lo.x + w - 1.25 : lo.x + 1.25;
    f.openings.push_back({OpeningKind::kDoor, {door, y}, 1});
    f.openings.push_back({OpeningKind::kWindow, {window, y}, 1});
  }
  f.openings.push_back({OpeningKind::kWindow, {lo.x, lo.y + d / 2}, 1});
  f.openings.push_back({OpeningKind::kWindow, {lo.x + w, lo.y + d / 2}, 1});
  return f;
}

// A line across the table along x (hedges and walls face the advance, so
// they give cover), bent a little in the middle; a wall may turn a corner.
TerrainFeature barrier(TerrainType type, Vec2 centre, double length, bool corner, Xoshiro256& rng) {
  TerrainFeature f = default_feature(type);
  const double bend = uniform(rng, -1, 1);
  f.path = {snap(Vec2{centre.x - length / 2, centre.y}), snap(Vec2{centre.x, centre.y + bend}),
            snap(Vec2{centre.x + length / 2, centre.y})};
  if (corner) {
    const double leg = (3 + below(rng, 2)) * (below(rng, 2) == 0 ? 1 : -1);
    f.path.push_back({f.path.back().x, f.path.back().y + leg});
  }
  return f;
}

// The road runs from the first side's edge to the second's, wandering a
// little; the stream crosses the table the other way, off the centre line
// so that the building can stand in the middle.
TerrainFeature road(const Table& t, Xoshiro256& rng) {
  TerrainFeature f = default_feature(TerrainType::kRoad);
  double x = uniform(rng, 0.25, 0.75) * t.width;
  for (int i = 0; i <= 4; ++i) {
    f.path.push_back(snap(Vec2{x, t.depth * i / 4}));
    x = std::clamp(x + uniform(rng, -t.width / 12, t.width / 12), 3.0, t.width - 3);
  }
  return f;
}

TerrainFeature stream(const Table& t, Xoshiro256& rng) {
  TerrainFeature f = default_feature(TerrainType::kStream);
  const bool near_half = below(rng, 2) == 0;
  double y = t.depth * (near_half ? uniform(rng, 0.3, 0.4) : uniform(rng, 0.6, 0.7));
  for (int i = 0; i <= 4; ++i) {
    f.path.push_back(snap(Vec2{t.width * i / 4, y}));
    y = std::clamp(y + uniform(rng, -1.5, 1.5), kDeploymentDepth + 2,
                   t.depth - kDeploymentDepth - 2);
  }
  return f;
}

}  // namespace

TableLayout lay_out_table(const Table& table, std::span<const std::string_view> building_names,
                          Xoshiro256& rng) {
  static constexpr std::array<std::string_view, 4> kHillNames = {"Gallows Hill", "Beacon Hill",
                                                                 "Long Knoll", "Round Hill"};
  // Everything but the road and stream stays between the deployment zones.
  const Box band{{1, kDeploymentDepth}, {table.width - 1, table.depth - kDeploymentDepth}};
  const Vec2 middle{table.width / 2, table.depth / 2};
  TableLayout out;

  // Each piece is made afresh at each attempt and kept at the first fit.
  enum class Piece { kBuilding, kRoad, kStream, kHill, kWoods, kBrush, kWall, kHedge, kTree };
  std::vector<Piece> pieces = {Piece::kBuilding, Piece::kRoad,  Piece::kStream, Piece::kHill,
                               Piece::kWoods,    Piece::kWoods, Piece::kBrush,  Piece::kWall,
                               Piece::kHedge,    Piece::kHedge};
  for (int trees = below(rng, 5); trees > 0; --trees) pieces.push_back(Piece::kTree);

  const auto anywhere = [&] {
    return Vec2{uniform(rng, band.min.x, band.max.x), uniform(rng, band.min.y, band.max.y)};
  };
  const auto place = [&](Piece piece) {
    for (int attempt = 0; attempt < kAttempts; ++attempt) {
      TerrainFeature f;
      switch (piece) {
        case Piece::kBuilding:
          // Near the centre, so that holding it is fair to both sides.
          f = building({middle.x + uniform(rng, -table.width / 6, table.width / 6),
                        middle.y + uniform(rng, -1, 1)},
                       rng);
          f.name = building_names[static_cast<size_t>(
              below(rng, static_cast<int>(building_names.size())))];
          break;
        case Piece::kRoad:
          f = road(table, rng);
          break;
        case Piece::kStream:
          f = stream(table, rng);
          break;
        case Piece::kHill:
          f = area_piece(TerrainType::kHill, anywhere(), uniform(rng, 4, 5.5),
                         uniform(rng, 2.5, 3.5), rng);
          f.name = kHillNames[static_cast<size_t>(below(rng, 4))];
          break;
        case Piece::kWoods:
          f = area_piece(TerrainType::kWoods, anywhere(), uniform(rng, 3, 4.5), uniform(rng, 2, 3),
                         rng);
          break;
        case Piece::kBrush:
          f = area_piece(TerrainType::kBrush, anywhere(), uniform(rng, 2, 3), uniform(rng, 1.5, 2),
                         rng);
          break;
        case Piece::kWall:
          f = barrier(TerrainType::kWall, anywhere(), 6 + below(rng, 5), below(rng, 2) == 0, rng);
          break;
        case Piece::kHedge:
          f = barrier(TerrainType::kHedge, anywhere(), 8 + below(rng, 6), false, rng);
          break;
        case Piece::kTree:
          f = default_feature(TerrainType::kTree);
          f.trunk = {snap(anywhere()), below(rng, 2) == 0 ? 0.5 : 0.75};
          break;
      }
      f.finish();
      if (!fits(f, out.features, band)) continue;
      if (piece == Piece::kBuilding) out.building = static_cast<int>(out.features.size());
      if (piece == Piece::kHill) out.hill = static_cast<int>(out.features.size());
      out.features.push_back(std::move(f));
      return;
    }
  };
  for (Piece piece : pieces) place(piece);
  // A crowded table may leave a piece out; trees, which fit almost
  // anywhere, make up the number.
  for (int extra = 0; extra < kExtraTrees && out.features.size() < kMinPieces; ++extra) {
    place(Piece::kTree);
  }
  return out;
}

bool clear_of_terrain(const std::vector<TerrainFeature>& features, const Circle& base) {
  Footprint man;
  man.edges.push_back({base.centre, base.centre});
  man.half_width = base.radius;
  for (const TerrainFeature& f : features) {
    if (f.type == TerrainType::kRoad) continue;
    if (gap_between(man, footprint_of(f)) < 0.25) return false;
  }
  return true;
}

}  // namespace skirmish::rencounter
