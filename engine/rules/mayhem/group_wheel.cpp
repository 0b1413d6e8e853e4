#include "engine/rules/mayhem/group_wheel.h"

#include <vector>

#include "engine/rules/mayhem/move_geometry.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// The wheels offered: forward about the left end (counter-clockwise) and
// about the right end (clockwise), a quarter and a half wheel.
struct Wheel {
  bool left_end;
  double degrees;
};
constexpr Wheel kWheelList[kWheels] = {{true, 45}, {false, -45}, {true, 90}, {false, -90}};

// A place of a possible wheel is where a man stands within this (inches).
constexpr double kAtPlace = 1e-3;

}  // namespace

void plan_wheels(MayhemState& s, double allowance) {
  const size_t n = s.movers.size();
  s.wheel_spots.clear();
  s.wheel_facings.clear();
  s.wheel_pivots.clear();
  s.wheel_possible = 0;
  s.wheel_chosen = -1;
  if (n < 2) return;
  thread_local std::vector<int> group;
  thread_local std::vector<WheelPlace> places;
  // Kept at the most a group can be, here and in the state (whose copies
  // keep only the capacity they have grown): no allocation once warm.
  const size_t most = s.men.size();
  group.reserve(most);
  places.reserve(most);
  s.wheel_spots.reserve(most * kWheels);
  s.wheel_facings.reserve(most * kWheels);
  s.wheel_pivots.reserve(kWheels);
  group.assign(s.movers.begin(), s.movers.end());
  s.wheel_spots.resize(n * kWheels);
  s.wheel_facings.resize(n * kWheels);
  s.wheel_pivots.resize(kWheels);
  for (int w = 0; w < kWheels; ++w) {
    const Wheel& wheel = kWheelList[w];
    const int pivot = wheel_end(s.figures(), group, wheel.left_end);
    const double arc = wheel_group(s.figures(), group, pivot, wheel.degrees, places);
    if (arc > allowance) continue;
    s.wheel_possible = static_cast<uint8_t>(s.wheel_possible | (1u << w));
    s.wheel_pivots[at(w)] = s.figures()[at(pivot)].at;
    for (size_t k = 0; k < n; ++k) {
      s.wheel_spots[at(w) * n + k] = places[k].at;
      s.wheel_facings[at(w) * n + k] = places[k].facing;
    }
  }
}

std::optional<WheelSpot> wheel_spot(const MayhemState& s, int w, int k) {
  const size_t n = s.movers.size();
  if (w < 0 || w >= kWheels || !(s.wheel_possible & (1u << w)) || k < 0 || at(k) >= n) {
    return std::nullopt;
  }
  return WheelSpot{s.wheel_spots[at(w) * n + at(k)], s.wheel_facings[at(w) * n + at(k)]};
}

int wheel_at(const MayhemState& s, int k, Vec2 to) {
  for (int w = 0; w < kWheels; ++w) {
    if (s.wheel_chosen >= 0 && w != s.wheel_chosen) continue;
    const std::optional<WheelSpot> spot = wheel_spot(s, w, k);
    if (spot && distance(spot->at, to) < kAtPlace) return w;
  }
  return -1;
}

MoveCheck check_wheel_place(const MayhemState& s, int k, int w, double allowance,
                            double slow_allowance, bool explain) {
  const std::optional<WheelSpot> spot = wheel_spot(s, w, k);
  if (!spot) {
    MoveCheck c;
    if (explain) c.why = "his group cannot make that wheel";
    return c;
  }
  // The men who wheel with him: a rigid wheel never brings two of them
  // together, though one man's arc may cross where another stood.
  thread_local std::vector<int> wheeling;  // kept: no allocation once warm
  wheeling.clear();
  wheeling.reserve(s.men.size());
  for (size_t j = 0; j < s.movers.size(); ++j) {
    if (static_cast<int>(j) == k) continue;
    const int other = s.movers[j];
    const std::optional<WheelSpot> place = wheel_spot(s, w, static_cast<int>(j));
    const bool waiting = static_cast<int>(j) > k;
    if (waiting || distance(s.figures()[at(other)].at, place->at) < kAtPlace) {
      wheeling.push_back(other);
    }
  }
  return check_sweep(s, s.movers[at(k)], s.wheel_pivots[at(w)], kWheelList[w].degrees, spot->at,
                     allowance, slow_allowance, wheeling, explain);
}

}  // namespace skirmish::mayhem
