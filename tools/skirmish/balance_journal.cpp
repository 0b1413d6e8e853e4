#include "tools/skirmish/balance_journal.h"

#include <string>

namespace skirmish {

BalanceResumePoint read_balance_games(
    const std::filesystem::path& path, const std::vector<VariantGames>& variants,
    const std::function<bool(const PlaytestStats&)>& stopped_early,
    std::vector<PlaytestStats>& stats) {
  BalanceResumePoint at;
  const auto done = [&] {
    return at.played == variants[at.variant].games.size() || stopped_early(stats[at.variant]);
  };
  int64_t line = 0;
  uint64_t good = 0;
  const std::string source = path.string();
  read_results(
      path,
      [&](const ResultLine& r, std::string_view) {
        ++line;
        const auto error = [&](const std::string& what) {
          return ResultsError(source + ":" + std::to_string(line) + ": " + what);
        };
        if (at.variant < variants.size() && done()) {
          ++at.variant;
          at.played = 0;
        }
        if (at.variant == variants.size()) {
          throw error("a game after the last variant's last game");
        }
        const VariantGames& v = variants[at.variant];
        // Every variant shares the base scenario's hash (its seeds), so the
        // label in the scenario's name is what tells them apart; the path
        // before it may differ between machines.
        if (!r.id.scenario_file.ends_with(" [" + v.label + "]")) {
          throw error("not a game of the variant " + v.label + " played next: scenario " +
                      r.id.scenario_file);
        }
        if (const std::string d = identity_difference(r.id, v.id); !d.empty()) {
          throw error("not a game of the variant " + v.label + " played next: " + d);
        }
        if (r.roster != v.roster) {
          throw error("the sides or units differ from the variant " + v.label + "'s");
        }
        if (r.game.index != v.games[at.played]) {
          throw error("game " + std::to_string(r.game.index) + " is not the next of the variant " +
                      v.label + " (expected game " + std::to_string(v.games[at.played]) + ")");
        }
        stats[at.variant].add(r.game);
        ++at.played;
      },
      &good);
  cut_half_written_line(path, good);
  if (at.variant < variants.size() && done()) {
    ++at.variant;
    at.played = 0;
  }
  return at;
}

}  // namespace skirmish
