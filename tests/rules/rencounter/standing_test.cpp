// Rules::standing for Rencounter (000 / Victory): which side is past its
// break point and which objectives score for whom, as the game stands.
#include <gtest/gtest.h>

#include "engine/rules/rencounter/rencounter_state.h"
#include "tests/rules/rencounter/rencounter_game_support.h"

namespace skirmish::rencounter {
namespace {

using testing::default_scenario;

int figure_named(const GameState& s, const std::string& name) {
  for (int i = 0; i < static_cast<int>(s.figures().size()); ++i) {
    if (figure_name(s.scenario(), i) == name) return i;
  }
  return -1;
}

TEST(RencounterStanding, OpeningHasNothingBrokenOrScored) {
  RencounterRules rules;
  auto state = rules.new_game(default_scenario());
  Standing st;
  rules.standing(*state, st);
  ASSERT_TRUE(st.known);
  ASSERT_EQ(st.sides.size(), 2u);
  ASSERT_EQ(st.objective_scored_by.size(), 3u);
  for (const SideStanding& side : st.sides) {
    EXPECT_FALSE(side.broken);
    EXPECT_EQ(side.victory_points, 0);
  }
  for (int by : st.objective_scored_by) EXPECT_EQ(by, -1);
}

// "Hold the mill" (2 points each way): a healthy Crown man inside the area
// and no fit Rebel scores it for the Crown; a fit Rebel there as well
// denies it to both.
TEST(RencounterStanding, HoldObjectiveScoresForTheSideAloneInTheArea) {
  RencounterRules rules;
  auto state = rules.new_game(default_scenario());
  const Vec2 mill{29, 17.5};
  int crown = -1, rebel = -1;
  for (int i = 0; i < static_cast<int>(state->figures().size()); ++i) {
    if (state->figures()[static_cast<size_t>(i)].side == 0 && crown < 0) crown = i;
    if (state->figures()[static_cast<size_t>(i)].side == 1 && rebel < 0) rebel = i;
  }
  state->figures()[static_cast<size_t>(crown)].at = mill;
  Standing st;
  rules.standing(*state, st);
  EXPECT_EQ(st.objective_scored_by[0], 0);
  EXPECT_EQ(st.objective_scored_by[1], -1);
  EXPECT_EQ(st.sides[0].victory_points, 2);
  EXPECT_EQ(st.sides[1].victory_points, 0);

  state->figures()[static_cast<size_t>(rebel)].at = {mill.x + 2, mill.y};
  rules.standing(*state, st);
  EXPECT_EQ(st.objective_scored_by[0], -1);
  EXPECT_EQ(st.objective_scored_by[1], -1);
  EXPECT_EQ(st.sides[0].victory_points, 0);
}

// "Shoot the sergeant": the Rebels score 1 once Sgt Gridley is dead or taken.
TEST(RencounterStanding, KillObjectiveScoresWhenTheManIsDeadOrCaptured) {
  RencounterRules rules;
  auto state = rules.new_game(default_scenario());
  const int sergeant = figure_named(*state, "Sgt Gridley");
  ASSERT_GE(sergeant, 0);
  Standing st;
  for (const FigureStatus status : {FigureStatus::kDead, FigureStatus::kSurrendered}) {
    state->figures()[static_cast<size_t>(sergeant)].status = status;
    rules.standing(*state, st);
    EXPECT_EQ(st.objective_scored_by[2], 1) << name_of(status);
    EXPECT_EQ(st.sides[1].victory_points, 1) << name_of(status);
  }
  state->figures()[static_cast<size_t>(sergeant)].status = FigureStatus::kDown;
  rules.standing(*state, st);
  EXPECT_EQ(st.objective_scored_by[2], -1);
}

// 000 / Victory: a side with fewer than half its men healthy has broken,
// and standing says so just as the outcome does.
TEST(RencounterStanding, BrokenSideAgreesWithTheOutcome) {
  RencounterRules rules;
  auto state = rules.new_game(default_scenario());
  int rebels = 0;
  for (const Figure& f : state->figures()) rebels += f.side == 1 ? 1 : 0;
  int killed = 0;
  Standing st;
  for (Figure& f : state->figures()) {
    if (f.side != 1) continue;
    f.status = FigureStatus::kDead;
    ++killed;
    rules.standing(*state, st);
    EXPECT_EQ(st.sides[1].broken, rules.outcome(*state).over) << killed << " of " << rebels;
    if (st.sides[1].broken) break;
  }
  EXPECT_TRUE(st.sides[1].broken);
  EXPECT_FALSE(st.sides[0].broken);
  EXPECT_EQ(rules.outcome(*state).winner, 0);
  EXPECT_LE(killed, rebels / 2 + 1);
}

}  // namespace
}  // namespace skirmish::rencounter
