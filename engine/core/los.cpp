#include "engine/core/los.h"

#include <atomic>
#include <limits>
#include <type_traits>
#include <vector>

#include "engine/core/sight_rays.h"
#include "engine/core/terrain_look_memo.h"

namespace skirmish {

namespace {

using sight::kColumns;
using sight::Ray;
static_assert(terrain_looks::kColumns == kColumns);

// Every ray lies in the corridor: from the shooter's centre along the line
// to the target's centre (0 to `length` inches along `axis`), and no more
// than the target's radius to either side of it (`normal`). Within it they
// fan out from the shooter: every ray lies in the triangle from his centre
// to the target's two outer columns (`right` and `left`, the outer rays).
struct Look {
  std::array<Ray, kColumns> rays;
  Vec2 shooter_at;
  Vec2 axis;    // unit vector shooter to target
  Vec2 normal;  // axis turned a quarter left
  double length = 0;
  double half_width = 0;
  Box bounds;        // holds the corridor: the cheapest first test
  Vec2 right, left;  // the outer rays, shooter to the target's right and left edge
  double right_slack = 0, left_slack = 0;  // kFanSlack times their lengths

  // Slack of fan_clear_of, in inches: it only rejects men the exact tests
  // after it would reject too (their rounding is about 1e-13").
  static constexpr double kFanSlack = 1e-6;

