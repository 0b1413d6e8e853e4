#include "engine/rules/rules.h"

#include <cstdio>

namespace skirmish {

namespace {

// Lets the dice put a roll into words while one action is being applied.
class StateRollDescriber final : public RollDescriber {
 public:
  StateRollDescriber(const Rules& rules, const GameState& state) : rules_(rules), state_(state) {}
  std::string describe(const RollPurpose& p) const override {
    return rules_.describe_roll(state_, p);
  }
  std::string card_name(const RollPurpose& p, int index) const override {
    return rules_.card_name(state_, p, index);
  }

 private:
  const Rules& rules_;
  const GameState& state_;
};

}  // namespace

std::unique_ptr<GameState> Rules::new_game(std::shared_ptr<const Scenario> scenario,
                                           const std::vector<OptionValue>& overrides) const {
  if (!scenario) throw RulesError("rule set '" + std::string(name()) + "': no scenario given");
  if (!scenario->battlefield) {
    throw RulesError((scenario->file.empty() ? scenario->name : scenario->file) +
                     ": the scenario has no battlefield");
  }
  auto options = std::make_shared<const OptionSet>(
      resolve_options(name(), traits().options, scenario->options, overrides));
  return do_new_game(std::move(scenario), std::move(options));
}

void Rules::apply(GameState& state, const Action& action, Dice& dice, EventSink& events) const {
  CheckResult verdict = check(state, action);
  if (!verdict.ok) throw IllegalAction(describe(state, action), std::move(verdict.reason));
  if (events.enabled()) {
    Event e;
    e.kind = EventKind::kAction;
    e.side = next_decision(state).side;
    e.turn = state.turn();
    e.text = describe(state, action);
    events.emit(e);
  }
  const StateRollDescriber describer(*this, state);
  const Dice::Binding binding(dice, events, &describer);
  do_apply(state, action, dice, events);
  ++state.actions_applied_;
}

void Rules::view_for(const GameState& state, int side, GameState& view) const {
  view.copy_from(state);
  hide_unseen(view, side);
}

void Rules::hide_unseen(GameState&, int) const {}

double Rules::evaluate(const GameState& state, int side) const {
  const Outcome o = outcome(state);
  if (!o.over || o.winner < 0) return 0;
  return o.winner == side ? 1 : -1;
}

void Rules::forecast(const GameState&, const Action&, Forecast& out) const {
  out.clear();
}

void Rules::exposure(const GameState&, int, Vec2, Exposure& out) const {
  out.clear();
}

void Rules::exposure_to_fire(const GameState& state, int figure, Vec2 at, Exposure& out) const {
  exposure(state, figure, at, out);
}

double Rules::shot_offered(const GameState&, int, Vec2) const {
  return 0;
}

bool Rules::may_strike(const GameState&, int) const {
  return true;
}

bool Rules::may_end_ground(const GameState&, int, int) const {
  return false;
}

void Rules::movement(const GameState&, int, Movement& out) const {
  out.clear();
}

void Rules::standing(const GameState& state, Standing& out) const {
  const Scenario& s = state.scenario();
  out.reset(static_cast<int>(s.sides.size()), static_cast<int>(s.objectives.size()));
}

void Rules::line_crossings(const GameState&, std::vector<double>& out) const {
  out.clear();
}

void Rules::table_changes(const GameState&, TableChanges& out) const {
  out.clear();
}

std::string Rules::describe(const GameState& state, const Action& action) const {
  const Scenario& s = state.scenario();
  std::string out;
  if (action.actor >= 0) out = figure_name(s, action.actor) + ": ";
  out += name_of(action.kind);
  if (action.unit >= 0) out += " unit " + std::to_string(action.unit);
  if (action.target >= 0) out += " at " + figure_name(s, action.target);
  if (action.at) {
    char buf[64];
    std::snprintf(buf, sizeof buf, " to (%.1f, %.1f)", action.at->x, action.at->y);
    out += buf;
  }
  if (action.param != 0) {
    out += " [";
    out += std::to_string(action.param);
    out += ']';
  }
  return out;
}

std::string Rules::describe_decision(const GameState&) const {
  return {};
}

std::string Rules::describe_roll(const GameState& state, const RollPurpose& p) const {
  const Scenario& s = state.scenario();
  std::string out;
  if (p.actor >= 0) out = figure_name(s, p.actor) + " ";
  out += p.label ? p.label : "roll";
  if (p.target >= 0) out += " at " + figure_name(s, p.target);
  const std::string need = need_text(p);
  if (!need.empty()) out += " (" + need + ")";
  return out;
}

std::string Rules::card_name(const GameState&, const RollPurpose&, int index) const {
  return "card " + std::to_string(index + 1);
}

}  // namespace skirmish
