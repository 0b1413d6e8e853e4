#include "engine/rules/rencounter/morale.h"

#include <algorithm>

namespace skirmish::rencounter {

namespace {

constexpr std::string_view kSourceList = "000 / Morale / morale check modifiers";
constexpr std::string_view kSourceSplit = "000 / Morale / split units";
constexpr std::string_view kSourceLeader = "000 / Morale / Leader influenced morale rolls";

// Same-unit casualty and witnessed-destruction points: the ones a steady
// leader may offset ("to offset same unit casualty or witness to
// destruction modifiers"), so the offset never makes a check easier than none.
int offsettable(const MoraleModifiers& m, bool leader_counts_lost) {
  int lost = m.men_lost + (leader_counts_lost ? 1 : 0);
  return kPerManLost * m.men_lost + (leader_counts_lost ? kLeaderLost : 0) +
         kPerUnitWithin24 * m.units_eliminated_within_24 +
         kPerUnitWithin12 * m.units_eliminated_within_12 +
         (m.split_and_alone ? kSplitAlonePerLost * lost : 0);
}

bool leader_counts_lost(const MoraleModifiers& m, const ActionOptions& options) {
  // "If he panics with a 7+ result, apply the lost leader penalty instead."
  return m.leader_lost ||
         (options.leader_influenced_morale && m.leader == LeaderInfluence::kPanicked);
}

int leader_offset(const MoraleModifiers& m, const ActionOptions& options, int before) {
  if (!options.leader_influenced_morale || m.leader != LeaderInfluence::kSteadied) return 0;
  if (m.leader_lost) return 0;  // a lost leader cannot steady anyone
  return std::max(kLeaderSteadied, -before);
}

}  // namespace

bool counts_as_morale_check(const MoraleTriggers& t) {
  return t.man_killed_or_crippled || t.saw_unit_eliminated || t.man_overcome_last_activation ||
         t.man_ran_last_activation;
}

int morale_modifier(const MoraleModifiers& m, const ActionOptions& options) {
  const int base = offsettable(m, leader_counts_lost(m, options));
  return base + leader_offset(m, options, base);
}

std::vector<NamedModifier> list_morale_modifiers(const MoraleModifiers& m,
                                                 const ActionOptions& options) {
  std::vector<NamedModifier> out;
  const bool leader_lost = leader_counts_lost(m, options);
  if (m.men_lost > 0) {
    out.push_back({"man of the unit incapacitated, crippled, dead or run away", m.men_lost,
                   kPerManLost * m.men_lost, kSourceList});
  }
  if (m.leader_lost) {
    out.push_back(
        {"unit leader incapacitated, crippled, dead or run away", 1, kLeaderLost, kSourceList});
  } else if (leader_lost) {
    out.push_back({"unit leader panicked (counts as lost)", 1, kLeaderLost, kSourceLeader});
  }
  if (m.units_eliminated_within_24 > 0) {
    out.push_back({"friendly unit eliminated within 24\"", m.units_eliminated_within_24,
                   kPerUnitWithin24 * m.units_eliminated_within_24, kSourceList});
  }
  if (m.units_eliminated_within_12 > 0) {
    out.push_back({"friendly unit eliminated within 12\"", m.units_eliminated_within_12,
                   kPerUnitWithin12 * m.units_eliminated_within_12, kSourceList});
  }
  const int lost = m.men_lost + (leader_lost ? 1 : 0);
  if (m.split_and_alone && lost > 0) {
    out.push_back({"split from his unit with 3 or fewer known: lost man counts extra", lost,
                   kSplitAlonePerLost * lost, kSourceSplit});
  }
  const int offset = leader_offset(m, options, offsettable(m, leader_lost));
  if (offset != 0) {
    out.push_back({"steadied by his leader", 1, offset, kSourceLeader});
  }
  return out;
}

bool counts_as_lost(const Wounds& w, bool ran_away) {
  return ran_away || is_crippled(w) || is_out_of_action(w);
}

}  // namespace skirmish::rencounter
