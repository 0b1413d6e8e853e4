#include "engine/rules/rencounter/held_cards.h"

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/turn_flow.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

uint8_t bit(int side) {
  return static_cast<uint8_t>(1u << static_cast<unsigned>(side));
}

bool holds_playable(const RencounterState& s, int side) {
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    if (s.units[at(u)].side == side && s.activation.held[at(u)] != 0 && unit_can_act(s, u)) {
      return true;
    }
  }
  return false;
}

}  // namespace

bool plays_held_cards(const RencounterState& s) {
  return s.config.activation.method == ActivationMethod::kCards && s.config.activation.held_cards;
}

bool offer_jump_in(RencounterState& s) {
  if (!plays_held_cards(s)) return false;
  SequenceState& q = s.sequence;
  // The side that did not act last is asked first: it is the one reacting.
  const int first = q.last_side >= 0 ? 1 - q.last_side : 0;
  for (const int side : {first, 1 - first}) {
    if ((q.jump_asked & bit(side)) != 0 || !holds_playable(s, side)) continue;
    q.jump_side = static_cast<int8_t>(side);
    s.phase = Phase::kJumpIn;
    return true;
  }
  return false;
}

bool offer_hold(RencounterState& s, int unit) {
  if (!plays_held_cards(s) || !may_hold(s.activation, s.config.activation, unit)) return false;
  s.unit_queue[0] = static_cast<int8_t>(unit);
  s.unit_queue_size = 1;
  s.phase = Phase::kHoldCard;
  return true;
}

void narrate_discards(const RencounterState& s, const std::array<uint8_t, kMaxUnits>& held_before,
                      bool turn_ended, EventSink& events) {
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    if (held_before[at(u)] == 0 || s.activation.held[at(u)] != 0) continue;
    const int side = s.units[at(u)].side;
    narrate(s, events, side, [&] {
      std::string t = unit_name(s, u);
      if (turn_ended) return t.append(" loses the card it held: the turn is over");
      return t.append(" draws another card: the one it held is thrown away unplayed");
    });
  }
}

Decision held_card_decision(const RencounterState& s) {
  if (s.phase == Phase::kHoldCard) {
    const int unit = s.active_unit();
    return {DecisionKind::kActivateUnit, s.units[at(unit)].side, unit, -1};
  }
  return {DecisionKind::kActivateUnit, s.sequence.jump_side, -1, -1};
}

void add_held_card_candidates(const RencounterState& s, std::vector<Action>& out) {
  if (s.phase == Phase::kHoldCard) {
    const auto u = static_cast<int16_t>(s.active_unit());
    out.push_back({ActionKind::kActivate, -1, -1, u, 0, {}});
    out.push_back({ActionKind::kPass, -1, -1, u, 0, {}});
    return;
  }
  out.push_back({ActionKind::kPass, -1, -1, -1, 0, {}});
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    if (s.units[at(u)].side == s.sequence.jump_side && s.activation.held[at(u)] != 0 &&
        unit_can_act(s, u)) {
      out.push_back({ActionKind::kActivate, -1, -1, static_cast<int16_t>(u), 0, {}});
    }
  }
}

CheckResult check_held_card_choice(const RencounterState& s, const Action& a) {
  if (a.actor != -1 || a.target != -1) {
    return CheckResult::illegal("a card is played or held by a unit, not by one man");
  }
  if (s.phase == Phase::kHoldCard) {
    const int unit = s.active_unit();
    if (a.unit != unit) {
      return CheckResult::illegal(
          std::string("the card that came up is ").append(unit_name(s, unit)).append("'s"));
    }
    if (a.kind != ActionKind::kActivate && a.kind != ActionKind::kPass) {
      return CheckResult::illegal(unit_name(s, unit) + " must play its card now or hold it");
    }
    return CheckResult::legal();
  }
  if (a.kind == ActionKind::kPass) {
    if (a.unit != -1) return CheckResult::illegal("passing names no unit");
    return CheckResult::legal();
  }
  if (a.kind != ActionKind::kActivate) {
    return CheckResult::illegal(side_name(s, s.sequence.jump_side) +
                                " may jump in with a held card, or let the next card be drawn");
  }
  if (a.unit < 0 || a.unit >= static_cast<int>(s.units.size())) {
    return CheckResult::illegal(std::string("there is no unit ").append(std::to_string(a.unit)));
  }
  if (s.units[at(a.unit)].side != s.sequence.jump_side || s.activation.held[at(a.unit)] == 0) {
    return CheckResult::illegal(unit_name(s, a.unit) + " holds no card for " +
                                side_name(s, s.sequence.jump_side));
  }
  if (!unit_can_act(s, a.unit)) {
    return CheckResult::illegal(unit_name(s, a.unit) + " has nobody able to act");
  }
  return CheckResult::legal();
}

void apply_held_card_choice(RencounterState& s, const Action& a, EventSink& events) {
  SequenceState& q = s.sequence;
  if (s.phase == Phase::kHoldCard) {
    const int unit = s.active_unit();
    const int side = s.units[at(unit)].side;
    if (a.kind == ActionKind::kActivate) {
      activate_now(s, unit, events);
      return;
    }
    hold(s.activation, unit);
    s.unit_queue_size = 0;
    // Nobody has acted since: the next chance to jump in is after the next
    // activation ("after any other unit's actions were completed").
    q.jump_asked = static_cast<uint8_t>(bit(0) | bit(1));
    s.phase = Phase::kDrawing;
    narrate(s, events, side,
            [&] { return unit_name(s, unit).append(" holds its card, to jump in later"); });
    return;
  }
  const int side = q.jump_side;
  if (a.kind == ActionKind::kPass) {
    q.jump_asked = static_cast<uint8_t>(q.jump_asked | bit(side));
    s.phase = Phase::kDrawing;
    return;
  }
  play_held(s.activation, a.unit);
  narrate(s, events, side,
          [&] { return unit_name(s, a.unit).append(" plays its held card and jumps in"); });
  activate_now(s, a.unit, events);
}

}  // namespace skirmish::rencounter
