#include "tools/skirmish/match.h"

#include <array>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "tools/skirmish/players.h"

namespace skirmish {

MatchResult play_match(const Rules& rules, const std::shared_ptr<const Scenario>& scenario,
                       const std::string& red, const std::string& blue, uint64_t seed,
                       int decision_limit, const MatchWatcher& watch) {
  std::unique_ptr<GameState> state = rules.new_game(scenario);
  SeededDice dice(seed);
  std::array<std::unique_ptr<Player>, 2> players;
  for (int side = 0; side < 2; ++side) {
    const PlayerSetup setup{side, seed, nullptr, nullptr};
    players[static_cast<size_t>(side)] = make_player(side == 0 ? red : blue, setup);
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
    const std::optional<Action> chosen = players[static_cast<size_t>(d.side)]->choose(turn);
    if (!chosen) throw RulesError("a computer player stopped the game");
    rules.apply(*state, *chosen, dice, null_sink());
    ++result.decisions;
  }
  result.outcome = rules.outcome(*state);
  return result;
}

}  // namespace skirmish
