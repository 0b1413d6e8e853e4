// What the utility planner's best few choices are worth, played to the end
// of the game, and how well the judges the searches stop their lines with
// foretell it (docs/strength.md, "What a choice is worth on Rencounter").
//
//   choice_worth SCENARIO... [--games 15] [--seed 11] [--lines 24]
//                [--candidates 4] [--every 6] [--threads 2] [--dice seeded|keyed]
//                [--out FILE]
//
// The utility planner plays each scenario against itself `games` times. At
// every `every`-th decision that offers a choice, its best `candidates`
// choices are each played `lines` times to the end of the game (line k of
// each on the same dice), the utility planner playing both sides, as the
// searches play their lines. Along each line the judges are read 2, 4, 8
// and 16 decisions on: the rule set's estimate (Rules::evaluate), the
// searches' judge (the estimate and the danger men are left in,
// ai/position_judge.h, weight 0.5), and that with the ground gained
// (weight 0.5). The same seeds give the same table on any thread count.
// `--dice keyed` plays the lines on KeyedDice (each man's rolls his own,
// engine/core/keyed_dice.h) instead of one stream. Every line's luck is
// kept too (line_luck.h), and the last table judges the choices by the
// results less a fitted multiple of it.
// `--out FILE` writes every line played, a JSON line each (the decision,
// the candidate and its utility score, the judges' values at each horizon
// and the result), for fitting a judge to the gains between sibling lines.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <exception>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "ai/position_judge.h"
#include "ai/sampling.h"
#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "engine/core/atomic_file.h"
#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/keyed_dice.h"
#include "engine/rules/standing.h"
#include "tools/bench/bench_game.h"
#include "tools/bench/choice_worth_stats.h"
#include "tools/bench/line_luck.h"

