// A figure on the table during a game: where he is and how he stands.
//
// This is the part of a man every rule set shares, and what line of sight,
// the planners and the renderer read. It is a small plain struct so that game
// states (flat vectors of these) copy cheaply; a rule set keeps its own
// per-figure ratings and wounds in a parallel vector of its own.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/core/geometry.h"
#include "engine/core/posture.h"

namespace skirmish {

// Whether a man is still in the fight, in the words of the seeds.
enum class FigureStatus : uint8_t {
  kFighting,     // on his feet (or in the saddle) and able to act
  kDown,         // knocked down, may recover (000 / Damage)
  kRouted,       // running from the enemy (000 / Morale)
  kSurrendered,  // out of the game, captured (000 / Morale)
  kDead,         // killed (000 / Damage: struck dead, or 6 wound points)
  kOffTable,     // left the table (exited or fled)
};

std::string_view name_of(FigureStatus s);
// On the table and taking up space: fighting, down or routed.
constexpr bool on_table(FigureStatus s) {
  return s == FigureStatus::kFighting || s == FigureStatus::kDown || s == FigureStatus::kRouted;
}

struct Figure {
  Vec2 at;
  float facing = 0;          // degrees counter-clockwise from +x
  float base_radius = 0.5f;  // inches
  int16_t side = 0;          // index into the scenario's sides
  int16_t unit = 0;          // index over all units of all sides, in file order
  Posture posture = Posture::kStanding;
  FigureStatus status = FigureStatus::kFighting;
  bool mounted = false;

  Circle base() const { return {at, base_radius}; }
};

}  // namespace skirmish
