// What an action roll over 6 makes a man do (000 / Morale / Effects of
// Action Rolls Greater than 6), in terms the rules will act on, and the
// morale a man carries from roll to roll: running for good, surrendered,
// inspired.
//
// On a 7 (up to the permanent-failure number) he retreats directly away from
// the enemy into cover and hides, unless he is caught: a fit, unengaged
// enemy with a loaded weapon at close range or a melee weapon within one
// move, no friend to intervene and no cover in reach, when he surrenders.
// Seriously wounded, he falls at the end of the enforced move on foot, or
// tests horsemanship on horseback. At the permanent-failure number he does
// the same for the rest of the game, or if seriously wounded is overcome.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/wounds.h"

namespace skirmish::rencounter {

enum class MoraleResponse : uint8_t {
  kNone,              // no over-6 result: he acts or hesitates as rolled
  kRetreatAndHide,    // "retreat directly away from the enemy, enter cover and hide if possible"
  kSurrender,         // caught with nowhere to go (see SurrenderConditions)
  kOvercomeByWounds,  // "falls down, and can take no action for the remainder of the game"
};
std::string_view name_of(MoraleResponse r);

// 000 / Morale: "surrender if a fit, unengaged enemy is at close fire range
// with a loaded weapon, or within one move and armed with a melee weapon,
// and there is no friend available to intervene and cover is too far to
// reach". The enemy counted must be fit and unengaged.
struct SurrenderConditions {
  bool enemy_loaded_at_close_range = false;  // fit, unengaged, loaded weapon, close fire range
  bool enemy_melee_within_one_move = false;  // fit, unengaged, melee weapon, within one move
  bool friend_can_intervene = false;         // a friend is available to intervene
  bool cover_within_reach = false;           // cover he could reach this move

  friend bool operator==(const SurrenderConditions&, const SurrenderConditions&) = default;
};
bool must_surrender(const SurrenderConditions& c);

// Everything an over-6 result asks of the rules.
struct HighRollEffects {
  MoraleResponse response = MoraleResponse::kNone;
  // Runs for good: "continue doing so for the remainder of the game".
  bool for_good = false;
  // Serious or worse wound on foot: "fall down at the end of any enforced movement".
  bool falls_after_move = false;
  // Serious or worse wound on horseback: "must make a horsemanship check or
  // fall from his horse".
  bool horsemanship_check = false;

  friend bool operator==(const HighRollEffects&, const HighRollEffects&) = default;
};
HighRollEffects high_roll_effects(ActionResult result, const Wounds& wounds, bool mounted,
                                  const SurrenderConditions& surrender);

// A man's standing morale between rolls.
struct MoraleState {
  bool runs_for_good = false;     // acts as on a 7 for the rest of the game
  bool surrendered = false;       // out of the fight; never rolls again
  bool inspired = false;          // heroes: no further morale checks
  bool had_morale_check = false;  // heroes: his first morale check is behind him

  friend bool operator==(const MoraleState&, const MoraleState&) = default;
};

// What a roll means for a man already running for good: any result short
// of being overcome is a 7 again (000 / Morale: "continue doing so for the
// remainder of the game"). Otherwise the result as rolled.
ActionResult standing_result(const MoraleState& state, ActionResult rolled);

// Records a resolved roll: running for good, surrender, collapse (in
// `wounds`), inspiration, and that a morale check was taken.
void record_roll(MoraleState& state, Wounds& wounds, const ActionRoll& roll,
                 const HighRollEffects& effects, bool was_morale_check);

// 000 / Actions / Leader activation of a subordinate: "A routing figure can
// be rallied this way, but not an incapacitated figure." Returns whether he
// was rallied (he was running for good and is not out of action).
bool rally(MoraleState& state, const Wounds& wounds);

}  // namespace skirmish::rencounter
