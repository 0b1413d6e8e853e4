#include "engine/rules/rencounter/range_band.h"

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

struct ClassRow {
  std::string_view name;
  MissileClass kind;
  bool low_velocity;  // "muskets and shotguns" (000 / Armor and Shields)
  bool black_powder_pistol;
};

constexpr MissileClass T = MissileClass::kThrown;
constexpr MissileClass B = MissileClass::kBow;
constexpr MissileClass X = MissileClass::kCrossbow;
constexpr MissileClass P = MissileClass::kPistol;
constexpr MissileClass L = MissileClass::kLongArm;

// One line per row of 000 / Missile Weapons Table, in its order.
constexpr std::array kClasses = {
    ClassRow{"Javelin", T, false, false},
    ClassRow{"Weak Bow", B, false, false},
    ClassRow{"Short Bow", B, false, false},
    ClassRow{"Long Bow", B, false, false},
    ClassRow{"Light Crossbow", X, false, false},
    ClassRow{"Heavy Crossbow", X, false, false},
    ClassRow{"Matchlock Musket", L, true, false},
    ClassRow{"Flintlock Musket", L, true, false},
    ClassRow{"Flintlock Rifle", L, false, false},
    ClassRow{"Cap and Ball Rifle", L, false, false},
    ClassRow{"Breechloader", L, false, false},
    ClassRow{"Single Shot Breechloader Carbine", L, false, false},
    ClassRow{"Magazine Rifle", L, false, false},
    ClassRow{"Magazine Carbine", L, false, false},
    ClassRow{"Flintlock Pistol", P, false, true},
    ClassRow{"Cap & Ball Pistol", P, false, true},
    ClassRow{"Cap & Ball Revolver", P, false, true},
    ClassRow{"Small Double Action Revolver", P, false, false},
    ClassRow{"Large Double Action Revolver", P, false, false},
    ClassRow{"Small Single Action Revolver", P, false, false},
    ClassRow{"Large Single Action Revolver", P, false, false},
    ClassRow{"Blunderbuss", L, true, false},
    ClassRow{"Double Barrel Shotgun", L, true, false},
    ClassRow{"Machine Pistol", P, false, false},
    // A submachinegun has a stock and is held like a carbine: a long arm.
    ClassRow{"Submachinegun", L, false, false},
    ClassRow{"Lt. MG unbraced", L, false, false},
    ClassRow{"Lt. MG braced", L, false, false},
    // 000 / Thrown Objects: compared to the javelin.
    ClassRow{"Small Rock", T, false, false},
    ClassRow{"Big Rock", T, false, false},
    ClassRow{"Grenade", T, false, false},
};

const ClassRow* class_row_by_name(std::string_view name) {
  // The length and first letter rule out most rows before a whole name is
  // compared.
  for (const ClassRow& r : kClasses) {
    if (r.name.size() == name.size() && !name.empty() && r.name[0] == name[0] && r.name == name) {
      return &r;
    }
  }
  return nullptr;
}

// The row of each weapon of the Missile Weapons Table (weapon_tables.h, a
// table fixed for the program's life), found by name once.
const std::vector<const ClassRow*>& rows_of_the_table() {
  static const std::vector<const ClassRow*> rows = [] {
    std::vector<const ClassRow*> out;
    for (const MissileWeapon& w : missile_weapons()) out.push_back(class_row_by_name(w.name));
    return out;
  }();
  return rows;
}

const ClassRow* class_row(const MissileWeapon& w) {
  // Asked for every shot weighed (range bands, armor): a weapon of the
  // table is known by its place in it; any other by its name.
  const std::span<const MissileWeapon> table = missile_weapons();
  const auto p = reinterpret_cast<std::uintptr_t>(&w);
  const auto first = reinterpret_cast<std::uintptr_t>(table.data());
  if (p >= first && p < first + table.size_bytes()) {
    return rows_of_the_table()[(p - first) / sizeof(MissileWeapon)];
  }
  return class_row_by_name(w.name);
}

}  // namespace

std::string_view name_of(MissileClass c) {
  switch (c) {
    case MissileClass::kThrown:
      return "thrown weapon";
    case MissileClass::kBow:
      return "bow";
    case MissileClass::kCrossbow:
      return "crossbow";
    case MissileClass::kPistol:
      return "pistol";
    case MissileClass::kLongArm:
      return "long arm";
  }
  return "long arm";
}

MissileClass missile_class(const MissileWeapon& w) {
  if (const ClassRow* r = class_row(w)) return r->kind;
  return w.thrown ? MissileClass::kThrown : MissileClass::kLongArm;
}

bool armor_counts_in_full(const MissileWeapon& w) {
  const MissileClass c = missile_class(w);
  return c == MissileClass::kThrown || c == MissileClass::kBow || c == MissileClass::kCrossbow;
}

bool low_velocity(const MissileWeapon& w, const FireOptions& options) {
  const ClassRow* r = class_row(w);
  if (r == nullptr) return w.variable_damage;  // an unlisted scatter gun is a shotgun
  return r->low_velocity || (options.black_powder_pistols_low_velocity && r->black_powder_pistol);
}

bool can_snap_moving_fast(const MissileWeapon& w, bool firer_mounted) {
  switch (missile_class(w)) {
    case MissileClass::kThrown:
      return false;
    case MissileClass::kBow:
      return firer_mounted;
    case MissileClass::kCrossbow:
    case MissileClass::kPistol:
    case MissileClass::kLongArm:
      return true;
  }
  return false;
}

std::string_view name_of(RangeBand b) {
  switch (b) {
    case RangeBand::kTooClose:
      return "too close";
    case RangeBand::kShort:
      return "short";
    case RangeBand::kMedium:
      return "medium";
    case RangeBand::kLong:
      return "long";
    case RangeBand::kExtreme:
      return "extreme";
    case RangeBand::kBeyond:
      return "beyond extreme";
  }
  return "beyond extreme";
}

int range_modifier(RangeBand b) {
  switch (b) {
    case RangeBand::kTooClose:
      return -2;
    case RangeBand::kShort:
      return 0;
    case RangeBand::kMedium:
      return -2;
    case RangeBand::kLong:
      return -4;
    case RangeBand::kExtreme:
      return -6;
    case RangeBand::kBeyond:
      return 0;
  }
  return 0;
}

RangeBand range_band(const MissileWeapon& w, double inches, const FireOptions& options,
                     bool running_throw) {
  // 000 / Range note *: "base stand contact for pistols or thrown weapons,
  // up to 2" for long arms and bows" (crossbows are shot like bows).
  const MissileClass c = missile_class(w);
  const bool contact_only = c == MissileClass::kThrown || c == MissileClass::kPistol;
  const double too_close = contact_only ? options.base_contact_within : options.long_arm_too_close;
  if (inches <= too_close) return RangeBand::kTooClose;
  const double stretch = running_throw && w.thrown ? 1.5 : 1.0;
  if (inches <= w.short_range * stretch) return RangeBand::kShort;
  if (inches <= w.medium * stretch) return RangeBand::kMedium;
  if (inches <= w.long_range * stretch) return RangeBand::kLong;
  if (inches <= w.extreme * stretch) return RangeBand::kExtreme;
  return RangeBand::kBeyond;
}

}  // namespace skirmish::rencounter
