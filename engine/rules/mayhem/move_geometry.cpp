#include "engine/rules/mayhem/move_geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

#include "engine/rules/mayhem/fire_geometry.h"

namespace skirmish::mayhem {

namespace {

// Inches below which bases, walls and trunks count as touching rather than
// overlapping: contact is how a charge ends, so touching must be allowed
// however the arithmetic rounds.
constexpr double kTouch = 1e-9;
// Ours: how far behind a piece of cover a retreating man stops, inches.
constexpr double kBehindCover = 0.05;

Vec2 unit(Vec2 v) {
  const double l = length(v);
  return l > 0 ? v * (1.0 / l) : Vec2{};
}

Vec2 point_at(const Segment& s, double t) {
  return s.a + (s.b - s.a) * t;
}

// The first share of `path` (0..1) at which a base whose centre runs along
// it comes within `reach` of the point c; -1 if it never does or, already
// that close, does not come closer (moving off or along).
double touch_point(const Segment& path, double reach, Vec2 c) {
  const double closest = distance(path, c);
  if (closest >= reach - kTouch) return -1;
  const double start = distance(path.a, c);
  if (start < reach - kTouch) return closest < start - kTouch ? 0 : -1;
  const Vec2 d = path.b - path.a, f = path.a - c;
  const double a = dot(d, d), b = 2 * dot(d, f), k = dot(f, f) - reach * reach;
  if (a <= 0) return -1;
  const double disc = std::max(0.0, b * b - 4 * a * k);
  return std::clamp((-b - std::sqrt(disc)) / (2 * a), 0.0, 1.0);
}

// The same for a straight edge: the first share at which a base of radius
// r along `path` touches it; -1 if never, or if he starts touching it and
// does not press into it.
double touch_edge(const Segment& path, double r, const Segment& edge) {
  const double closest = distance(path, edge);
  if (closest >= r - kTouch) return -1;
  const double start = distance(edge, path.a);
  if (start < r - kTouch) return closest < start - kTouch ? 0 : -1;
  double best = 1.0;
  // Against an end of the edge...
  for (Vec2 v : {edge.a, edge.b}) {
    const double t = touch_point(path, r, v);
    if (t >= 0) best = std::min(best, t);
  }
  // ...or against its length: where his centre comes r off its line while
  // level with it.
  const Vec2 e = edge.b - edge.a;
  const double len = length(e);
  if (len > 0) {
    const Vec2 along = e * (1.0 / len);
    const Vec2 across{-along.y, along.x};
    const Vec2 d = path.b - path.a;
    const double s0 = dot(path.a - edge.a, across), ds = dot(d, across);
    if (std::abs(ds) > 0) {
      for (double side : {r, -r}) {
        const double t = (side - s0) / ds;
        if (t < 0 || t > 1) continue;
        const double level = dot(point_at(path, t) - edge.a, along);
        if (level >= 0 && level <= len) best = std::min(best, t);
      }
    }
  }
  return best;
}

// A doorway of building `feature` within `slack` of p that men may pass:
// a barred door is wall until it is broken open (004 / Medieval Mayhem /
// Optional rule for artillery: "vs a door ... breaks it"; door_breaking.h).
bool door_near(const Battlefield& field, int feature, Vec2 p, double slack, BrokenDoors broken) {
  const TerrainFeature& f = field.features[static_cast<size_t>(feature)];
  for (size_t k = 0; k < f.openings.size(); ++k) {
    const Opening& o = f.openings[k];
    if (o.kind != OpeningKind::kDoor || distance(o.at, p) > o.width / 2 + slack + kTouch) continue;
    if (!o.barred || door_passable(field, feature, static_cast<int>(k), broken)) return true;
  }
  return false;
}

// The share of `path` at which a building's walls stop a base of radius r,
// or -1: his centre may cross a wall only within a doorway, and his edge
// may brush a wall only around a doorway (000-style doors; 004 / Movement:
// "going through a doorway").
double building_stop(const Battlefield& field, int feature, const Segment& path, double r,
                     BrokenDoors broken) {
  const TerrainFeature& f = field.features[static_cast<size_t>(feature)];
  double stop = -1;
  const size_t n = f.outline.points.size();
  for (size_t i = 0; i < n; ++i) {
    const Segment edge{f.outline.points[i], f.outline.points[(i + 1) % n]};
    if (auto crossing = intersect(path, edge)) {
      if (door_near(field, feature, point_at(path, *crossing), 0, broken)) continue;
      const double t = touch_edge(path, r, edge);
      const double at = t >= 0 ? t : *crossing;
      stop = stop < 0 ? at : std::min(stop, at);
      continue;
    }
    const double t = touch_edge(path, r, edge);
    if (t < 0) continue;
    if (door_near(field, feature, closest_point(edge, point_at(path, t)), r, broken)) continue;
    stop = stop < 0 ? t : std::min(stop, t);
  }
  return stop;
}

// Calls on(stretch) for each stretch of `leg` (a leg of feature
// `feature`'s line) that no breach opens (004 / Musket Mayhem / Artillery,
// option roundshot_breaches): the whole leg when none does. Allocates
// nothing: the gaps are taken in order along the leg, merged as they overlap.
template <class On>
void for_each_unbreached(const Segment& leg, int feature, Breaches breaches, On&& on) {
  double from = 0;
  while (from < 1) {
    double gap_from = 1, gap_to = 1;  // the first gap that reaches past `from`
    for (const Breach& b : breaches) {
      if (b.feature != feature) continue;
      const auto part = clip(leg, Circle{b.at, static_cast<double>(b.half_width)});
      if (!part || part->second <= from || part->first >= gap_from) continue;
      gap_from = part->first;
      gap_to = part->second;
    }
    if (gap_from > from) on(Segment{point_at(leg, from), point_at(leg, gap_from)});
    from = gap_to;
  }
}

// The first share at which a base of radius r along `path` touches any
// edge of an outline or leg of a path (of feature `feature`), but where a
// breach opens it.
double edges_stop(const std::vector<Vec2>& pts, bool closed, const Segment& path, double r,
                  int feature, Breaches breaches) {
  double stop = -1;
  const size_t n = pts.size();
  const size_t legs = closed ? n : (n > 0 ? n - 1 : 0);
  for (size_t i = 0; i < legs; ++i) {
    for_each_unbreached(Segment{pts[i], pts[(i + 1) % n]}, feature, breaches,
                        [&](const Segment& stretch) {
                          const double t = touch_edge(path, r, stretch);
                          if (t >= 0) stop = stop < 0 ? t : std::min(stop, t);
                        });
  }
  return stop;
}

bool is_obstacle_line(const TerrainFeature& f) {
  if (!f.is_line()) return false;
  return f.type == TerrainType::kWall || f.type == TerrainType::kHedge ||
         f.type == TerrainType::kFence || f.type == TerrainType::kStream;
}

// An area whose going slows a man (woods, brush, scrub, bog, a stream area;
// whatever the scenario set), buildings and impassable ground apart.
bool is_delaying_area(const TerrainFeature& f) {
  return f.is_area() && f.type != TerrainType::kBuilding && f.going != Going::kOpen &&
         f.going != Going::kImpassable;
}

// The largest share of the way from `from` along d over which a base of
// radius r stays wholly on the table.
double share_on_table(const Table& table, Vec2 from, Vec2 d, double r) {
  double share = 1.0;
  const auto limit = [&share](double start, double change, double low, double high) {
    if (change > 0 && start + change > high) share = std::min(share, (high - start) / change);
    if (change < 0 && start + change < low) share = std::min(share, (low - start) / change);
  };
  limit(from.x, d.x, r, table.width - r);
  limit(from.y, d.y, r, table.depth - r);
  return std::clamp(share, 0.0, 1.0);
}

struct Stop {
  double t = 2;  // beyond the move: nothing stops him
  MoveStop why = MoveStop::kArrived;
  int man = -1;
  int feature = -1;

