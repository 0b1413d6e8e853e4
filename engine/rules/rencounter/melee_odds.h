// Exact chances of a melee stroke's outcomes and wounds, computed from the
// tables by enumerating every face of every die the stroke can roll (the
// riposte D6, the two D12s, the damage D12): no random numbers are drawn
// (STYLE habit 5). The planners read these; tests hold them against a
// fixed-seed simulation of resolve_melee_attack.
#pragma once

#include <array>

#include "engine/rules/rencounter/melee_exchange.h"

namespace skirmish::rencounter {

// A chance for each row of the damage table.
struct WoundOdds {
  std::array<double, kWoundResults> by_wound{};  // indexed by WoundResult
  double operator[](WoundResult w) const { return by_wound[static_cast<size_t>(w)]; }
  double total() const;
  // Expected wound points, dead counted as 6.
  double expected_points() const;
};

struct MeleeOdds {
  std::array<double, kStrokeOutcomes> outcome{};  // indexed by StrokeOutcome, sums to 1
  double operator[](StrokeOutcome o) const { return outcome[static_cast<size_t>(o)]; }
  // Joint chances: the defender hit and wounded so; sums to [kDefenderHit].
  WoundOdds defender_wounds;
  // Joint chances: the striker riposted and wounded so; sums to [kRiposteHit].
  WoundOdds attacker_wounds;
  double riposte_active = 0.0;          // the riposte check passed
  double riposte_spent = 0.0;           // the defender's riposte is used up by this stroke
  double defender_item_broken = 0.0;    // weapon_breakage: his shield or weapon broke
  double attacker_weapon_broken = 0.0;  // weapon_breakage: the striker's weapon broke
};

// The chance a D12 succeeds against `target` (a 1 always, a 12 never).
double melee_roll_chance(int target);

// The damage table's rows for one D12 plus `modifier`.
WoundOdds melee_damage_odds(int modifier);

// Every outcome of one stroke (resolve_melee_attack without the unsticking
// roll; see unstick_odds for that).
MeleeOdds melee_odds(const MeleeSituation& s, const MeleeOptions& o, const RiposteRoll& riposte,
                     bool riposte_used);

}  // namespace skirmish::rencounter
