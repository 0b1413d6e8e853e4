// Where a stroke can reach and what stands in its way (000 / Melee /
// Situation, Melee Weapons Table):
//
// - Cover: "Target 1/2 protected by cover -2, 3/4 -4". A wall or hedge
//   crossed by the line between the two men's centres hides the defender up
//   to its height (a waist-high wall, 0.5, half a standing man: 1/2; a
//   kneeling man behind it: 3/4), graded by line of sight's own shares
//   (los.h). A building's wall between two men touching across it is 3/4;
//   an open doorway between them is the door frame, 1/2 (option
//   melee_in_doorway, `wall`: 3/4 there too).
//   Line of sight itself is not asked: looking down over a low wall at a
//   man an inch away sees his legs, yet the wall still guards them from a
//   blow. Men are never cover against a blow, nor is foliage or a fence.
// - Ranks: "An extra rank can fight if there is more than 4 feet in front of
//   the grip" — the Ranks column (spear 2, pike 4, halberd 2). A man strikes
//   from rank r when the straight line from his centre to the enemy's
//   crosses r - 1 friends' bases, the first of them (nearest the enemy) fit
//   and in base contact with him, and his own base is no more than r - 1
//   base depths (1 1/4" each: a 1" base and a little room) from the
//   enemy's. He takes -1 a rank behind the first; the enemy can riposte
//   against him only with a weapon that reaches as many ranks.
#pragma once

#include "engine/rules/rencounter/melee_situation.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// The inches one rank takes up behind the front rank.
inline constexpr double kRankDepth = 1.25;

MeleeCover melee_cover(const RencounterState& s, int attacker, int defender);

// 1 in base contact; 2, 3, 4 from a rank behind a friend in contact; 0 when
// he cannot reach `defender` with his weapon at all.
int strike_rank(const RencounterState& s, int attacker, int defender);

}  // namespace skirmish::rencounter
