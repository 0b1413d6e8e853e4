// The balance report (`skirmish balance ... --report balance.html`): one
// self-contained HTML page a scenario designer opens to choose a variant.
// Its sections:
//   1. what was run: the scenario, the parameter varied and its values, the
//      planners, games a variant, seed, build and the command;
//   2. the headline: the variant nearest an even game, and whether 50% lies
//      inside its 95% interval;
//   3. the first side's score per variant with its interval, against a
//      dashed 50% line, the nearest even in full colour;
//   4. with two parameters varied together, the first side's score at each
//      combination, a row for each value of the first and a column for each
//      of the second, the nearest even marked;
//   5. a table a row a variant: the first side's score and interval, games
//      finished, drawn and stalled, mean game length.
// Like the playtest report it carries everything inline and holds no clock
// time or path of its own: the same inputs give the same bytes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/scenario/scenario.h"
#include "tools/playtest/playtest_stats.h"

namespace skirmish {

struct BalanceReportVariant {
  std::string label;  // "blue.units[0].size=4"
  const PlaytestStats* stats = nullptr;
};

struct BalanceReportInput {
  const Scenario* scenario = nullptr;  // the base scenario (names, colours); required
  std::string scenario_file;
  std::string vary;     // the --vary specs as given, joined by " and "
  std::string players;  // "utility vs utility"
  bool mirror = false;
  int64_t games = 0;  // asked, a variant
  uint64_t seed = 1;
  std::string build;
  std::string command;
  std::vector<BalanceReportVariant> variants;
  int nearest = -1;  // the variant nearest an even game; -1: none finished a game
  // Each parameter varied (its path) and its values, in the --vary order:
  // the variants are every combination, the first's values outermost.
  struct Axis {
    std::string path;
    std::vector<std::string> values;
  };
  std::vector<Axis> axes;
};

std::string balance_report_html(const BalanceReportInput& in);

}  // namespace skirmish
