#include "engine/rules/mayhem/charge_geometry.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace skirmish::mayhem {

namespace {

// Forgiveness on the edge lines, in degrees: an exact 45 is the front.
constexpr double kArcSlack = 1e-9;

double cos_degrees(double degrees) {
  return std::cos(degrees * std::numbers::pi / 180.0);
}

// The cosines of the edge lines (slack included): a bearing whose cosine
// off the man's facing is at least the first is in his front quarter, one
// below the second in his rear. Comparing cosines asks no arc cosine for
// the angle itself (the planners ask quarters at every spot they weigh).
const double kFrontCos = cos_degrees(kEdgeHalfArc + kArcSlack);
const double kRearCos = cos_degrees(180.0 - kEdgeHalfArc + kArcSlack);

}  // namespace

Quarter quarter_facing(const Figure& man, Vec2 from) {
  const Vec2 d = from - man.at;
  if (dot(d, d) <= 0) return Quarter::kFront;  // on his very spot: no angle off
  const double c = dot(direction_of(man.facing), d) / length(d);
  if (c >= kFrontCos) return Quarter::kFront;
  if (c < kRearCos) return Quarter::kRear;
  return Quarter::kSide;
}

bool on_shield_side(const Figure& man, Vec2 from) {
  const Quarter q = quarter_facing(man, from);
  if (q == Quarter::kFront) return true;
  if (q == Quarter::kRear) return false;
  return cross(direction_of(man.facing), from - man.at) > 0;
}

bool bases_touch(const Figure& a, const Figure& b) {
  const double reach = a.base_radius + b.base_radius + kContactSlack;
  return distance_squared(a.at, b.at) <= reach * reach;
}

bool melee_contact(const Figure& a, const Figure& b) {
  if (!bases_touch(a, b)) return false;
  return quarter_facing(a, b.at) == Quarter::kFront || quarter_facing(b, a.at) == Quarter::kFront;
}

ChargeContact charge_contact(const Figure& charger, const Figure& target) {
  ChargeContact c;
  const Vec2 d = charger.at - target.at;
  const double apart = length(d);
  // A charger on top of his target (bad input) meets him face to face.
  const Vec2 u = apart > 0 ? d * (1.0 / apart) : direction_of(target.facing);
  c.at = target.at + u * (target.base_radius + charger.base_radius);
  c.facing = bearing(c.at, target.at);
  c.distance = std::max(0.0, apart - target.base_radius - charger.base_radius);
  c.quarter = quarter_facing(target, target.at + u);
  return c;
}

bool from_side_or_rear(const Figure& attacker, const Figure& defender) {
  return quarter_facing(defender, attacker.at) != Quarter::kFront;
}

ChargeLane charge_lane(std::span<const Figure> figures, std::span<const int> chargers) {
  ChargeLane lane;
  if (chargers.empty()) return lane;
  Vec2 sum{};
  for (int i : chargers) sum = sum + direction_of(figures[i].facing);
  const double n = length(sum);
  lane.ahead = n > 1e-9 ? sum * (1.0 / n) : direction_of(figures[chargers[0]].facing);
  lane.left = {-lane.ahead.y, lane.ahead.x};
  lane.left_edge = -1e300;
  lane.right_edge = 1e300;
  lane.rear = 1e300;
  for (int i : chargers) {
    const Figure& f = figures[i];
    const double side = dot(f.at, lane.left);
    lane.left_edge = std::max(lane.left_edge, side + f.base_radius);
    lane.right_edge = std::min(lane.right_edge, side - f.base_radius);
    lane.rear = std::min(lane.rear, dot(f.at, lane.ahead));
  }
  return lane;
}

bool in_charge_lane(const ChargeLane& lane, Vec2 at, double radius) {
  const double across = dot(at, lane.left);
  if (across - radius > lane.left_edge + kContactSlack) return false;
  if (across + radius < lane.right_edge - kContactSlack) return false;
  return dot(at, lane.ahead) > lane.rear;
}

void charged_men(std::span<const Figure> figures, std::span<const int> chargers,
                 std::span<const double> reach, Measure measure, std::vector<int>& out) {
  out.clear();
  if (chargers.empty() || reach.empty()) return;
  const ChargeLane lane = charge_lane(figures, chargers);
  const int side = figures[chargers[0]].side;
  for (int j = 0; j < static_cast<int>(figures.size()); ++j) {
    const Figure& e = figures[j];
    if (e.side == side || !on_table(e.status)) continue;
    if (!in_charge_lane(lane, e.at, e.base_radius)) continue;
    for (size_t k = 0; k < chargers.size(); ++k) {
      const Figure& c = figures[chargers[k]];
      const double r = reach.size() == 1 ? reach[0] : reach[std::min(k, reach.size() - 1)];
      if (base_distance(c.base(), e.base(), measure) <= r + kContactSlack) {
        out.push_back(j);
        break;
      }
    }
  }
}

}  // namespace skirmish::mayhem
