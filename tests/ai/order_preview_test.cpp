// UtilitySettings::preview_orders: for a person asking, the reason of a
// group's order the rules cannot forecast also tells what its first man
// would do on one roll of the dice; the planner's scores and choice are the
// same with the words as without them.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "ai/utility/personality.h"
#include "ai/utility/utility_planner.h"
#include "tests/ai/ai_games.h"

namespace skirmish::ai {
namespace {

constexpr std::string_view kPreview = " (on one roll of the dice, first: ";

PlanResult planned(const ai_test::Table& t, bool preview) {
  UtilitySettings settings;
  settings.reasons_for = 64;  // every choice told
  settings.preview_orders = preview;
  UtilityPlanner planner(
      find_personality(load_personalities(default_personalities_path()), "balanced"), 3, settings);
  return planner.plan(*t.rules, *t.opening, 0);
}

TEST(OrderPreview, AGroupsOrderTellsWhatItsFirstManWouldDoAndChangesNothingElse) {
  ai_test::Table t = ai_test::scenario_table("scenarios/mayhem_stockade_raid.yaml");
  ASSERT_TRUE(t.opening);
  ASSERT_TRUE(ai_test::bring_to(t, 0, [](const GameState&, const Decision& d) {
    return d.kind == DecisionKind::kActivateUnit;
  })) << "the raiders never had a group to order";

  const PlanResult plain = planned(t, false);
  const PlanResult told = planned(t, true);
  ASSERT_EQ(told.ranked.size(), plain.ranked.size());
  EXPECT_EQ(told.chosen, plain.chosen);
  int previewed = 0;
  for (std::size_t k = 0; k < told.ranked.size(); ++k) {
    const RankedOption& o = told.ranked[k];
    EXPECT_EQ(o.action, plain.ranked[k].action);
    EXPECT_EQ(o.score, plain.ranked[k].score) << o.reason;
    EXPECT_EQ(plain.ranked[k].reason.find(kPreview), std::string::npos) << plain.ranked[k].reason;
    const std::size_t at = o.reason.find(kPreview);
    if (at == std::string::npos) continue;
    ++previewed;
    // Said after the reason as it was, about a man's own action.
    EXPECT_EQ(o.reason.substr(0, at), plain.ranked[k].reason);
    EXPECT_EQ(o.action.kind, ActionKind::kActivate) << o.reason;
    EXPECT_GT(o.reason.size(), at + kPreview.size() + 1) << o.reason;
    EXPECT_EQ(o.reason.back(), ')') << o.reason;
  }
  EXPECT_GE(previewed, 2) << "every group told to move says what its first man would do";
  // The same words each time: the roll is the planner's own seeded one.
  const PlanResult again = planned(t, true);
  for (std::size_t k = 0; k < told.ranked.size(); ++k) {
    EXPECT_EQ(again.ranked[k].reason, told.ranked[k].reason);
  }
}

// A leader's direct order to a man who hesitated (Rencounter's
// buttkicking) is not forecast by the rules: its reason also tells what the
// ordered man would then do when his turn comes, on one roll of the dice.
TEST(OrderPreview, ADirectOrderTellsWhatTheOrderedManWouldThenDo) {
  ai_test::Table t = ai_test::scenario_table("scenarios/default.yaml");
  ASSERT_TRUE(t.opening);
  std::vector<Action> legal;
  const auto direct_order = [&](const GameState& s, const Action& a) {
    return a.target >= 0 && a.target != a.actor &&
           s.figures()[static_cast<std::size_t>(a.target)].side == 0 &&
           t.rules->describe(s, a).find("a direct order") != std::string::npos;
  };
  ASSERT_TRUE(ai_test::bring_to(t, 0, [&](const GameState& s, const Decision& d) {
    if (d.kind != DecisionKind::kFigureAction) return false;
    t.rules->legal_actions(s, legal);
    return std::any_of(legal.begin(), legal.end(),
                       [&](const Action& a) { return direct_order(s, a); });
  })) << "no leader of the Crown ever had a direct order to give";

  const PlanResult plain = planned(t, false);
  const PlanResult told = planned(t, true);
  ASSERT_EQ(told.ranked.size(), plain.ranked.size());
  EXPECT_EQ(told.chosen, plain.chosen);
  int previewed = 0;
  for (std::size_t k = 0; k < told.ranked.size(); ++k) {
    const RankedOption& o = told.ranked[k];
    EXPECT_EQ(o.score, plain.ranked[k].score);
    if (!direct_order(*t.opening, o.action)) {
      EXPECT_EQ(o.reason, plain.ranked[k].reason);
      continue;
    }
    const std::string then =
        " (on one roll of the dice, then: " + figure_name(t.opening->scenario(), o.action.target);
    const std::size_t at = o.reason.find(then);
    ASSERT_NE(at, std::string::npos) << o.reason;
    EXPECT_EQ(o.reason.substr(0, at), plain.ranked[k].reason);
    EXPECT_EQ(o.reason.back(), ')') << o.reason;
    ++previewed;
  }
  EXPECT_GE(previewed, 1);
}

}  // namespace
}  // namespace skirmish::ai