  void take(double at, MoveStop w, int m, int f) {
    if (at < 0 || at >= t) return;
    t = at;
    why = w;
    man = m;
    feature = f;
  }
};

}  // namespace

StraightMove straight_move(const Battlefield& field, std::span<const Figure> figures, int mover,
                           Vec2 toward, double allowance, const MoveRules& rules) {
  return straight_move_from(field, figures, mover, figures[mover].at, toward, allowance, rules, {});
}

StraightMove straight_move_from(const Battlefield& field, std::span<const Figure> figures,
                                int mover, Vec2 from, Vec2 toward, double allowance,
                                const MoveRules& rules, std::span<const int> ignore) {
  const Figure& me = figures[mover];
  StraightMove result;
  result.end = from;
  const double wanted = distance(from, toward);
  const double go = std::min(wanted, std::max(0.0, allowance));
  if (go <= 0) {
    result.stop = wanted <= 0 ? MoveStop::kArrived : MoveStop::kAllowance;
    return result;
  }
  const Vec2 d = unit(toward - from) * go;
  const Segment path{from, from + d};
  const double r = me.base_radius;

  Stop stop;
  const double edge = share_on_table(field.table, from, d, r);
  if (edge < 1) stop.take(edge, MoveStop::kTableEdge, -1, -1);

  const Box swept = box_of(path);
  for (int j = 0; j < static_cast<int>(figures.size()); ++j) {
    const Figure& o = figures[j];
    if (j == mover || !on_table(o.status)) continue;
    if (std::find(ignore.begin(), ignore.end(), j) != ignore.end()) continue;
    const bool shy = o.side != me.side && !rules.charge;
    const double reach = r + o.base_radius + (shy ? kClearOfEnemy : 0.0);
    if (!swept.grown(reach).contains(o.at)) continue;
    stop.take(touch_point(path, reach, o.at), MoveStop::kMan, j, -1);
  }

  const Box reach_box = swept.grown(r);
  for (int k = 0; k < static_cast<int>(field.features.size()); ++k) {
    const TerrainFeature& f = field.features[k];
    if (!f.bounds.overlaps(reach_box)) continue;
    if (f.is_tree()) {
      stop.take(touch_point(path, r + f.trunk.radius, f.trunk.centre), MoveStop::kTerrain, -1, k);
    } else if (f.type == TerrainType::kBuilding) {
      stop.take(building_stop(field, k, path, r, rules.broken_doors), MoveStop::kTerrain, -1, k);
    } else if (f.going == Going::kImpassable) {
      const bool closed = f.is_area();
      stop.take(edges_stop(closed ? f.outline.points : f.path, closed, path, r, k, rules.breaches),
                MoveStop::kTerrain, -1, k);
    } else if (rules.stop_at_obstacles && is_obstacle_line(f)) {
      stop.take(edges_stop(f.path, false, path, r, k, rules.breaches), MoveStop::kObstacle, -1, k);
    }
  }

  if (stop.t > 1) {
    result.end = path.b;
    result.inches = go;
    result.stop = go < wanted ? MoveStop::kAllowance : MoveStop::kArrived;
    return result;
  }
  result.end = point_at(path, stop.t);
  result.inches = go * stop.t;
  result.stop = stop.why;
  result.blocking_man = stop.man;
  result.blocking_feature = stop.feature;
  result.ran_off = stop.why == MoveStop::kTableEdge && rules.runs_off_table;
  return result;
}

PathTerrain path_terrain(const Battlefield& field, Vec2 from, Vec2 to, Breaches breaches) {
  PathTerrain p;
  const Segment s{from, to};
  const Box box = box_of(s);
  for (size_t k = 0; k < field.features.size(); ++k) {
    const TerrainFeature& f = field.features[k];
    if (!f.bounds.overlaps(box)) continue;
    if (is_obstacle_line(f) && crosses_unbreached(s, f, static_cast<int>(k), breaches)) {
      p.obstacle = true;
    }
    if (f.type == TerrainType::kBuilding && crosses_outline(s, f.outline)) p.doorway = true;
    if (is_delaying_area(f) &&
        (contains(f.outline, from) || contains(f.outline, to) || crosses_outline(s, f.outline))) {
      p.delaying = true;
    }
  }
  return p;
}

bool in_the_open(const Battlefield& field, Vec2 at) {
  for (const TerrainFeature& f : field.features) {
    if (!f.bounds.contains(at)) continue;
    if ((is_delaying_area(f) || f.type == TerrainType::kBuilding) && contains(f.outline, at)) {
      return false;
    }
  }
  return true;
}

namespace {

// One spot where a retreating man would be in cover, tried in turn.
struct CoverSearch {
  const Battlefield& field;
  std::span<const Figure> figures;
  int man;
  Vec2 fire_from;
  double inches;
  BrokenDoors broken;
  Breaches breaches;
  StraightMove best;
  double best_d = 1e300;
  bool found = false;