namespace {

using namespace skirmish;

constexpr int kHorizons[] = {2, 4, 8, 16};
constexpr int kJudgeKinds = 3;  // the estimate; with danger; with danger and ground
constexpr const char* kJudgeNames[kJudgeKinds] = {"the estimate", "the searches' judge",
                                                  "the same and ground"};
constexpr int kJudges = 4 * kJudgeKinds;

struct Settings {
  int games = 15;
  uint64_t seed = 11;
  int lines = 24;
  int candidates = 4;
  int every = 6;
  int threads = 2;
  bool keyed = false;  // --dice keyed: each man's rolls his own (engine/core/keyed_dice.h)
};

// One thread's means of playing lines.
struct Worker {
  std::unique_ptr<ai::UtilityPlanner> player;
  std::unique_ptr<GameState> line;
  ai::PlanResult played;
  ai::JudgeScratch judging;
  ai::GroundBaseline ground;
  bench::LuckSink luck;
  Standing standing;
};

ai::UtilitySettings quiet() {
  ai::UtilitySettings u;
  u.reasons_for = 0;
  return u;
}

// How a line ended for `side` (ChoiceSample::end).
void end_facts(const Rules& rules, const GameState& line, int side, Standing& standing,
               std::vector<double>& out) {
  out.assign(bench::ChoiceSample::kEndFacts, 0.0);
  int men[2] = {0, 0}, fighting[2] = {0, 0};
  for (const Figure& f : line.figures()) {
    if (f.side < 0) continue;
    const int who = f.side == side ? 0 : 1;
    ++men[who];
    if (f.status == FigureStatus::kFighting) ++fighting[who];
  }
  for (int who = 0; who < 2; ++who) {
    out[static_cast<std::size_t>(who)] =
        men[who] ? static_cast<double>(fighting[who]) / men[who] : 0;
  }
  rules.standing(line, standing);
  int enemy_points = 0;
  for (std::size_t k = 0; k < standing.sides.size(); ++k) {
    if (static_cast<int>(k) == side) {
      out[2] = standing.sides[k].victory_points;
    } else {
      enemy_points = std::max(enemy_points, standing.sides[k].victory_points);
    }
  }
  out[3] = enemy_points;
  const Outcome o = rules.outcome(line);
  out[4] = o.winner == side ? o.margin : (o.winner >= 0 ? -o.margin : 0.0);
}

// Plays candidate `c`'s line `k` to the end, filling its judges' values and result.
void play_line(Worker& w, const Rules& rules, const GameState& root, int side,
               const Action& candidate, Dice& dice, int c, int k, bench::ChoiceSample& out) {
  if (!w.line) w.line = root.clone();
  GameState& line = *w.line;
  line.copy_from(root);
  w.luck.start(root, side);
  rules.apply(line, candidate, dice, w.luck);
  const auto ck = static_cast<std::size_t>(c), kk = static_cast<std::size_t>(k);
  int played = 0;
  std::size_t next = 0;  // the next horizon to read
  while (true) {
    const Decision d = rules.next_decision(line);
    while (next < std::size(kHorizons) && (kHorizons[next] == played || d.game_over())) {
      const std::size_t j = next * kJudgeKinds;
      out.values[j][ck][kk] = rules.evaluate(line, side);
      out.values[j + 1][ck][kk] = ai::judge_position(rules, line, side, 0.5, w.judging);
      out.values[j + 2][ck][kk] =
          ai::judge_position(rules, line, side, 0.5, w.judging, &w.ground, 0.5);
      ++next;
    }
    if (d.game_over()) break;
    w.player->plan(rules, line, d.side, w.played);
    rules.apply(line, w.played.chosen, dice, w.luck);
    ++played;
  }
  out.results[ck][kk] = rules.evaluate(line, side);
  end_facts(rules, line, side, w.standing, out.end[ck][kk]);
  out.luck[ck][kk] = w.luck.total();
  out.luck_by_kind[ck][kk].assign(w.luck.by_kind().begin(), w.luck.by_kind().end());
}

// Every line of every candidate of one decision, shared among the workers.
void play_candidates(std::vector<Worker>& workers, const Rules& rules, const GameState& root,
                     int side, const ai::PlanResult& plan, const Settings& s, uint64_t decision,
                     const ai::Personality& personality, uint64_t player_seed,
                     bench::ChoiceSample& out) {
  const int candidates = std::min(s.candidates, static_cast<int>(plan.ranked.size()));
  out.values.assign(kJudges, std::vector<std::vector<double>>(
                                 static_cast<std::size_t>(candidates),
                                 std::vector<double>(static_cast<std::size_t>(s.lines), 0.0)));
  out.results.assign(static_cast<std::size_t>(candidates),
                     std::vector<double>(static_cast<std::size_t>(s.lines), 0.0));
  out.luck = out.results;
  out.end.assign(static_cast<std::size_t>(candidates),
                 std::vector<std::vector<double>>(static_cast<std::size_t>(s.lines)));
  out.luck_by_kind.assign(static_cast<std::size_t>(candidates),
                          std::vector<std::vector<float>>(static_cast<std::size_t>(s.lines)));
  for (Worker& w : workers) {
    // The same seed for every worker: a line's moves do not depend on who plays it.
    w.player = std::make_unique<ai::UtilityPlanner>(personality, player_seed, quiet());
    w.ground.set(rules, root);
  }
  const int tasks = candidates * s.lines;
  const int threads = static_cast<int>(workers.size());
  std::vector<std::exception_ptr> failed(workers.size());
  const auto work = [&](int w) {
    try {
      for (int t = w; t < tasks; t += threads) {
        const int c = t / s.lines, k = t % s.lines;
        const uint64_t seed = ai::try_seed(decision, k);
        Worker& worker = workers[static_cast<std::size_t>(w)];
        const Action& candidate = plan.ranked[static_cast<std::size_t>(c)].action;
        if (s.keyed) {
          KeyedDice dice(seed);
          play_line(worker, rules, root, side, candidate, dice, c, k, out);
        } else {
          SeededDice dice(seed);
          play_line(worker, rules, root, side, candidate, dice, c, k, out);
        }
      }
    } catch (...) {
      failed[static_cast<std::size_t>(w)] = std::current_exception();
    }
  };
  std::vector<std::thread> helpers;
  for (int w = 1; w < threads; ++w) helpers.emplace_back(work, w);
  work(0);
  for (std::thread& t : helpers) t.join();
  for (const std::exception_ptr& e : failed) {
    if (e) std::rethrow_exception(e);
  }
}

// The decisions of `games` games of one scenario.
// `text` inside a JSON string.
std::string escaped(const std::string& text) {
  std::string out;
  for (const char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

// One JSON line for each line played (`--out`): where it came from, the
// judges' values along it and how it ended, for fitting a judge to.
void write_lines(const std::string& path, int game, uint64_t decision, const Decision& d,
                 const ai::PlanResult& plan, const bench::ChoiceSample& sample, std::string& rows) {
  char buffer[96];
  for (std::size_t c = 0; c < sample.results.size(); ++c) {
    for (std::size_t k = 0; k < sample.results[c].size(); ++k) {
      rows += "{\"scenario\":\"" + escaped(path) + "\",\"game\":" + std::to_string(game) +
              ",\"decision\":" + std::to_string(decision) + ",\"side\":" + std::to_string(d.side) +
              ",\"kind\":\"" + std::string(name_of(d.kind)) +
              "\",\"candidate\":" + std::to_string(c);
      std::snprintf(buffer, sizeof buffer, ",\"utility_score\":%.6g,\"line\":%zu",
                    plan.ranked[c].score, k);
      rows += buffer;
      rows += ",\"judges\":{";
      for (std::size_t h = 0; h < std::size(kHorizons); ++h) {
        std::snprintf(buffer, sizeof buffer, "%s\"%d\":[%.6g,%.6g,%.6g]", h ? "," : "",
                      kHorizons[h], sample.values[h * kJudgeKinds][c][k],
                      sample.values[h * kJudgeKinds + 1][c][k],
                      sample.values[h * kJudgeKinds + 2][c][k]);
        rows += buffer;
      }
      std::snprintf(buffer, sizeof buffer, "},\"result\":%.6g", sample.results[c][k]);
      rows += buffer;
      const std::vector<double>& end = sample.end[c][k];
      if (end.size() == bench::ChoiceSample::kEndFacts) {
        std::snprintf(buffer, sizeof buffer, ",\"end\":[%.6g,%.6g,%.6g,%.6g,%.6g]", end[0], end[1],
                      end[2], end[3], end[4]);
        rows += buffer;
      }
      rows += "}\n";
    }
  }
}

// `first_game` numbers its games among all scenarios' (ChoiceSample::game).
void sample_scenario(const std::string& path, const Settings& s, const ai::Personality& personality,
                     int first_game, std::vector<bench::ChoiceSample>& out, std::string* rows) {
  bench::BenchGame game;
  bench::load_bench_game(path, game);
  const Rules& rules = *game.rules;
  std::vector<Worker> workers(static_cast<std::size_t>(std::max(1, s.threads)));
  ai::PlanResult plan;
  for (int g = 0; g < s.games; ++g) {
    const uint64_t game_seed = s.seed * 1000003ULL + static_cast<uint64_t>(g);
    std::unique_ptr<GameState> state = game.opening->clone();
    SeededDice dice(game_seed);
    ai::UtilityPlanner red(personality, game_seed, quiet());
    ai::UtilityPlanner blue(personality, game_seed + 1, quiet());
    for (uint64_t made = 0;; ++made) {
      const Decision d = rules.next_decision(*state);
      if (d.game_over()) break;
      (d.side == 0 ? red : blue).plan(rules, *state, d.side, plan);
      if (made % static_cast<uint64_t>(s.every) == 0 && plan.ranked.size() >= 2) {
        out.emplace_back();
        out.back().kind = static_cast<int>(d.kind);
        out.back().game = first_game + g;
        play_candidates(workers, rules, *state, d.side, plan, s,
                        ai::decision_seed(game_seed, d.side, made), personality,
                        game_seed ^ 0x9E3779B97F4A7C15ULL, out.back());
        if (rows) write_lines(path, g, made, d, plan, out.back(), *rows);
      }
      rules.apply(*state, plan.chosen, dice, null_sink());
    }
  }
}

// By kind of decision: how many, the second choice's gain and spread, and
// the gain of choosing by the lines' results and by the searches' judge 4
// decisions on.
void print_kinds(const std::vector<bench::ChoiceSample>& samples, const Settings& s) {
  std::printf("\nBy kind of decision (chosen by %d lines, 1 s.e.):\n", s.lines / 2);
  std::printf(
      "| decision | decisions | games | second choice's gain | its spread | chosen by the results "
      "| by the searches' judge at 4 | its correlation |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|---:|\n");
  for (int kind = 0; kind <= static_cast<int>(DecisionKind::kDeploy); ++kind) {
    std::vector<bench::ChoiceSample> of_kind;
    for (const bench::ChoiceSample& c : samples) {
      if (c.kind == kind) of_kind.push_back(c);
    }
    if (of_kind.empty()) continue;
    const bench::GainSpread second = bench::gain_spread(of_kind, 1);
    const bench::SelectionGain oracle = bench::selection_gain(of_kind, -1, 1.0);
    const bench::SelectionGain judged = bench::selection_gain(of_kind, 1 * kJudgeKinds + 1, 1.0);
    const bench::Foretelling f = bench::foretelling(of_kind, 1 * kJudgeKinds + 1);
    std::printf("| %s | %zu | %zu | %+.4f | %.4f | %+.4f +- %.4f | %+.4f +- %.4f | %.3f |\n",
                std::string(name_of(static_cast<DecisionKind>(kind))).c_str(), of_kind.size(),
                oracle.games, second.mean, second.spread, oracle.mean, oracle.standard_error,
                judged.mean, judged.standard_error, f.correlation);
  }
}

// How many of the utility planner's choices are worth a look (the
// search's `even=N`): the judges 8 decisions on, held to 1 s.e. and a floor
// of 0.02 as the strongest Rencounter search is, choosing among the best N
// only. Each candidate is chosen by the same lines whatever N, where a
// search's fixed budget gives each of N candidates 1/N of its lines.
void print_among(const std::vector<bench::ChoiceSample>& samples, const Settings& s) {
  constexpr double kFloor = 0.02;
  std::printf(
      "\nAmong the utility planner's best few, held to 1 s.e. and at least %.2g (gain a "
      "decision, standard error; switched):\n",
      kFloor);
  std::printf("| best | %s, 8 on | %s, 8 on | %s, 8 on |\n", kJudgeNames[0], kJudgeNames[1],
              kJudgeNames[2]);
  std::printf("|---:|---:|---:|---:|\n");
  for (const int among : {2, 3, 4, 6, 8, 12, 16}) {
    if (among > s.candidates) break;
    std::printf("| %d |", among);
    for (int kind = 0; kind < kJudgeKinds; ++kind) {
      const bench::SelectionGain g = bench::selection_gain(samples, 2 * kJudgeKinds + kind, 1.0,
                                                           kFloor, static_cast<std::size_t>(among));
      std::printf(" %+.4f (%.4f; %.0f%%) |", g.mean, g.standard_error, 100 * g.switched);
    }
    std::printf("\n");
  }
}

void print_table(const std::vector<bench::ChoiceSample>& samples, const Settings& s) {
  const int half = s.lines / 2;
  std::printf("\nThe utility planner's n-th choice against its first, played to the end:\n");
  std::printf(
      "| choice | decisions | games | mean gain | standard error | spread of the true gains | "
      "one line's swing |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|\n");
  for (std::size_t c = 1; c < static_cast<std::size_t>(s.candidates); ++c) {
    const bench::GainSpread g = bench::gain_spread(samples, c);
    std::printf("| %zu | %zu | %zu | %+.4f | %.4f | %.4f | %.3f |\n", c + 1, g.decisions, g.games,
                g.mean, g.standard_error, g.spread, g.line_swing);
  }
  std::printf("\nChoosing by %d lines of each, scored by the results of the other %d:\n", half,
              half);
  std::printf(
      "| chosen by | horizon | gain a decision | standard error | switched | "
      "foretells the result (correlation) | its halves agree |\n");
  std::printf("|---|---:|---:|---:|---:|---:|---:|\n");
  for (const double confidence : {0.0, 0.25, 0.5, 1.0, 2.0}) {
    const bench::SelectionGain g = bench::selection_gain(samples, -1, confidence);
    std::printf("| the results themselves (%.2g s.e.) | end | %+.4f | %.4f | %.0f%% | | |\n",
                confidence, g.mean, g.standard_error, 100 * g.switched);
  }
  const bench::Foretelling own = bench::foretelling(samples, -1);
  std::printf("| (the results' halves agree: %.3f) | | | | | | |\n", own.reliability);
  for (int h = 0; h < 4; ++h) {
    for (int kind = 0; kind < kJudgeKinds; ++kind) {
      const int j = h * kJudgeKinds + kind;
      const bench::SelectionGain g = bench::selection_gain(samples, j, 1.0);
      const bench::Foretelling f = bench::foretelling(samples, j);
      std::printf("| %s (1 s.e.) | %d | %+.4f | %.4f | %.0f%% | %.3f | %.3f |\n", kJudgeNames[kind],
                  kHorizons[h], g.mean, g.standard_error, 100 * g.switched, f.correlation,
                  f.reliability);
    }
  }
  // A floor on the judge's own scale (the search's `floor=`): with the
  // hundreds of lines a second buys at a short horizon, one standard error
  // shrinks below the judge's own biases, and a floor does not.
  const int ground_at_8 = 2 * kJudgeKinds + 2;
  for (const double floor : {0.01, 0.02, 0.03}) {
    for (const int j : {-1, ground_at_8}) {
      const bench::SelectionGain g = bench::selection_gain(samples, j, 1.0, floor);
      std::printf("| %s (1 s.e., at least %.2g) | %s | %+.4f | %.4f | %.0f%% | | |\n",
                  j < 0 ? "the results themselves" : kJudgeNames[2], floor, j < 0 ? "end" : "8",
                  g.mean, g.standard_error, 100 * g.switched);
    }
  }
  print_among(samples, s);
}

// The same choices judged by how wide each line's end was too (the
// margin, choice_worth_stats.h), and by that alone.
void print_margin(std::vector<bench::ChoiceSample>& samples, const Settings& s) {
  const int first = static_cast<int>(samples.empty() ? 0 : samples.front().values.size());
  bench::add_margin_judge(samples, 1.0, 1.0);
  bench::add_margin_judge(samples, 0.0, 1.0);
  std::printf(
      "\nChosen by %d lines of each, held to 1 s.e., judged by how wide each line's end was "
      "(its men's share still fighting less the enemy's, and half its lead in victory "
      "points, m; scored by the other %d lines' results):\n",
      s.lines / 2, s.lines / 2);
  std::printf(
      "| chosen by | gain a decision | standard error | switched |\n|---|---:|---:|---:|\n");
  const char* names[] = {"the result + tanh(m / 0.2)", "tanh(m / 0.2) alone"};
  for (int j = 0; j < 2; ++j) {
    const bench::SelectionGain g = bench::selection_gain(samples, first + j, 1.0);
    std::printf("| %s | %+.4f | %.4f | %.0f%% |\n", names[j], g.mean, g.standard_error,
                100 * g.switched);
  }
  for (bench::ChoiceSample& c : samples) c.values.resize(static_cast<std::size_t>(first));
}

// The same choices judged by the results less the luck of each line's
// rolls (line_luck.h): how much of a line's swing the luck explains, and
// what choosing by the adjusted results gains.
void print_luck(std::vector<bench::ChoiceSample>& samples, const Settings& s) {
  const double b = bench::add_luck_adjusted_results(samples);
  const int adjusted = kJudges;  // the judge just added
  std::vector<bench::ChoiceSample> as_results = samples;
  for (bench::ChoiceSample& c : as_results)
    c.results = c.values[static_cast<std::size_t>(adjusted)];
  std::printf("\nThe results less %.3f x the luck of the line's rolls:\n", b);
  std::printf("| choice | one line's swing, the results | less the luck |\n|---|---:|---:|\n");
  for (std::size_t c = 1; c < static_cast<std::size_t>(s.candidates); ++c) {
    std::printf("| %zu | %.3f | %.3f |\n", c + 1, bench::gain_spread(samples, c).line_swing,
                bench::gain_spread(as_results, c).line_swing);
  }
  // By kind of roll, fitted on every other decision and judged on the rest.
  std::vector<bool> fit(samples.size());
  for (std::size_t i = 0; i < fit.size(); ++i) fit[i] = i % 2 == 0;
  const int kinds = bench::add_luck_by_kind_adjusted_results(samples, fit);
  const int by_kind = adjusted + 1;
  std::vector<bench::ChoiceSample> held_out, held_out_by_kind;
  for (std::size_t i = 1; i < samples.size(); i += 2) {
    held_out.push_back(samples[i]);
    held_out_by_kind.push_back(samples[i]);
    held_out_by_kind.back().results = samples[i].values[static_cast<std::size_t>(by_kind)];
  }
  std::printf("\nBy kind of roll (%d kinds), fitted on every other decision, on the other %zu:\n",
              kinds, held_out.size());
  std::printf(
      "| choice | one line's swing, the results | less the luck by kind |\n|---|---:|---:|\n");
  for (std::size_t c = 1; c < static_cast<std::size_t>(s.candidates); ++c) {
    std::printf("| %zu | %.3f | %.3f |\n", c + 1, bench::gain_spread(held_out, c).line_swing,
                bench::gain_spread(held_out_by_kind, c).line_swing);
  }
  for (const double confidence : {1.0, 2.0}) {
    const bench::SelectionGain g = bench::selection_gain(held_out, by_kind, confidence);
    const bench::SelectionGain r = bench::selection_gain(held_out, -1, confidence);
    std::printf(
        "chosen by %d lines less the luck by kind (%.0f s.e.): %+.4f +- %.4f a decision, "
        "switched %.0f%% (by the results: %+.4f +- %.4f)\n",
        s.lines / 2, confidence, g.mean, g.standard_error, 100 * g.switched, r.mean,
        r.standard_error);
  }
  for (const double confidence : {1.0, 2.0}) {
    const bench::SelectionGain g = bench::selection_gain(samples, adjusted, confidence);
    std::printf(
        "chosen by %d lines of the adjusted results (%.0f s.e.): %+.4f +- %.4f a decision, "
        "switched %.0f%%\n",
        s.lines / 2, confidence, g.mean, g.standard_error, 100 * g.switched);
  }
}

int usage() {
  std::fprintf(stderr,
               "usage: choice_worth SCENARIO... [--games N] [--seed N] [--lines N (even)] "
               "[--candidates N] [--every N] [--threads N] [--dice seeded|keyed] [--out FILE]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  Settings s;
  std::vector<std::string> scenarios;
  std::string out_path, rows;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a.rfind("--", 0) != 0) {
      scenarios.push_back(a);
      continue;
    }
    if (i + 1 >= argc) return usage();
    if (a == "--out") {
      out_path = argv[++i];
      continue;
    }
    if (a == "--dice") {
      const std::string kind = argv[++i];
      if (kind != "keyed" && kind != "seeded") return usage();
      s.keyed = kind == "keyed";
      continue;
    }
    const long long v = std::atoll(argv[++i]);
    if (a == "--games")
      s.games = static_cast<int>(v);
    else if (a == "--seed")
      s.seed = static_cast<uint64_t>(v);
    else if (a == "--lines")
      s.lines = static_cast<int>(v);
    else if (a == "--candidates")
      s.candidates = static_cast<int>(v);
    else if (a == "--every")
      s.every = static_cast<int>(v);
    else if (a == "--threads")
      s.threads = static_cast<int>(v);
    else
      return usage();
  }
  if (scenarios.empty() || s.games < 1 || s.lines < 4 || s.lines % 2 != 0 || s.candidates < 2 ||
      s.every < 1 || s.threads < 1) {
    return usage();
  }
  if (!out_path.empty()) {
    // Said now, not after the lines are played.
    const std::filesystem::path dir = std::filesystem::path(out_path).parent_path();
    if (!dir.empty() && !std::filesystem::is_directory(dir)) {
      std::fprintf(stderr, "choice_worth: --out %s: no such directory %s\n", out_path.c_str(),
                   dir.c_str());
      return 1;
    }
  }
  const auto all = ai::load_personalities(ai::default_personalities_path());
  const ai::Personality balanced = ai::find_personality(all, "balanced");
  std::vector<bench::ChoiceSample> pooled;
  for (std::size_t i = 0; i < scenarios.size(); ++i) {
    const std::string& path = scenarios[i];
    std::vector<bench::ChoiceSample> samples;
    sample_scenario(path, s, balanced, static_cast<int>(i) * s.games, samples,
                    out_path.empty() ? nullptr : &rows);
    const bench::SelectionGain oracle = bench::selection_gain(samples, -1, 1.0);
    const bench::GainSpread second = bench::gain_spread(samples, 1);
    std::printf(
        "%s: %zu decisions of %zu games; the second choice %+.4f (spread %.3f); chosen by the "
        "results of %d lines %+.4f +- %.4f a decision\n",
        path.c_str(), samples.size(), oracle.games, second.mean, second.spread, s.lines / 2,
        oracle.mean, oracle.standard_error);
    std::fflush(stdout);
    pooled.insert(pooled.end(), samples.begin(), samples.end());
  }
  std::printf(
      "\nPooled over %zu scenario(s): %zu decisions, %d games each (seed %llu), %d "
      "candidates x %d lines. Every standard error is by game: the decisions of one game "
      "hang together, so a game counts once.\n",
      scenarios.size(), pooled.size(), s.games, static_cast<unsigned long long>(s.seed),
      s.candidates, s.lines);
  print_table(pooled, s);
  print_kinds(pooled, s);
  print_margin(pooled, s);
  print_luck(pooled, s);
  if (!out_path.empty()) {
    try {
      write_file_atomically(out_path, rows);
    } catch (const FileError& e) {
      std::fprintf(stderr, "choice_worth: %s\n", e.what());
      return 1;
    }
    std::printf("\nEvery line played is in %s (a JSON line each).\n", out_path.c_str());
  }
  return 0;
}
