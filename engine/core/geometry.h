// Plane geometry on the table, in inches.
//
// The table is a flat rectangle with x to the right and y away from the
// red player's edge; facings are degrees counter-clockwise from +x. Every
// length in the engine is in inches, the unit every seed measures in
// (000 / Scale: one inch is four scale yards).
#pragma once

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace skirmish {

struct Vec2 {
  double x = 0;
  double y = 0;

  constexpr Vec2 operator+(Vec2 o) const { return {x + o.x, y + o.y}; }
  constexpr Vec2 operator-(Vec2 o) const { return {x - o.x, y - o.y}; }
  constexpr Vec2 operator*(double k) const { return {x * k, y * k}; }
  constexpr bool operator==(const Vec2&) const = default;
};

constexpr double dot(Vec2 a, Vec2 b) {
  return a.x * b.x + a.y * b.y;
}
// z of the 3-D cross product: > 0 when b is counter-clockwise of a.
constexpr double cross(Vec2 a, Vec2 b) {
  return a.x * b.y - a.y * b.x;
}
inline double length(Vec2 v) {
  return std::sqrt(dot(v, v));
}
inline double distance(Vec2 a, Vec2 b) {
  return length(a - b);
}
constexpr double distance_squared(Vec2 a, Vec2 b) {
  return dot(a - b, a - b);
}
// Unit vector for a facing in degrees (0 = +x, 90 = +y).
Vec2 direction_of(double facing_degrees);
// Facing in degrees [0, 360) of the vector from a to b.
double bearing(Vec2 from, Vec2 to);

struct Segment {
  Vec2 a;
  Vec2 b;
};

struct Circle {
  Vec2 centre;
  double radius = 0;
};

// Axis-aligned box, used to reject far-away shapes cheaply.
struct Box {
  Vec2 min{+1e300, +1e300};
  Vec2 max{-1e300, -1e300};

  void extend(Vec2 p) {
    min = {std::min(min.x, p.x), std::min(min.y, p.y)};
    max = {std::max(max.x, p.x), std::max(max.y, p.y)};
  }
  Box grown(double margin) const {
    return {{min.x - margin, min.y - margin}, {max.x + margin, max.y + margin}};
  }
  bool overlaps(const Box& o) const {
    return min.x <= o.max.x && o.min.x <= max.x && min.y <= o.max.y && o.min.y <= max.y;
  }
  bool contains(Vec2 p) const {
    return p.x >= min.x && p.x <= max.x && p.y >= min.y && p.y <= max.y;
  }
};

inline Box box_of(const Segment& s) {
  Box b;
  b.extend(s.a);
  b.extend(s.b);
  return b;
}
inline Box box_of(const Circle& c) {
  return {{c.centre.x - c.radius, c.centre.y - c.radius},
          {c.centre.x + c.radius, c.centre.y + c.radius}};
}
Box box_of(const std::vector<Vec2>& points);

// A simple polygon (no self-crossings), vertices in either winding order.
struct Polygon {
  std::vector<Vec2> points;
};

double area(const Polygon& p);            // always >= 0
bool contains(const Polygon& p, Vec2 q);  // boundary counts as inside

// Closest point of a segment to q.
inline Vec2 closest_point(const Segment& s, Vec2 q) {
  const Vec2 d = s.b - s.a;
  const double len2 = dot(d, d);
  if (len2 <= 0) return s.a;
  const double t = std::clamp(dot(q - s.a, d) / len2, 0.0, 1.0);
  return s.a + d * t;
}
inline double distance(const Segment& s, Vec2 q) {
  return distance(closest_point(s, q), q);
}
double distance(const Segment& s, const Segment& t);
// Distance from q to the polygon's boundary (0 on it; not signed).
double distance_to_boundary(const Polygon& p, Vec2 q);
// Whether q lies within `reach` of the open polyline `path` (of a single
// point, when it has one): the least distance to its legs is at most
// `reach`. The same answer as measuring every leg, but a leg whose box,
// grown by `reach`, is farther from q than rounding is not measured, and
// the first leg near enough answers (roads and streams run the length of
// the table, and the going is asked of every piece of every move).
bool within_reach_of_path(const std::vector<Vec2>& path, Vec2 q, double reach);

// Parameter t in [0, 1] along s where it first meets t, if it does.
// (This and the few above are inline: movement checks and the planners'
// paths ask them by the hundred thousand, where the call cost more than
// the arithmetic.)
inline std::optional<double> intersect(const Segment& s, const Segment& t) {
  const Vec2 r = s.b - s.a, q = t.b - t.a;
  const double denom = cross(r, q);
  const Vec2 w = t.a - s.a;
  if (std::abs(denom) < 1e-12) {
    // Parallel: only collinear overlaps meet; report the first shared point.
    if (std::abs(cross(w, r)) > 1e-12) return std::nullopt;
    const double rr = dot(r, r);
    if (rr <= 0) return distance(t, s.a) < 1e-12 ? std::optional<double>(0.0) : std::nullopt;
    double u0 = dot(w, r) / rr, u1 = dot(t.b - s.a, r) / rr;
    if (u0 > u1) std::swap(u0, u1);
    if (u1 < 0 || u0 > 1) return std::nullopt;
    return std::max(0.0, u0);
  }
  const double u = cross(w, q) / denom;  // along s
  const double v = cross(w, r) / denom;  // along t
  if (u < 0 || u > 1 || v < 0 || v > 1) return std::nullopt;
  return u;
}
// Parameters [t0, t1] (clamped to [0, 1]) of the part of s inside the circle.
std::optional<std::pair<double, double>> clip(const Segment& s, const Circle& c);
// Length of s that lies inside the polygon.
double length_inside(const Segment& s, const Polygon& p);
// Sorted parameters where s crosses the polygon's boundary.
void boundary_crossings(const Segment& s, const Polygon& p, std::vector<double>& out);
// Whether `s` crosses (or touches) a leg of the open polyline `path`.
bool crosses_path(const Segment& s, const std::vector<Vec2>& path);
// Whether `s` crosses (or touches) an edge of the closed outline `p`.
bool crosses_outline(const Segment& s, const Polygon& p);

bool overlaps(const Circle& c, const Segment& s);
bool overlaps(const Circle& c, const Polygon& p);  // touching counts
bool overlaps(const Circle& a, const Circle& b);

// How distances between figures are measured (000 measures base edge to base
// edge in practice; centre to centre is offered for players who prefer it).
enum class Measure { kBaseEdge, kCentre };

// Distance between two figure bases under the chosen measure (never < 0).
inline double base_distance(const Circle& a, const Circle& b, Measure m) {
  const double centres = distance(a.centre, b.centre);
  if (m == Measure::kCentre) return centres;
  return std::max(0.0, centres - a.radius - b.radius);
}

}  // namespace skirmish
