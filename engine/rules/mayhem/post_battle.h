// 004 / Post-battle results (both games): after the battle each downed man
// (removed by enemy action, not run off) rolls a d6: 1-4 wounded, 5-6 dead.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/core/dice.h"

namespace skirmish::mayhem {

enum class PostBattleFate : uint8_t { kWounded, kDead };
std::string_view name_of(PostBattleFate f);

constexpr int kPostBattleDeadOn = 5;  // 5-6 dead; 1-4 wounded

// The fate a post-battle die shows.
PostBattleFate post_battle_fate(int die);

struct PostBattleRoll {
  int die = 0;
  PostBattleFate fate = PostBattleFate::kWounded;
};
PostBattleRoll roll_post_battle(Dice& dice, int16_t figure = -1);

// The exact chance a downed man is dead: 2/6.
constexpr double post_battle_dead_chance() {
  return 2.0 / 6.0;
}

}  // namespace skirmish::mayhem
