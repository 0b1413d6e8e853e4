// Setting fire (004 / Musket Mayhem / Miscellaneous Rules / Fire): "Figures
// carrying incendiary materials must be marked, and may not shoot or charge.
// Each such figure adjacent to a building or stockade wall section may set it
// afire on a roll of 6. For simplicity, any fire successfully set will burn
// for the remainder of the game, and is treated as an impassible area
// blocking visibility."
//
// A man with a Torch is incendiary (mayhem_weapons.cpp; the flow already
// keeps him from shooting and charging). Ours:
// - "adjacent": his base edge within kFireReach of the building's outline or
//   of the stockade's line (stockade.h: a wall at least `stockade_height`);
//   a "stockade wall section" is one wall feature of the scenario.
// - A burning piece is impassable: no move, charge, retreat or climb may
//   bring a base over it (a building's outline and inside, a stockade's line
//   and width); and blocks sight: no shot whose line between centres crosses
//   it.
// - Men inside a building that catches fire get out at once through its
//   nearest door (a barred door is wall until broken, door_breaking.h),
//   placed just outside it, clear of other bases and of
//   enemies (no courage check: the seed names none); one who finds no door or no room outside is
//   lost in the flames (downed, as by enemy action).
// - A burning building cannot be held: a hold objective whose centre lies in
//   it scores for no side (mayhem_outcome.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/mayhem/mayhem_state.h"

namespace skirmish::mayhem {

// Roll code: "fire-setting die", a 6 sets the piece afire.
inline constexpr int16_t kSetFireRoll = 71;
// Ours: "adjacent" is the base edge within an inch of the piece (the reach
// of a torch held out at arm's length, at the tabletop's scale).
inline constexpr double kFireReach = 1.0;

// Buildings and stockade sections `man` could set afire now: not burning,
// within kFireReach. Feature indexes, nearest first.
void fire_targets_near(const MayhemState& s, int man, std::vector<int>& out);
// The point of piece `feature` nearest `p` (the point an action names).
Vec2 nearest_point_of(const TerrainFeature& f, Vec2 p);
// The piece a set-fire action at `at` means: of those `man` could fire, the
// one nearest `at`; -1 if none.
int fire_target_at(const MayhemState& s, int man, Vec2 at);

// One die, a 6 and the piece burns for the rest of the game; men inside a
// burning building are forced out.
void set_fire(MayhemState& s, int man, int feature, Dice& dice, EventSink& events);

// The first burning piece a base of `radius` overlaps anywhere along the
// straight line from `from` to `to` (touching is fine), or -1.
int burning_touched(const MayhemState& s, Vec2 from, Vec2 to, double radius);
// How far along the line from `from` to `to` a base of `radius` gets before
// it would overlap a burning piece: the end itself if it never does. For
// retreats, which stop short of the flames.
Vec2 short_of_burning(const MayhemState& s, Vec2 from, Vec2 to, double radius);
// A burning piece crosses the line of sight from `from` to `to`.
bool burning_hides(const MayhemState& s, Vec2 from, Vec2 to);
// `p` lies in a burning building.
bool in_burning_building(const MayhemState& s, Vec2 p);
// Piece `feature` is a building and `p` lies in it: set afire, it would
// leave the ground at `p` held by nobody (the hold rule above).
bool building_holds(const MayhemState& s, int feature, Vec2 p);

}  // namespace skirmish::mayhem
