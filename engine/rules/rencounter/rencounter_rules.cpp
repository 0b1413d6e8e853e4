#include "engine/rules/rencounter/rencounter_rules.h"

#include <charconv>
#include <string>
#include <string_view>

#include "engine/core/terrain_look_memo.h"
#include "engine/rules/rencounter/action_candidates.h"
#include "engine/rules/rencounter/artillery.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/fire_play.h"
#include "engine/rules/rencounter/game_setup.h"
#include "engine/rules/rencounter/initiative.h"
#include "engine/rules/rencounter/leadership.h"
#include "engine/rules/rencounter/melee_actions.h"
#include "engine/rules/rencounter/melee_play_options.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/opportunity_fire.h"
#include "engine/rules/rencounter/pass_through_charge.h"
#include "engine/rules/rencounter/planner_queries.h"
#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/rules/rencounter/rencounter_outcome.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rencounter/sequence_choices.h"
#include "engine/rules/rencounter/sight_memo.h"
#include "engine/rules/rencounter/turn_flow.h"
#include "engine/rules/rencounter/unit_orders.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

bool over(const RencounterState& s) {
  return s.phase == Phase::kOver || battle_decided(s);
}

}  // namespace

RencounterRules::RencounterRules() {
  traits_.players = 2;
  traits_.chance = ChanceHandling::kDiceInApply;
  traits_.hidden_information = true;  // with the observation option
  traits_.narrates_rolls = true;      // every roll is told with what it needed (narration.h)
  traits_.summary =
      "Rencounter (000): one model is one man; units activate by card or die, men roll a d6 "
      "under experience to act, and a side breaks when half its men are down";
  traits_.harm_words = "wounds, shaken nerve";  // wound points and morale (planner_queries.h)
  traits_.options = rencounter_options();
  for (OptionSpec& o : fire_play_option_specs()) traits_.options.push_back(std::move(o));
  for (OptionSpec& o : sequence_option_specs()) traits_.options.push_back(std::move(o));
  for (OptionSpec& o : melee_play_option_specs()) traits_.options.push_back(std::move(o));
}

const Catalog* RencounterRules::catalog() const {
  return &rencounter_catalog();
}

std::unique_ptr<GameState> RencounterRules::do_new_game(
    std::shared_ptr<const Scenario> scenario, std::shared_ptr<const OptionSet> options) const {
  return set_up_game(std::move(scenario), std::move(options));
}

Decision RencounterRules::next_decision(const GameState& state) const {
  const auto& s = as_rencounter(state);
  if (over(s)) return {};
  if (reaction_waiting(s)) return reaction_decision(s);  // opportunity fire (opportunity_fire.h)
  switch (s.phase) {
    case Phase::kStart:
      // The first side turns the first card (turn_flow.h): no choice in it.
      return {DecisionKind::kActivateUnit, 0, -1, -1};
    case Phase::kChooseOrder: {
      const int unit = s.active_unit();
      return {DecisionKind::kChooseOrder, s.units[at(unit)].side, unit, -1};
    }
    case Phase::kFigures: {
      const int f = s.figure_queue.front();
      return {DecisionKind::kFigureAction, s.figures()[at(f)].side, unit_of(s, f), f};
    }
    case Phase::kHoldCard:
    case Phase::kJumpIn:
    case Phase::kPickUnit:
    case Phase::kSeize:
      return sequence_decision(s);  // held cards, initiative (sequence_choices.h)
    case Phase::kDrawing:
    case Phase::kOver:
      break;
  }
  return {};
}

void RencounterRules::add_legal_actions(const GameState& state, std::vector<Action>& out) const {
  const auto& s = as_rencounter(state);
  const SightMemoScope remember_looks(s);  // the table stands still meanwhile (sight_memo.h)
  // The terrain never moves: what it does to a look is kept from one list
  // to the next (engine/core/terrain_look_memo.h), as in check, do_apply
  // and what the planners ask. Random playouts run no slower for it.
  const RememberTerrainLooks remember_terrain;
  const Decision d = next_decision(s);
  if (!d.game_over() && is_sequence_choice(s.phase)) {
    add_sequence_candidates(s, out);
    return;
  }
  if (add_fire_play_actions(s, d, out)) return;  // reactions, follow-up shots (fire_play.h)
  switch (d.kind) {
    case DecisionKind::kActivateUnit:
      out.push_back({ActionKind::kActivate, -1, -1, -1, 0, {}});
      break;
    case DecisionKind::kChooseOrder:
      add_order_candidates(s, out);
      add_pass_through_orders(s, out);  // cavalry (pass_through_charge.h)
      drop_unseen_targets(s, out);
      break;
    case DecisionKind::kFigureAction:
      add_figure_candidates(s, d.figure, out);
      add_melee_candidates(s, d.figure, out);  // melee_actions.h
      adjust_figure_candidates(s, d.figure, out);
      break;
    default:
      break;
  }
  drop_restricted(s, out);  // 002: the first action after a seizure (initiative.h)
}

