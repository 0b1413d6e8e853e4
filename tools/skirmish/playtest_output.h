// What `playtest` and `playtest-merge` share: reading back the games of a run
// and finishing with the summary and the report.
#pragma once

#include <cstdint>
#include <filesystem>
#include <iosfwd>
#include <string>
#include <vector>

#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/results_file.h"
#include "tools/skirmish/game_session.h"

namespace skirmish {

struct PlaytestArgs;

// Reads the games of run `id` back from `path`, which must hold `games`'
// first entries in order, adding each to `stats`; a last line cut off
// mid-write is removed from the file. Returns how many were read.
// ResultsError naming the file and line for a line of another run, another
// scenario, or out of order.
size_t read_run(const std::filesystem::path& path, const RunIdentity& id, const Roster& roster,
                const std::vector<int64_t>& games, PlaytestStats& stats);

// The summary on `out` and, if `report` is not empty, the HTML report
// written atomically. Returns the exit code.
int finish_run(const std::string& report, const std::string& results, const Scenario& scenario,
               const RunIdentity& id, const PlaytestStats& stats, const std::string& command,
               std::ostream& out, std::ostream& err);

// The command line that repeats a playtest, for the report.
std::string playtest_command_line(const PlaytestArgs& args);

// finish_run for a playtest's own arguments.
int finish_playtest(const PlaytestArgs& args, const PlayableScenario& scenario,
                    const RunIdentity& id, const PlaytestStats& stats, std::ostream& out,
                    std::ostream& err);

}  // namespace skirmish
