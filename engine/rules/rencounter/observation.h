// Who has seen whom (000 / Observation / Spotting Hidden Enemies; 000 /
// Fire Combat / Appearing Targets).
//
// Each side keeps, for every enemy, the activation during which it first
// saw him. A man counts as seen by his enemies' side when any of its men
// able to act has him in line of sight; the table is looked at after every
// action and when each activation starts. With the `observation` option,
// units marked `hidden` in the scenario are not found by sight alone: they
// stay unseen until a spotting roll finds them, or one of them fires, moves
// in the open within an enemy's sight, or touches an enemy. A side may not
// shoot at, aim at or charge an enemy it has not seen, and view_for shows
// it only the enemies it has seen. docs/rules/rencounter.md ("Observation")
// gives every reading.
#pragma once

#include <string>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/fire_modifiers.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Roll code of the spotting d12 (the fire rolls are 100-104).
inline constexpr int16_t kSpottingRollCode = 110;

// At the start of a game: hidden units (observation on) and the men each
// side can see.
void set_up_sightings(RencounterState& s, const Scenario& roster);

// Whether `side` has seen figure `f` (its own men: always; observation
// off: every man, as far as targeting goes).
bool knows_of(const RencounterState& s, int side, int f);

// Records enemies newly in sight, as first seen during activation `when`;
// reveals hidden men in base contact with an enemy.
void note_sightings(RencounterState& s, int32_t when, EventSink& events);

// A hidden man is seen by the enemy (`how`: "fires", "moves in the open").
void reveal(RencounterState& s, int f, EventSink& events, const char* how);

// Called by the sequence of play whenever an activation starts (once each):
// sightings of the activation before, the spotting roll of the unit that
// acted in it, and the new activation's shot counters and watches.
void on_activation_start(RencounterState& s, Dice& dice, EventSink& events);

// What the acting men did, for revealing and spotting: call before an
// action with `before` to fill, and after it with the same.
struct ActionSnapshot {
  int unit = -1;
  std::vector<Vec2> at;
  std::vector<int8_t> rounds;
};
void snapshot_before(const RencounterState& s, ActionSnapshot& before);
void after_action(RencounterState& s, const ActionSnapshot& before, const Action& a,
                  EventSink& events);

// 000 / Appearing Targets: the modifier's case for a shot now.
Appearing appearing_for(const RencounterState& s, int shooter, int target);

// "" or why the side deciding `a` may not take it: its target unseen.
std::string unseen_refusal(const RencounterState& s, const Action& a);

// Rules::hide_unseen: enemies `side` has not seen are taken off the table
// in the view, and enemy opportunity-fire areas are forgotten.
void hide_unseen_from(RencounterState& view, int side);

}  // namespace skirmish::rencounter