  // Whether a point set lies wholly to one side of the corridor or beyond
  // one of its ends: then nothing in its hull can touch a ray.
  template <size_t N>
  bool clear_of(const std::array<Vec2, N>& points) const {
    int left_of = 0, right_of = 0, behind = 0, beyond = 0;
    for (Vec2 p : points) {
      const Vec2 w = p - shooter_at;
      const double across = dot(w, normal), along = dot(w, axis);
      left_of += across > half_width;
      right_of += across < -half_width;
      behind += along < 0;
      beyond += along > length;
    }
    const int n = static_cast<int>(N);
    return (left_of == n) | (right_of == n) | (behind == n) | (beyond == n);
  }
  bool clear_of(const Box& b) const {
    return clear_of(
        std::array<Vec2, 4>{b.min, b.max, Vec2{b.min.x, b.max.y}, Vec2{b.max.x, b.min.y}});
  }
  bool clear_of(const SightEdge& e) const { return clear_of(std::array<Vec2, 2>{e.a, e.a + e.d}); }
  // Whether a circle lies wholly outside the fan's sides, with slack (the
  // exact tests that follow decide the rest). Near the shooter the fan is
  // far narrower than the corridor.
  bool fan_clear_of(const Circle& c) const {
    const Vec2 w = c.centre - shooter_at;
    return (cross(right, w) < -right_slack - c.radius * rays[0].length) |
           (cross(left, w) > left_slack + c.radius * rays[kColumns - 1].length);
  }
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

// A barred door is shut (wall) unless `broken` marks it broken open.
bool shut(const SightOpening& gap, BrokenDoors broken) {
  if (gap.barred < 0) return false;
  const auto number = static_cast<size_t>(gap.barred);
  return number >= broken.size() || broken[number] == 0;
}

const SightOpening* opening_at(const SightObstacles& o, const SightPiece& piece, uint32_t edge,
                               double u, BrokenDoors broken) {
  for (uint32_t k = piece.first_opening; k < piece.first_opening + piece.opening_count; ++k) {
    const SightOpening& gap = o.openings[k];
    if (gap.edge == edge && u >= gap.from && u <= gap.to && !shut(gap, broken)) return &gap;
  }
  return nullptr;
}

// Calls on(i) for each of the edges that may touch a ray of the look.
template <class OnEdge>
void for_each_edge_near(const Look& look, const SightEdge* edges, uint32_t count, OnEdge&& on) {
  for (uint32_t i = 0; i < count; ++i) {
    if (!look.clear_of(edges[i])) on(i);
  }
}

// Whether a ray crosses edge `edge` (at its parameter u) in a gap a rule
// set knocked in the piece's line (terrain.h: Breach): there it hides
// nothing.
bool through_breach(const SightPiece& piece, const SightEdge& edge, double u, Breaches breaches) {
  return !breaches.empty() &&
         in_breach(breaches, static_cast<int>(piece.feature), edge.a + edge.d * u);
}

// What one piece of terrain does to every ray of the look.
void screen_by(const SightObstacles& o, const LosOptions& options, const SightPiece& piece,
               BrokenDoors broken, Breaches breaches, Look& look) {
  double t, u;
  const SightEdge* edges = o.edges.data() + piece.first_edge;
  switch (piece.kind) {
    case SightKind::kWall:
    case SightKind::kHill:
      // A hill is a flat plateau: the sight line is straight, so it clears the
      // hill worst where it crosses the outline (the crest), and only there.
      for_each_edge_near(look, edges, piece.edge_count, [&](uint32_t i) {
        const Vec2 w = edges[i].a - look.shooter_at;
        const double across = cross(w, edges[i].d);
        for (int k = 0; k < kColumns; ++k) {
          Ray& r = look.rays[k];
          if (sight::crossing_from(r, edges[i], w, across, true, t, u) &&
              !through_breach(piece, edges[i], u, breaches)) {
            r.hidden_to = std::max(r.hidden_to, sight::hides_to(r, t, edges[i].top));
          }
        }
      });
      return;
    case SightKind::kBuilding: {
      // Walls are taller than men; a ray through a door, window or loophole
      // passes but leaves the man behind it in cover (a barred door, shut,
      // is wall until broken open). The shooter's own openings give the
      // target nothing.
      int shooter_inside = -1;
      for_each_edge_near(look, edges, piece.edge_count, [&](uint32_t i) {
        const Vec2 w = edges[i].a - look.shooter_at;
        const double across = cross(w, edges[i].d);
        for (int k = 0; k < kColumns; ++k) {
          Ray& r = look.rays[k];
          if (!sight::crossing_from(r, edges[i], w, across, true, t, u)) {
            continue;
          }
          if (const SightOpening* gap = opening_at(o, piece, piece.first_edge + i, u, broken)) {
            if (shooter_inside < 0) shooter_inside = o.inside(piece, look.shooter_at) ? 1 : 0;
            if (!shooter_inside)
              r.least_cover = std::max(r.least_cover, cover_through(options, gap->kind));
            continue;
          }
          r.hidden_to = std::max(r.hidden_to, sight::hides_to(r, t, edges[i].top));
        }
      });
      return;
    }
    case SightKind::kTrunk:
      for (Ray& r : look.rays) {
        if (sight::entry(r, piece.trunk, t)) {
          r.hidden_to = std::max(r.hidden_to, sight::hides_to(r, t, piece.top));
        }
      }
      return;
    case SightKind::kLeafyArea: {
      double lo[kColumns], hi[kColumns], depth[kColumns];
      bool active[kColumns];
      bool any = false;
      for (int k = 0; k < kColumns; ++k) {
        sight::below_foliage(look.rays[k], piece.top, lo[k], hi[k]);
        active[k] = lo[k] < hi[k];
        any = any || active[k];
      }
      if (!any) return;
      sight::depths_inside(o, piece, look.rays, lo, hi, active, depth);
      for (int k = 0; k < kColumns; ++k) {
        if (!active[k]) continue;
        Ray& r = look.rays[k];
        r.foliage += sight::round_to_integer(depth[k] * r.length * piece.inverse_sight_depth *
                                             sight::kFoliageUnits);
      }
      return;
    }
    case SightKind::kLeafyLine:
      for_each_edge_near(look, edges, piece.edge_count, [&](uint32_t i) {
        const Vec2 w = edges[i].a - look.shooter_at;
        const double across = cross(w, edges[i].d);
        for (int k = 0; k < kColumns; ++k) {
          Ray& r = look.rays[k];
          if (sight::crossing_from(r, edges[i], w, across, false, t, u) && t >= r.near &&
              sight::aim_height_at(r, t) < edges[i].top &&
              !through_breach(piece, edges[i], u, breaches)) {
            r.obscuring += piece.obscuring;
          }
        }
      });
      return;
  }
}

// What one man near the corridor does to every ray of the look (he is
// figure j of those given); `level_at` finds the ground he stands on.
template <class LevelAt>
void screen_by_man(const Sighting& f, int j, int shooter_index, int target_index,
                   double contour_height, const LevelAt& level_at, Look& look, LosResult& result) {
  const double along = dot(f.base.centre - look.shooter_at, look.axis);
  // One branch for every reason to pass him over: which way each goes is
  // as good as random, and a branch mispredicted costs more than the tests.
  if ((j == shooter_index) | (j == target_index) | !f.blocks | (along < -f.base.radius) |
      (along > look.length + f.base.radius) | look.fan_clear_of(f.base)) {
    return;
  }
  int level = -1;
  bool hides = false;
  for (Ray& r : look.rays) {
    double t;
    if (!sight::entry(r, f.base, t)) continue;
    if (level < 0) level = level_at(f.base.centre);
    const double top = level * contour_height + height_of(f.posture, f.mounted);
    const double z = sight::hides_to(r, t, top);
    hides = hides || z > r.bottom;
    r.hidden_to = std::max(r.hidden_to, z);
  }
  if (!hides) return;
  // The list keeps the men of lowest index, whatever order they were met in
  // (a scan meets them in order, the men's grid cell by cell).
  const int listed = std::min(result.blocker_count, LosResult::kMostBlockersListed);
  int at = listed;
  while (at > 0 && result.blockers[at - 1] > j) --at;
  if (at < LosResult::kMostBlockersListed) {
    const int last = std::min(listed, LosResult::kMostBlockersListed - 1);
    for (int k = last; k > at; --k) result.blockers[k] = result.blockers[k - 1];
    result.blockers[at] = j;
  }
  ++result.blocker_count;
}

// Ids that passed a cheap first test, gathered without a branch each (the
// test's outcome is as good as random, and a mispredicted branch costs more
// than the test) and handed on in the order met, a chunk at a time. It
// lives on the stack: a query allocates nothing. The ids are written
// before they are read, so they are left uninitialised (clearing them cost
// more than the scan of 40 men), and the count is a separate local in
// offer_all's loop: as a member beside the ids it was reloaded after every
// store to them (same type, so they might alias).
template <class Handle>
struct Shortlist {
  static constexpr uint32_t kChunk = 64;
  explicit Shortlist(Handle& h) : handle(h) {}

