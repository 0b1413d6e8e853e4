#include "engine/rules/rencounter/fire_play.h"

#include <algorithm>

#include "engine/rules/rencounter/artillery.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/gun_moves.h"
#include "engine/rules/rencounter/half_turn_aim.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/opportunity_fire.h"
#include "engine/rules/rencounter/opportunity_orders.h"
#include "engine/rules/rencounter/repeaters.h"
#include "engine/rules/rencounter/running_throw.h"
#include "engine/rules/rencounter/shield_javelins.h"
#include "engine/rules/rencounter/turn_flow.h"

namespace skirmish::rencounter {

namespace {

// Moves the queue on unless he may fire again.
void finish(RencounterState& s, int i) {
  if (!in_follow_up(s, i)) figure_done(s);
}

CheckResult verdict(const std::string& why) {
  return why.empty() ? CheckResult::legal() : CheckResult::illegal(why);
}

}  // namespace

bool reaction_waiting(const RencounterState& s) {
  return s.track.reaction.pending();
}

bool add_fire_play_actions(const RencounterState& s, const Decision& d, std::vector<Action>& out) {
  if (d.kind == DecisionKind::kReaction) {
    add_reaction_actions(s, out);
    return true;
  }
  if (d.kind == DecisionKind::kFigureAction && in_follow_up(s, d.figure)) {
    add_follow_up_candidates(s, d.figure, out);
    return true;
  }
  return false;
}

void adjust_figure_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  add_watch_candidates(s, i, out);
  add_special_reload_candidates(s, i, out);
  add_shield_candidates(s, i, out);         // shield_javelins.h
  add_gun_candidates(s, i, out);            // artillery.h
  add_gun_move_candidates(s, i, out);       // gun_moves.h
  add_running_throw_candidates(s, i, out);  // running_throw.h
  add_half_turn_aim_candidates(s, i, out);  // half_turn_aim.h
  drop_unseen_targets(s, out);
}

void drop_unseen_targets(const RencounterState& s, std::vector<Action>& out) {
  if (!s.config.fire_play.observation) return;
  out.erase(std::remove_if(out.begin(), out.end(),
                           [&](const Action& a) { return !unseen_refusal(s, a).empty(); }),
            out.end());
}

std::optional<CheckResult> check_fire_play(const RencounterState& s, const Decision& d,
                                           const Action& a) {
  if (d.kind == DecisionKind::kReaction) return check_reaction(s, a);
  if (const std::string why = unseen_refusal(s, a); !why.empty()) {
    return CheckResult::illegal(why);
  }
  if (d.kind != DecisionKind::kFigureAction || a.actor != d.figure) return std::nullopt;
  if (in_follow_up(s, a.actor)) return verdict(follow_up_refusal(s, a));
  if (a.kind == ActionKind::kSpecial && a.param == kSpecialWatch)
    return verdict(watch_refusal(s, a));
  if (special_reload(a)) return verdict(special_reload_refusal(s, a));
  if (shield_action(a)) return verdict(shield_action_refusal(s, a));
  if (gun_action(a)) return verdict(gun_action_refusal(s, a));
  if (gun_move(a)) return verdict(gun_move_refusal(s, a));
  if (running_throw(a)) return verdict(running_throw_refusal(s, a));
  if (half_turn_aim(a)) return verdict(half_turn_aim_refusal(s, a));
  return std::nullopt;
}

void play_figure_step(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  if (order_reaction_waiting(s)) {  // a man of a collective move (opportunity_orders.h)
    resolve_order_reaction(s, a, dice, events);
    return;
  }
  if (reaction_waiting(s)) {
    const int mover = s.track.reaction.mover;
    const Action rest = s.track.reaction.action;
    const int rounds = s.men[static_cast<size_t>(mover)].rounds;
    if (!resolve_reaction(s, a, dice, events)) return;  // another watcher is asked
    count_shot(s, rest, rounds);
    finish(s, mover);
    return;
  }
  const int i = a.actor;
  if (in_follow_up(s, i)) {
    apply_follow_up(s, a, dice, events);
    if (a.kind == ActionKind::kPass) {
      figure_done(s);
    } else {
      finish(s, i);
    }
    return;
  }
  if (a.kind == ActionKind::kSpecial && a.param == kSpecialWatch) {
    apply_watch(s, a, events);
    figure_done(s);
    return;
  }
  if (special_reload(a)) {
    apply_special_reload(s, a, dice, events);
    finish(s, i);
    return;
  }
  if (shield_action(a)) {
    apply_shield_action(s, a, events);  // shield_javelins.h
    figure_done(s);
    return;
  }
  if (gun_action(a)) {
    apply_gun_action(s, a, dice, events);  // artillery.h
    figure_done(s);
    return;
  }
  if (gun_move(a)) {
    apply_gun_move(s, a, events);  // gun_moves.h
    figure_done(s);
    return;
  }
  if (interrupt_for_watchers(s, a, events)) return;
  const int rounds = s.men[static_cast<size_t>(i)].rounds;
  apply_own_action(s, a, dice, events);
  count_shot(s, a, rounds);
  finish(s, i);
}

void apply_own_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  if (running_throw(a)) {
    apply_running_throw(s, a, dice, events);  // running_throw.h
    return;
  }
  if (half_turn_aim(a)) {
    apply_half_turn_aim(s, a, events);  // half_turn_aim.h
    return;
  }
  apply_figure_action(s, a, dice, events);
}

void before_any_action(const RencounterState& s, ActionSnapshot& snapshot) {
  snapshot_before(s, snapshot);
}

void after_any_action(RencounterState& s, const ActionSnapshot& snapshot, const Action& a,
                      EventSink& events) {
  after_action(s, snapshot, a, events);
}

}  // namespace skirmish::rencounter
