// `skirmish replay` and `skirmish render` of a saved game: the same game,
// the same words, the position as it stands.
#include <gtest/gtest.h>

#include "tests/tools/play_fixture.h"

namespace skirmish {
namespace {

using namespace play_test;

struct Played {
  CommandRun run;
  std::string save;
  std::string log;
};

Played played_game(uint64_t seed, const std::string& name) {
  PlayArgs args = random_game(seed);
  args.save = scratch(name + ".sav").string();
  args.log = scratch(name + ".jsonl").string();
  return {play(args), args.save, args.log};
}

TEST(ReplayCommand, SaveFileNarratesByteForByte) {
  const Played game = played_game(21, "replay_sav");
  ASSERT_EQ(game.run.code, 0) << game.run.err;
  const CommandRun again = replay_file(game.save);
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(again.out, game.run.out);
}

TEST(ReplayCommand, LogNarratesByteForByte) {
  const Played game = played_game(22, "replay_log");
  ASSERT_EQ(game.run.code, 0) << game.run.err;
  const std::string log = slurp(game.log);
  EXPECT_EQ(log.rfind("{\"kind\":\"game\",\"dice\":\"seeded\",\"record\":{\"format\":\"skirmish "
                      "game record\"",
                      0),
            0u)
      << log;
  EXPECT_NE(log.find("\n{\"kind\":\"decision\",\"number\":1,\"side\":0,\"action\":{\"kind\":"),
            std::string::npos);
  EXPECT_NE(log.find("\n{\"kind\":\"die_roll\",\"label\":\"firing\""), std::string::npos);
  const CommandRun again = replay_file(game.log);
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_EQ(again.out, game.run.out);
}

TEST(ReplayCommand, TamperedLogIsCaught) {
  const Played game = played_game(23, "tampered");
  ASSERT_EQ(game.run.code, 0) << game.run.err;
  std::string log = slurp(game.log);
  const auto at = log.find("falls dead");
  const auto missed = log.find("is missed");
  ASSERT_TRUE(at != std::string::npos || missed != std::string::npos);
  if (at != std::string::npos) {
    log.replace(at, 10, "falls ill!");
  } else {
    log.replace(missed, 9, "is kissed");
  }
  const std::string path = scratch("tampered_edit.jsonl").string();
  std::ofstream(path) << log;
  const CommandRun again = replay_file(path);
  EXPECT_EQ(again.code, 1);
  EXPECT_NE(again.err.find("the replay does not match the log: event "), std::string::npos)
      << again.err;
}

TEST(ReplayCommand, BrokenFilesGetOneClearMessage) {
  const std::string path = scratch("broken.sav").string();
  std::ofstream(path) << "{\"format\": \"skirmish game record\", \"version\": 1,";
  const CommandRun r = replay_file(path);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err.rfind(path + ":", 0), 0u) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1) << r.err;

  const CommandRun missing = replay_file(scratch("no_such.sav").string());
  EXPECT_EQ(missing.code, 1);
  EXPECT_NE(missing.err.find("no_such.sav"), std::string::npos) << missing.err;
}

TEST(RenderCommand, SavedGameIsDrawnAsItStands) {
  const Played game = played_game(24, "render_sav");
  ASSERT_EQ(game.run.code, 0) << game.run.err;
  RenderArgs args;
  args.file = game.save;
  args.output = scratch("saved.svg").string();
  std::ostringstream out, err;
  ASSERT_EQ(run_render(args, minimal_registry(), out, err), 0) << err.str();
  EXPECT_EQ(out.str(), "Drew " + game.save + " to " + args.output + "\n");
  const GameRecord record = load_record(game.save);
  const std::string svg = slurp(args.output);
  EXPECT_NE(svg.find(", after " + std::to_string(record.actions.size()) + " decisions"),
            std::string::npos)
      << svg.substr(0, 2000);
  EXPECT_NE(svg.find(">Minimal skirmish — Turn "), std::string::npos);
  EXPECT_NE(svg.find("<text class=\"name\""), std::string::npos);

  // A log draws the same position.
  args.file = game.log;
  args.output = scratch("logged.svg").string();
  ASSERT_EQ(run_render(args, minimal_registry(), out, err), 0) << err.str();
  EXPECT_EQ(slurp(args.output), svg);
}

}  // namespace
}  // namespace skirmish