  Handle& handle;
  std::array<uint32_t, kChunk> ids;
  uint32_t count = 0;

  void offer(uint32_t id, bool keep) {
    ids[count] = id;
    count += keep;
    if (count == kChunk) flush();
  }
  // offer(j, keep(j)) for j = 0 .. n-1, the count held in a register, and
  // handed on a chunk of ids at a time. A chunk of ids cannot fill the
  // list, so the loop over it asks nothing but the test: with a check for a
  // full list after each man kept, the compiler made the test a branch,
  // whose way is as good as random (what the shortlist is there to avoid).
  template <class Keep>
  void offer_all(uint32_t n, const Keep& keep) {
    if (count > 0) flush();
    for (uint32_t start = 0; start < n; start += kChunk) {
      const uint32_t end = std::min(n, start + kChunk);
      uint32_t held = 0;
      for (uint32_t j = start; j < end; ++j) {
        ids[held] = j;
        held += static_cast<uint32_t>(keep(j));
      }
      count = held;
      flush();
    }
  }
  void flush() {
    for (uint32_t k = 0; k < count; ++k) handle(ids[k]);
    count = 0;
  }
};

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

namespace {
std::atomic<uint64_t> sights_made{0};
}  // namespace

LineOfSight::LineOfSight(std::shared_ptr<const Battlefield> field, LosOptions options)
    : field_(std::move(field)),
      options_(options),
      obstacles_(compile_sight_obstacles(*field_)),
      grid_(obstacles_, options_.grid_cell),
      use_index_(static_cast<int>(obstacles_.pieces.size()) >= options_.index_from_pieces),
      serial_(++sights_made) {}

void SightFigures::rebuild(const LineOfSight& los, std::span<const Sighting> figures) {
  figures_.assign(figures.begin(), figures.end());
  levels_.resize(figures_.size());
  std::vector<Box> centres(figures_.size());
  largest_radius_ = 0;
  for (size_t i = 0; i < figures_.size(); ++i) {
    const Circle& base = figures_[i].base;
    levels_[i] = los.ground_level(base.centre);
    centres[i] = Box{base.centre, base.centre};
    largest_radius_ = std::max(largest_radius_, base.radius);
  }
  grid_ = TerrainGrid(centres, los.obstacles().bounds);
}

LosResult LineOfSight::look(const Sighting& shooter, const Sighting& target,
                            std::span<const Sighting> figures, int shooter_index, int target_index,
                            BrokenDoors broken, Breaches breaches) const {
  return use_index_
             ? trace<true>(shooter, target, figures, shooter_index, target_index, broken, breaches)
             : trace<false>(shooter, target, figures, shooter_index, target_index, broken,
                            breaches);
}

LosResult LineOfSight::look_brute_force(const Sighting& shooter, const Sighting& target,
                                        std::span<const Sighting> figures, int shooter_index,
                                        int target_index, BrokenDoors broken,
                                        Breaches breaches) const {
  return trace<false>(shooter, target, figures, shooter_index, target_index, broken, breaches);
}

LosResult LineOfSight::look_indexed(const Sighting& shooter, const Sighting& target,
                                    std::span<const Sighting> figures, int shooter_index,
                                    int target_index, BrokenDoors broken, Breaches breaches) const {
  return trace<true>(shooter, target, figures, shooter_index, target_index, broken, breaches);
}

LosResult LineOfSight::look(const SightFigures& men, int shooter_index, int target_index,
                            BrokenDoors broken, Breaches breaches) const {
  const Sighting &shooter = men[shooter_index], &target = men[target_index];
  return use_index_
             ? trace<true>(shooter, target, men, shooter_index, target_index, broken, breaches)
             : trace<false>(shooter, target, men, shooter_index, target_index, broken, breaches);
}

LosResult LineOfSight::look_indexed(const SightFigures& men, int shooter_index, int target_index,
                                    BrokenDoors broken, Breaches breaches) const {
  return trace<true>(men[shooter_index], men[target_index], men, shooter_index, target_index,
                     broken, breaches);
}

template <bool kIndexed, class Men>
LosResult LineOfSight::trace(const Sighting& shooter, const Sighting& target, const Men& men,
                             int shooter_index, int target_index, BrokenDoors broken,
                             Breaches breaches) const {
  constexpr bool kMenFiled = std::is_same_v<Men, SightFigures>;
  const SightObstacles& o = obstacles_;
  auto level_at = [&](Vec2 p) {
    if constexpr (kIndexed) return o.ground_level(p, grid_.at(p));
    return o.ground_level(p);
  };
  LosResult result;
  result.range = base_distance(shooter.base, target.base, field_->measure);
  // What the terrain did to this look before, if remembered
  // (terrain_look_memo.h): men gathered as a span only, whose levels are
  // found here as the memo found them.
  const bool remember =
      !kMenFiled && broken.empty() && breaches.empty() && terrain_looks::remembering();
  terrain_looks::Key key;
  const terrain_looks::TerrainLook* known = nullptr;
  if (remember) {
    terrain_looks::fill_key(key, serial_, shooter, target, kIndexed);
    known = terrain_looks::find(key);
  }
  if constexpr (kMenFiled) {
    result.shooter_level = men.level(shooter_index);
    result.target_level = men.level(target_index);
  } else if (known) {
    result.shooter_level = known->shooter_level;
    result.target_level = known->target_level;
    // Hidden by the terrain alone: nothing else is asked (a look at the
    // very spot he stands on is never kept, so it returns as below).
    if (known->screened) return hidden_result(result);
  } else {
    result.shooter_level = level_at(shooter.base.centre);
    result.target_level = level_at(target.base.centre);
  }

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

  // The rays' fields are all written here, once (Ray has no defaults to
  // write first: with them the whole look, some 450 bytes, was cleared on
  // every look before being filled in).
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
    r.hidden_to = -std::numeric_limits<double>::infinity();
    r.foliage = 0;
    r.obscuring = 0;
    r.least_cover = 0;
  }
  look.right = look.rays[0].d;
  look.left = look.rays[kColumns - 1].d;
  look.right_slack = Look::kFanSlack * look.rays[0].length;
  look.left_slack = Look::kFanSlack * look.rays[kColumns - 1].length;

