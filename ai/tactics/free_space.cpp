#include "ai/tactics/free_space.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <mutex>
#include <tuple>
#include <utility>

namespace skirmish::ai {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// Going is judged at the middle of pieces at most this long along a line:
// a quarter of a base, finer than any strip of terrain worth its name.
constexpr double kGoingSample = 0.25;
// A crossing this near the start of a line is the line he stands on.
constexpr double kOnLine = 1e-9;

// The 16 neighbours of a node: the 8 around it and the 8 a knight's move away.
constexpr int kNeighbours[16][2] = {{1, 0},  {-1, 0},  {0, 1},   {0, -1}, {1, 1},  {1, -1},
                                    {-1, 1}, {-1, -1}, {1, 2},   {2, 1},  {-1, 2}, {-2, 1},
                                    {1, -2}, {2, -1},  {-1, -2}, {-2, -1}};

bool is_crossing_line(const TerrainFeature& f) {
  if (!f.is_line()) return false;
  return f.type == TerrainType::kWall || f.type == TerrainType::kHedge ||
         f.type == TerrainType::kFence || (f.type == TerrainType::kStream && f.path_width <= 0);
}

// No flag set (no door broken open, nothing afire), or none kept.
bool none_set(std::span<const uint8_t> flags) {
  return std::none_of(flags.begin(), flags.end(), [](uint8_t b) { return b != 0; });
}

}  // namespace

double crossing_inches(Going g) {
  switch (g) {
    case Going::kOpen:
      return 0;
    case Going::kLight:
      return 1;
    case Going::kMedium:
      return 2;
    case Going::kHeavy:
      return 3;
    case Going::kImpassable:
      return kInfinity;
  }
  return 0;
}

FreeSpace::FreeSpace(const Battlefield& field, TableAsItStands table, double step)
    : field_(&field), step_(step) {
  if (!none_set(table.broken)) broken_.assign(table.broken.begin(), table.broken.end());
  if (!none_set(table.burning)) burning_.assign(table.burning.begin(), table.burning.end());
  const std::span<const double> crossings = table.crossings;
  columns_ = std::max(1, static_cast<int>(std::floor(field.table.width / step)));
  rows_ = std::max(1, static_cast<int>(std::floor(field.table.depth / step)));
  for (std::size_t k = 0; k < field.features.size(); ++k) {
    const TerrainFeature& f = field.features[k];
    if (f.is_tree()) {
      trees_.push_back(&f);
    } else if (f.is_area() && (f.type == TerrainType::kBuilding || f.going == Going::kImpassable)) {
      walled_.push_back({&f, static_cast<int>(k)});
    } else if (is_crossing_line(f)) {
      // 004 / Miscellaneous Rules / Fire: a piece afire is impassable.
      const bool priced = k < crossings.size() && crossings[k] >= 0;
      const double crossing = afire(static_cast<int>(k)) ? kInfinity
                              : priced                   ? crossings[k]
                                                         : crossing_inches(f.going);
      lines_.push_back({&f, crossing});
    } else if (f.type == TerrainType::kRoad && f.path_width > 0) {
      roads_.push_back(&f);
    } else if ((f.is_area() || (f.is_line() && f.path_width > 0)) && f.going != Going::kOpen) {
      areas_.push_back({&f, 1 / move_fraction(f.going)});
    }
  }

  std::vector<std::pair<uint32_t, uint32_t>> edges;
  std::vector<EdgeInches> weights;
  edges.reserve(nodes() * 16);
  weights.reserve(nodes() * 16);
  for (int r = 0; r < rows_; ++r) {
    for (int c = 0; c < columns_; ++c) {
      const auto from = static_cast<uint32_t>(r * columns_ + c);
      for (const auto& d : kNeighbours) {
        const int c2 = c + d[0], r2 = r + d[1];
        if (c2 < 0 || r2 < 0 || c2 >= columns_ || r2 >= rows_) continue;
        const auto to = static_cast<uint32_t>(r2 * columns_ + c2);
        const double inches = segment_inches(point(from), point(to));
        if (!std::isfinite(inches)) continue;
        edges.emplace_back(from, to);
        weights.push_back({inches});
      }
    }
  }
  // Edges were made in order of their source node, as the CSR graph wants.
  graph_ = Graph(boost::edges_are_sorted, edges.begin(), edges.end(), weights.begin(),
                 static_cast<uint32_t>(nodes()));
}

Vec2 FreeSpace::point(std::size_t n) const {
  const auto c = static_cast<double>(n % static_cast<std::size_t>(columns_));
  const auto r = static_cast<double>(n / static_cast<std::size_t>(columns_));
  return {(c + 0.5) * step_, (r + 0.5) * step_};
}

std::size_t FreeSpace::node_at(Vec2 p) const {
  const int c = std::clamp(static_cast<int>(std::floor(p.x / step_)), 0, columns_ - 1);
  const int r = std::clamp(static_cast<int>(std::floor(p.y / step_)), 0, rows_ - 1);
  return static_cast<std::size_t>(r * columns_ + c);
}

void FreeSpace::nodes_around(Vec2 p, std::vector<uint32_t>& out) const {
  // Cells whose centre lies within 1.5 steps: the 3x3 block around p's
  // nearest grid centre, and the ring beyond it that a knight's move reaches.
  const int c0 = static_cast<int>(std::floor(p.x / step_));
  const int r0 = static_cast<int>(std::floor(p.y / step_));
  const double reach = 1.5 * step_;
  for (int r = r0 - 2; r <= r0 + 2; ++r) {
    for (int c = c0 - 2; c <= c0 + 2; ++c) {
      if (c < 0 || r < 0 || c >= columns_ || r >= rows_) continue;
      const auto n = static_cast<uint32_t>(r * columns_ + c);
      if (distance(point(n), p) <= reach) out.push_back(n);
    }
  }
}

