// 004 / Post-battle results: each face of the d6, 1-4 wounded, 5-6 dead.
#include "engine/rules/mayhem/post_battle.h"

#include <gtest/gtest.h>

#include "engine/core/events.h"
#include "engine/rules/mayhem/mayhem_rolls.h"

namespace skirmish::mayhem {
namespace {

TEST(PostBattle, EachFace) {
  const PostBattleFate expected[] = {PostBattleFate::kWounded, PostBattleFate::kWounded,
                                     PostBattleFate::kWounded, PostBattleFate::kWounded,
                                     PostBattleFate::kDead,    PostBattleFate::kDead};
  int dead = 0;
  for (int face = 1; face <= 6; ++face) {
    SCOPED_TRACE(face);
    ScriptedDice dice;
    dice.die(6, face);
    const PostBattleRoll r = roll_post_battle(dice, 5);
    EXPECT_EQ(r.die, face);
    EXPECT_EQ(r.fate, expected[face - 1]);
    EXPECT_EQ(post_battle_fate(face), expected[face - 1]);
    dead += r.fate == PostBattleFate::kDead;
  }
  EXPECT_DOUBLE_EQ(post_battle_dead_chance(), dead / 6.0);
  EXPECT_EQ(name_of(PostBattleFate::kDead), "dead");
  EXPECT_EQ(name_of(PostBattleFate::kWounded), "wounded");
}

TEST(PostBattle, Purpose) {
  VectorSink sink;
  ScriptedDice dice;
  dice.die(6, 2);
  Dice::Binding bind(dice, sink, nullptr);
  roll_post_battle(dice, 5);
  ASSERT_EQ(sink.events.size(), 1u);
  EXPECT_STREQ(sink.events[0].purpose.label, "post-battle");
  EXPECT_EQ(sink.events[0].purpose.code, kPostBattleRoll);
  EXPECT_EQ(sink.events[0].purpose.actor, 5);
}

}  // namespace
}  // namespace skirmish::mayhem
