// What planners ask of Mayhem (Rules::evaluate, forecast, exposure,
// movement), answered from the state by the exact odds of the dice tables
// (fire_dice.h, melee_dice.h, courage_dice.h), drawing no dice.
#pragma once

#include "engine/rules/action.h"
#include "engine/rules/forecast.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/mayhem/melee_dice.h"
#include "engine/rules/movement_query.h"

namespace skirmish::mayhem {

// -1..1 for `side`: the game's result when over; otherwise the balance of
// strength left against the break point, and the objectives held.
double planner_evaluate(const MayhemState& s, int side);
void planner_forecast(const MayhemState& s, const Action& a, Forecast& out);
void planner_exposure(const MayhemState& s, int figure, Vec2 at, Exposure& out);
// His own best shot from `at`, turned to face each mark (Rules::shot_offered).
double planner_shot_offered(const MayhemState& s, int figure, Vec2 at);
void planner_movement(const MayhemState& s, int figure, Movement& out);
// The enemy men the checks a charge by `chargers` forces are expected to
// send off the table (004 / Courage, event 3: each group in the lane and
// within reach checks once); each man's chance in `each` if given.
double charge_breaks(const MayhemState& s, const std::vector<int16_t>& chargers,
                     std::vector<ForecastLoss>* each = nullptr);
// 004 / Morale/Courage Checks ("commander killed"): the men of `man`'s side
// the checks his fall brings are expected to send off the table, when he
// is his side's contingent commander (0 for anyone else): once he is gone
// every group of his side checks at its highest courage, and a man of a
// group that fails runs off over his own courage. Ours: the groups as they
// stand, found with him still among them.
double commander_fall_losses(const MayhemState& s, int man);
// What putting `man` out of the fight costs his side in men: himself, and
// the men his fall as commander sends off (commander_fall_losses). Every
// forecast and exposure counts a man's loss at this worth.
double loss_worth(const MayhemState& s, int man);

// The exact odds of `man`'s fight with `other` as the planners judge it,
// fighter 0 `man` (mounted and `charging`: the charger's first blow).
MeleeOdds planner_pair_odds(const MayhemState& s, int man, int other, bool charging);

}  // namespace skirmish::mayhem
