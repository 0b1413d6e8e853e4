#include "engine/core/los.h"

#include <vector>

#include "engine/core/sight_rays.h"

namespace skirmish {

namespace {

using sight::kColumns;
using sight::Ray;

// Every ray lies in the corridor: from the shooter's centre along the line
// to the target's centre (0 to `length` inches along `axis`), and no more
// than the target's radius to either side of it (`normal`).
struct Look {
  std::array<Ray, kColumns> rays;
  Vec2 shooter_at;
  Vec2 axis;    // unit vector shooter to target
  Vec2 normal;  // axis turned a quarter left
  double length = 0;
  double half_width = 0;
  Box bounds;  // holds the corridor: the cheapest first test

  // Whether a point set lies wholly to one side of the corridor or beyond
  // one of its ends: then nothing in its hull can touch a ray.
  template <size_t N>
  bool clear_of(const std::array<Vec2, N>& points) const {
    int left = 0, right = 0, behind = 0, beyond = 0;
    for (Vec2 p : points) {
      const Vec2 w = p - shooter_at;
      const double across = dot(w, normal), along = dot(w, axis);
      left += across > half_width;
      right += across < -half_width;
      behind += along < 0;
      beyond += along > length;
    }
    const int n = static_cast<int>(N);
    return left == n || right == n || behind == n || beyond == n;
  }
  bool clear_of(const Box& b) const {
    return clear_of(
        std::array<Vec2, 4>{b.min, b.max, Vec2{b.min.x, b.max.y}, Vec2{b.max.x, b.min.y}});
  }
  bool clear_of(const SightEdge& e) const { return clear_of(std::array<Vec2, 2>{e.a, e.a + e.d}); }
  // No ray can show any of the target any more.
  bool all_hidden() const {
    for (const Ray& r : rays) {
      if (r.hidden_to < r.top && r.foliage <= sight::kFoliageAll) return false;
    }
    return true;
  }
};

int cover_through(const LosOptions& options, OpeningKind kind) {
  switch (kind) {
    case OpeningKind::kDoor:
      return static_cast<int>(options.door_cover);
    case OpeningKind::kWindow:
      return static_cast<int>(options.window_cover);
    case OpeningKind::kLoophole:
      return static_cast<int>(options.loophole_cover);
  }
  return 0;
}

const SightOpening* opening_at(const SightObstacles& o, const SightPiece& piece, uint32_t edge,
                               double u) {
  for (uint32_t k = piece.first_opening; k < piece.first_opening + piece.opening_count; ++k) {
    const SightOpening& gap = o.openings[k];
    if (gap.edge == edge && u >= gap.from && u <= gap.to) return &gap;
  }
  return nullptr;
}

// What one piece of terrain does to every ray of the look.
void screen_by(const SightObstacles& o, const LosOptions& options, const SightPiece& piece,
               Look& look) {
  double t, u;
  const SightEdge* edges = o.edges.data() + piece.first_edge;
  switch (piece.kind) {
    case SightKind::kWall:
    case SightKind::kHill:
      // A hill is a flat plateau: the sight line is straight, so it clears the
      // hill worst where it crosses the outline (the crest), and only there.
      for (uint32_t i = 0; i < piece.edge_count; ++i) {
        if (look.clear_of(edges[i])) continue;
        for (Ray& r : look.rays) {
          if (sight::crossing(r, edges[i], true, t, u)) {
            r.hidden_to = std::max(r.hidden_to, sight::hides_to(r, t, edges[i].top));
          }
        }
      }
      return;
    case SightKind::kBuilding: {
      // Walls are taller than men; a ray through a door, window or loophole
      // passes but leaves the man behind it in cover. The shooter's own
      // openings give the target nothing.
      int shooter_inside = -1;
      for (uint32_t i = 0; i < piece.edge_count; ++i) {
        if (look.clear_of(edges[i])) continue;
        for (Ray& r : look.rays) {
          if (!sight::crossing(r, edges[i], true, t, u)) continue;
          if (const SightOpening* gap = opening_at(o, piece, piece.first_edge + i, u)) {
            if (shooter_inside < 0) shooter_inside = o.inside(piece, look.shooter_at) ? 1 : 0;
            if (!shooter_inside)
              r.least_cover = std::max(r.least_cover, cover_through(options, gap->kind));
            continue;
          }
          r.hidden_to = std::max(r.hidden_to, sight::hides_to(r, t, edges[i].top));
        }
      }
      return;
    }
    case SightKind::kTrunk:
      for (Ray& r : look.rays) {
        if (sight::entry(r, piece.trunk, t)) {
          r.hidden_to = std::max(r.hidden_to, sight::hides_to(r, t, piece.top));
        }
      }
      return;
    case SightKind::kLeafyArea:
      for (Ray& r : look.rays) {
        double lo, hi;
        sight::below_foliage(r, piece.top, lo, hi);
        if (lo >= hi) continue;
        const double depth = sight::depth_inside(o, piece, r, lo, hi) * r.length;
        r.foliage += std::llround(depth * piece.inverse_sight_depth * sight::kFoliageUnits);
      }
      return;
    case SightKind::kLeafyLine:
      for (uint32_t i = 0; i < piece.edge_count; ++i) {
        if (look.clear_of(edges[i])) continue;
        for (Ray& r : look.rays) {
          if (sight::crossing(r, edges[i], false, t, u) && t >= r.near &&
              sight::aim_height_at(r, t) < edges[i].top) {
            r.obscuring += piece.obscuring;
          }
        }
      }
      return;
  }
}

// Marks for removing repeats when a piece spans several grid cells: one
// buffer per thread, grown to the largest battlefield seen, never per query.
struct Marks {
  std::vector<uint32_t> seen;
  uint32_t now = 0;

