// What kind of missile weapon a row of the Missile Weapons Table is, and
// which range band a target stands in (000 / Fire Combat / Range, 000 /
// Armor and Shields, 000 / Missile Weapons Table). The seed's table has no
// column for the kind of weapon, yet its rules turn on it (too close range,
// armor, shields, snap fire on the move), so the kind of each row is given
// here, row by row, in the table's order.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/rules/rencounter/fire_options.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

enum class MissileClass : uint8_t {
  kThrown,    // javelins and other thrown objects: too close in base contact
  kBow,       // weak, short and long bows: too close within 2"
  kCrossbow,  // light and heavy crossbows: too close within 2"
  kPistol,    // pistols, revolvers, machine pistols: too close in base contact
  kLongArm,   // muskets, rifles, carbines, shotguns, SMGs, MGs: too close within 2"
};
std::string_view name_of(MissileClass c);

// The kind of a table row, by its exact name; a row this file does not know
// (a scenario's own weapon) is thrown if marked thrown, otherwise a long arm.
MissileClass missile_class(const MissileWeapon& w);

// 000 / Armor and Shields: thrown weapons, bows and crossbows add the
// target's armor and shield to the need.
bool armor_counts_in_full(const MissileWeapon& w);
// 000 / Armor and Shields: "Low velocity firearms like muskets and shotguns
// take -1 vs armor 3 or 4" (pistols by FireOptions).
bool low_velocity(const MissileWeapon& w, const FireOptions& options = {});

// 000 / Fire Combat / Snap Fire: "Bows fired from horseback, firearms and
// crossbows can snap shoot while moving faster".
bool can_snap_moving_fast(const MissileWeapon& w, bool firer_mounted);

enum class RangeBand : uint8_t { kTooClose, kShort, kMedium, kLong, kExtreme, kBeyond };
std::string_view name_of(RangeBand b);  // "too close", "short", ..., "beyond extreme"

// 000 / Fire Combat / Range: to-hit modifier of a band (kBeyond: none, the
// shot cannot be taken).
int range_modifier(RangeBand b);

// The band a target `inches` away (base edge to base edge) is in. Each
// table range is the band's outer edge; a running throw stretches every
// range by half (000 / Missile Weapons Table, note *).
RangeBand range_band(const MissileWeapon& w, double inches, const FireOptions& options = {},
                     bool running_throw = false);

}  // namespace skirmish::rencounter
