// Where a figure may stand when a scenario sets him up: with his whole base
// on the table, clear of walls, hedges, fences, buildings, tree trunks and
// impassable ground, and not overlapping another man's base.
#pragma once

#include <optional>
#include <string>

#include "engine/core/terrain.h"

namespace skirmish {

// Why a base cannot stand there, in words for a scenario author ("the base
// at [12, 10] (radius 0.5) crosses the wall "Churchyard" (line 40)"), or
// nullopt if it can. Touching a wall or building from outside is fine: men
// line walls.
std::optional<std::string> terrain_blocking(const Battlefield& field, const Circle& base);

// True when the whole base lies on the table.
bool base_on_table(const Table& table, const Circle& base);

// "[12, 10.5]": a point as a scenario file writes it; "0.5" for a number.
std::string point_text(Vec2 p);
std::string number_text(double v);

}  // namespace skirmish
