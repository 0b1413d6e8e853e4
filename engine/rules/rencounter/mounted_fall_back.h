// Falling back on horseback (000 / Morale / Effects of Action Rolls Greater
// than 6: "he will try to retreat directly away from the enemy, enter cover
// and hide if possible"; 000 / Movement / Horse). A man on foot walks back
// and kneels (morale_flow.h); a rider rides away at his horse's pace.
//
// When he rolls, he turns his horse to go (fall_back hands him here); the
// ride is made as his unit's activation ends, with the horses' other
// business (horse_falls.h), because a ride may call for dice (jumps, woods,
// steep slopes) and the morale roll's consequences are carried out without
// any. Of the rides his horse may make this turn (its speed band and turning,
// at its fastest and its least speed, straight or bending once) toward
// "directly away" from the nearest enemy and toward his own table edge, he
// takes the one that ends farthest from that enemy (from nobody: nearest his
// edge). A rider does not kneel or hide. One running for good who ends
// within 1/2" of a table edge rides off it (a loss, as on foot). A horse
// with nowhere to go carries on as one not ridden.
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Man i must fall back: true, and he turns his horse to go, when he is in
// the saddle; false when he goes on foot.
bool fall_back_on_horseback(RencounterState& s, int i, EventSink& events);

// At the end of his unit's activation: the ride away.
void ride_fall_back(RencounterState& s, int i, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
