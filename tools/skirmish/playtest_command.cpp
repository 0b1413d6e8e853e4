// `skirmish playtest`: one scenario played many times by computer players on
// both sides, every game written to a results file as it ends, and the
// balance statistics a designer reads at the end.
//
// Games are appended to RESULTS.partial in game order as they finish, so an
// interrupted run loses at most the games in progress: `--resume` reads the
// partial file back (cutting off a last line left half-written), checks it is
// the same run, and plays on from there. Only when every game is in does the
// partial file become RESULTS, by a rename, so RESULTS is always whole.
#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>
#include <sstream>

#include "engine/core/atomic_file.h"

#include "tools/playtest/build_info.h"
#include "tools/playtest/playtest_run.h"
#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/progress_line.h"
#include "tools/playtest/results_file.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/players.h"
#include "tools/skirmish/playtest_output.h"

namespace skirmish {

namespace {

namespace fs = std::filesystem;

// The --until-ci rule: enough games and a narrow enough interval.
constexpr int64_t kFewestGamesToStop = 20;

bool narrow_enough(const PlaytestStats& stats, double until_ci) {
  return until_ci > 0 && stats.finished() >= kFewestGamesToStop &&
         stats.interval_half_width() <= until_ci;
}

// "K/M" with 1 <= K <= M; nullopt if it is not one.
std::optional<Shard> parse_shard(const std::string& text) {
  Shard s;
  char slash = 0;
  std::istringstream in(text);
  if (!(in >> s.k >> slash >> s.m) || slash != '/' || !in.eof() || s.m < 1 || s.k < 1 ||
      s.k > s.m) {
    return std::nullopt;
  }
  return s;
}

// Who plays each side, in the words `skirmish play` uses: --red and --blue
// for two sides (utility if not named), --sides for any number, not both.
// Returns "" and fills `seats`, or the refusal.
std::string seating_refusal(const PlaytestArgs& args, std::vector<std::string>& seats) {
  if (args.sides.empty()) {
    seats = {args.red.empty() ? "utility" : args.red, args.blue.empty() ? "utility" : args.blue};
    for (const std::string& p : seats) {
      if (const std::string why = player_spec_error(p); !why.empty()) return why;
    }
    return "";
  }
  if (!args.red.empty() || !args.blue.empty()) {
    return "say who plays with --red and --blue, or with --sides (one player a side, in the "
           "scenario's order), not both";
  }
  seats = args.sides;
  for (size_t side = 0; side < seats.size(); ++side) {
    if (const std::string why = player_spec_error(seats[side]); !why.empty()) {
      return "--sides (side " + std::to_string(side + 1) + "): " + why;
    }
  }
  return "";
}

// The seating against the scenario's sides, as play words it; "" if it fits.
std::string seating_mismatch(const PlaytestArgs& args, const Scenario& scenario,
                             const std::vector<std::string>& seats) {
  const size_t n = scenario.sides.size();
  if (n == seats.size()) {
    // A mirrored run plays every rotation of a seed; a part-played group
    // would give the sides it reached an edge the others never get. Two
    // sides keep their old rule (an odd last game plays unswapped).
    if (args.mirror && n > 2 && args.games % static_cast<int64_t>(n) != 0) {
      return args.scenario + " has " + std::to_string(n) +
             " sides, so with --mirror (the seating rotated over " + std::to_string(n) +
             " games a seed) --games must be a multiple of " + std::to_string(n) + ", not " +
             std::to_string(args.games);
    }
    return "";
  }
  return args.scenario + " has " + std::to_string(n) + " sides; " +
         (args.sides.empty() ? "--red and --blue seat two (give --sides, one player a side)"
                             : "--sides names " + std::to_string(seats.size()));
}

std::string refusal(const PlaytestArgs& args) {
  if (args.games < 1) return "--games must be at least 1";
  if (args.out.empty()) return "name the results file with --out results.jsonl";
  if (args.until_ci < 0 || args.until_ci >= 0.5) {
    return "--until-ci is a half-width between 0 and 0.5, e.g. 0.03 for plus or minus 3 points";
  }
  if (!args.shard.empty() && !parse_shard(args.shard)) {
    return "--shard must be K/M with 1 <= K <= M, e.g. 2/4, not \"" + args.shard + "\"";
  }
  if (args.decision_limit < 1) return "--decision-limit must be at least 1";
  return "";
}

}  // namespace

int run_playtest(const PlaytestArgs& given, const Registry& registry, std::ostream& out,
                 std::ostream& err) {
  std::vector<std::string> seats;
  if (const std::string why = seating_refusal(given, seats); !why.empty()) {
    err << "playtest: " << why << "\n";
    return 1;
  }
  // The planners as settled, so the command line the report shows names them.
  PlaytestArgs args = given;
  if (args.sides.empty()) {
    args.red = seats[0];
    args.blue = seats[1];
  }
  if (const std::string why = refusal(args); !why.empty()) {
    err << "playtest: " << why << "\n";
    return 1;
  }
  std::optional<PlayableScenario> s = load_playable(args.scenario, registry, err);
  if (!s) return 1;
  if (const std::string why = seating_mismatch(args, *s->scenario, seats); !why.empty()) {
    err << "playtest: " << why << "\n";
    return 1;
  }

  const RunIdentity id{build_id(),  args.scenario, s->content_hash, args.seed, args.games,
                       args.mirror, seats};
  const Roster roster = roster_of(*s->scenario);
  const Shard shard = args.shard.empty() ? Shard{} : *parse_shard(args.shard);
  const std::vector<int64_t> games = shard_games(args.games, games_a_seed(id), shard);
  const fs::path results = args.out;
  const fs::path partial = results.string() + ".partial";
  PlaytestStats stats(roster);

  // What an earlier, interrupted run of this command already played.
  size_t played = 0;
  std::error_code ec;
  if (fs::exists(partial, ec)) {
    if (!args.resume) {
      err << "playtest: " << partial.string()
          << " holds an interrupted run: add --resume to carry it on, or delete it to start "
             "again\n";
      return 1;
    }
    try {
      played = read_run(partial, id, roster, games, stats);
    } catch (const std::exception& e) {
      err << "playtest: cannot resume: " << e.what() << "\n";
      return 1;
    }
    out << "Resuming: " << played << " of " << games.size() << " games already played\n";
  } else if (args.resume && fs::exists(results, ec)) {
    try {
      played = read_run(results, id, roster, games, stats);
    } catch (const std::exception& e) {
      err << "playtest: cannot resume: " << e.what() << "\n";
      return 1;
    }
    out << "Already complete: " << results.string() << " holds " << played << " games\n";
    return finish_playtest(args, *s, id, stats, out, err);
  }

  std::ofstream journal(partial, std::ios::binary | std::ios::app);
  if (!journal) {
    err << "playtest: cannot write " << partial.string() << "\n";
    return 1;
  }
  out << "Playtest: " << s->scenario->name << ", ";
  for (size_t side = 0; side < seats.size(); ++side) {
    out << (side ? " vs " : "") << seats[side] << " (" << roster.sides[side] << ")";
  }
  if (args.mirror) {
    out << (seats.size() == 2
                ? ", sides swapped in paired games"
                : ", seating rotated over " + std::to_string(seats.size()) + " games a seed");
  }
  out << ", " << games.size() << " games";
  if (!args.shard.empty()) out << " (shard " << args.shard << " of " << args.games << ")";
  out << ", seed " << args.seed << ", " << args.threads
      << (args.threads == 1 ? " thread\n" : " threads\n");

  ProgressLine progress(err, args.progress, static_cast<int64_t>(games.size()),
                        static_cast<int64_t>(played));
  int64_t done = static_cast<int64_t>(played);
  if (!narrow_enough(stats, args.until_ci) && played < games.size()) {
    BatchPlan plan{s->rules, s->scenario, id, {}, args.threads, args.decision_limit};
    plan.games.assign(games.begin() + static_cast<std::ptrdiff_t>(played), games.end());
    try {
      play_batch(plan, [&](const PlaytestGame& g) {
        journal << to_json_line(id, roster, g) << '\n' << std::flush;
        if (!journal) throw FileError(partial.string() + ": cannot be written (disk full?)");
        stats.add(g);
        progress.update(++done, stats);
        return !narrow_enough(stats, args.until_ci);
      });
    } catch (const std::exception& e) {
      progress.finish();
      err << "playtest: " << e.what() << "; the games so far are in " << partial.string()
          << " (carry on with --resume)\n";
      return 1;
    }
  }
  progress.finish();
  journal.close();
  fs::rename(partial, results, ec);
  if (ec) {
    err << "playtest: cannot rename " << partial.string() << " to " << results.string() << ": "
        << ec.message() << "\n";
    return 1;
  }
  if (narrow_enough(stats, args.until_ci) && done < static_cast<int64_t>(games.size())) {
    out << "Stopped after " << done << " games: the interval is within " << 100 * args.until_ci
        << " points\n";
  }
  out << "Games written to " << results.string() << "\n";
  return finish_playtest(args, *s, id, stats, out, err);
}

}  // namespace skirmish
