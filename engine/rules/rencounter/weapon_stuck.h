// 000 / Melee / Weapons getting stuck (optional rule, MeleeOptions::
// stuck_weapons). After a crippling wound or an outright kill the striker
// rolls a D12 against his melee skill to pull his weapon free. A failure
// leaves it stuck: a successful activation must be spent prying it loose (or
// it is lost, if he rides past too fast to stop; the game layer decides). A
// natural 12 means the weapon broke or bent in the victim. Blunt weapons
// never stick but still break on a 12.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/core/dice.h"
#include "engine/rules/rencounter/melee_damage.h"

namespace skirmish::rencounter {

enum class StickKind : uint8_t {
  kSticks,          // edged or pointed: may stick, may break
  kBlunt,           // "gunbutts and chairs": never stick, 1 in 12 broken
  kNothingToStick,  // bare hands (Unarmed): no roll
};

// Unarmed has nothing to stick; the Improvised Club is blunt; every other
// row of the table may stick (Axe/Mace is counted as an axe: a mace-armed
// man is kBlunt, which the caller says).
StickKind stick_kind(const MeleeWeapon& w);

// A stroke that leaves the weapon in the victim: crippling or dead.
bool wound_may_stick(WoundResult w);

enum class Unstick : uint8_t { kFree, kStuck, kBroken };
std::string_view name_of(Unstick u);  // "free", "stuck", "broken"

// Roll code of the unsticking D12 in the roll records.
inline constexpr int16_t kUnstickRollCode = 44;

// One face of the unsticking D12 read for `melee_skill`; rolls no dice.
Unstick judge_unstick(int roll, int melee_skill, StickKind kind);

// Rolls the unsticking D12 against `melee_skill` (the striker's skill as
// modified by his wounds; a natural 1 frees it). No roll for kNothingToStick.
Unstick roll_unstick(int melee_skill, StickKind kind, Dice& dice, int16_t actor = -1);

// Exact chances of each result of roll_unstick; draws no dice.
struct UnstickOdds {
  double free = 1.0;
  double stuck = 0.0;
  double broken = 0.0;
};
UnstickOdds unstick_odds(int melee_skill, StickKind kind);

}  // namespace skirmish::rencounter
