// Last Shot vs Charge (000 / Melee, optional rule; option last_shot): "allowing
// figures with loaded guns who are charged from the front to get off one
// last shot if they succeed at an instant action check. This is with the
// target in base to base contact so the too close penalty and the moving
// target penalty and the snap shot penalty if they haven't been previously
// aiming at the charging figure."
//
// Readings: a loaded firearm (pistol or long arm; bows and thrown weapons
// are not "guns"); charged from the front: the charger ends within 90
// degrees of where the defender faces; the check is an action roll on his
// experience and wounds; the shot is a snap shot with another action (-2)
// unless he was aiming at the charger (a lone shot then; at too close
// range aim gives nothing more), too close, the charger's move as the moving
// target, and the first shot of its turn. A charger the shot knocks down,
// kills or routs does not strike. The stroke then keeps the parry without a
// riposte (with_parry) or loses both (instead_of_parry; melee_exchange.h);
// "Sword and pistol armed figures should be allowed both defenses, but the
// weapon in the off hand should take a -2 penalty": a man with a pistol and
// a one-handed "Y" weapon keeps his parry at -2 under either option.
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

struct LastShot {
  bool fired = false;     // he got his shot off
  bool off_hand = false;  // sword and pistol: he parries too, off hand -2
};

// Before a charger's stroke: the defender's last shot, if the option and
// the rule allow it. `charge_inches` 0 is no charge.
LastShot last_shot_at_charger(RencounterState& s, int charger, int defender, double charge_inches,
                              bool from_behind, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
