// Exact chances of Rencounter fire combat, for the planners and for
// `skirmish odds` (STYLE habit 5). Computed by counting die faces, never by
// rolling: nothing here takes a Dice or draws a random number. Each function
// is tested against a fixed-seed simulation of the rolls it predicts
// (tests/rules/rencounter/odds_test.cpp).
#pragma once

#include <array>
#include <string>

#include "engine/rules/rencounter/chance.h"
#include "engine/rules/rencounter/damage.h"
#include "engine/rules/rencounter/fire_modifiers.h"
#include "engine/rules/rencounter/fire_options.h"

namespace skirmish::rencounter {

// 000 / Fire Combat / Skill: the chance a d12 (with a lucky-shot
// confirmation for needs 0 to -4) hits a need: n/12 for 1..11, 11/12 above,
// confirm/144 for 0..-4 (9/144 ... 1/144), 0 at -5 or worse.
Chance chance_to_hit(int need);

// Hits split by the damage bonus for beating the need by 3 (000 / Damage).
struct HitChances {
  Chance hit;            // any hit
  Chance beat_by_three;  // hits whose roll was 3 or more under the need (part of `hit`)
};
HitChances hit_chances(int need, const FireOptions& options = {});

// 000 / Damage: the chance of each result of one d12 + `modifier`,
// indexed by WoundResult (dead, crippling, serious, minor, no effect).
using ResultChances = std::array<Chance, kWoundResults>;
ResultChances damage_chances(int modifier);

// Every way one shot can end, each an unconditional chance (they sum to 1
// with `miss`). "Target" is what was aimed at: the man, or on a mounted
// target aimed at the horse, the horse; "other" is the other of the two.
struct ShotOdds {
  bool can_fire = false;
  int need = 0;
  Chance miss;             // nothing struck
  Chance target_hit;       // the target struck
  Chance other_hit;        // the other of man and horse struck
  Chance cover_hit;        // missed on solid cover (a duck back check)
  Chance friend_hit;       // a friend in the way or in melee with the target struck
  ResultChances target;    // target struck with each result (sums to target_hit)
  ResultChances other;     // likewise for the other of man and horse
  ResultChances friendly;  // likewise for the friend
};
ShotOdds shot_odds(const ShotSituation& s, const FireOptions& options = {});

// "7/144 = 4.86%".
std::string chance_text(Chance c);

}  // namespace skirmish::rencounter
