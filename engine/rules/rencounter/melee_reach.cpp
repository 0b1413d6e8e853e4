#include "engine/rules/rencounter/melee_reach.h"

#include <algorithm>
#include <optional>

#include "engine/core/posture.h"

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// A crossing this near a doorway's edge is in it (rounding).
constexpr double kDoorwaySlack = 1e-6;

// Whether the straight line `s` crosses the open or closed path `pts`.
bool crosses(const Segment& s, const std::vector<Vec2>& pts, bool closed) {
  const size_t n = pts.size();
  for (size_t k = 0; k + 1 < n + (closed ? 1 : 0); ++k) {
    if (intersect(s, Segment{pts[k], pts[(k + 1) % n]})) return true;
  }
  return false;
}

// Where the line `s` crosses a building's outline: not at all, only within
// its open doorways (the gap men walk through), or through wall (a window
// or loophole is wall below and about it).
enum class BuildingCrossing { kNone, kDoorway, kWall };

BuildingCrossing building_crossing(const Segment& s, const TerrainFeature& f) {
  const std::vector<Vec2>& pts = f.outline.points;
  const size_t n = pts.size();
  BuildingCrossing found = BuildingCrossing::kNone;
  for (size_t k = 0; k < n; ++k) {
    const Segment edge{pts[k], pts[(k + 1) % n]};
    const std::optional<double> t = intersect(s, edge);
    if (!t) continue;
    const Vec2 p = s.a + (s.b - s.a) * *t;
    const bool doorway = std::any_of(f.openings.begin(), f.openings.end(), [&](const Opening& o) {
      return o.open_door() && distance(o.at, p) <= o.width / 2 + kDoorwaySlack;
    });
    if (!doorway) return BuildingCrossing::kWall;
    found = BuildingCrossing::kDoorway;
  }
  return found;
}

}  // namespace

MeleeCover melee_cover(const RencounterState& s, int attacker, int defender) {
  const Figure& a = s.figures()[at(attacker)];
  const Figure& d = s.figures()[at(defender)];
  const Segment between{a.at, d.at};
  // Over a wall or hedge a man is hidden up to its height; line of sight's
  // shares (los.h: half from 1/4 hidden, 3/4 from 0.6) turn it into cover.
  double hidden = 0;
  bool doorway = false;
  for (const TerrainFeature& f : s.battlefield().features) {
    if (f.type == TerrainType::kBuilding) {
      const BuildingCrossing c = building_crossing(between, f);
      // Through a wall of a building: the most there is. Through an open
      // doorway (option melee_in_doorway): the door frame, as a man seen
      // only through a door is in half cover (los.h), unless the doorway
      // is taken for wall.
      if (c == BuildingCrossing::kWall ||
          (c == BuildingCrossing::kDoorway && s.config.melee.doorway_as_wall)) {
        return MeleeCover::kThreeQuarters;
      }
      if (c == BuildingCrossing::kDoorway) doorway = true;
      continue;
    }
    if ((f.type == TerrainType::kWall || f.type == TerrainType::kHedge) &&
        crosses(between, f.path, false)) {
      hidden = std::max(hidden, f.height / height_of(d.posture, d.mounted));
    }
  }
  const SolidCover c = solid_cover_for(std::min(1.0, hidden));
  if (c == SolidCover::kNone) return doorway ? MeleeCover::kHalf : MeleeCover::kNone;
  return c == SolidCover::kHalf ? MeleeCover::kHalf : MeleeCover::kThreeQuarters;
}

int strike_rank(const RencounterState& s, int attacker, int defender) {
  if (in_contact(s, attacker, defender)) return 1;
  const int ranks = melee_weapons()[at(s.men[at(attacker)].melee_weapon)].ranks;
  if (ranks < 2) return 0;
  const auto& figs = s.figures();
  const Segment line{figs[at(attacker)].at, figs[at(defender)].at};
  int between = 0;
  bool front_in_contact = false;
  double nearest = 1e300;
  for (int j = 0; j < static_cast<int>(figs.size()); ++j) {
    if (j == attacker || is_enemy(s, attacker, j) || !targetable(s, j)) continue;
    const Figure& f = figs[at(j)];
    if (distance(line, f.at) >= f.base_radius) continue;  // the line misses his base
    ++between;
    const double to_enemy = distance(f.at, figs[at(defender)].at);
    if (to_enemy < nearest) {
      nearest = to_enemy;
      front_in_contact = fit(s, j) && in_contact(s, j, defender);
    }
  }
  if (between == 0 || !front_in_contact) return 0;
  const int rank = between + 1;
  if (rank > ranks) return 0;
  const double room = (rank - 1) * kRankDepth + s.config.fire.base_contact_within + 1e-9;
  return gap(s, attacker, defender) <= room ? rank : 0;
}

}  // namespace skirmish::rencounter
