// `skirmish suggest`: the best choices for the side whose decision it is in
// a saved game, reasons included; --why-not ranks an order of one's own
// against them; the wrong side, a bad order and a bad side are refused.
#include <gtest/gtest.h>

#include <sstream>

#include "engine/rules/registry.h"
#include "tests/rules/test_dir.h"
#include "tools/skirmish/commands.h"

namespace skirmish {
namespace {

struct SuggestRun {
  int code = 0;
  std::string out, err;
};

class Suggest : public ::testing::Test {
 protected:
  void SetUp() override {
    add_builtin_rule_sets(registry_);
    // Five decisions of Crown's in a game of the reference scenario (its
    // first card drawn without asking), then stop: the save waits on Crown
    // (red) choosing a man's action.
    PlayArgs play;
    play.scenario = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";
    play.red = "human";
    play.blue = "random";
    play.seed = 4;
    play.quiet = true;
    play.save = (dir_ / "game.sav").string();
    std::istringstream in("1\n1\n1\n1\nquit\n");
    std::ostringstream out, err;
    ASSERT_EQ(run_play(play, registry_, in, out, err), 0) << err.str();
  }
  SuggestRun suggest(SuggestArgs args) {
    args.game = (dir_ / "game.sav").string();
    std::ostringstream out, err;
    SuggestRun r;
    r.code = run_suggest(args, registry_, out, err);
    r.out = out.str();
    r.err = err.str();
    return r;
  }

  Registry registry_;
  TestDir dir_;
};

int lines_starting(const std::string& text, const std::string& start) {
  std::istringstream in(text);
  int n = 0;
  for (std::string line; std::getline(in, line);) n += line.rfind(start, 0) == 0 ? 1 : 0;
  return n;
}

TEST_F(Suggest, TheBestFewWithTheirReasonsTheSameEachTime) {
  SuggestArgs args;
  args.side = "red";
  const SuggestRun r = suggest(args);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("Crown, turn 1: ", 0), 0u) << r.out;
  EXPECT_EQ(lines_starting(r.out, "1. "), 1) << r.out;
  EXPECT_EQ(lines_starting(r.out, "3. "), 1) << r.out;
  EXPECT_EQ(lines_starting(r.out, "4. "), 0) << r.out;
  EXPECT_NE(r.out.find("[score "), std::string::npos) << r.out;
  EXPECT_EQ(suggest(args).out, r.out);
  args.side = "Crown";  // the side's own name does as well
  args.top = 1;
  EXPECT_EQ(lines_starting(suggest(args).out, "2. "), 0);
}

// --lookahead: the same choices, ranked after playing the best few out,
// each reason saying what playing out found.
TEST_F(Suggest, LookaheadPlaysTheBestFewOutAndSaysSo) {
  SuggestArgs args;
  args.side = "red";
  args.lookahead = true;
  const SuggestRun r = suggest(args);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("its best 4 played out 8 lines 6 decisions on"), std::string::npos) << r.out;
  EXPECT_EQ(lines_starting(r.out, "3. "), 1) << r.out;
  EXPECT_NE(r.out.find("played out 8 lines 6 decisions on"), std::string::npos) << r.out;
  EXPECT_EQ(suggest(args).out, r.out) << "the same each time";
}

TEST_F(Suggest, WhyNotRanksAnOrderOfOnesOwn) {
  SuggestArgs args;
  args.side = "red";
  args.why_not = "prone 'pte webb'";
  const SuggestRun r = suggest(args);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Why not \"prone 'pte webb'\"?\nPte Webb goes prone"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("It would rank "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Where it differs from the best"), std::string::npos) << r.out;

  args.why_not = "move 'pte webb' to 5 5";
  EXPECT_NE(suggest(args).out.find("It is not allowed now: "), std::string::npos);
  args.why_not = "fly away";
  const SuggestRun bad = suggest(args);
  EXPECT_EQ(bad.code, 1);
  EXPECT_NE(bad.err.find("'fly' is not an order"), std::string::npos) << bad.err;
}

// A number is the play prompt's choice of that number, and each suggestion
// the prompt lists says which number it is there (the planner's own moves
// to points of its choosing are not listed, and say none): asking why not
// that number ranks it where the suggestions do. A number the prompt has
// not is refused.
TEST_F(Suggest, WhyNotANumberIsThePromptsChoiceOfThatNumber) {
  SuggestArgs args;
  args.side = "red";
  const SuggestRun r = suggest(args);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string mark = "; choice ";
  const std::size_t at = r.out.find(mark);
  ASSERT_NE(at, std::string::npos) << r.out;
  const std::size_t line = r.out.rfind('\n', at) + 1;
  const int rank = std::stoi(r.out.substr(line));
  const int number = std::stoi(r.out.substr(at + mark.size()));
  args.why_not = std::to_string(number);
  const SuggestRun asked = suggest(args);
  ASSERT_EQ(asked.code, 0) << asked.err;
  if (rank == 1) {
    EXPECT_NE(asked.out.find("It scores as well as the best choice."), std::string::npos)
        << asked.out;
  } else {
    EXPECT_NE(asked.out.find("It would rank " + std::to_string(rank) + " of "), std::string::npos)
        << r.out << asked.out;
  }

  args.why_not = "99";
  const SuggestRun none = suggest(args);
  EXPECT_EQ(none.code, 1);
  EXPECT_NE(none.err.find("there is no choice 99 at the prompt: 1 to "), std::string::npos)
      << none.err;
}

// An offered choice is ranked among the choices weighed, not as one more.
TEST_F(Suggest, AnOfferedChoiceRanksAmongThoseWeighed) {
  SuggestArgs args;
  args.side = "red";
  args.why_not = "2";
  const SuggestRun r = suggest(args);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::size_t weighed = r.out.find(": ", r.out.find("turn 1"));
  const int choices = std::stoi(r.out.substr(weighed + 2));
  const std::size_t rank = r.out.find("It would rank ");
  if (rank == std::string::npos) {
    EXPECT_NE(r.out.find("It scores as well as the best choice."), std::string::npos) << r.out;
    return;
  }
  const std::string of = " of " + std::to_string(choices) + ", below";
  EXPECT_NE(r.out.find(of, rank), std::string::npos) << r.out;
}

TEST_F(Suggest, RefusesTheWrongSideAndAnUnknownOne) {
  SuggestArgs args;
  args.side = "blue";
  const SuggestRun wrong = suggest(args);
  EXPECT_EQ(wrong.code, 1);
  EXPECT_EQ(wrong.err, "suggest: Crown must choose now (a figure's action), not Rebels\n");
  args.side = "green";
  const SuggestRun unknown = suggest(args);
  EXPECT_EQ(unknown.code, 1);
  EXPECT_EQ(unknown.err,
            "suggest: --side green: no such side; the sides are red (Crown) and blue (Rebels)\n");
}

}  // namespace
}  // namespace skirmish
