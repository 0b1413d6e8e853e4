#include "tools/skirmish/playtest_output.h"

#include <ostream>
#include <sstream>

#include "engine/core/atomic_file.h"
#include "tools/playtest/report_html.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/seating.h"

namespace skirmish {

size_t read_run(const std::filesystem::path& path, const RunIdentity& id, const Roster& roster,
                const std::vector<int64_t>& games, PlaytestStats& stats) {
  size_t n = 0;
  int64_t line = 0;
  uint64_t good = 0;
  const std::string source = path.string();
  read_results(
      path,
      [&](const ResultLine& r, std::string_view) {
        ++line;
        const auto at = [&](const std::string& what) {
          return ResultsError(source + ":" + std::to_string(line) + ": " + what);
        };
        if (const std::string d = identity_difference(r.id, id); !d.empty()) {
          throw at("another run's game: " + d);
        }
        if (r.roster != roster) throw at("the scenario's sides or units differ from this one's");
        if (n >= games.size() || r.game.index != games[n]) {
          throw at("game " + std::to_string(r.game.index) + " is not the next of this run" +
                   (n < games.size() ? " (expected game " + std::to_string(games[n]) + ")" : ""));
        }
        stats.add(r.game);
        ++n;
      },
      &good);
  cut_half_written_line(path, good);
  return n;
}

int finish_run(const std::string& report, const std::string& results, const Scenario& scenario,
               const RunIdentity& id, const PlaytestStats& stats, const std::string& command,
               std::ostream& out, std::ostream& err) {
  print_summary(out, scenario.name, stats);
  if (report.empty()) return 0;
  ReportInput in;
  in.scenario = &scenario;
  in.id = &id;
  in.stats = &stats;
  in.command = command;
  in.results_path = results;
  try {
    write_file_atomically(report, playtest_report_html(in));
  } catch (const std::exception& e) {
    err << e.what() << "\n";
    return 1;
  }
  out << "Report written to " << report << "\n";
  return 0;
}

std::string playtest_command_line(const PlaytestArgs& a) {
  std::ostringstream s;
  s << "skirmish playtest " << a.scenario << " --games " << a.games;
  if (a.sides.empty()) {
    s << " --red " << a.red << " --blue " << a.blue;
  } else {
    s << " --sides " << seating_text(a.sides);
  }
  s << " --seed " << a.seed;
  if (a.mirror) s << " --mirror";
  if (a.threads > 1) s << " --threads " << a.threads;
  if (!a.shard.empty()) s << " --shard " << a.shard;
  if (a.until_ci > 0) s << " --until-ci " << a.until_ci;
  s << " --out " << a.out;
  if (!a.report.empty()) s << " --report " << a.report;
  return s.str();
}

int finish_playtest(const PlaytestArgs& args, const PlayableScenario& scenario,
                    const RunIdentity& id, const PlaytestStats& stats, std::ostream& out,
                    std::ostream& err) {
  return finish_run(args.report, args.out, *scenario.scenario, id, stats,
                    playtest_command_line(args), out, err);
}

}  // namespace skirmish
