// `skirmish balance`: one scenario parameter tried at each of its values
// (the --vary language, tools/playtest/scenario_variants.h), or two or more
// at every combination of theirs, each variant playtested by computer
// players, and the variant whose first side scores nearest 50%.
//
// Every variant is made and loaded before the first game, so a variant that
// does not load fails the command before any time is spent. Every variant
// plays the same game seeds (the base scenario's, not the variant's), so the
// variants are compared on paired dice: game i of one variant starts from
// the same rolls as game i of another, and only the varied parameter differs.
//
// With --out, every game goes to OUT.partial as it ends (balance_journal.h),
// and OUT.partial becomes OUT by a rename once the last variant is done;
// --resume reads an interrupted run's games back and plays on from there.
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "engine/core/atomic_file.h"
#include "tools/playtest/balance_report.h"
#include "tools/playtest/build_info.h"
#include "tools/playtest/playtest_run.h"
#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/progress_line.h"
#include "tools/playtest/scenario_variants.h"
#include "tools/skirmish/balance_journal.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/players.h"

namespace skirmish {

namespace {

// The --until-ci rule, as `skirmish playtest` has it: enough games and a
// narrow enough interval.
constexpr int64_t kFewestGamesToStop = 20;

namespace fs = std::filesystem;

struct Variant {
  ScenarioVariant text;
  PlayableScenario playable;
  VariantGames games;  // its run: identity, roster, game numbers
};

bool stopped_early(const BalanceArgs& args, const PlaytestStats& stats) {
  return args.until_ci > 0 && stats.finished() >= kFewestGamesToStop &&
         stats.interval_half_width() <= args.until_ci;
}

std::string refusal(const BalanceArgs& args) {
  for (const std::string* p : {&args.red, &args.blue}) {
    if (const std::string why = player_spec_error(*p); !why.empty()) return why;
  }
  if (args.games < 2) {
    return "--games must be at least 2 a variant, not " + std::to_string(args.games);
  }
  if (args.threads < 1) return "--threads must be at least 1";
  if (args.until_ci < 0 || args.until_ci >= 0.5) {
    return "--until-ci is a half-width between 0 and 0.5, e.g. 0.05 for plus or minus 5 points";
  }
  if (args.decision_limit < 1) return "--decision-limit must be at least 1";
  if (args.resume && args.out.empty()) {
    return "--resume carries on a games file: name it with --out";
  }
  return "";
}

std::string percent(double p) {
  char b[16];
  std::snprintf(b, sizeof b, "%.1f%%", 100 * p);
  return b;
}

std::string variant_name(const BalanceArgs& args, const ScenarioVariant& v) {
  return args.scenario + " [" + v.label + "]";
}

// The --vary options as a command line gives them: --vary "A" --vary "B".
std::string vary_options(const BalanceArgs& args) {
  std::string s;  // appended piece by piece: GCC 12 -Wrestrict false alarm on operator+
  for (const std::string& v : args.vary) {
    if (!s.empty()) s += ' ';
    s += "--vary \"";
    s += v;
    s += '"';
  }
  return s;
}

// What is varied, for the first line: "turn_limit" or "a and b".
std::string varied_paths(const std::vector<VarySpec>& specs) {
  std::string s;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    if (i > 0) s += i + 1 == specs.size() ? " and " : ", ";
    s += specs[i].path;
  }
  return s;
}

// Makes every variant and loads each as a game would; prints the first
// error and returns nullopt if any fails.
std::optional<std::vector<Variant>> loaded_variants(const BalanceArgs& args,
                                                    const std::vector<VarySpec>& specs,
                                                    const Registry& registry, std::ostream& err) {
  std::vector<ScenarioVariant> texts;
  try {
    texts = make_variant_grid(read_whole_file(args.scenario), args.scenario, specs);
  } catch (const VaryError& e) {
    err << "balance: " << e.what() << "\n";
    return std::nullopt;
  } catch (const FileError& e) {
    err << "balance: " << e.what() << "\n";
    return std::nullopt;
  }
  std::vector<Variant> out;
  for (ScenarioVariant& text : texts) {
    std::optional<PlayableScenario> p =
        load_playable_text(text.yaml, variant_name(args, text), registry, err);
    if (!p) {
      err << "balance: " << vary_options(args) << ": the variant " << text.label
          << " is not a playable scenario (above); no game was played\n";
      return std::nullopt;
    }
    out.push_back({std::move(text), std::move(*p), {}});
  }
  return out;
}

// Every variant plays the base scenario's seeds (its content hash), so game
// i of every variant starts from the same rolls.
VariantGames variant_games(const BalanceArgs& args, const Variant& v,
                           const std::string& paired_hash) {
  VariantGames g;
  g.label = v.text.label;
  g.id.build = build_id();
  g.id.scenario_file = variant_name(args, v.text);
  g.id.scenario_hash = paired_hash;
  g.id.base_seed = args.seed;
  g.id.games = args.games;
  g.id.mirror = args.mirror;
  g.id.players = {args.red, args.blue};
  g.roster = roster_of(*v.playable.scenario);
  g.games = shard_games(args.games, games_a_seed(g.id), {1, 1});
  return g;
}

// Plays the variant's games from its `played`-th on, adding each to
// `stats` and, if given, to the journal.
void play_variant(const BalanceArgs& args, const Variant& v, size_t played, PlaytestStats& stats,
                  std::ofstream* journal, const fs::path& journal_path, std::ostream& err) {
  if (played == v.games.games.size() || stopped_early(args, stats)) return;
  BatchPlan plan;
  plan.rules = v.playable.rules;
  plan.scenario = v.playable.scenario;
  plan.id = v.games.id;
  plan.games.assign(v.games.games.begin() + static_cast<std::ptrdiff_t>(played),
                    v.games.games.end());
  plan.threads = args.threads;
  plan.decision_limit = args.decision_limit;
  // On a terminal: this variant's games done, the time left and its
  // balance so far.
  const auto total = static_cast<int64_t>(v.games.games.size());
  auto done = static_cast<int64_t>(played);
  ProgressLine progress(err, args.progress, total, done);
  try {
    play_batch(plan, [&](const PlaytestGame& game) {
      if (journal) {
        *journal << to_json_line(v.games.id, v.games.roster, game) << '\n' << std::flush;
        if (!*journal) {
          throw FileError(journal_path.string() + ": cannot be written (disk full?)");
        }
      }
      stats.add(game);
      progress.update(++done, v.text.short_label + ": " + ProgressLine::standing(stats));
      return !stopped_early(args, stats);
    });
  } catch (...) {
    progress.finish();
    throw;
  }
  progress.finish();
}

// "Crown 71.0% [61.5%, 79.0%] of 100 games (2 drawn, 0 stalled)".
std::string result_words(const Scenario& scenario, const PlaytestStats& stats) {
  const Share s = stats.score(0);
  std::string out = scenario.sides.front().name + " ";
  if (stats.finished() == 0) {
    out += "no finished game of " + std::to_string(stats.games());
  } else {
    out += percent(s.value) + " [" + percent(s.low) + ", " + percent(s.high) + "] of " +
           std::to_string(s.games) + " games";
  }
  out += " (" + std::to_string(stats.draws()) + " drawn, " + std::to_string(stats.stalled()) +
         " stalled";
  if (stats.crashed() > 0) out += ", " + std::to_string(stats.crashed()) + " crashed";
  return out + ")";
}

// The variant whose first side scores nearest 50% (the first of equals);
// nullopt when none finished a game.
std::optional<size_t> nearest_even(const std::vector<PlaytestStats>& variants) {
  std::optional<size_t> best;
  double best_gap = 2;
  for (size_t i = 0; i < variants.size(); ++i) {
    const PlaytestStats& stats = variants[i];
    if (stats.finished() == 0) continue;
    const double gap = std::abs(stats.score(0).value - 0.5);
    if (gap < best_gap) {
      best_gap = gap;
      best = i;
    }
  }
  return best;
}

void print_verdict(std::ostream& out, const Variant& best, const PlaytestStats& stats) {
  const Scenario& scenario = *best.playable.scenario;
  const Share s = stats.score(0);
  out << "Nearest even: " << best.text.label << ": " << result_words(scenario, stats) << "\n";
  if (s.low <= 0.5 && 0.5 <= s.high) {
    out << "50% lies inside its 95% interval: no sign of an advantage in these games.\n";
  } else {
    const std::string& favoured = scenario.sides[s.value > 0.5 ? 0 : 1].name;
    out << "50% lies outside its 95% interval: even this variant favours the " << favoured << ".\n";
  }
}

int write_best(const BalanceArgs& args, const Variant& best, const PlaytestStats& stats,
               std::ostream& out, std::ostream& err) {
  std::string text =
      "# skirmish balance: the variant " + best.text.label + " of " + args.scenario + "\n";
  text += "# " + result_words(*best.playable.scenario, stats) + ", " + args.red + " vs " +
          args.blue + ", seed " + std::to_string(args.seed) + "\n";
  text += "# Made with " + vary_options(args) + "; the original's comments are not kept.\n";
  try {
    write_file_atomically(args.write_best, text + best.text.yaml);
  } catch (const FileError& e) {
    err << "balance: " << e.what() << "\n";
    return 1;
  }
  out << "Wrote " << args.write_best << " (" << best.text.label << ")\n";
  return 0;
}

// The command line that repeats this balance search, for the report.
std::string balance_command_line(const BalanceArgs& a) {
  std::string s = "skirmish balance " + a.scenario + " " + vary_options(a) + " --games " +
                  std::to_string(a.games) + " --red " + a.red + " --blue " + a.blue + " --seed " +
                  std::to_string(a.seed);
  if (a.mirror) s += " --mirror";
  if (a.threads > 1) s += " --threads " + std::to_string(a.threads);
  if (a.until_ci > 0) {
    char b[32];
    std::snprintf(b, sizeof b, "%g", a.until_ci);
    s += std::string(" --until-ci ") + b;
  }
  if (!a.out.empty()) s += " --out " + a.out;
  return s + " --report " + a.report;
}

int write_report(const BalanceArgs& args, const Scenario& base, const std::vector<VarySpec>& specs,
                 const std::vector<Variant>& variants, const std::vector<PlaytestStats>& stats,
                 std::optional<size_t> best, std::ostream& out, std::ostream& err) {
  BalanceReportInput in;
  in.scenario = &base;
  in.scenario_file = args.scenario;
  for (const std::string& v : args.vary) {
    if (!in.vary.empty()) in.vary += " and ";
    in.vary += v;
  }
  in.players = args.red + " vs " + args.blue;
  in.mirror = args.mirror;
  in.games = args.games;
  in.seed = args.seed;
  in.build = build_id();
  in.command = balance_command_line(args);
  for (size_t i = 0; i < variants.size(); ++i)
    in.variants.push_back({variants[i].text.label, &stats[i]});
  in.nearest = best ? static_cast<int>(*best) : -1;
  for (const VarySpec& spec : specs) in.axes.push_back({spec.path, spec.values});
  try {
    write_file_atomically(args.report, balance_report_html(in));
  } catch (const FileError& e) {
    err << "balance: " << e.what() << "\n";
    return 1;
  }
  out << "Report written to " << args.report << "\n";
  return 0;
}

}  // namespace

