// Moving a gun (000 / Movement / Wagons, Artillery, and other Wheeled
// Conveyances: "basically most will move about as fast as foot ... They
// turn like horses moving a bracket faster. They are particularly sensitive
// to terrain effects"; 000 / Artillery: "roll the gun crew leader ... for
// them to perform standard move the gun and shoot it tasks").
//
// kSpecial kSpecialMoveGun with `at` the gun's new spot: the gun captain's
// action (artillery.h) is the crew hauling the gun straight there.
// - Speed: gun_move inches a turn (6, a walk) with the whole crew of its
//   row; under gun_move_by_crew `proportional` the hands at the gun (the
//   captain and the crew within reach) over the row's crew and captain
//   scale it down ("A crew that gets shot up should be slower"); `full`
//   hauls at full speed with any crew.
// - Turning: it sets off at most gun_turn degrees (45) from the way it
//   faces (a horse a bracket faster turns 45 degrees, then goes straight);
//   it then faces the way it went. Laying it to fire turns it any way, as
//   before.
// - Terrain: the path is one a man could walk (nothing impassable, no
//   enemy in the way, the spot clear of other men); bad going, obstacles
//   and contours cost the gun gun_going times (2) what they cost a man.
// - The crew at the gun go with it, each by the same shift as far as he
//   can walk; a load under way is abandoned ("carried over ... until
//   completed or abandoned"); a load in the gun stays in it.
#pragma once

#include <string>
#include <vector>

#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Action::param of kSpecial (never renumber; 42-46 are artillery.h's).
inline constexpr int32_t kSpecialMoveGun = 47;

bool gun_move(const Action& a);

// Inches the gun can be hauled this turn with the hands at it now.
double gun_speed(const RencounterState& s, int gun);

// "" or why not, in a player's words.
std::string gun_move_refusal(const RencounterState& s, const Action& a);
void apply_gun_move(RencounterState& s, const Action& a, EventSink& events);

// For the AI: haul the gun toward the nearest enemy beyond canister's 12"
// row, as far and as square as it may go this turn.
void add_gun_move_candidates(const RencounterState& s, int i, std::vector<Action>& out);

}  // namespace skirmish::rencounter
