// Words for a game of Mayhem: names, and narration events built only when
// the event sink wants text (search passes a null sink and pays nothing).
#pragma once

#include <string>
#include <utility>

#include "engine/core/events.h"
#include "engine/core/roll_purpose.h"
#include "engine/rules/action.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/narrate.h"

namespace skirmish::mayhem {

std::string man_name(const MayhemState& s, int man);
std::string side_name(const MayhemState& s, int side);
// `3.5"`.
std::string inches_text(double inches);
// "(12.5, 20.0)".
std::string point_text(Vec2 p);
// Where a man ends up: the point, then where it is in words when named
// terrain is near ("(9.5, 16.5) in the west woods"), so a person at a real
// table can place the figure by the terrain as well as by measuring.
std::string place_text(const MayhemState& s, Vec2 p);

// An action in a wargamer's words ("Soldat Brun charges Pte Fox").
std::string describe_action(const MayhemState& s, const Action& a);
// A roll's purpose in words ("skill die for Soldat Brun at Pte Fox, needs 5+").
// The decision waiting, where its kind alone would not say what is asked:
// a hero's save (hero_saves.h), the horse or the rider (horse_strike.h);
// empty otherwise.
std::string describe_mayhem_decision(const MayhemState& s);
std::string describe_mayhem_roll(const MayhemState& s, const RollPurpose& p);

}  // namespace skirmish::mayhem
