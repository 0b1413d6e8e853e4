// The sequence of play (000 / Sequence of Play): units activate in the
// order the cards or dice give (activation.h); the active unit's side picks
// an order; under individual actions every man rolls to act and those who
// pass choose their actions one by one, men already in contact with the
// enemy first (000 / Melee / Charging: "Charging attackers are resolved
// after combats by troops that begin adjacent"). When the last has acted,
// duck backs are carried out and the next activation is drawn.
//
// Chance happens inside apply: after every action `settle` runs the game on
// (ending activations, drawing cards, rolling dice, ending turns) until a
// side has a real choice to make or the game is over. The very first draw
// is the one decision that carries no choice: the first side "turns the
// first card" (Action kActivate), because new_game has no dice to draw with.
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Runs the game on until a decision is needed or it is over.
void settle(RencounterState& s, Dice& dice, EventSink& events);

// The start: the first activation is drawn (phase kStart -> settle).
void start_play(RencounterState& s, Dice& dice, EventSink& events);

// Every man of the active unit able to act makes his own action roll
// (000 / Individual Actions); those who pass wait for their action.
void begin_individual_actions(RencounterState& s, Dice& dice, EventSink& events);

// `unit` activates now, chosen rather than drawn (a held card played, a
// unit picked or seizing the initiative).
void activate_now(RencounterState& s, int unit, EventSink& events);

// The man at the front of the queue has taken his action.
void figure_done(RencounterState& s);

// The unit may be given a collective order now (it has a fit leader);
// otherwise it acts individually without a decision.
bool may_give_orders(const RencounterState& s, int unit);

}  // namespace skirmish::rencounter
