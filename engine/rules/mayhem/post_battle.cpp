// 004 / Post-battle results: wounded or dead.
#include "engine/rules/mayhem/post_battle.h"

#include "engine/rules/mayhem/mayhem_rolls.h"

namespace skirmish::mayhem {

std::string_view name_of(PostBattleFate f) {
  return f == PostBattleFate::kDead ? "dead" : "wounded";
}

PostBattleFate post_battle_fate(int die) {
  return die >= kPostBattleDeadOn ? PostBattleFate::kDead : PostBattleFate::kWounded;
}

PostBattleRoll roll_post_battle(Dice& dice, int16_t figure) {
  PostBattleRoll r;
  // The need is the survivor's: 4 or less and he lives, wounded.
  r.die = dice.roll(6, d6_purpose("post-battle", kPostBattleRoll, figure, -1, kPostBattleDeadOn - 1,
                                  Need::kAtMost));
  r.fate = post_battle_fate(r.die);
  return r;
}

}  // namespace skirmish::mayhem
