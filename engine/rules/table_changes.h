// What a game has changed on the table. Terrain itself never changes (one
// battlefield is shared by every copy of a state); a rule set that sets a
// building afire, breaks a barred door or knocks a gap in a wall keeps that in its own state and
// tells it here, for whoever draws or describes the table as it stands
// (`skirmish render game.sav`).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/terrain.h"

namespace skirmish {

struct TableChanges {
  // Per battlefield feature, in the battlefield's order: on fire. Empty: none.
  std::vector<uint8_t> burning;
  // Per barred door, numbered by barred_door_number (engine/core/terrain.h):
  // broken open. Empty: none.
  std::vector<uint8_t> broken_doors;
  // Gaps knocked in walls, hedges and fences (Breach, engine/core/terrain.h).
  std::vector<Breach> breaches;

  void clear() {
    burning.clear();
    broken_doors.clear();
    breaches.clear();
  }
  bool is_burning(int feature) const {
    return feature >= 0 && static_cast<std::size_t>(feature) < burning.size() &&
           burning[static_cast<std::size_t>(feature)] != 0;
  }
  bool is_broken(int door) const {
    return door >= 0 && static_cast<std::size_t>(door) < broken_doors.size() &&
           broken_doors[static_cast<std::size_t>(door)] != 0;
  }
};

}  // namespace skirmish
