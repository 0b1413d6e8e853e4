// `skirmish playtest-merge`: the shards of one playtest (`--shard K/M`, run
// on one machine or many) combined into one results file, as if the run had
// been played unsharded: the same lines in the same order, the same
// statistics.
//
// Every line must belong to the same run (build, scenario hash, base seed,
// games, mirror, planners and their seating) and carry the seed its game number gives; a game
// found twice is kept once if both copies agree and refused if they do not.
// A shard that fails any of this is refused, naming the file, the line and
// the reason, and nothing is written.
#include <filesystem>
#include <map>
#include <ostream>
#include <sstream>

#include "engine/core/atomic_file.h"
#include "tools/playtest/playtest_run.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/playtest_output.h"

namespace skirmish {

namespace {

namespace fs = std::filesystem;

struct Kept {
  std::string text;
  std::string source;  // "shard2.jsonl:14"
  PlaytestGame game;
};

struct Merged {
  RunIdentity id;
  Roster roster;
  std::string first_source;
  std::map<int64_t, Kept> games;  // by game number
  int64_t duplicates = 0;
};

// Adds one shard's games to `m`; ResultsError with the reason to refuse it.
void take_shard(const std::string& file, Merged& m) {
  int64_t number = 0;
  uint64_t good = 0;
  read_results(
      file,
      [&](const ResultLine& r, std::string_view text) {
        ++number;
        const std::string where = file + ":" + std::to_string(number);
        if (m.first_source.empty()) {
          m.id = r.id;
          m.roster = r.roster;
          m.first_source = where;
        }
        if (const std::string d = identity_difference(r.id, m.id); !d.empty()) {
          throw ResultsError("foreign shard: " + where + " is of another run: " + d + " at " +
                             m.first_source);
        }
        if (r.roster != m.roster) {
          throw ResultsError("foreign shard: " + where +
                             ": its sides, units or objectives differ from " + m.first_source);
        }
        const uint64_t seed =
            playtest_seed(m.id.base_seed, m.id.scenario_hash, r.game.index, games_a_seed(m.id));
        if (r.game.seed != seed) {
          throw ResultsError("corrupt shard: " + where + ": game " + std::to_string(r.game.index) +
                             " has seed " + std::to_string(r.game.seed) +
                             ", but its run gives it " + std::to_string(seed));
        }
        const auto [it, fresh] = m.games.try_emplace(r.game.index);
        if (!fresh) {
          if (it->second.text != text) {
            throw ResultsError("corrupt shard: " + where + ": game " +
                               std::to_string(r.game.index) + " differs from its copy at " +
                               it->second.source);
          }
          ++m.duplicates;
          return;
        }
        it->second = Kept{std::string(text), where, r.game};
      },
      &good);
  std::error_code ec;
  if (fs::file_size(file, ec) != good && !ec) {
    throw ResultsError("corrupt shard: " + file +
                       ": its last line is cut off (an interrupted "
                       "shard: carry it on with playtest --resume)");
  }
  if (number == 0) throw ResultsError("empty shard: " + file + " holds no games");
}

}  // namespace

int run_playtest_merge(const PlaytestMergeArgs& args, const Registry& registry, std::ostream& out,
                       std::ostream& err) {
  Merged m;
  for (const std::string& file : args.shards) {
    try {
      take_shard(file, m);
    } catch (const std::exception& e) {
      err << "playtest-merge: " << e.what() << "\n";
      return 1;
    }
  }
  std::string lines;
  PlaytestStats stats(m.roster);
  for (const auto& [index, kept] : m.games) {
    lines.append(kept.text).push_back('\n');
    stats.add(kept.game);
  }
  try {
    write_file_atomically(args.out, lines);
  } catch (const std::exception& e) {
    err << "playtest-merge: " << e.what() << "\n";
    return 1;
  }
  const int64_t missing = m.id.games - static_cast<int64_t>(m.games.size());
  out << "Merged " << m.games.size() << " games from " << args.shards.size()
      << (args.shards.size() == 1 ? " shard" : " shards");
  if (m.duplicates > 0) out << " (" << m.duplicates << " duplicates dropped)";
  out << " into " << args.out << "\n";
  if (missing > 0) {
    int64_t first = 0;
    while (m.games.count(first)) ++first;
    out << missing << " of the run's " << m.id.games << " games are in no shard (the first is game "
        << first << ")\n";
  }

  // The summary needs only the results; the report draws the table, so it
  // needs the scenario too.
  const std::string path = args.scenario.empty() ? m.id.scenario_file : args.scenario;
  if (args.report.empty()) {
    // Named as the scenario calls itself where it can be found, else by file.
    std::ostringstream quiet;
    const std::optional<PlayableScenario> s = load_playable(path, registry, quiet);
    const bool same = s && s->content_hash == m.id.scenario_hash;
    print_summary(out, same ? s->scenario->name : m.id.scenario_file, stats);
    return 0;
  }
  const std::optional<PlayableScenario> s = load_playable(path, registry, err);
  if (!s) return 1;
  if (s->content_hash != m.id.scenario_hash) {
    err << "playtest-merge: " << path << " has changed since the playtest (" << s->content_hash
        << ", not " << m.id.scenario_hash << ")\n";
    return 1;
  }
  std::string command = "skirmish playtest-merge";
  for (const std::string& f : args.shards) command += " " + f;
  command += " --out " + args.out + " --report " + args.report;
  return finish_run(args.report, args.out, *s->scenario, m.id, stats, command, out, err);
}

}  // namespace skirmish
