#include "engine/rules/rencounter/opportunity_orders.h"

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/mounted_charge.h"
#include "engine/rules/rencounter/opportunity_fire.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// A man moved at least this far is a leg to watch.
constexpr double kLeast = 1e-9;

void add_leg(RencounterState& s, int i) {
  const OrderMove& o = s.track.order_move;
  const Vec2 from = o.start[at(i)];
  const Vec2 to = s.figures()[at(i)].at;
  const double inches = distance(from, to);
  if (inches <= kLeast) return;
  OrderLeg leg;
  leg.man = static_cast<int16_t>(i);
  leg.from = from;
  leg.to = to;
  leg.inches = static_cast<float>(inches);
  s.track.order_move.legs.push_back(leg);
}

// The legs of everyone the order moved: "Move the leader and then move the
// other men" (000 / Follow Me), so the leader's first, then unit order.
void gather_legs(RencounterState& s) {
  OrderMove& o = s.track.order_move;
  o.legs.clear();
  const int unit = s.active_unit();
  const UnitRecord& u = s.units[at(unit)];
  const int leader = u.leader;
  if (leader >= u.first && leader < u.first + u.size) add_leg(s, leader);
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (i != leader) add_leg(s, i);
  }
}

// The Formed Charge's strokes, once every charger has gone as far as he
// will: a charger stopped short at a circle strikes nobody.
void strike_kept_blows(RencounterState& s, Dice& dice, EventSink& events) {
  OrderMove& o = s.track.order_move;
  for (size_t k = 0; k < o.blows.size(); ++k) {
    const OrderBlow b = o.blows[k];
    bool stopped = false;
    for (const OrderLeg& l : o.legs) stopped = stopped || (l.man == b.attacker && l.lost);
    if (stopped || !fit(s, b.attacker) || !targetable(s, b.defender)) continue;
    ChargeBlow blow;
    blow.attacker = b.attacker;
    blow.defender = b.defender;
    blow.inches = b.inches;
    blow.from_behind = b.from_behind;
    blow.rides_down = b.rides_down;
    strike_home(s, blow, dice, events);  // the stroke, then a horse too fast to stop
  }
  o.blows.clear();
}

// Looks at the legs from o.next on: the first circle entered stops its man
// (true); a leg with none left is finished (the man at his end point).
bool look_at_legs(RencounterState& s, EventSink& events) {
  OrderMove& o = s.track.order_move;
  PendingReaction& r = s.track.reaction;
  for (size_t k = static_cast<size_t>(o.next); k < o.legs.size(); ++k) {
    OrderLeg& leg = o.legs[k];
    if (static_cast<int>(k) != o.next) r.done.clear();  // a new man: every watcher may be asked
    o.next = static_cast<int16_t>(k);
    if (leg.lost) continue;
    Vec2 entry;
    const int w = first_watcher_on(s, leg.man, leg.from, leg.to, r, entry);
    if (w >= 0) {
      r.mover = leg.man;
      r.in_order = true;
      r.move_inches = leg.inches;
      r.action = {};
      stop_for_watcher(s, w, leg.man, leg.from, entry, events);
      leg.from = entry;
      return true;
    }
    s.figures()[at(leg.man)].at = leg.to;  // he finishes his leg
  }
  o.next = -1;
  return false;
}

}  // namespace

void begin_order_move(RencounterState& s) {
  if (!s.config.fire_play.opportunity_fire) return;
  OrderMove& o = s.track.order_move;
  const UnitRecord& u = s.units[at(s.active_unit())];
  for (int i = u.first; i < u.first + u.size; ++i) o.start[at(i)] = s.figures()[at(i)].at;
}

bool watch_order_move(RencounterState& s, EventSink& events) {
  if (!s.config.fire_play.opportunity_fire) return false;
  gather_legs(s);
  OrderMove& o = s.track.order_move;
  if (o.legs.empty()) return false;
  s.track.reaction = {};
  o.next = 0;
  if (look_at_legs(s, events)) return true;
  o.legs.clear();
  return false;
}

bool order_reaction_waiting(const RencounterState& s) {
  return s.track.reaction.pending() && s.track.reaction.in_order;
}

void resolve_order_reaction(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  OrderMove& o = s.track.order_move;
  if (!answer_reaction(s, a, dice, events)) {  // opportunity_fire.h
    o.legs[at(o.next)].lost = true;
    s.track.reaction.done.clear();
    ++o.next;
  }
  if (look_at_legs(s, events)) return;  // another watcher is asked
  s.track.reaction = {};
  strike_kept_blows(s, dice, events);
  o.legs.clear();
}

}  // namespace skirmish::rencounter