  // Once terrain hides every column, nothing further can show the target:
  // the look stops early (and, so that the answer does not depend on the
  // order pieces were met in, reports a hidden target the same way always).
  bool screened = false;
  const SightPiece* pieces = o.pieces.data();
  const uint32_t piece_count = static_cast<uint32_t>(o.pieces.size());
  auto visit = [&](uint32_t id) {
    const SightPiece& piece = pieces[id];
    if (screened || !piece.bounds.overlaps(look.bounds) || look.clear_of(piece.bounds)) return;
    screen_by(o, options_, piece, broken, breaches, look);
    screened = look.all_hidden();
  };
  if (known) {
    screened = known->screened;
    for (int k = 0; k < kColumns; ++k) {
      Ray& r = look.rays[k];
      r.hidden_to = known->hidden_to[k];
      r.foliage = known->foliage[k];
      r.obscuring = known->obscuring[k];
      r.least_cover = known->least_cover[k];
    }
  } else {
    if constexpr (kIndexed) {
      marks.start(piece_count);
      grid_.for_each_near(s, c, target.base.radius, [&](uint32_t id) {
        if (marks.seen[id] == marks.now) return;
        marks.seen[id] = marks.now;
        visit(id);
      });
    } else {
      for (uint32_t id = 0; id < piece_count && !screened; ++id) visit(id);
    }
    if (remember) {
      terrain_looks::TerrainLook seen;
      seen.shooter_level = result.shooter_level;
      seen.target_level = result.target_level;
      seen.screened = screened;
      bool fits = true;  // counts too large for the memo's bytes: not kept
      for (int k = 0; k < kColumns; ++k) {
        const Ray& r = look.rays[k];
        seen.hidden_to[k] = r.hidden_to;
        seen.foliage[k] = r.foliage;
        seen.obscuring[k] = static_cast<int8_t>(r.obscuring);
        seen.least_cover[k] = static_cast<int8_t>(r.least_cover);
        fits = fits && seen.obscuring[k] == r.obscuring && seen.least_cover[k] == r.least_cover;
      }
      if (fits) terrain_looks::keep(key, seen);
    }
  }
  if (screened) return hidden_result(result);

