// What goes wrong on horseback in play (000 / Movement / Horse; 000 / Wounds
// / Wounded horses; 000 / Falling Injuries; 000 / Attacks by horses): the
// horsemanship test with the rider's and horse's wounds and his morale, a
// fall, a wounded horse, a pinned rider, and what a unit's horses do when
// its activation ends (carrying on, tests for fast or wounded riders,
// kicks).
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/damage.h"
#include "engine/rules/rencounter/horse_rules.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Whether man i is in the saddle.
bool in_saddle(const RencounterState& s, int i);

// Man i's horsemanship test: a D6 plus his and his horse's wound points, the
// morale modifiers when his unit's rolls are morale checks, and `extra`.
// `why` ("to stay on at 18\"") is told in the log.
HorsemanshipTest test_horsemanship(RencounterState& s, int i, int extra, const char* why,
                                   Dice& dice, EventSink& events);

// He falls from his horse going `speed` inches: a damage roll at the fall
// modifier (horse_rules.h), and he is on foot, prone, his horse loose
// (riderless_horses.h) or gone.
void fall_from_horse(RencounterState& s, int i, int speed, Dice& dice, EventSink& events);

// A test to stay on; a fall at the horse's speed if it fails. True if he
// stayed on.
bool keep_seat(RencounterState& s, int i, int extra, const char* why, Dice& dice,
               EventSink& events);

// A damage result on man i's horse (000 / Wounded horses): minor and serious
// wounds add up; serious calls for a test on his next activation; crippling
// or dead brings it down and him with it (a test to get clear, a fall, a
// second test or pinned).
void wound_horse(RencounterState& s, int i, WoundResult result, Dice& dice, EventSink& events);

// The horses of `unit` as its activation ends: due tests, a fall for a man
// over 12" who failed his roll and his test, tests for the wounded over 3"
// who rolled over 6, horses not ridden carrying on, kicks (optional).
void horses_after_activation(RencounterState& s, int unit, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
