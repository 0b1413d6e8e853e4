#include "tests/rules/minimal_rules.h"

#include <cmath>
#include <cstdio>

#include "engine/scenario/deployment.h"

namespace skirmish::minimal {

namespace {

constexpr double kShortRange = 12;
constexpr double kLongRange = 24;
constexpr int kDefaultTurnLimit = 10;
constexpr int16_t kFireRoll = 1;  // RollPurpose code of the one table

const MinimalState& as_minimal(const GameState& s) {
  return static_cast<const MinimalState&>(s);
}
MinimalState& as_minimal(GameState& s) {
  return static_cast<MinimalState&>(s);
}

bool fighting(const Figure& f) {
  return f.status == FigureStatus::kFighting;
}

int men_left(const GameState& s, int side) {
  int n = 0;
  for (const Figure& f : s.figures()) n += (f.side == side && fighting(f)) ? 1 : 0;
  return n;
}

bool can_act(const MinimalState& s, std::size_t i) {
  return fighting(s.figures()[i]) && !s.acted[i];
}

bool side_can_act(const MinimalState& s, int side) {
  for (std::size_t i = 0; i < s.figures().size(); ++i) {
    if (s.figures()[i].side == side && can_act(s, i)) return true;
  }
  return false;
}

// Where a man heading for the nearest enemy ends: 6" on, stopping 1" short.
std::optional<Vec2> advance_point(const GameState& s, const Figure& man) {
  const Figure* nearest = nullptr;
  for (const Figure& f : s.figures()) {
    if (f.side == man.side || !fighting(f)) continue;
    if (!nearest || distance_squared(man.at, f.at) < distance_squared(man.at, nearest->at)) {
      nearest = &f;
    }
  }
  if (!nearest) return std::nullopt;
  const double gap = distance(man.at, nearest->at);
  const double step = std::min(MinimalRules::kMove, gap - 1.0);
  if (step <= 0.01) return std::nullopt;
  return man.at + (nearest->at - man.at) * (step / gap);
}

std::string inches(double d) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f\"", d);
  return buf;
}

}  // namespace

void MinimalState::hash_rule_data(StateHasher& h) const {
  for (uint8_t a : acted) h.add(a != 0);
  h.add(active_side);
  h.add(kill_on);
  h.add(range);
  h.add(turn_limit);
  h.add(activations);
}

MinimalRules::MinimalRules() {
  traits_.players = 2;
  traits_.chance = ChanceHandling::kDiceInApply;
  traits_.hidden_information = false;
  traits_.summary = "alternate single-man activations: move 6\" or shoot with a d6";
  traits_.options = {
      {"kill_on", OptionType::kInteger, "4", {}, 2, 6, "d6 score that kills a target", "test"},
      {"range",
       OptionType::kChoice,
       "short",
       {"short", "long"},
       0,
       0,
       "rifle range: short = 12\", long = 24\"",
       "test"},
      {"turn_limit",
       OptionType::kInteger,
       "0",
       {},
       0,
       100,
       "turns before the game is drawn; 0 = the scenario's limit, or 10",
       "test"},
      {"decisions",
       OptionType::kChoice,
       "figure",
       {"figure", "activation"},
       0,
       0,
       "what a decision is called: a figure's action, or which man acts and how (an "
       "activation, as planners treat a unit's)",
       "test"},
  };
}

std::unique_ptr<GameState> MinimalRules::do_new_game(
    std::shared_ptr<const Scenario> scenario, std::shared_ptr<const OptionSet> options) const {
  if (scenario->sides.size() != 2) {
    throw RulesError(scenario->file + ": minimal skirmish needs exactly 2 sides, not " +
                     std::to_string(scenario->sides.size()));
  }
  auto state = std::make_unique<MinimalState>(scenario, options);
  state->figures() = deployed_figures(*scenario);
  state->acted.assign(state->figures().size(), 0);
  state->kill_on = options->get_int("kill_on");
  state->range = options->is("range", "long") ? kLongRange : kShortRange;
  state->activations = options->is("decisions", "activation");
  const int limit = options->get_int("turn_limit");
  state->turn_limit =
      limit > 0 ? limit : (scenario->turn_limit > 0 ? scenario->turn_limit : kDefaultTurnLimit);
  return state;
}

