// A smoothbore gun on the table (000 / Artillery): which gun, where, how far
// its loading has got and what can go wrong with it. Plain data, copied
// with the state. Its crew may haul it (gun_moves.h).
#pragma once

#include <cstdint>

#include "engine/core/geometry.h"

namespace skirmish::rencounter {

// 000 / Artillery: "To begin with, we'll just cover cannister and grapeshot".
enum class GunLoad : uint8_t { kEmpty, kCanister, kGrape };

struct GunRecord {
  int8_t row = 0;                     // a row of gun_rows() (artillery_tables.h)
  int8_t unit = -1;                   // the crew's unit; its (acting) leader is the gun captain
  Vec2 at;                            // where the gun stands
  float facing = 0;                   // where it was last laid or hauled, degrees
  GunLoad load = GunLoad::kEmpty;     // what it is loaded with, once loading is done
  GunLoad loading = GunLoad::kEmpty;  // what is being loaded
  int8_t progress = 0;                // half turns of loading done (quick loads count double)
  bool quick = false;                 // the load under way is a quick load
  int8_t quick_actions = 0;           // quick-loading actions taken on it
  int8_t recheck = 0;                 // half turns owed to recheck a quick load done normally
  bool quick_risk = false;            // loaded quick: a natural 12 on the first roll misfires
  int8_t clearing = 0;                // actions still owed to clear a loading mistake
  bool destroyed = false;             // burst (Missfires & accidents 1-2)
  int32_t risk_checked = 0;           // the activation whose failed quick load was diced
};

}  // namespace skirmish::rencounter
