// The playtest report (`skirmish playtest ... --report report.html`): one
// self-contained HTML page a scenario designer opens to judge balance.
//
// The page carries everything inline (CSS and SVG, no script, no font, no
// image, no link out of the file), so it reads the same from a mail, a
// shared drive or a CI artefact without a server. Its sections, in the
// order a designer asks the questions:
//   1. what was run: scenario, planners, games played and how they ended,
//      build, seed and the command;
//   2. the headline: the first side's score share and its 95% interval, in
//      words ("favoured", "balanced within the interval"); with three sides
//      or more, the side furthest beyond its interval from an even 1/N;
//   3. win rate per side with its interval, against a 50% (1/N) line;
//   4. game length: finished games by turn, mean and median;
//   5. casualties per unit, and which units' survival goes with winning;
//   6. sides (broken, when, victory points) and objectives (how often held);
//   7. first-activation advantage and, with more than one planner, each
//      planner's score share;
//   8. stalled and crashed games with the command to replay each;
//   9. the table as deployed, with the deployment zones.
//
// Every name from the scenario or the command line is HTML-escaped. The
// page holds no clock time or path of its own: the same inputs give the same
// bytes, so a report can be diffed and kept under test.
#pragma once

#include <string>

#include "engine/scenario/scenario.h"
#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/results_file.h"

namespace skirmish {

struct ReportInput {
  // Names, description, side colours and the table picture. May be null
  // (the page then draws no table and names the sides from the stats).
  const Scenario* scenario = nullptr;
  // What was run: build, planners, base seed, mirror, games asked. May be null.
  const RunIdentity* id = nullptr;
  const PlaytestStats* stats = nullptr;  // required
  std::string command;                   // the command line that made the run, shown as is
  std::string results_path;              // the --out file, for `skirmish replay --from`
};

// The whole page. The caller writes it (atomically).
std::string playtest_report_html(const ReportInput& in);

// The start of a report page with the reports' styles, up to <body>:
// what the balance report (balance_report.h) shares with this one.
std::string report_page_head(const std::string& title);

}  // namespace skirmish
