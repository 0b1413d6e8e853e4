#include "engine/rules/mayhem/fire_geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "engine/rules/mayhem/charge_geometry.h"

namespace skirmish::mayhem {

namespace {

// Forgiveness on arcs (degrees) and on grazing a base (inches): far below
// anything measured on a table.
constexpr double kArcSlack = 1e-9;
constexpr double kGraze = 1e-9;

double degrees_between(Vec2 a, Vec2 b) {
  const double la = length(a), lb = length(b);
  if (la <= 0 || lb <= 0) return 0;
  return std::acos(std::clamp(dot(a, b) / (la * lb), -1.0, 1.0)) * 180.0 / std::numbers::pi;
}

// The class a piece gives a man the stretch of the line of fire next to him
// (`near`, ending at his centre) meets, or open. A wall, hedge or fence
// crossed only in a gap roundshot knocked in it (`breaches`) gives none
// (004 / Musket Mayhem / Artillery, option roundshot_breaches).
CoverClass cover_of_piece(const TerrainFeature& f, int feature, const Segment& near,
                          const Circle& target, Breaches breaches) {
  switch (f.type) {
    case TerrainType::kTree:
      // Beside the line but wide enough to cover part of him counts too.
      return distance(near, f.trunk.centre) <= f.trunk.radius + target.radius ? CoverClass::kSoft
                                                                              : CoverClass::kOpen;
    case TerrainType::kWall:
      return crosses_unbreached(near, f, feature, breaches) ? CoverClass::kHard : CoverClass::kOpen;
    case TerrainType::kHedge:
    case TerrainType::kFence:
      return crosses_unbreached(near, f, feature, breaches) ? CoverClass::kSoft : CoverClass::kOpen;
    case TerrainType::kWoods:
    case TerrainType::kBrush:
    case TerrainType::kScrub:
      return contains(f.outline, target.centre) || crosses_outline(near, f.outline)
                 ? CoverClass::kSoft
                 : CoverClass::kOpen;
    case TerrainType::kBuilding:
      // Seen at all, he is at a window, loophole or door of it.
      return contains(f.outline, target.centre) || crosses_outline(near, f.outline)
                 ? CoverClass::kHard
                 : CoverClass::kOpen;
    case TerrainType::kHill:
    case TerrainType::kRoad:
    case TerrainType::kStream:
    case TerrainType::kBog:
      return CoverClass::kOpen;
  }
  return CoverClass::kOpen;
}

bool enemies(const Figure& a, const Figure& b) {
  return a.side != b.side;
}

}  // namespace

bool in_fire_arc(const Figure& shooter, Vec2 target, bool all_round) {
  if (all_round) return true;
  // The cosine of the angle off his facing against the arc's edge (slack
  // included), as degrees_between would measure it, without an arc cosine:
  // the planners ask this of every shooter at every spot they weigh.
  static const double edge = std::cos((kFireHalfArc + kArcSlack) * std::numbers::pi / 180.0);
  const Vec2 a = direction_of(shooter.facing), b = target - shooter.at;
  const double la = length(a), lb = length(b);
  if (la <= 0 || lb <= 0) return true;
  return dot(a, b) / (la * lb) >= edge;
}

bool in_hand_to_hand(std::span<const Figure> figures, int man) {
  const Figure& me = figures[man];
  for (int j = 0; j < static_cast<int>(figures.size()); ++j) {
    const Figure& o = figures[j];
    if (j == man || !enemies(me, o) || !on_table(o.status)) continue;
    if (melee_contact(me, o)) return true;
  }
  return false;
}

int man_in_the_way(std::span<const Figure> figures, int shooter, int target,
                   std::span<const int> group_of, bool* over_own) {
  if (over_own) *over_own = false;
  const Segment line{figures[shooter].at, figures[target].at};
  const int own = static_cast<size_t>(shooter) < group_of.size() ? group_of[shooter] : -1;
  const Box near = box_of(line);
  int first = -1;
  double first_along = 1e300;
  for (int j = 0; j < static_cast<int>(figures.size()); ++j) {
    const Figure& f = figures[j];
    if (j == shooter || j == target || !on_table(f.status)) continue;
    if (!near.grown(f.base_radius).contains(f.at)) continue;
    if (distance(line, f.at) >= f.base_radius - kGraze) continue;
    if (own >= 0 && static_cast<size_t>(j) < group_of.size() && group_of[j] == own) {
      if (over_own) *over_own = true;
      continue;
    }
    const double along = distance_squared(line.a, f.at);
    if (along < first_along) {
      first_along = along;
      first = j;
    }
  }
  return first;
}

CoverClass cover_class(const Battlefield& field, Vec2 from, const Circle& target,
                       const LosResult* seen, double reach, Breaches breaches) {
  const Vec2 d = from - target.centre;
  const double apart = length(d);
  const double stretch = std::min(apart, target.radius + reach);
  const Vec2 start = apart > 0 ? target.centre + d * (stretch / apart) : target.centre;
  const Segment near{start, target.centre};
  const Box around = box_of(near).grown(target.radius);
  CoverClass best = CoverClass::kOpen;
  for (size_t k = 0; k < field.features.size(); ++k) {
    const TerrainFeature& f = field.features[k];
    if (!f.bounds.overlaps(around)) continue;
    best = std::max(best, cover_of_piece(f, static_cast<int>(k), near, target, breaches));
  }
  if (best != CoverClass::kOpen || seen == nullptr) return best;
  if (seen->solid >= SolidCover::kHalf) return CoverClass::kHard;
  if (seen->leafy != LeafyCover::kNone) return CoverClass::kSoft;
  return CoverClass::kOpen;
}

FireLine fire_line(const FireTable& table, const Shooter& shooter, int target) {
  FireLine line;
  const int n = static_cast<int>(table.figures.size());
  if (shooter.man < 0 || shooter.man >= n || target < 0 || target >= n || target == shooter.man) {
    line.bar = FireBar::kNotOnTable;
    return line;
  }
  const Figure& s = table.figures[shooter.man];
  const Figure& t = table.figures[target];
  if (!on_table(s.status) || !on_table(t.status)) {
    line.bar = FireBar::kNotOnTable;
    return line;
  }
  const Measure measure = table.sight->battlefield().measure;
  line.range = base_distance(s.base(), t.base(), measure);
  line.over_half_range = line.range > shooter.range / 2;
  if (in_hand_to_hand(table.figures, shooter.man)) {
    line.bar = FireBar::kInMelee;
    return line;
  }
  if (!in_fire_arc(s, t.at, shooter.all_round)) {
    line.bar = FireBar::kOutOfArc;
    return line;
  }
  if (line.range > shooter.range) {
    line.bar = FireBar::kOutOfRange;
    return line;
  }
  const std::span<const int> groups =
      shooter.over_own_group ? table.group_of : std::span<const int>{};
  line.blocker = man_in_the_way(table.figures, shooter.man, target, groups, &line.over_own_men);
  if (line.blocker >= 0) {
    line.bar = FireBar::kManInTheWay;
    return line;
  }
  // Men are judged above by their bases; sight is asked of the terrain only.
  const LosResult seen = table.sight->look(table.men[shooter.man], table.men[target], {}, -1, -1,
                                           table.broken_doors, table.breaches);
  if (!seen.visible) {
    line.bar = FireBar::kObstructed;
    return line;
  }
  line.cover =
      cover_class(table.sight->battlefield(), s.at, t.base(), &seen, kCoverReach, table.breaches);
  return line;
}

void fire_targets(const FireTable& table, const Shooter& shooter, std::vector<FireTarget>& out) {
  out.clear();
  const Figure& s = table.figures[shooter.man];
  for (int j = 0; j < static_cast<int>(table.figures.size()); ++j) {
    if (!enemies(s, table.figures[j])) continue;
    const FireLine line = fire_line(table, shooter, j);
    if (line.allowed()) out.push_back({j, line});
  }
  std::sort(out.begin(), out.end(), [](const FireTarget& a, const FireTarget& b) {
    return a.line.range != b.line.range ? a.line.range < b.line.range : a.man < b.man;
  });
}

namespace {

void sort_by_distance(std::vector<ArtilleryTarget>& out) {
  std::sort(out.begin(), out.end(), [](const ArtilleryTarget& a, const ArtilleryTarget& b) {
    return a.distance != b.distance ? a.distance < b.distance : a.man < b.man;
  });
}

// Where along `line` (0..1) it first meets a building wall or a tree trunk,
// or 1: the obstructions a roundshot does not fly over.
double first_solid_stop(const Battlefield& field, const Segment& line) {
  double stop = 1.0;
  const Box box = box_of(line);
  for (const TerrainFeature& f : field.features) {
    if (!f.bounds.overlaps(box)) continue;
    if (f.type == TerrainType::kTree) {
      if (auto part = clip(line, f.trunk)) stop = std::min(stop, part->first);
    } else if (f.type == TerrainType::kBuilding) {
      const size_t n = f.outline.points.size();
      for (size_t i = 0; i < n; ++i) {
        const Segment edge{f.outline.points[i], f.outline.points[(i + 1) % n]};
        if (auto t = intersect(line, edge)) stop = std::min(stop, *t);
      }
    }
  }
  return stop;
}

// The share (0..1) of the way from p along d (not zero) that stays on the table.
double share_on_table(const Table& table, Vec2 p, Vec2 d) {
  double share = 1.0;
  const auto limit = [&share](double start, double change, double high) {
    if (change > 0 && start + change > high) share = std::min(share, (high - start) / change);
    if (change < 0 && start + change < 0) share = std::min(share, -start / change);
  };
  limit(p.x, d.x, table.width);
  limit(p.y, d.y, table.depth);
  return std::max(0.0, share);
}

}  // namespace

void canister_targets(const FireTable& table, int gun, std::vector<ArtilleryTarget>& out) {
  out.clear();
  const Figure& g = table.figures[gun];
  const Measure measure = table.sight->battlefield().measure;
  const Vec2 barrel = direction_of(g.facing);
  for (int j = 0; j < static_cast<int>(table.figures.size()); ++j) {
    const Figure& f = table.figures[j];
    if (j == gun || !on_table(f.status)) continue;
    const double range = base_distance(g.base(), f.base(), measure);
    if (range > kCanisterRange) continue;
    const Vec2 d = f.at - g.at;
    const double apart = length(d);
    // Some part of his base in the cone: the angle to his centre less the
    // angle his base spans seen from the gun's centre.
    if (apart > f.base_radius) {
      const double spans =
          std::asin(std::min(1.0, f.base_radius / apart)) * 180.0 / std::numbers::pi;
      if (degrees_between(barrel, d) - spans > kCanisterHalfCone + kArcSlack) continue;
    }
    if (!table.sight
             ->look(table.men[gun], table.men[j], {}, -1, -1, table.broken_doors, table.breaches)
             .visible) {
      continue;
    }
    out.push_back({j, range});
  }
  sort_by_distance(out);
}

Segment roundshot_line(const Battlefield& field, const Figure& g) {
  const Vec2 barrel = direction_of(g.facing);
  const Vec2 muzzle = g.at + barrel * g.base_radius;
  Vec2 flight = barrel * kRoundshotLength;
  flight = flight * share_on_table(field.table, muzzle, flight);
  Segment line{muzzle, muzzle + flight};
  line.b = line.a + flight * first_solid_stop(field, line);
  return line;
}

void roundshot_targets(const FireTable& table, int gun, std::vector<ArtilleryTarget>& out) {
  out.clear();
  const Figure& g = table.figures[gun];
  const Segment line = roundshot_line(table.sight->battlefield(), g);
  const double flown = length(line.b - line.a);
  for (int j = 0; j < static_cast<int>(table.figures.size()); ++j) {
    const Figure& f = table.figures[j];
    if (j == gun || !on_table(f.status)) continue;
    if (distance(line, f.at) >= f.base_radius - kGraze) continue;
    const auto part = clip(line, f.base());
    out.push_back({j, part ? part->first * flown : 0.0});
  }
  sort_by_distance(out);
}

}  // namespace skirmish::mayhem
