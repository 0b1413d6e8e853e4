// Roundshot knocking down cover (004 / Musket Mayhem / Artillery:
// "Roundshot: 72" lay down yardstick(s). Roll against all figures along
// flight path needing usual score. Heavier gun could knock down cover
// maybe?"), played with the option `roundshot_breaches` (Musket only, off
// by default: every game without it plays as before).
//
// Ours (docs/rules/mayhem.md, "Roundshot breaches"):
// - Each crossing of the roundshot's line (roundshot_line, fire_geometry.h:
//   72" along the barrel, stopped by a building wall, a tree trunk or the
//   table edge) with a wall, hedge or fence is struck: every one it
//   crosses, nearest the gun first, as "all figures along flight path" are.
//   Stockades are walls. The ball flies on whether it breaches or not.
// - The men on the line are rolled for first, their cover judged as the
//   gun fires; the crossings after them.
// - No skill die: the piece lies across the line laid down, and is far
//   bigger than a man. One impact die as against a man, roundshot +3 with
//   the gunner's hero impact bonus: the score that kills a man (6 or more,
//   3 or more on the die) breaches it. Hero reroll tokens are not spent
//   (a token is a hero's luck against men).
// - A breach is a gap kBreachWidth wide centred where the line crosses the
//   piece (the state's `breach` array; the terrain is never touched). There
//   the piece is open ground: no obstacle die, no cover, no stop for a
//   retreat, no climbing a stockade (men walk through), and it hides
//   nothing from sight.
// - A crossing within a gap already made is not rolled for; once the state
//   holds kMostBreaches gaps, no more are rolled for.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/mayhem/mayhem_state.h"

namespace skirmish::mayhem {

// Roll code: "breach die", the impact die against a wall, hedge or fence
// the roundshot crosses (block 80: 004 / Musket Mayhem / Artillery).
inline constexpr int16_t kBreachRoll = 80;
// Ours: the gap a breach opens, inches along the piece, centred where the
// line crossed it: twice a man's base (1"), so that a man fits through it
// with room to spare and a pair can pass abreast, and small beside the 6"
// and 12" wall sections scenarios use.
inline constexpr double kBreachWidth = 2.0;

// One place the roundshot's line crosses a wall, hedge or fence.
struct CoverCrossing {
  int feature = -1;  // index into the battlefield's features
  Vec2 at;           // where the line crosses its line
  double along = 0;  // inches from the start of the roundshot's line
};
// Every crossing of `line` with a wall, hedge or fence that is not in a gap
// already, nearest the start first (a joint of two legs crossed counts
// once). Allocates nothing once `out` has grown.
void roundshot_crossings(const MayhemState& s, const Segment& line,
                         std::vector<CoverCrossing>& out);

// The die that breaches a piece: the lowest die showing 6 or more with the
// roundshot's +3 and the gunner's hero impact bonus.
int breach_die_needed(const MayhemMan& gunner);
// The chance one crossing is breached (for planners; rolls nothing).
double breach_chance(const MayhemMan& gunner);

// After a cannon's roundshot has been rolled against the men on its line
// (fire_gun): with the option on in Musket Mayhem, a breach die for each
// crossing, nearest first; each success is a gap in the state.
void roundshot_strikes_cover(MayhemState& s, int gun, Dice& dice, EventSink& events);

}  // namespace skirmish::mayhem
