// A man's melee weapons beyond the one in hand, and whether he has left
// the table by an exit (melee_kit.h, table_exits.h). Plain data, one per
// man in ManRecord, so that game states copy cheaply.
#pragma once

#include <cstdint>

namespace skirmish::rencounter {

struct MeleeKit {
  uint16_t carried = 0;   // one bit per melee_weapons() row still carried
  int8_t stuck = -1;      // row of his weapon stuck in a body, or -1 (000 / Weapons getting stuck)
  int16_t stuck_in = -1;  // the figure it is stuck in
  bool exited = false;    // left the table across his side's exit objective (not a loss)
};

}  // namespace skirmish::rencounter
