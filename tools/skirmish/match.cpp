#include "tools/skirmish/match.h"

#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "tools/skirmish/players.h"

namespace skirmish {

MatchResult play_match(const Rules& rules, const std::shared_ptr<const Scenario>& scenario,
                       const std::string& red, const std::string& blue, uint64_t seed,
                       int decision_limit, const MatchWatcher& watch) {
  return play_match(rules, scenario, std::vector<std::string>{red, blue}, seed, decision_limit,
                    watch);
}

MatchResult play_match(const Rules& rules, const std::shared_ptr<const Scenario>& scenario,
                       const std::vector<std::string>& seats, uint64_t seed, int decision_limit,
                       const MatchWatcher& watch) {
  if (seats.size() != scenario->sides.size()) {
    throw RulesError(scenario->file + " has " + std::to_string(scenario->sides.size()) +
                     " sides; " + std::to_string(seats.size()) + " players were seated");
  }
  std::unique_ptr<GameState> state = rules.new_game(scenario);
  SeededDice dice(seed);
  std::vector<std::unique_ptr<Player>> players(seats.size());
  for (size_t side = 0; side < seats.size(); ++side) {
    PlayerSetup setup{static_cast<int>(side), seed, nullptr, nullptr};
    setup.rules = std::string(rules.name());
    players[side] = make_player(seats[side], setup);
  }
  MatchResult result;
  std::vector<Action> legal;
  for (;;) {
    const Decision d = rules.next_decision(*state);
    if (watch && !watch(*state, d)) {
      result.unfinished = true;
      result.outcome.over = true;
      result.outcome.reason = "stopped by its watcher";
      return result;
    }
    if (d.game_over()) break;
    if (result.decisions >= decision_limit) {
      result.unfinished = true;
      result.outcome.over = true;
      result.outcome.reason =
          "stopped after " + std::to_string(decision_limit) + " decisions without an end";
      return result;
    }
    rules.legal_actions(*state, legal);
    const PlayerTurn turn{rules, *state, d, legal};
    if (d.side < 0 || static_cast<size_t>(d.side) >= players.size()) {
      throw RulesError("the rule set asks side " + std::to_string(d.side) + " to decide; " +
                       std::to_string(players.size()) + " are seated");
    }
    const std::optional<Action> chosen = players[static_cast<size_t>(d.side)]->choose(turn);
    if (!chosen) throw RulesError("a computer player stopped the game");
    rules.apply(*state, *chosen, dice, null_sink());
    ++result.decisions;
  }
  result.outcome = rules.outcome(*state);
  return result;
}

}  // namespace skirmish
