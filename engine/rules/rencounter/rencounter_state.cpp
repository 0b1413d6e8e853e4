#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

const RencounterState& as_rencounter(const GameState& s) {
  return static_cast<const RencounterState&>(s);
}
RencounterState& as_rencounter(GameState& s) {
  return static_cast<RencounterState&>(s);
}

namespace {

void hash_man(StateHasher& h, const ManRecord& m) {
  for (int v : {m.experience, m.fire, m.melee, m.armor, m.shield, m.horsemanship, m.missile,
                m.melee_weapon, m.rounds, m.reload_progress, m.aim_half_turns, m.runs, m.rested}) {
    h.add(v);
  }
  h.add(static_cast<int>(m.ammunition));
  h.add(m.wounds.points);
  h.add(m.wounds.in_shock);
  h.add(m.wounds.overcome);
  h.add(m.morale.runs_for_good);
  h.add(m.morale.surrendered);
  h.add(m.morale.inspired);
  h.add(m.morale.had_morale_check);
  h.add(static_cast<int>(m.aim_target));
  h.add(m.active);
  h.add(m.riposte_used);
  h.add(m.duck_back);
  h.add(m.moved);
  h.add(m.exerted);
  const HorseRecord& r = m.horse;
  for (int v : {static_cast<int>(r.size), static_cast<int>(r.training), static_cast<int>(r.speed),
                static_cast<int>(r.wounds)}) {
    h.add(v);
  }
  for (bool v : {r.has_horse, r.down, r.backing, r.ridden, r.check_due, r.high_roll, r.pinned,
                 r.held, r.loose, r.falling_back}) {
    h.add(v);
  }
  h.add(r.left_at.x);
  h.add(r.left_at.y);
  for (int v : {int{m.shield_javelins}, int{m.javelin_pulls}, int{m.artillery}}) h.add(v);
  h.add(m.shield_burden);
  h.add(static_cast<int>(m.kit.carried));
  h.add(static_cast<int>(m.kit.stuck));
  h.add(static_cast<int>(m.kit.stuck_in));
  h.add(m.kit.exited);
  h.add(static_cast<int>(m.kit.shield_material));
  h.add(static_cast<int>(m.kit.guard));
  h.add(m.kit.unfamiliar);
  h.add(static_cast<int>(m.kit.helped_in));
  h.add(m.kit.helping);
}

void hash_unit(StateHasher& h, const UnitRecord& u) {
  h.add(static_cast<int>(u.first));
  h.add(static_cast<int>(u.size));
  h.add(static_cast<int>(u.leader));
  h.add(static_cast<int>(u.side));
  for (bool b : {u.man_lost_since, u.man_overcome_last, u.man_ran_last, u.man_overcome_now,
                 u.man_ran_now, u.eliminated, u.morale_check}) {
    h.add(b);
  }
  h.add(static_cast<int>(u.seen_eliminated_12));
  h.add(static_cast<int>(u.seen_eliminated_24));
  h.add(static_cast<int>(u.checking_12));
  h.add(static_cast<int>(u.checking_24));
}

void hash_activation(StateHasher& h, const ActivationState& a) {
  h.add(static_cast<int>(a.unit_count));
  for (int i = 0; i < a.unit_count; ++i) {
    h.add(static_cast<int>(a.unit_side[static_cast<size_t>(i)]));
    h.add(static_cast<int>(a.held[static_cast<size_t>(i)]));
    h.add(static_cast<int>(a.marked[static_cast<size_t>(i)]));
    h.add(static_cast<int>(a.tally[static_cast<size_t>(i)]));
  }
  h.add(static_cast<int>(a.deck_size));
  for (int i = 0; i < a.deck_size; ++i) h.add(static_cast<int>(a.deck[static_cast<size_t>(i)]));
  h.add(static_cast<int>(a.reference_unit));
  h.add(static_cast<int>(a.turn));
}

void hash_sequence(StateHasher& h, const SequenceState& q) {
  for (int v : {int{q.holder}, int{q.counters[0]}, int{q.counters[1]}, int{q.restricted_unit},
                int{q.jump_asked}, int{q.jump_side}, int{q.last_side}, int{q.turn_length}}) {
    h.add(v);
  }
  h.add(q.shot_this_activation);
  h.add(static_cast<int>(q.turn_began_at));
  for (int8_t u : q.column_behind) h.add(static_cast<int>(u));
}

}  // namespace

void RencounterState::hash_rule_data(StateHasher& h) const {
  for (const ManRecord& m : men) hash_man(h, m);
  for (const UnitRecord& u : units) hash_unit(h, u);
  for (int16_t n : side_start) h.add(static_cast<int>(n));
  for (uint8_t r : reached) h.add(r != 0);
  hash_activation(h, activation);
  h.add(static_cast<int>(phase));
  h.add(static_cast<int>(unit_queue_size));
  for (int i = 0; i < unit_queue_size; ++i) {
    h.add(static_cast<int>(unit_queue[static_cast<size_t>(i)]));
  }
  h.add(static_cast<int>(order));
  h.add(static_cast<uint64_t>(figure_queue.size()));
  for (int16_t f : figure_queue) h.add(static_cast<int>(f));
  h.add(static_cast<int>(activations));
  h.add(reference_seen);
  fire_track_hash(h, track);
  for (const GunRecord& g : guns) {
    for (int v : {int{g.row}, int{g.unit}, static_cast<int>(g.load), static_cast<int>(g.loading),
                  int{g.progress}, int{g.quick_actions}, int{g.recheck}, int{g.clearing}}) {
      h.add(v);
    }
    for (bool b : {g.quick, g.quick_risk, g.destroyed}) h.add(b);
    h.add(g.facing);
    h.add(static_cast<int>(g.risk_checked));
  }
  hash_sequence(h, sequence);
}

}  // namespace skirmish::rencounter
