// Line of sight and cover: can a shooter see a target, and how much of the
// target do walls, buildings, trees, hills, foliage and other men hide?
//
// The answer is in the cover levels of 000 / Fire Combat / Cover (solid and
// leafy reported apart, so that a rule set can roll duck backs only for solid
// cover, 000 / Fire Combat / Duck backs), plus the men in the way, who count
// as hard cover (000 / Fire Combat / Fire past friends, or at enemies engaged
// in melee) and whom a shot that "hits the cover" strikes instead.
//
// How it is decided, and every choice made where 000 is silent, is in
// docs/los.md; each choice is a field of LosOptions below.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/core/posture.h"
#include "engine/core/sight_obstacles.h"
#include "engine/core/terrain.h"
#include "engine/core/terrain_grid.h"

namespace skirmish {

// What sight needs to know of one figure.
struct Sighting {
  Circle base;
  Posture posture = Posture::kStanding;  // a man knocked down lies prone
  bool mounted = false;
  bool blocks = true;  // takes up space on the table (not dead, not gone)
};

// Sighting of any figure type with base(), posture, mounted and status
// (engine/model/figure.h's Figure); on_table() is found by argument lookup.
template <class FigureLike>
Sighting sighting_of(const FigureLike& f) {
  return {f.base(), f.posture, f.mounted, on_table(f.status)};
}

// 000 / Fire Combat / Cover: the to-hit penalty each level of solid cover gives.
enum class SolidCover : uint8_t {
  kNone = 0,
  kHalf = 2,           // protected by partial solid cover (about 1/2)
  kThreeQuarters = 3,  // protected 3/4 by solid cover
  kJustEnough = 4,     // just enough showing to see and fire a gun
  kLoophole = 5,       // all but a small part: peeking out, or a loophole
};
// 000 / Fire Combat / Cover: leafy cover.
enum class LeafyCover : uint8_t {
  kNone = 0,
  kPartial = 1,  // partially obscuring cover
  kMostly = 2,   // mostly obscured by leafy cover
};

// The share of the target hidden by solid cover at which each level starts.
// 000 says "approx 1/2" and "3/4"; each threshold sits about midway between
// the shares the seed names, so a man behind a waist-high wall (about half
// hidden) is at half cover and a kneeling one (about three quarters) at 3/4.
constexpr double kHalfCoverFrom = 0.25;
constexpr double kThreeQuarterCoverFrom = 0.60;
constexpr double kJustEnoughFrom = 0.85;
constexpr double kLoopholeFrom = 0.95;
SolidCover solid_cover_for(double hidden_share);

// Interpretations of 000 where it leaves sight to the referee (docs/los.md).
struct LosOptions {
  // Foliage and leafy lines this close to the shooter (inches) are ignored:
  // a man at the edge of a wood, or lining a hedge, looks and fires out.
  double ignore_foliage_near_shooter = 1.0;
  // Leafy screens are judged on the sight line to this share of the target's
  // height (0.5: his middle), a man whose chest shows over scrub is obscured.
  double leafy_aim_height = 0.5;
  // Least solid cover of a man seen only through a building's opening.
  SolidCover door_cover = SolidCover::kHalf;
  SolidCover window_cover = SolidCover::kJustEnough;
  SolidCover loophole_cover = SolidCover::kLoophole;
  // cover_level(): false takes the higher of solid and leafy; true adds
  // them (capped at 5) for those who count foliage over a wall twice.
  bool add_leafy_to_solid = false;
  // look() uses the grid from this many sight pieces on; below it brute force
  // is faster (measured crossover, docs/benchmarks.md). 0: always the grid.
  int index_from_pieces = 100;
  double grid_cell = 0;  // inches; 0 picks from the density of pieces
};

struct LosResult {
  static constexpr int kMostBlockersListed = 8;

  bool visible = false;
  SolidCover solid = SolidCover::kNone;  // not meaningful when not visible
  LeafyCover leafy = LeafyCover::kNone;
  int cover = 0;            // the to-hit penalty: see LosOptions::add_leafy_to_solid
  double hidden_share = 0;  // share of the target hidden by solid cover, 0..1
  double range = 0;         // per Battlefield::measure, inches
  int shooter_level = 0;    // ground (contour) levels the two stand on
  int target_level = 0;
  int blocker_count = 0;                                // every man hiding part of the target
  std::array<int32_t, kMostBlockersListed> blockers{};  // the first of them, by index

