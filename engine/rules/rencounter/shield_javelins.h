// Javelins stuck in shields (000 / Fire Combat / Armor and Shields): "If
// the shield makes the difference versus a javelin, then there is a 50%
// chance the javelin is stuck in the shield, affecting the target as if a
// minor wound until the javelin is removed from the shield (3 actions) or
// the shield discarded (1 action)."
//
// Readings: the shield made the difference when the d12 missed but would
// have hit without the shield's modifier (a natural 12 never would); the
// 50% is a d6 of 1-3. The burden is one wound point on top of his wounds
// (every roll, skill and move a minor wound touches) for as long as any
// javelin stays in the shield; more javelins add no more, and it is not
// laid on a man at 5 points, whom it would kill. Pulling out takes 3
// actions a javelin (kSpecial 40); dropping the shield (kSpecial 41) ends
// it at once and leaves him without the shield.
#pragma once

#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/fire_shot.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

inline constexpr int32_t kSpecialPullJavelin = 40;  // an action pulling a javelin from his shield
inline constexpr int32_t kSpecialDropShield = 41;   // he throws the fouled shield away
inline constexpr int kPullActions = 3;              // "removed from the shield (3 actions)"

// Whether the shield's modifier turned this roll into a miss. Pure.
bool shield_made_the_difference(const ShotAssessment& a, int first_roll);

// After a javelin missed `target`: the d6 for sticking and its burden.
void javelin_in_shield(RencounterState& s, int target, const FiredShot& shot, Dice& dice,
                       EventSink& events);

bool shield_action(const Action& a);
std::string shield_action_refusal(const RencounterState& s, const Action& a);
void apply_shield_action(RencounterState& s, const Action& a, EventSink& events);
void add_shield_candidates(const RencounterState& s, int i, std::vector<Action>& out);

}  // namespace skirmish::rencounter
