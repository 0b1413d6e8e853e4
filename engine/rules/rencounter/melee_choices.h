// What a man chooses when he strikes (000 / Melee / Situation, Attacking
// horses, Shooting the Bayonet Free), carried in Action::param of kMelee
// and kCharge so that one decision says it all:
//
// | bits | meaning |
// |---|---|
// | 0-2 (kStrokeAggressionMask) | aggressive attack: the points he takes off his own number and
// his opponent's parry, 0..skill-6 |
// | 3 (kStrokeAtHorse) | strike at the enemy's horse rather than the rider (option
// attacking_horses) |
// | 4 (kStrokeShootBayonetFree) | should the bayonet wound seriously or worse, fire the gun to
// free it (option shoot_bayonet_free) |
// | 5-7 (kStrokeGuardMask) | aggressive defence: the guard he holds until his next stroke, the
// points he takes off his own parries and off the strokes at him, 0..skill-6 (option
// aggressive_defence: chosen; melee_guard.h) |
//
// A param of 0 is the plain stroke every older save holds.
#pragma once

#include <cstdint>
#include <string>

namespace skirmish::rencounter {

inline constexpr int32_t kStrokeAggressionMask = 0x7;
inline constexpr int32_t kStrokeAtHorse = 0x8;
inline constexpr int32_t kStrokeShootBayonetFree = 0x10;
inline constexpr int kStrokeGuardShift = 5;
inline constexpr int32_t kStrokeGuardMask = 0x7 << kStrokeGuardShift;
inline constexpr int32_t kStrokeKnownBits =
    kStrokeAggressionMask | kStrokeAtHorse | kStrokeShootBayonetFree | kStrokeGuardMask;

struct StrokeChoice {
  int aggression = 0;               // "voluntary penalty reduction as far as to skill 6"
  bool at_horse = false;            // 000 / Attacking horses
  bool shoot_bayonet_free = false;  // 000 / Shooting the Bayonet Free
  int guard = 0;                    // aggressive defence until his next stroke (melee_guard.h)

  friend bool operator==(const StrokeChoice&, const StrokeChoice&) = default;
};

inline StrokeChoice stroke_choice(int32_t param) {
  StrokeChoice c;
  c.aggression = param & kStrokeAggressionMask;
  c.at_horse = (param & kStrokeAtHorse) != 0;
  c.shoot_bayonet_free = (param & kStrokeShootBayonetFree) != 0;
  c.guard = (param & kStrokeGuardMask) >> kStrokeGuardShift;
  return c;
}

inline int32_t stroke_param(const StrokeChoice& c) {
  return (c.aggression & kStrokeAggressionMask) | (c.at_horse ? kStrokeAtHorse : 0) |
         (c.shoot_bayonet_free ? kStrokeShootBayonetFree : 0) |
         ((c.guard << kStrokeGuardShift) & kStrokeGuardMask);
}

}  // namespace skirmish::rencounter
