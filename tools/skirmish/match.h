// One game between computer players, told in no words: what `skirmish
// tournament` and `playtest` play by the thousand.
//
// The game is the one `skirmish play SCENARIO --red RED --blue BLUE --seed
// SEED` (or `--sides A,B,C` for any number of sides) would play: the same
// dice from the same seed and the same players made the same way, so any
// game of a tournament can be watched again.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/rules/rules.h"

namespace skirmish {

struct MatchResult {
  Outcome outcome;  // its winner is a side index, so it says who won among any number of sides
  int decisions = 0;
  bool unfinished = false;  // stopped at the decision limit: counted a draw
};

// Shown the state before each decision and once more when the game is over
// (`next` is then game over); returning false stops the game there as
// unfinished. Playtests read what they record through it.
using MatchWatcher = std::function<bool(const GameState& state, const Decision& next)>;

// Plays `red` (the scenario's first side) against `blue` (player specs as
// `skirmish play` takes them, e.g. "utility:cautious") with seeded dice.
// Stops as a draw after `decision_limit` decisions. Throws UnknownPlayerKind
// for a bad spec.
MatchResult play_match(const Rules& rules, const std::shared_ptr<const Scenario>& scenario,
                       const std::string& red, const std::string& blue, uint64_t seed,
                       int decision_limit = 20000, const MatchWatcher& watch = {});

// The same with one player spec a side, in the scenario's order (seating.h).
// Throws RulesError when `seats` does not seat every side of the scenario.
MatchResult play_match(const Rules& rules, const std::shared_ptr<const Scenario>& scenario,
                       const std::vector<std::string>& seats, uint64_t seed,
                       int decision_limit = 20000, const MatchWatcher& watch = {});

}  // namespace skirmish
