// `skirmish playtest`: every game a line, the same file on any thread count,
// a resumed run equal to an uninterrupted one, stalls and crashes recorded
// with their seeds while the batch goes on, --until-ci stopping early, bad
// input refused; and `replay --from` playing one game again; three sides
// seated with --sides, each side's share, the seating rotated by --mirror.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/core/atomic_file.h"
#include "engine/rules/registry.h"
#include "tests/rules/minimal_rules.h"
#include "tests/rules/test_dir.h"
#include "tests/tools/games_file_fixture.h"
#include "tests/tools/play_fixture.h"
#include "tools/playtest/playtest_run.h"
#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/results_file.h"
#include "tools/skirmish/commands.h"

namespace skirmish {
namespace {

using games_file_test::lines_of;
using games_file_test::write_interrupted;

const std::string kReference = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";

struct CommandResult {
  int code = 0;
  std::string out, err;
};

const Registry& builtin() {
  return play_test::builtin_registry();
}

CommandResult playtest(const PlaytestArgs& args, const Registry& registry = builtin()) {
  std::ostringstream out, err;
  CommandResult r;
  r.code = run_playtest(args, registry, out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

PlaytestArgs random_games(const TestDir& dir, const std::string& file, int64_t games) {
  PlaytestArgs a;
  a.scenario = kReference;
  a.games = games;
  a.red = "random";
  a.blue = "random";
  a.seed = 11;
  a.out = (dir / file).string();
  a.progress = false;
  return a;
}

std::vector<ResultLine> results_of(const std::filesystem::path& p) {
  std::vector<ResultLine> all;
  read_results(p, [&](const ResultLine& r, std::string_view) { all.push_back(r); });
  return all;
}

TEST(Playtest, TheSameResultsFileOnOneThreadOrTwo) {
  TestDir dir;
  PlaytestArgs one = random_games(dir, "one.jsonl", 12);
  PlaytestArgs two = random_games(dir, "two.jsonl", 12);
  two.threads = 2;
  const CommandResult a = playtest(one), b = playtest(two);
  ASSERT_EQ(a.code, 0) << a.err;
  ASSERT_EQ(b.code, 0) << b.err;
  EXPECT_EQ(read_whole_file(one.out), read_whole_file(two.out));
  EXPECT_EQ(lines_of(one.out).size(), 12u);
  EXPECT_NE(a.out.find("Balance: Crown scores "), std::string::npos) << a.out;
  EXPECT_FALSE(std::filesystem::exists(one.out + ".partial"));
}

TEST(Playtest, EachLineIsOneGameOfTheRunWithItsOwnSeed) {
  TestDir dir;
  PlaytestArgs a = random_games(dir, "r.jsonl", 6);
  ASSERT_EQ(playtest(a).code, 0);
  const std::vector<ResultLine> games = results_of(a.out);
  ASSERT_EQ(games.size(), 6u);
  for (size_t i = 0; i < games.size(); ++i) {
    const ResultLine& r = games[i];
    EXPECT_EQ(r.game.index, static_cast<int64_t>(i));
    EXPECT_EQ(r.game.seed, playtest_seed(11, r.id.scenario_hash, r.game.index, 1));
    EXPECT_EQ(r.id.base_seed, 11u);
    EXPECT_EQ(r.id.games, 6);
    EXPECT_EQ(r.roster.sides, (std::vector<std::string>{"Crown", "Rebels"}));
    ASSERT_EQ(r.game.units.size(), 8u);
    int men = 0;
    for (const UnitLosses& u : r.game.units) {
      men += u.men;
      EXPECT_EQ(u.men, u.fighting + u.down + u.routed + u.captured + u.dead + u.off_table);
    }
    EXPECT_EQ(men, 40);
    EXPECT_TRUE(r.game.finished());
    EXPECT_GE(r.game.turns, 1);
    EXPECT_LE(r.game.turns, 12);  // the scenario's turn limit
    EXPECT_GE(r.game.first_to_act, 0);
    EXPECT_FALSE(r.game.reason.empty());
  }
  // Different games, different seeds.
  EXPECT_NE(games[0].game.seed, games[1].game.seed);
}

// A game's seed is a fixed function of the run's seed, the scenario's
// hash and the game's draw: the playtests recorded in docs/ must play the
// same games again on any later build, so these values never change.
TEST(Playtest, AGamesSeedIsTheSameOnEveryBuild) {
  EXPECT_EQ(playtest_seed(11, "fnv1a64:cbf29ce484222325", 5, 1), 0x3d930bface5abf95ULL);
  EXPECT_EQ(playtest_seed(2041, "", 7, 2), 0x26edfabf80c39daULL);
  EXPECT_EQ(playtest_seed(2041, "", 6, 2), 0x26edfabf80c39daULL) << "one draw, one seed";
}

TEST(Playtest, MirroredPairsShareASeedWithTheSidesSwapped) {
  TestDir dir;
  PlaytestArgs a = random_games(dir, "m.jsonl", 4);
  a.red = "greedy";
  a.mirror = true;
  ASSERT_EQ(playtest(a).code, 0);
  const std::vector<ResultLine> games = results_of(a.out);
  ASSERT_EQ(games.size(), 4u);
  EXPECT_EQ(games[0].game.seed, games[1].game.seed);
  EXPECT_NE(games[1].game.seed, games[2].game.seed);
  EXPECT_EQ(games[0].game.players, (std::vector<std::string>{"greedy", "random"}));
  EXPECT_EQ(games[1].game.players, (std::vector<std::string>{"random", "greedy"}));
  // The run's planners, unswapped.
  EXPECT_EQ(games[1].id.players, (std::vector<std::string>{"greedy", "random"}));
}

// An interrupted run: some games in RESULTS.partial and a last line cut off
// mid-write. --resume cuts it off, plays the rest, and ends with the very
// file an uninterrupted run writes.
TEST(Playtest, AResumedRunEndsAsAnUninterruptedOne) {
  TestDir dir;
  PlaytestArgs whole = random_games(dir, "whole.jsonl", 10);
  ASSERT_EQ(playtest(whole).code, 0);
  const std::vector<std::string> lines = lines_of(whole.out);
  ASSERT_EQ(lines.size(), 10u);

  PlaytestArgs cut = random_games(dir, "cut.jsonl", 10);
  write_interrupted(lines, 4, true, cut.out + ".partial");
  const CommandResult refused = playtest(cut);
  EXPECT_EQ(refused.code, 1);
  EXPECT_NE(refused.err.find("holds an interrupted run: add --resume"), std::string::npos)
      << refused.err;

  cut.resume = true;
  const CommandResult resumed = playtest(cut);
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_NE(resumed.out.find("Resuming: 4 of 10 games already played"), std::string::npos)
      << resumed.out;
  EXPECT_EQ(read_whole_file(cut.out), read_whole_file(whole.out));
  EXPECT_FALSE(std::filesystem::exists(cut.out + ".partial"));

  // Resuming a finished run plays nothing and reports it again.
  const CommandResult again = playtest(cut);
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.out.find("Already complete"), std::string::npos) << again.out;
}

TEST(Playtest, ResumeRefusesAnotherRunsGames) {
  TestDir dir;
  PlaytestArgs other = random_games(dir, "other.jsonl", 4);
  other.seed = 99;
  ASSERT_EQ(playtest(other).code, 0);
  PlaytestArgs mine = random_games(dir, "mine.jsonl", 4);
  std::filesystem::copy_file(other.out, mine.out + ".partial");
  mine.resume = true;
  const CommandResult r = playtest(mine);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("mine.jsonl.partial:1: another run's game: base_seed 99 (not 11)"),
            std::string::npos)
      << r.err;
  EXPECT_FALSE(std::filesystem::exists(mine.out));
}

TEST(Playtest, UntilCiStopsOnceTheIntervalIsNarrowEnough) {
  TestDir dir;
  PlaytestArgs a = random_games(dir, "ci.jsonl", 400);
  a.until_ci = 0.2;
  a.threads = 2;
  const CommandResult r = playtest(a);
  ASSERT_EQ(r.code, 0) << r.err;
  const size_t played = lines_of(a.out).size();
  EXPECT_GE(played, 20u);
  EXPECT_LT(played, 100u);
  EXPECT_NE(r.out.find("Stopped after " + std::to_string(played) + " games"), std::string::npos)
      << r.out;
  // Where it stops depends on the games alone, not on the threads.
  PlaytestArgs b = random_games(dir, "ci1.jsonl", 400);
  b.until_ci = 0.2;
  ASSERT_EQ(playtest(b).code, 0);
  EXPECT_EQ(read_whole_file(a.out), read_whole_file(b.out));
}

TEST(Playtest, StalledGamesAreReportedWithTheirSeedsAndTheBatchEnds) {
  TestDir dir;
  PlaytestArgs a = random_games(dir, "stall.jsonl", 3);
  a.decision_limit = 5;
  const CommandResult r = playtest(a);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::vector<ResultLine> games = results_of(a.out);
  ASSERT_EQ(games.size(), 3u);
  for (const ResultLine& g : games) {
    EXPECT_EQ(g.game.end, GameEnd::kStalled);
    EXPECT_NE(g.game.error.find("stopped after 5 decisions"), std::string::npos) << g.game.error;
    EXPECT_NE(r.out.find("(seed " + std::to_string(g.game.seed) + ") stalled"), std::string::npos)
        << r.out;
  }
  EXPECT_NE(r.out.find("3 stalled"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("cannot be played to an end"), std::string::npos) << r.out;
}

// Minimal skirmish whose table collapses now and then: a rule set that
// throws in the middle of some games.
class CollapsingRules final : public Rules {
 public:
  std::string_view name() const override { return minimal::MinimalRules::kName; }
  const Traits& traits() const override { return inner_.traits(); }
  Decision next_decision(const GameState& s) const override { return inner_.next_decision(s); }
  CheckResult check(const GameState& s, const Action& a) const override {
    return inner_.check(s, a);
  }
  Outcome outcome(const GameState& s) const override { return inner_.outcome(s); }

 protected:
  std::unique_ptr<GameState> do_new_game(std::shared_ptr<const Scenario> scenario,
                                         std::shared_ptr<const OptionSet>) const override {
    return inner_.new_game(std::move(scenario));
  }
  void add_legal_actions(const GameState& s, std::vector<Action>& out) const override {
    inner_.legal_actions(s, out);
  }
  void do_apply(GameState& s, const Action& a, Dice& dice, EventSink& events) const override {
    if (s.turn() == 2 && dice.roll(6, {}) == 6) throw RulesError("the table collapsed");
    inner_.apply(s, a, dice, events);
  }

 private:
  minimal::MinimalRules inner_;
};

TEST(Playtest, ACrashIsRecordedWithItsSeedAndTheBatchGoesOn) {
  Registry collapsing;
  collapsing.add(std::make_unique<CollapsingRules>());
  TestDir dir;
  PlaytestArgs a = random_games(dir, "crash.jsonl", 16);
  a.scenario = play_test::minimal_scenario_file();
  a.threads = 2;
  const CommandResult r = playtest(a, collapsing);
  ASSERT_EQ(r.code, 0) << r.err;
  int crashed = 0, finished = 0;
  for (const ResultLine& g : results_of(a.out)) {
    if (g.game.end == GameEnd::kCrashed) {
      ++crashed;
      EXPECT_EQ(g.game.error, "the table collapsed");
      EXPECT_NE(r.out.find("Game " + std::to_string(g.game.index) + " (seed " +
                           std::to_string(g.game.seed) + ") crashed: the table collapsed"),
                std::string::npos)
          << r.out;
    }
    finished += g.game.finished() ? 1 : 0;
  }
  EXPECT_GT(crashed, 0);
  EXPECT_GT(finished, 0);
  EXPECT_EQ(crashed + finished, 16);
}

TEST(Playtest, BadInputIsRefusedWithTheReason) {
  TestDir dir;
  const auto refused = [&](PlaytestArgs a, const std::string& words) {
    const CommandResult r = playtest(a);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find(words), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(a.out)) << words;
  };
  PlaytestArgs a = random_games(dir, "bad.jsonl", 4);
  a.red = "wizard";
  refused(a, "the known kinds are");
  a = random_games(dir, "bad.jsonl", 4);
  a.shard = "5/4";
  refused(a, "--shard must be K/M with 1 <= K <= M, e.g. 2/4, not \"5/4\"");
  a = random_games(dir, "bad.jsonl", 4);
  a.until_ci = 0.7;
  refused(a, "--until-ci is a half-width between 0 and 0.5");
  a = random_games(dir, "bad.jsonl", 4);
  a.scenario = (dir / "missing.yaml").string();
  refused(a, "missing.yaml");
}

// A three-side scenario (Mayhem's card draw): one planner a side with
// --sides, every side's share with its interval, the planners per game in
// the results file.
PlaytestArgs three_way(const TestDir& dir, const std::string& file, int64_t games) {
  PlaytestArgs a;
  a.scenario = play_test::knoll_three_sides_file();
  a.games = games;
  a.sides = {"random", "greedy", "random"};
  a.seed = 4;
  a.out = (dir / file).string();
  a.progress = false;
  return a;
}

TEST(PlaytestSides, ThreeSidesGiveEverySideItsShare) {
  TestDir dir;
  PlaytestArgs a = three_way(dir, "three.jsonl", 9);
  a.report = (dir / "three.html").string();
  const CommandResult r = playtest(a);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Playtest: Three-cornered fight, random (Red) vs greedy (Blue) vs random "
                       "(Green), 9 games"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  Balance (even is 33.3% a side, a draw counting 1/3 to each): Red "
                       "scores "),
            std::string::npos)
      << r.out;
  for (const std::string side : {"Red", "Blue", "Green"}) {
    EXPECT_NE(r.out.find(" " + side + " scores "), std::string::npos) << side << "\n" << r.out;
    EXPECT_NE(r.out.find("\n  " + side + " won "), std::string::npos) << side << "\n" << r.out;
  }
  EXPECT_NE(r.out.find("  Planner greedy scores "), std::string::npos) << r.out;

