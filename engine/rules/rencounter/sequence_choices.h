// The decisions between activations beyond the plain draw, in one place for
// the rule set's interface: held cards (held_cards.h: play or hold a card,
// jump in) and 002's initiative (initiative.h: pick a unit, try to seize).
#pragma once

#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rules.h"

namespace skirmish::rencounter {

// kHoldCard, kJumpIn, kPickUnit or kSeize.
bool is_sequence_choice(Phase phase);
Decision sequence_decision(const RencounterState& s);
void add_sequence_candidates(const RencounterState& s, std::vector<Action>& out);
CheckResult check_sequence_choice(const RencounterState& s, const Action& a);
void apply_sequence_choice(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
