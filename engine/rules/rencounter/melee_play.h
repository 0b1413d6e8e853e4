// Melee in play (000 / Combat / Melee): a stroke between two men in base
// contact, built into a MeleeSituation from the table (skills, weapons,
// shields, armor, wounds, a prone defender, a charge's speed, a blow from
// behind, the gang-up of active attackers of the striking unit and helpers
// of other units, a close formation, unfamiliar weapons and bad footing:
// melee_circumstances.h) and rolled
// by resolve_melee_attack with the defender's riposte; and the charge, a
// move into base contact followed by the stroke (000 / Charging).
#pragma once

#include <optional>
#include <string>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/melee_choices.h"
#include "engine/rules/rencounter/melee_situation.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Where the charger's base touches the defender's: `slot` 0 on the line
// between them, 1-4 swung 40 and 80 degrees either side (room for several).
Vec2 contact_point(const RencounterState& s, int attacker, int defender, int slot = 0);
inline constexpr int kContactSlots = 5;

// Whether `point` puts the two bases in contact.
bool touches(const RencounterState& s, int attacker, int defender, Vec2 point);

// "" when `attacker` can charge `defender` now (reaching base contact within
// his walk or run), or why not. `point` is where he ends: given (a player's
// choice), or the first contact point he can reach when null.
std::string charge_refusal(const RencounterState& s, int attacker, int defender,
                           const std::optional<Vec2>& wanted, Vec2& point);
// charge_refusal(...).empty(), without putting the reason into words (sets
// `point` the same way).
bool charge_allowed(const RencounterState& s, int attacker, int defender,
                    const std::optional<Vec2>& wanted, Vec2& point);

// 000 / Melee / The Riposte: attackers who "began their move behind the
// defender" (in his rear 90 degrees) get no riposte against them.
bool behind(const RencounterState& s, int defender, Vec2 attacker_from);

// Man i as a fighter: skill, weapon in hand, shield, armor, wounds.
MeleeFighter melee_fighter(const RencounterState& s, int i);

// Everything about one stroke the table decides: heights, the charge, the
// gang-up, a blow from behind, cover, the rank he strikes from, his chosen
// aggression (melee_choices.h), the defender's guard (melee_guard.h) and
// the circumstances of melee_circumstances.h (helpers who already passed
// their checks this activation; the checks themselves are rolled by strike).
MeleeSituation stroke_situation(const RencounterState& s, int attacker, int defender,
                                double charge_inches, bool from_behind,
                                const StrokeChoice& choice = {});

// One stroke by `attacker` at `defender` (in base contact, or from a rank
// behind a friend with a long weapon: melee_reach.h), with what he chose.
void strike(RencounterState& s, int attacker, int defender, double charge_inches, bool from_behind,
            Dice& dice, EventSink& events, const StrokeChoice& choice = {});

// Moves `attacker` to `point`, in contact with `defender` (000 / Charging);
// the stroke follows with strike(), at once or after the standing combats.
// Returns the inches moved.
double charge_move(RencounterState& s, int attacker, int defender, Vec2 point, EventSink& events);

}  // namespace skirmish::rencounter
