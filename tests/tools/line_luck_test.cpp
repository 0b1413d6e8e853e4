// The luck of a line (tools/bench/line_luck.h): a roll's luck is what it
// made less its chance, to the credit of the side that rolled.
#include "tools/bench/line_luck.h"

#include <gtest/gtest.h>

#include <cmath>

#include "tests/ai/ai_games.h"

namespace skirmish::bench {
namespace {

Event roll(int16_t actor, int sides, int value, int16_t needed, Need need) {
  Event e;
  e.kind = EventKind::kDieRoll;
  e.purpose = RollPurpose{"shot", 1, actor, -1, needed, need};
  e.sides = sides;
  e.value = value;
  return e;
}

TEST(LineLuck, ARollCountsWhatItMadeLessItsChanceForTheSideThatRolled) {
  ai_test::Table t = ai_test::scenario_table("scenarios/reference.yaml");
  const std::vector<Figure>& men = t.opening->figures();
  int16_t ours = -1, theirs = -1;
  for (std::size_t i = 0; i < men.size(); ++i) {
    if (men[i].side == 0 && ours < 0) ours = static_cast<int16_t>(i);
    if (men[i].side == 1 && theirs < 0) theirs = static_cast<int16_t>(i);
  }
  ASSERT_GE(ours, 0);
  ASSERT_GE(theirs, 0);
  LuckSink luck;
  luck.start(*t.opening, 0);
  luck.emit(roll(ours, 20, 5, 7, Need::kAtMost));  // made a 35% roll: +0.65
  EXPECT_NEAR(luck.total(), 0.65, 1e-12);
  luck.emit(roll(theirs, 20, 5, 7, Need::kAtMost));  // the enemy made it: -0.65
  EXPECT_NEAR(luck.total(), 0.0, 1e-12);
  luck.emit(roll(ours, 6, 2, 4, Need::kAtLeast));  // missed a 50% roll: -0.5
  EXPECT_NEAR(luck.total(), -0.5, 1e-12);
  // No target number: nothing in the total, but kept by kind as the face's
  // distance from the die's mean in standard deviations (a d6: 1.71).
  const Event table = roll(ours, 6, 6, 0, Need::kNone);
  luck.emit(table);
  luck.emit(Event{});  // not a roll
  EXPECT_NEAR(luck.total(), -0.5, 1e-12);
  EXPECT_NEAR(luck.by_kind()[LuckSink::kind_of(table.purpose)], 2.5 / std::sqrt(35.0 / 12), 1e-12);
  const RollPurpose shot{"shot", 1, ours, -1, 7, Need::kAtMost};
  EXPECT_NEAR(luck.by_kind()[LuckSink::kind_of(shot)], -0.5, 1e-12) << "the three with a target";
  luck.start(*t.opening, 1);  // a new line, for the other side
  luck.emit(roll(ours, 20, 5, 7, Need::kAtMost));
  EXPECT_NEAR(luck.total(), -0.65, 1e-12);
}

}  // namespace
}  // namespace skirmish::bench
