// `skirmish tournament`: paired, mirrored games; the same report on any
// number of threads; the games file replayable by seed; bad input refused
// with the reason.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/rules/registry.h"
#include "tests/rules/test_dir.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_session.h"
#include "tools/skirmish/match.h"

namespace skirmish {
namespace {

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

}  // namespace
}  // namespace skirmish
