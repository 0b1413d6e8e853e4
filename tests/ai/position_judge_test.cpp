// The judge of a position where a search stops short (ai/position_judge.h):
// the rule set's estimate, less the share of a side's men standing in the
// enemy's danger, plus the enemy's. On the wall fixture a lone musketeer
// stands in the open before four loaded muskets: his side is judged the
// worse for it, the better once he stands behind the wall, and a weight of
// 0 or a game over leaves the rule set's estimate alone.
#include <gtest/gtest.h>

#include <vector>

#include "ai/position_judge.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

TEST(PositionJudge, AManInTheOpenBeforeLoadedMusketsCountsAgainstHisSide) {
  ai_test::Table t = ai_test::scenario_table("tests/ai/fixtures/wall_nearby.yaml");
  ASSERT_TRUE(t.opening);
  const Rules& rules = *t.rules;
  GameState& s = *t.opening;
  const int crown = 0, rebels = 1, moss = 0;
  ASSERT_EQ(s.figures()[moss].side, crown);
  JudgeScratch scratch;
  std::vector<double> shares;
  danger_by_side(rules, s, scratch, shares);
  ASSERT_EQ(shares.size(), 2u);
  // Moss is the Crown's one man: its share is his danger where he stands.
  Exposure e;
  rules.exposure(s, moss, s.figures()[moss].at, e);
  ASSERT_TRUE(e.known);
  EXPECT_GT(e.shooters, 0);
  EXPECT_NEAR(shares[crown], std::min(1.0, danger(e)), 1e-12);
  EXPECT_GT(shares[crown], shares[rebels]);

  const double evaluate = rules.evaluate(s, crown);
  EXPECT_DOUBLE_EQ(judge_position(rules, s, crown, 0.0, scratch), evaluate);
  const double in_open = judge_position(rules, s, crown, 0.5, scratch);
  EXPECT_NEAR(in_open, evaluate + 0.5 * (shares[rebels] - shares[crown]), 1e-12);
  EXPECT_LT(in_open, evaluate);
  // The other side's view of it is the mirror.
  EXPECT_NEAR(judge_position(rules, s, rebels, 0.5, scratch),
              rules.evaluate(s, rebels) + 0.5 * (shares[crown] - shares[rebels]), 1e-12);

  // Behind the wall (x 21, y 13-19, the muskets to the east) he is safer.
  s.figures()[moss].at = {20.4, 16};
  const double behind = judge_position(rules, s, crown, 0.5, scratch);
  EXPECT_GT(behind, in_open);
}

TEST(PositionJudge, WithTheDangerShareEmptyTheEstimateStands) {
  const std::vector<double> none;
  EXPECT_DOUBLE_EQ(with_danger(0.3, none, 0, 0.5), 0.3);
  const std::vector<double> shares = {0.2, 0.6, 0.1};
  // Against the most endangered enemy side: 0.3 + 0.5 x (0.6 - 0.2).
  EXPECT_NEAR(with_danger(0.3, shares, 0, 0.5), 0.5, 1e-12);
  // Never as sure as a game won or lost.
  EXPECT_DOUBLE_EQ(with_danger(0.9, shares, 0, 5.0), 0.99);
  EXPECT_DOUBLE_EQ(with_danger(-0.9, shares, 1, 5.0), -0.99);
}

}  // namespace
}  // namespace skirmish::ai
