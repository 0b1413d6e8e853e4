// A man's actions from the rest of melee and movement, joined to his own
// action (figure_actions.h) the way riding is: checked and carried out here
// when they are ours, and offered to the AI.
//
// | action | meaning |
// |---|---|
// | kMelee / kCharge with param (melee_choices.h) | aggression, guard (melee_guard.h), striking
// at the horse, shooting the bayonet free |
// | kMelee at a man beyond contact | a long weapon from a rank behind a friend in contact
// (melee_reach.h) |
// | kSpecial kSpecialPryLoose (50), target | pry a stuck weapon out of the body (melee_kit.h) |
// | kSpecial kSpecialWarhorse (51), target | set a trained warhorse on a man at its head or tail
// (horse_melee.h) |
// | kSpecial kSpecialExit (52), at | leave the table by an exit objective (table_exits.h) |
//
// kSpecial params 50-59 are this file's.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rules.h"

namespace skirmish::rencounter {

// The verdict on an action that is ours (kSpecial 50-59; a shot or load
// with a bayonet stuck in a body), or nullopt to check it as usual.
// `explain` false may leave a refusal's reason empty (refusal.h).
std::optional<CheckResult> check_melee_action(const RencounterState& s, const Action& a,
                                              bool explain = true);
// Carries out kSpecial 50-59; false for anything else.
bool apply_melee_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

// "" when a stroke (kMelee, or kCharge when `charging`) with `param` by
// `attacker` at `defender` is allowed, or why not.
std::string stroke_choice_refusal(const RencounterState& s, int attacker, int defender,
                                  int32_t param, bool charging);
// The same without words unless `why` is given (refusal.h).
bool stroke_choice_allowed(const RencounterState& s, int attacker, int defender, int32_t param,
                           bool charging, std::string* why = nullptr);

// The actions above that man i may take now, each checked.
void add_melee_candidates(const RencounterState& s, int i, std::vector<Action>& out);

}  // namespace skirmish::rencounter