int run_balance(const BalanceArgs& args, const Registry& registry, std::ostream& out,
                std::ostream& err) {
  if (const std::string why = refusal(args); !why.empty()) {
    err << "balance: " << why << "\n";
    return 1;
  }
  std::vector<VarySpec> specs;
  try {
    for (const std::string& v : args.vary) specs.push_back(parse_vary(v));
  } catch (const VaryError& e) {
    err << "balance: " << e.what() << "\n";
    return 1;
  }
  const std::optional<PlayableScenario> base = load_playable(args.scenario, registry, err);
  if (!base) return 1;
  // Nearest even is the first side's score nearest 50%, a figure of two
  // sides; with three or more no one share says how even a game is.
  if (const size_t n = base->scenario->sides.size(); n != 2) {
    err << "balance: " << args.scenario << " has " << n
        << " sides; balance weighs a first side against a second and plays two-side scenarios "
           "only (playtest one with --sides for each side's share)\n";
    return 1;
  }
  std::optional<std::vector<Variant>> variants = loaded_variants(args, specs, registry, err);
  if (!variants) return 1;
  std::vector<VariantGames> runs;
  std::vector<PlaytestStats> stats;
  for (Variant& v : *variants) {
    v.games = variant_games(args, v, base->content_hash);
    runs.push_back(v.games);
    stats.emplace_back(v.games.roster);
  }

  // What an earlier, interrupted run of this command already played.
  BalanceResumePoint resumed;
  const fs::path games_file = args.out, partial = args.out + ".partial";
  std::error_code ec;
  const bool journaled = !args.out.empty();
  const bool complete =
      journaled && args.resume && !fs::exists(partial, ec) && fs::exists(games_file, ec);
  if (journaled && (complete || fs::exists(partial, ec))) {
    if (!args.resume) {
      err << "balance: " << partial.string()
          << " holds an interrupted run: add --resume to carry it on, or delete it to start "
             "again\n";
      return 1;
    }
    try {
      resumed = read_balance_games(
          complete ? games_file : partial, runs,
          [&](const PlaytestStats& s) { return stopped_early(args, s); }, stats);
    } catch (const std::exception& e) {
      err << "balance: cannot resume: " << e.what() << "\n";
      return 1;
    }
    if (complete && resumed.variant < variants->size()) {
      err << "balance: cannot resume: " << games_file.string()
          << " is finished but holds only part of this run's games\n";
      return 1;
    }
  }
  std::ofstream journal;
  if (journaled && !complete) {
    journal.open(partial, std::ios::binary | std::ios::app);
    if (!journal) {
      err << "balance: cannot write " << partial.string() << "\n";
      return 1;
    }
  }

  out << "Balancing " << args.scenario << " over " << variants->size()
      << (variants->size() == 1 ? " variant of " : " variants of ") << varied_paths(specs) << ": "
      << args.games << " games each, " << args.red << " vs " << args.blue
      << (args.mirror ? " mirrored" : "") << ", seed " << args.seed << "\n";
  if (complete) {
    out << "Already complete: " << games_file.string() << " holds every variant's games\n";
  } else if (resumed.variant > 0 || resumed.played > 0) {
    out << "Resuming: " << resumed.variant << " of " << variants->size() << " variants done"
        << (resumed.variant < variants->size()
                ? ", " + std::to_string(resumed.played) + " games of " +
                      (*variants)[resumed.variant].text.short_label + " played"
                : "")
        << "\n";
  }
  for (size_t i = 0; i < variants->size(); ++i) {
    const Variant& v = (*variants)[i];
    if (i >= resumed.variant) {
      try {
        play_variant(args, v, i == resumed.variant ? resumed.played : 0, stats[i],
                     journaled ? &journal : nullptr, partial, err);
      } catch (const std::exception& e) {
        err << "balance: " << e.what();
        if (journaled) {
          err << "; the games so far are in " << partial.string() << " (carry on with --resume)";
        }
        err << "\n";
        return 1;
      }
    }
    out << v.text.short_label << ": " << result_words(*v.playable.scenario, stats[i]) << "\n";
    out.flush();
  }
  if (journaled && !complete) {
    journal.close();
    fs::rename(partial, games_file, ec);
    if (ec) {
      err << "balance: cannot rename " << partial.string() << " to " << games_file.string() << ": "
          << ec.message() << "\n";
      return 1;
    }
    out << "Games written to " << games_file.string() << "\n";
  }
  const std::optional<size_t> best = nearest_even(stats);
  if (!best) {
    err << "balance: no variant finished a game; nothing to compare (raise --decision-limit?)\n";
    return 1;
  }
  print_verdict(out, (*variants)[*best], stats[*best]);
  if (!args.report.empty() &&
      write_report(args, *base->scenario, specs, *variants, stats, best, out, err) != 0) {
    return 1;
  }
  if (!args.write_best.empty()) {
    return write_best(args, (*variants)[*best], stats[*best], out, err);
  }
  return 0;
}

}  // namespace skirmish
