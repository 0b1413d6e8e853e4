// Rules::movement for Rencounter (planner_movement.cpp): the allowances a
// planner is told match the seed's speeds. 000 / Movement / Foot / Speed:
// "A man on foot can move 6" when activated. This can be reduced by terrain
// or by wounds (-2" per wound level). Crawling on all fours can be done as
// fast as 3" ... Crawling is slowed by 1" per wound level"; Advanced foot
// movement: "A man can run 9" per turn for a short while before becoming
// fatigued ... use each man's own experience number".
#include <gtest/gtest.h>

#include <memory>

#include "engine/rules/movement_query.h"
#include "engine/rules/rencounter/rencounter_rules.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::TestMan;
using testing::two_units;

class PlannerMovement : public ::testing::Test {
 protected:
  void SetUp() override {
    state_ = rules_.new_game(two_units({{"Sgt Hale", {10, 10}, 4, {"Flintlock Musket"}}},
                                       {{"Cpl Rowe", {30, 30}, 4, {"Flintlock Musket"}}}));
  }
  RencounterState& s() { return as_rencounter(*state_); }
  Movement movement(int figure) {
    Movement m;
    rules_.movement(*state_, figure, m);
    return m;
  }

  RencounterRules rules_;
  std::unique_ptr<GameState> state_;
};

TEST_F(PlannerMovement, AnUnhurtManWalksSixAndRunsNine) {
  const Movement m = movement(0);
  EXPECT_TRUE(m.known);
  EXPECT_TRUE(m.can_move);
  EXPECT_DOUBLE_EQ(m.ordinary_inches, 6.0);
  EXPECT_DOUBLE_EQ(m.fastest_inches, 9.0);
}

TEST_F(PlannerMovement, WoundsTakeTwoInchesAPoint) {
  s().men[0].wounds.points = 1;  // a minor wound
  EXPECT_DOUBLE_EQ(movement(0).ordinary_inches, 4.0);
  EXPECT_DOUBLE_EQ(movement(0).fastest_inches, 7.0);
  s().men[0].wounds.points = 2;  // a serious wound
  EXPECT_DOUBLE_EQ(movement(0).ordinary_inches, 2.0);
  EXPECT_DOUBLE_EQ(movement(0).fastest_inches, 5.0);
}

TEST_F(PlannerMovement, AWindedManOnlyWalks) {
  s().men[0].runs = s().men[0].experience;  // he has run his experience in turns
  EXPECT_DOUBLE_EQ(movement(0).ordinary_inches, 6.0);
  EXPECT_DOUBLE_EQ(movement(0).fastest_inches, 6.0);
}

TEST_F(PlannerMovement, AProneManCrawlsThreeLessAnInchAPoint) {
  s().figures()[0].posture = Posture::kProne;
  EXPECT_DOUBLE_EQ(movement(0).ordinary_inches, 3.0);
  EXPECT_DOUBLE_EQ(movement(0).fastest_inches, 3.0);
  s().men[0].wounds.points = 1;
  EXPECT_DOUBLE_EQ(movement(0).fastest_inches, 2.0);
}

TEST_F(PlannerMovement, AManOutOfTheFightCannotMove) {
  s().figures()[1].status = FigureStatus::kDown;
  const Movement m = movement(1);
  EXPECT_TRUE(m.known);
  EXPECT_FALSE(m.can_move);
  EXPECT_EQ(m.fastest_inches, 0.0);
}

TEST_F(PlannerMovement, NoSuchFigureIsNothingKnown) {
  EXPECT_FALSE(movement(7).known);
  EXPECT_FALSE(movement(-1).known);
}

TEST_F(PlannerMovement, AskingChangesNothing) {
  const uint64_t before = state_->hash();
  movement(0);
  movement(1);
  EXPECT_EQ(state_->hash(), before);
}

}  // namespace
}  // namespace skirmish::rencounter
