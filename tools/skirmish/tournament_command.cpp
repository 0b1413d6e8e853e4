// `skirmish tournament`: computer players against each other over
// scenarios, sides swapped on paired seeds, with win rates, their 95%
// intervals and an Elo estimate.
//
// Every pairing of players meets on every scenario `games` times: half the
// games with the first as the scenario's first side, half swapped, each
// pair of games on the same seed, so the dice and the table are the same
// and only the sides change. Games are independent, so they run on as many
// threads as asked, and the report is the same on any number of threads.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <exception>
#include <mutex>
#include <ostream>
#include <sstream>
#include <thread>

#include "engine/core/atomic_file.h"
#include "engine/core/random.h"
#include "tools/playtest/playtest_stats.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/match.h"
#include "tools/skirmish/players.h"

namespace skirmish {

namespace {

struct Game {
  size_t scenario = 0;
  size_t first = 0, second = 0;  // players' indices; `first` plays red when !swapped
  bool swapped = false;
  uint64_t seed = 0;
  MatchResult result;
  std::string error;  // a game that failed (recorded, the tournament goes on)
};

struct Tally {
  int won = 0, drawn = 0, lost = 0, unfinished = 0;
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

// "utility vs random: 17 won, 1 drawn, 2 lost: 87.5% [67.6%, 96.0%], Elo +338 [+128, +553]"
void report(std::ostream& out, const std::string& a, const std::string& b, const Tally& t) {
  const int n = t.games();
  const double p = n > 0 ? t.score() / n : 0.5;
  const Share interval = wilson_share(t.score(), n);  // draws count half
  const double low = interval.low, high = interval.high;
  out << "  " << a << " vs " << b << ": " << t.won << " won, " << t.drawn << " drawn, " << t.lost
      << " lost: " << percent(p) << " [" << percent(low) << ", " << percent(high) << "], Elo "
      << signed_whole(elo(p, n)) << " [" << signed_whole(elo(low, n)) << ", "
      << signed_whole(elo(high, n)) << "]";
  if (t.unfinished > 0) out << " (" << t.unfinished << " unfinished, counted drawn)";
  out << "\n";
}

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
  std::vector<PlayableScenario> scenarios;
  for (const std::string& path : args.scenarios) {
    std::optional<PlayableScenario> s = load_playable(path, registry, err);
    if (!s) return 1;
    scenarios.push_back(std::move(*s));
  }

  // Every game, in the order the report and the results file list them.
  const int pairs = (args.games + 1) / 2;
  std::vector<Game> games;
  size_t pairing = 0;
  for (size_t a = 0; a < args.players.size(); ++a) {
    for (size_t b = a + 1; b < args.players.size(); ++b, ++pairing) {
      for (size_t k = 0; k < scenarios.size(); ++k) {
        for (int p = 0; p < pairs; ++p) {
          const uint64_t seed = game_seed(args.seed, k, pairing, static_cast<size_t>(p));
          for (const bool swapped : {false, true}) {
            Game g;
            g.scenario = k;
            g.first = a;
            g.second = b;
            g.swapped = swapped;
            g.seed = seed;
            games.push_back(g);
          }
        }
      }
    }
  }

  out << "Tournament: " << args.players.size() << " players, " << scenarios.size()
      << (scenarios.size() == 1 ? " scenario, " : " scenarios, ") << 2 * pairs
      << " games a pairing and scenario (" << pairs << " seeds, sides swapped), seed " << args.seed
      << ", " << games.size() << " games\n";

  std::atomic<size_t> next{0};
  auto work = [&] {
    for (size_t i = next++; i < games.size(); i = next++) {
      Game& g = games[i];
      const PlayableScenario& s = scenarios[g.scenario];
      const std::string& red = args.players[g.swapped ? g.second : g.first];
      const std::string& blue = args.players[g.swapped ? g.first : g.second];
      try {
        g.result = play_match(*s.rules, s.scenario, red, blue, g.seed);
      } catch (const std::exception& e) {
        g.error = e.what();
      }
    }
  };
  const int threads = std::max(1, args.threads);
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();

  // Tallies from the first player's point of view, per scenario and overall.
  const size_t np = args.players.size();
  std::vector<Tally> per(scenarios.size() * np * np), overall(np * np);
  int failed = 0;
  std::ostringstream lines;
  for (const Game& g : games) {
    const std::string& red = args.players[g.swapped ? g.second : g.first];
    const std::string& blue = args.players[g.swapped ? g.first : g.second];
    lines << "{\"scenario\":" << json_text(args.scenarios[g.scenario])
          << ",\"red\":" << json_text(red) << ",\"blue\":" << json_text(blue)
          << ",\"seed\":" << g.seed;
    if (!g.error.empty()) {
      ++failed;
      lines << ",\"error\":" << json_text(g.error) << "}\n";
      continue;
    }
    const int winner = g.result.outcome.winner;  // 0 red, 1 blue, -1 drawn
    const int first_side = g.swapped ? 1 : 0;
    lines << ",\"winner\":" << json_text(winner < 0 ? "draw" : (winner == 0 ? "red" : "blue"))
          << ",\"margin\":" << g.result.outcome.margin << ",\"decisions\":" << g.result.decisions
          << ",\"unfinished\":" << (g.result.unfinished ? "true" : "false")
          << ",\"reason\":" << json_text(g.result.outcome.reason) << "}\n";
    for (Tally* t :
         {&per[(g.scenario * np + g.first) * np + g.second], &overall[g.first * np + g.second]}) {
      if (winner < 0) {
        ++t->drawn;
      } else if (winner == first_side) {
        ++t->won;
      } else {
        ++t->lost;
      }
      if (g.result.unfinished) ++t->unfinished;
    }
  }
  for (size_t k = 0; k < scenarios.size(); ++k) {
    out << args.scenarios[k] << "\n";
    for (size_t a = 0; a < np; ++a) {
      for (size_t b = a + 1; b < np; ++b) {
        report(out, args.players[a], args.players[b], per[(k * np + a) * np + b]);
      }
    }
  }
  if (scenarios.size() > 1) {
    out << "All scenarios\n";
    for (size_t a = 0; a < np; ++a) {
      for (size_t b = a + 1; b < np; ++b) {
        report(out, args.players[a], args.players[b], overall[a * np + b]);
      }
    }
  }
  if (failed > 0) {
    out << failed << " game(s) failed and were left out; their seeds are in the results file\n";
  }
  if (!args.out.empty()) {
    try {
      write_file_atomically(args.out, lines.str());
    } catch (const std::exception& e) {
      err << "tournament: " << e.what() << "\n";
      return 1;
    }
    out << "Games written to " << args.out << "\n";
  }
  return 0;
}

}  // namespace skirmish
