#include "engine/rules/rencounter/turn_flow.h"

#include <algorithm>
#include <span>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/held_cards.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/initiative.h"
#include "engine/rules/rencounter/leadership.h"
#include "engine/rules/rencounter/morale_flow.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/rencounter_outcome.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Draws that may pass without anyone activating before the game is called
// off (a deck of jokers only, say): a guard, not a rule.
constexpr int kMostEmptyDraws = 10000;

bool over_the_limit(const RencounterState& s) {
  // Method Three has no collective turn; if its reference unit is gone the
  // turn count stops, so activations are capped too (turn limit x units).
  const int cap = (s.config.turn_limit + 1) * std::max<int>(1, static_cast<int>(s.units.size()));
  return s.turn() > s.config.turn_limit || s.activations > cap;
}

void next_turn(RencounterState& s, EventSink& events) {
  drop_columns(s, events);  // 000 / Follow Me: Follow in Column lapses with the turn
  s.set_turn(s.turn() + 1);
  if (events.enabled()) {
    Event e;
    e.kind = EventKind::kTurn;
    e.turn = s.turn();
    if (events.wants_text()) e.text = std::string("Turn ").append(std::to_string(s.turn()));
    events.emit(e);
  }
}

void begin_activation(RencounterState& s, EventSink& events) {
  const int unit = s.active_unit();
  ++s.activations;
  for (ManRecord& m : s.men) {
    m.riposte_used = false;  // 000 / One Vs Many: one riposte per unit's activation
    m.active = false;
    m.exerted = false;
  }
  UnitRecord& u = s.units[at(unit)];
  s.sequence.jump_asked = 0;  // held cards: every side may jump in after this one
  s.sequence.last_side = u.side;
  for (int i = u.first; i < u.first + u.size; ++i) s.men[at(i)].moved = 0;
  // 000 / Morale: the circumstances since it last activated make this
  // activation's rolls morale checks.
  MoraleTriggers t;
  t.man_killed_or_crippled = u.man_lost_since;
  t.saw_unit_eliminated = u.seen_eliminated_12 + u.seen_eliminated_24 > 0;
  t.man_overcome_last_activation = u.man_overcome_last;
  t.man_ran_last_activation = u.man_ran_last;
  u.morale_check = counts_as_morale_check(t);
  u.checking_12 = u.seen_eliminated_12;
  u.checking_24 = u.seen_eliminated_24;
  u.man_lost_since = false;
  u.seen_eliminated_12 = 0;
  u.seen_eliminated_24 = 0;
  s.order = Order::kIndividual;
  s.phase = Phase::kChooseOrder;
  narrate(s, events, u.side, [&] {
    std::string text = unit_name(s, unit);
    text.append(" (").append(side_name(s, u.side)).append(") activates");
    if (u.morale_check) text.append("; its action rolls are morale checks");
    return text;
  });
}

// 000 / Duck backs: "he ducks back completely behind the cover immediately
// (out of the normal sequence) at the end of the current activation's
// resolution". He drops prone behind it and loses his aim.
void duck_backs(RencounterState& s, EventSink& events) {
  for (int i = 0; i < static_cast<int>(s.men.size()); ++i) {
    ManRecord& m = s.men[at(i)];
    if (!m.duck_back) continue;
    m.duck_back = false;
    if (!targetable(s, i)) continue;
    s.figures()[at(i)].posture = Posture::kProne;
    m.aim_half_turns = 0;
    m.aim_target = -1;
    narrate(s, events, s.figures()[at(i)].side,
            [&] { return man_name(s, i).append(" ducks back behind his cover"); });
  }
}

void end_activation(RencounterState& s, EventSink& events) {
  duck_backs(s, events);
  const int unit = s.active_unit();
  UnitRecord& u = s.units[at(unit)];
  u.man_overcome_last = u.man_overcome_now;
  u.man_ran_last = u.man_ran_now;
  u.man_overcome_now = false;
  u.man_ran_now = false;
  u.morale_check = false;
  // 000 / Advanced foot movement: a man who has not run or fought gets his
  // wind back after resting twice as many turns as he may run.
  for (int i = u.first; i < u.first + u.size; ++i) {
    ManRecord& m = s.men[at(i)];
    if (m.exerted) {
      m.rested = 0;
    } else if (m.runs > 0 && ++m.rested >= 2 * m.experience) {
      m.runs = 0;
      m.rested = 0;
    }
  }
  release_column(s, unit, events);  // units following it in column go next
  std::copy(s.unit_queue.begin() + 1, s.unit_queue.begin() + s.unit_queue_size,
            s.unit_queue.begin());
  --s.unit_queue_size;
  s.figure_queue.clear();
  if (s.unit_queue_size > 0) {
    begin_activation(s, events);
  } else {
    s.phase = Phase::kDrawing;
  }
}

