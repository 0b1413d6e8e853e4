// The melee weapons a man carries besides the one in his hand, and what
// becomes of them (000 / Melee / Weapon breakage in parries, Weapons getting
// stuck, Shooting the Bayonet Free). Plain data in each ManRecord.
//
// - A broken weapon is lost: he fights on with the next melee weapon on his
//   roster line (table order), else his long arm clubbed, else bare hands.
//   A clubbed gun that breaks is the gun itself, lost with it; a javelin
//   carried in both tables goes from both.
// - A stuck weapon stays in the body. He fights on with the next weapon
//   until he spends an action in base contact with the body to pry it loose
//   (kSpecial kSpecialPryLoose). A rider whose horse is too fast to stop
//   (over 6", it cannot halt this turn) loses it at once.
// - A socket bayonet is the Spear/Bayonet row carried with a firearm long
//   arm: a plug bayonet would stop the gun being loaded at all, so a loaded
//   gun with a bayonet has a socket one. Stuck, it holds the gun: he cannot
//   fire, load or club it until it is free.
#pragma once

#include <cstdint>

#include "engine/core/events.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/scenario/scenario.h"

namespace skirmish::rencounter {

// Action::param of kSpecial: pry a stuck weapon loose (target = the body).
inline constexpr int32_t kSpecialPryLoose = 50;

// One bit per row of melee_weapons() the roster line names.
uint16_t carried_melee_rows(const FigureSpec& f);
// His kit at the start: the rows carried, his shield's material and
// whether his weapons are unfamiliar to him (`unfamiliar_weapon`).
MeleeKit starting_kit(const FigureSpec& f);

// Whether man i fights with a socket bayonet on a firearm long arm.
bool socket_bayonet(const RencounterState& s, int i);
// The row he fights with when the one in hand is gone.
int fallback_melee_row(const ManRecord& m);

// His weapon in hand breaks (`how`: "breaks", "is broken in the body").
void lose_melee_weapon(RencounterState& s, int i, const char* how, EventSink& events);
// His shield breaks in a parry.
void lose_shield(RencounterState& s, int i, EventSink& events);
// His weapon in hand is stuck in `victim`; lost if his horse cannot stop.
void weapon_stuck_in(RencounterState& s, int i, int victim, EventSink& events);
// The stuck weapon comes free and is back in his hand.
void weapon_freed(RencounterState& s, int i);

// "" when man i may pry his weapon out of `body` now, or why not.
std::string pry_refusal(const RencounterState& s, int i, int body);
void pry_loose(RencounterState& s, int i, EventSink& events);

}  // namespace skirmish::rencounter
