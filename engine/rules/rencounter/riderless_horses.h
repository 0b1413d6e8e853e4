// Riderless horses (000 / Special Actions and Circumstances / Herd movement
// by riderless horses: "Set up a little table to show how they will move
// randomly among front side directions part of the time and start following
// groups of friendly horses sometimes and stay with their downed rider
// sometimes"). Option `riderless_horses` (HorseOptions::riderless_herd):
// `herd` (default) keeps a fallen rider's horse on the table; `leave` takes
// it out of the game.
//
// Our little table, rolled for each loose horse at the end of each
// activation of its old unit (a D6, roll code 146):
//
// | D6 | the horse |
// |---|---|
// | 1-2 | bolts 6" straight away from the nearest fighting (a man in melee, else the nearest
// enemy); a horse that would leave the table runs off it and is gone | | 3-4 | follows its friends:
// up to 6" toward the nearest friendly ridden horse, stopping at its side; none left, it stands |
// | 5-6 | stays with its downed rider: up to 6" back to him if he has moved off, else it stands |
//
// A loose horse is not a figure: it blocks no one and no one shoots it. Its
// own going is checked as a horse's (movement.h), so it goes round what
// blocks it. Its rider, on foot and standing, may catch it and get on in
// base contact with it (riding.h, kSpecialMount). So may any other man on
// foot, friend or enemy, who has no horse of his own to hand (kSpecialMount
// with `target` its rider): the horse is his from then on, with its size,
// training and wounds, and its old rider has none (ours: the seed says
// nothing of catching horses; a man on foot beside a loose horse can take
// its reins). A horse whose unit no longer activates stands where it is.
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Man i has fallen from his horse (horse_falls.h): under `herd` his horse,
// unless it is down, stays on the table where he fell.
void turn_horse_loose(RencounterState& s, int i);

// Whether man i, on foot, is in base contact with his own loose horse.
bool beside_loose_horse(const RencounterState& s, int i);
// Whether man i is in base contact with the loose horse of `rider`.
bool beside_loose_horse_of(const RencounterState& s, int i, int rider);
// Man i takes `rider`'s loose horse as his own (he mounts it: riding.h).
void take_loose_horse(RencounterState& s, int i, int rider);

// Man i's loose horse at the end of his unit's activation: one roll on the
// table above, told in the log.
void herd_move(RencounterState& s, int i, Dice& dice, EventSink& events);

// How far a loose horse goes in one of its moves.
inline constexpr double kHerdMoveInches = 6.0;

}  // namespace skirmish::rencounter
