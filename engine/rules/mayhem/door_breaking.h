// Engines breaking barred doors (004 / Medieval Mayhem / Optional rule for
// artillery: "artillery, whether a catapult or a bombard, would have a
// range 36" ... Roll 1 die as usual to hit ... An impact value of 5 or
// better vs a door or engine breaks it").
//
// A door the scenario marks `barred: true` is shut: wall to movement and to
// sight in every rule set (engine/core/terrain.h) until it is broken. Here
// an engine may break it; the state's `door_broken` flags remember which,
// so the terrain stays shared and unchanged. Ours (docs/rules/mayhem.md,
// "Barred doors"):
// - Any barred door not yet broken may be aimed at, whoever holds its
//   building: the seed says only "vs a door".
// - Only an engine (Catapult, Bombard) breaks doors; a cannon does not
//   (its roundshot may breach walls, hedges and fences instead, with the
//   option roundshot_breaches: roundshot_breach.h).
// - The engine shoots at a door as at a man (artillery_flow.h): from the
//   reaction windows of an enemy part, loaded, not shot yet, not in
//   contact; the door within 45 degrees either side of its facing and
//   within 36" (measured to the door's point, by the battlefield's
//   measure); no man's base crossed by the line from its centre to the door
//   ("may not shoot over another figure"); the door's face seen (a target a
//   man's height standing in the doorway on the engine's side, terrain
//   only); no fire in the way, and its building not burning.
// - A door stands in its wall, not behind cover: the skill die needs the
//   Medieval 5 or 6 for a target in the open; then the impact die
//   (fire_dice.h: 5 or better, with only the hero's impact bonus) breaks it.
// - A broken door is an ordinary open doorway for the rest of the game:
//   men pass it with the 1d6" doorway die, and sight passes it, as any door.
//
// The action: kShoot by the engine with no target, Action::param
// kEngineAtDoor, and `at` the door (its point as the scenario gives it, or
// any point within half the door's width of it).
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

// Where a barred door is: its building (an index into the battlefield's
// features) and its opening there.
struct BarredDoor {
  int feature = -1;
  int opening = -1;
};
// Barred door number `door` (barred_door_number's numbering); {-1, -1} if
// there is none.
BarredDoor barred_door(const Battlefield& field, int door);
// The barred door (broken or not) whose doorway holds `p`, the nearest if
// several do; -1 if none.
int barred_door_at(const MayhemState& s, Vec2 p);

// Whether `gun` may shoot at barred door `door` now, as laid out above
// (it must also be ready to fire: gun_ready). `explain`: put the reason in
// `why` when it may not.
bool door_in_reach(const MayhemState& s, int gun, int door, std::string* why = nullptr);
// A door shot (kShoot, param kEngineAtDoor): its reason when refused. The
// gun's readiness (loaded, not shot, in the fight) is checked by the caller
// (check_gun_shot).
CheckResult check_door_shot(const MayhemState& s, const Action& a);
// Every door shot `gun` may take now (appended to `out`).
void door_shot_actions(const MayhemState& s, int gun, std::vector<Action>& out);

// The skill die, then the impact die; 5 or better breaks the door. The
// caller marks the engine as having shot (fire_gun).
void shoot_door(MayhemState& s, const Action& a, Dice& dice, EventSink& events);

// Planners: `carried_out` is the chance the door breaks (0 when the shot
// may not be taken) and `breaks_door` the door it would break; nothing
// else is forecast.
void door_shot_forecast(const MayhemState& s, const Action& a, Forecast& out);

// "the barred door of the Keep at (24.0, 20.0)".
std::string door_words(const MayhemState& s, int door);
// "Mangonel shoots at the barred door of the Keep at (24.0, 20.0)".
std::string door_shot_words(const MayhemState& s, const Action& a);

}  // namespace skirmish::mayhem
