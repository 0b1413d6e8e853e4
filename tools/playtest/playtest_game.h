// One playtest game and what a designer wants to know of it: who won and how
// narrowly, how long it lasted, what each unit lost, when a side broke, who
// held the objectives, and which side's men acted first.
//
// The game is the one `skirmish play SCENARIO --red RED --blue BLUE --seed
// SEED` (or `--sides A,B,C`) plays (tools/skirmish/match.h), so any game of a playtest can be
// watched again alone. A game that throws is recorded as crashed and one that
// runs past its decision limit or its turn limit as stalled, each with its
// seed, so one bad game never stops a batch of thousands.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/rules/rules.h"

namespace skirmish {

enum class GameEnd : uint8_t {
  kFinished,  // the rules ended it
  kStalled,   // no end within the decision limit, or play went past the turn limit
  kCrashed,   // something threw; `error` says what
};
std::string_view name_of(GameEnd e);

// One unit as the game left it; men are counted by FigureStatus.
struct UnitLosses {
  int men = 0;       // at the start
  int fighting = 0;  // on their feet and able to act at the end: the survivors
  int down = 0;
  int routed = 0;
  int captured = 0;
  int dead = 0;
  int off_table = 0;
  int casualties() const { return men - fighting; }
  friend bool operator==(const UnitLosses&, const UnitLosses&) = default;
};

struct SideResult {
  int broke_on_turn = 0;   // the turn it passed its break point; 0 = it never did
  int victory_points = 0;  // from the objectives at the end
  friend bool operator==(const SideResult&, const SideResult&) = default;
};

struct PlaytestGame {
  int64_t index = 0;                 // the game's number in its run, from 0
  uint64_t seed = 0;                 // dice and planners' seed: replays this game alone
  std::vector<std::string> players;  // planner spec of each side, scenario order
  GameEnd end = GameEnd::kFinished;
  std::string error;  // why it stalled or crashed; empty when finished
  int winner = -1;    // side index; -1 a draw, or not finished
  double margin = 0;  // the rules' own measure of how decisive
  std::string reason;
  int turns = 0;                  // the turn it ended in
  int decisions = 0;              // decisions taken
  int first_to_act = -1;          // side whose unit or man acted first (orders and actions only)
  std::vector<SideResult> sides;  // scenario order
  std::vector<UnitLosses> units;  // every unit of every side, scenario order
  std::vector<int> objectives_scored_by;  // per objective at the end: the side, or -1

  bool finished() const { return end == GameEnd::kFinished; }
  friend bool operator==(const PlaytestGame&, const PlaytestGame&) = default;
};

// The names the statistics and the results file use, from the scenario.
struct Roster {
  std::vector<std::string> sides;
  std::vector<std::string> units;       // every unit, scenario order
  std::vector<int> unit_side;           // the side of each unit
  std::vector<std::string> objectives;  // per objective
  std::vector<int> objective_side;      // the side that scores it (-1 unknown)
  friend bool operator==(const Roster&, const Roster&) = default;
};
Roster roster_of(const Scenario& scenario);

// Plays game `index` of a run on `seed` and summarises it. Never throws for
// what happens in the game: a throw is recorded as a crash.
// `players` seats one planner a side, in the scenario's order.
PlaytestGame play_playtest_game(const Rules& rules, const std::shared_ptr<const Scenario>& scenario,
                                const std::vector<std::string>& players, int64_t index,
                                uint64_t seed, int decision_limit = 20000);

}  // namespace skirmish