  // 000 / Fire Combat / Fire past friends: a man in the way is hard cover.
  // Most men stand well off to one side of the corridor: that one test
  // comes first, with its terms held in locals, as it runs for every man.
  const double nx = look.normal.x, ny = look.normal.y, half_width = look.half_width;
  auto near_corridor = [&](const Sighting& f) {
    const double across = (f.base.centre.x - s.x) * nx + (f.base.centre.y - s.y) * ny;
    return std::abs(across) <= f.base.radius + half_width;
  };
  if constexpr (kMenFiled) {
    auto screen_man = [&](uint32_t id) {
      const int j = static_cast<int>(id);
      screen_by_man(
          men[j], j, shooter_index, target_index, o.contour_height,
          [&men, j](Vec2) { return men.level(j); }, look, result);
    };
    Shortlist<decltype(screen_man)> near_men{screen_man};
    if (men.size() < SightFigures::kWalkGridFrom) {
      near_men.offer_all(static_cast<uint32_t>(men.size()),
                         [&](uint32_t j) { return near_corridor(men[static_cast<int>(j)]); });
    } else {
      // Every man whose base reaches into the corridor has his centre within
      // the corridor's half width plus the widest base of it.
      men.grid().for_each_near(s, c, half_width + men.largest_radius(), [&](uint32_t id) {
        near_men.offer(id, near_corridor(men[static_cast<int>(id)]));
      });
    }
    near_men.flush();
  } else {
    const Sighting* figures = men.data();
    auto screen_man = [&](uint32_t id) {
      const int j = static_cast<int>(id);
      screen_by_man(figures[j], j, shooter_index, target_index, o.contour_height, level_at, look,
                    result);
    };
    Shortlist<decltype(screen_man)> near_men{screen_man};
    const uint32_t count = static_cast<uint32_t>(men.size());
    near_men.offer_all(count, [&](uint32_t j) { return near_corridor(figures[j]); });
    near_men.flush();
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
