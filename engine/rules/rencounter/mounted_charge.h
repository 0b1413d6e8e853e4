// A charge at horse pace (000 / Movement / Effects of enemy figures on
// movement; 000 / Combat / Charging; 000 / Formed Charge): a man's charge
// split into its move and its stroke, so that a Formed Charge moves every
// man before any stroke falls and a rider in it charges as his horse goes.
//
// On foot the move is charge_move (melee_play.h). In the saddle the horse's
// speed band is the reach; a horse too fast to stop (its least speed beyond
// the charge) takes a horsemanship test to go in (failed: it sheers off and
// he strikes in passing) and one to stay on at contact (failed: he falls and
// strikes nobody); after his stroke the horse runs into the man (no dodge:
// the rider fought him). His stroke counts the horse's speed this turn as
// the charge's ("Mounted charge at 7-18" speed +1").
#pragma once

#include <cstdint>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// One charger's stroke, waiting for every man's move to be made.
struct ChargeBlow {
  int16_t attacker = -1;
  int16_t defender = -1;
  double inches = 0;         // the charge's speed for the stroke (melee_play.h strike)
  bool from_behind = false;  // he set off in the defender's rear 90 degrees
  bool rides_down = false;   // too fast to stop, his horse runs into the man after the stroke
};

// Whom man i charges in his unit's Formed Charge: `target` if he can reach
// him, else the nearest enemy he can reach (-1: nobody); `point` is where
// he ends in contact.
int formed_charge_foe(const RencounterState& s, int i, int target, Vec2& point);

// Man i charges `foe`, ending at `point` in contact: on foot, or at his
// horse's pace with the tests above. True with `blow` filled when a stroke
// is to follow; false when he was unseated at the impact.
bool charge_in(RencounterState& s, int i, int foe, Vec2 point, Dice& dice, EventSink& events,
               ChargeBlow& blow);

// The stroke, then the horse running into the man if it came in too fast.
void strike_home(RencounterState& s, const ChargeBlow& blow, Dice& dice, EventSink& events);

// A rider's own charge (kCharge in the saddle): charge_in, then strike_home.
void mounted_charge(RencounterState& s, int i, int foe, Vec2 point, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
