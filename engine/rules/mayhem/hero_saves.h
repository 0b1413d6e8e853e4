// A hero's save token, at his side's word (004 / Heroes: "save tokens
// (canceling a death or morale failure)"; option save_tokens asked).
//
// The seed leaves the spending to the hero's player. Where the choice is a
// real one the flow stops at Step::kSave and his side is asked:
// - his courage check alone fails (a lone man's group check: charged, a
//   friend or his commander fallen, his horse killed): spent, he holds;
//   kept, he rolls his own die and falls back 2d6" (over his courage he
//   would run off, and then the token is spent after all to keep him on the
//   table);
// - Musket: hit and not killed (or beaten in melee), the die at his group's
//   rate fails: the same;
// - ordered to charge alone, his check fails: spent, he goes in; kept, he
//   stands still.
// Where spending is the only sensible answer the engine spends it unasked:
// on his death, and on his own die that would send him off the table (a man
// gone from the table has no use for a token). Reroll tokens are asked
// about in the same way (hero_rerolls.h).
//
// What stopped is kept in MayhemState::save_wait; once the side has spoken
// the flow goes on where it stood: the other checks still queued are taken
// at the step they were taken in (courage_flow.h), and a charge's checks
// and movement dice follow (activation.h).
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

// At Step::kSave: spend the token (kSpecialSpendSave), or keep it
// (kSpecialKeepSave), the hero as actor.
void save_actions(const MayhemState& s, std::vector<Action>& out);
CheckResult check_save(const MayhemState& s, const Action& a);
// Applies the side's word and carries the flow on (settle does the rest).
void save_chosen(MayhemState& s, const Action& a, Dice& dice, EventSink& events);

// "Sir Hugh spends a save token and holds", "... keeps his save token and
// rolls his own courage die (4 or less keeps it; he falls back 2d6" either
// way)", "... spends a save token and goes in".
std::string save_words(const MayhemState& s, const Action& a);

// For the planners (Rules::forecast): what each answer brings about. Spent,
// the token's worth is counted as harm to his side: the chance, where he
// stands, that the enemy's next shots and blows put him out of the fight
// that the token would have cancelled (ten harm points a man, as Mayhem's
// harm is counted). Kept, he falls back as his own die and the 2d6" take
// him (off the table when they reach its edge), and spends it after all if
// the die is over his courage. An order to charge spent on goes in: the
// enemy men its checks are expected to send off the table are counted.
void save_forecast(const MayhemState& s, const Action& a, Forecast& out);

}  // namespace skirmish::mayhem