bool FreeSpace::on_road(Vec2 p) const {
  return std::any_of(roads_.begin(), roads_.end(), [p](const TerrainFeature* road) {
    return road->bounds.grown(road->path_width / 2).contains(p) &&
           within_reach_of_path(road->path, p, road->path_width / 2);
  });
}

double FreeSpace::going_per_inch(Vec2 p) const {
  if (on_road(p)) return 1;  // a road cancels the going of what it crosses
  double worst = 1;
  for (const Area& a : areas_) {
    if (a.per_inch <= worst || !a.feature->bounds.grown(a.feature->path_width).contains(p)) {
      continue;
    }
    const bool inside = a.feature->is_area()
                            ? contains(a.feature->outline, p)
                            : within_reach_of_path(a.feature->path, p, a.feature->path_width / 2);
    if (inside) worst = a.per_inch;
  }
  return worst;
}

bool FreeSpace::afire(int feature) const {
  return feature >= 0 && static_cast<std::size_t>(feature) < burning_.size() &&
         burning_[static_cast<std::size_t>(feature)] != 0;
}

// A way in by a door not barred, or by a barred door the game has broken
// open (door_passable, engine/core/terrain.h); none into a building afire.
bool FreeSpace::in_doorway(const Walled& w, Vec2 p) const {
  if (afire(w.index)) return false;
  const std::vector<Opening>& openings = w.feature->openings;
  for (std::size_t k = 0; k < openings.size(); ++k) {
    const Opening& o = openings[k];
    if (distance(o.at, p) > o.width / 2) continue;
    if (door_passable(*field_, w.index, static_cast<int>(k), broken_)) return true;
  }
  return false;
}

bool FreeSpace::walls_block(Vec2 a, Vec2 b) const {
  const Segment s{a, b};
  const Box box = box_of(s);
  for (const Walled& w : walled_) {
    const TerrainFeature* f = w.feature;
    if (!f->bounds.overlaps(box)) continue;
    const std::vector<Vec2>& pts = f->outline.points;
    for (std::size_t i = 0; i < pts.size(); ++i) {
      if (auto t = intersect(s, Segment{pts[i], pts[(i + 1) % pts.size()]})) {
        const bool door = f->type == TerrainType::kBuilding && in_doorway(w, a + (b - a) * *t);
        if (!door) return true;
      }
    }
  }
  for (const TerrainFeature* f : trees_) {
    if (!f->bounds.grown(kClearanceInches).overlaps(box)) continue;
    const double clear = f->trunk.radius + kClearanceInches;
    const double closest = distance(s, f->trunk.centre);
    // A man already too near the trunk may still move away from it.
    if (closest < clear && closest < distance(a, f->trunk.centre) - kOnLine) return true;
  }
  return false;
}

double FreeSpace::segment_inches(Vec2 a, Vec2 b) const {
  if (walls_block(a, b)) return kInfinity;
  const Segment s{a, b};
  const Box box = box_of(s);
  double inches = 0;
  // 000-style crossings: each wall, hedge or fence crossed off a road.
  for (const Line& line : lines_) {
    if (!line.feature->bounds.overlaps(box)) continue;
    const std::vector<Vec2>& path = line.feature->path;
    double last = -1;
    for (std::size_t i = 0; i + 1 < path.size(); ++i) {
      const auto t = intersect(s, Segment{path[i], path[i + 1]});
      if (!t || *t <= kOnLine || std::abs(*t - last) <= kOnLine) continue;
      last = *t;
      if (on_road(a + (b - a) * *t)) continue;
      inches += line.crossing;
    }
  }
  if (!std::isfinite(inches)) return kInfinity;
  const double length = distance(a, b);
  const int pieces = std::max(1, static_cast<int>(std::ceil(length / kGoingSample)));
  const double piece = length / pieces;
  for (int k = 0; k < pieces; ++k) {
    inches += piece * going_per_inch(a + (b - a) * ((k + 0.5) / pieces));
  }
  return inches;
}

std::shared_ptr<const FreeSpace> free_space_for(const std::shared_ptr<const Battlefield>& field,
                                                TableAsItStands table) {
  struct Entry {
    std::weak_ptr<const Battlefield> field;
    std::shared_ptr<const FreeSpace> space;
  };
  using Flags = std::vector<uint8_t>;
  using Key = std::tuple<const Battlefield*, std::vector<double>, Flags, Flags>;
  static std::mutex guard;
  static std::map<Key, Entry> built;
  const std::lock_guard<std::mutex> lock(guard);
  // Flags all clear are one graph with none, however they are kept.
  if (none_set(table.broken)) table.broken = {};
  if (none_set(table.burning)) table.burning = {};
  Key key{field.get(), std::vector<double>(table.crossings.begin(), table.crossings.end()),
          Flags(table.broken.begin(), table.broken.end()),
          Flags(table.burning.begin(), table.burning.end())};
  auto it = built.find(key);
  // A battlefield freed and another made at the same address is a new one.
  if (it != built.end() && it->second.field.lock() == field) return it->second.space;
  std::erase_if(built, [](const auto& e) { return e.second.field.expired(); });
  auto space = std::make_shared<const FreeSpace>(*field, table);
  built[std::move(key)] = Entry{field, space};
  return space;
}

}  // namespace skirmish::ai
