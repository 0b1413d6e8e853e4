// 002's Type III initiative roll as pure numbers (002 / Skirmish initiative
// system): a d20 plus the leadership factor and tactical factors must equal
// or beat the nominated figure's base initiative rate; a natural 1, 2 or 3
// makes every figure in contact fight a round of melee, whatever the result.
//
// Base Initiative Rates (002): Sub-human 22, Rubbish 21, Poor 20, Average 19,
// Good 18, Excellent 17, Demigods 16. Leadership Factors: Useless 0,
// Adequate 1, Good 2, Heroic 3, Inspired 4. Tactical Factors: +2 can engage
// in melee or reach the objective in one move, or shooting within medium
// range; +2 per shooting action by the enemy in its initiative; -2 out of
// line of sight of the destination; -4 engaged in melee. (The +4 order card
// is not played.) Rencounter's experience is mapped onto the rates by
// InitiativeOptions::rates (sequence_state.h).
#pragma once

#include <cstdint>
#include <string_view>
#include <vector>

#include "engine/core/dice.h"
#include "engine/rules/rencounter/morale.h"
#include "engine/rules/rencounter/sequence_state.h"

namespace skirmish::rencounter {

// RollPurpose code of the seizing roll (30-39 belong to the initiative).
inline constexpr int16_t kSeizeRollCode = 30;

inline constexpr int kSeizeDie = 20;
// 002 / Melee: "Whenever the 1d20 roll to snatch the initiative is a natural
// (before adding factors) 1, 2, or 3, then every figure in contact fights".
inline constexpr int kGeneralMeleeUpTo = 3;

// 002 / Tactical Factors.
inline constexpr int kWithinReachFactor = 2;
inline constexpr int kPerCounterFactor = 2;
inline constexpr int kDestinationUnseenFactor = -2;
inline constexpr int kEngagedFactor = -4;

// The base initiative rate of a man of this experience (1-6).
int base_initiative_rate(int experience, InitiativeOptions::Rates rates);
// 002's word for a rate: "Poor", "Average" ... ("?" outside 16-22).
std::string_view rate_name(int rate);
// The leadership factor of a unit leader (0 for any other man).
int leadership_factor(int experience, bool inspired, bool by_experience);
// 002's word for a factor: "Useless" ... "Inspired".
std::string_view leadership_name(int factor);

// What the tactical factors see for the nominated man.
struct InitiativeFactors {
  int leadership = 0;               // his leadership factor, if he leads
  bool within_reach = false;        // can engage, reach the objective, or shoot at medium range
  int counters = 0;                 // shooting counters his side holds
  bool destination_unseen = false;  // he cannot see where he is heading
  bool engaged = false;             // in melee and unable to break off at will

  friend bool operator==(const InitiativeFactors&, const InitiativeFactors&) = default;
};

// Everything added to the d20.
int seize_modifier(const InitiativeFactors& f);
// The same, one line a factor that applies, with 002's words.
std::vector<NamedModifier> list_seize_factors(const InitiativeFactors& f);

struct SeizeRoll {
  int die = 0;       // the natural d20
  int modifier = 0;  // leadership and tactical factors
  int total = 0;
  int rate = 0;  // the base initiative rate to equal or beat
  bool seized = false;
  bool general_melee = false;  // natural 1-3: everyone in contact fights a round

  friend bool operator==(const SeizeRoll&, const SeizeRoll&) = default;
};

// The roll a natural `die` makes, with no dice.
SeizeRoll judge_seize(int rate, const InitiativeFactors& f, int die);
// Rolls the d20 for `actor` (the nominated figure, for the record).
SeizeRoll roll_seize(int rate, const InitiativeFactors& f, Dice& dice, int actor);
// Exact chance, in twentieths, that the roll seizes the initiative.
int seize_chance_in_20(int rate, const InitiativeFactors& f);

}  // namespace skirmish::rencounter
