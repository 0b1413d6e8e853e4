// The sight rays of one look, and what each kind of terrain does to them.
// Used by los.cpp only; kept apart so that the geometry reads on its own.
//
// The model is two and a half dimensional (docs/los.md). A ray runs from the
// shooter's eye to one column of the target (his left edge, middle or right
// edge as the shooter sees him), which stands from the target's ground up to
// his height. A solid screen crossed at a fraction t of the way, with its top
// at height h, hides the part of the column below
//     z = eye + (h - eye) / t,
// the height at which the line from the eye over the top of the screen meets
// the column. The highest such z over all screens is how far up the column is
// hidden. Foliage is judged on the ray to the column's middle (LosOptions).
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

#include "engine/core/geometry.h"
#include "engine/core/los.h"
#include "engine/core/sight_obstacles.h"

namespace skirmish::sight {

// Three columns: the left edge, middle and right edge of the target's base.
constexpr int kColumns = 3;
// Foliage is summed in millionths of a piece's sight depth, in integers, so
// that the sum does not depend on the order pieces are visited in (the grid
// and brute force then agree bit for bit).
constexpr double kFoliageUnits = 1e6;
constexpr int64_t kFoliageHalf = 500'000;
constexpr int64_t kFoliageAll = 1'000'000;
// A screen nearer the eye than this (as a fraction of the ray) is at the eye.
constexpr double kAtEye = 1e-9;

// Every field is written where a look sets its rays up (los.cpp): no
// defaults, which would have the whole look cleared first on every look.
struct Ray {
  Vec2 from;  // the shooter's centre
  Vec2 d;     // to the column's foot
  double length;
  double eye;     // eye height above level 0
  double bottom;  // column foot and top
  double top;
  double aim;        // height the leafy test aims at
  double near;       // rays fraction within which foliage is ignored
  double hidden_to;  // starts at -infinity: nothing hidden
  int64_t foliage;   // kFoliageUnits per sight depth
  int obscuring;     // leafy lines crossed
  int least_cover;   // from building openings crossed
};

// Where a ray from the shooter's centre crosses edge e, given w = e.a - r.from
// and across = cross(w, e.d), which are the same for every ray of a look and
// so are worked out once per edge: t along the ray, u along the edge.
// `closed` takes u == 1 too (solid screens, where a double count does no
// harm).
inline bool crossing_from(const Ray& r, const SightEdge& e, Vec2 w, double across, bool closed,
                          double& t, double& u) {
  const double denom = cross(r.d, e.d);
  if (denom == 0) return false;  // parallel: grazing along an edge hides nothing
  t = across / denom;
  u = cross(w, r.d) / denom;
  return t >= 0 && t <= 1 && u >= 0 && (closed ? u <= 1 : u < 1);
}

// Entry of the ray into a circle, if it meets it.
inline bool entry(const Ray& r, const Circle& c, double& t) {
  const Vec2 f = r.from - c.centre;
  const double a = dot(r.d, r.d), b = dot(f, r.d), cc = dot(f, f) - c.radius * c.radius;
  const double disc = b * b - a * cc;
  if (disc < 0 || a <= 0) return false;
  const double root = std::sqrt(disc);
  if ((-b + root) < 0 || (-b - root) > a) return false;
  t = std::max(0.0, (-b - root) / a);
  return true;
}

// How far up the target column a screen with its top at `height`, crossed
// at t, hides him.
inline double hides_to(const Ray& r, double t, double height) {
  if (t <= kAtEye) return height > r.eye ? std::numeric_limits<double>::infinity() : r.bottom;
  return r.eye + (height - r.eye) / t;
}

// Height of the leafy aim ray at t.
inline double aim_height_at(const Ray& r, double t) {
  return r.eye + (r.aim - r.eye) * t;
}

// The stretch [lo, hi] of the ray that runs below a foliage top at `height`
// and beyond the shooter's own foliage allowance; empty when lo >= hi.
inline void below_foliage(const Ray& r, double height, double& lo, double& hi) {
  lo = r.near;
  hi = 1;
  const double rise = r.aim - r.eye;
  if (rise == 0) {
    if (r.eye >= height) hi = lo;
    return;
  }
  const double t = (height - r.eye) / rise;
  if (rise > 0) {
    hi = std::min(hi, t);
  } else {
    lo = std::max(lo, t);
  }
}

// x rounded to the nearest integer, halves away from zero: std::llround
// without the library call (the foliage sum runs it once per ray and area).
// Exact for |x| < 2^52, where x minus its integer part is exact.
inline int64_t round_to_integer(double x) {
  const auto whole = static_cast<int64_t>(x);  // towards zero
  const double rest = x - static_cast<double>(whole);
  return whole + (rest >= 0.5) - (rest <= -0.5);
}

// Foliage depth (fraction of each ray) of a leafy area within each ray's
// [lo, hi], for the rays with lo < hi (`active`). A simple polygon's inside
// is the alternation of its crossings: each exit adds its t, each entry
// takes its t away, both clamped into [lo, hi]. The edges are walked once
// for all rays (what an edge shares between rays is worked out once); each
// ray's sum still runs over the edges in order, as it did ray by ray.
inline void depths_inside(const SightObstacles& o, const SightPiece& piece,
                          const std::array<Ray, kColumns>& rays, const double (&lo)[kColumns],
                          const double (&hi)[kColumns], const bool (&active)[kColumns],
                          double (&depth)[kColumns]) {
  double sum[kColumns] = {}, first_t[kColumns] = {2, 2, 2};
  int net[kColumns] = {};  // entries minus exits
  bool first_is_exit[kColumns] = {};
  const SightEdge* edges = o.edges.data() + piece.first_edge;
  const Vec2 from = rays[0].from;
  for (uint32_t i = 0; i < piece.edge_count; ++i) {
    const Vec2 w = edges[i].a - from;
    const double across = cross(w, edges[i].d);
    for (int k = 0; k < kColumns; ++k) {
      double t, u;
      if (!active[k] || !crossing_from(rays[k], edges[i], w, across, false, t, u)) continue;
      // Entering when the ray runs to the inner side of the edge.
      const bool enters = cross(edges[i].d, rays[k].d) * piece.orientation > 0;
      const double c = std::clamp(t, lo[k], hi[k]);
      sum[k] += enters ? -c : c;
      net[k] += enters ? 1 : -1;
      if (t < first_t[k]) first_t[k] = t, first_is_exit[k] = !enters;
    }
  }
  int inside_from = -1;  // whether the shooter stands inside: asked at most once
  for (int k = 0; k < kColumns; ++k) {
    if (!active[k]) continue;
    bool start_in = first_is_exit[k];
    if (first_t[k] > 1) {
      if (inside_from < 0) inside_from = piece.bounds.contains(from) && o.inside(piece, from);
      start_in = inside_from;
    }
    const int end_in = std::clamp(int{start_in} + net[k], 0, 1);
    if (start_in) sum[k] -= lo[k];
    if (end_in) sum[k] += hi[k];
    depth[k] = std::clamp(sum[k], 0.0, hi[k] - lo[k]);
  }
}

}  // namespace skirmish::sight