  int cover_level() const { return cover; }
  // Indices (into the figures given to look) of men hiding part of the target.
  std::span<const int32_t> blocking_figures() const {
    return {blockers.data(), static_cast<size_t>(std::min(blocker_count, kMostBlockersListed))};
  }
};

class LineOfSight;

// The men on the table as sight sees them, gathered once per position for
// the many looks asked of it ("whom can I shoot?"): each man's ground level
// is found once, and the men are filed in a grid by the cell holding their
// centre, so that a look among many men walks only the cells along its
// corridor instead of testing every man. Rebuild it whenever men move, fall
// or leave (building one over 200 men costs about as much as ten looks,
// docs/benchmarks.md).
class SightFigures {
 public:
  // Looks walk the men's grid from this many men on and scan them below it:
  // measured (docs/benchmarks.md) the scan is faster at 20 men and the grid
  // at 200; the crossover between was not pinned down.
  static constexpr int kWalkGridFrom = 100;

  SightFigures() = default;
  SightFigures(const LineOfSight& los, std::span<const Sighting> figures) { rebuild(los, figures); }
  void rebuild(const LineOfSight& los, std::span<const Sighting> figures);

  std::span<const Sighting> figures() const { return figures_; }
  int size() const { return static_cast<int>(figures_.size()); }
  const Sighting& operator[](int i) const { return figures_[static_cast<size_t>(i)]; }
  int level(int i) const { return levels_[static_cast<size_t>(i)]; }  // contour levels
  double largest_radius() const { return largest_radius_; }
  const TerrainGrid& grid() const { return grid_; }

 private:
  std::vector<Sighting> figures_;
  std::vector<int> levels_;
  double largest_radius_ = 0;
  TerrainGrid grid_;
};

// Sight over one battlefield. Immutable after construction and safe to share
// between threads; a query allocates nothing (a thread keeps one small
// marking buffer for the grid, grown once).
class LineOfSight {
 public:
  explicit LineOfSight(std::shared_ptr<const Battlefield> field, LosOptions options = {});

  // The target as the shooter sees him. `figures` are the men who may stand
  // in the way; shooter_index and target_index (or -1) are skipped among them.
  // Picks the grid or brute force by the number of sight pieces. A barred
  // door is wall unless `broken` marks it broken open, and a wall, hedge or
  // fence hides nothing where a ray crosses it in one of `breaches`
  // (terrain.h).
  LosResult look(const Sighting& shooter, const Sighting& target,
                 std::span<const Sighting> figures = {}, int shooter_index = -1,
                 int target_index = -1, BrokenDoors broken = {}, Breaches breaches = {}) const;
  LosResult look(std::span<const Sighting> figures, int shooter_index, int target_index) const {
    return look(figures[shooter_index], figures[target_index], figures, shooter_index,
                target_index);
  }
  // The same answer for men gathered once per position: their ground levels
  // are known already, and many men are found through their grid.
  LosResult look(const SightFigures& men, int shooter_index, int target_index,
                 BrokenDoors broken = {}, Breaches breaches = {}) const;
  // The same answer, bit for bit, by testing every piece of terrain.
  LosResult look_brute_force(const Sighting& shooter, const Sighting& target,
                             std::span<const Sighting> figures = {}, int shooter_index = -1,
                             int target_index = -1, BrokenDoors broken = {},
                             Breaches breaches = {}) const;
  // The same answer through the grid, whatever the size.
  LosResult look_indexed(const Sighting& shooter, const Sighting& target,
                         std::span<const Sighting> figures = {}, int shooter_index = -1,
                         int target_index = -1, BrokenDoors broken = {},
                         Breaches breaches = {}) const;
  // The terrain through the grid, whatever the size.
  LosResult look_indexed(const SightFigures& men, int shooter_index, int target_index,
                         BrokenDoors broken = {}, Breaches breaches = {}) const;

  // Ground level (contour levels) at p, through the grid.
  int ground_level(Vec2 p) const { return obstacles_.ground_level(p, grid_.at(p)); }
  bool uses_index() const { return use_index_; }
  const Battlefield& battlefield() const { return *field_; }
  const SightObstacles& obstacles() const { return obstacles_; }
  const TerrainGrid& grid() const { return grid_; }
  const LosOptions& options() const { return options_; }
  // Tells this sight apart from every other made in the process (a copy
  // shares it, having the same terrain and options): terrain_look_memo.h
  // keys what it remembers by it, where an address could be reused.
  uint64_t serial() const { return serial_; }

 private:
  // kIndexed: the terrain through the grid. Men are a span of Sightings
  // (every one tested) or SightFigures (found through their grid).
  template <bool kIndexed, class Men>
  LosResult trace(const Sighting& shooter, const Sighting& target, const Men& men,
                  int shooter_index, int target_index, BrokenDoors broken, Breaches breaches) const;

  std::shared_ptr<const Battlefield> field_;
  LosOptions options_;
  SightObstacles obstacles_;
  TerrainGrid grid_;
  bool use_index_ = false;
  uint64_t serial_ = 0;
};

}  // namespace skirmish
