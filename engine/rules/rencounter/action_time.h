// How long the actions of a Rencounter turn take (000 / Time and number of
// actions / Action Time), as data, one row per line of the seed's list.
//
// A turn is about 5 seconds. Half-turn actions can be done one after the
// other in a turn; some can be done at the same time as a move. Times are
// counted in half turns because the list mixes "1/2" and whole turns.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace skirmish::rencounter {

inline constexpr int kHalfTurnsPerTurn = 2;
inline constexpr double kSecondsPerTurn = 5.0;  // "approximately 5 seconds of activity"

enum class TimedAction : uint8_t {
  kMove,                // 1/2 or 1: a half turn covers half the turn's distance
  kFire,                // 1/2: one shot (two at the fast repeater rate)
  kLoad,                // 1/2 up to several turns, by the weapon's Reload column
  kDrawWeapon,          // 1/2, with movement
  kSheatheWeapon,       // 1/2, with movement
  kSwitchHands,         // 1/2 to move one weapon to the other hand
  kSwapTwoWeapons,      // 1 to swap two weapons held one in each hand
  kStandFromProne,      // 1
  kFallProne,           // 1/2
  kKneel,               // 1/2
  kDuckToCover,         // 1/2 if voluntary, instant if enforced by a duck back
  kTakeFiringPosition,  // 1/2 from full cover
  kMeleeAttack,         // 1, with a charge move to contact
  kAim,                 // 1/2 or more
  kRecoverFromShock,    // 1, not with standing or moving
  kDrawBayonet,         // 1/2, at the walk
  kFixSocketBayonet,    // 1/2 after drawing, at the walk
  kFixPlugBayonet,      // 1 after drawing, at the walk
  kUnfixSocketBayonet,  // 1/2
  kRemovePlugBayonet,   // 2
};

struct ActionTime {
  TimedAction action;
  std::string_view name;  // as the seed's list names it
  int min_half_turns = 1;
  int max_half_turns = 1;      // 0: open-ended ("up to several turns", "or more")
  bool with_movement = false;  // may be done while moving
  std::string_view note;       // the rest of the seed's line, for narration
};

// Every row, in the seed's order.
std::span<const ActionTime> action_times();
const ActionTime& action_time(TimedAction a);

// Whether actions taking these half turns, done one after the other, fit in
// one turn (two half-turn actions do; "Some actions take up the whole turn").
constexpr bool fits_in_one_turn(int half_turns) {
  return half_turns >= 0 && half_turns <= kHalfTurnsPerTurn;
}

}  // namespace skirmish::rencounter
