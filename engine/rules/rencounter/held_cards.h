// Held cards, Method One's optional rule (000 / Order of Units / Method
// One): "allow any unit to reserve an action and jump in after any other
// unit's actions were completed before the next card was drawn. If another
// card for the same unit came up, the held card was discarded without
// giving an action but the new one could be held. All held cards were lost
// when the reshuffle card came up."
//
// Two decisions (DecisionKind::kActivateUnit): when a unit's card comes up
// its side plays it (kActivate, unit) or holds it (kPass, unit); and after
// each activation, before the next draw, each side holding a card is asked
// once whether to jump in with one (kActivate, unit) or not (kPass) — the
// side that did not act last first. The deck itself is activation.h.
#pragma once

#include <array>
#include <vector>

#include "engine/core/events.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rules.h"

namespace skirmish::rencounter {

bool plays_held_cards(const RencounterState& s);

// Before a draw: asks a side that holds a playable card and has not been
// asked since the last activation (phase kJumpIn). False if none.
bool offer_jump_in(RencounterState& s);
// After `unit`'s card came up: whether its side may hold it; if so the
// unit waits in the queue and the phase is kHoldCard.
bool offer_hold(RencounterState& s, int unit);

// Tells what a draw did to cards held before it (`held_before`): a held
// card thrown away by the unit's next card, or lost with the turn.
void narrate_discards(const RencounterState& s, const std::array<uint8_t, kMaxUnits>& held_before,
                      bool turn_ended, EventSink& events);

Decision held_card_decision(const RencounterState& s);
void add_held_card_candidates(const RencounterState& s, std::vector<Action>& out);
CheckResult check_held_card_choice(const RencounterState& s, const Action& a);
void apply_held_card_choice(RencounterState& s, const Action& a, EventSink& events);

}  // namespace skirmish::rencounter
