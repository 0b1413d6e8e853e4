// Options for the rest of fire combat in play: shotgun spread, javelins
// stuck in shields, thrown objects and grenades, smoothbore artillery and
// the last shot against a charge (000 / Fire Combat, Missile Weapons Table
// notes, Thrown Objects, Explosives, Artillery; 000 / Melee / Last Shot vs
// Charge). One line of comment a field; docs/rules/rencounter.md ("Fire
// combat in play", "Artillery") gives the reasons for each default.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/rules/options.h"
#include "engine/rules/rencounter/melee_options.h"

namespace skirmish::rencounter {

// 000 / Explosives: how far from the burst a man's damage roll is eased.
enum class GrenadeBlast : uint8_t {
  kHalfInch,  // +1 per 1/2" away, as the seed says (default)
  kInch,      // +1 per inch away: a wider, deadlier burst
};

// 000 / Artillery / Bounce modifiers: the ground in front of the guns.
enum class GunGround : uint8_t { kOrdinary, kHardRocky, kSoft };

// 000 / Artillery / Missfires & accidents: which shots may go wrong.
enum class GunMisfires : uint8_t {
  kQuickLoading,  // only after quick loading, as the seed says (default)
  kEveryShot,     // a natural 12 on the first to-hit roll of any shot (house rule)
};

struct FireExtraOptions {
  // Missile Weapons Table, note #: shotguns and blunderbusses roll against
  // the men next to the target as well (range band decides how many).
  bool shotgun_spread = true;
  // Armor and Shields: a javelin the shield stopped sticks in it on 1-3 on a d6.
  bool javelins_stick = true;
  // Thrown Objects, Explosives: grenades scatter on a miss and burst.
  bool grenades = true;
  GrenadeBlast grenade_blast = GrenadeBlast::kHalfInch;
  // Artillery: the ground for bounce, quick loading, misfires.
  GunGround gun_ground = GunGround::kOrdinary;
  bool quick_loading = true;
  GunMisfires misfires = GunMisfires::kQuickLoading;
  // Half turns added to a gun's loading for each crewman short of its crew.
  int crew_loss_half_turns = 1;
  // Last Shot vs Charge (optional rule): off, with the parry, or instead of it.
  LastShotRule last_shot = LastShotRule::kOff;
};

// RollPurpose codes of these rules' dice (fire's own are 100-119).
namespace extra_roll {
inline constexpr int16_t kJavelinStuck = 120;    // d6: 1-3 the javelin sticks in the shield
inline constexpr int16_t kScatterClock = 121;    // d12: the clock direction of a scatter
inline constexpr int16_t kScatterInches = 122;   // d6: inches of a scatter, plus the miss
inline constexpr int16_t kBlastDamage = 123;     // d12: a grenade's or gun's burst on a man
inline constexpr int16_t kBlastKnockdown = 124;  // d6: an action check to keep his feet
inline constexpr int16_t kGunToHit = 125;        // d12: canister or grape at one man
inline constexpr int16_t kGunDamage = 126;       // d12: damage from the gun, or to its crew
inline constexpr int16_t kMisfire = 127;         // d12: the Missfires & accidents table
inline constexpr int16_t kQuickLoadRisk = 128;   // d6: a 6 after a failed last quick load
inline constexpr int16_t kHighOrLow = 129;       // d6: a premature shot goes high (1-3) or low
inline constexpr int16_t kClearing = 130;        // d6: actions to clear a loading mistake
inline constexpr int16_t kLastShotCheck = 131;   // d6: the instant action check for a last shot
}  // namespace extra_roll
// The verb for one of these codes, or nullptr ("Pte Adams" + " shooting at").
const char* extra_roll_verb(int16_t code);

// Words for kSpecial actions 40-46 (" drops his shield"), or nullptr.
const char* extra_action_words(int32_t param);

std::vector<OptionSpec> fire_extra_option_specs();
FireExtraOptions read_fire_extra_options(const OptionSet& options);

}  // namespace skirmish::rencounter
