// 002's Type III initiative system played with Rencounter's resolution
// (option activation: initiative). The side with the initiative acts,
// activating its units one after another in the order it likes, until the
// other side seizes it: after every activation the waiting side may nominate
// one man to roll a d20 against his base initiative rate with leadership and
// tactical factors (initiative_rates.h), or let the chance go. A natural 1-3
// makes every man in contact strike a blow first. The first activation after
// a seizure is the nominee's unit, and it must do something that could have
// seized the initiative: move at full speed toward the enemy, engage him in
// melee or with missiles, move into or out of his sight, or run to escape.
//
// Turns: Rencounter's turn limit needs turns; a turn here is as many
// activations as there were units able to act when it began (or the
// initiative_turn_activations option). docs/rules/rencounter.md,
// "Initiative seizing", gives every reading and option.
#pragma once

#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/options.h"
#include "engine/rules/rencounter/initiative_rates.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rules.h"

namespace skirmish::rencounter {

// The options of the initiative and of held cards, and reading them.
std::vector<OptionSpec> sequence_option_specs();
void read_sequence_options(const OptionSet& options, RencounterConfig& config);

bool plays_initiative(const RencounterState& s);

// After an activation (or at the start): true when that activation closed
// the turn; the next turn's length is taken then.
bool initiative_turn_over(RencounterState& s);
// Who decides next: the waiting side may try to seize (kSeize), else the
// side with the initiative picks a unit (kPickUnit); kOver if nobody can act.
void offer_initiative(RencounterState& s, EventSink& events);

// The decisions of kPickUnit and kSeize.
Decision initiative_decision(const RencounterState& s);
void add_initiative_candidates(const RencounterState& s, std::vector<Action>& out);
CheckResult check_initiative_choice(const RencounterState& s, const Action& a);
void apply_initiative_choice(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

// The factors a nominee rolls with (target: the enemy he means to go for,
// or -1 for the nearest).
InitiativeFactors initiative_factors(const RencounterState& s, int nominee, int target);
int initiative_rate(const RencounterState& s, int nominee);

// 002 / Melee: after a natural 1-3, every man in contact with an enemy
// strikes one blow, the side with the initiative first.
void general_melee(RencounterState& s, Dice& dice, EventSink& events);

// "" unless the action is an order or a man's action of the first
// activation after a seizure that does none of 002's four things.
std::string first_action_refusal(const RencounterState& s, const Action& a);
// Drops such actions from a list of candidates (both in first_action.cpp;
// the options above are sequence_options.cpp).
void drop_restricted(const RencounterState& s, std::vector<Action>& out);

// Records a shot or volley of the activation under way (shooting counters).
void note_initiative_action(RencounterState& s, const Action& a);

}  // namespace skirmish::rencounter