void draw(RencounterState& s, Dice& dice, EventSink& events) {
  std::array<bool, kMaxUnits> can{};
  const int n = static_cast<int>(s.units.size());
  for (int guard = 0; guard < kMostEmptyDraws; ++guard) {
    if (over_the_limit(s)) break;
    bool anyone = false;
    for (int u = 0; u < n; ++u) anyone |= (can[at(u)] = unit_can_act(s, u));
    if (!anyone) break;
    if (plays_initiative(s)) {  // 002: no draw; the sides decide (initiative.h)
      if (initiative_turn_over(s)) next_turn(s, events);
      if (over_the_limit(s)) break;
      offer_initiative(s, events);
      return;
    }
    if (offer_jump_in(s)) return;  // held cards: before the next draw
    const auto held_before = s.activation.held;
    const ActivationStep step = next_activation(s.activation, s.config.activation,
                                                std::span<const bool>(can.data(), at(n)), dice);
    narrate_discards(s, held_before, step.kind == ActivationStep::Kind::kTurnEnds, events);
    if (step.kind == ActivationStep::Kind::kTurnEnds) {
      next_turn(s, events);
      if (!over_the_limit(s)) begin_turn(s.activation, s.config.activation);
      continue;
    }
    if (step.turn_counted) {
      // Method Three: "count a turn each time it activates" — its first
      // activation is turn 1 itself.
      if (s.reference_seen) next_turn(s, events);
      s.reference_seen = true;
      if (over_the_limit(s)) break;
    }
    s.unit_queue_size = 0;
    for (int k = 0; k < step.count; ++k) {
      const int8_t u = step.units[at(k)];
      if (u >= 0 && u < n && can[at(u)]) s.unit_queue[at(s.unit_queue_size++)] = u;
    }
    if (s.unit_queue_size == 0) continue;
    if (s.unit_queue_size == 1 && offer_hold(s, s.unit_queue[0])) return;
    begin_activation(s, events);
    return;
  }
  s.phase = Phase::kOver;
}

}  // namespace

void activate_now(RencounterState& s, int unit, EventSink& events) {
  s.unit_queue[0] = static_cast<int8_t>(unit);
  s.unit_queue_size = 1;
  begin_activation(s, events);
}

bool may_give_orders(const RencounterState& s, int unit) {
  return fit_leader(s, unit) >= 0;
}

void begin_individual_actions(RencounterState& s, Dice& dice, EventSink& events) {
  const UnitRecord& u = s.units[at(s.active_unit())];
  s.order = Order::kIndividual;
  s.figure_queue.clear();
  // 000 / Morale / Leader influenced morale rolls (optional): "have the
  // leader roll first", and his roll steadies or panics the men near him.
  const int leader = leader_rolling_first(s, s.active_unit());
  ActionRoll leader_roll;
  if (leader >= 0 && roll_to_act(s, leader, dice, events, LeaderInfluence::kNone, &leader_roll) &&
      fit(s, leader)) {
    s.men[at(leader)].active = true;
    s.figure_queue.push_back(static_cast<int16_t>(leader));
  }
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (i == leader || !able_to_act(s, i)) continue;
    const LeaderInfluence influence =
        leader >= 0 ? influence_on(s, leader, leader_roll, i) : LeaderInfluence::kNone;
    if (roll_to_act(s, i, dice, events, influence) && fit(s, i)) {
      s.men[at(i)].active = true;
      s.figure_queue.push_back(static_cast<int16_t>(i));
    }
  }
  // Men already in contact strike before anyone charges (000 / Charging):
  // a stable partition done in place (std::stable_partition borrows a
  // buffer from the heap).
  auto& queue = s.figure_queue;
  auto engaged_end = queue.begin();
  for (auto it = queue.begin(); it != queue.end(); ++it) {
    if (engaged(s, *it)) {
      std::rotate(engaged_end, it, it + 1);
      ++engaged_end;
    }
  }
  s.phase = Phase::kFigures;
}

void figure_done(RencounterState& s) {
  if (!s.figure_queue.empty()) s.figure_queue.erase(s.figure_queue.begin());
}

void start_play(RencounterState& s, Dice& dice, EventSink& events) {
  s.phase = Phase::kDrawing;
  settle(s, dice, events);
}

void settle(RencounterState& s, Dice& dice, EventSink& events) {
  for (;;) {
    if (s.phase != Phase::kOver && s.phase != Phase::kStart && battle_decided(s)) {
      s.phase = Phase::kOver;  // 000 / Victory: a side has broken
      return;
    }
    switch (s.phase) {
      case Phase::kOver:
      case Phase::kStart:
      case Phase::kHoldCard:  // a side decides (sequence_choices.h)
      case Phase::kJumpIn:
      case Phase::kPickUnit:
      case Phase::kSeize:
        return;
      case Phase::kDrawing:
        draw(s, dice, events);
        if (s.phase == Phase::kDrawing) s.phase = Phase::kOver;
        continue;
      case Phase::kChooseOrder:
        on_activation_start(s, dice, events);  // observation.h: spotting, sightings
        if (may_give_orders(s, s.active_unit())) return;
        begin_individual_actions(s, dice, events);
        continue;
      case Phase::kFigures:
        // Men killed, routed or knocked down since the rolls lose their turn.
        while (!s.figure_queue.empty() && !fit(s, s.figure_queue.front())) {
          s.figure_queue.erase(s.figure_queue.begin());
        }
        if (!s.figure_queue.empty()) return;
        horses_after_activation(s, s.active_unit(), dice, events);  // horse_falls.h
        end_activation(s, events);
        continue;
    }
  }
}

}  // namespace skirmish::rencounter
