// `skirmish tournament`: computer players against each other over
// scenarios, sides swapped on paired seeds, with win rates, their 95%
// intervals and an Elo estimate.
//
// Every pairing of players meets on every scenario `games` times. On a
// two-side scenario half the games have the first as the scenario's first
// side, half are swapped, each pair of games on the same seed, so the dice
// and the table are the same and only the sides change. On a scenario of N
// sides (Mayhem's card draw seats three or more) each seed is played N
// times: in rotation i the first player of the pairing plays side i alone
// and the second plays every other side, each side its own instance of it;
// the first player's game is won if side i wins. A lone side of equal
// players wins one game in N, so those lines are measured against 1/N, not
// 50%, and carry no Elo (whose scale assumes an even game is 50%). Games are
// independent, so they run on as many threads as asked, and the report is
// the same on any number of threads.
//
// With --out FILE the games are written to FILE.partial as they end, in the
// tournament's order (tournament_journal.h), and the file is renamed FILE
// once the last is in: a tournament of many hours cut short keeps every
// game it finished, and --resume carries on from them.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <fstream>
#include <functional>
#include <mutex>
#include <ostream>
#include <sstream>
#include <thread>

#include "engine/core/atomic_file.h"
#include "engine/core/random.h"
#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/progress_line.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/match.h"
#include "tools/skirmish/players.h"
#include "tools/skirmish/seating.h"
#include "tools/skirmish/tournament_journal.h"

