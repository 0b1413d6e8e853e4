// `skirmish playtest-merge`: shards combine into exactly the unsharded run;
// duplicates are dropped; foreign, corrupt and cut-off shards are refused
// with the file, line and reason, and nothing is written.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/core/atomic_file.h"
#include "engine/rules/registry.h"
#include "tests/rules/test_dir.h"
#include "tests/tools/play_fixture.h"
#include "tools/skirmish/commands.h"

namespace skirmish {
namespace {

const std::string kReference = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";

struct CommandResult {
  int code = 0;
  std::string out, err;
};

const Registry& builtin() {
  return play_test::builtin_registry();
}

PlaytestArgs shard_args(const TestDir& dir, const std::string& file, const std::string& shard) {
  PlaytestArgs a;
  a.scenario = kReference;
  a.games = 8;
  a.red = "greedy";
  a.blue = "random";
  a.mirror = true;
  a.seed = 5;
  a.shard = shard;
  a.out = (dir / file).string();
  a.progress = false;
  return a;
}

CommandResult playtest(const PlaytestArgs& a) {
  std::ostringstream out, err;
  CommandResult r;
  r.code = run_playtest(a, builtin(), out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

CommandResult merge(const TestDir& dir, std::vector<std::string> shards,
                    const std::string& report = "") {
  PlaytestMergeArgs a;
  for (std::string& s : shards) s = (dir / s).string();
  a.shards = shards;
  a.out = (dir / "merged.jsonl").string();
  a.report = report;
  std::ostringstream out, err;
  CommandResult r;
  r.code = run_playtest_merge(a, builtin(), out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

// The statistics part of a summary: from its "N games" line on.
std::string statistics(const std::string& out) {
  const size_t at = out.find(": 8 games, ");
  return at == std::string::npos ? "" : out.substr(out.rfind('\n', at) + 1);
}

class PlaytestMerge : public ::testing::Test {
 protected:
  void SetUp() override {
    whole_ = playtest(shard_args(dir_, "whole.jsonl", ""));
    ASSERT_EQ(whole_.code, 0) << whole_.err;
    for (const std::string k : {"1", "2", "3"}) {
      ASSERT_EQ(playtest(shard_args(dir_, "s" + k + ".jsonl", k + "/3")).code, 0);
    }
  }
  void append(const std::string& file, const std::string& text) {
    std::ofstream(dir_ / file, std::ios::app | std::ios::binary) << text;
  }
  std::string first_line(const std::string& file) {
    std::ifstream in(dir_ / file);
    std::string line;
    std::getline(in, line);
    return line;
  }
  void refused(const CommandResult& r, const std::string& words) {
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find(words), std::string::npos) << r.err;
    EXPECT_FALSE(std::filesystem::exists(dir_ / "merged.jsonl"));
  }

  TestDir dir_;
  CommandResult whole_;
};

TEST_F(PlaytestMerge, ShardsMergeIntoTheUnshardedRun) {
  const CommandResult r = merge(dir_, {"s3.jsonl", "s1.jsonl", "s2.jsonl"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(read_whole_file(dir_ / "merged.jsonl"), read_whole_file(dir_ / "whole.jsonl"));
  EXPECT_NE(r.out.find("Merged 8 games from 3 shards"), std::string::npos) << r.out;
  EXPECT_FALSE(statistics(r.out).empty()) << r.out;
  EXPECT_EQ(statistics(r.out), statistics(whole_.out));
}

TEST_F(PlaytestMerge, AGameInTwoShardsIsKeptOnce) {
  append("s2.jsonl", first_line("s1.jsonl") + "\n");
  const CommandResult r = merge(dir_, {"s1.jsonl", "s2.jsonl", "s3.jsonl"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("(1 duplicates dropped)"), std::string::npos) << r.out;
  EXPECT_EQ(read_whole_file(dir_ / "merged.jsonl"), read_whole_file(dir_ / "whole.jsonl"));
}

TEST_F(PlaytestMerge, AMissingShardIsNamedAsMissingGames) {
  const CommandResult r = merge(dir_, {"s1.jsonl", "s3.jsonl"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("2 of the run's 8 games are in no shard (the first is game 2)"),
            std::string::npos)
      << r.out;
}

TEST_F(PlaytestMerge, AShardOfAnotherRunIsRefused) {
  PlaytestArgs other = shard_args(dir_, "other.jsonl", "2/3");
  other.seed = 6;
  ASSERT_EQ(playtest(other).code, 0);
  refused(merge(dir_, {"s1.jsonl", "other.jsonl"}),
          "foreign shard: " + (dir_ / "other.jsonl").string() +
              ":1 is of another run: base_seed 6 (not 5)");
}

TEST_F(PlaytestMerge, ACorruptLineIsRefusedWithItsLine) {
  append("s2.jsonl", "{\"build\": oops}\n");
  refused(merge(dir_, {"s1.jsonl", "s2.jsonl"}), (dir_ / "s2.jsonl").string() + ":3: not JSON");
}

TEST_F(PlaytestMerge, ACutOffShardIsRefused) {
  append("s2.jsonl", first_line("s1.jsonl").substr(0, 40));
  refused(merge(dir_, {"s1.jsonl", "s2.jsonl"}), "its last line is cut off");
}

TEST_F(PlaytestMerge, TwoDifferentCopiesOfAGameAreRefused) {
  std::string line = first_line("s1.jsonl");
  const size_t at = line.find("\"decisions\":");
  ASSERT_NE(at, std::string::npos);
  line.replace(at, 12, "\"decisions\":9");
  append("s2.jsonl", line + "\n");
  refused(merge(dir_, {"s1.jsonl", "s2.jsonl"}), "game 0 differs from its copy at");
}

TEST_F(PlaytestMerge, AGameWithTheWrongSeedIsRefused) {
  std::string line = first_line("s1.jsonl");
  const size_t at = line.find("\"seed\":");
  ASSERT_NE(at, std::string::npos);
  line.replace(at, 7, "\"seed\":1");
  std::ofstream(dir_ / "forged.jsonl") << line << "\n";
  refused(merge(dir_, {"forged.jsonl"}), "but its run gives it");
}

// Three sides, mirrored: shards keep a seed's three rotations together and
// merge into the whole run; a shard seated otherwise is another run.
TEST(PlaytestMergeSides, ThreeSideShardsMergeAndAnotherSeatingIsRefused) {
  TestDir dir;
  const auto three_way = [&](const std::string& file, const std::string& shard) {
    PlaytestArgs a;
    a.scenario = play_test::knoll_three_sides_file();
    a.games = 6;
    a.sides = {"random", "greedy", "random"};
    a.mirror = true;
    a.seed = 3;
    a.shard = shard;
    a.out = (dir / file).string();
    a.progress = false;
    return a;
  };
  ASSERT_EQ(playtest(three_way("whole.jsonl", "")).code, 0);
  ASSERT_EQ(playtest(three_way("s1.jsonl", "1/2")).code, 0);
  ASSERT_EQ(playtest(three_way("s2.jsonl", "2/2")).code, 0);
  const CommandResult r = merge(dir, {"s2.jsonl", "s1.jsonl"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(read_whole_file(dir / "merged.jsonl"), read_whole_file(dir / "whole.jsonl"));
  EXPECT_NE(r.out.find("Green scores"), std::string::npos) << r.out;

  PlaytestArgs other = three_way("other.jsonl", "2/2");
  other.sides = {"greedy", "random", "random"};
  ASSERT_EQ(playtest(other).code, 0);
  const CommandResult refused = merge(dir, {"s1.jsonl", "other.jsonl"});
  EXPECT_EQ(refused.code, 1);
  EXPECT_EQ(refused.err, "playtest-merge: foreign shard: " + (dir / "other.jsonl").string() +
                             ":1 is of another run: seating greedy,random,random (not "
                             "random,greedy,random) at " +
                             (dir / "s1.jsonl").string() + ":1\n");
}

}  // namespace
}  // namespace skirmish
