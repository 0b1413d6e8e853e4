// The pass-through Formed Charge by cavalry (000 / Movement / Leaving Melee:
// "A pass-through Formed Charge by cavalry that attack partway along a move
// and continue away immediately is the only disengage that can be done by a
// group order, leadership being exerted before the contact"; 000 / Combat /
// Charging: cavalry "may have to resolve their melee combats in passing, as
// they move by an opponent. Each still only gets a single attack at some
// point in its movement").
//
// The order (kOrder, Order::kPassThroughCharge): `target` the enemy the
// leader rides past, `at` the point he rides on to. It is rolled as a Formed
// Charge (the lowest experience among the linked men) and only a mounted
// leader may give it. Each rider's ride is one course in two straight legs:
// to a point touching his man, where he strikes in passing, and on from it
// to his end point, out of contact. The course is a ride: its whole length
// is the horse's speed this turn, within the horse's speed band (least speed
// included, for it does not stop), its turns within the speed's limits (one
// turn at the start, one at the contact: movement.h, bend_allowed); each leg
// pays going and meets blockers as a ride does; the tests of woods, steep
// contours and jumps are taken as on any ride (riding.h).
//
// | who | where he goes |
// |---|---|
// | the leader | past `target`, on to `at`, touching him where the course turns least |
// | a rider | past `target` if he can, else the nearest enemy he can pass; he ends where the
// leader's move takes him (keeping his place), or straight on past his man at about the leader's
// pace | | a rider who can pass nobody | rides with the unit toward his place (as under Follow Me)
// | | a man on foot | charges and stays, as in a Formed Charge |
//
// Every man reaches his man first, then the strokes fall (the charge's
// speed is the horse's speed this turn), then the riders still in the saddle
// ride on: the leg is looked at afresh and a horse meeting something pulls
// up short of it. Nobody is trampled: passing alongside is the "room for
// attacking in passing" of 000 / Effects of enemy figures on movement. A
// rider swept off by a branch on the way falls at the end of his ride.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Whether the unit led by `leader` may be given the Pass-through Charge past
// `target` on to `to`; the reason goes into `why` when it is not null.
bool judge_pass_through(const RencounterState& s, int leader, int target,
                        const std::optional<Vec2>& to, std::string* why);

// Carries the order out for the men who acted (`acting`, the leader first).
void pass_through(RencounterState& s, std::span<const int16_t> acting, int target, Vec2 to,
                  Dice& dice, EventSink& events);

// The Pass-through Charges offered to the active unit under a mounted
// leader: past each enemy in reach on either side, straight on or wheeling
// 45 degrees away after the stroke, at the horse's fastest and middle pace.
void add_pass_through_orders(const RencounterState& s, std::vector<Action>& out);

}  // namespace skirmish::rencounter
