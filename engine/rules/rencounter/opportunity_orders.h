// Opportunity fire against collective moves (000 / Fire Combat / Opportunity
// Fire, optional rule; 000 / Follow Me, Follow Him, Formed Charge): "If any
// enemy enters the area targeted, the figure may shoot him". The seed does
// not say whether a man moving under his leader's order is "any enemy": we
// read that he is, with the same rules as a man moving on his own
// (opportunity_fire.h).
//
// A collective order moves the whole unit inside one action (unit_orders.h).
// These hooks look at it afterwards, man by man (the leader first, then the
// men in unit order): the first circle a man's straight leg enters stops
// him on its edge, and the watcher's side decides (DecisionKind::kReaction)
// as for a single man. Then the rest of his leg is looked at, then the next
// man's. A man struck down, routed or flinching stays at the edge. A Formed
// Charge's strokes fall only when every leg has been watched; a charger
// stopped short strikes nobody.
//
// Follow in Column moves nothing by itself: the unit later activates afresh
// and its moves are watched as any others. Falling back is not watched.
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Before the order moves anyone: where the active unit's men stand.
void begin_order_move(RencounterState& s);

// After the order has moved its men: true when one of them has been stopped
// at a watched circle and a reaction waits.
bool watch_order_move(RencounterState& s, EventSink& events);

// A Formed Charge's moves before its strokes fall: true when a reaction
// waits, and the strokes (`blows`, ChargeBlow of mounted_charge.h) are kept
// to fall when the moves are over; false: strike them now.
template <class Blows>
bool watch_formed_charge(RencounterState& s, const Blows& blows, EventSink& events) {
  if (!s.config.fire_play.opportunity_fire) return false;
  std::vector<OrderBlow>& kept = s.track.order_move.blows;
  kept.clear();
  for (const auto& b : blows) {
    kept.push_back({static_cast<int16_t>(b.attacker), static_cast<int16_t>(b.defender),
                    static_cast<float>(b.inches), b.from_behind, b.rides_down});
  }
  if (watch_order_move(s, events)) return true;
  kept.clear();
  return false;
}

// The reaction waiting stopped a man of a collective move.
bool order_reaction_waiting(const RencounterState& s);

// Carries out the watcher's choice, then the rest of the collective move
// until another watcher stops a man (the strokes of a Formed Charge fall
// when every leg is done).
void resolve_order_reaction(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
