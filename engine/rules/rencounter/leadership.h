// What a unit leader does beyond the collective orders (000 / Actions,
// 000 / Morale): the direct order to a man within 3" who did not act
// ("buttkicking"), which also rallies a man running for good; the leader's
// steadying or panicking roll under the optional leader influenced morale;
// and Follow in Column, a unit waiting behind another to move when it has.
// Follow Him, a collective order, is with the others in unit_orders.h.
#pragma once

#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// 000 / Actions / Leader activation of a subordinate: "If a leader
// activates but one of his men within 3" does not, the leader can move
// adjacent to the man and give him a direct order".
inline constexpr double kDirectOrderReach = 3.0;
// 000 / Morale / Leader influenced morale rolls: "who can see him within
// three inches".
inline constexpr double kLeaderInfluenceReach = 3.0;

// "" when the leader deciding now may give man a.target a direct order
// (kSpecial kSpecialDirectOrder), or why not. `contact` is where he goes.
std::string direct_order_refusal(const RencounterState& s, const Action& a, Vec2& contact);
// The same without words unless `why` is given (refusal.h).
bool direct_order_allowed(const RencounterState& s, const Action& a, Vec2& contact,
                          std::string* why = nullptr);
// Moves the leader to the man, rolls the order, rallies and activates him.
void direct_order(RencounterState& s, const Action& a, Dice& dice, EventSink& events);
void add_direct_order_candidates(const RencounterState& s, int leader, std::vector<Action>& out);

// Leader influenced morale (optional): the unit's leader, who rolls first
// in a morale check of individual actions, or -1.
int leader_rolling_first(const RencounterState& s, int unit);
// What his roll means for man i of his unit.
LeaderInfluence influence_on(const RencounterState& s, int leader, const ActionRoll& roll, int i);

// 000 / Follow Me: "the leader can opt to Follow in Column and hold his
// unit's movement until the blocking one moves." `target` is a man of the
// friendly unit in the way, which must still have its activation this turn.
std::string column_refusal(const RencounterState& s, int target);
// The same without words unless `why` is given (refusal.h): listing the
// choices asks it of every unit, every decision.
bool column_allowed(const RencounterState& s, int target, std::string* why = nullptr);
void follow_in_column(RencounterState& s, int target, EventSink& events);
// After `unit` ends an activation: units waiting behind it follow at once
// if it moved (queued next), and lose their move if it did not.
void release_column(RencounterState& s, int unit, EventSink& events);
// At the end of a turn: units still waiting lose their move.
void drop_columns(RencounterState& s, EventSink& events);

}  // namespace skirmish::rencounter
