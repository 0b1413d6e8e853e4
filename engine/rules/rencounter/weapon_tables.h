// Rencounter's weapon, shield and armor tables as data, one row per line of
// the seed's tables (000 / Missile Weapons Table, 000 / Melee Weapons Table,
// 000 / The Figure / Armor, 000 / Armor and Shields). The rules read these
// rows; nothing here decides how they are used.
//
// Encoding (see docs/rules/rencounter.md, "Catalog"):
// - ranges are the outer edge of each band in inches;
// - reload times are counted in half turns, because the table mixes whole
//   turns with "1/2", "1 1/2" and "2 1/2" (a turn is 5 seconds);
// - "Var" damage (blunderbuss, shotgun) is variable_damage = true with a
//   damage_modifier of 0: it depends on the range band (see below);
// - "Shots" is a range shots_min..shots_max ("5-17" for magazines).
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

namespace skirmish::rencounter {

// 000 / Missile Weapons Table / Repeat: how many shots one turn allows.
enum class Repeat : uint8_t {
  kNone,    // N: single shot only
  kSlow,    // S: up to 2 shots a turn
  kFast,    // F: up to 4 shots a turn
  kFastX2,  // Fx2: automatic, up to 8 shots a turn (000 / Automatic weapons)
  kFastX3,  // Fx3: automatic, up to 12 shots a turn
};
std::string_view name_of(Repeat r);  // "N", "S", "F", "Fx2", "Fx3"
int max_shots_per_turn(Repeat r);    // 1, 2, 4, 8, 12

struct MissileWeapon {
  std::string_view name;  // exactly as in the table
  // Outer edge of each range band, inches (000 / Fire Combat / Range).
  int short_range = 0;
  int medium = 0;
  int long_range = 0;
  int extreme = 0;
  // Added to the D12 damage roll; lower is deadlier. All weapons take +1
  // more at extreme range (000 / Fire Combat, damage at extreme range).
  int damage_modifier = 0;
  // "Var": -2 at too close range, +1 per band beyond (so -1 short, 0 medium,
  // +1 long, +2 extreme), and +2 to hit from short to long range; may roll
  // against several targets (000 / Missile Weapons Table, footnote #).
  bool variable_damage = false;
  int reload_half_turns = 0;  // "1/2" = 1, "1" = 2, "1 1/2" = 3, "2 1/2" = 5, "6" = 12
  int shots_min = 1;          // rounds a full load holds
  int shots_max = 1;
  Repeat repeat = Repeat::kNone;
  // Footnote *: thrown; ranges +50% when thrown on the run (snap fire).
  bool thrown = false;
  // Footnote **: a magazine arm may be reloaded one round a shot at 1/2 turn.
  bool single_loading = false;

  // The table's Reload cell as printed ("1/2", "2 1/2", "6").
  std::string_view reload_text() const;
};

// 000 / Melee Weapons Table.
struct MeleeWeapon {
  std::string_view name;         // exactly as in the table ("Spear/Bayonet")
  int to_hit = 0;                // added to melee skill: the more wieldy, the higher
  int damage_modifier = 0;       // added to the damage roll: the deadlier, the lower
  int ranks = 1;                 // ranks that can fight with it
  bool use_with_shield = false;  // Y: a shield or second Y weapon may block
};

// 000 / Melee Weapons Table / Situation and 000 / Armor and Shields.
enum class ShieldSize : uint8_t { kNone, kSmall, kMedium, kLarge };
struct Shield {
  ShieldSize size = ShieldSize::kNone;
  std::string_view name;
  int melee_modifier = 0;    // to an attacker's melee to-hit: small/medium -1, large -2
  int missile_modifier = 0;  // to thrown weapons, bows and crossbows: medium -1, large -2
};

// 000 / The Figure / Armor: the rating is used directly as a modifier.
struct ArmorRating {
  int rating = 0;  // 0-4
  std::string_view name;
  std::string_view description;
};

std::span<const MissileWeapon> missile_weapons();
std::span<const MeleeWeapon> melee_weapons();
std::span<const Shield> shields();             // indexed by ShieldSize
std::span<const ArmorRating> armor_ratings();  // indexed by rating

// Rows by their exact table name; nullptr when the table has no such row.
const MissileWeapon* find_missile_weapon(std::string_view name);
const MeleeWeapon* find_melee_weapon(std::string_view name);

}  // namespace skirmish::rencounter