  const std::vector<ResultLine> games = results_of(a.out);
  ASSERT_EQ(games.size(), 9u);
  PlaytestStats stats(games[0].roster);
  for (const ResultLine& g : games) {
    EXPECT_EQ(g.game.players, a.sides);
    EXPECT_EQ(g.id.players, a.sides);
    EXPECT_EQ(g.roster.sides, (std::vector<std::string>{"Red", "Blue", "Green"}));
    stats.add(g.game);
  }
  // The shares of all three sides add up to the whole.
  ASSERT_GT(stats.finished(), 0);
  EXPECT_NEAR(stats.score(0).value + stats.score(1).value + stats.score(2).value, 1.0, 1e-12);
  EXPECT_EQ(stats.wins(0) + stats.wins(1) + stats.wins(2) + stats.draws(), stats.finished());
  EXPECT_LT(stats.draws(), stats.finished()) << "the knoll decides some games";
  EXPECT_NE(lines_of(a.out)[0].find("\"players\":[\"random\",\"greedy\",\"random\"]"),
            std::string::npos)
      << lines_of(a.out)[0];

  const std::string page = read_whole_file(a.report);
  EXPECT_NE(page.find("dashed line: 33.3%"), std::string::npos);
  EXPECT_NE(page.find("--sides random,greedy,random"), std::string::npos);
  EXPECT_NE(page.find("<code>greedy</code>"), std::string::npos);

