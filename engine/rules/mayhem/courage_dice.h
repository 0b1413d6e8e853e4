// 004 / Musket / Morale/Courage Checks; 004 / Medieval / Morale: the dice of
// a courage check. When a check is due (casualty, charge, charged, missile
// hit, commander killed) is the game flow's business; this is how it rolls.
//
// A group check is one die against the HIGHEST courage in the group (a man
// alone is a group of one): equal or under passes. A failed check by a group
// ordered to charge makes it stand still instead; any other failed check
// sends each man to roll his own die against his own courage: over it he
// runs off the table (removed, but not downed), else he retreats 2d6".
// Musket's missile hit without a kill is an individual check taken at the
// group's rate: the group die is rolled for him alone, and on a failure he
// alone rolls his own die.
//
// Courage ratings come from the scenario (Musket 5 exceptional leader, 4
// ordinary leader, 3 soldier, 2 non-combatant; Medieval 5 knight, 4 veteran
// sergeant, 3 common sergeant or archer, 2 non-combatant).
//
// Interpretations (docs/rules/mayhem.md):
// - A save token turns a failed courage die OF ITS HOLDER into a pass: a man
//   alone (or in the Musket missile-hit check) passes his check; a man in a
//   group whose check failed cannot save the group, but may save his own
//   roll, so that he retreats instead of running off.
// - Schiltron (004 / Medieval / optional pike block): +1 to "their courage
//   value", so both to the group die's target and to each man's own roll.
// - A courage of 6 or more always passes; 0 or less always fails (a d6).
// - The 2d6" retreat is rolled as two dice labelled "retreat"; the caller
//   moves the man (Musket: or to the nearest cover if closer, after fire).
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/core/dice.h"
#include "engine/rules/mayhem/mayhem_man.h"
#include "engine/rules/mayhem/mayhem_rolls.h"

namespace skirmish::mayhem {

// The score the courage die must not exceed: the rating, +1 in a schiltron.
int courage_target(int courage, bool schiltron);

// One group courage check.
struct CourageCheck {
  int courage = 3;                   // the highest courage rating in the group
  bool schiltron = false;            // Medieval option: a formed hedgehog of 8+ pikes or spears
  bool ordered_to_charge = false;    // the check before a charge
  const MayhemMan* alone = nullptr;  // the man, when the group is just him (his save token)
  TokenPolicy tokens = TokenPolicy::kSpendWhenItHelps;  // the lone man's
  int16_t figure = -1;  // a figure of the group, for the roll purpose
};

enum class GroupCourage : uint8_t {
  kPassed,
  kSaved,       // failed, but the lone man spent a save token: passed
  kStandStill,  // failed when ordered to charge: the group stands still
  kFailed,      // failed: each man now rolls against his own courage
};
std::string_view name_of(GroupCourage g);

struct GroupCourageRoll {
  int target = 0;  // the score to roll at or under
  int die = 0;
  GroupCourage result = GroupCourage::kPassed;
  // Failed, and the lone man's save could cancel it: his side is asked
  // (TokenPolicy::kAsk).
  bool save_asked = false;

  bool passed() const { return result == GroupCourage::kPassed || result == GroupCourage::kSaved; }
  bool save_used() const { return result == GroupCourage::kSaved; }
};
GroupCourageRoll roll_group_courage(const CourageCheck& check, Dice& dice);

// What a man does after his check.
enum class CourageFate : uint8_t {
  kHolds,     // passed (no individual roll was due)
  kRunsOff,   // runs off the table: removed, not downed
  kRetreats,  // retreats 2d6"
};
std::string_view name_of(CourageFate f);

struct ManCourageRoll {
  int target = 0;
  int die = 0;  // his own die; 0 when not rolled
  bool save_used = false;
  CourageFate fate = CourageFate::kHolds;
  int retreat_dice[2] = {0, 0};
  int retreat_inches = 0;  // the sum of the two retreat dice
};

// A man of a group whose check failed (not ordered to charge): his own die
// against his own courage, then 2d6" if he stays.
ManCourageRoll roll_man_courage(const MayhemMan& man, bool schiltron, TokenPolicy tokens,
                                Dice& dice, int16_t figure = -1);

// 004 / Musket / Morale/Courage Checks, trigger 4: a man hit by a missile
// (or, 004 / Musket / Melee Results, struck in melee) and not killed checks
// alone at his group's rate: the die against `group_courage` (the highest in
// his group, his own if alone); on a failure his own die decides.
struct HitCourageRoll {
  int group_target = 0;
  int group_die = 0;
  bool group_save_used = false;  // he cancelled the failed group-rate die
  // The group-rate die failed and his save could cancel it: his side is
  // asked (TokenPolicy::kAsk), and his own die is not rolled yet.
  bool save_asked = false;
  ManCourageRoll man;  // his own roll, when the group-rate die failed

  CourageFate fate() const { return man.fate; }
  bool save_used() const { return group_save_used || man.save_used; }
};
HitCourageRoll roll_hit_courage(const MayhemMan& man, int group_courage, TokenPolicy tokens,
                                Dice& dice, int16_t figure = -1);

// --- Exact chances, rolling nothing (for the planners).

// The chance a group check passes (with the lone man's save, if any).
double group_pass_chance(const CourageCheck& check);

// The fates of one man, summing to 1.
struct CourageOdds {
  double holds = 0;
  double runs_off = 0;
  double retreats = 0;

  double total() const { return holds + runs_off + retreats; }
};

// A man whose group's check has failed: runs off or retreats.
CourageOdds man_courage_odds(const MayhemMan& man, bool schiltron, TokenPolicy tokens);

// A man taking the Musket missile-hit check at `group_courage`.
CourageOdds hit_courage_odds(const MayhemMan& man, int group_courage, TokenPolicy tokens);

// A whole group check seen from one man in it (not ordered to charge): he
// holds when the group passes, else his own roll decides.
CourageOdds group_member_odds(const CourageCheck& check, const MayhemMan& man);

}  // namespace skirmish::mayhem
