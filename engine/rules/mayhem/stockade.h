// Stockade walls (004 / Musket Mayhem / Miscellaneous Rules): "Figures
// attempting to climb a stockade wall may do so if there is a clear space at
// least one base width to either side of the figure with no defenders. Roll
// one die. On a 6 the figure is placed on the other side of the wall and may
// fight normally on subsequent turns."
//
// The scenario format has no stockade type: a wall at least the option
// `stockade_height` tall (figure heights, default 2) is a stockade. Ours: no
// man moves, charges or retreats across a stockade; climbing it is the only
// way over (its gates are gaps between its wall pieces). Each scenario wall
// feature is one "stockade wall section" (fire_setting.h).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/terrain.h"
#include "engine/rules/mayhem/mayhem_state.h"

namespace skirmish::mayhem {

// Roll code: "climbing die", a 6 puts him over (block 70: 004 /
// Miscellaneous Rules).
inline constexpr int16_t kClimbRoll = 70;
// Ours: a man climbs from within this many inches of the stockade, base
// edge to the wall's face (he must be at the foot of the wall).
inline constexpr double kClimbReach = 0.5;
// Ours: the gap left between the wall's face and his base where he lands.
inline constexpr double kLandingGap = 0.05;

// Ours, for planners' paths (Rules::line_crossings): what getting over a
// stockade costs, in inches of a man's allowance. A climb succeeds on a 6,
// so a man spends five activations on average at the foot of the wall
// before the one that puts him over, each worth a group move of 2d6 (7" on
// average): 35". A gate (a gap between pieces) costs nothing.
inline constexpr double kStockadeCrossingInches = 35.0;

// A wall at least `stockade_height` tall (0: no wall is a stockade).
bool is_stockade(const MayhemState& s, const TerrainFeature& f);
// Per battlefield feature: kStockadeCrossingInches for a stockade, -1 for
// any other (its going decides); empty when the table has no stockade.
void stockade_crossings(const MayhemState& s, std::vector<double>& out);
// The first stockade (feature index) whose line the segment crosses, or -1.
int stockade_crossed(const MayhemState& s, Vec2 from, Vec2 to);

// Where `man` would climb: the nearest stockade within kClimbReach that is
// not burning, the point of the wall he climbs at, and where he lands
// (across the wall, kLandingGap off its face, square to it).
struct ClimbPlace {
  bool ok = false;
  std::string why;   // a player's words when not ok
  int feature = -1;  // the stockade
  Vec2 foot;         // the point of the wall he climbs at
  Vec2 landing;      // his centre on the other side
};
// 004 / Stockade walls: "a clear space at least one base width to either
// side of the figure with no defenders". Ours: no fighting enemy's base
// within one base width (his own diameter) of the stretch of wall his base
// covers, on either side of it; and room to land (on the table, clear of
// other bases, trees, building walls and fire, clear of every enemy by
// kClearOfEnemy: he fights only on later turns).
// `explain` false leaves `why` empty (listing the choices needs only the
// answer, and words cost an allocation).
ClimbPlace climb_place(const MayhemState& s, int man, bool explain = true);

// The climb, his action of the activation: one die, a 6 puts him over
// (and he has moved this turn); failing, he stays at the foot of the wall.
void climb_stockade(MayhemState& s, int man, Dice& dice, EventSink& events);

}  // namespace skirmish::mayhem
