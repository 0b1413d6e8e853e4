// The dice of Musket Mayhem and Medieval Mayhem (seed 004): the rule set's
// roll codes, how a hero's tokens are spent, and the chance of a d6 score.
//
// 004 / Miscellaneous / Dice: every die in both games is an ordinary d6 (the
// white "skill" die and the coloured "impact" or "results" die). Every roll
// goes through Dice::roll with one of the codes below and a static label.
#pragma once

#include <algorithm>
#include <cstdint>

#include "engine/core/dice.h"
#include "engine/core/roll_purpose.h"

namespace skirmish::mayhem {

// RollPurpose codes (the rule set's own table numbers). Blocks of ten by
// section, so the game flow can add codes without renumbering these.
enum MayhemRollCode : int16_t {
  // 004 / Missile Fire
  kFireSkillRoll = 10,    // "skill die": a potential hit on the cover table
  kFireImpactRoll = 11,   // "impact die": killed / courage check / against armor
  kEngineBreakRoll = 12,  // "impact die": a Medieval engine against a door or engine
  // 004 / Melee, Melee Results, Combat Results/Impact
  kMeleeSkillRoll = 20,    // "melee skill die": each fighter of a pair
  kMeleeResultsRoll = 21,  // Musket "results die" against the hitter's armament
  kMeleeImpactRoll = 22,   // Medieval "impact die" against the struck man's armor
  // 004 / Morale/Courage Checks; Medieval / Morale
  kGroupCourageRoll = 30,  // "courage check": one die against the group's highest courage
  kManCourageRoll = 31,    // "courage roll": each man after a failed check
  kRetreatRoll = 32,       // "retreat": each of the 2d6 inches
  // 004 / Post-battle results
  kPostBattleRoll = 40,  // "post-battle": wounded or dead
  // 004 / Sequence
  kInitiativeRoll = 50,      // "initiative die": one per side
  kActivationCardDraw = 51,  // "activation card": more than two sides
  // 60 and up: kept for the game flow (movement dice, stockade, fire, search).
};

// How a hero's tokens are spent (004 / Heroes: save tokens cancel a death or
// a morale failure; reroll tokens roll one of his dice again). The side that
// owns the man decides; the dice functions apply the decision the same way
// when rolling and when counting odds, and report what was spent so the
// caller takes it off the man.
enum class TokenPolicy : uint8_t {
  kKeep,              // never spend: hoard the tokens for later
  kSpendWhenItHelps,  // a reroll on his own die that failed, a save on his death
                      // or on his own failed courage die
  kAsk,               // a failed courage die his save could cancel is left failed and told
                      // (`asked`): his side is asked, and the flow spends the token or not
                      // (hero_saves.h); counted in the odds as kSpendWhenItHelps
};

// The chance a d6 shows `score` or more (score 1 or less: certain; 7 or
// more: never).
constexpr double chance_at_least(int score) {
  return static_cast<double>(7 - std::clamp(score, 1, 7)) / 6.0;
}
// The chance a d6 shows `score` or less.
constexpr double chance_at_most(int score) {
  return static_cast<double>(std::clamp(score, 0, 6)) / 6.0;
}
// The chance `dice` d6 added together come to `inches` or more (a roll of
// movement dice reaching that far): 1 with `inches` at or under 0 (or at
// or under `dice`), 0 past 6 x `dice`. Up to 8 dice.
constexpr double chance_dice_reach(int dice, double inches) {
  if (dice <= 0) return inches <= 0 ? 1.0 : 0.0;
  dice = std::min(dice, 8);
  // Ways to roll each total, one die added at a time (a convolution).
  double ways[49] = {1};
  for (int d = 0; d < dice; ++d) {
    for (int total = 6 * (d + 1); total >= 0; --total) {
      double sum = 0;
      for (int face = 1; face <= 6 && face <= total; ++face) sum += ways[total - face];
      ways[total] = sum;
    }
  }
  double all = 1, reach = 0;
  for (int d = 0; d < dice; ++d) all *= 6;
  for (int total = dice; total <= 6 * dice; ++total) {
    if (total + 1e-9 >= inches) reach += ways[total];
  }
  return reach / all;
}

// The chance of a success `p` when one failed try may be rolled again.
constexpr double with_reroll(double p, bool reroll) {
  return reroll ? p + (1.0 - p) * p : p;
}

// A purpose for one d6 that must reach `needed` (kAtLeast) or stay at or
// under it (kAtMost); labels are string literals.
constexpr RollPurpose d6_purpose(const char* label, MayhemRollCode code, int16_t actor,
                                 int16_t target, int needed, Need need) {
  RollPurpose p;
  p.label = label;
  p.code = code;
  p.actor = actor;
  p.target = target;
  p.needed = static_cast<int16_t>(need == Need::kNone ? 0 : needed);
  p.need = need;
  return p;
}

}  // namespace skirmish::mayhem
