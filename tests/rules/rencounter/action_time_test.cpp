// 000 / Time and number of actions / Action Time: every line of the list.
#include "engine/rules/rencounter/action_time.h"

#include <gtest/gtest.h>

namespace skirmish::rencounter {
namespace {

TEST(ActionTime, EveryRowAsTheSeedLists) {
  struct Row {
    TimedAction action;
    int min, max;
    bool with_movement;
  };
  // Half turns: "1/2" is 1, "1 turn" is 2, "2 turns" is 4; 0 is open-ended.
  const Row rows[] = {
      {TimedAction::kMove, 1, 2, true},
      {TimedAction::kFire, 1, 1, true},
      {TimedAction::kLoad, 1, 0, false},
      {TimedAction::kDrawWeapon, 1, 1, true},
      {TimedAction::kSheatheWeapon, 1, 1, true},
      {TimedAction::kSwitchHands, 1, 1, false},
      {TimedAction::kSwapTwoWeapons, 2, 2, false},
      {TimedAction::kStandFromProne, 2, 2, false},
      {TimedAction::kFallProne, 1, 1, false},
      {TimedAction::kKneel, 1, 1, false},
      {TimedAction::kDuckToCover, 1, 1, false},
      {TimedAction::kTakeFiringPosition, 1, 1, false},
      {TimedAction::kMeleeAttack, 2, 2, true},
      {TimedAction::kAim, 1, 0, false},
      {TimedAction::kRecoverFromShock, 2, 2, false},
      {TimedAction::kDrawBayonet, 1, 1, true},
      {TimedAction::kFixSocketBayonet, 1, 1, true},
      {TimedAction::kFixPlugBayonet, 2, 2, true},
      {TimedAction::kUnfixSocketBayonet, 1, 1, false},
      {TimedAction::kRemovePlugBayonet, 4, 4, false},
  };
  ASSERT_EQ(action_times().size(), std::size(rows));
  for (std::size_t i = 0; i < std::size(rows); ++i) {
    const ActionTime& t = action_times()[i];
    EXPECT_EQ(t.action, rows[i].action) << t.name;
    EXPECT_EQ(t.min_half_turns, rows[i].min) << t.name;
    EXPECT_EQ(t.max_half_turns, rows[i].max) << t.name;
    EXPECT_EQ(t.with_movement, rows[i].with_movement) << t.name;
    EXPECT_EQ(&action_time(t.action), &t);
  }
}

TEST(ActionTime, TwoHalfTurnActionsFitInATurn) {
  const int fall_and_fire = action_time(TimedAction::kFallProne).min_half_turns +
                            action_time(TimedAction::kFire).min_half_turns;
  EXPECT_TRUE(fits_in_one_turn(fall_and_fire));
  const int stand_and_fire = action_time(TimedAction::kStandFromProne).min_half_turns +
                             action_time(TimedAction::kFire).min_half_turns;
  EXPECT_FALSE(fits_in_one_turn(stand_and_fire));
  EXPECT_EQ(action_time(TimedAction::kRecoverFromShock).note,
            "cannot be combined with standing or moving");
  EXPECT_DOUBLE_EQ(kSecondsPerTurn, 5.0);
}

}  // namespace
}  // namespace skirmish::rencounter
