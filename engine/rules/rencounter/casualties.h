// What a wound, a death, a surrender or a flight does to a man and to the
// morale of his unit and its neighbours (000 / Wounds, 000 / Effects of
// Wounds, 000 / Morale).
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/damage.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

struct Casualty {
  bool wounded = false;       // a wound (or death) was added
  bool killed = false;        // struck dead, or wounds reached 6
  bool knocked_down = false;  // a serious or crippling wound put him down (000 / Wounds)
};

// Applies a damage-table result to figure `victim` and narrates it.
// `weapon_damage_modifier` feeds the optional variable knockdown roll.
Casualty inflict(RencounterState& s, int victim, WoundResult result, int weapon_damage_modifier,
                 Dice& dice, EventSink& events);

// Records that man `i` is lost to his unit (000 / Morale: killed or crippled
// since it last activated), and, if that eliminates the unit, tells every
// friendly unit within 24" (000 / Morale: "witnessed the elimination of a
// friendly unit within 24"").
void note_loss(RencounterState& s, int i, bool killed_or_crippled, EventSink& events);

// Sets the man's status from his wounds and morale (dead, down, routed...).
void settle_status(RencounterState& s, int i);

}  // namespace skirmish::rencounter