Outcome MinimalRules::outcome(const GameState& state) const {
  const auto& s = as_minimal(state);
  const int left[2] = {men_left(s, 0), men_left(s, 1)};
  Outcome o;
  if (left[0] == 0 || left[1] == 0) {
    o.over = true;
    o.winner = left[0] > 0 ? 0 : (left[1] > 0 ? 1 : -1);
    o.margin = std::abs(left[0] - left[1]);
    o.reason = o.winner >= 0 ? s.scenario().sides[o.winner].name + " has the last men standing"
                             : "nobody is left standing";
  } else if (s.turn() > s.turn_limit) {
    o.over = true;
    o.margin = 0;
    o.reason = "turn limit reached";
  }
  return o;
}

Decision MinimalRules::next_decision(const GameState& state) const {
  const auto& s = as_minimal(state);
  if (men_left(s, 0) == 0 || men_left(s, 1) == 0 || s.turn() > s.turn_limit) return {};
  return {s.activations ? DecisionKind::kActivateUnit : DecisionKind::kFigureAction, s.active_side,
          -1, -1};
}

void MinimalRules::add_legal_actions(const GameState& state, std::vector<Action>& out) const {
  const auto& s = as_minimal(state);
  if (next_decision(s).game_over()) return;
  const auto& figs = s.figures();
  for (std::size_t i = 0; i < figs.size(); ++i) {
    if (figs[i].side != s.active_side || !can_act(s, i)) continue;
    const auto actor = static_cast<int16_t>(i);
    out.push_back({ActionKind::kPass, actor, -1, -1, 0, std::nullopt});
    if (auto to = advance_point(s, figs[i])) {
      out.push_back({ActionKind::kMove, actor, -1, -1, 0, to});
    }
    for (std::size_t t = 0; t < figs.size(); ++t) {
      if (figs[t].side == figs[i].side || !fighting(figs[t])) continue;
      if (distance(figs[i].at, figs[t].at) <= s.range) {
        out.push_back({ActionKind::kShoot, actor, static_cast<int16_t>(t), -1, 0, std::nullopt});
      }
    }
  }
}

CheckResult MinimalRules::check(const GameState& state, const Action& a) const {
  const auto& s = as_minimal(state);
  const auto& figs = s.figures();
  const Scenario& sc = s.scenario();
  if (next_decision(s).game_over()) return CheckResult::illegal("the game is over");
  if (a.actor < 0 || a.actor >= static_cast<int>(figs.size())) {
    return CheckResult::illegal("there is no figure " + std::to_string(a.actor) + " to act");
  }
  const Figure& man = figs[a.actor];
  const std::string who = figure_name(sc, a.actor);
  if (man.side != s.active_side) {
    return CheckResult::illegal(who + " is with " + sc.sides[man.side].name + ", and it is " +
                                sc.sides[s.active_side].name + "'s move");
  }
  if (!fighting(man)) return CheckResult::illegal(who + " is " + std::string(name_of(man.status)));
  if (s.acted[a.actor]) return CheckResult::illegal(who + " has already acted this turn");
  switch (a.kind) {
    case ActionKind::kPass:
      return CheckResult::legal();
    case ActionKind::kMove: {
      if (!a.at) return CheckResult::illegal("a move needs a point to move to");
      if (!s.battlefield().table.contains(*a.at)) {
        return CheckResult::illegal("that point is off the table");
      }
      const double d = distance(man.at, *a.at);
      if (d > kMove + 1e-9) {
        return CheckResult::illegal(who + " can move at most " + inches(kMove) + ", not " +
                                    inches(d));
      }
      return CheckResult::legal();
    }
    case ActionKind::kShoot: {
      if (a.target < 0 || a.target >= static_cast<int>(figs.size())) {
        return CheckResult::illegal("there is no figure " + std::to_string(a.target) +
                                    " to shoot at");
      }
      const Figure& target = figs[a.target];
      const std::string whom = figure_name(sc, a.target);
      if (target.side == man.side) return CheckResult::illegal(whom + " is on " + who + "'s side");
      if (!fighting(target)) {
        return CheckResult::illegal(whom + " is " + std::string(name_of(target.status)));
      }
      const double d = distance(man.at, target.at);
      if (d > s.range) {
        return CheckResult::illegal(whom + " is " + inches(d) + " away, beyond " + inches(s.range) +
                                    " range");
      }
      return CheckResult::legal();
    }
    default:
      return CheckResult::illegal("minimal skirmish has no '" + std::string(name_of(a.kind)) +
                                  "' action");
  }
}

