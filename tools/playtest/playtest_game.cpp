#include "tools/playtest/playtest_game.h"

#include <algorithm>
#include <exception>
#include <new>

#include "tools/skirmish/match.h"

namespace skirmish {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Orders and men's actions are where a side first moves; deployment, seizing
// the initiative, reactions and the choice of unit are not.
bool side_acts(DecisionKind k) {
  return k == DecisionKind::kChooseOrder || k == DecisionKind::kFigureAction;
}

void count_losses(const GameState& state, std::vector<UnitLosses>& units) {
  for (UnitLosses& u : units) u = UnitLosses{};
  for (const Figure& f : state.figures()) {
    if (f.unit < 0 || at(f.unit) >= units.size()) continue;
    UnitLosses& u = units[at(f.unit)];
    ++u.men;
    switch (f.status) {
      case FigureStatus::kFighting:
        ++u.fighting;
        break;
      case FigureStatus::kDown:
        ++u.down;
        break;
      case FigureStatus::kRouted:
        ++u.routed;
        break;
      case FigureStatus::kSurrendered:
        ++u.captured;
        break;
      case FigureStatus::kDead:
        ++u.dead;
        break;
      case FigureStatus::kOffTable:
        ++u.off_table;
        break;
    }
  }
}

}  // namespace

std::string_view name_of(GameEnd e) {
  switch (e) {
    case GameEnd::kFinished:
      return "finished";
    case GameEnd::kStalled:
      return "stalled";
    case GameEnd::kCrashed:
      return "crashed";
  }
  return "?";
}

Roster roster_of(const Scenario& scenario) {
  Roster r;
  for (size_t side = 0; side < scenario.sides.size(); ++side) {
    r.sides.push_back(scenario.sides[side].name);
    for (const UnitSpec& unit : scenario.sides[side].units) {
      r.units.push_back(unit.name);
      r.unit_side.push_back(static_cast<int>(side));
    }
  }
  for (const Objective& o : scenario.objectives) {
    r.objectives.push_back(o.name);
    int side = -1;
    for (size_t k = 0; k < scenario.sides.size(); ++k) {
      if (scenario.sides[k].name == o.side) side = static_cast<int>(k);
    }
    r.objective_side.push_back(side);
  }
  return r;
}

PlaytestGame play_playtest_game(const Rules& rules, const std::shared_ptr<const Scenario>& scenario,
                                const std::vector<std::string>& players, int64_t index,
                                uint64_t seed, int decision_limit) {
  PlaytestGame g;
  g.index = index;
  g.seed = seed;
  g.players = players;
  const Roster roster = roster_of(*scenario);
  g.sides.assign(roster.sides.size(), SideResult{});
  g.units.assign(roster.units.size(), UnitLosses{});
  g.objectives_scored_by.assign(roster.objectives.size(), -1);

  Standing standing;
  bool past_turn_limit = false;
  // Before every decision: the side that acts first, sides newly past their
  // break point; at the end, the losses and objectives as they stand.
  const MatchWatcher watch = [&](const GameState& state, const Decision& next) {
    if (g.first_to_act < 0 && side_acts(next.kind)) g.first_to_act = next.side;
    rules.standing(state, standing);
    for (size_t side = 0; side < g.sides.size() && side < standing.sides.size(); ++side) {
      if (standing.sides[side].broken && g.sides[side].broke_on_turn == 0) {
        g.sides[side].broke_on_turn = state.turn();
      }
    }
    // A rule set may count on past its last turn when the limit ends the
    // game; no turn beyond the limit was played.
    g.turns =
        scenario->turn_limit > 0 ? std::min(state.turn(), scenario->turn_limit) : state.turn();
    if (next.game_over()) {
      count_losses(state, g.units);
      for (size_t side = 0; side < g.sides.size() && side < standing.sides.size(); ++side) {
        g.sides[side].victory_points = standing.sides[side].victory_points;
      }
      for (size_t k = 0;
           k < g.objectives_scored_by.size() && k < standing.objective_scored_by.size(); ++k) {
        g.objectives_scored_by[k] = standing.objective_scored_by[k];
      }
      return true;
    }
    // A rule set that ends at the turn limit never gets here; one that does
    // not has stalled.
    past_turn_limit = scenario->turn_limit > 0 && state.turn() > scenario->turn_limit + 1;
    if (past_turn_limit) count_losses(state, g.units);
    return !past_turn_limit;
  };

  try {
    const MatchResult m = play_match(rules, scenario, players, seed, decision_limit, watch);
    g.decisions = m.decisions;
    if (m.unfinished) {
      g.end = GameEnd::kStalled;
      g.error = past_turn_limit ? "played on past the turn limit of " +
                                      std::to_string(scenario->turn_limit) + " without an end"
                                : m.outcome.reason;
      return g;
    }
    g.winner = m.outcome.winner;
    g.margin = m.outcome.margin;
    g.reason = m.outcome.reason;
  } catch (const std::bad_alloc&) {
    g.end = GameEnd::kCrashed;
    g.error = "out of memory";
  } catch (const std::exception& e) {
    g.end = GameEnd::kCrashed;
    g.error = e.what();
  }
  return g;
}

}  // namespace skirmish
