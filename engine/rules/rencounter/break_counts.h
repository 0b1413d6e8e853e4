// How near each side stands to its break point (000 / Victory), counted
// in one pass over the men and one over the units: what side_broken
// (rencounter_outcome.h) reads, for every side at once. A planner's
// forecast asks it of every option it weighs (whether the battle is
// decided, and how many men each side may yet lose), where asking
// side_broken and healthy_men side by side went over the men five times.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

struct BreakCounts {
  std::vector<int> healthy;     // by side: men counting toward its strength (healthy_men)
  std::vector<int> units;       // by side: its units
  std::vector<int> weak;        // by side: its units with half their men or fewer fit
  std::vector<int> unit_fit;    // by unit: its men counting toward the strength
  std::vector<uint8_t> strong;  // by figure: counts toward his side's strength
};

void count_break(const RencounterState& s, BreakCounts& out);
// side_broken(s, side), from the counts.
bool side_broken(const RencounterState& s, const BreakCounts& c, int side);
// battle_decided(s), from the counts.
bool battle_decided(const RencounterState& s, const BreakCounts& c);

}  // namespace skirmish::rencounter
