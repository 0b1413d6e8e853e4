// 004 / Musket Mayhem / Miscellaneous Rules / Fire.
#include "engine/rules/mayhem/fire_setting.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <utility>

#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/mayhem_rolls.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/move_geometry.h"
#include "engine/rules/mayhem/stockade.h"

namespace skirmish::mayhem {

namespace {

// Touching a burning piece is not overlapping it (as bases touch in
// move_geometry.cpp).
constexpr double kTouch = 1e-9;
// Ours: a man forced out of a burning building stands this far outside
// its door, and tries spots this much further out and to either side
// until one is free (inches).
constexpr double kOutsideDoor = 0.05;
constexpr double kFurtherOut = 0.5;
constexpr int kSpotsOut = 7;
// Ours: retreats are stopped short of a fire to this resolution (inches).
constexpr double kRetreatStep = 0.05;

size_t at(int i) {
  return static_cast<size_t>(i);
}

Vec2 unit(Vec2 v) {
  const double l = length(v);
  return l > 0 ? v * (1.0 / l) : Vec2{};
}

bool is_building(const TerrainFeature& f) {
  return f.type == TerrainType::kBuilding && f.is_area();
}

// The legs of a wall or the edges of a building's outline, one by one.
template <class Visit>
void each_edge(const TerrainFeature& f, Visit&& visit) {
  if (is_building(f)) {
    const size_t n = f.outline.points.size();
    for (size_t i = 0; i < n; ++i)
      visit(Segment{f.outline.points[i], f.outline.points[(i + 1) % n]});
    return;
  }
  for (size_t i = 0; i + 1 < f.path.size(); ++i) visit(Segment{f.path[i], f.path[i + 1]});
}

// The legs of a wall as they still stand: each leg with the gaps knocked in
// it left out (004 / Musket Mayhem / Artillery, option roundshot_breaches:
// a gap is open ground, and there is no wood there to burn). A building's
// edges, and a wall without gaps, whole.
template <class Visit>
void each_standing_edge(const MayhemState& s, int feature, Visit&& visit) {
  const TerrainFeature& f = s.battlefield().features[at(feature)];
  bool gapped = false;
  for (const Breach& b : s.breaches()) gapped = gapped || b.feature == feature;
  if (is_building(f) || !gapped) {
    each_edge(f, visit);
    return;
  }
  each_edge(f, [&](const Segment& leg) {
    const double length = distance(leg.a, leg.b);
    if (length <= 0) return;
    const Vec2 along = (leg.b - leg.a) * (1.0 / length);
    // The stretches of the leg each gap takes, in inches from leg.a.
    std::array<std::pair<double, double>, kMostBreaches> gaps{};
    size_t n = 0;
    for (const Breach& b : s.breaches()) {
      if (b.feature != feature) continue;
      const Vec2 to = b.at - leg.a;
      const double t = to.x * along.x + to.y * along.y;
      const double off = std::abs(to.x * along.y - to.y * along.x);
      const double w = static_cast<double>(b.half_width);
      if (off > w) continue;
      const double half = std::sqrt(w * w - off * off);
      const double from = std::max(0.0, t - half), until = std::min(length, t + half);
      if (from < until) gaps[n++] = {from, until};
    }
    std::sort(gaps.begin(), gaps.begin() + static_cast<std::ptrdiff_t>(n));
    double standing = 0;  // where the stretch still standing begins
    for (size_t i = 0; i < n; ++i) {
      if (gaps[i].first > standing) {
        visit(Segment{leg.a + along * standing, leg.a + along * gaps[i].first});
      }
      standing = std::max(standing, gaps[i].second);
    }
    if (standing < length) visit(Segment{leg.a + along * standing, leg.b});
  });
}

// Inches from a base of radius r at p to the piece (negative: overlapping).
double gap_to(const TerrainFeature& f, Vec2 p, double r) {
  if (is_building(f)) return distance_to_boundary(f.outline, p) - r;
  double best = 1e300;
  each_edge(f, [&](const Segment& leg) { best = std::min(best, distance(leg, p)); });
  return best - f.path_width / 2 - r;
}

std::string piece_name(const MayhemState& s, int feature) {
  const TerrainFeature& f = s.battlefield().features[at(feature)];
  if (!f.name.empty()) return "the " + f.name;
  return is_building(f) ? "the building" : "the stockade";
}

// An enemy's base within kClearOfEnemy of a base of `man`'s at `p`: he
// comes out clear of them (contact is made only by a charge).
bool near_enemy(const MayhemState& s, int man, Vec2 p) {
  const Figure& me = s.figures()[at(man)];
  for (const Figure& o : s.figures()) {
    if (o.side == me.side || o.status != FigureStatus::kFighting) continue;
    if (distance(o.at, p) < me.base_radius + o.base_radius + kClearOfEnemy) return true;
  }
  return false;
}

// A free spot just outside one of building `feature`'s doors for `man`,
// nearest door first; false if there is none. A barred door not broken
// open is wall to him too (door_breaking.h).
bool spot_outside(const MayhemState& s, int feature, int man, Vec2& out) {
  const TerrainFeature& b = s.battlefield().features[at(feature)];
  const Figure& me = s.figures()[at(man)];
  const double r = me.base_radius;
  std::vector<const Opening*> doors;
  for (size_t k = 0; k < b.openings.size(); ++k) {
    if (door_passable(s.battlefield(), feature, static_cast<int>(k), s.door_broken)) {
      doors.push_back(&b.openings[k]);
    }
  }
  std::stable_sort(doors.begin(), doors.end(), [&](const Opening* x, const Opening* y) {
    return distance(x->at, me.at) < distance(y->at, me.at);
  });
  const int ignore[] = {man};
  for (const Opening* o : doors) {
    // The wall the door is in, and the way out of the building through it.
    Segment wall{o->at, o->at};
    double nearest = 1e300;
    each_edge(b, [&](const Segment& e) {
      const double d = distance(e, o->at);
      if (d < nearest) {
        nearest = d;
        wall = e;
      }
    });
    const Vec2 along = unit(wall.b - wall.a);
    Vec2 out_dir{-along.y, along.x};
    if (contains(b.outline, o->at + out_dir * 0.01)) out_dir = out_dir * -1.0;
    for (int k = 0; k < kSpotsOut; ++k) {
      for (const double side : {0.0, 1.0, -1.0}) {
        const Vec2 p = o->at + out_dir * (r + kOutsideDoor + kFurtherOut * k) +
                       along * (side * (2 * r + kOutsideDoor));
        if (contains(b.outline, p)) continue;
        if (!base_fits(s.battlefield(), s.figures(), p, r, ignore, s.door_broken)) continue;
        if (burning_touched(s, p, p, r) >= 0 || near_enemy(s, man, p)) continue;
        out = p;
        return true;
      }
    }
  }
  return false;
}

// 004 / Fire: an impassable area. Ours: the men inside get out by the
// nearest door at once; one who cannot is lost in the flames.
void force_out(MayhemState& s, int feature, int setter, EventSink& events) {
  const TerrainFeature& b = s.battlefield().features[at(feature)];
  for (size_t i = 0; i < s.men.size(); ++i) {
    const int man = static_cast<int>(i);
    Figure& f = s.figures()[i];
    if (f.status != FigureStatus::kFighting || !contains(b.outline, f.at)) continue;
    Vec2 spot;
    if (spot_outside(s, feature, man, spot)) {
      const Vec2 from = f.at;
      f.at = spot;
      f.facing = static_cast<float>(bearing(from, spot));
      narrate(s, events, f.side, [&] {
        return man_name(s, man) + " gets out of " + piece_name(s, feature) + " to " +
               place_text(s, spot) + ".";
      });
      continue;
    }
    narrate(s, events, f.side, [&] {
      return man_name(s, man) + " cannot get out of " + piece_name(s, feature) +
             " and is lost in the flames.";
    });
    const int by = s.figures()[at(setter)].side != f.side ? setter : -1;
    man_downed(s, man, by, events);
  }
}

}  // namespace

void fire_targets_near(const MayhemState& s, int man, std::vector<int>& out) {
  out.clear();
  const Figure& me = s.figures()[at(man)];
  const auto& features = s.battlefield().features;
  const Box reach = box_of(Circle{me.at, me.base_radius + kFireReach});
  for (size_t k = 0; k < features.size(); ++k) {
    const TerrainFeature& f = features[k];
    if (s.burning[k] || !(is_building(f) || is_stockade(s, f))) continue;
    if (!f.bounds.overlaps(reach)) continue;
    if (gap_to(f, me.at, me.base_radius) <= kFireReach + kTouch) out.push_back(static_cast<int>(k));
  }
  // Nearest first, the pieces in table order where level (std::sort with
  // that last key: std::stable_sort may allocate on every call).
  std::sort(out.begin(), out.end(), [&](int x, int y) {
    const double gx = gap_to(features[at(x)], me.at, me.base_radius);
    const double gy = gap_to(features[at(y)], me.at, me.base_radius);
    return gx != gy ? gx < gy : x < y;
  });
}

Vec2 nearest_point_of(const TerrainFeature& f, Vec2 p) {
  Vec2 best = p;
  double best_d = 1e300;
  each_edge(f, [&](const Segment& e) {
    const Vec2 q = closest_point(e, p);
    const double d = distance(q, p);
    if (d < best_d) {
      best_d = d;
      best = q;
    }
  });
  return best;
}

int fire_target_at(const MayhemState& s, int man, Vec2 point) {
  thread_local std::vector<int> near;  // kept: no allocation once warm
  fire_targets_near(s, man, near);
  int best = -1;
  double best_d = 1e300;
  for (const int k : near) {
    const double d = distance(nearest_point_of(s.battlefield().features[at(k)], point), point);
    if (d < best_d) {
      best_d = d;
      best = k;
    }
  }
  return best;
}

void set_fire(MayhemState& s, int man, int feature, Dice& dice, EventSink& events) {
  const int side = s.figures()[at(man)].side;
  const int die =
      dice.roll(6, d6_purpose("fire-setting die", static_cast<MayhemRollCode>(kSetFireRoll),
                              static_cast<int16_t>(man), -1, 6, Need::kAtLeast));
  if (die < 6) {
    narrate(s, events, side, [&] {
      return man_name(s, man) + " tries to set fire to " + piece_name(s, feature) + ": " +
             std::to_string(die) + ", it does not catch.";
    });
    return;
  }
  s.burning[at(feature)] = 1;
  narrate(s, events, side, [&] {
    return man_name(s, man) + " sets fire to " + piece_name(s, feature) +
           ": 6, it burns for the rest of the game.";
  });
  if (is_building(s.battlefield().features[at(feature)])) force_out(s, feature, man, events);
}

int burning_touched(const MayhemState& s, Vec2 from, Vec2 to, double radius) {
  const Segment line{from, to};
  const Box box = box_of(line).grown(radius);
  const auto& features = s.battlefield().features;
  for (size_t k = 0; k < features.size(); ++k) {
    if (!s.burning[k]) continue;
    const TerrainFeature& f = features[k];
    if (!f.bounds.overlaps(box)) continue;
    bool over = is_building(f) && (contains(f.outline, from) || contains(f.outline, to));
    const double reach = radius + (is_building(f) ? 0.0 : f.path_width / 2) - kTouch;
    each_standing_edge(s, static_cast<int>(k),
                       [&](const Segment& e) { over = over || distance(line, e) < reach; });
    if (over) return static_cast<int>(k);
  }
  return -1;
}

Vec2 short_of_burning(const MayhemState& s, Vec2 from, Vec2 to, double radius) {
  if (burning_touched(s, from, to, radius) < 0) return to;
  const int steps = std::max(1, static_cast<int>(std::ceil(distance(from, to) / kRetreatStep)));
  Vec2 last = from;
  for (int i = 1; i <= steps; ++i) {
    const Vec2 p = from + (to - from) * (static_cast<double>(i) / steps);
    if (burning_touched(s, from, p, radius) >= 0) return last;
    last = p;
  }
  return last;
}

bool burning_hides(const MayhemState& s, Vec2 from, Vec2 to) {
  const Segment line{from, to};
  const Box box = box_of(line);
  const auto& features = s.battlefield().features;
  for (size_t k = 0; k < features.size(); ++k) {
    if (!s.burning[k]) continue;
    const TerrainFeature& f = features[k];
    if (!f.bounds.overlaps(box)) continue;
    if (is_building(f) && (contains(f.outline, from) || contains(f.outline, to))) return true;
    bool hidden = false;
    each_standing_edge(s, static_cast<int>(k), [&](const Segment& e) {
      hidden = hidden || (is_building(f) ? intersect(line, e).has_value()
                                         : distance(line, e) <= f.path_width / 2 + kTouch);
    });
    if (hidden) return true;
  }
  return false;
}

bool building_holds(const MayhemState& s, int feature, Vec2 p) {
  const auto& features = s.battlefield().features;
  if (feature < 0 || static_cast<size_t>(feature) >= features.size()) return false;
  const TerrainFeature& f = features[static_cast<size_t>(feature)];
  return is_building(f) && contains(f.outline, p);
}

bool in_burning_building(const MayhemState& s, Vec2 p) {
  const auto& features = s.battlefield().features;
  for (size_t k = 0; k < features.size(); ++k) {
    if (s.burning[k] && is_building(features[k]) && contains(features[k].outline, p)) return true;
  }
  return false;
}

}  // namespace skirmish::mayhem
