// Words for what happens in a game of Rencounter, in a wargamer's terms.
// Text is built only when the event sink wants it (search passes a null
// sink and pays nothing: DESIGN / A heavy event log inside every state copy).
#pragma once

#include <string>
#include <utility>

#include "engine/core/events.h"
#include "engine/rules/narrate.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// The name a player knows a man or unit by.
std::string man_name(const RencounterState& s, int figure);
std::string unit_name(const RencounterState& s, int unit);
std::string side_name(const RencounterState& s, int side);
// `3.5"`.
std::string inches_text(double inches);
// "+2" / "-1" / "0".
std::string signed_text(int v);

}  // namespace skirmish::rencounter
