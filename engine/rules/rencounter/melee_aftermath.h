// What a stroke leaves behind once its wound is dealt (000 / Melee / Weapon
// breakage in parries, Weapons getting stuck, Shooting the Bayonet Free; all
// optional rules):
//
// 1. A hit parried (weapon_breakage): the parrying shield, else weapon, and
//    the striker's weapon each break on a score of 2 or less
//    (weapon_breakage.h); a broken weapon is lost (melee_kit.h).
// 2. A crippling or killing wound (stuck_weapons): the wounding man rolls a
//    D12 at or under his melee skill less his wounds to pull his weapon
//    free; over it, it is stuck in the body; a natural 12 breaks it.
// 3. A serious or worse wound with a socket bayonet on a loaded gun, when
//    the striker chose it (kStrokeShootBayonetFree, option
//    shoot_bayonet_free): he fires, an automatic damage roll at too close
//    range on the man he bayoneted, and the recoil frees the bayonet — so no
//    unsticking roll is needed.
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/melee_choices.h"
#include "engine/rules/rencounter/melee_exchange.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Roll code of the bayonet shot's damage D12 (the fire damage code, 104,
// names the damage roll; this one marks it as shooting the bayonet free).
inline constexpr int16_t kBayonetShotRollCode = 46;

// The stroke between `attacker` and `defender` came out as `result` (its
// wound already dealt); carries out 1-3 above. `bayonet_in_hand`: the
// striker fought with a socket bayonet (melee_kit.h).
void after_stroke(RencounterState& s, const MeleeAttack& result, int attacker, int defender,
                  const StrokeChoice& choice, bool bayonet_in_hand, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
