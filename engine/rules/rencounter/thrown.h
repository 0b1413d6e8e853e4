// Thrown objects and grenades (000 / Missile Weapons Table, "Thrown
// Objects"; 000 / Special Actions and Circumstances / Explosives).
//
// - Rows: "compare the object or weapon thrown to the javelin": Small Rock
//   and Grenade throw 2/3 as far (2/4/6/8"), Big Rock 1/3 (1/2/3/4"), each
//   with the running throw's +50% of thrown weapons (weapon_tables.h).
// - Scatter: "If a miss is rolled, scatter them with a D12 for direction,
//   12 o'clock being in the direction of the throw, and a distance of 1D6
//   inches plus the number missed by. They cannot scatter back towards the
//   thrower more than half the distance from the thrower to the target."
//   Only grenades scatter here (flaming brands are not played: no fire
//   rules). The scatter starts at the target; the hours turn clockwise
//   seen from above (3 o'clock is to the thrower's right); a scatter whose pull back toward the
//   thrower would pass half the throw is shortened along its own line until it is exactly half; the
//   grenade then stops at the table edge.
// - Blast: "treating the grenade as +1 to the damage roll and +1 per 1/2
//   inch anybody is away from the grenade" (option grenade_blast: per inch).
//   Every man on the table, friend or foe, is rolled for when the burst
//   could touch him (a total of 14 or less is possible). Serious or worse:
//   knocked down; minor: knocked down on a failed action check; no wound at
//   14 or less: the same check. A man knocked down is stunned: his next
//   successful action clears it (the shock of 000 / Wounds). Cover does not
//   shield a man from the burst (the seed gives no rule).
#pragma once

#include <array>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/los.h"
#include "engine/rules/rencounter/fire_extra_options.h"
#include "engine/rules/rencounter/fire_modifiers.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Rows that burst where they land.
bool bursts(const MissileWeapon& w);

// How a burst hurts: the damage modifier at 0", +1 each `per_step` inches
// further, men within `reach` inches (base edge) rolled for, and whether
// it knocks men down (grenades) or only wounds (a gun bursting).
struct BurstSpec {
  int modifier = 1;
  double per_step = 0.5;
  double reach = 6.5;
  bool knockdowns = true;
};
BurstSpec grenade_burst(GrenadeBlast blast);

// The burst's damage modifier `inches` from its centre (to the man's base
// edge): the spec's modifier, +1 each whole step away.
int blast_modifier(double inches, const BurstSpec& spec);

// 000 / Thrown Objects: where a missed grenade lands. `clock` 1-12 (12 the
// way of the throw), `inches` the d6 plus the miss. Pure.
Vec2 scatter_point(Vec2 thrower, Vec2 aimed_at, int clock, double inches);

// Throws the grenade at `target` (the round already spent): to hit, the
// scatter on a miss, and the burst.
void throw_grenade(RencounterState& s, int thrower, int target, const LosResult& seen,
                   const ShotSituation& situation, Dice& dice, EventSink& events);

// A burst at `point`: every man within reach rolls damage and may be
// knocked down. `actor` is whoever set it off (for the roll records).
void burst(RencounterState& s, Vec2 point, int actor, const BurstSpec& spec, Dice& dice,
           EventSink& events);

}  // namespace skirmish::rencounter
