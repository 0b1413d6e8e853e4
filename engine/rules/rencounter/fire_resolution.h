// 000 / Combat / Fire Combat / Skill: rolling a shot, and where it goes.
//
// A shot hits on a d12 roll of its need or less; a natural 12 always misses.
// A need of 0 to -4 can still hit: a natural 1 is a lucky shot, confirmed by
// a second d12 per the seed's table (need 0: 9 or less, -1: 7, -2: 5, -3: 3,
// -4: 1, -5: 0, i.e. never). At -5 or worse the shot cannot hit at all.
//
// Then, for a shot that missed but would have hit without its solid cover,
// the cover is struck (000 / Duck backs), or the friend in the way
// (000 / Fire past friends); a target fighting a friend puts that friend at
// a 2 in 12 risk; and a hit on a mounted target is split between man and
// horse (000 / Target Size). Damage is rolled by damage.h.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/dice.h"
#include "engine/rules/rencounter/fire_modifiers.h"
#include "engine/rules/rencounter/fire_options.h"

namespace skirmish::rencounter {

// RollPurpose codes of the fire rolls (the rule set's codes 100-119).
enum FireRollCode : int16_t {
  kFireToHitRoll = 100,        // "fire": the d12 to hit
  kFireConfirmRoll = 101,      // "lucky shot": the confirming d12
  kFireManOrHorseRoll = 102,   // "man or horse": the d6 on a mounted target
  kFireMeleeFriendRoll = 103,  // "friend in melee": the 2 in 12 risk to a friend
  kFireDamageRoll = 104,       // "damage": the d12 on the damage table
};

// The lowest need that can still hit (with a lucky shot).
constexpr int kLowestHittingNeed = -4;

// 000 / Skill table: the roll or less a second d12 needs to confirm a
// natural 1 when the need is `need` (0..-4 give 9, 7, 5, 3, 1; -5 or worse
// 0, no hit). Needs of 1 or more hit on a 1 without confirming: 12.
int confirmation_needed(int need);

// Whether the dice hit: `first` the to-hit d12, `confirm` the confirming
// d12 (used only when first is 1 and need is 0 or less).
bool hits(int need, int first, int confirm);

// "roll 4 or less on a d12", "roll 1, then 7 or less on a second d12",
// "roll 11 or less on a d12 (a natural 12 always misses)", "cannot hit".
std::string how_to_hit(int need);

struct ToHitRoll {
  int need = 0;
  int first = 0;    // the to-hit d12
  int confirm = 0;  // the confirming d12, 0 when not rolled
  bool hit = false;
  bool lucky = false;          // hit on a confirmed natural 1 (need 0 or less)
  int margin = 0;              // margin reference (need, or capped need) minus the roll
  bool beat_by_three = false;  // a hit by 3 or more: damage roll -1 (000 / Damage)
};

// Rolls to hit through `dice`. `purpose` names the firer and target; its
// label, code and need are filled in here. A confirming die is rolled for a
// natural 1 whenever `need` or `cover_need` (the need without solid cover,
// or any need at least `need`) is 0 to -4, so that a miss can be judged
// against the cover too.
ToHitRoll roll_to_hit(int need, Dice& dice, RollPurpose purpose, const FireOptions& options = {},
                      int cover_need = -1000);

// Where a shot went.
enum class ShotOutcome : uint8_t {
  kMiss,
  kHitTarget,  // the man aimed at (or, aiming at a horse, the horse)
  kHitOther,   // a mounted target's horse (or, aiming at the horse, the man)
  kHitCover,   // missed on the solid cover: roll a duck back (000 / Duck backs)
  kHitFriend,  // the friend in the way, or the friend meleeing the target
};
std::string_view name_of(ShotOutcome o);

struct ShotResult {
  ShotOutcome outcome = ShotOutcome::kMiss;
  ToHitRoll roll;
  bool rolled_melee_friend = false;  // the 2 in 12 die was rolled
  int melee_friend_die = 0;
  int man_or_horse_die = 0;  // the d6 for a mounted target, 0 if not rolled
  // Beat by 3 applies to damage only for a struck target (not cover or friend).
  bool damage_beat_by_three() const {
    return roll.beat_by_three &&
           (outcome == ShotOutcome::kHitTarget || outcome == ShotOutcome::kHitOther);
  }
};

// Rolls one shot already assessed (assess_shot). Draws the to-hit d12, the
// confirming d12 when needed, the melee-friend d12 and the man-or-horse d6.
// Throws std::invalid_argument when the assessment says it cannot fire.
ShotResult resolve_shot(const ShotAssessment& a, const ShotSituation& s, Dice& dice,
                        const FireOptions& options = {}, int16_t actor = -1, int16_t target = -1);

}  // namespace skirmish::rencounter
