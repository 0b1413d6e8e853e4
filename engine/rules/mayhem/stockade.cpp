// 004 / Musket Mayhem / Miscellaneous Rules / Stockade walls.
#include "engine/rules/mayhem/stockade.h"

#include <cmath>

#include "engine/rules/mayhem/fire_setting.h"
#include "engine/rules/mayhem/mayhem_rolls.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/move_geometry.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

Vec2 unit(Vec2 v) {
  const double l = length(v);
  return l > 0 ? v * (1.0 / l) : Vec2{};
}

std::string piece_name(const MayhemState& s, int feature) {
  const TerrainFeature& f = s.battlefield().features[at(feature)];
  return f.name.empty() ? std::string("the stockade") : "the " + f.name;
}

}  // namespace

bool is_stockade(const MayhemState& s, const TerrainFeature& f) {
  return s.config.stockade_height > 0 && f.type == TerrainType::kWall && f.is_line() &&
         f.height >= s.config.stockade_height;
}

void stockade_crossings(const MayhemState& s, std::vector<double>& out) {
  out.clear();
  const auto& features = s.battlefield().features;
  for (std::size_t k = 0; k < features.size(); ++k) {
    if (!is_stockade(s, features[k])) continue;
    out.resize(features.size(), -1.0);
    out[k] = kStockadeCrossingInches;
  }
}

int stockade_crossed(const MayhemState& s, Vec2 from, Vec2 to) {
  const Segment line{from, to};
  const Box box = box_of(line);
  const auto& features = s.battlefield().features;
  for (size_t k = 0; k < features.size(); ++k) {
    const TerrainFeature& f = features[k];
    if (!is_stockade(s, f) || !f.bounds.overlaps(box)) continue;
    // 004 / Musket Mayhem / Artillery (option roundshot_breaches): a gap
    // roundshot knocked in it is walked through, not climbed.
    if (crosses_unbreached(line, f, static_cast<int>(k), s.breaches())) {
      return static_cast<int>(k);
    }
  }
  return -1;
}

ClimbPlace climb_place(const MayhemState& s, int man, bool explain) {
  ClimbPlace c;
  const Figure& me = s.figures()[at(man)];
  const double r = me.base_radius;
  const auto& features = s.battlefield().features;
  double best = kClimbReach + 1e-9;
  Segment leg_at;
  for (size_t k = 0; k < features.size(); ++k) {
    const TerrainFeature& f = features[k];
    if (!is_stockade(s, f) || s.burning[k]) continue;
    for (size_t i = 0; i + 1 < f.path.size(); ++i) {
      const Segment leg{f.path[i], f.path[i + 1]};
      const Vec2 q = closest_point(leg, me.at);
      const double gap = distance(q, me.at) - r - f.path_width / 2;
      if (gap <= best) {
        best = gap;
        c.feature = static_cast<int>(k);
        c.foot = q;
        leg_at = leg;
      }
    }
  }
  if (c.feature < 0) {
    if (explain)
      c.why = man_name(s, man) + " is not at the foot of a stockade (within " +
              inches_text(kClimbReach) + ")";
    return c;
  }
  const TerrainFeature& wall = features[at(c.feature)];
  if (in_breach(s.breaches(), c.feature, c.foot)) {
    if (explain)
      c.why = piece_name(s, c.feature) + " is breached where " + man_name(s, man) +
              " stands: he may walk through the gap";
    return c;
  }
  // Over the wall, square to it (from an end of a leg: straight over the end).
  const Vec2 across = unit(c.foot - me.at);
  c.landing = c.foot + across * (r + wall.path_width / 2 + kLandingGap);
  if (stockade_crossed(s, me.at, c.landing) != c.feature) {
    if (explain)
      c.why = man_name(s, man) + " is at the end of " + piece_name(s, c.feature) +
              ", not under it: there is nothing to climb";
    return c;
  }
  // 004 / Stockade walls: one base width clear to either side, no defenders.
  const Vec2 along = unit(leg_at.b - leg_at.a);
  const Segment frontage{c.foot - along * r, c.foot + along * r};
  for (size_t e = 0; e < s.men.size(); ++e) {
    const Figure& o = s.figures()[e];
    if (o.side == me.side || o.status != FigureStatus::kFighting) continue;
    if (distance(frontage, o.at) < 2 * r + o.base_radius) {
      if (explain)
        c.why = man_name(s, static_cast<int>(e)) + " defends " + piece_name(s, c.feature) +
                " there (no clear base width either side)";
      return c;
    }
    if (distance(c.landing, o.at) < r + o.base_radius + kClearOfEnemy) {
      if (explain) c.why = man_name(s, static_cast<int>(e)) + " stands where he would land";
      return c;
    }
  }
  const int ignore[] = {man};
  if (!base_fits(s.battlefield(), s.figures(), c.landing, r, ignore, s.door_broken) ||
      burning_touched(s, c.landing, c.landing, r) >= 0) {
    if (explain) c.why = "no room to land on the other side of " + piece_name(s, c.feature);
    return c;
  }
  c.ok = true;
  return c;
}

void climb_stockade(MayhemState& s, int man, Dice& dice, EventSink& events) {
  const ClimbPlace c = climb_place(s, man);
  Figure& f = s.figures()[at(man)];
  const int die = dice.roll(6, d6_purpose("climbing die", static_cast<MayhemRollCode>(kClimbRoll),
                                          static_cast<int16_t>(man), -1, 6, Need::kAtLeast));
  if (die < 6) {
    narrate(s, events, f.side, [&] {
      return man_name(s, man) + " tries to climb " + piece_name(s, c.feature) + ": " +
             std::to_string(die) + ", he cannot get over.";
    });
    return;
  }
  const Vec2 from = f.at;
  s.men[at(man)].moved = true;  // over the wall: he has moved (no reload, no obstacle to defend)
  f.at = c.landing;
  f.facing = static_cast<float>(bearing(from, c.landing));
  narrate(s, events, f.side, [&] {
    return man_name(s, man) + " climbs " + piece_name(s, c.feature) + ": 6, he is over, at " +
           place_text(s, f.at) + ".";
  });
}

}  // namespace skirmish::mayhem
