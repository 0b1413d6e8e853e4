#include "engine/rules/rencounter/initiative_rates.h"

#include <algorithm>

#include "engine/rules/rencounter/action_roll.h"

namespace skirmish::rencounter {

namespace {

// 002 / Base Initiative Rates, best first: Demigods 16 ... Sub-human 22.
constexpr int kDemigods = 16;
constexpr int kExcellent = 17;
constexpr int kGood = 18;
constexpr int kAverageRate = 19;
constexpr int kPoor = 20;
constexpr int kRubbish = 21;
constexpr int kSubHuman = 22;
// The linear mapping: Scum (1) at 22 down to Master (6) at 17.
constexpr int kLinearBase = 23;
// 002 / Leadership Factors: "Inspired : 4", the top of the list.
constexpr int kInspiredFactor = 4;
constexpr int kHeroicFactor = 3;

}  // namespace

int base_initiative_rate(int experience, InitiativeOptions::Rates rates) {
  const int e = std::clamp(experience, kScum, kMaster);
  if (rates == InitiativeOptions::Rates::kLinear) return kLinearBase - e;
  // The seed's words side by side: Scum "Rabble / Petrified Noncombatants"
  // is 002's Rubbish; Raw "Courageous Noncombatants" and Green "Novice" are
  // Poor; Average is Average; Veteran Good; Master "Hero" Excellent.
  switch (e) {
    case kScum:
      return kRubbish;
    case kRaw:
    case kGreen:
      return kPoor;
    case kAverage:
      return kAverageRate;
    case kVeteran:
      return kGood;
    default:
      return kExcellent;
  }
}

std::string_view rate_name(int rate) {
  switch (rate) {
    case kDemigods:
      return "Demigod";
    case kExcellent:
      return "Excellent";
    case kGood:
      return "Good";
    case kAverageRate:
      return "Average";
    case kPoor:
      return "Poor";
    case kRubbish:
      return "Rubbish";
    case kSubHuman:
      return "Sub-human";
    default:
      return "?";
  }
}

int leadership_factor(int experience, bool inspired, bool by_experience) {
  if (!by_experience) return 0;
  // A hero made by 000 / Morale / Heroes is "berserk" or "inspired": 002's
  // Inspired leader. Otherwise Green and worse are Useless, Average
  // Adequate, Veteran Good, Master Heroic.
  if (inspired) return kInspiredFactor;
  return std::clamp(experience - kGreen, 0, kHeroicFactor);
}

std::string_view leadership_name(int factor) {
  static constexpr std::string_view kNames[] = {"Useless", "Adequate", "Good", "Heroic",
                                                "Inspired"};
  if (factor < 0 || factor > kInspiredFactor) return "?";
  return kNames[factor];
}

int seize_modifier(const InitiativeFactors& f) {
  int m = f.leadership + kPerCounterFactor * f.counters;
  if (f.within_reach) m += kWithinReachFactor;
  if (f.destination_unseen) m += kDestinationUnseenFactor;
  if (f.engaged) m += kEngagedFactor;
  return m;
}

std::vector<NamedModifier> list_seize_factors(const InitiativeFactors& f) {
  std::vector<NamedModifier> out;
  if (f.leadership != 0) {
    out.push_back({"leadership", 1, f.leadership, "002 / Leadership Factors"});
  }
  if (f.within_reach) {
    out.push_back({"can engage, reach the objective or shoot within medium range", 1,
                   kWithinReachFactor, "002 / Tactical Factors"});
  }
  if (f.counters != 0) {
    out.push_back({"shooting counters", f.counters, kPerCounterFactor * f.counters,
                   "002 / Tactical Factors"});
  }
  if (f.destination_unseen) {
    out.push_back(
        {"out of sight of his destination", 1, kDestinationUnseenFactor, "002 / Tactical Factors"});
  }
  if (f.engaged) {
    out.push_back({"engaged in melee", 1, kEngagedFactor, "002 / Tactical Factors"});
  }
  return out;
}

SeizeRoll judge_seize(int rate, const InitiativeFactors& f, int die) {
  SeizeRoll r;
  r.die = die;
  r.modifier = seize_modifier(f);
  r.total = die + r.modifier;
  r.rate = rate;
  // "1d20 plus any leadership factor and tactical factors, to equal or beat
  // base initiative rate".
  r.seized = r.total >= rate;
  r.general_melee = die >= 1 && die <= kGeneralMeleeUpTo;
  return r;
}

SeizeRoll roll_seize(int rate, const InitiativeFactors& f, Dice& dice, int actor) {
  RollPurpose p;
  p.label = "seize the initiative";
  p.code = kSeizeRollCode;
  p.actor = static_cast<int16_t>(actor);
  p.needed = static_cast<int16_t>(std::clamp(rate - seize_modifier(f), -99, 99));
  p.need = Need::kAtLeast;
  return judge_seize(rate, f, dice.roll(kSeizeDie, p));
}

int seize_chance_in_20(int rate, const InitiativeFactors& f) {
  const int need = rate - seize_modifier(f);
  return std::clamp(kSeizeDie + 1 - need, 0, kSeizeDie);
}

}  // namespace skirmish::rencounter
