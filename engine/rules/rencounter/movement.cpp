#include "engine/rules/rencounter/movement.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "engine/rules/rencounter/contour_climbs.h"
#include "engine/rules/rencounter/scratch_pool.h"
#include "engine/rules/rencounter/wounds.h"

namespace skirmish::rencounter {

namespace {

// Inches below which two bases, a base and a wall, or two crossing points
// count as touching rather than overlapping: base contact is how a charge
// ends (000 / Movement / Effects of enemy figures on movement), so touching
// must be allowed however the arithmetic rounds.
constexpr double kTouch = 1e-9;
// How near farthest_reachable comes to the true farthest point, in inches:
// far finer than anyone measures on the table; and the most tries it makes.
constexpr double kReachPrecision = 1e-5;
constexpr int kReachSteps = 48;
// Margin on the box test that skips far-off men in check_move: far more than
// rounding, far less than any base, so it never skips a man who matters.
constexpr double kNearSlack = 1e-6;

// "7.5", "6": inches as a player writes them, to a tenth.
std::string inches_text(double inches) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.1f", inches);
  std::string text = buffer;
  if (text.size() > 2 && text.ends_with(".0")) text.resize(text.size() - 2);
  return text;
}

// "the building \"Mill house\"" or "a building" when the scenario gave no name.
std::string feature_label(const TerrainFeature& f) {
  std::string label;
  if (f.name.empty()) {
    label.append("a ").append(name_of(f.type));
    return label;
  }
  label.append("the ").append(name_of(f.type)).append(" \"").append(f.name).append("\"");
  return label;
}

Vec2 point_at(const Segment& s, double t) {
  return s.a + (s.b - s.a) * t;
}

// A road or a line stream with a width covers the band within half its
// width of its centre line.
bool has_band(const TerrainFeature& f) {
  return f.is_line() && f.path_width > 0 &&
         (f.type == TerrainType::kRoad || f.type == TerrainType::kStream);
}

bool band_contains(const TerrainFeature& f, Vec2 p) {
  return f.bounds.grown(kNearSlack).contains(p) &&
         within_reach_of_path(f.path, p, f.path_width / 2);
}

// Parameters along s where it may enter or leave a band: the edges of each
// leg's rectangle and the round ends at every vertex. A superset of the true
// boundary crossings, which is all the interval walk in check_move needs.
void add_band_breakpoints(const Segment& s, const TerrainFeature& f, std::vector<double>& out) {
  const double half = f.path_width / 2;
  // A long road meets a short move at a leg or two: a round end or a leg
  // whose box the move's box misses adds nothing, so skip it unmeasured.
  const Box moved = box_of(s).grown(half + kNearSlack);
  for (Vec2 v : f.path) {
    if (!moved.contains(v)) continue;
    if (auto part = clip(s, Circle{v, half})) {
      out.push_back(part->first);
      out.push_back(part->second);
    }
  }
  for (size_t i = 0; i + 1 < f.path.size(); ++i) {
    Box leg;
    leg.extend(f.path[i]);
    leg.extend(f.path[i + 1]);
    if (!moved.overlaps(leg)) continue;
    const Vec2 d = f.path[i + 1] - f.path[i];
    const double len = length(d);
    if (len <= 0) continue;
    const Vec2 n = Vec2{-d.y, d.x} * (half / len);
    // The leg's rectangle, edge by edge as boundary_crossings would walk it
    // (out is sorted later), without building a polygon on the heap.
    const Vec2 rect[] = {f.path[i] + n, f.path[i + 1] + n, f.path[i + 1] - n, f.path[i] - n};
    for (size_t k = 0; k < 4; ++k) {
      if (auto t = intersect(s, Segment{rect[k], rect[(k + 1) % 4]})) out.push_back(*t);
    }
  }
}

// The point of `edge` nearest the segment `s` (which does not cross it): the
// shortest distance between two such segments is from an end of one of them.
Vec2 nearest_on_edge(const Segment& edge, const Segment& s) {
  const Vec2 candidates[] = {edge.a, edge.b, closest_point(edge, s.a), closest_point(edge, s.b)};
  Vec2 best = edge.a;
  double best_d = 1e300;
  for (Vec2 c : candidates) {
    const double d = distance(s, c);
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  return best;
}

// Whether p lies in one of the building's doorways, give or take `slack`.
// A barred door is wall: Rencounter has no rule to break one.
bool in_doorway(const TerrainFeature& f, Vec2 p, double slack) {
  for (const Opening& o : f.openings) {
    if (o.open_door() && distance(o.at, p) <= o.width / 2 + slack + kTouch) {
      return true;
    }
  }
  return false;
}

// Whether a solid outline stops a base of radius r swept along `path`: its
// centre may cross the outline only within a doorway, and its edge may not
// scrape the wall except around a doorway. A base already against the wall
// may slide along it or move off it (000 / Movement / Terrain and movement:
// buildings "wing it for now" — doors are the way in and out).
bool outline_blocks(const TerrainFeature& f, const Segment& path, double r) {
  const std::vector<Vec2>& pts = f.outline.points;
  const size_t n = pts.size();
  // An edge whose box is farther than r (and rounding) from the path's box
  // can be neither crossed nor scraped: it costs no measuring.
  const Box reach = box_of(path).grown(r + kNearSlack);
  for (size_t i = 0; i < n; ++i) {
    const Segment edge{pts[i], pts[(i + 1) % n]};
    if (!reach.overlaps(box_of(edge))) continue;
    if (auto t = intersect(path, edge)) {
      if (!in_doorway(f, point_at(path, *t), 0)) return true;
      continue;
    }
    const double closest = distance(path, edge);
    if (closest >= r - kTouch) continue;
    // Closest where he stands: he is moving off or along the wall.
    if (closest >= distance(edge, path.a) - kTouch) continue;
    if (!in_doorway(f, nearest_on_edge(edge, path), r)) return true;
  }
  return false;
}

// Whether a base of radius r swept along `path` newly overlaps the circle c
// (touching allowed; a base already overlapping may move away from it).
bool sweep_overlaps(const Segment& path, double r, const Circle& c) {
  const double reach = r + c.radius;
  const double closest = distance(path, c.centre);
  if (closest >= reach - kTouch) return false;
  return closest < distance(path.a, c.centre) - kTouch;
}

// Where along `path` (0 at its start, 1 at its end) a base of radius r first
// touches the circle c, for a sweep that overlaps it; -1 when it started
// overlapping (moving off is judged otherwise) or the arithmetic is unsure.
double first_touch(const Segment& path, double r, const Circle& c) {
  const Vec2 d = path.b - path.a;
  const Vec2 f = path.a - c.centre;
  const double reach = r + c.radius;
  const double a = dot(d, d), b = 2 * dot(d, f), k = dot(f, f) - reach * reach;
  if (a <= 0 || k < 0) return -1;
  const double disc = b * b - 4 * a * k;
  if (disc < 0) return -1;
  return std::clamp((-b - std::sqrt(disc)) / (2 * a), 0.0, 1.0);
}

// The largest share of the way from `from` to `to` (0..1) over which a base
// of radius r stays wholly on the table (as judge_move's first test).
double share_on_table(const Table& table, Vec2 from, Vec2 to, double r) {
  double share = 1.0;
  const auto limit = [&](double start, double change, double low, double high) {
    if (change > 0 && start + change > high) share = std::min(share, (high - start) / change);
    if (change < 0 && start + change < low) share = std::min(share, (low - start) / change);
  };
  limit(from.x, to.x - from.x, r, table.width - r);
  limit(from.y, to.y - from.y, r, table.depth - r);
  return std::max(0.0, share);
}

MoveCheck blocked(double at) {
  MoveCheck check;
  check.blocked_at = at;
  return check;
}

double crossing_inches(Going g, const MovementOptions& options) {
  switch (g) {
    case Going::kLight:
      return options.crossing_light;
    case Going::kMedium:
      return options.crossing_medium;
    case Going::kHeavy:
      return options.crossing_heavy;
    case Going::kOpen:
    case Going::kImpassable:
      return 0;
  }
  return 0;
}

bool is_crossing_line(const TerrainFeature& f) {
  if (!f.is_line()) return false;
  return f.type == TerrainType::kWall || f.type == TerrainType::kHedge ||
         f.type == TerrainType::kFence || (f.type == TerrainType::kStream && f.path_width <= 0);
}

bool on_any_road(std::span<const TerrainFeature* const> roads, Vec2 p) {
  return std::any_of(roads.begin(), roads.end(),
                     [p](const TerrainFeature* road) { return band_contains(*road, p); });
}

MoveCheck refuse(std::string reason, double cost = 0) {
  MoveCheck check;
  check.reason = std::move(reason);
  check.cost = cost;
  return check;
}

}  // namespace

// 000 / Movement / Foot / Speed: 6" walking, 9" running (advanced movement),
// 3" backwards, 3" crawling, 1" low crawling; wounds take 2" a point on foot,
// 1" crawling and 1/3" low crawling. Backwards is on foot, so 2" a point.
double move_allowance(MoveMode mode, int wound_points, const MovementOptions& options) {
  Wounds wounds;
  wounds.points = wound_points;
  switch (mode) {
    case MoveMode::kWalk:
      return walk_inches(wounds, 6.0);
    case MoveMode::kRun:
      // Without advanced foot movement there is no running: he goes at a walk.
      return walk_inches(wounds, options.advanced ? 9.0 : 6.0);
    case MoveMode::kBackwards:
      return walk_inches(wounds, 3.0);
    case MoveMode::kCrawl:
      return crawl_inches(wounds, 3.0);
    case MoveMode::kLowCrawl:
      return low_crawl_inches(wounds, 1.0);
  }
  return 0;
}

namespace {

// Lists check_move fills while judging one move, reused between moves.
struct MoveScratch {
  std::vector<const TerrainFeature*> roads;
  std::vector<const TerrainFeature*> areas;  // going areas and bands, roads aside
  std::vector<double> breaks;
  std::vector<double> crossings;
};

// The terrain pieces and men near a whole line, in their own order: every
// part of the line lies in its box, so what misses that box can block or
// slow no move along it. Gathered once for the many moves bisection tries.
struct NearLine {
  std::vector<const TerrainFeature*> features;
  std::vector<size_t> figures;
};

void gather_near(const Battlefield& field, std::span<const Figure> figures, const Segment& line,
                 double r, NearLine& out) {
  // The slack covers a move's end rounded an ulp past the line's end.
  const Box swept = box_of(line).grown(r + kNearSlack);
  out.features.clear();
  out.figures.clear();
  for (const TerrainFeature& f : field.features) {
    if (f.bounds.overlaps(swept)) out.features.push_back(&f);
  }
  for (size_t j = 0; j < figures.size(); ++j) {
    if (swept.grown(figures[j].base_radius).contains(figures[j].at)) {
      out.figures.push_back(j);
    }
  }
}

// check_move; with `explain` false the reason is left empty, so a caller that
// only asks whether (farthest_reachable's bisection, candidate generation)
// builds no words. `near`, if given, holds what lies near a line this move
// follows (NearLine); otherwise every piece and man is looked at.
MoveCheck judge_move(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                     double allowance, const MovementOptions& options, bool explain,
                     const NearLine* near = nullptr) {
  if (mover < 0 || static_cast<size_t>(mover) >= figures.size()) {
    return refuse(explain ? "there is no such figure" : "");
  }
  const Figure& man = figures[static_cast<size_t>(mover)];
  const double r = man.base_radius;
  const Segment path{man.at, to};
  const double path_length = distance(man.at, to);

  // The whole base must end on the table.
  const Table& table = field.table;
  if (to.x - r < -kTouch || to.y - r < -kTouch || to.x + r > table.width + kTouch ||
      to.y + r > table.depth + kTouch) {
    return refuse(explain ? "he would end off the table" : "");
  }

  Box swept = box_of(path).grown(r);
  const Borrowed<MoveScratch> lists;
  std::vector<const TerrainFeature*>& roads = lists->roads;
  std::vector<const TerrainFeature*>& areas = lists->areas;
  std::vector<double>& breaks = lists->breaks;
  std::vector<double>& scratch = lists->crossings;
  roads.clear();
  areas.clear();
  // Each piece at most once: grown to that at once, never in a later game.
  roads.reserve(field.features.size());
  areas.reserve(field.features.size());
  // Room for a rare long line's crossings (scratch_pool.h, kFirstRoom), so
  // that no late move grows them.
  breaks.reserve(kFirstRoom);
  scratch.reserve(kFirstRoom);
  breaks.assign({0.0, 1.0});
  scratch.clear();
  double cost = 0;

  // 000 / Movement / Terrain and movement; 000 / Special Actions and
  // Circumstances / Terrain: trunks, building walls and impassable ground
  // stop him; walls, hedges and fences cost inches to cross.
  const Borrowed<NearLine> all;
  if (!near) {
    gather_near(field, figures, path, r, *all);
    near = &*all;
  }
  for (const TerrainFeature* piece : near->features) {
    const TerrainFeature& f = *piece;
    if (!f.bounds.overlaps(swept)) continue;
    if (f.is_tree()) {
      if (sweep_overlaps(path, r, f.trunk)) {
        if (!explain) return blocked(first_touch(path, r, f.trunk));
        std::string reason = feature_label(f);
        if (f.name.empty()) reason = "a tree trunk";
        return refuse(reason.append(" is in the way"));
      }
      continue;
    }
    if (f.is_area() && (f.type == TerrainType::kBuilding || f.going == Going::kImpassable)) {
      if (outline_blocks(f, path, r)) {
        if (!explain) return refuse("");
        std::string reason = "the way is blocked by ";
        reason.append(feature_label(f));
        if (f.type == TerrainType::kBuilding) reason.append(" (no door there)");
        return refuse(reason);
      }
      continue;
    }
    if (f.is_area()) {
      areas.push_back(&f);
      boundary_crossings(path, f.outline, scratch);
      breaks.insert(breaks.end(), scratch.begin(), scratch.end());
      continue;
    }
    if (has_band(f)) {
      (f.type == TerrainType::kRoad ? roads : areas).push_back(&f);
      add_band_breakpoints(path, f, breaks);
    }
  }

  // Lines crossed, after the roads are known: a crossing on a road is through
  // its gap or gate, so it is free unless the line cannot be crossed at all.
  for (const TerrainFeature* piece : near->features) {
    const TerrainFeature& f = *piece;
    if (!is_crossing_line(f) || !f.bounds.overlaps(swept)) continue;
    scratch.clear();
    for (size_t i = 0; i + 1 < f.path.size(); ++i) {
      if (auto t = intersect(path, Segment{f.path[i], f.path[i + 1]})) scratch.push_back(*t);
    }
    std::sort(scratch.begin(), scratch.end());
    double last = -1;
    for (double t : scratch) {
      // A man standing on the line has already crossed it; a vertex reported
      // by both legs meeting there is one crossing.
      if (t <= kTouch || t - last <= kTouch) continue;
      last = t;
      if (f.going == Going::kImpassable) {
        return refuse(explain ? feature_label(f).append(" cannot be crossed") : "");
      }
      if (!on_any_road(roads, point_at(path, t))) cost += crossing_inches(f.going, options);
    }
  }

  // The going along the path, piece by piece between the places where it
  // enters or leaves an area: each inch costs 1 / move_fraction of the worst
  // going it is in, or 1 on a road (000 / Movement / Terrain and movement).
  // Hill edges are among the breaks (hills are areas), so each step up to a
  // higher level is found between two pieces: contour_climbs.h.
  std::sort(breaks.begin(), breaks.end());
  int level = -1;
  bool whole_move = false;
  for (size_t i = 0; i + 1 < breaks.size(); ++i) {
    const double t0 = std::clamp(breaks[i], 0.0, 1.0);
    const double t1 = std::clamp(breaks[i + 1], 0.0, 1.0);
    const double piece = (t1 - t0) * path_length;
    if (piece <= 0) continue;
    const Vec2 mid = point_at(path, (t0 + t1) / 2);
    if (options.contour_costs) {
      const int here = hill_level_among(areas, mid);
      if (level >= 0 && here > level) {
        const bool road = on_any_road(roads, point_at(path, t0));
        const ContourClimb c = contour_climb(here - level, options.mounted, road, options);
        cost += c.inches;
        if (c.whole_move && path_length > kSteepClimbRide + kTouch) {
          return refuse(explain ? "a horse climbs a contour over 1\" high only with its whole "
                                  "move, from its foot (000 / Special Actions and Circumstances "
                                  "/ Terrain)"
                                : "");
        }
        whole_move = whole_move || c.whole_move;
      }
      level = here;
    }
    Going worst = Going::kOpen;
    const TerrainFeature* worst_feature = nullptr;
    if (!on_any_road(roads, mid)) {
      for (const TerrainFeature* a : areas) {
        if (a->going <= worst) continue;
        const bool inside = a->is_area() ? contains(a->outline, mid) : band_contains(*a, mid);
        if (inside) {
          worst = a->going;
          worst_feature = a;
        }
      }
    }
    if (worst == Going::kImpassable) {
      return refuse(explain ? feature_label(*worst_feature).append(" cannot be crossed") : "");
    }
    cost += piece / move_fraction(worst);
  }

  // 000 / Movement / Effects of enemy figures on movement: "A figure may not
  // move through an enemy figure"; touching is base contact and allowed.
  // Friends may be passed but not ended on.
  // A man whose centre lies farther outside the swept box than both radii
  // can neither be swept over nor ended on: skip him before measuring.
  for (const size_t j : near->figures) {
    const Figure& other = figures[j];
    if (j == static_cast<size_t>(mover) || !on_table(other.status)) continue;
    if (!swept.grown(other.base_radius + kNearSlack).contains(other.at)) continue;
    if (other.side != man.side && sweep_overlaps(path, r, other.base())) {
      if (!explain) return blocked(first_touch(path, r, other.base()));
      std::string reason = "an enemy (figure ";
      reason.append(std::to_string(j)).append(") is in the way");
      return refuse(reason, cost);
    }
    // A man already overlapping a friend (as set up) may still move off him.
    const double reach = r + other.base_radius;
    const double end_gap = distance(to, other.at);
    if (other.side == man.side && end_gap < reach - kTouch &&
        end_gap < distance(man.at, other.at) - kTouch) {
      if (!explain) return refuse("", cost);
      std::string reason = "he would end on ";
      reason.append("a friend (figure ").append(std::to_string(j)).append(")");
      return refuse(reason, cost);
    }
  }

  // "only climbable by spending the whole move".
  if (whole_move) cost = std::max(cost, allowance);
  if (cost > allowance + kTouch) {
    MoveCheck short_of = refuse("", cost);
    short_of.too_far = true;
    if (!explain) return short_of;
    short_of.reason = "needs ";
    short_of.reason.append(inches_text(cost)).append("\" of movement, has ");
    short_of.reason.append(inches_text(allowance)).append("\"");
    return short_of;
  }
  MoveCheck check;
  check.ok = true;
  check.cost = cost;
  return check;
}

}  // namespace

MoveCheck check_move(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                     double allowance, const MovementOptions& options) {
  return judge_move(field, figures, mover, to, allowance, options, true);
}

bool move_allowed(const Battlefield& field, std::span<const Figure> figures, int mover, Vec2 to,
                  double allowance, const MovementOptions& options) {
  return judge_move(field, figures, mover, to, allowance, options, false).ok;
}

MoveCheck check_move_quietly(const Battlefield& field, std::span<const Figure> figures, int mover,
                             Vec2 to, double allowance, const MovementOptions& options) {
  return judge_move(field, figures, mover, to, allowance, options, false);
}

// Blockers, the allowance and the table edge all cut the line at one point
// beyond which every move fails, so a search between a point he reaches and
// one he does not finds it; a friend to be passed but not ended on may make
// it stop short of him instead.
//
// The search leans on what each try says (MoveCheck). Every inch costs at
// least an inch (terrain only adds), so a point reached with `spare` inches
// left is at most `spare` short of the farthest, and that bound is the next
// point tried: in open ground the first try, at the allowance's length, is
// the answer. A point too costly gives its cost, and the cost grows in
// straight pieces between terrain edges, so the next try is where the line
// between the two costs meets the allowance (false position, the Illinois
// way so that neither end sticks). A trunk or an enemy in the way says where
// he would touch it, which is tried next; anything else halves the gap.
Vec2 farthest_reachable(const Battlefield& field, std::span<const Figure> figures, int mover,
                        Vec2 toward, double allowance, const MovementOptions& options) {
  // No such man: nothing to move, so nothing nearer to offer than the aim.
  if (mover < 0 || static_cast<size_t>(mover) >= figures.size()) return toward;
  const Vec2 from = figures[static_cast<size_t>(mover)].at;
  if (from == toward) return from;
  const Borrowed<NearLine> near;
  gather_near(field, figures, Segment{from, toward},
              figures[static_cast<size_t>(mover)].base_radius, *near);
  auto point = [&](double t) { return from + (toward - from) * t; };
  auto judge = [&](double t) {
    return judge_move(field, figures, mover, point(t), allowance, options, false, &*near);
  };
  const double line = distance(from, toward);
  // lo is reached (at lo_excess inches under the allowance, as a negative);
  // hi is not, or not yet tried. hi_excess is its cost over the allowance,
  // or -1 when it is blocked or untried.
  double lo = 0, lo_excess = -std::max(0.0, allowance);
  double hi = std::min(1.0, std::max(0.0, allowance) / line);
  // His whole base stays on the table: no try need go past its edge.
  const double r = figures[static_cast<size_t>(mover)].base_radius;
  hi = std::min(hi, share_on_table(field.table, from, toward, r));
  double hi_excess = -1;
  bool hi_tried = false;
  int moved_lo = 0, moved_hi = 0;  // tries in a row that moved each end (Illinois)
  for (int step = 0; step < kReachSteps; ++step) {
    if (hi_tried && (hi - lo) * line <= kReachPrecision) break;
    double t;
    if (!hi_tried) {
      t = hi;
    } else if (hi_excess > 0 && moved_lo < 3 && moved_hi < 3) {
      // (Three tries in a row moving one end: the cost jumps there, at a
      // wall crossed, and halving the gap does better.)
      const double w_hi = moved_lo >= 2 ? 0.5 : 1.0, w_lo = moved_hi >= 2 ? 0.5 : 1.0;
      t = lo + (hi - lo) * (-lo_excess * w_lo) / (hi_excess * w_hi - lo_excess * w_lo);
      const double margin = (hi - lo) / 256;
      t = std::clamp(t, lo + margin, hi - margin);
    } else if (lo == 0 && step == 1) {
      // Blocked at the first try: if the least step fails too, he cannot
      // move this way at all.
      t = std::min(hi / 2, kReachPrecision / line);
    } else {
      t = (lo + hi) / 2;
    }
    const MoveCheck c = judge(t);
    if (!c.ok && lo == 0 && t <= kReachPrecision / line) break;
    if (c.ok) {
      lo = t;
      lo_excess = c.cost - allowance;
      ++moved_lo;
      moved_hi = 0;
      if (t == hi) break;  // the farthest point allowed
      // The inches left bound how much farther he could get; the cost
      // there is not known until it is tried.
      const double bound = lo + (kTouch - lo_excess) / line;
      if (lo_excess < 0 && bound < hi) {
        hi = bound;
        hi_excess = -1;
        hi_tried = false;
      }
    } else {
      moved_lo = 0;
      ++moved_hi;
      hi = t;
      hi_excess = c.too_far ? c.cost - allowance : -1;
      hi_tried = true;
      // A trunk or an enemy in the way: he gets as far as touching it.
      if (c.blocked_at >= 0 && lo < t * c.blocked_at) {
        hi = t * c.blocked_at;
        hi_tried = false;
      }
    }
  }
  return point(lo);
}

}  // namespace skirmish::rencounter
