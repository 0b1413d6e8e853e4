// The judge of a position where a search stops short (ai/position_judge.h):
// the rule set's estimate, less the share of a side's men standing in the
// enemy's danger, plus the enemy's. On the wall fixture a lone musketeer
// stands in the open before four loaded muskets: his side is judged the
// worse for it, the better once he stands behind the wall, and a weight of
// 0 or a game over leaves the rule set's estimate alone.
#include <gtest/gtest.h>

#include <vector>

#include "ai/position_judge.h"
#include "ai/tactics/objective_paths.h"
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

// The ground each side must still cover to its objectives, in the utility
// planner's measure: on the reference scenario both sides hold the Chapel
// (2 points, a hold area: its ground counts half) or kill the other's
// officer (1 point). A man who walks toward the Chapel gains his side
// ground; a man who falls neither gains nor gives up any; the judge weighs
// only what changed since the position searched from.
TEST(PositionJudge, GroundGainedSinceTheRootCountsWithItsWeight) {
  ai_test::Table t = ai_test::scenario_table("scenarios/reference.yaml");
  ASSERT_TRUE(t.opening);
  const Rules& rules = *t.rules;
  GameState& s = *t.opening;
  GroundBaseline ground;
  ground.set(rules, s);
  ASSERT_TRUE(ground.ready());
  ASSERT_EQ(ground.root().size(), 2u);
  EXPECT_GT(ground.root()[0], 0.0);
  EXPECT_GT(ground.root()[1], 0.0);

  // The Crown's last man (not Sgt Adams, whom the Rebels would kill), far
  // from the Chapel and from Capt Upton.
  int crown_men = 0, man = -1;
  for (std::size_t i = 0; i < s.figures().size(); ++i) {
    if (s.figures()[i].side != 0) continue;
    ++crown_men;
    man = static_cast<int>(i);
  }
  int upton = -1, k = 0;
  for (const SideSpec& side : t.scenario->sides) {
    for (const UnitSpec& unit : side.units) {
      for (const FigureSpec& f : unit.figures) {
        if (f.name == "Capt Upton") upton = k;
        ++k;
      }
    }
  }
  ASSERT_GE(upton, 0);
  const Vec2 chapel{29, 17.5};
  const Vec2 was = s.figures()[man].at;
  const double before = objective_path_inches(rules, s, 0, was);
  ASSERT_GT(before, 12.0);
  // Six inches straight toward the Chapel.
  const Vec2 to = was + (chapel - was) * (6.0 / distance(was, chapel));
  s.figures()[man].at = to;
  const double after = objective_path_inches(rules, s, 0, to);
  ASSERT_LT(after, before);
  // The Chapel stays his nearest target.
  ASSERT_GT(distance(to, s.figures()[upton].at), before);
  std::vector<double> now;
  ground.measure(rules, s, now);
  // Hold ground counts half; the Chapel is the most the Crown can score.
  EXPECT_NEAR(ground.root()[0] - now[0], 0.5 * (before - after) / 6.0 / crown_men, 1e-9);
  EXPECT_DOUBLE_EQ(now[1], ground.root()[1]);

  JudgeScratch scratch;
  const double evaluate = rules.evaluate(s, 0);
  const double gained = ground.root()[0] - now[0];
  EXPECT_NEAR(judge_position(rules, s, 0, 0.0, scratch, &ground, 0.5), evaluate + 0.5 * gained,
              1e-9);
  EXPECT_NEAR(judge_position(rules, s, 1, 0.0, scratch, &ground, 0.5),
              rules.evaluate(s, 1) - 0.5 * gained, 1e-9);
  EXPECT_DOUBLE_EQ(judge_position(rules, s, 0, 0.0, scratch, &ground, 0.0), evaluate);

  // He falls where he stands: the side's ground is as it was.
  s.figures()[man].status = FigureStatus::kDead;
  std::vector<double> fallen;
  ground.measure(rules, s, fallen);
  EXPECT_DOUBLE_EQ(fallen[0], now[0]);
}

TEST(PositionJudge, GroundIsWeighedAgainstTheEnemySideThatGainedMost) {
  const std::vector<double> root = {3.0, 2.0, 4.0};
  const std::vector<double> now = {2.5, 1.0, 3.8};
  // Side 0 gained 0.5; of the others, side 1 gained most (1.0).
  EXPECT_NEAR(with_ground(0.1, now, root, 0, 0.2), 0.1 + 0.2 * (0.5 - 1.0), 1e-12);
  EXPECT_DOUBLE_EQ(with_ground(0.1, {}, root, 0, 0.2), 0.1);
  EXPECT_DOUBLE_EQ(with_ground(0.9, {0.0, 3.0}, {5.0, 3.0}, 0, 1.0), 0.99);
}

}  // namespace
}  // namespace skirmish::ai
