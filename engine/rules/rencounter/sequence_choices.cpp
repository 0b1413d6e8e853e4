#include "engine/rules/rencounter/sequence_choices.h"

#include "engine/rules/rencounter/held_cards.h"
#include "engine/rules/rencounter/initiative.h"

namespace skirmish::rencounter {

namespace {

bool held_card_phase(Phase p) {
  return p == Phase::kHoldCard || p == Phase::kJumpIn;
}

}  // namespace

bool is_sequence_choice(Phase p) {
  return held_card_phase(p) || p == Phase::kPickUnit || p == Phase::kSeize;
}

Decision sequence_decision(const RencounterState& s) {
  return held_card_phase(s.phase) ? held_card_decision(s) : initiative_decision(s);
}

void add_sequence_candidates(const RencounterState& s, std::vector<Action>& out) {
  if (held_card_phase(s.phase)) {
    add_held_card_candidates(s, out);
  } else {
    add_initiative_candidates(s, out);
  }
}

CheckResult check_sequence_choice(const RencounterState& s, const Action& a) {
  return held_card_phase(s.phase) ? check_held_card_choice(s, a) : check_initiative_choice(s, a);
}

void apply_sequence_choice(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  if (held_card_phase(s.phase)) {
    apply_held_card_choice(s, a, events);
  } else {
    apply_initiative_choice(s, a, dice, events);
  }
}

}  // namespace skirmish::rencounter