namespace skirmish {

namespace {

struct Game {
  size_t scenario = 0;
  size_t first = 0, second = 0;  // players' indices
  int rotation = 0;  // the side `first` plays (alone, with three sides or more); 1 = swapped
  uint64_t seed = 0;
  MatchResult result;
  std::string error;  // a game that failed (recorded, the tournament goes on)
};

struct Tally {
  int won = 0, drawn = 0, lost = 0, unfinished = 0;
  int sides = 2;  // of the scenarios tallied: a lone player's even score is 1/sides
  int games() const { return won + drawn + lost; }
  double score() const { return won + 0.5 * drawn; }
};

uint64_t game_seed(uint64_t base, size_t scenario, size_t pairing, size_t pair) {
  SplitMix64 mix(base ^ (0x9E3779B97F4A7C15ULL * (scenario + 1)) ^
                 (0xC2B2AE3D27D4EB4FULL * (pairing + 1)) ^ (0x165667B19E3779F9ULL * (pair + 1)));
  return mix.next();
}

// Elo difference for a score share p, kept finite at 0 and 1.
double elo(double p, int n) {
  const double edge = 0.5 / std::max(1, n);
  p = std::clamp(p, edge, 1 - edge);
  return 400.0 * std::log10(p / (1 - p));
}

std::string percent(double p) {
  char b[16];
  std::snprintf(b, sizeof b, "%.1f%%", 100 * p);
  return b;
}

std::string signed_whole(double x) {
  char b[16];
  std::snprintf(b, sizeof b, "%+.0f", x);
  return b;
}

std::string json_text(const std::string& s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"' || c == '\\') out.push_back('\\');
    if (static_cast<unsigned char>(c) < 0x20) continue;
    out.push_back(c);
  }
  return out + "\"";
}

// The games file's word for the winning side: "red" or "blue" with two
// sides, else the side's name; "draw" for none.
std::string winner_word(const Scenario& scenario, bool two, int winner) {
  if (winner < 0) return "draw";
  if (two) return winner == 0 ? "red" : "blue";
  return static_cast<size_t>(winner) < scenario.sides.size()
             ? scenario.sides[static_cast<size_t>(winner)].name
             : std::to_string(winner);
}

// A game ended (not failed) counted from its first player's point of view.
void count_game(Tally& t, const Game& g) {
  const int winner = g.result.outcome.winner;  // side index, -1 drawn
  if (winner < 0) {
    ++t.drawn;
  } else if (winner == g.rotation) {
    ++t.won;
  } else {
    ++t.lost;
  }
  if (g.result.unfinished) ++t.unfinished;
}

// "utility vs random: 17 won, 1 drawn, 2 lost: 87.5% [67.6%, 96.0%], Elo +338 [+128, +553]";
// on three sides or more "utility alone vs 2 random: ... (even is 33.3%, a draw counting 1/3)".
void score_words(std::ostream& out, const std::string& a, const std::string& b, const Tally& t) {
  const int n = t.games();
  const bool lone = t.sides > 2;
  // A draw shares the game among all the sides: half with two, 1/N with N.
  const double points = lone ? t.won + static_cast<double>(t.drawn) / t.sides : t.score();
  const double p = n > 0 ? points / n : (lone ? 1.0 / t.sides : 0.5);
  const Share interval = wilson_share(points, n);
  const double low = interval.low, high = interval.high;
  out << a << (lone ? " alone vs " + std::to_string(t.sides - 1) + " " : " vs ") << b << ": "
      << t.won << " won, " << t.drawn << " drawn, " << t.lost << " lost: " << percent(p) << " ["
      << percent(low) << ", " << percent(high) << "]";
  if (lone) {
    out << " (even is " << percent(1.0 / t.sides) << ", a draw counting 1/" << t.sides << ")";
  } else {
    out << ", Elo " << signed_whole(elo(p, n)) << " [" << signed_whole(elo(low, n)) << ", "
        << signed_whole(elo(high, n)) << "]";
  }
  if (t.unfinished > 0) out << " (" << t.unfinished << " unfinished, counted drawn)";
}

// One pairing's line of the report.
void report(std::ostream& out, const std::string& a, const std::string& b, const Tally& t) {
  out << "  ";
  score_words(out, a, b, t);
  out << "\n";
}

// How a pairing is seated, for the header: "2 seeds, sides swapped" on two
// sides, "1 seed, each played 3 times, the first player alone on each side
// in turn and the second on the rest" on three.
std::string seating_words(int seeds, int sides) {
  // Two sides keep the words they have always had, "1 seeds" and all, so a
  // two-side report reads byte for byte as before.
  if (sides == 2) return std::to_string(seeds) + " seeds, sides swapped";
  return std::to_string(seeds) + (seeds == 1 ? " seed, " : " seeds, ") + "each played " +
         std::to_string(sides) +
         " times, the first player alone on each side in turn and the second on the rest";
}

// A game's line in the games file (tournament_journal.h).
std::string game_line(const std::string& scenario_path, const Scenario& scenario,
                      const std::vector<std::string>& seats, const Game& g) {
  std::ostringstream line;
  const bool two = seats.size() == 2;
  line << "{\"scenario\":" << json_text(scenario_path);
  if (two) {
    line << ",\"red\":" << json_text(seats[0]) << ",\"blue\":" << json_text(seats[1]);
  } else {
    line << ",\"sides\":[";
    for (size_t side = 0; side < seats.size(); ++side) {
      line << (side ? "," : "") << json_text(seats[side]);
    }
    line << "]";
  }
  line << ",\"seed\":" << g.seed;
  if (!g.error.empty()) {
    line << ",\"error\":" << json_text(g.error) << "}";
    return line.str();
  }
  line << ",\"winner\":" << json_text(winner_word(scenario, two, g.result.outcome.winner))
       << ",\"margin\":" << g.result.outcome.margin << ",\"decisions\":" << g.result.decisions
       << ",\"unfinished\":" << (g.result.unfinished ? "true" : "false")
       << ",\"reason\":" << json_text(g.result.outcome.reason) << "}";
  return line.str();
}

// Puts the games `lines` of an earlier run of this tournament (read from
// `source`) back in place, in order; a line that is not the game this
// tournament plays at its place means another tournament's file.
void restore_games(const std::vector<TournamentLine>& lines, const std::string& source,
                   const TournamentArgs& args, const std::vector<PlayableScenario>& scenarios,
                   const std::function<std::vector<std::string>(const Game&)>& seating,
                   std::vector<Game>& games, std::vector<std::string>& line_of) {
  if (lines.size() > games.size()) {
    throw TournamentFileError(source + ": holds " + std::to_string(lines.size()) +
                              " games; this tournament plays " + std::to_string(games.size()));
  }
  for (size_t i = 0; i < lines.size(); ++i) {
    const TournamentLine& l = lines[i];
    Game& g = games[i];
    const std::vector<std::string> seats = seating(g);
    if (l.scenario != args.scenarios[g.scenario] || l.seats != seats || l.seed != g.seed) {
      throw TournamentFileError(source + ":" + std::to_string(i + 1) +
                                ": not this tournament's game " + std::to_string(i + 1) + " (" +
                                args.scenarios[g.scenario] + ", seed " + std::to_string(g.seed) +
                                "): resume with the same scenarios, --players, --games and --seed");
    }
    line_of[i] = l.text;
    if (!l.error.empty()) {
      g.error = l.error;
      continue;
    }
    const Scenario& scenario = *scenarios[g.scenario].scenario;
    int winner = -2;
    for (int side = -1; side < static_cast<int>(seats.size()) && winner == -2; ++side) {
      if (l.winner == winner_word(scenario, seats.size() == 2, side)) winner = side;
    }
    if (winner == -2) {
      throw TournamentFileError(source + ":" + std::to_string(i + 1) + ": field \"winner\": \"" +
                                l.winner + "\" is no side of " + args.scenarios[g.scenario]);
    }
    g.result.outcome.over = true;
    g.result.outcome.winner = winner;
    g.result.decisions = l.decisions;
    g.result.unfinished = l.unfinished;
  }
}

// Tallies from the first player's point of view, per scenario and, over
// the two-side scenarios, overall (lone-side results have another even
// mark, so they are not summed with them), printed pairing by pairing.
void print_report(const TournamentArgs& args, const std::vector<int>& sides,
                  const std::vector<Game>& games, std::ostream& out) {
  const size_t scenarios = sides.size();
  const size_t np = args.players.size();
  std::vector<Tally> per(scenarios * np * np), overall(np * np);
  for (size_t k = 0; k < scenarios; ++k) {
    for (size_t i = 0; i < np * np; ++i) per[k * np * np + i].sides = sides[k];
  }
  int failed = 0;
  for (const Game& g : games) {
    if (!g.error.empty()) {
      ++failed;
      continue;
    }
    count_game(per[(g.scenario * np + g.first) * np + g.second], g);
    if (sides[g.scenario] == 2) count_game(overall[g.first * np + g.second], g);
  }
  for (size_t k = 0; k < scenarios; ++k) {
    out << args.scenarios[k] << "\n";
    for (size_t a = 0; a < np; ++a) {
      for (size_t b = a + 1; b < np; ++b) {
        report(out, args.players[a], args.players[b], per[(k * np + a) * np + b]);
      }
    }
  }
  const auto two_side = static_cast<size_t>(std::count(sides.begin(), sides.end(), 2));
  if (two_side > 1) {
    out << (two_side == scenarios ? "All scenarios\n" : "All two-side scenarios\n");
    for (size_t a = 0; a < np; ++a) {
      for (size_t b = a + 1; b < np; ++b) {
        report(out, args.players[a], args.players[b], overall[a * np + b]);
      }
    }
  }
  if (failed > 0) {
    out << failed << " game(s) failed and were left out; their seeds are in the results file\n";
  }
}

// The games file while the tournament plays (tournament_journal.h): each
// game's line goes to OUT.partial once every game before it is in, so the
// file is always the tournament's first games, in order; when the last is
// in, it becomes OUT.
class GamesJournal {
 public:
  // `line_of`: each game's line, the first `written` already in the file.
  GamesJournal(std::vector<std::string>& line_of, size_t written)
      : line_of_(line_of), ended_(line_of.size(), 0), next_(written) {}

