// `skirmish replay --from results.jsonl --game N`: one game of a playtest
// played again, narrated. A playtest game is `skirmish play` with computer
// players on a derived seed (tools/playtest/playtest_game.h), so its line
// holds all that is needed: the scenario, the planners and the seed.
#include <filesystem>
#include <optional>
#include <ostream>
#include <sstream>

#include "tools/playtest/build_info.h"
#include "tools/playtest/results_file.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_session.h"

namespace skirmish {

namespace {

namespace fs = std::filesystem;

std::optional<ResultLine> find_game(const std::string& file, int64_t game) {
  std::optional<ResultLine> found;
  read_results(file, [&](const ResultLine& line, std::string_view) {
    if (line.game.index == game && !found) found = line;
  });
  return found;
}

// The scenario as the results name it, or beside the results file.
std::string scenario_path(const std::string& results, const std::string& named,
                          const std::string& given) {
  if (!given.empty()) return given;
  std::error_code ec;
  if (fs::exists(named, ec)) return named;
  const fs::path beside = fs::path(results).parent_path() / fs::path(named).filename();
  return fs::exists(beside, ec) ? beside.string() : named;
}

}  // namespace

int run_replay_playtest_game(const ReplayArgs& args, const Registry& registry, std::ostream& out,
                             std::ostream& err) {
  std::optional<ResultLine> line;
  try {
    line = find_game(args.file, *args.game);
  } catch (const std::exception& e) {
    err << "replay: " << e.what() << "\n";
    return 1;
  }
  if (!line) {
    err << "replay: " << args.file << " has no game " << *args.game << "\n";
    return 1;
  }
  const std::string path = scenario_path(args.file, line->id.scenario_file, args.scenario);
  const std::optional<PlayableScenario> s = load_playable(path, registry, err);
  if (!s) return 1;
  if (s->content_hash != line->id.scenario_hash) {
    err << "replay: " << path << " has changed since the playtest (" << s->content_hash << ", not "
        << line->id.scenario_hash << "); the game would not be the same\n";
    return 1;
  }
  if (line->id.build != build_id()) {
    err << "replay: the playtest was played by " << line->id.build << " and this is " << build_id()
        << "; the game may differ\n";
  }
  const PlaytestGame& g = line->game;
  PlayArgs play;
  play.scenario = path;
  out << "Game " << g.index << " of " << args.file << ": ";
  if (g.players.size() == 2) {
    out << g.players[0] << " (red) vs " << g.players[1] << " (blue)";
    play.red = g.players[0];
    play.blue = g.players[1];
  } else {
    for (size_t side = 0; side < g.players.size(); ++side) {
      out << (side ? " vs " : "") << g.players[side] << " (" << line->roster.sides[side] << ")";
    }
    play.sides = g.players;
  }
  out << ", seed " << g.seed << "\n";
  play.seed = g.seed;
  play.quiet = args.quiet;
  // A stalled game stops where the playtest stopped it.
  play.decision_limit = g.end == GameEnd::kStalled ? g.decisions : g.decisions + 1000;
  std::istringstream no_input;
  return run_play(play, registry, no_input, out, err);
}

}  // namespace skirmish
