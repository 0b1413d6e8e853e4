// `skirmish tournament`: paired, mirrored games; the same report on any
// number of threads; the games file replayable by seed; a scenario of three
// sides played in rotations, the first player alone on each side in turn;
// bad input refused with the reason.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/rules/registry.h"
#include "tests/rules/test_dir.h"
#include "tests/tools/games_file_fixture.h"
#include "tests/tools/play_fixture.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/match.h"

namespace skirmish {
namespace {

using games_file_test::lines_of;
using games_file_test::without_file_lines;
using games_file_test::write_interrupted;

const std::string kReference = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";

struct TournamentRun {
  int code = 0;
  std::string out, err;
};

TournamentRun tournament(TournamentArgs args) {
  Registry registry;
  add_builtin_rule_sets(registry);
  std::ostringstream out, err;
  TournamentRun r;
  r.code = run_tournament(args, registry, out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

TournamentArgs random_pair(int threads) {
  TournamentArgs a;
  a.players = {"random", "random"};
  a.scenarios = {kReference};
  a.games = 4;
  a.seed = 3;
  a.threads = threads;
  return a;
}

TEST(Tournament, TheSameReportOnOneThreadOrTwo) {
  const TournamentRun one = tournament(random_pair(1));
  const TournamentRun two = tournament(random_pair(2));
  ASSERT_EQ(one.code, 0) << one.err;
  EXPECT_EQ(one.out, two.out);
  EXPECT_NE(one.out.find("4 games a pairing and scenario (2 seeds, sides swapped)"),
            std::string::npos)
      << one.out;
  EXPECT_NE(one.out.find("  random vs random: "), std::string::npos) << one.out;
  EXPECT_NE(one.out.find("Elo "), std::string::npos) << one.out;
}

TEST(Tournament, GamesFileNamesEachGameAndItReplaysBySeed) {
  TestDir dir;
  TournamentArgs a = random_pair(1);
  a.out = (dir / "games.jsonl").string();
  const TournamentRun r = tournament(a);
  ASSERT_EQ(r.code, 0) << r.err;
  std::ifstream in(a.out);
  std::string line;
  std::vector<std::string> lines;
  while (std::getline(in, line)) lines.push_back(line);
  ASSERT_EQ(lines.size(), 4u);
  // Paired seeds: games 1 and 2 share one, with the sides swapped.
  auto seed_of = [](const std::string& l) {
    const auto at = l.find("\"seed\":") + 7;
    return l.substr(at, l.find(',', at) - at);
  };
  EXPECT_EQ(seed_of(lines[0]), seed_of(lines[1]));
  EXPECT_NE(seed_of(lines[0]), seed_of(lines[2]));
  // The first game again, by its seed, ends the same way.
  Registry registry;
  add_builtin_rule_sets(registry);
  std::ostringstream err;
  const std::optional<PlayableScenario> s = load_playable(kReference, registry, err);
  ASSERT_TRUE(s) << err.str();
  const MatchResult again =
      play_match(*s->rules, s->scenario, "random", "random", std::stoull(seed_of(lines[0])));
  const std::string winner =
      again.outcome.winner < 0 ? "draw" : (again.outcome.winner == 0 ? "red" : "blue");
  EXPECT_NE(lines[0].find("\"winner\":\"" + winner + "\""), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find("\"decisions\":" + std::to_string(again.decisions) + ","),
            std::string::npos)
      << lines[0];
}

TEST(Tournament, RefusesBadInputWithTheReason) {
  TournamentArgs a = random_pair(1);
  a.players = {"random"};
  EXPECT_EQ(tournament(a).code, 1);
  EXPECT_NE(tournament(a).err.find("at least two players"), std::string::npos);
  a.players = {"random", "ace"};
  const TournamentRun unknown = tournament(a);
  EXPECT_EQ(unknown.code, 1);
  EXPECT_NE(unknown.err.find("unknown player kind 'ace'; the known kinds are: human, random"),
            std::string::npos)
      << unknown.err;
  a = random_pair(1);
  a.scenarios = {"no-such-file.yaml"};
  const TournamentRun missing = tournament(a);
  EXPECT_EQ(missing.code, 1);
  EXPECT_NE(missing.err.find("no-such-file.yaml"), std::string::npos) << missing.err;
  a = random_pair(1);
  a.games = 1;
  EXPECT_EQ(tournament(a).code, 1);
}

// The text of `key`'s value in a games-file line: a number, "text" or [list].
std::string value_of(const std::string& line, const std::string& key) {
  const auto at = line.find("\"" + key + "\":");
  if (at == std::string::npos) return "";
  const auto from = at + key.size() + 3;
  const char open = line[from];
  const auto to = open == '['   ? line.find(']', from) + 1
                  : open == '"' ? line.find('"', from + 1) + 1
                                : line.find_first_of(",}", from);
  return line.substr(from, to - from);
}

TournamentArgs three_way(int games, int threads) {
  TournamentArgs a;
  a.players = {"random", "greedy"};
  a.scenarios = {play_test::knoll_three_sides_file()};
  a.games = games;
  a.seed = 1;
  a.threads = threads;
  return a;
}

TEST(Tournament, ThreeSidesSeatTheFirstPlayerAloneOnEachSideInTurn) {
  TestDir dir;
  TournamentArgs a = three_way(3, 1);
  a.seed = 2;  // a seed whose games are all decided (see the tally below)
  a.out = (dir / "three.jsonl").string();
  const TournamentRun r = tournament(a);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find(a.scenarios[0] + " 3 (1 seed, each played 3 times, the first player "
                                        "alone on each side in turn and the second on the rest)"),
            std::string::npos)
      << r.out;
  const std::vector<std::string> lines = lines_of(a.out);
  ASSERT_EQ(lines.size(), 3u);
  const std::vector<std::string> seatings = {"[\"random\",\"greedy\",\"greedy\"]",
                                             "[\"greedy\",\"random\",\"greedy\"]",
                                             "[\"greedy\",\"greedy\",\"random\"]"};
  const std::vector<std::string> names = {"\"Red\"", "\"Blue\"", "\"Green\""};
  int won = 0, drawn = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(value_of(lines[i], "sides"), seatings[i]) << lines[i];
    EXPECT_EQ(value_of(lines[i], "seed"), value_of(lines[0], "seed")) << "one seed, three seats";
    EXPECT_EQ(value_of(lines[i], "red"), "") << "no red and blue with three sides";
    const std::string winner = value_of(lines[i], "winner");
    const bool named =
        winner == "\"draw\"" || winner == names[0] || winner == names[1] || winner == names[2];
    EXPECT_TRUE(named) << "the winner by the side's name: " << lines[i];
    won += winner == names[i] ? 1 : 0;
    drawn += winner == "\"draw\"" ? 1 : 0;
  }
  // Seed 2 gives the lone player a win on its own side (Green) and losses
  // to Green when it sits at Red or Blue, so the tally below tells the
  // sides apart.
  EXPECT_EQ(won, 1) << r.out;
  EXPECT_LT(drawn, 2) << r.out;
  // The lone player's tally: a win when its own side won.
  const std::string tally = "  random alone vs 2 greedy: " + std::to_string(won) + " won, " +
                            std::to_string(drawn) + " drawn, " + std::to_string(3 - won - drawn) +
                            " lost: ";
  EXPECT_NE(r.out.find(tally), std::string::npos) << tally << "\n" << r.out;
  EXPECT_NE(r.out.find("(even is 33.3%, a draw counting 1/3)"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Elo"), std::string::npos) << "Elo assumes an even game is 50%";

  // The second game again, alone, by its seating and seed.
  Registry registry;
  add_builtin_rule_sets(registry);
  std::ostringstream err;
  const std::optional<PlayableScenario> s = load_playable(a.scenarios[0], registry, err);
  ASSERT_TRUE(s) << err.str();
  const MatchResult again = play_match(*s->rules, s->scenario, {"greedy", "random", "greedy"},
                                       std::stoull(value_of(lines[1], "seed")));
  const std::string winner =
      again.outcome.winner < 0 ? "\"draw\"" : names[static_cast<size_t>(again.outcome.winner)];
  EXPECT_EQ(value_of(lines[1], "winner"), winner) << lines[1];
  EXPECT_EQ(value_of(lines[1], "decisions"), std::to_string(again.decisions)) << lines[1];
}

TEST(Tournament, ThreeSidesTheSameReportAndGamesOnOneThreadOrTwo) {
  TestDir dir;
  TournamentArgs one = three_way(6, 1), two = three_way(6, 2);
  one.out = (dir / "one.jsonl").string();
  two.out = (dir / "two.jsonl").string();
  const TournamentRun a = tournament(one), b = tournament(two);
  ASSERT_EQ(a.code, 0) << a.err;
  ASSERT_EQ(b.code, 0) << b.err;
  EXPECT_EQ(a.out.substr(0, a.out.find("Games written")),
            b.out.substr(0, b.out.find("Games written")));
  EXPECT_EQ(lines_of(one.out), lines_of(two.out));
  EXPECT_EQ(lines_of(one.out).size(), 6u);
  EXPECT_NE(a.out.find("6 (2 seeds, each played 3 times"), std::string::npos) << a.out;
}

TEST(Tournament, ThreeSidesNeedGamesInWholeRotations) {
  const TournamentRun r = tournament(three_way(4, 1));
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, "tournament: " + play_test::knoll_three_sides_file() +
                       " has 3 sides, so --games must be a multiple of 3 (each seed played once "
                       "with the first player on each side), not 4\n");
}

TEST(Tournament, TwoSideGamesKeepTheirRedAndBlueLines) {
  TestDir dir;
  TournamentArgs a = random_pair(1);
  a.out = (dir / "games.jsonl").string();
  ASSERT_EQ(tournament(a).code, 0);
  for (const std::string& line : lines_of(a.out)) {
    EXPECT_EQ(line.rfind("{\"scenario\":\"" + kReference +
                             "\",\"red\":\"random\",\"blue\":\"random\",\"seed\":",
                         0),
              0u)
        << line;
    EXPECT_EQ(value_of(line, "sides"), "") << line;
    const std::string winner = value_of(line, "winner");
    EXPECT_TRUE(winner == "\"red\"" || winner == "\"blue\"" || winner == "\"draw\"") << line;
  }
}

TEST(Tournament, AnInterruptedTournamentCarriesOnToTheSameGamesAndReport) {
  TestDir dir;
  TournamentArgs whole = random_pair(2);
  whole.games = 8;
  whole.out = (dir / "whole.jsonl").string();
  const TournamentRun first = tournament(whole);
  ASSERT_EQ(first.code, 0) << first.err;
  const std::vector<std::string> lines = lines_of(whole.out);
  ASSERT_EQ(lines.size(), 8u);
  EXPECT_FALSE(std::filesystem::exists(whole.out + ".partial"));

  // Stopped after three games, with a fourth half-written.
  TournamentArgs cut = whole;
  cut.out = (dir / "cut.jsonl").string();
  write_interrupted(lines, 3, true, cut.out + ".partial");
  const TournamentRun refused = tournament(cut);
  EXPECT_EQ(refused.code, 1);
  EXPECT_NE(refused.err.find("cut.jsonl.partial holds an interrupted tournament: add --resume"),
            std::string::npos)
      << refused.err;
  cut.resume = true;
  const TournamentRun resumed = tournament(cut);
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_NE(resumed.out.find("Resuming: 3 of 8 games already played"), std::string::npos)
      << resumed.out;
  EXPECT_EQ(lines_of(cut.out), lines);
  EXPECT_EQ(without_file_lines(resumed.out), without_file_lines(first.out));
  EXPECT_FALSE(std::filesystem::exists(cut.out + ".partial"));

  // Resumed once complete: the file is read, not played again.
  const TournamentRun again = tournament(cut);
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.out.find("Already complete: 8 of 8"), std::string::npos) << again.out;
  EXPECT_EQ(without_file_lines(again.out), without_file_lines(first.out));
}

TEST(Tournament, ThreeSidesCarryOnToo) {
  TestDir dir;
  TournamentArgs whole = three_way(6, 1);
  whole.out = (dir / "whole.jsonl").string();
  const TournamentRun first = tournament(whole);
  ASSERT_EQ(first.code, 0) << first.err;
  const std::vector<std::string> lines = lines_of(whole.out);
  ASSERT_EQ(lines.size(), 6u);  // two seeds, random alone on each of the three sides
  TournamentArgs cut = whole;
  cut.out = (dir / "cut.jsonl").string();
  cut.resume = true;
  write_interrupted(lines, 4, true, cut.out + ".partial");
  const TournamentRun resumed = tournament(cut);
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_EQ(lines_of(cut.out), lines);
  EXPECT_EQ(without_file_lines(resumed.out), without_file_lines(first.out));
}

TEST(Tournament, AProgressLineShowsTheGamesAndTheScoreSoFarAndRubsItselfOut) {
  TournamentArgs a = random_pair(1);
  const TournamentRun quiet = tournament(a);
  EXPECT_EQ(quiet.err, "");
  a.progress = true;
  const TournamentRun shown = tournament(a);
  ASSERT_EQ(shown.code, 0) << shown.err;
  EXPECT_EQ(shown.out, quiet.out);
  // The last game is always drawn: all four in, and the pairing's score.
  EXPECT_NE(shown.err.find("\r4/4 games, "), std::string::npos) << shown.err;
  EXPECT_NE(shown.err.find(", random vs random: "), std::string::npos) << shown.err;
  EXPECT_NE(shown.err.find(" won, "), std::string::npos) << shown.err;
  EXPECT_EQ(shown.err.back(), '\r');  // rubbed out, the cursor back at the start
}

// `line` with the `length` characters from where `at` first stands put in
// place by `with`.
std::string spliced(const std::string& line, const std::string& at, size_t length,
                    const std::string& with) {
  const size_t from = line.find(at);
  return line.substr(0, from) + with + line.substr(from + length);
}

TEST(Tournament, ResumingRefusesAnotherTournamentsGamesWithTheReason) {
  TestDir dir;
  TournamentArgs a = random_pair(1);
  a.out = (dir / "games.jsonl").string();
  ASSERT_EQ(tournament(a).code, 0);
  const std::vector<std::string> lines = lines_of(a.out);
  std::filesystem::remove(a.out);
  a.resume = true;

  TournamentArgs other = a;
  other.seed = 4;
  write_interrupted(lines, 2, false, other.out + ".partial");
  const TournamentRun seed = tournament(other);
  EXPECT_EQ(seed.code, 1);
  EXPECT_NE(seed.err.find("games.jsonl.partial:1: not this tournament's game 1"), std::string::npos)
      << seed.err;
  EXPECT_NE(seed.err.find("the same scenarios, --players, --games and --seed"), std::string::npos);

  const auto refused_with = [&](const std::string& line, const std::string& reason) {
    {
      std::ofstream out(a.out + ".partial", std::ios::binary);
      out << lines[0] << '\n' << line << '\n';
    }
    const TournamentRun r = tournament(a);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find("games.jsonl.partial:2: " + reason), std::string::npos) << r.err;
  };
  refused_with("not json", "not JSON");
  refused_with("[1]", "expected an object");
  std::string no_winner = lines[1];
  no_winner = spliced(no_winner, "\"winner\"", 8, "\"victor\"");
  refused_with(no_winner, "field \"winner\" is missing");
  std::string bad_winner = lines[1];
  bad_winner = spliced(bad_winner, "\"winner\":", 9, "\"winner\":\"green\",\"was\":");
  refused_with(bad_winner, "field \"winner\": \"green\" is no side of");
  std::string bad_seed = lines[1];
  bad_seed = spliced(bad_seed, "\"seed\":", 7, "\"seed\":-");
  refused_with(bad_seed, "field \"seed\": expected a whole number >= 0");

  TournamentArgs nowhere = random_pair(1);
  nowhere.resume = true;
  const TournamentRun no_out = tournament(nowhere);
  EXPECT_EQ(no_out.code, 1);
  EXPECT_NE(no_out.err.find("--resume carries on a games file: name it with --out"),
            std::string::npos)
      << no_out.err;
}

}  // namespace
}  // namespace skirmish
