// Horses in the melee of play (000 / Melee / Attacking horses, Attacks by
// horses; optional rules attacking_horses and horse_attacks):
//
// - Striking at the horse (kMelee or kCharge with kStrokeAtHorse, target
//   the rider): the usual stroke, against the horse's armor (none). The
//   rider parries for it "as he would for himself" from the side he covers:
//   a man alongside (45 to 135 degrees off the horse's heading, either side)
//   with any weapon but bare hands, a pike or a halberd (too unwieldy, "a
//   heavy couched lance wouldn't have much ability to parry"); a spear,
//   bayonet or javelin ("a light lance") also covers the front. Otherwise
//   the horse dodges with skill 3, 5 or 7 and the Unarmed row. No riposte.
//   A wound is the horse's (000 / Wounds / Wounded horses).
// - A trained warhorse's strike (kSpecial kSpecialWarhorse, target a man in
//   contact within 45 degrees of its head or tail): the rider spends his
//   action urging it on; at 6" or less, if he passes horsemanship, it strikes
//   at skill 7, To Hit 0, damage +1 (no riposte against a horse), and he
//   tests again to stay on as it rears.
#pragma once

#include <string>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/melee_choices.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Action::param of kSpecial: set a trained warhorse on `target`.
inline constexpr int32_t kSpecialWarhorse = 51;

// "" when a man may strike at `rider`'s horse, or why not.
std::string horse_stroke_refusal(const RencounterState& s, int rider);
// Whether `rider` parries for his horse against a blow from `attacker`.
bool rider_parries_for_horse(const RencounterState& s, int rider, int attacker);
void strike_horse(RencounterState& s, int attacker, int rider, double charge_inches,
                  bool from_behind, const StrokeChoice& choice, Dice& dice, EventSink& events);

std::string warhorse_refusal(const RencounterState& s, const Action& a);
// The same without words unless `why` is given (refusal.h).
bool warhorse_allowed(const RencounterState& s, const Action& a, std::string* why = nullptr);
void warhorse_attack(RencounterState& s, int rider, int target, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
