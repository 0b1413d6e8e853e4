// Rencounter's action roll (000 / Actions, 000 / Morale, 000 / Effects of
// Wounds): the d6 every man rolls to act when his unit activates.
//
// He acts when the die plus his modifiers is equal to or under his
// experience (1 scum .. 6 master). Modifiers are added to the die, so higher
// is worse: his own wound points always, the morale modifiers when the roll
// counts as a morale check. A natural 1 always acts for a man with 2 wound
// points or fewer. A total of 7 or more makes him fall back (retreat and
// hide, or surrender); at the permanent-failure number (8, raised by 1 for
// Averages, 2 for Veterans, 3 for Masters) he runs for good, or if seriously
// wounded is overcome by his wounds. Masters follow ActionOptions::master.
//
// Everything here is a pure function of its arguments and the Dice given.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/core/dice.h"
#include "engine/rules/rencounter/action_options.h"
#include "engine/rules/rencounter/morale.h"
#include "engine/rules/rencounter/wounds.h"

namespace skirmish::rencounter {

// 000 / The Figure / Experience.
inline constexpr int kScum = 1;
inline constexpr int kRaw = 2;
inline constexpr int kGreen = 3;
inline constexpr int kAverage = 4;
inline constexpr int kVeteran = 5;
inline constexpr int kMaster = 6;
std::string_view experience_name(int experience);  // "Scum" .. "Master"

// RollPurpose codes of the rolls made here (the rule set's describer names them).
namespace roll_code {
inline constexpr int16_t kActionRoll = 10;     // a man's action roll
inline constexpr int16_t kMoraleCheck = 11;    // an action roll that is a morale check
inline constexpr int16_t kMasterConfirm = 12;  // a master's confirming die on a 6
inline constexpr int16_t kHeroRoll = 13;       // heroes: second roll after a natural 1
inline constexpr int16_t kLeaderOrder = 14;    // a wounded man given a direct order
inline constexpr int16_t kKnockdown = 15;      // variable knockdown after a serious wound
}  // namespace roll_code

enum class ActionResult : uint8_t {
  kActs,         // one turn of action (000 / Actions)
  kHesitates,    // fails: loses the turn
  kFallsBack,    // 7 up to the permanent-failure number: retreat and hide, or surrender
  kRunsForGood,  // at the permanent-failure number with at most minor wounds: as a 7, for good
  kOvercome,     // at that number with a serious or worse wound: down and out for the game
};
std::string_view name_of(ActionResult r);  // "acts", "hesitates", "falls back", ...

// Everything about one man that his action roll depends on.
struct ActionRollSituation {
  int experience = kAverage;  // 1-6, the number he must roll equal to or under
  int wound_points = 0;       // his own wound points, added to every roll
  bool morale_check = false;  // the roll counts as a morale check (000 / Morale)
  MoraleModifiers morale;     // added only when the roll is a morale check
  // Any other modifier a rule puts on the roll, added to the die (a knockdown
  // roll's weapon, a hard task); positive is worse.
  int extra_modifier = 0;
  // Heroes option: inspired men are subject to no further morale checks.
  bool inspired = false;
  // Heroes option: this is the man's first roll that counts as a morale check.
  bool first_morale_check = false;
  // Heroes option: natural rolls up to this start the hero roll (1 in a
  // single game; 2, 3 ... for a hero carried from game to game).
  int hero_chance = 1;

  friend bool operator==(const ActionRollSituation&, const ActionRollSituation&) = default;
};

// One action roll and how it came out.
struct ActionRoll {
  int die = 0;          // natural d6; 0 when no die was needed (a master unmodified)
  int confirm_die = 0;  // a master's confirming d6 on a 6 (kConfirmSix), or 0
  int modifier = 0;     // everything added to the die
  int total = 0;        // die + modifier
  ActionResult result = ActionResult::kHesitates;
  bool by_roll_of_one = false;   // acted only thanks to the roll of 1 rule
  int hero_die = 0;              // heroes: the second roll, or 0
  int hero_confirm_die = 0;      // heroes: a master's confirming die on it, or 0
  bool became_inspired = false;  // heroes: berserk or inspired from now on

