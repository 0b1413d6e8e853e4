// The minimal rule set itself: its rules, its options, its words, and how
// apply() in the base treats it (checks, events, rolls bound to the sink).
#include "tests/rules/minimal_rules.h"

#include <gtest/gtest.h>

#include <sstream>

namespace skirmish::minimal {
namespace {

class MinimalTest : public ::testing::Test {
 protected:
  MinimalTest() : state(rules.new_game(minimal_scenario())) {}

  // Walks blue's first man up to 8" from red's first man, so he is in range.
  void close_range() { state->figures()[3].at = {6, 10}; }

  MinimalRules rules;
  std::unique_ptr<GameState> state;
};

TEST_F(MinimalTest, OpeningPosition) {
  EXPECT_EQ(state->figures().size(), 6u);
  EXPECT_EQ(state->turn(), 1);
  const Decision d = rules.next_decision(*state);
  EXPECT_EQ(d.kind, DecisionKind::kFigureAction);
  EXPECT_EQ(d.side, 0);
  EXPECT_FALSE(rules.outcome(*state).over);
  std::vector<Action> actions;
  rules.legal_actions(*state, actions);
  // Three red men may each hold or advance; nobody is in range yet.
  EXPECT_EQ(actions.size(), 6u);
}

TEST_F(MinimalTest, ShootingKillsOnFourOrMore) {
  close_range();
  ScriptedDice dice;
  dice.die(6, 4);
  VectorSink events(true);
  rules.apply(*state, {ActionKind::kShoot, 0, 3, -1, 0, std::nullopt}, dice, events);
  EXPECT_EQ(state->figures()[3].status, FigureStatus::kDead);
  ASSERT_EQ(events.events.size(), 3u);
  EXPECT_EQ(events.events[0].kind, EventKind::kAction);
  EXPECT_EQ(events.events[0].text, "Sgt. Hoskins shoots at Pte. Wilton");
  EXPECT_EQ(events.events[1].kind, EventKind::kDieRoll);
  EXPECT_EQ(events.events[1].text, "Sgt. Hoskins firing at Pte. Wilton (needs 4 or more)");
  EXPECT_EQ(events.events[2].text, "Pte. Wilton falls dead");
  EXPECT_EQ(rules.next_decision(*state).side, 1);
}

TEST_F(MinimalTest, ShootingMissesOnThree) {
  close_range();
  ScriptedDice dice;
  dice.die(6, 3);
  rules.apply(*state, {ActionKind::kShoot, 0, 3, -1, 0, std::nullopt}, dice, null_sink());
  EXPECT_EQ(state->figures()[3].status, FigureStatus::kFighting);
  EXPECT_EQ(dice.left(), 0u);
}

TEST_F(MinimalTest, KillOnOptionChangesTheNumberNeeded) {
  state = rules.new_game(minimal_scenario(), {{"kill_on", "6", {}}});
  close_range();
  ScriptedDice dice;
  dice.die(6, 5);
  rules.apply(*state, {ActionKind::kShoot, 0, 3, -1, 0, std::nullopt}, dice, null_sink());
  EXPECT_EQ(state->figures()[3].status, FigureStatus::kFighting);
}

TEST_F(MinimalTest, ManualDicePromptUsesFigureNames) {
  close_range();
  std::istringstream in("5\n");
  std::ostringstream out;
  ManualDice dice(in, out);
  rules.apply(*state, {ActionKind::kShoot, 0, 3, -1, 0, std::nullopt}, dice, null_sink());
  EXPECT_EQ(out.str(), "Roll d6 for Sgt. Hoskins firing at Pte. Wilton (needs 4 or more): ");
}

TEST_F(MinimalTest, RefusalsExplainThemselves) {
  const auto reason = [&](const Action& a) { return rules.check(*state, a).reason; };
  EXPECT_EQ(reason({ActionKind::kMove, 0, -1, -1, 0, Vec2{6, 10}}),
            "Sgt. Hoskins can move at most 6.0\", not 8.0\"");
  EXPECT_EQ(reason({ActionKind::kMove, 0, -1, -1, 0, Vec2{-1, 2}}), "that point is off the table");
  EXPECT_EQ(reason({ActionKind::kMove, 0, -1, -1, 0, std::nullopt}),
            "a move needs a point to move to");
  EXPECT_EQ(reason({ActionKind::kShoot, 0, 3, -1, 0, std::nullopt}),
            "Pte. Wilton is 20.0\" away, beyond 12.0\" range");
  EXPECT_EQ(reason({ActionKind::kShoot, 0, 1, -1, 0, std::nullopt}),
            "Pte. Carter is on Sgt. Hoskins's side");
  EXPECT_EQ(reason({ActionKind::kPass, 3, -1, -1, 0, std::nullopt}),
            "Pte. Wilton is with Blue, and it is Red's move");
  EXPECT_EQ(reason({ActionKind::kCharge, 0, 3, -1, 0, std::nullopt}),
            "minimal skirmish has no 'charge' action");
  EXPECT_TRUE(rules.check(*state, {ActionKind::kMove, 0, -1, -1, 0, Vec2{6, 8}}).ok);
}

TEST_F(MinimalTest, IllegalApplyThrowsAndChangesNothing) {
  const uint64_t before = state->hash();
  SeededDice dice(1);
  try {
    rules.apply(*state, {ActionKind::kShoot, 0, 3, -1, 0, std::nullopt}, dice, null_sink());
    FAIL() << "expected IllegalAction";
  } catch (const IllegalAction& e) {
    EXPECT_EQ(e.reason(), "Pte. Wilton is 20.0\" away, beyond 12.0\" range");
    EXPECT_EQ(e.action_text(), "Sgt. Hoskins shoots at Pte. Wilton");
  }
  EXPECT_EQ(state->hash(), before);
  EXPECT_EQ(dice.rolls_made(), 0u);
}

TEST_F(MinimalTest, TurnEndsWhenEveryoneHasActed) {
  SeededDice dice(1);
  VectorSink events;
  for (int i = 0; i < 6; ++i) {
    const int side = rules.next_decision(*state).side;
    EXPECT_EQ(side, i % 2);
    std::vector<Action> actions;
    rules.legal_actions(*state, actions);
    rules.apply(*state, actions.front(), dice, events);  // everybody holds
  }
  EXPECT_EQ(state->turn(), 2);
  EXPECT_EQ(rules.next_decision(*state).side, 1);  // blue starts turn 2
  EXPECT_EQ(events.events.back().kind, EventKind::kTurn);
  EXPECT_EQ(state->actions_applied(), 6u);
}

TEST_F(MinimalTest, TurnLimitDraws) {
  state = rules.new_game(minimal_scenario(), {{"turn_limit", "1", {}}});
  SeededDice dice(1);
  std::vector<Action> actions;
  for (int i = 0; i < 6; ++i) {
    rules.legal_actions(*state, actions);
    rules.apply(*state, actions.front(), dice, null_sink());
  }
  const Outcome o = rules.outcome(*state);
  EXPECT_TRUE(o.draw());
  EXPECT_EQ(o.reason, "turn limit reached");
  EXPECT_TRUE(rules.next_decision(*state).game_over());
  rules.legal_actions(*state, actions);
  EXPECT_TRUE(actions.empty());
}

TEST_F(MinimalTest, BadOptionsAreRefusedByName) {
  try {
    rules.new_game(minimal_scenario(), {{"range", "medium", {}}});
    FAIL() << "expected OptionError";
  } catch (const OptionError& e) {
    EXPECT_STREQ(e.what(),
                 "option 'range' of rule set 'minimal': 'medium' is not allowed; expected one "
                 "of: short, long");
  }
}

TEST_F(MinimalTest, GenericActionTextWithoutAState) {
  EXPECT_EQ(to_text({ActionKind::kMove, 3, -1, -1, 0, Vec2{12, 4.5}}),
            "move: figure 3 to (12.0, 4.5)");
  EXPECT_EQ(to_text({ActionKind::kOrder, -1, -1, 2, 7, std::nullopt}), "order: unit 2 [7]");
  EXPECT_EQ(to_text({}), "pass");
}

}  // namespace
}  // namespace skirmish::minimal
