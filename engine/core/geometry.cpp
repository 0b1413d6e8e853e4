#include "engine/core/geometry.h"

#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <numbers>

namespace skirmish {

Vec2 direction_of(double facing_degrees) {
  // The rules ask the same few men's facings over and over (every arc and
  // quarter test at every spot a planner weighs), and a sine and cosine
  // cost far more than a look in a small table of the last ones worked
  // out on this thread. The answer is the one computed, bit for bit.
  struct Known {
    // An empty slot holds a NaN facing's bits and answer, so even a facing
    // with exactly these bits gets what the sine and cosine give it.
    uint64_t bits = ~uint64_t{0};
    Vec2 direction{std::numeric_limits<double>::quiet_NaN(),
                   std::numeric_limits<double>::quiet_NaN()};
  };
  thread_local std::array<Known, 64> known;
  const uint64_t bits = std::bit_cast<uint64_t>(facing_degrees);
  Known& k = known[(bits * 0x9E3779B97F4A7C15ULL) >> 58];
  if (k.bits != bits) {
    const double r = facing_degrees * std::numbers::pi / 180.0;
    k.bits = bits;
    k.direction = {std::cos(r), std::sin(r)};
  }
  return k.direction;
}

double bearing(Vec2 from, Vec2 to) {
  const Vec2 d = to - from;
  double deg = std::atan2(d.y, d.x) * 180.0 / std::numbers::pi;
  if (deg < 0) deg += 360.0;
  return deg;
}

Box box_of(const std::vector<Vec2>& points) {
  Box b;
  for (Vec2 p : points) b.extend(p);
  return b;
}

double area(const Polygon& p) {
  double twice = 0;
  const size_t n = p.points.size();
  for (size_t i = 0; i < n; ++i) twice += cross(p.points[i], p.points[(i + 1) % n]);
  return std::abs(twice) / 2;
}

bool contains(const Polygon& p, Vec2 q) {
  const size_t n = p.points.size();
  if (n < 3) return false;
  bool inside = false;
  for (size_t i = 0, j = n - 1; i < n; j = i++) {
    const Vec2 a = p.points[i], b = p.points[j];
    if (distance(Segment{a, b}, q) < 1e-9) return true;
    if ((a.y > q.y) != (b.y > q.y)) {
      const double x_cross = a.x + (q.y - a.y) * (b.x - a.x) / (b.y - a.y);
      if (q.x < x_cross) inside = !inside;
    }
  }
  return inside;
}

double distance(const Segment& s, const Segment& t) {
  if (intersect(s, t)) return 0;
  return std::min({distance(s, t.a), distance(s, t.b), distance(t, s.a), distance(t, s.b)});
}

double distance_to_boundary(const Polygon& p, Vec2 q) {
  double best = 1e300;
  const size_t n = p.points.size();
  for (size_t i = 0; i < n; ++i) {
    best = std::min(best, distance(Segment{p.points[i], p.points[(i + 1) % n]}, q));
  }
  return best;
}

bool within_reach_of_path(const std::vector<Vec2>& path, Vec2 q, double reach) {
  if (path.size() == 1) return distance(path[0], q) <= reach;
  // Far more than rounding, far less than anything measured on a table.
  constexpr double kSlack = 1e-6;
  for (size_t i = 0; i + 1 < path.size(); ++i) {
    Box leg;
    leg.extend(path[i]);
    leg.extend(path[i + 1]);
    if (!leg.grown(reach + kSlack).contains(q)) continue;
    if (distance(Segment{path[i], path[i + 1]}, q) <= reach) return true;
  }
  return false;
}

std::optional<std::pair<double, double>> clip(const Segment& s, const Circle& c) {
  const Vec2 d = s.b - s.a, f = s.a - c.centre;
  const double a = dot(d, d);
  const double b = 2 * dot(f, d);
  const double cc = dot(f, f) - c.radius * c.radius;
  if (a <= 0) {
    if (cc <= 0) return std::pair{0.0, 1.0};
    return std::nullopt;
  }
  const double disc = b * b - 4 * a * cc;
  if (disc < 0) return std::nullopt;
  const double root = std::sqrt(disc);
  const double t0 = std::max(0.0, (-b - root) / (2 * a));
  const double t1 = std::min(1.0, (-b + root) / (2 * a));
  if (t0 > t1) return std::nullopt;
  return std::pair{t0, t1};
}

void boundary_crossings(const Segment& s, const Polygon& p, std::vector<double>& out) {
  out.clear();
  const size_t n = p.points.size();
  for (size_t i = 0; i < n; ++i) {
    if (auto t = intersect(s, Segment{p.points[i], p.points[(i + 1) % n]})) out.push_back(*t);
  }
  std::sort(out.begin(), out.end());
}

double length_inside(const Segment& s, const Polygon& p) {
  std::vector<double> ts;
  boundary_crossings(s, p, ts);
  ts.insert(ts.begin(), 0.0);
  ts.push_back(1.0);
  double inside = 0;
  const Vec2 d = s.b - s.a;
  for (size_t i = 0; i + 1 < ts.size(); ++i) {
    if (ts[i + 1] - ts[i] <= 0) continue;
    const Vec2 mid = s.a + d * ((ts[i] + ts[i + 1]) / 2);
    if (contains(p, mid)) inside += ts[i + 1] - ts[i];
  }
  return inside * length(d);
}

bool overlaps(const Circle& c, const Segment& s) {
  return distance(s, c.centre) <= c.radius;
}

bool overlaps(const Circle& c, const Polygon& p) {
  return contains(p, c.centre) || distance_to_boundary(p, c.centre) <= c.radius;
}

bool overlaps(const Circle& a, const Circle& b) {
  const double r = a.radius + b.radius;
  return distance_squared(a.centre, b.centre) <= r * r;
}

bool crosses_path(const Segment& s, const std::vector<Vec2>& path) {
  for (size_t i = 0; i + 1 < path.size(); ++i) {
    if (intersect(s, Segment{path[i], path[i + 1]})) return true;
  }
  return false;
}

bool crosses_outline(const Segment& s, const Polygon& p) {
  const size_t n = p.points.size();
  for (size_t i = 0; i < n; ++i) {
    if (intersect(s, Segment{p.points[i], p.points[(i + 1) % n]})) return true;
  }
  return false;
}

}  // namespace skirmish
