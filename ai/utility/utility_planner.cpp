#include "ai/utility/utility_planner.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <utility>

#include "ai/tactics/objective_paths.h"
#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/state_held_still.h"

namespace skirmish::ai {

namespace {

// Changes in the rule set's evaluation (-1..1) smaller than this, found by
// trying an unforecast action a few times, are taken for the dice's noise.
constexpr double kOutlookNoise = 0.03;

// A destination this near a move the rule set offered is that move.
constexpr double kSamePoint = 0.5;

// The most decisions an order is followed for (follow_orders_to_hold): a
// group's men and the enemy's shots at them as they go.
constexpr int kFollowedDecisions = 16;

// `line` made `view` with `action` applied on `dice` (those of the first
// try every order of a decision is tried on, for following an order's
// men); false when the rules refuse it there.
bool order_applied(const Rules& rules, const GameState& view, const Action& action, Dice& dice,
                   std::unique_ptr<GameState>& line) {
  if (!line) line = view.clone();
  line->copy_from(view);
  try {
    rules.apply(*line, action, dice, null_sink());
  } catch (const RulesError&) {
    return false;
  }
  return true;
}

// Scoring asks every candidate's exposure, so the finder need not.
DestinationSettings finder_settings() {
  DestinationSettings settings;
  settings.ask_exposure = false;
  return settings;
}

}  // namespace

UtilityPlanner::UtilityPlanner(Personality personality, uint64_t seed, UtilitySettings settings)
    : personality_(std::move(personality)),
      seed_(seed),
      settings_(settings),
      destinations_(finder_settings()) {
  reasons_for_ = settings_.reasons_for;
}

void UtilityPlanner::score(const Rules& rules, const GameState& view, int side,
                           std::vector<RankedOption>& ranked) {
  // The view stands still while every option is weighed: the rule set may
  // keep what its answers share (engine/rules/state_held_still.h).
  const StateHeldStill held(view);
  considerations_.begin(rules, view, side);
  facts_.resize(ranked.size());
  // Only the sampling fallback needs these; both are cheap.
  const uint64_t base = decision_seed(seed_, side, view.actions_applied());
  const double outlook_now = rules.evaluate(view, side);
  const bool activation = rules.next_decision(view).kind == DecisionKind::kActivateUnit;
  const int tries = activation ? settings_.activation_tries : settings_.tries;
  const bool follow = activation && settings_.follow_orders_to_hold &&
                      personality_.weights.hold_at_end > 0 &&
                      Considerations::hold_urgency(view) > 0;
  for (RankedOption& o : ranked) {
    OptionFacts& facts = facts_[o.offered];
    rules.forecast(view, o.action, forecast_);
    double outlook_change = 0;
    double hold_taken = 0;
    OptionFacts follow_facts;
    if (!forecast_.known) {
      sample_action(rules, view, side, o.action, tries, base, scratch(view), sampled_,
                    &forecast_.moves);
      if (!sampled_.ok) {
        // The view refused its own offer: rank it below everything.
        facts = OptionFacts{};
        o.terms.push_back({kOutlook, -std::numeric_limits<double>::max() / 4, 1});
        o.score = o.terms.back().contribution();
        continue;
      }
      sampled_forecast(sampled_, forecast_);
      forecast_.known = false;  // told apart in the facts: sampled, not forecast
      outlook_change = sampled_.outlook - outlook_now;
      // A few tries cannot tell so small a change from the dice: within it,
      // an action that only waits on the dice is no better than one whose
      // worth the forecast cannot see (every man for himself).
      if (std::abs(outlook_change) < kOutlookNoise) outlook_change = 0;
      if (follow) hold_taken = hold_taken_by_order(rules, view, side, o.action, base, follow_facts);
    }
    considerations_.score(rules, view, side, o.action, forecast_, outlook_change,
                          personality_.weights, o.terms, facts);
    if (hold_taken != 0) {
      // What the order's men take, told as the move that takes most of it.
      for (Consideration& c : o.terms) {
        if (c.name == kHoldAtEnd) c.value += hold_taken;
      }
      facts.hold_objective = follow_facts.hold_objective;
      facts.hold_before = follow_facts.hold_before;
      facts.hold_after = follow_facts.hold_after;
    }
    for (const Consideration& c : o.terms) o.score += c.contribution();
  }
}

void UtilityPlanner::add_candidates(const Rules& rules, const GameState& view, int,
                                    std::vector<Action>& offered) {
  const Decision decision = rules.next_decision(view);
  // A man's own action: moves of his to the destinations. A unit's order:
  // the orders that lead it to a point (Follow Me, Follow Him) sent to the
  // destinations of its leader, who goes there first.
  ActionKind kind;
  std::size_t most;
  int figure = -1;
  if (decision.kind == DecisionKind::kFigureAction) {
    kind = ActionKind::kMove;
    most = settings_.tactical_moves;
    figure = decision.figure;
  } else if (decision.kind == DecisionKind::kChooseOrder) {
    kind = ActionKind::kOrder;
    most = settings_.tactical_orders;
    const std::vector<int>& leaders = objective_paths_for(rules, view)->targets().unit_leader;
    if (decision.unit >= 0 && static_cast<std::size_t>(decision.unit) < leaders.size()) {
      figure = leaders[static_cast<std::size_t>(decision.unit)];
    }
    if (figure < 0) return;
  } else {
    return;
  }
  if (most == 0) return;
  // The rule set's own ways of going to a point (walk, run; Follow Me,
  // Follow Him), in its order: each destination takes the first of them
  // the rule set accepts there.
  ways_.clear();
  for (const Action& a : offered) {
    if (a.kind != kind || !a.at) continue;
    if (kind == ActionKind::kMove && figure >= 0 && a.actor != figure) continue;
    if (figure < 0) figure = a.actor;
    const bool known = std::any_of(ways_.begin(), ways_.end(),
                                   [&](const Action& m) { return m.param == a.param; });
    if (!known) ways_.push_back(a);
  }
  if (ways_.empty() || figure < 0) return;
  destinations_.find(rules, view, figure, ways_, found_);
  const std::size_t from_rules = offered.size();
  std::size_t added = 0;
  for (const Destination& d : found_) {
    if (added >= most) break;
    if (d.why == Why::kHold) continue;  // the rule set's own hold says it
    bool offered_already = false;
    for (std::size_t i = 0; i < from_rules && !offered_already; ++i) {
      const Action& a = offered[i];
      offered_already = a.kind == kind && a.at && distance(*a.at, d.at) < kSamePoint &&
                        (kind != ActionKind::kMove || a.actor == figure);
    }
    if (offered_already) continue;
    offered.push_back(d.move);
    ++added;
  }
}

double UtilityPlanner::hold_taken_by_order(const Rules& rules, const GameState& view, int side,
                                           const Action& action, uint64_t base,
                                           OptionFacts& facts) {
  if (!follower_) {
    UtilitySettings quiet = settings_;
    quiet.reasons_for = 0;
    quiet.follow_orders_to_hold = false;
    follower_ = std::make_unique<UtilityPlanner>(personality_, seed_, quiet);
  }
  SeededDice dice(try_seed(base, 0));
  if (!order_applied(rules, view, action, dice, followed_)) return 0;
  double taken = 0, most = 0;
  for (int k = 0; k < kFollowedDecisions; ++k) {
    if (rules.outcome(*followed_).over) break;
    const Decision d = rules.next_decision(*followed_);
    // The order's men, one action each, and the enemy's fire at them as
    // they go; the next order (or anything else) ends it.
    const bool ours = d.side == side && d.kind == DecisionKind::kFigureAction;
    const bool their_fire = d.side != side && d.kind == DecisionKind::kReaction;
    if (!ours && !their_fire) break;
    follower_->plan(rules, *followed_, d.side, follow_plan_);
    if (ours) {
      const RankedOption& chosen = follow_plan_.ranked[follow_plan_.chosen_rank];
      for (const Consideration& c : chosen.terms) {
        if (c.name != kHoldAtEnd) continue;
        taken += c.value;
        if (c.value > most) {
          most = c.value;
          facts = follower_->facts(chosen.offered);
        }
      }
    }
    try {
      rules.apply(*followed_, follow_plan_.chosen, dice, null_sink());
    } catch (const RulesError&) {
      break;
    }
  }
  return taken;
}

RankedOption UtilityPlanner::assess(const Rules& rules, const GameState& state, int side,
                                    const Action& proposed) {
  std::unique_ptr<GameState> view = state.clone();
  rules.view_for(state, side, *view);
  std::vector<RankedOption> one(1);
  one[0].action = proposed;
  score(rules, *view, side, one);
  explain(rules, *view, side, 0, one[0]);
  return one[0];
}

void UtilityPlanner::explain(const Rules& rules, const GameState& view, int side, std::size_t,
                             RankedOption& option) {
  const OptionFacts& facts = facts_[option.offered];
  option.reason = utility_reason(rules, view, option, facts, considerations_);
  const bool order =
      option.action.kind == ActionKind::kActivate || option.action.kind == ActionKind::kOrder;
  if (settings_.preview_orders && order && !facts.forecast_known) {
    const std::string first = order_preview(rules, view, side, option.action);
    if (!first.empty()) option.reason += " (on one roll of the dice, first: " + first + ")";
  }
  // An action on a man of the side the rules cannot forecast, such as a
  // leader's direct order to him: what he would then do.
  const int to = option.action.target;
  const bool to_own_man = to >= 0 && to != option.action.actor &&
                          static_cast<std::size_t>(to) < view.figures().size() &&
                          view.figures()[static_cast<std::size_t>(to)].side == side;
  if (settings_.preview_orders && !order && to_own_man && !facts.forecast_known) {
    const std::string then = order_preview(rules, view, side, option.action, to);
    if (!then.empty()) option.reason += " (on one roll of the dice, then: " + then + ")";
  }
}

std::string UtilityPlanner::order_preview(const Rules& rules, const GameState& view, int side,
                                          const Action& action, int awaited) {
  if (!previewer_) {
    UtilitySettings telling = settings_;
    telling.reasons_for = 1;
    telling.preview_orders = false;
    previewer_ = std::make_unique<UtilityPlanner>(personality_, seed_, telling);
  }
  SeededDice dice(try_seed(decision_seed(seed_, side, view.actions_applied()), 0));
  if (!order_applied(rules, view, action, dice, previewed_)) return "";
  for (int k = 0; k < kFollowedDecisions; ++k) {
    if (rules.outcome(*previewed_).over) return "";
    const Decision d = rules.next_decision(*previewed_);
    // The enemy's fire as the order's men start is played; anything else
    // before one of them acts (the next order) ends it with nothing to say.
    const bool ours = d.side == side && d.kind == DecisionKind::kFigureAction;
    const bool their_fire = d.side != side && d.kind == DecisionKind::kReaction;
    if (!ours && !their_fire) return "";
    previewer_->plan(rules, *previewed_, d.side, preview_plan_);
    // Waiting for one man, the side's others before him act as planned.
    if (ours && (awaited < 0 || d.figure == awaited)) {
      const std::string& why = preview_plan_.ranked[preview_plan_.chosen_rank].reason;
      return why.empty() ? rules.describe(*previewed_, preview_plan_.chosen) : why;
    }
    try {
      rules.apply(*previewed_, preview_plan_.chosen, dice, null_sink());
    } catch (const RulesError&) {
      return "";
    }
  }
  return "";
}

std::string UtilityPlanner::choice_reason(const Rules& rules, const GameState& view, int,
                                          const std::vector<RankedOption>& ranked,
                                          std::size_t pick) {
  const RankedOption& chosen = ranked[pick];
  // A unit's activation or collective order, tried on the dice: what it
  // brings is in the men's own actions, weighed when they are chosen.
  const bool order =
      chosen.action.kind == ActionKind::kActivate || chosen.action.kind == ActionKind::kOrder;
  const OptionFacts& facts = facts_[chosen.offered];
  WhyAlike why = WhyAlike::kUnsaid;
  if (order && !facts.forecast_known) why = WhyAlike::kWeighedLater;
  if (facts.acts_first && facts.forestalled <= 0) why = WhyAlike::kNothingToForestall;
  return utility_choice_reason(rules, view, ranked, pick, why);
}

}  // namespace skirmish::ai