namespace {

// movement.cpp names a man in the way by his place in the list, "(figure
// 12)", having only the figures to hand; a refusal a player reads names him
// as the scenario does, "(Lem Webb)".
void name_figures(const RencounterState& s, std::string& reason) {
  static constexpr std::string_view kMark = "(figure ";
  for (std::size_t at = reason.find(kMark); at != std::string::npos;
       at = reason.find(kMark, at + 1)) {
    const std::size_t from = at + kMark.size(), end = reason.find(')', from);
    if (end == std::string::npos) return;
    int j = 0;
    const auto [past, error] = std::from_chars(reason.data() + from, reason.data() + end, j);
    if (error != std::errc() || past != reason.data() + end || j < 0 ||
        static_cast<std::size_t>(j) >= s.figures().size()) {
      continue;
    }
    // Spliced by concatenation: GCC 12's -Wrestrict misfires on replace.
    reason = reason.substr(0, at) + "(" + man_name(s, j) + ")" + reason.substr(end + 1);
  }
}

}  // namespace

CheckResult RencounterRules::check(const GameState& state, const Action& a) const {
  CheckResult r = check_unnamed(state, a);
  if (!r.ok && !r.reason.empty()) name_figures(as_rencounter(state), r.reason);
  return r;
}

CheckResult RencounterRules::check_unnamed(const GameState& state, const Action& a) const {
  const auto& s = as_rencounter(state);
  const RememberTerrainLooks remember_terrain;
  const Decision d = next_decision(s);
  const int figures = static_cast<int>(s.figures().size());
  if (!d.game_over() && is_sequence_choice(s.phase)) return check_sequence_choice(s, a);
  if (!d.game_over()) {
    if (const auto v = check_fire_play(s, d, a)) return *v;  // fire_play.h
  }
  if (const std::string why = first_action_refusal(s, a); !why.empty()) {
    return CheckResult::illegal(why);  // 002: the first action after a seizure
  }
  switch (d.kind) {
    case DecisionKind::kGameOver:
      return CheckResult::illegal("the game is over");
    case DecisionKind::kActivateUnit:
      if (a.kind != ActionKind::kActivate || a.actor != -1 || a.target != -1 || a.unit != -1) {
        return CheckResult::illegal("the game begins: the first activation must be drawn");
      }
      return CheckResult::legal();
    case DecisionKind::kChooseOrder: {
      if (a.kind != ActionKind::kOrder) {
        return CheckResult::illegal(unit_name(s, d.unit) + " is waiting for its order");
      }
      if (a.unit != d.unit) {
        return CheckResult::illegal("it is " + unit_name(s, d.unit) + " that has activated");
      }
      if (a.param < 0 || a.param >= kOrderCount) {
        return CheckResult::illegal("unknown order " + std::to_string(a.param) +
                                    " (individual 0, Follow Me 1, Formed Charge 2, Volley Fire 3, "
                                    "Follow Him 4, Follow in Column 5, Pass-through Charge 6)");
      }
      if (a.target < -1 || a.target >= figures) {
        return CheckResult::illegal("there is no figure " + std::to_string(a.target));
      }
      const std::string why = order_refusal(s, static_cast<Order>(a.param), a.target, a.at);
      return why.empty() ? CheckResult::legal() : CheckResult::illegal(why);
    }
    case DecisionKind::kFigureAction: {
      if (a.actor != d.figure) {
        if (a.actor < 0 || a.actor >= figures) {
          return CheckResult::illegal("there is no figure " + std::to_string(a.actor) + " to act");
        }
        return CheckResult::illegal("it is " + man_name(s, d.figure) + "'s turn to act, not " +
                                    man_name(s, a.actor) + "'s");
      }
      if (a.target < -1 || a.target >= figures) {
        return CheckResult::illegal("there is no figure " + std::to_string(a.target));
      }
      return check_figure_action(s, a);
    }
    default:
      break;
  }
  return CheckResult::illegal("nothing can be done now");
}

