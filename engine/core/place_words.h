// Where a point is, in a wargamer's words: "by the Mill yard wall", "in the
// Copse", "on the King's Road", "near the Mill house". Narration adds it to
// a bare point, so a person reads "walks to (23.1, 11.9) by the Mill yard
// wall" rather than coordinates alone. Only named terrain is used; a point
// with no named piece near it has no words.
#pragma once

#include <string>

#include "engine/core/geometry.h"
#include "engine/core/terrain.h"

namespace skirmish {

// Inches within which a point is "by" a line piece (a wall, hedge, fence,
// stream) or "near" an area (a building, woods, a hill).
inline constexpr double kByInches = 1.5;
inline constexpr double kNearInches = 2.0;

// The words for `p` on `field`, or "" when no named piece is near. Inside an
// area wins over by a line, which wins over near an area; among pieces of
// one kind, the nearest.
std::string place_words(const Battlefield& field, Vec2 p);

// A named piece as a sentence calls it: "the Mill house", or the name as
// written when it carries its own article ("The King's Road").
std::string terrain_called(const std::string& name);

}  // namespace skirmish
