// When Rencounter's action rolls are morale checks, and what is added to
// them (000 / Morale).
//
// A unit's action rolls count as morale checks in a turn when, since it last
// activated, one of its men was killed or crippled or it saw a friendly unit
// eliminated within 24", or when in its previous activation one of its men
// collapsed from wounds or ran for good (a roll at the permanent-failure
// number). Morale checks add the modifiers below to the die; higher is worse.
// The man's own wound points are added to every action roll, morale check
// or not (000 / Effects of Wounds), so they are not counted here again.
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/rules/rencounter/action_options.h"
#include "engine/rules/rencounter/wounds.h"

namespace skirmish::rencounter {

// 000 / Morale: the four circumstances that make action rolls morale checks.
struct MoraleTriggers {
  // Since the unit last activated, one or more of its men killed or crippled.
  bool man_killed_or_crippled = false;
  // Since the unit last activated, it saw a friendly unit eliminated within 24".
  bool saw_unit_eliminated = false;
  // In its previous activation, a man incapacitated by wounds on an 8+.
  bool man_overcome_last_activation = false;
  // In its previous activation, a man ran away on a morale failure of 8+.
  bool man_ran_last_activation = false;
};
bool counts_as_morale_check(const MoraleTriggers& t);

// Optional rule, 000 / Morale / Leader influenced morale rolls.
enum class LeaderInfluence : uint8_t {
  kNone,      // not in use, or the man is out of his leader's influence
  kSteadied,  // leader passed, man in contact or sees him within 3": -1
  kPanicked,  // leader rolled 7+: the lost leader penalty (+2) applies
};

// The morale check modifiers by the seed's own list, as one man counts them.
struct MoraleModifiers {
  // Other men of the unit (not the leader, not himself) incapacitated, with
  // a crippling wound, dead, or run away: +1 each.
  int men_lost = 0;
  // The unit leader incapacitated, with a crippling wound, dead, or run away: +2.
  bool leader_lost = false;
  // Friendly units seen eliminated more than 12" and within 24": +1 each.
  int units_eliminated_within_24 = 0;
  // Friendly units seen eliminated within 12": +2 each (not also at 24").
  int units_eliminated_within_12 = 0;
  // A split unit where the part he knows of is 3 men or fewer: each lost man
  // he knows of (leader included) counts +1 extra. The caller counts only the
  // men he knows are lost in men_lost and leader_lost.
  bool split_and_alone = false;
  // Leader influence, read only with ActionOptions::leader_influenced_morale.
  LeaderInfluence leader = LeaderInfluence::kNone;

  friend bool operator==(const MoraleModifiers&, const MoraleModifiers&) = default;
};

// Points of each listed modifier (000 / Morale).
inline constexpr int kPerManLost = 1;
inline constexpr int kLeaderLost = 2;
inline constexpr int kPerUnitWithin24 = 1;
inline constexpr int kPerUnitWithin12 = 2;
inline constexpr int kSplitAlonePerLost = 1;
inline constexpr int kLeaderSteadied = -1;
// 000 / Morale / Effects of Action Rolls Greater than 6.
inline constexpr int kFallBackTotal = 7;
inline constexpr int kPermanentFailureBase = 8;

// One modifier for narration: what it is, its value, and the seed rule.
struct NamedModifier {
  std::string_view name;    // the seed's wording: "friendly unit eliminated within 12\""
  int count = 1;            // how many times it applies (men lost, units seen go)
  int value = 0;            // points added to the roll in all (count x each)
  std::string_view source;  // "000 / Morale / ..."

  friend bool operator==(const NamedModifier&, const NamedModifier&) = default;
};

// The sum added to a morale check, own wounds excluded.
int morale_modifier(const MoraleModifiers& m, const ActionOptions& options);
// The same, one line a modifier that applies (nothing for those at 0).
std::vector<NamedModifier> list_morale_modifiers(const MoraleModifiers& m,
                                                 const ActionOptions& options);

// 000 / Morale: a man counts as lost to his unit when "incapacitated, with
// a crippling wound, dead, or run away" (run away: routed for good).
bool counts_as_lost(const Wounds& w, bool ran_away);
// 000 / Morale: "Eliminated units are those in which all men are
// incapacitated, crippled (3+ wound points), dead, or run away."
constexpr bool is_eliminated(int men, int men_lost) {
  return men > 0 && men_lost >= men;
}

}  // namespace skirmish::rencounter
