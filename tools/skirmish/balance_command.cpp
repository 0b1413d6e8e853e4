// `skirmish balance`: one scenario parameter tried at each of its values
// (the --vary language, tools/playtest/scenario_variants.h), each variant
// playtested by computer players, and the variant whose first side scores
// nearest 50%.
//
// Every variant is made and loaded before the first game, so a variant that
// does not load fails the command before any time is spent. Every variant
// plays the same game seeds (the base scenario's, not the variant's), so the
// variants are compared on paired dice: game i of one variant starts from
// the same rolls as game i of another, and only the varied parameter differs.
#include <cmath>
#include <cstdio>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "engine/core/atomic_file.h"
#include "tools/playtest/build_info.h"
#include "tools/playtest/playtest_run.h"
#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/progress_line.h"
#include "tools/playtest/scenario_variants.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/players.h"

namespace skirmish {

namespace {

// The --until-ci rule, as `skirmish playtest` has it: enough games and a
// narrow enough interval.
constexpr int64_t kFewestGamesToStop = 20;

struct Variant {
  ScenarioVariant text;
  PlayableScenario playable;
  std::optional<PlaytestStats> stats;  // once played
};

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

// Makes every variant and loads each as a game would; prints the first
// error and returns nullopt if any fails.
std::optional<std::vector<Variant>> loaded_variants(const BalanceArgs& args, const VarySpec& spec,
                                                    const Registry& registry, std::ostream& err) {
  std::vector<ScenarioVariant> texts;
  try {
    texts = make_variants(read_whole_file(args.scenario), args.scenario, spec);
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
      err << "balance: --vary \"" << spec.text << "\": the variant " << text.label
          << " is not a playable scenario (above); no game was played\n";
      return std::nullopt;
    }
    out.push_back({std::move(text), std::move(*p), std::nullopt});
  }
  return out;
}

PlaytestStats play_variant(const BalanceArgs& args, const Variant& v,
                           const std::string& paired_hash, std::ostream& err) {
  BatchPlan plan;
  plan.rules = v.playable.rules;
  plan.scenario = v.playable.scenario;
  plan.id.build = build_id();
  plan.id.scenario_file = variant_name(args, v.text);
  plan.id.scenario_hash = paired_hash;  // the seeds: the same games in every variant
  plan.id.base_seed = args.seed;
  plan.id.games = args.games;
  plan.id.mirror = args.mirror;
  plan.id.players = {args.red, args.blue};
  plan.games = shard_games(args.games, games_a_seed(plan.id), {1, 1});
  plan.threads = args.threads;
  plan.decision_limit = args.decision_limit;
  PlaytestStats stats(roster_of(*v.playable.scenario));
  // On a terminal: this variant's games done, the time left and its
  // balance so far.
  ProgressLine progress(err, args.progress, static_cast<int64_t>(plan.games.size()), 0);
  int64_t done = 0;
  play_batch(plan, [&](const PlaytestGame& game) {
    stats.add(game);
    progress.update(++done, v.text.short_label + ": " + ProgressLine::standing(stats));
    const bool narrow = args.until_ci > 0 && stats.finished() >= kFewestGamesToStop &&
                        stats.interval_half_width() <= args.until_ci;
    return !narrow;
  });
  progress.finish();
  return stats;
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
std::optional<size_t> nearest_even(const std::vector<Variant>& variants) {
  std::optional<size_t> best;
  double best_gap = 2;
  for (size_t i = 0; i < variants.size(); ++i) {
    const PlaytestStats& stats = *variants[i].stats;
    if (stats.finished() == 0) continue;
    const double gap = std::abs(stats.score(0).value - 0.5);
    if (gap < best_gap) {
      best_gap = gap;
      best = i;
    }
  }
  return best;
}

void print_verdict(std::ostream& out, const Variant& best) {
  const Scenario& scenario = *best.playable.scenario;
  const Share s = best.stats->score(0);
  out << "Nearest even: " << best.text.label << ": " << result_words(scenario, *best.stats) << "\n";
  if (s.low <= 0.5 && 0.5 <= s.high) {
    out << "50% lies inside its 95% interval: no sign of an advantage in these games.\n";
  } else {
    const std::string& favoured = scenario.sides[s.value > 0.5 ? 0 : 1].name;
    out << "50% lies outside its 95% interval: even this variant favours the " << favoured << ".\n";
  }
}

int write_best(const BalanceArgs& args, const VarySpec& spec, const Variant& best,
               std::ostream& out, std::ostream& err) {
  std::string text =
      "# skirmish balance: the variant " + best.text.label + " of " + args.scenario + "\n";
  text += "# " + result_words(*best.playable.scenario, *best.stats) + ", " + args.red + " vs " +
          args.blue + ", seed " + std::to_string(args.seed) + "\n";
  text += "# Made with --vary \"" + spec.text + "\"; the original's comments are not kept.\n";
  try {
    write_file_atomically(args.write_best, text + best.text.yaml);
  } catch (const FileError& e) {
    err << "balance: " << e.what() << "\n";
    return 1;
  }
  out << "Wrote " << args.write_best << " (" << best.text.label << ")\n";
  return 0;
}

}  // namespace

int run_balance(const BalanceArgs& args, const Registry& registry, std::ostream& out,
                std::ostream& err) {
  if (const std::string why = refusal(args); !why.empty()) {
    err << "balance: " << why << "\n";
    return 1;
  }
  VarySpec spec;
  try {
    spec = parse_vary(args.vary);
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
  std::optional<std::vector<Variant>> variants = loaded_variants(args, spec, registry, err);
  if (!variants) return 1;

  out << "Balancing " << args.scenario << " over " << variants->size()
      << (variants->size() == 1 ? " variant of " : " variants of ") << spec.path << ": "
      << args.games << " games each, " << args.red << " vs " << args.blue
      << (args.mirror ? " mirrored" : "") << ", seed " << args.seed << "\n";
  for (Variant& v : *variants) {
    v.stats = play_variant(args, v, base->content_hash, err);
    out << v.text.short_label << ": " << result_words(*v.playable.scenario, *v.stats) << "\n";
    out.flush();
  }
  const std::optional<size_t> best = nearest_even(*variants);
  if (!best) {
    err << "balance: no variant finished a game; nothing to compare (raise --decision-limit?)\n";
    return 1;
  }
  print_verdict(out, (*variants)[*best]);
  if (!args.write_best.empty()) return write_best(args, spec, (*variants)[*best], out, err);
  return 0;
}

}  // namespace skirmish