  // Any game of the run plays again alone, seated as it was.
  ReplayArgs replay;
  replay.file = a.out;
  replay.game = 1;
  replay.quiet = true;
  std::ostringstream out, err;
  ASSERT_EQ(run_replay(replay, builtin(), out, err), 0) << err.str();
  EXPECT_NE(out.str().find(": random (Red) vs greedy (Blue) vs random (Green), seed "),
            std::string::npos)
      << out.str();
  EXPECT_NE(out.str().find(games[1].game.reason), std::string::npos) << out.str();
}

TEST(PlaytestSides, MirroredRunsRotateTheSeatingOverThreeGamesOnASeed) {
  TestDir dir;
  PlaytestArgs a = three_way(dir, "m.jsonl", 6);
  a.mirror = true;
  const CommandResult r = playtest(a);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find(", seating rotated over 3 games a seed, 6 games"), std::string::npos)
      << r.out;
  const std::vector<ResultLine> games = results_of(a.out);
  ASSERT_EQ(games.size(), 6u);
  using Seats = std::vector<std::string>;
  EXPECT_EQ(games[0].game.players, (Seats{"random", "greedy", "random"}));
  EXPECT_EQ(games[1].game.players, (Seats{"greedy", "random", "random"}));
  EXPECT_EQ(games[2].game.players, (Seats{"random", "random", "greedy"}));
  EXPECT_EQ(games[3].game.players, games[0].game.players);
  for (const ResultLine& g : games) EXPECT_EQ(g.id.players, a.sides) << "the run's, unrotated";
  EXPECT_EQ(games[0].game.seed, games[1].game.seed);
  EXPECT_EQ(games[0].game.seed, games[2].game.seed);
  EXPECT_NE(games[2].game.seed, games[3].game.seed);
  EXPECT_EQ(games[4].game.seed,
            playtest_seed(4, games[4].id.scenario_hash, 4, games_a_seed(games[4].id)));
}

