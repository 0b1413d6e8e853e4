// Exact chances of each action roll result (STYLE habit 5), for the
// planners' morale-risk and "will he act" considerations. Computed by
// weighing every face of the d6 (and a master's confirming d6, and the hero
// roll) through the same rule as action_roll.h; no random numbers are drawn.
// Tests compare each against a fixed-seed simulation of 1,000,000 rolls.
#pragma once

#include "engine/rules/rencounter/action_options.h"
#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/wounds.h"

namespace skirmish::rencounter {

struct ActionOdds {
  double acts = 0;           // a turn of action
  double hesitates = 0;      // loses the turn
  double falls_back = 0;     // 7 up to the permanent-failure number
  double runs_for_good = 0;  // the permanent-failure number, at most minor wounds
  double overcome = 0;       // the permanent-failure number, seriously wounded
  // Heroes option: the chance that this roll also makes him inspired (a
  // natural roll up to his hero chance, then a pass against experience).
  double inspired = 0;

  // Either permanent failure (only one of the two is possible for a man).
  double permanent() const { return runs_for_good + overcome; }
  double of(ActionResult r) const;
};

// For one man's roll, every modifier counted as roll_action counts it.
ActionOdds action_odds(const ActionRollSituation& s, const ActionOptions& options);
// For a man of `experience` whose modifiers add up to `total_modifier`
// (his own wound points included), on a morale check or not.
ActionOdds action_odds(int experience, int total_modifier, const ActionOptions& options,
                       bool morale_check = true, int wound_points = 0);

// Chance the leader's collective order gives `follower` each result
// (follower_result in action_roll.h), over the leader's die.
ActionOdds follower_odds(const ActionRollSituation& leader, int order_experience,
                         const ActionRollSituation& follower, bool sees_leader_panic,
                         const ActionOptions& options);

// Chance a leader's direct order activates a man with `wound_points`
// (1 unwounded; "less than 7 - wound points" on a d6 otherwise).
double leader_order_odds(int wound_points);

// Variable knockdown: chance a serious wound knocks him down.
double knockdown_odds(int experience, const Wounds& after, int weapon_damage_modifier,
                      const ActionOptions& options);

}  // namespace skirmish::rencounter
