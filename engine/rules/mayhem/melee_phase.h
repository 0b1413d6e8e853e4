// The active side's melees (004 / Melee): when its moves are done, every
// pair of men in contact fights once. The active side picks the order man by
// man; all of one man's fights are fought before the next man's, and a man
// put down has no more fights. Checks the fights cause are taken after each
// man's fights. With horses struck separately (Medieval option), a hit on a
// mounted man waits for the hitter's side to choose the horse or the rider;
// a hero's die that failed waits for his side's word on his reroll token
// (hero_rerolls.h).
#pragma once

#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/mayhem/melee_dice.h"
#include "engine/rules/rules.h"

namespace skirmish::mayhem {

// The pair `man` (fighter 0) and `other` as they stand: the men, their
// footing (melee_dice.h).
MeleePair melee_pair(const MayhemState& s, int man, int other);

// Whether any pair is left to fight this phase.
bool melee_left(const MayhemState& s);

void melee_actions(const MayhemState& s, std::vector<Action>& out);
CheckResult check_melee(const MayhemState& s, const Action& a);
void fight_man(MayhemState& s, const Action& a, Dice& dice, EventSink& events);
// 004 / Medieval / Horses (option): the stroke waiting at kStrike, at the
// rider or the horse as `a` chooses (horse_strike.h); then the rest of the
// man's fights.
void strike_chosen(MayhemState& s, const Action& a, Dice& dice, EventSink& events);
// 004 / Heroes (hero_rerolls.h): the fight waiting at kReroll, the hero's
// die rolled again (`reroll`) or left to stand; then the rest of the
// man's fights.
void melee_reroll_chosen(MayhemState& s, bool reroll, Dice& dice, EventSink& events);

}  // namespace skirmish::mayhem
