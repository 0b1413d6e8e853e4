// What the terrain did to a look, remembered (terrain_look_memo.h), must
// change no answer: the same look asked again, with other men moved in
// between, or on another battlefield made where the last one stood, gives
// bit for bit what a look with nothing remembered gives.
#include <gtest/gtest.h>

#include <optional>

#include "engine/core/los.h"
#include "engine/core/terrain_look_memo.h"
#include "tests/core/random_battlefield.h"
#include "tests/core/same_look.h"

namespace skirmish {
namespace {

using testing::random_battlefield;
using testing::random_men;
using testing::SplitMix;

TEST(TerrainLookMemo, RememberedLooksGiveTheSameAnswersWithOtherMenMoved) {
  SplitMix rng(4242);
  int looks = 0, hidden = 0, blocked = 0;
  for (int layout = 0; layout < 300; ++layout) {
    const LineOfSight los(random_battlefield(rng, 30, 48, 36));
    auto men = random_men(rng, 24, 48, 36);
    for (int query = 0; query < 12; ++query) {
      SCOPED_TRACE(::testing::Message() << "layout " << layout << " query " << query);
      const int s = rng.below(24), t = rng.below(24);
      if (s == t) continue;
      const LosResult plain = los.look(men, s, t);
      {
        const RememberTerrainLooks remember;
        testing::expect_same_look(plain, los.look(men, s, t));  // kept
        testing::expect_same_look(plain, los.look(men, s, t));  // found
        testing::expect_same_look(plain, los.look_indexed(men[s], men[t], men, s, t));
      }
      // Another man steps into (or out of) the way: the terrain is
      // remembered, the men are looked at afresh.
      const int other = rng.below(24);
      if (other == s || other == t) continue;
      men[other].base.centre = (men[s].base.centre + men[t].base.centre) * 0.5;
      const LosResult moved = los.look(men, s, t);
      {
        const RememberTerrainLooks remember;
        testing::expect_same_look(moved, los.look(men, s, t));
      }
      if (::testing::Test::HasFailure()) return;
      ++looks;
      hidden += !moved.visible;
      blocked += moved.blocker_count > 0;
    }
  }
  // The layouts must show both kinds of answer, or the test proves little.
  EXPECT_GT(looks, 2000);
  EXPECT_GT(hidden, 100);
  EXPECT_GT(blocked, 100);
}

TEST(TerrainLookMemo, AnotherBattlefieldInTheSamePlaceIsLookedAtAfresh) {
  SplitMix rng(99);
  std::optional<LineOfSight> los;
  const auto men = random_men(rng, 24, 48, 36);
  for (int layout = 0; layout < 50; ++layout) {
    los.emplace(random_battlefield(rng, 30, 48, 36));  // the same address each time
    const LosResult plain = los->look(men, 0, 1);
    const RememberTerrainLooks remember;
    testing::expect_same_look(plain, los->look(men, 0, 1));
    if (::testing::Test::HasFailure()) return;
  }
}

TEST(TerrainLookMemo, NothingIsRememberedOutsideAScope) {
  EXPECT_FALSE(terrain_looks::remembering());
  {
    const RememberTerrainLooks outer;
    {
      const RememberTerrainLooks inner;
      EXPECT_TRUE(terrain_looks::remembering());
    }
    EXPECT_TRUE(terrain_looks::remembering());
  }
  EXPECT_FALSE(terrain_looks::remembering());
}

}  // namespace
}  // namespace skirmish
