// `skirmish play --sides`: one player a side for a scenario of any number of
// sides (Mayhem's card draw for three or more, 004 / Sequence), and the
// clear errors when the players given do not fit the scenario.
#include <gtest/gtest.h>

#include <fstream>

#include "tests/tools/play_fixture.h"
#include "tools/skirmish/commands.h"

namespace skirmish {
namespace {

using play_test::CommandRun;
using play_test::count_lines;
using play_test::scratch;
using play_test::three_sides_file;

CommandRun play(const PlayArgs& args) {
  return play_test::play(args, "", play_test::builtin_registry());
}

PlayArgs three_way(uint64_t seed, std::vector<std::string> sides) {
  PlayArgs a;
  a.scenario = three_sides_file();
  a.sides = std::move(sides);
  a.seed = seed;
  return a;
}

TEST(PlaySides, ThreeSidesEachWithItsOwnPlayerPlayToTheEnd) {
  const CommandRun r = play(three_way(3, {"random", "utility", "greedy"}));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.err, "");
  for (const char* side : {"Red: ", "Blue: ", "Green: "}) {
    EXPECT_GT(count_lines(r.out, side), 0) << side << "\n" << r.out;
  }
  // The utility and greedy players give their reasons.
  EXPECT_GT(count_lines(r.out, "    why: "), 0) << r.out;
  EXPECT_EQ(count_lines(r.out, "Result: "), 1) << r.out;
  EXPECT_EQ(play(three_way(3, {"random", "utility", "greedy"})).out, r.out);
}

TEST(PlaySides, TooFewPlayersForTheScenarioIsRefused) {
  const CommandRun r = play(three_way(3, {"random", "random"}));
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, "play: " + three_sides_file() + " has 3 sides; --sides names 2\n");
}

TEST(PlaySides, RedAndBlueSeatOnlyTwo) {
  PlayArgs a = three_way(3, {});
  a.red = "random";
  a.blue = "random";
  const CommandRun r = play(a);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err,
            "play: " + three_sides_file() +
                " has 3 sides; --red and --blue seat two (give --sides, one player a side)\n");
}

TEST(PlaySides, EitherColoursOrSidesNotBoth) {
  PlayArgs a = three_way(3, {"random", "random", "random"});
  a.red = "random";
  CommandRun r = play(a);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err,
            "play: say who plays with --red and --blue, or with --sides (one player a side, in "
            "the scenario's order), not both\n");
  a.sides.clear();
  r = play(a);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err, "play: --blue is missing\n");
  a.red.clear();
  r = play(a);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("not both"), std::string::npos) << r.err;  // nobody named at all
}

TEST(PlaySides, AnUnknownKindNamesItsSide) {
  const CommandRun r = play(three_way(3, {"random", "random", "genius"}));
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err.rfind("play: --sides (side 3): unknown player kind 'genius'", 0), 0u) << r.err;
}

TEST(PlaySides, AStoppedGameSaysHowToCarryOnAndResumesToTheSameEnd) {
  const std::string save = scratch("three_sides.sav").string();
  PlayArgs a = three_way(5, {"random", "human", "random"});
  a.save = save;
  a.quiet = true;
  const CommandRun stopped = play(a);  // the person types nothing: no more orders
  ASSERT_EQ(stopped.code, 0) << stopped.err;
  EXPECT_NE(stopped.out.find("carry on with: skirmish play --resume " + save + "\n"),
            std::string::npos)
      << stopped.out;

  PlayArgs resumed;
  resumed.resume = save;
  resumed.sides = {"random", "random", "random"};
  resumed.quiet = true;
  const CommandRun r = play(resumed);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(count_lines(r.out, "Result: "), 1) << r.out;
}

}  // namespace
}  // namespace skirmish