TEST(PlaytestSides, SeatingErrorsSayWhatIsWrongAsPlayDoes) {
  TestDir dir;
  const std::string file = play_test::knoll_three_sides_file();
  const auto refused = [&](const PlaytestArgs& a, const std::string& err) {
    const CommandResult r = playtest(a);
    EXPECT_EQ(r.code, 1);
    EXPECT_EQ(r.err, err);
    EXPECT_FALSE(std::filesystem::exists(a.out));
    EXPECT_FALSE(std::filesystem::exists(a.out + ".partial"));
  };
  PlaytestArgs a = three_way(dir, "bad.jsonl", 3);
  a.red = "random";
  refused(a,
          "playtest: say who plays with --red and --blue, or with --sides (one player a side, "
          "in the scenario's order), not both\n");
  a = three_way(dir, "bad.jsonl", 3);
  a.sides = {"random", "random"};
  refused(a, "playtest: " + file + " has 3 sides; --sides names 2\n");
  a = three_way(dir, "bad.jsonl", 3);
  a.sides.clear();
  refused(a, "playtest: " + file +
                 " has 3 sides; --red and --blue seat two (give --sides, one player a side)\n");
  a = three_way(dir, "bad.jsonl", 3);
  a.sides = {"random", "random", "genius"};
  const CommandResult unknown = playtest(a);
  EXPECT_EQ(unknown.code, 1);
  EXPECT_EQ(unknown.err.rfind("playtest: --sides (side 3): unknown player kind 'genius'", 0), 0u)
      << unknown.err;
  a = three_way(dir, "bad.jsonl", 4);
  a.mirror = true;
  refused(a, "playtest: " + file +
                 " has 3 sides, so with --mirror (the seating rotated over 3 games a seed) "
                 "--games must be a multiple of 3, not 4\n");
  // Two sides named with --sides are the same run as --red and --blue.
  a = random_games(dir, "two.jsonl", 2);
  a.red.clear();
  a.blue.clear();
  a.sides = {"random", "random", "random"};
  refused(a, "playtest: " + kReference + " has 2 sides; --sides names 3\n");
}

