// The collective orders of 000 / Actions, in which one roll moves the whole
// unit: Follow Me (the leader rolls against his own experience; the men
// linked to him move with him, movement only), Formed Charge (rolled against
// the lowest experience in the unit; the men move into contact and strike)
// and Volley Fire (the leader rolls; every loaded man who sees the target
// fires, veterans and masters aimed, the leader giving orders). Each man's
// share of the roll is follower_result (action_roll.h): a wounded man adds
// his own wounds and may be left behind; a result over 6 falls on each man
// as individually modified.
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/los.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// 000 / Follow Me: "one inch spacing between bases for green or worse
// troops, two inches for regulars, three for veterans, and four for heroes".
double link_spacing(int experience);

// The unit's men linked to its fit leader (leader first), each within his
// own spacing of a man already linked, fit, and not in melee ("Disengaging
// from melee ... is thus not eligible for a group move"). Empty if the
// leader cannot lead.
void linked_men(const RencounterState& s, int unit, std::vector<int16_t>& out);

// A man of the unit is in melee: it cannot fire a volley (000 / Volley Fire).
bool unit_in_melee(const RencounterState& s, int unit);

// "" when the active unit may be given this order (kOrder action), or why not.
std::string order_refusal(const RencounterState& s, Order order, int target,
                          const std::optional<Vec2>& to);
// order_refusal(...).empty(), without putting the reason into words.
bool order_allowed(const RencounterState& s, Order order, int target,
                   const std::optional<Vec2>& to);
// The same, given linked_men of the active unit (traced once for many orders).
bool order_allowed(const RencounterState& s, Order order, int target, const std::optional<Vec2>& to,
                   const std::vector<int16_t>& linked);

// order_allowed(kVolleyFire) for a unit known to be out of melee
// (unit_in_melee), given its linked men and the men as sight sees them:
// candidate generation asks it for target after target.
bool volley_allowed(const RencounterState& s, const std::vector<int16_t>& linked, int target,
                    std::span<const Sighting> sight);

void follow_me(RencounterState& s, Vec2 to, Dice& dice, EventSink& events);
// 000 / Follow Him: the unit moves together with the leader among them, not
// out in front; rolled against the worst experience unless moving away
// from the enemy.
void follow_him(RencounterState& s, Vec2 to, Dice& dice, EventSink& events);
// 000 / Formed Charge: each man charges at his own pace, on foot or at his
// horse's (mounted_charge.h); every man moves, then the strokes fall. With
// `ride_on`, the Pass-through Charge: the riders strike in passing and ride
// on (the leader to `ride_on`: pass_through_charge.h).
void formed_charge(RencounterState& s, int target, Dice& dice, EventSink& events,
                   const std::optional<Vec2>& ride_on = std::nullopt);
void volley_fire(RencounterState& s, int target, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