void RencounterRules::do_apply(GameState& state, const Action& a, Dice& dice,
                               EventSink& events) const {
  auto& s = as_rencounter(state);
  const RememberTerrainLooks remember_terrain;
  note_initiative_action(s, a);  // 002: shooting counters
  ActionSnapshot snapshot;
  before_any_action(s, snapshot);  // observation.h: who moved or fired
  switch (s.phase) {
    case Phase::kStart:
      start_play(s, dice, events);
      break;
    case Phase::kHoldCard:
    case Phase::kJumpIn:
    case Phase::kPickUnit:
    case Phase::kSeize:
      apply_sequence_choice(s, a, dice, events);
      break;
    case Phase::kChooseOrder: {
      const int acting = s.active_unit();
      const auto order = static_cast<Order>(a.param);
      s.order = order;
      s.phase = Phase::kFigures;
      s.figure_queue.clear();
      switch (order) {
        case Order::kIndividual:
          begin_individual_actions(s, dice, events);
          break;
        case Order::kFollowMe:
          follow_me(s, *a.at, dice, events);
          break;
        case Order::kFormedCharge:
          formed_charge(s, a.target, dice, events);
          break;
        case Order::kVolleyFire:
          volley_fire(s, a.target, dice, events);
          break;
        case Order::kFollowHim:
          follow_him(s, *a.at, dice, events);
          break;
        case Order::kFollowInColumn:
          follow_in_column(s, a.target, events);
          break;
        case Order::kPassThroughCharge:
          formed_charge(s, a.target, dice, events, a.at);  // pass_through_charge.h
          break;
      }
      // 000 / Artillery / Quick loading: a failed last roll (artillery.h).
      if (order == Order::kIndividual) check_quick_load_risk(s, acting, dice, events);
      break;
    }
    case Phase::kFigures:
      play_figure_step(s, a, dice, events);  // fire_play.h: reactions, repeaters, or the action
      break;
    default:
      break;
  }
  after_any_action(s, snapshot, a, events);
  note_objectives_reached(s);
  // An opportunity-fire reaction in the middle of a move (or of a whole
  // unit's collective move) waits: the activation goes on after it.
  if (!reaction_waiting(s)) settle(s, dice, events);
  if (events.enabled() && over(s)) {
    const Outcome o = outcome(s);
    Event e;
    e.kind = EventKind::kGameOver;
    e.side = o.winner;
    e.turn = s.turn();
    if (events.wants_text()) e.text = o.reason;
    events.emit(e);
  }
}

void RencounterRules::hide_unseen(GameState& view, int side) const {
  hide_unseen_from(as_rencounter(view), side);  // observation.h
}

Outcome RencounterRules::outcome(const GameState& state) const {
  return rencounter_outcome(as_rencounter(state));
}

void RencounterRules::standing(const GameState& state, Standing& out) const {
  rencounter_standing(as_rencounter(state), out);
}

double RencounterRules::evaluate(const GameState& state, int side) const {
  return planner_evaluate(as_rencounter(state), side);
}

// A planner asks these over and over, at the same spots and from the same
// shooters with only other men moved: what the terrain does to each look is
// remembered (engine/core/terrain_look_memo.h), the men are seen afresh.
void RencounterRules::forecast(const GameState& state, const Action& action, Forecast& out) const {
  const RememberTerrainLooks remember;
  planner_forecast(as_rencounter(state), action, out);
}

void RencounterRules::exposure(const GameState& state, int figure, Vec2 at, Exposure& out) const {
  const RememberTerrainLooks remember;
  planner_exposure(as_rencounter(state), figure, at, out);
}

void RencounterRules::exposure_to_fire(const GameState& state, int figure, Vec2 at,
                                       Exposure& out) const {
  const RememberTerrainLooks remember;
  planner_exposure(as_rencounter(state), figure, at, out, MeleeToCome::kLeftOut);
}

double RencounterRules::shot_offered(const GameState& state, int figure, Vec2 at) const {
  const RememberTerrainLooks remember;
  return planner_shot_offered(as_rencounter(state), figure, at);
}

}  // namespace skirmish::rencounter