  bool open(const std::filesystem::path& partial, std::ostream& err) {
    partial_ = partial;
    file_.open(partial, std::ios::binary | std::ios::app);
    if (!file_) err << "tournament: cannot write " << partial.string() << "\n";
    return static_cast<bool>(file_);
  }
  bool is_open() const { return file_.is_open(); }
  // Writing failed: the tournament stops taking new games.
  bool failed() const { return failed_; }

  // Game `i` has ended, its line `line`; called from any thread.
  void ended(size_t i, std::string line) {
    const std::lock_guard<std::mutex> lock(mutex_);
    line_of_[i] = std::move(line);
    ended_[i] = 1;
    for (; next_ < ended_.size() && ended_[next_]; ++next_) {
      file_ << line_of_[next_] << '\n' << std::flush;
    }
    if (!file_) failed_ = true;
  }

  // Once every game is in: OUT.partial becomes `results`.
  bool finish(const std::filesystem::path& results, std::ostream& err) {
    file_.close();
    if (failed_ || !file_) {
      err << "tournament: " << partial_.string()
          << " cannot be written (disk full?); the games so far are in it (carry on with "
             "--resume)\n";
      return false;
    }
    std::error_code ec;
    std::filesystem::rename(partial_, results, ec);
    if (ec) {
      err << "tournament: cannot rename " << partial_.string() << " to " << results.string() << ": "
          << ec.message() << "\n";
      return false;
    }
    return true;
  }

