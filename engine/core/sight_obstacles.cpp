#include "engine/core/sight_obstacles.h"

#include <limits>

namespace skirmish {

namespace {

double signed_area(const Polygon& p) {
  double twice = 0;
  const size_t n = p.points.size();
  for (size_t i = 0; i < n; ++i) twice += cross(p.points[i], p.points[(i + 1) % n]);
  return twice / 2;
}

Vec2 middle_of(const Polygon& p) {
  Vec2 sum;
  for (Vec2 q : p.points) sum = sum + q;
  return sum * (1.0 / static_cast<double>(p.points.size()));
}

void add_outline(SightObstacles& out, SightPiece& piece, const Polygon& outline) {
  piece.first_edge = static_cast<uint32_t>(out.edges.size());
  const size_t n = outline.points.size();
  for (size_t i = 0; i < n; ++i) {
    const Vec2 a = outline.points[i], b = outline.points[(i + 1) % n];
    out.edges.push_back({a, b - a, piece.top});
  }
  piece.edge_count = static_cast<uint32_t>(n);
  piece.orientation = signed_area(outline) >= 0 ? 1.0 : -1.0;
}

// Each opening becomes a stretch of the outline edge nearest its `at`;
// its barred doors are numbered on from `first_barred` (terrain.h's
// barred_door_number).
void add_openings(SightObstacles& out, SightPiece& piece, const TerrainFeature& f,
                  int32_t first_barred) {
  piece.first_opening = static_cast<uint32_t>(out.openings.size());
  for (const Opening& o : f.openings) {
    const int32_t barred = o.barred ? first_barred++ : -1;
    uint32_t best = piece.first_edge;
    double best_distance = std::numeric_limits<double>::max();
    for (uint32_t e = piece.first_edge; e < piece.first_edge + piece.edge_count; ++e) {
      const SightEdge& edge = out.edges[e];
      const double d = distance(Segment{edge.a, edge.a + edge.d}, o.at);
      if (d < best_distance) best_distance = d, best = e;
    }
    const SightEdge& edge = out.edges[best];
    const double len = length(edge.d);
    if (len <= 0) continue;
    const double u = dot(o.at - edge.a, edge.d) / (len * len);
    const double half = o.width / 2 / len;
    out.openings.push_back({best, u - half, u + half, o.kind, barred});
  }
  piece.opening_count = static_cast<uint32_t>(out.openings.size()) - piece.first_opening;
}

}  // namespace

bool SightObstacles::inside(const SightPiece& piece, Vec2 p) const {
  bool in = false;
  for (uint32_t i = piece.first_edge; i < piece.first_edge + piece.edge_count; ++i) {
    const Vec2 a = edges[i].a, b = edges[i].a + edges[i].d;
    if ((a.y > p.y) != (b.y > p.y)) {
      const double x_cross = a.x + (p.y - a.y) * edges[i].d.x / edges[i].d.y;
      if (p.x < x_cross) in = !in;
    }
  }
  return in;
}

int SightObstacles::ground_level(Vec2 p, std::span<const uint32_t> candidates) const {
  int level = 0;
  for (uint32_t id : candidates) {
    const SightPiece& piece = pieces[id];
    if (piece.kind != SightKind::kHill || piece.level <= level) continue;
    if (piece.bounds.contains(p) && inside(piece, p)) level = piece.level;
  }
  return level;
}

SightObstacles compile_sight_obstacles(const Battlefield& field) {
  SightObstacles out;
  out.contour_height = field.contour_height;
  out.bounds.extend({0, 0});
  out.bounds.extend({field.table.width, field.table.depth});

  // Hills first, so that every other piece can find the ground it stands on.
  for (uint32_t i = 0; i < field.features.size(); ++i) {
    const TerrainFeature& f = field.features[i];
    if (f.type != TerrainType::kHill || f.outline.points.size() < 3) continue;
    SightPiece piece;
    piece.kind = SightKind::kHill;
    piece.feature = i;
    piece.level = f.level;
    piece.top = f.level * field.contour_height;
    piece.bounds = box_of(f.outline.points);
    add_outline(out, piece, f.outline);
    out.hills.push_back(static_cast<uint32_t>(out.pieces.size()));
    out.pieces.push_back(piece);
  }
  auto ground_at = [&](Vec2 p) { return out.ground_level(p) * field.contour_height; };
  // Every feature's barred doors are counted, used here or not, so the
  // numbers match barred_door_number's.
  int32_t barred_so_far = 0;

  for (uint32_t i = 0; i < field.features.size(); ++i) {
    const TerrainFeature& f = field.features[i];
    const int32_t first_barred = barred_so_far;
    for (const Opening& o : f.openings) barred_so_far += o.barred ? 1 : 0;
    if (f.type == TerrainType::kHill || f.screen == Screen::kNone) continue;
    SightPiece piece;
    piece.feature = i;
    if (f.is_tree()) {
      piece.kind = SightKind::kTrunk;
      piece.trunk = f.trunk;
      piece.top = ground_at(f.trunk.centre) + f.height;
      piece.bounds = box_of(f.trunk);
    } else if (f.outline.points.size() >= 3) {
      piece.kind = f.type == TerrainType::kBuilding ? SightKind::kBuilding
                   : f.screen == Screen::kSolid     ? SightKind::kWall
                                                    : SightKind::kLeafyArea;
      piece.top = ground_at(middle_of(f.outline)) + f.height;
      piece.inverse_sight_depth = f.sight_depth > 0 ? 1.0 / f.sight_depth : 0.0;
      piece.bounds = box_of(f.outline.points);
      add_outline(out, piece, f.outline);
      if (piece.kind == SightKind::kBuilding) add_openings(out, piece, f, first_barred);
      // A solid area that is not a building (a rock outcrop) screens like a
      // ring of wall: its outline edges carry its top.
    } else if (f.path.size() >= 2) {
      piece.kind = f.screen == Screen::kSolid ? SightKind::kWall : SightKind::kLeafyLine;
      piece.obscuring = f.obscuring;
      piece.first_edge = static_cast<uint32_t>(out.edges.size());
      for (size_t k = 0; k + 1 < f.path.size(); ++k) {
        const Vec2 a = f.path[k], b = f.path[k + 1];
        out.edges.push_back({a, b - a, ground_at((a + b) * 0.5) + f.height});
        piece.bounds.extend(a);
        piece.bounds.extend(b);
      }
      piece.edge_count = static_cast<uint32_t>(f.path.size() - 1);
    } else {
      continue;  // no usable shape: the scenario check reports it
    }
    out.pieces.push_back(piece);
  }
  for (const SightPiece& piece : out.pieces) {
    out.bounds.extend(piece.bounds.min);
    out.bounds.extend(piece.bounds.max);
  }
  return out;
}

}  // namespace skirmish