  friend bool operator==(const ActionRoll&, const ActionRoll&) = default;
};

// 000 / Morale: 8, raised by 1 for Averages, 2 for Veterans, 3 for Masters
// ("Thus a Veteran will temporarily run or seek cover on a 7-9 and run for
// good on a 10").
int permanent_failure_number(int experience);
// Where a seriously wounded man is overcome: the same number, or a plain 8
// with ActionOptions::wound_collapse_at_plain_eight.
int collapse_number(int experience, const ActionOptions& options);

// Whether the morale modifiers apply: a morale check, and not inspired.
bool is_morale_check(const ActionRollSituation& s, const ActionOptions& options);
// Everything added to the die: wounds, extra, and the morale modifiers.
int total_modifier(const ActionRollSituation& s, const ActionOptions& options);
// The same, one line a modifier, with the seed rule each comes from.
std::vector<NamedModifier> list_modifiers(const ActionRollSituation& s,
                                          const ActionOptions& options);

// Whether a die is rolled at all: not for an unmodified master who always
// succeeds.
bool needs_die(const ActionRollSituation& s, const ActionOptions& options);
// Whether a natural `die` calls for a master's confirming die.
bool needs_confirmation(const ActionRollSituation& s, int die, const ActionOptions& options);
// The result of a natural `die` (0 = none rolled) and confirming die (0 if
// none) for this man: the rule itself, with no dice.
ActionResult result_of(const ActionRollSituation& s, int die, int confirm_die,
                       const ActionOptions& options);

// The roll a natural `die` and `confirm_die` make (0 for none), without the
// hero roll: what roll_action records, with no dice.
ActionRoll make_action_roll(const ActionRollSituation& s, int die, int confirm_die,
                            const ActionOptions& options);

// Rolls one man's action roll (and the hero roll, with that option).
// `actor` is the figure's index for the roll's record.
ActionRoll roll_action(const ActionRollSituation& s, const ActionOptions& options, Dice& dice,
                       int actor = -1);

// 000 / Morale / Heroes: the second roll, against unmodified experience.
bool hero_roll_succeeds(int experience, int die, int confirm_die, const ActionOptions& options);

// 000 / Actions and 000 / Morale, collective orders (Follow Me, Formed
// Charge, Volley Fire, Follow Him): what the leader's one roll means for one
// follower. The unit moves on the order's total; a wounded man adds his own
// wound points to it ("modify again for those men only") and is left behind
// if that fails. Over 6, the effects follow each man "as individually
// modified": the leader's die plus the man's own modifiers, judged by his own
// experience and wounds. A leader who falls back or runs for good sends
// every man who sees him (or others reacting to him) falling back.
// `order_experience` is the number the order was rolled against (the
// leader's, or the unit's lowest for a Formed Charge or Follow Him).
ActionResult follower_result(const ActionRoll& order, int order_experience,
                             const ActionRollSituation& follower, bool sees_leader_panic,
                             const ActionOptions& options);
// The leader's result panics his men: he falls back or runs for good.
constexpr bool is_panic(ActionResult r) {
  return r == ActionResult::kFallsBack || r == ActionResult::kRunsForGood;
}
// Optional leader influenced morale: what the leader's own roll means for a
// man in base contact with him or seeing him within 3" (`within_reach`).
LeaderInfluence leader_influence(const ActionRoll& leader_roll, bool within_reach);

// 000 / Actions / Leader activation of a subordinate: a leader's direct
// order activates an unwounded man; a wounded one must roll "less than 7 -
// wound points" (a serious wound: 4 or less). It also rallies a man who
// runs for good, but not one who is incapacitated.
struct LeaderOrder {
  int die = 0;  // 0 when no roll was needed
  bool activated = false;
};
LeaderOrder roll_leader_order(int wound_points, Dice& dice, int actor = -1);

// 000 / Wounds / Variable knockdown *optional rule*: after a serious wound,
// an instant action roll against experience with his wounds (the new one
// included) and the hitting weapon's damage modifier applied to experience
// (a knife, +1, is easier to stay up against). Fails: knocked down.
struct KnockdownRoll {
  ActionRoll roll;  // the action roll; its over-6 result is reported, not applied
  bool knocked_down = false;
};
ActionRollSituation knockdown_situation(int experience, const Wounds& after,
                                        int weapon_damage_modifier);
KnockdownRoll roll_knockdown(int experience, const Wounds& after, int weapon_damage_modifier,
                             const ActionOptions& options, Dice& dice, int actor = -1);

}  // namespace skirmish::rencounter
