// A man's melee weapons beyond the one in hand, what his shield is made of,
// the guard he holds, and whether he has left the table by an exit
// (melee_kit.h, melee_guard.h, table_exits.h). Plain data, one per man in
// ManRecord, so that game states copy cheaply.
#pragma once

#include <cstdint>

namespace skirmish::rencounter {

struct MeleeKit {
  uint16_t carried = 0;   // one bit per melee_weapons() row still carried
  int8_t stuck = -1;      // row of his weapon stuck in a body, or -1 (000 / Weapons getting stuck)
  int16_t stuck_in = -1;  // the figure it is stuck in
  bool exited = false;    // left the table across his side's exit objective (not a loss)
  // 000 / Weapon breakage in parries: his shield's ShieldMaterial (scenario
  // `shield_material`; 1 = wood or hide with a metal rim or boss).
  int8_t shield_material = 1;
  // 000 / Melee / Situation, aggressive defence: the points he takes off his
  // parries and off the strokes at him, set by his latest stroke (melee_guard.h).
  int8_t guard = 0;
  // 000 / Melee / Situation, "Unfamiliar weapon type -2": the melee weapons
  // of his roster line are of a type he is not used to (scenario
  // `unfamiliar_weapon`; melee_circumstances.h).
  bool unfamiliar = false;
  // 000 / Melee / One Vs Many: the activation (RencounterState::activations)
  // in which he last rolled to help another unit's gang-up, and whether he
  // passed (melee_circumstances.h).
  int32_t helped_in = -1;
  bool helping = false;
};

}  // namespace skirmish::rencounter
