// A hero's reroll token, at his side's word (004 / Heroes: "reroll
// tokens"; option reroll_tokens asked).
//
// The seed leaves the spending to the hero's player. Where a die of his
// fails and he has a token left, the game stops at Step::kReroll and his
// side is asked to roll it again or let it stand:
// - his shot's skill die missed, or its impact die fell short of a kill
//   (man_shot.h);
// - in a fight, his skill die left him strictly behind (never on a tie,
//   which a reroll could only turn into a loss), or, having won it, his
//   results (Musket) or impact (Medieval) die fell short (melee_phase.h).
// Each die is rolled again at most once. Asked out of his turn when he
// shoots in the enemy's move or fights as the one attacked. A cannon's or
// an engine's crew still spends its tokens by the engine's rule (each of
// its shots is rolled against many men at once), as does a hero whose
// side set reroll_tokens to spent.
//
// What waits is kept in MayhemState::reroll_wait, with the shot in
// MayhemState::waiting_shot or the fight in MayhemState::stroke.
#pragma once

#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/forecast.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/rules.h"

namespace skirmish::mayhem {

// At Step::kReroll: roll the die again (kSpecialReroll), or let it stand
// (kSpecialLetStand), the hero as actor and the man his die is at (his
// shot's target, his opponent in the fight) as target.
void reroll_actions(const MayhemState& s, std::vector<Action>& out);
CheckResult check_reroll(const MayhemState& s, const Action& a);
// Applies the side's word and carries the shot or the fight on.
void reroll_chosen(MayhemState& s, const Action& a, Dice& dice, EventSink& events);

// "Ens de Langy rolls his skill die again (a reroll token)", "... lets his
// impact die stand and keeps his reroll token".
std::string reroll_words(const MayhemState& s, const Action& a);
// The question at Step::kReroll: "Ens de Langy's skill die missed, 2
// against 4: roll it again with a reroll token, or let it stand".
std::string reroll_question(const MayhemState& s);

// For the planners (Rules::forecast): what each answer brings about, by
// the exact odds of the die rolled again and of what follows it in the
// shot or the fight. Letting it stand brings what the dice already show.
// A token kept is given no worth of its own: the planners spend it on the
// first die it can mend, as the engine's rule did.
void reroll_forecast(const MayhemState& s, const Action& a, Forecast& out);

}  // namespace skirmish::mayhem