  void start(size_t pieces) {
    if (seen.size() < pieces) seen.resize(pieces, 0);
    if (++now == 0) {
      std::fill(seen.begin(), seen.end(), 0);
      now = 1;
    }
  }
};
thread_local Marks marks;

// A target the terrain alone hides from every column. The look stopped
// early, so what it found so far depends on the order it met pieces in;
// it is replaced by one fixed answer (cover and men in the way mean nothing
// for a man who cannot be seen).
LosResult hidden_result(LosResult r) {
  r.visible = false;
  r.solid = SolidCover::kNone;
  r.leafy = LeafyCover::kNone;
  r.cover = 0;
  r.hidden_share = 1;
  r.blocker_count = 0;
  r.blockers = {};
  return r;
}

int leafy_level(const Ray& r) {
  // 000 / Fire Combat / Cover: up to half the sight depth partially
  // obscures (1), up to all of it mostly (2), beyond it hides (3).
  int level = r.foliage == 0                     ? 0
              : r.foliage <= sight::kFoliageHalf ? 1
              : r.foliage <= sight::kFoliageAll  ? 2
                                                 : 3;
  // Hedges and fences add their own obscuring, up to "mostly obscured".
  if (level < 3) level = std::min(2, level + r.obscuring);
  return level;
}

}  // namespace

SolidCover solid_cover_for(double hidden_share) {
  if (hidden_share < kHalfCoverFrom) return SolidCover::kNone;
  if (hidden_share < kThreeQuarterCoverFrom) return SolidCover::kHalf;
  if (hidden_share < kJustEnoughFrom) return SolidCover::kThreeQuarters;
  if (hidden_share < kLoopholeFrom) return SolidCover::kJustEnough;
  return SolidCover::kLoophole;
}

LineOfSight::LineOfSight(std::shared_ptr<const Battlefield> field, LosOptions options)
    : field_(std::move(field)),
      options_(options),
      obstacles_(compile_sight_obstacles(*field_)),
      grid_(obstacles_, options_.grid_cell),
      use_index_(static_cast<int>(obstacles_.pieces.size()) >= options_.index_from_pieces) {}

LosResult LineOfSight::look(const Sighting& shooter, const Sighting& target,
                            std::span<const Sighting> figures, int shooter_index,
                            int target_index) const {
  return use_index_ ? trace<true>(shooter, target, figures, shooter_index, target_index)
                    : trace<false>(shooter, target, figures, shooter_index, target_index);
}

LosResult LineOfSight::look_brute_force(const Sighting& shooter, const Sighting& target,
                                        std::span<const Sighting> figures, int shooter_index,
                                        int target_index) const {
  return trace<false>(shooter, target, figures, shooter_index, target_index);
}

LosResult LineOfSight::look_indexed(const Sighting& shooter, const Sighting& target,
                                    std::span<const Sighting> figures, int shooter_index,
                                    int target_index) const {
  return trace<true>(shooter, target, figures, shooter_index, target_index);
}

template <bool kIndexed>
LosResult LineOfSight::trace(const Sighting& shooter, const Sighting& target,
                             std::span<const Sighting> figures, int shooter_index,
                             int target_index) const {
  const SightObstacles& o = obstacles_;
  auto level_at = [&](Vec2 p) {
    if constexpr (kIndexed) return o.ground_level(p, grid_.at(p));
    return o.ground_level(p);
  };
  LosResult result;
  result.range = base_distance(shooter.base, target.base, field_->measure);
  result.shooter_level = level_at(shooter.base.centre);
  result.target_level = level_at(target.base.centre);

  const Vec2 s = shooter.base.centre, c = target.base.centre;
  const Vec2 to = c - s;
  const double apart = length(to);
  if (apart < 1e-9) {
    result.visible = true;  // the same spot: nothing can come between
    return result;
  }
  const double eye =
      result.shooter_level * o.contour_height + eye_height_of(shooter.posture, shooter.mounted);
  const double bottom = result.target_level * o.contour_height;
  const double height = height_of(target.posture, target.mounted);
  const Vec2 side = Vec2{-to.y, to.x} * (target.base.radius / apart);
  const std::array<Vec2, kColumns> feet = {c - side, c, c + side};

  Look look;
  look.shooter_at = s;
  look.axis = to * (1 / apart);
  look.normal = {-look.axis.y, look.axis.x};
  look.length = apart;
  look.half_width = target.base.radius;
  look.bounds = box_of(target.base);
  look.bounds.extend(s);
  for (int i = 0; i < kColumns; ++i) {
    Ray& r = look.rays[i];
    r.from = s;
    r.d = feet[i] - s;
    r.length = length(r.d);
    r.eye = eye;
    r.bottom = bottom;
    r.top = bottom + height;
    r.aim = bottom + options_.leafy_aim_height * height;
    r.near = r.length > 0 ? options_.ignore_foliage_near_shooter / r.length : 1.0;
  }

  // Once terrain hides every column, nothing further can show the target:
  // the look stops early (and, so that the answer does not depend on the
  // order pieces were met in, reports a hidden target the same way always).
  bool screened = false;
  auto visit = [&](uint32_t id) {
    const SightPiece& piece = o.pieces[id];
    if (screened || !piece.bounds.overlaps(look.bounds) || look.clear_of(piece.bounds)) return;
    screen_by(o, options_, piece, look);
    screened = look.all_hidden();
  };
  if constexpr (kIndexed) {
    marks.start(o.pieces.size());
    grid_.for_each_near(s, c, target.base.radius, [&](uint32_t id) {
      if (marks.seen[id] == marks.now) return;
      marks.seen[id] = marks.now;
      visit(id);
    });
  } else {
    for (uint32_t id = 0; id < o.pieces.size() && !screened; ++id) visit(id);
  }
  if (screened) return hidden_result(result);

  // 000 / Fire Combat / Fire past friends: a man in the way is hard cover.
  // Most men stand well off to one side of the corridor: that one test
  // comes first, with its terms held in locals, as it runs for every man.
  const double nx = look.normal.x, ny = look.normal.y, half_width = look.half_width;
  for (int j = 0; j < static_cast<int>(figures.size()); ++j) {
    const Sighting& f = figures[j];
    const double across = (f.base.centre.x - s.x) * nx + (f.base.centre.y - s.y) * ny;
    if (std::abs(across) > f.base.radius + half_width) continue;
    if (j == shooter_index || j == target_index || !f.blocks) continue;
    const double along = dot(f.base.centre - s, look.axis);
    if (along < -f.base.radius || along > apart + f.base.radius) continue;
    int level = -1;
    bool hides = false;
    for (Ray& r : look.rays) {
      double t;
      if (!sight::entry(r, f.base, t)) continue;
      if (level < 0) level = level_at(f.base.centre);
      const double top = level * o.contour_height + height_of(f.posture, f.mounted);
      const double z = sight::hides_to(r, t, top);
      hides = hides || z > r.bottom;
      r.hidden_to = std::max(r.hidden_to, z);
    }
    if (!hides) continue;
    if (result.blocker_count < LosResult::kMostBlockersListed) {
      result.blockers[result.blocker_count] = j;
    }
    ++result.blocker_count;
  }

  double hidden_sum = 0;
  int leafy_best = 3, least_cover = 0;
  for (const Ray& r : look.rays) {
    const double hidden =
        height > 0 ? std::clamp((r.hidden_to - r.bottom) / height, 0.0, 1.0) : 1.0;
    hidden_sum += hidden;
    const int leafy = leafy_level(r);
    if (hidden < 1 && leafy < 3) {
      result.visible = true;
      leafy_best = std::min(leafy_best, leafy);
      least_cover = std::max(least_cover, r.least_cover);
    }
  }
  result.hidden_share = hidden_sum / kColumns;
  const int solid = std::max(static_cast<int>(solid_cover_for(result.hidden_share)), least_cover);
  result.solid = static_cast<SolidCover>(solid);
  result.leafy = static_cast<LeafyCover>(std::min(leafy_best, 2));
  const int leafy = static_cast<int>(result.leafy);
  result.cover = options_.add_leafy_to_solid ? std::min(5, solid + leafy) : std::max(solid, leafy);
  return result;
}

}  // namespace skirmish
