#include "engine/rules/rencounter/squad_placement.h"

#include <algorithm>
#include <cmath>

#include "engine/rules/rencounter/squad_table.h"
#include "engine/scenario/placement.h"

namespace skirmish::rencounter {

namespace {

// Positions are whole half inches (see squad_table.cpp).
constexpr double kGrid = 0.5;
// How far from his place in the formation a man may be moved to find
// standing room, before the whole zone is searched.
constexpr double kNearby = 12;
// Inches every other file stands back from its row.
constexpr double kStagger = 1;
// Open ground left between two bases.
constexpr double kBaseGap = 0.25;

double snap(double v) {
  return std::round(v / kGrid) * kGrid;
}

// Offsets on the half-inch grid within kNearby, nearest first (ties in a
// fixed order), so the search is the same on every machine.
const std::vector<Vec2>& nearby_offsets() {
  static const std::vector<Vec2> offsets = [] {
    std::vector<Vec2> out;
    const int n = static_cast<int>(kNearby / kGrid);
    for (int dy = -n; dy <= n; ++dy) {
      for (int dx = -n; dx <= n; ++dx) out.push_back({dx * kGrid, dy * kGrid});
    }
    std::stable_sort(out.begin(), out.end(), [](Vec2 a, Vec2 b) {
      return distance_squared(a, Vec2{0, 0}) < distance_squared(b, Vec2{0, 0});
    });
    return out;
  }();
  return offsets;
}

struct Zone {
  double y_min = 0;
  double y_max = 0;
};

class SetUp {
 public:
  explicit SetUp(const Battlefield& field) : field_(field) {}

  bool can_stand(Vec2 at, const Zone& zone) const {
    const Circle base{at, kFootRadius};
    if (at.y - base.radius < zone.y_min || at.y + base.radius > zone.y_max) return false;
    if (!base_on_table(field_.table, base)) return false;
    if (terrain_blocking(field_, base)) return false;
    if (!clear_of_terrain(field_.features, base)) return false;
    for (Vec2 other : placed_) {
      if (distance(other, at) < 2 * kFootRadius + kBaseGap) return false;
    }
    return true;
  }

  // The nearest standing room to `wanted`, or nullopt if the zone is full.
  std::optional<Vec2> place(Vec2 wanted, const Zone& zone) {
    wanted = {snap(wanted.x), snap(wanted.y)};
    for (Vec2 d : nearby_offsets()) {
      if (can_stand(wanted + d, zone)) return keep(wanted + d);
    }
    for (double y = zone.y_min; y <= zone.y_max; y += kGrid) {
      for (double x = 0; x <= field_.table.width; x += kGrid) {
        if (can_stand({x, y}, zone)) return keep({x, y});
      }
    }
    return std::nullopt;
  }

 private:
  static constexpr double kFootRadius = 0.5;
  Vec2 keep(Vec2 p) {
    placed_.push_back(p);
    return p;
  }
  const Battlefield& field_;
  std::vector<Vec2> placed_;
};

}  // namespace

std::optional<std::string> set_up_sides(const Battlefield& field, std::vector<SideSpec>& sides) {
  const Table& t = field.table;
  SetUp set_up(field);
  for (size_t i = 0; i < sides.size() && i < 2; ++i) {
    SideSpec& side = sides[i];
    const bool near = i == 0;
    const Zone zone = near ? Zone{0, kDeploymentDepth} : Zone{t.depth - kDeploymentDepth, t.depth};
    side.deployment.points = {
        {0, zone.y_min}, {t.width, zone.y_min}, {t.width, zone.y_max}, {0, zone.y_max}};
    // Rows count back from the front of the zone, toward the own table edge.
    const double toward_enemy = near ? 1 : -1;
    const double front = near ? zone.y_max - 1 : zone.y_min + 1;
    const double stretch = t.width / static_cast<double>(side.units.size());
    for (size_t u = 0; u < side.units.size(); ++u) {
      UnitSpec& unit = side.units[u];
      const double centre = stretch * (static_cast<double>(u) + 0.5);
      const int men = static_cast<int>(unit.figures.size()) - 1;
      const int per_row =
          std::clamp(static_cast<int>(stretch / kFileSpacing) - 1, 1, std::max(1, men));
      for (size_t f = 0; f < unit.figures.size(); ++f) {
        Vec2 wanted{centre, front};
        if (f > 0) {
          const int k = static_cast<int>(f) - 1;
          const int row = k / per_row;
          const int in_row = std::min(per_row, men - row * per_row);
          const double file = (k % per_row) - (in_row - 1) / 2.0;
          // Every other file half a pace back, so that neighbours' name
          // labels do not run into each other on a drawn table.
          const double stagger = (k % per_row) % 2 == 1 ? kStagger : 0;
          wanted = {centre + file * kFileSpacing,
                    front - toward_enemy * (kFileSpacing * (row + 1) + stagger)};
        }
        const std::optional<Vec2> at = set_up.place(wanted, zone);
        if (!at) {
          return std::string("no room to set up ")
              .append(unit.figures[f].name)
              .append(" of the ")
              .append(side.name)
              .append(" in their ")
              .append(number_text(kDeploymentDepth))
              .append("\" deep zone; ask for a larger table or fewer men");
        }
        unit.figures[f].at = *at;
        unit.figures[f].facing = near ? 90 : 270;
      }
    }
  }
  return std::nullopt;
}

}  // namespace skirmish::rencounter