 private:
  std::vector<std::string>& line_of_;
  std::vector<uint8_t> ended_;
  size_t next_;
  std::filesystem::path partial_;
  std::ofstream file_;
  std::mutex mutex_;
  std::atomic<bool> failed_{false};
};

}  // namespace

int run_tournament(const TournamentArgs& args, const Registry& registry, std::ostream& out,
                   std::ostream& err) {
  if (args.players.size() < 2) {
    err << "tournament: name at least two players (e.g. --players utility,random)\n";
    return 1;
  }
  for (const std::string& p : args.players) {
    if (const std::string why = player_spec_error(p); !why.empty()) {
      err << "tournament: " << why << "\n";
      return 1;
    }
  }
  if (args.scenarios.empty()) {
    err << "tournament: name at least one scenario file\n";
    return 1;
  }
  if (args.games < 2) {
    err << "tournament: --games must be at least 2 (a game on each side of a seed)\n";
    return 1;
  }
  if (args.resume && args.out.empty()) {
    err << "tournament: --resume carries on a games file: name it with --out\n";
    return 1;
  }
  std::vector<PlayableScenario> scenarios;
  std::vector<int> sides;  // of each scenario
  for (const std::string& path : args.scenarios) {
    std::optional<PlayableScenario> s = load_playable(path, registry, err);
    if (!s) return 1;
    const int n = static_cast<int>(s->scenario->sides.size());
    if (n < 2) {
      err << "tournament: " << path << " has " << n << " side; a tournament needs two or more\n";
      return 1;
    }
    // Every seed is played once in each rotation; a part-played seed would
    // favour the sides it reached.
    if (n > 2 && args.games % n != 0) {
      err << "tournament: " << path << " has " << n << " sides, so --games must be a multiple of "
          << n << " (each seed played once with the first player on each side), not " << args.games
          << "\n";
      return 1;
    }
    sides.push_back(n);
    scenarios.push_back(std::move(*s));
  }

  // Seeds a scenario takes. Two sides: odd --games round up to a whole
  // pair, as they always have.
  const auto seeds_of = [&](size_t k) {
    return sides[k] == 2 ? (args.games + 1) / 2 : args.games / sides[k];
  };
  // Seed by seed, each through every pairing and scenario: any first part
  // of the list (all a tournament cut short has played) is a fair sample of
  // the whole, every pairing on every scenario, sides swapped.
  std::vector<Game> games;
  int most_seeds = 0;
  for (size_t k = 0; k < scenarios.size(); ++k) most_seeds = std::max(most_seeds, seeds_of(k));
  for (int p = 0; p < most_seeds; ++p) {
    size_t pairing = 0;
    for (size_t a = 0; a < args.players.size(); ++a) {
      for (size_t b = a + 1; b < args.players.size(); ++b, ++pairing) {
        for (size_t k = 0; k < scenarios.size(); ++k) {
          if (p >= seeds_of(k)) continue;
          const uint64_t seed = game_seed(args.seed, k, pairing, static_cast<size_t>(p));
          for (int rotation = 0; rotation < sides[k]; ++rotation) {
            Game g;
            g.scenario = k;
            g.first = a;
            g.second = b;
            g.rotation = rotation;
            g.seed = seed;
            games.push_back(g);
          }
        }
      }
    }
  }

  const bool all_two = std::all_of(sides.begin(), sides.end(), [](int n) { return n == 2; });
  out << "Tournament: " << args.players.size() << " players, " << scenarios.size()
      << (scenarios.size() == 1 ? " scenario, " : " scenarios, ");
  if (all_two) {
    out << 2 * seeds_of(0) << " games a pairing and scenario (" << seating_words(seeds_of(0), 2)
        << ")";
  } else {
    out << "games a pairing and scenario:";
    for (size_t k = 0; k < scenarios.size(); ++k) {
      out << (k ? ";" : "") << " " << args.scenarios[k] << " " << seeds_of(k) * sides[k] << " ("
          << seating_words(seeds_of(k), sides[k]) << ")";
    }
  }
  out << ", seed " << args.seed << ", " << games.size() << " games\n";

  // Who plays each side of game `g`, in the scenario's order.
  const auto seating = [&](const Game& g) {
    const std::string& first = args.players[g.first];
    const std::string& second = args.players[g.second];
    return alone_against(first, second, sides[g.scenario], g.rotation);
  };
  // The games file: what an earlier run of this tournament finished.
  namespace fs = std::filesystem;
  const fs::path results = args.out;
  const fs::path partial = args.out + ".partial";
  std::vector<std::string> line_of(games.size());
  size_t resumed = 0;
  bool complete = false;  // --resume of a tournament already played to the end
  if (!args.out.empty()) {
    std::error_code ec;
    const bool interrupted = fs::exists(partial, ec);
    if (interrupted && !args.resume) {
      err << "tournament: " << partial.string()
          << " holds an interrupted tournament: add --resume to carry it on, or delete it to "
             "start again\n";
      return 1;
    }
    if (args.resume && (interrupted || fs::exists(results, ec))) {
      const fs::path from = interrupted ? partial : results;
      try {
        const std::vector<TournamentLine> lines = read_tournament_journal(from);
        restore_games(lines, from.string(), args, scenarios, seating, games, line_of);
        resumed = lines.size();
      } catch (const std::exception& e) {
        err << "tournament: cannot resume: " << e.what() << "\n";
        return 1;
      }
      complete = !interrupted;
      if (complete && resumed < games.size()) {
        err << "tournament: cannot resume: " << results.string() << " holds " << resumed
            << " games, not this tournament's " << games.size() << "\n";
        return 1;
      }
      out << (complete ? "Already complete: " : "Resuming: ") << resumed << " of " << games.size()
          << " games already played\n";
    }
  }
  GamesJournal journal(line_of, resumed);
  if (!args.out.empty() && !complete && !journal.open(partial, err)) return 1;

  // On a terminal: the games done, the time left and, between two players,
  // the first's score so far over the two-side games.
  ProgressLine progress(err, args.progress, static_cast<int64_t>(games.size()),
                        static_cast<int64_t>(resumed));
  std::mutex progress_mutex;
  Tally running;
  int64_t games_done = static_cast<int64_t>(resumed);
  const auto score_so_far = [&](const Game& g) {
    if (args.players.size() != 2 || sides[g.scenario] != 2 || !g.error.empty()) return;
    count_game(running, g);
  };
  for (size_t i = 0; i < resumed; ++i) score_so_far(games[i]);
  const auto ended_game = [&](size_t i) {
    const Game& g = games[i];
    if (journal.is_open()) {
      journal.ended(
          i, game_line(args.scenarios[g.scenario], *scenarios[g.scenario].scenario, seating(g), g));
    }
    const std::lock_guard<std::mutex> lock(progress_mutex);
    score_so_far(g);
    std::ostringstream standing;
    if (running.games() > 0) score_words(standing, args.players[0], args.players[1], running);
    progress.update(++games_done, standing.str());
  };
  std::atomic<size_t> next{resumed};
  auto work = [&] {
    for (size_t i = next++; i < games.size() && !journal.failed(); i = next++) {
      Game& g = games[i];
      const PlayableScenario& s = scenarios[g.scenario];
      try {
        g.result = play_match(*s.rules, s.scenario, seating(g), g.seed);
      } catch (const std::exception& e) {
        g.error = e.what();
      }
      ended_game(i);
    }
  };
  const int threads = std::max(1, args.threads);
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  progress.finish();
  if (journal.is_open() && !journal.finish(results, err)) return 1;

  print_report(args, sides, games, out);
  if (!args.out.empty() && !complete) out << "Games written to " << args.out << "\n";
  return 0;
}

}  // namespace skirmish
