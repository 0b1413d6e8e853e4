#include "engine/rules/mayhem/mayhem_rules.h"

#include "engine/rules/mayhem/fire_setting.h"
#include "engine/rules/mayhem/mayhem_catalog.h"
#include "engine/rules/mayhem/mayhem_flow.h"
#include "engine/rules/mayhem/mayhem_outcome.h"
#include "engine/rules/mayhem/mayhem_setup.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/planner_queries.h"
#include "engine/rules/mayhem/stockade.h"

namespace skirmish::mayhem {

MayhemRules::MayhemRules() {
  traits_.players = 2;
  traits_.chance = ChanceHandling::kDiceInApply;
  traits_.hidden_information = false;
  traits_.narrates_rolls = true;
  traits_.summary =
      "Musket Mayhem and Medieval Mayhem (Rob Dean and Ross Macfarlane): initiative each turn, "
      "group moves on 2d6/3d6, fire during the enemy's move, courage checks, opposed melee dice";
  // Men out, half a point a courage check forced, horses (planner_queries.cpp).
  traits_.harm_words = "men out, courage checks forced";
  traits_.options = mayhem_options();
}

const Catalog* MayhemRules::catalog() const {
  return &mayhem_catalog();
}

std::unique_ptr<GameState> MayhemRules::do_new_game(
    std::shared_ptr<const Scenario> scenario, std::shared_ptr<const OptionSet> options) const {
  return set_up_game(std::move(scenario), std::move(options));
}

Decision MayhemRules::next_decision(const GameState& state) const {
  return next_mayhem_decision(as_mayhem(state));
}

void MayhemRules::add_legal_actions(const GameState& state, std::vector<Action>& out) const {
  mayhem_actions(as_mayhem(state), out);
}

CheckResult MayhemRules::check(const GameState& state, const Action& action) const {
  return check_mayhem_action(as_mayhem(state), action);
}

void MayhemRules::do_apply(GameState& state, const Action& action, Dice& dice,
                           EventSink& events) const {
  MayhemState& s = as_mayhem(state);
  const bool was_over = game_over(s);
  apply_mayhem_action(s, action, dice, events);
  if (!was_over && game_over(s) && events.enabled()) {
    const Outcome o = mayhem_outcome(s);
    Event e;
    e.kind = EventKind::kGameOver;
    e.side = o.winner;
    e.turn = s.turn();
    if (events.wants_text()) e.text = o.reason;
    events.emit(e);
  }
}

Outcome MayhemRules::outcome(const GameState& state) const {
  return mayhem_outcome(as_mayhem(state));
}

void MayhemRules::standing(const GameState& state, Standing& out) const {
  mayhem_standing(as_mayhem(state), out);
}

// 004 / Miscellaneous Rules / Fire, / Medieval Mayhem / Artillery and /
// Musket Mayhem / Artillery: the pieces set afire, the barred doors broken
// and the gaps roundshot knocked, as the state keeps them.
void MayhemRules::table_changes(const GameState& state, TableChanges& out) const {
  const MayhemState& s = as_mayhem(state);
  out.burning = s.burning;
  out.broken_doors = s.door_broken;
  const Breaches gaps = s.breaches();
  out.breaches.assign(gaps.begin(), gaps.end());
}

double MayhemRules::evaluate(const GameState& state, int side) const {
  return planner_evaluate(as_mayhem(state), side);
}

void MayhemRules::forecast(const GameState& state, const Action& action, Forecast& out) const {
  planner_forecast(as_mayhem(state), action, out);
}

void MayhemRules::exposure(const GameState& state, int figure, Vec2 at, Exposure& out) const {
  planner_exposure(as_mayhem(state), figure, at, out);
}

double MayhemRules::shot_offered(const GameState& state, int figure, Vec2 at) const {
  return planner_shot_offered(as_mayhem(state), figure, at);
}

// 004 / Miscellaneous Rules / Fire: a man carrying fire may not shoot or
// charge; nor may a noncombatant (ours, mayhem_man.h).
bool MayhemRules::may_strike(const GameState& state, int figure) const {
  const MayhemState& s = as_mayhem(state);
  if (figure < 0 || static_cast<size_t>(figure) >= s.men.size()) return false;
  const MayhemMan& m = s.men[static_cast<size_t>(figure)];
  return !m.incendiary && !m.noncombatant;
}

// 004 / Miscellaneous Rules / Fire: a man carrying fire may set a building
// afire, and nobody holds ground in a burning building (fire_setting.h).
bool MayhemRules::may_end_ground(const GameState& state, int figure, int objective) const {
  const MayhemState& s = as_mayhem(state);
  const std::vector<Objective>& objectives = s.scenario().objectives;
  if (figure < 0 || static_cast<size_t>(figure) >= s.men.size() || objective < 0 ||
      static_cast<size_t>(objective) >= objectives.size() ||
      !s.men[static_cast<size_t>(figure)].incendiary) {
    return false;
  }
  const Objective& o = objectives[static_cast<size_t>(objective)];
  if (o.kind != ObjectiveKind::kHold) return false;
  for (int k = 0; k < static_cast<int>(s.battlefield().features.size()); ++k) {
    if (!s.burning[static_cast<size_t>(k)] && building_holds(s, k, o.area.centre)) return true;
  }
  return false;
}

void MayhemRules::movement(const GameState& state, int figure, Movement& out) const {
  planner_movement(as_mayhem(state), figure, out);
}

// 004 / Miscellaneous Rules / Stockade walls: climbed on a 6 (stockade.h).
void MayhemRules::line_crossings(const GameState& state, std::vector<double>& out) const {
  stockade_crossings(as_mayhem(state), out);
}

std::string MayhemRules::describe(const GameState& state, const Action& a) const {
  return describe_action(as_mayhem(state), a);
}

std::string MayhemRules::describe_decision(const GameState& state) const {
  return describe_mayhem_decision(as_mayhem(state));
}

std::string MayhemRules::describe_roll(const GameState& state, const RollPurpose& p) const {
  return describe_mayhem_roll(as_mayhem(state), p);
}

}  // namespace skirmish::mayhem
