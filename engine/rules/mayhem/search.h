// Searching (004 / Musket Mayhem / Miscellaneous Rules / Search): "the
// player rolls against the figure's search value and the referee roles
// against the search difficulty. If both rolls are successful, the player
// is given the necessary information; otherwise the player is told that he
// doesn't find anything." Search values: typical 6, better 5, superior 4
// (the `search` rating); difficulty: the Pimpernel 6, a deserter 5, a barrel
// 2 (a scenario's `search` objective, `difficulty` 1-6).
//
// Ours: a man of the moving group who has not moved this turn, standing
// (his centre) in the area of a search objective of his own side not yet
// found, may search as his action: a d6 at least his search value, then the
// referee's d6 at least the difficulty. Both dice are always rolled (the
// player is told only "found" or "nothing"). Found, the objective scores
// for his side for the rest of the game. Hero tokens are not spent on it.
#pragma once

#include <cstdint>
#include <string>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/mayhem/mayhem_state.h"

namespace skirmish::mayhem {

// Roll codes: "search die" (the player's) and "search difficulty die" (the
// referee's).
inline constexpr int16_t kSearchRoll = 72;
inline constexpr int16_t kSearchDifficultyRoll = 73;

// The search objective `man` may search now, or -1 (with the reason in
// `why`, if given).
int search_objective(const MayhemState& s, int man, std::string* why = nullptr);
// The chance a search by `man` of objective `k` finds it (exact: two d6).
double search_chance(const MayhemState& s, int man, int k);
// Both dice; found, the objective is marked found.
void search_area(MayhemState& s, int man, int k, Dice& dice, EventSink& events);

}  // namespace skirmish::mayhem
