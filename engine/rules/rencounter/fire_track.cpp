#include "engine/rules/rencounter/fire_track.h"

namespace skirmish::rencounter {

void reset_fire_track(FireTrack& t, int figures, int units) {
  const auto n = static_cast<size_t>(figures);
  for (auto& side : t.first_seen) side.assign(n, kNeverSeen);
  t.hidden.assign(n, 0);
  t.hidden_left = 0;
  t.unit_activation.assign(static_cast<size_t>(units), 0);
  t.unit_spotted_turn.assign(static_cast<size_t>(units), -1);
  t.shots.assign(n, 0);
  t.did.assign(n, 0);
  t.fired_at.assign(n, -1);
  t.fired_turn.assign(n, -1);
  t.watch.assign(n, Vec2{});
  t.watch_spent.assign(n, 0);
  t.hooked_activation = 0;
  t.previous_unit = -1;
  t.reaction = {};
  t.order_move.start.assign(n, Vec2{});
  t.order_move.legs.clear();
  t.order_move.blows.clear();
  t.order_move.next = -1;
}

void fire_track_hash(StateHasher& h, const FireTrack& t) {
  for (const auto& side : t.first_seen) {
    for (int32_t v : side) h.add(static_cast<int>(v));
  }
  for (uint8_t v : t.hidden) h.add(v != 0);
  for (int32_t v : t.unit_activation) h.add(static_cast<int>(v));
  for (int16_t v : t.unit_spotted_turn) h.add(static_cast<int>(v));
  for (size_t i = 0; i < t.shots.size(); ++i) {
    h.add(static_cast<int>(t.shots[i]));
    h.add(static_cast<int>(t.did[i]));
    h.add(static_cast<int>(t.fired_at[i]));
    h.add(static_cast<int>(t.fired_turn[i]));
    h.add(t.watch[i].x);
    h.add(t.watch[i].y);
    h.add(t.watch_spent[i] != 0);
  }
  h.add(static_cast<int>(t.hooked_activation));
  h.add(static_cast<int>(t.previous_unit));
  const PendingReaction& r = t.reaction;
  h.add(static_cast<int>(r.watcher));
  h.add(static_cast<int>(r.mover));
  if (r.pending()) {
    h.add(static_cast<int>(r.action.kind));
    h.add(static_cast<int>(r.action.actor));
    h.add(static_cast<int>(r.action.target));
    h.add(static_cast<int>(r.action.param));
    h.add(r.action.at.has_value());
    if (r.action.at) {
      h.add(r.action.at->x);
      h.add(r.action.at->y);
    }
    h.add(r.move_inches);
    h.add(r.end.x);
    h.add(r.end.y);
    for (int16_t w : r.done) h.add(static_cast<int>(w));
    h.add(r.in_order);
  }
  const OrderMove& o = t.order_move;
  h.add(static_cast<int>(o.next));
  if (o.waiting()) {
    for (const OrderLeg& l : o.legs) {
      h.add(static_cast<int>(l.man));
      h.add(l.from.x);
      h.add(l.from.y);
      h.add(l.to.x);
      h.add(l.to.y);
      h.add(l.inches);
      h.add(l.lost);
    }
    for (const OrderBlow& b : o.blows) {
      h.add(static_cast<int>(b.attacker));
      h.add(static_cast<int>(b.defender));
      h.add(b.inches);
      h.add(b.from_behind);
      h.add(b.rides_down);
    }
  }
}

}  // namespace skirmish::rencounter
