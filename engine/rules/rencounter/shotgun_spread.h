// Shotguns and blunderbusses spread their shot (000 / Missile Weapons Table,
// note #): "At short range they can roll vs two adjacent targets, at medium,
// two targets within 1" of each other, at long range up to 2" separation
// (plus any targets between), at extreme all in a 4" wide area."
//
// Which men: the man aimed at, plus, chosen here from the men the firer
// could also shoot at (enemies he sees):
// | band | also rolled against |
// |---|---|
// | too close | nobody (the seed names no spread there) |
// | short | the nearest man in base contact with the target |
// | medium | the nearest man within 1" of the target (base to base) |
// | long | the farthest within 2" (the widest spread allowed), and every man whose base touches the
// line between the two | | extreme | every man whose base lies within 2" of the target's centre (a
// 4" circle) | Pure: plain positions in, figure indices out, no heap.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "engine/core/geometry.h"
#include "engine/rules/rencounter/range_band.h"

namespace skirmish::rencounter {

struct SpreadMan {
  int16_t index = -1;  // figure index
  Vec2 centre;
  double radius = 0.5;  // base radius
};

struct SpreadPick {
  static constexpr int kMost = 12;
  std::array<int16_t, kMost> extra{};  // the men rolled against besides the target
  int count = 0;

  std::span<const int16_t> list() const { return {extra.data(), static_cast<size_t>(count)}; }
};

// 000 / Missile Weapons Table, note #: separations by band, inches base to
// base (short: `contact_within`, base contact).
inline constexpr double kSpreadMedium = 1.0;
inline constexpr double kSpreadLong = 2.0;
inline constexpr double kSpreadExtremeWidth = 4.0;

// The other men the shot is rolled against. `others` are the eligible men
// besides the target (the caller leaves out friends and men unseen).
SpreadPick pick_spread(RangeBand band, const SpreadMan& target, std::span<const SpreadMan> others,
                       double contact_within);

}  // namespace skirmish::rencounter
