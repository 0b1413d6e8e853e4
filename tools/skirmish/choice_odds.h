// The odds a person is shown beside a numbered choice at the play prompt:
// for a shot, a charge or a blow, the chance it lands and the enemy men it
// is expected to put out of the fight, by the rule set's own forecast
// (Rules::forecast), so a new player weighs a reaction in mid-move as the
// planners do.
#pragma once

#include <string>

#include "engine/rules/forecast.h"

namespace skirmish {

// "  (33% to hit; 0.17 enemy men out of the fight)", or "" where the
// forecast is unknown or the action strikes nobody.
std::string choice_odds(const Forecast& forecast);

}  // namespace skirmish
