#include "engine/rules/rencounter/morale_results.h"

namespace skirmish::rencounter {

std::string_view name_of(MoraleResponse r) {
  switch (r) {
    case MoraleResponse::kNone:
      return "none";
    case MoraleResponse::kRetreatAndHide:
      return "retreats and hides";
    case MoraleResponse::kSurrender:
      return "surrenders";
    case MoraleResponse::kOvercomeByWounds:
      return "overcome by his wounds";
  }
  return "?";
}

bool must_surrender(const SurrenderConditions& c) {
  const bool threatened = c.enemy_loaded_at_close_range || c.enemy_melee_within_one_move;
  return threatened && !c.friend_can_intervene && !c.cover_within_reach;
}

HighRollEffects high_roll_effects(ActionResult result, const Wounds& wounds, bool mounted,
                                  const SurrenderConditions& surrender) {
  HighRollEffects e;
  switch (result) {
    case ActionResult::kActs:
    case ActionResult::kHesitates:
      return e;
    case ActionResult::kOvercome:
      e.response = MoraleResponse::kOvercomeByWounds;
      return e;
    case ActionResult::kRunsForGood:
      e.for_good = true;
      break;
    case ActionResult::kFallsBack:
      break;
  }
  e.response =
      must_surrender(surrender) ? MoraleResponse::kSurrender : MoraleResponse::kRetreatAndHide;
  // The wound effects of a 7 follow the enforced movement; a man who
  // surrenders makes none.
  if (e.response == MoraleResponse::kRetreatAndHide && is_seriously_wounded(wounds)) {
    (mounted ? e.horsemanship_check : e.falls_after_move) = true;
  }
  return e;
}

ActionResult standing_result(const MoraleState& state, ActionResult rolled) {
  if (!state.runs_for_good || rolled == ActionResult::kOvercome) return rolled;
  return ActionResult::kFallsBack;
}

void record_roll(MoraleState& state, Wounds& wounds, const ActionRoll& roll,
                 const HighRollEffects& effects, bool was_morale_check) {
  if (was_morale_check) state.had_morale_check = true;
  if (roll.became_inspired) state.inspired = true;
  if (effects.for_good) state.runs_for_good = true;
  if (effects.response == MoraleResponse::kSurrender) state.surrendered = true;
  if (effects.response == MoraleResponse::kOvercomeByWounds) wounds.overcome = true;
}

bool rally(MoraleState& state, const Wounds& wounds) {
  if (!state.runs_for_good || is_out_of_action(wounds) || state.surrendered) return false;
  state.runs_for_good = false;
  return true;
}

}  // namespace skirmish::rencounter
