// Where a man's cover is, from the terrain alone: which named piece stands
// between a point and the enemy his side knows of, near enough to shelter
// him ("behind the Mill yard wall", "in the Bluebell wood"). The rule set
// says how good the cover is (Rules::exposure); this says what it is, in
// words for a reason, and how much of the enemy it screens, cheaply, to
// choose the few points worth asking the rule set about.
#pragma once

#include <span>
#include <string>

#include "engine/core/geometry.h"
#include "engine/core/terrain.h"
#include "engine/rules/game_state.h"

namespace skirmish::ai {

// Inches from a point within which a wall, hedge, building, wood or tree
// on an enemy's line to it shelters it (a man steps up to his cover).
inline constexpr double kShelterInches = 2.0;

// Whether `f` lies on the line from `enemy` to `p` within kShelterInches of `p`.
bool shelters(const TerrainFeature& f, Vec2 p, Vec2 enemy);

// The share (0..1) of `enemies` whose lines to `p` some screening piece
// (anything that hides or stops sight) crosses within kShelterInches of `p`;
// 0 with no enemies.
double screened_share(const Battlefield& field, Vec2 p, std::span<const Vec2> enemies);

// The piece that shelters `p` from the most of `enemies` (named pieces
// first, then the nearest), provided it shelters it from more than half of
// them; nullptr if none does. A wood or brush holding the point counts when
// it screens the lines.
const TerrainFeature* sheltering_piece(const Battlefield& field, Vec2 p,
                                       std::span<const Vec2> enemies);

// The cover in words: "behind the Mill yard wall", "in the Bluebell wood",
// "behind a hedge"; "" when nothing shelters `p` from most of `enemies`.
std::string shelter_words(const Battlefield& field, Vec2 p, std::span<const Vec2> enemies);
// The same against the enemy men `side` knows of in `view` and who can
// still fight (threat.h: known_enemies), for a reason told in words.
std::string shelter_words(const GameState& view, int side, Vec2 p);

}  // namespace skirmish::ai