void MinimalRules::do_apply(GameState& state, const Action& a, Dice& dice,
                            EventSink& events) const {
  auto& s = as_minimal(state);
  auto& figs = s.figures();
  Figure& man = figs[a.actor];
  if (a.kind == ActionKind::kMove) {
    man.facing = static_cast<float>(bearing(man.at, *a.at));
    man.at = *a.at;
  } else if (a.kind == ActionKind::kShoot) {
    const RollPurpose fire{
        "firing", kFireRoll, a.actor, a.target, static_cast<int16_t>(s.kill_on), Need::kAtLeast};
    const int roll = dice.roll(6, fire);
    const bool killed = roll >= s.kill_on;
    if (killed) figs[a.target].status = FigureStatus::kDead;
    if (events.enabled()) {
      Event e;
      e.side = man.side;
      e.turn = s.turn();
      e.text = figure_name(s.scenario(), a.target) + (killed ? " falls dead" : " is missed");
      events.emit(e);
    }
  }
  s.acted[a.actor] = 1;

  // Sides alternate while both have men to act; then the turn ends.
  const int other = 1 - s.active_side;
  if (side_can_act(s, other)) {
    s.active_side = other;
  } else if (!side_can_act(s, s.active_side)) {
    std::fill(s.acted.begin(), s.acted.end(), 0);
    s.set_turn(s.turn() + 1);
    s.active_side = (s.turn() + 1) % 2;  // sides take turns to start a turn
    if (events.enabled()) {
      Event e;
      e.kind = EventKind::kTurn;
      e.turn = s.turn();
      events.emit(e);
    }
  }
}

std::string MinimalRules::describe(const GameState& state, const Action& a) const {
  const Scenario& sc = state.scenario();
  const std::string who = figure_name(sc, a.actor);
  switch (a.kind) {
    case ActionKind::kPass:
      return who + " holds";
    case ActionKind::kMove:
      if (a.at) {
        char buf[64];
        std::snprintf(buf, sizeof buf, " moves to (%.1f, %.1f)", a.at->x, a.at->y);
        return who + buf;
      }
      break;
    case ActionKind::kShoot:
      return who + " shoots at " + figure_name(sc, a.target);
    default:
      break;
  }
  return Rules::describe(state, a);
}

std::shared_ptr<const Scenario> minimal_scenario() {
  auto battlefield = std::make_shared<Battlefield>();
  battlefield->table = {24, 24};
  auto s = std::make_shared<Scenario>();
  s->file = "minimal.yaml";
  s->name = "Minimal skirmish";
  s->rules = std::string(MinimalRules::kName);
  s->turn_limit = 8;
  s->battlefield = battlefield;

  const char* red_names[] = {"Sgt. Hoskins", "Pte. Carter", "Pte. Doyle"};
  const char* blue_names[] = {"Pte. Wilton", "Cpl. Marsh", "Pte. Ames"};
  SideSpec red{"Red", "#c03030", {}, {}, {}};
  SideSpec blue{"Blue", "#3030c0", {}, {}, {}};
  UnitSpec red_unit{"Red section", "", {}, {}};
  UnitSpec blue_unit{"Blue section", "", {}, {}};
  for (int i = 0; i < 3; ++i) {
    FigureSpec r;
    r.name = red_names[i];
    r.at = {6.0 + 6.0 * i, 2.0};
    r.facing = 90;
    red_unit.figures.push_back(r);
    FigureSpec b;
    b.name = blue_names[i];
    b.at = {6.0 + 6.0 * i, 22.0};
    b.facing = 270;
    blue_unit.figures.push_back(b);
  }
  red.units.push_back(red_unit);
  blue.units.push_back(blue_unit);
  s->sides = {red, blue};
  return s;
}

}  // namespace skirmish::minimal
