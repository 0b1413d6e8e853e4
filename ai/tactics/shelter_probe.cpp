#include "ai/tactics/shelter_probe.h"

#include "ai/tactics/shelter.h"

namespace skirmish::ai {

namespace {

// An edge farther than this from the point cannot be crossed within
// kShelterInches of it; the slack (far above rounding, far below any
// table distance) keeps every edge shelters() could find.
constexpr double kEdgeReach = kShelterInches + 1e-6;
// An enemy this near the point makes its line a dot, where intersect's
// parallel case may answer for a far edge: he is judged by shelters().
constexpr double kDotLine = 1e-6;

}  // namespace

void ShelterProbe::reset(Vec2 p) {
  p_ = p;
  inside_ = false;
  edges_.clear();
  trees_.clear();
  pieces_.clear();
}

void ShelterProbe::add(const TerrainFeature& f) {
  pieces_.push_back(&f);
  // The same order of kinds as shelters(): a tree, a line, an area.
  if (f.is_tree()) {
    trees_.push_back(&f);
    return;
  }
  const auto keep = [&](Vec2 a, Vec2 b) {
    const Segment e{a, b};
    if (distance(e, p_) <= kEdgeReach) edges_.push_back(e);
  };
  if (f.is_line()) {
    for (std::size_t i = 0; i + 1 < f.path.size(); ++i) keep(f.path[i], f.path[i + 1]);
    return;
  }
  if (!f.is_area()) return;
  if (contains(f.outline, p_)) {
    inside_ = true;
    return;
  }
  const std::vector<Vec2>& pts = f.outline.points;
  for (std::size_t i = 0; i < pts.size(); ++i) keep(pts[i], pts[(i + 1) % pts.size()]);
}

bool ShelterProbe::sheltered_from(Vec2 enemy) const {
  if (inside_) return true;
  if (distance(p_, enemy) < kDotLine) {
    for (const TerrainFeature* f : pieces_) {
      if (shelters(*f, p_, enemy)) return true;
    }
    return false;
  }
  for (const TerrainFeature* f : trees_) {
    if (shelters(*f, p_, enemy)) return true;
  }
  const Segment line{p_, enemy};
  const double apart = distance(p_, enemy);
  for (const Segment& e : edges_) {
    // As shelters() measures it: back from the point along the line.
    const auto t = intersect(line, e);
    if (t && *t * apart <= kShelterInches) return true;
  }
  return false;
}

}  // namespace skirmish::ai