TEST(Playtest, ShardsSplitTheGamesKeepingMirroredPairsTogether) {
  EXPECT_EQ(shard_games(10, 1, {2, 4}), (std::vector<int64_t>{1, 5, 9}));
  EXPECT_EQ(shard_games(10, 2, {2, 4}), (std::vector<int64_t>{2, 3}));
  EXPECT_EQ(shard_games(5, 2, {3, 3}), (std::vector<int64_t>{4}));
  // Three sides mirrored: a seed's three rotations stay together.
  EXPECT_EQ(shard_games(9, 3, {2, 2}), (std::vector<int64_t>{3, 4, 5}));
  std::vector<int64_t> all;
  for (int k = 1; k <= 3; ++k) {
    for (const int64_t g : shard_games(11, 2, {k, 3})) all.push_back(g);
  }
  std::sort(all.begin(), all.end());
  std::vector<int64_t> want(11);
  for (int64_t i = 0; i < 11; ++i) want[static_cast<size_t>(i)] = i;
  EXPECT_EQ(all, want);
}

TEST(ReplayFrom, PlaysOneGameOfAPlaytestAgain) {
  TestDir dir;
  PlaytestArgs a = random_games(dir, "r.jsonl", 3);
  a.red = "greedy";
  ASSERT_EQ(playtest(a).code, 0);
  const std::vector<ResultLine> games = results_of(a.out);
  ASSERT_EQ(games.size(), 3u);
  ReplayArgs replay;
  replay.file = a.out;
  replay.game = 2;
  std::ostringstream out, err;
  ASSERT_EQ(run_replay(replay, builtin(), out, err), 0) << err.str();
  EXPECT_NE(out.str().find("Game 2 of "), std::string::npos) << out.str();
  EXPECT_NE(out.str().find(games[2].game.reason), std::string::npos)
      << "the replay ends as the playtest game did: " << games[2].game.reason;

  replay.game = 7;
  std::ostringstream out2, err2;
  EXPECT_EQ(run_replay(replay, builtin(), out2, err2), 1);
  EXPECT_NE(err2.str().find("has no game 7"), std::string::npos) << err2.str();
}

}  // namespace
}  // namespace skirmish
