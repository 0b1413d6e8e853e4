// Horses in melee (000 / Melee / Attacking horses, Attacks by horses; both
// optional rules, MeleeOptions::attacking_horses and horse_attacks). A horse
// is fought as a MeleeFighter built here: it parries (dodges) with a melee
// skill by its training and the Unarmed row as its "weapon type"; a trained
// warhorse strikes at +0 To Hit and +1 damage; any horse may kick at +4.
#pragma once

#include <cstdint>

#include "engine/rules/rencounter/melee_situation.h"

namespace skirmish::rencounter {

// "3 for your random horse off the street, 5 for a trained cavalry horse,
// or 7 for a knight's trained warhorse" (000 / Attacking horses).
enum class HorseTraining : uint8_t { kStreet, kCavalry, kWarhorse };
int horse_melee_skill(HorseTraining t);

// "+5 for small horses, +3 for big ones" on a kick (000 / Attacks by horses).
enum class HorseSize : uint8_t { kSmall, kOrdinary, kBig };

// A horse as the one attacked: its skill, the Unarmed row ("Treat the horse's
// weapon type as unarmed"), its armor and wounds. When the rider can parry
// for it, the game layer uses the rider instead.
MeleeFighter horse_defender(HorseTraining t, int horse_armor, int horse_wounds);

// A trained horse rearing and striking "with a melee skill as above,
// counting as 0 to hit modifier, and +1 damage modifier".
MeleeWeapon warhorse_strike();
// "A warhorse attacks to the front or directly to the rear ... when moving
// 6" or less in the turn".
inline constexpr int kWarhorseAttackMaxInches = 6;

// A kick at someone directly behind: damage +4 (+5 small, +3 big horses). The
// seed gives no To Hit for it; 0, as for the warhorse's strike.
MeleeWeapon horse_kick(HorseSize size);
// The kick happens on a 1 on a D6 (000 / Attacks by horses).
inline constexpr int kHorseKickOn = 1;

}  // namespace skirmish::rencounter
