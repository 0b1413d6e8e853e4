// The games file of `skirmish balance --out`: every variant's games as
// playtest result lines (tools/playtest/results_file.h), the variants one
// after another in the --vary order and each variant's games in game order.
// A line's "scenario" names its variant ("scenarios/x.yaml [size=4]"), so the
// file says which variant played each game, and any variant's games can be
// read or replayed like a playtest's.
//
// The games are written as they end, so a long balance search cut short
// keeps every game it finished, and `--resume` reads them back and plays on
// from the first game missing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/results_file.h"

namespace skirmish {

// What one variant's games must be.
struct VariantGames {
  std::string label;  // the variant, "blue.units[0].size=4": its lines' scenario ends " [label]"
  RunIdentity id;
  Roster roster;
  std::vector<int64_t> games;  // the game numbers, in the order they are played
};

// How far a games file got: the variants before `variant` are done, and
// `variant` has its first `played` games.
struct BalanceResumePoint {
  size_t variant = 0;
  size_t played = 0;
};

// Reads the games of `path` back into `stats` (one a variant, made for its
// roster). A variant is done when all its games are in or when
// `stopped_early` says its games so far are enough (--until-ci); the next
// line must then be the next variant's first game. A last line cut off
// mid-write is removed from the file. ResultsError naming the file and line
// for a line of another run or variant, or out of order.
BalanceResumePoint read_balance_games(
    const std::filesystem::path& path, const std::vector<VariantGames>& variants,
    const std::function<bool(const PlaytestStats&)>& stopped_early,
    std::vector<PlaytestStats>& stats);

}  // namespace skirmish
