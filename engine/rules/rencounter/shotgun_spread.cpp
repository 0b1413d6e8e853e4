#include "engine/rules/rencounter/shotgun_spread.h"

#include <algorithm>

namespace skirmish::rencounter {

namespace {

double base_gap(const SpreadMan& a, const SpreadMan& b) {
  return std::max(0.0, distance(a.centre, b.centre) - a.radius - b.radius);
}

// Distance from p to the segment a-b.
double to_segment(Vec2 p, Vec2 a, Vec2 b) {
  const Vec2 ab = b - a;
  const double len2 = dot(ab, ab);
  const double t = len2 > 1e-12 ? std::clamp(dot(p - a, ab) / len2, 0.0, 1.0) : 0.0;
  return distance(p, a + ab * t);
}

void add(SpreadPick& out, int16_t index) {
  if (out.count >= SpreadPick::kMost) return;
  for (int16_t i : out.list()) {
    if (i == index) return;
  }
  out.extra[static_cast<size_t>(out.count++)] = index;
}

// The nearest (or farthest) man within `within` of the target (base to
// base), or -1.
int pick_within(const SpreadMan& target, std::span<const SpreadMan> others, double within,
                bool farthest) {
  int best = -1;
  double best_gap = 0;
  for (size_t k = 0; k < others.size(); ++k) {
    const double g = base_gap(target, others[k]);
    if (g > within + 1e-9) continue;
    if (best < 0 || (farthest ? g > best_gap : g < best_gap)) {
      best = static_cast<int>(k);
      best_gap = g;
    }
  }
  return best;
}

}  // namespace

SpreadPick pick_spread(RangeBand band, const SpreadMan& target, std::span<const SpreadMan> others,
                       double contact_within) {
  SpreadPick out;
  switch (band) {
    case RangeBand::kTooClose:
    case RangeBand::kBeyond:
      break;
    case RangeBand::kShort:
    case RangeBand::kMedium: {
      // "two adjacent targets" / "two targets within 1" of each other".
      const double within = band == RangeBand::kShort ? contact_within : kSpreadMedium;
      const int k = pick_within(target, others, within, false);
      if (k >= 0) add(out, others[static_cast<size_t>(k)].index);
      break;
    }
    case RangeBand::kLong: {
      // "up to 2" separation (plus any targets between)": the widest the
      // seed allows, the farthest man within 2", and everyone between.
      const int k = pick_within(target, others, kSpreadLong, true);
      if (k < 0) break;
      const SpreadMan& second = others[static_cast<size_t>(k)];
      add(out, second.index);
      for (const SpreadMan& m : others) {
        if (to_segment(m.centre, target.centre, second.centre) <= m.radius + 1e-9)
          add(out, m.index);
      }
      break;
    }
    case RangeBand::kExtreme:
      // "all in a 4" wide area": a circle 4" across on the target.
      for (const SpreadMan& m : others) {
        if (distance(m.centre, target.centre) - m.radius <= kSpreadExtremeWidth / 2 + 1e-9) {
          add(out, m.index);
        }
      }
      break;
  }
  return out;
}

}  // namespace skirmish::rencounter