  void consider(Vec2 spot) {
    const Figure& me = figures[man];
    const double d = distance(me.at, spot);
    // Closer than the 2d6 he rolled, and a real move (not where he stands).
    if (d >= inches || d >= best_d || d <= kBehindCover) return;
    if (!field.table.contains(spot)) return;
    MoveRules rules;
    rules.broken_doors = broken;
    rules.breaches = breaches;
    const StraightMove mv = straight_move(field, figures, man, spot, d, rules);
    if (mv.stop != MoveStop::kArrived) return;
    if (cover_class(field, fire_from, Circle{spot, me.base_radius}, nullptr, kCoverReach,
                    breaches) == CoverClass::kOpen) {
      return;
    }
    best = mv;
    best_d = d;
    found = true;
  }
};

}  // namespace

Retreat retreat_move(const Battlefield& field, std::span<const Figure> figures, int man,
                     Vec2 enemy_at, double inches, const Vec2* fire_from, BrokenDoors broken,
                     Breaches breaches) {
  const Figure& me = figures[man];
  Retreat result;
  if (fire_from != nullptr) {
    CoverSearch search{field, figures, man, *fire_from, inches, broken, breaches, {}};
    const double r = me.base_radius;
    for (const TerrainFeature& f : field.features) {
      switch (f.type) {
        case TerrainType::kTree:
          search.consider(f.trunk.centre +
                          unit(f.trunk.centre - *fire_from) * (f.trunk.radius + r + kBehindCover));
          break;
        case TerrainType::kWall:
        case TerrainType::kHedge:
        case TerrainType::kFence:
          for (size_t i = 0; i + 1 < f.path.size(); ++i) {
            const Segment leg{f.path[i], f.path[i + 1]};
            const Vec2 q = closest_point(leg, me.at);
            Vec2 across = unit(Vec2{-(leg.b - leg.a).y, (leg.b - leg.a).x});
            const double side = dot(across, q - *fire_from);
            if (side == 0) continue;
            if (side < 0) across = across * -1.0;
            search.consider(q + across * (r + kBehindCover));
          }
          break;
        case TerrainType::kWoods:
        case TerrainType::kBrush:
        case TerrainType::kScrub: {
          if (contains(f.outline, me.at)) break;
          const size_t n = f.outline.points.size();
          for (size_t i = 0; i < n; ++i) {
            const Segment edge{f.outline.points[i], f.outline.points[(i + 1) % n]};
            const Vec2 q = closest_point(edge, me.at);
            Vec2 inward = unit(Vec2{-(edge.b - edge.a).y, (edge.b - edge.a).x});
            if (!contains(f.outline, q + inward * kBehindCover)) inward = inward * -1.0;
            search.consider(q + inward * (r + kBehindCover));
          }
          break;
        }
        default:
          break;
      }
    }
    if (search.found) {
      result.move = search.best;
      result.to_cover = true;
      return result;
    }
  }
  Vec2 away = unit(me.at - enemy_at);
  if (dot(away, away) <= 0) away = direction_of(me.facing) * -1.0;
  MoveRules rules;
  rules.stop_at_obstacles = true;
  rules.runs_off_table = true;
  rules.broken_doors = broken;
  rules.breaches = breaches;
  result.move = straight_move(field, figures, man, me.at + away * inches, inches, rules);
  return result;
}

bool base_fits(const Battlefield& field, std::span<const Figure> figures, Vec2 at, double radius,
               std::span<const int> ignore, BrokenDoors broken) {
  if (at.x < radius - kTouch || at.y < radius - kTouch ||
      at.x > field.table.width - radius + kTouch || at.y > field.table.depth - radius + kTouch) {
    return false;
  }
  for (int j = 0; j < static_cast<int>(figures.size()); ++j) {
    const Figure& o = figures[j];
    if (!on_table(o.status) || std::find(ignore.begin(), ignore.end(), j) != ignore.end()) continue;
    const double reach = radius + o.base_radius - kTouch;
    if (distance_squared(at, o.at) < reach * reach) return false;
  }
  const Box box = box_of(Circle{at, radius});
  for (int k = 0; k < static_cast<int>(field.features.size()); ++k) {
    const TerrainFeature& f = field.features[static_cast<size_t>(k)];
    if (!f.bounds.overlaps(box)) continue;
    if (f.is_tree()) {
      if (distance(at, f.trunk.centre) < radius + f.trunk.radius - kTouch) return false;
    } else if (f.type == TerrainType::kBuilding) {
      // Inside is a room; only standing across a wall, away from a door, is not.
      const size_t n = f.outline.points.size();
      for (size_t i = 0; i < n; ++i) {
        const Segment edge{f.outline.points[i], f.outline.points[(i + 1) % n]};
        const Vec2 q = closest_point(edge, at);
        if (distance(q, at) < radius - kTouch && !door_near(field, k, q, radius, broken)) {
          return false;
        }
      }
    } else if (f.going == Going::kImpassable) {
      if (f.is_area() &&
          (contains(f.outline, at) || distance_to_boundary(f.outline, at) < radius - kTouch)) {
        return false;
      }
      for (size_t i = 0; f.is_line() && i + 1 < f.path.size(); ++i) {
        if (distance(Segment{f.path[i], f.path[i + 1]}, at) < radius - kTouch) return false;
      }
    }
  }
  return true;
}

int wheel_end(std::span<const Figure> figures, std::span<const int> group, bool left_end) {
  if (group.empty()) return -1;
  Vec2 sum{};
  for (int i : group) sum = sum + direction_of(figures[i].facing);
  Vec2 ahead = unit(sum);
  if (dot(ahead, ahead) <= 0) ahead = direction_of(figures[group[0]].facing);
  const Vec2 left{-ahead.y, ahead.x};
  int end = -1;
  double best = 0;
  for (int i : group) {
    const double side = dot(figures[i].at, left) * (left_end ? 1.0 : -1.0);
    if (end < 0 || side > best + kTouch || (std::abs(side - best) <= kTouch && i < end)) {
      end = i;
      best = side;
    }
  }
  return end;
}

double wheel_group(std::span<const Figure> figures, std::span<const int> group, int pivot,
                   double degrees, std::vector<WheelPlace>& out) {
  out.clear();
  const Vec2 c = figures[pivot].at;
  const double turn = degrees * std::numbers::pi / 180.0;
  const double cs = std::cos(turn), sn = std::sin(turn);
  double outer = 0;
  for (int i : group) {
    const Figure& f = figures[i];
    const Vec2 v = f.at - c;
    double facing = std::fmod(f.facing + degrees, 360.0);
    if (facing < 0) facing += 360.0;
    out.push_back({c + Vec2{v.x * cs - v.y * sn, v.x * sn + v.y * cs}, static_cast<float>(facing)});
    outer = std::max(outer, length(v) + f.base_radius);
  }
  return outer * std::abs(turn);
}

int sweep_points(Vec2 from, Vec2 pivot, double degrees, SweepPoints& out) {
  const double turn = std::clamp(degrees, -90.0, 90.0);
  const int chords = std::clamp(static_cast<int>(std::ceil(std::abs(turn) / kSweepChordDegrees)), 1,
                                kMaxSweepChords);
  const Vec2 v = from - pivot;
  for (int i = 0; i <= chords; ++i) {
    const double a = turn * i / chords * std::numbers::pi / 180.0;
    const double cs = std::cos(a), sn = std::sin(a);
    out[static_cast<size_t>(i)] = pivot + Vec2{v.x * cs - v.y * sn, v.x * sn + v.y * cs};
  }
  return chords + 1;
}

}  // namespace skirmish::mayhem
