// The rows below are copied from the seed's tables cell for cell; the only
// transformation is the half-turn count for reloads (see weapon_tables.h).
#include "engine/rules/rencounter/weapon_tables.h"

#include <array>

namespace skirmish::rencounter {

namespace {

constexpr Repeat N = Repeat::kNone;
constexpr Repeat S = Repeat::kSlow;
constexpr Repeat F = Repeat::kFast;
constexpr Repeat Fx2 = Repeat::kFastX2;
constexpr Repeat Fx3 = Repeat::kFastX3;

// Builds one missile row; the argument order is the table's column order.
constexpr MissileWeapon row(std::string_view name, int s, int m, int l, int x, int damage,
                            int reload_half_turns, int shots_min, int shots_max, Repeat repeat) {
  MissileWeapon w;
  w.name = name;
  w.short_range = s;
  w.medium = m;
  w.long_range = l;
  w.extreme = x;
  w.damage_modifier = damage;
  w.reload_half_turns = reload_half_turns;
  w.shots_min = shots_min;
  w.shots_max = shots_max;
  w.repeat = repeat;
  return w;
}
constexpr MissileWeapon thrown(MissileWeapon w) {
  w.thrown = true;
  return w;
}
constexpr MissileWeapon magazine(MissileWeapon w) {
  w.single_loading = true;
  return w;
}
constexpr MissileWeapon scatter(MissileWeapon w) {
  w.variable_damage = true;
  return w;
}

// 000 / Missile Weapons Table. Damage "Var" rows pass 0 and are marked by
// scatter(); reload is in half turns (table value x 2).
constexpr std::array kMissile = {
    //                        Short Med Long Extr  Dmg Reload Shots   Repeat
    thrown(row("Javelin", 3, 6, 9, 12, +1, 2, 1, 1, N)),
    row("Weak Bow", 4, 8, 12, 20, +1, 2, 1, 1, N),
    row("Short Bow", 8, 16, 24, 40, +1, 2, 1, 1, N),
    row("Long Bow", 12, 24, 36, 60, 0, 2, 1, 1, N),
    row("Light Crossbow", 10, 20, 30, 50, +1, 6, 1, 1, N),
    row("Heavy Crossbow", 15, 30, 40, 60, 0, 12, 1, 1, N),
    row("Matchlock Musket", 10, 18, 26, 45, -1, 8, 1, 1, N),
    row("Flintlock Musket", 10, 20, 30, 50, -1, 4, 1, 1, N),
    row("Flintlock Rifle", 18, 36, 48, 72, 0, 8, 1, 1, N),
    row("Cap and Ball Rifle", 18, 36, 48, 72, 0, 6, 1, 1, N),
    row("Breechloader", 20, 40, 60, 80, 0, 1, 1, 1, N),
    row("Single Shot Breechloader Carbine", 16, 32, 48, 60, 0, 1, 1, 1, N),
    magazine(row("Magazine Rifle", 20, 40, 60, 80, 0, 2, 5, 17, S)),
    magazine(row("Magazine Carbine", 16, 32, 48, 60, 0, 2, 5, 17, S)),
    row("Flintlock Pistol", 3, 6, 9, 12, 0, 4, 1, 1, N),
    row("Cap & Ball Pistol", 4, 8, 12, 18, 0, 4, 1, 1, N),
    row("Cap & Ball Revolver", 5, 10, 15, 25, 0, 12, 6, 6, S),
    row("Small Double Action Revolver", 5, 10, 15, 25, +1, 4, 6, 6, F),
    row("Large Double Action Revolver", 5, 10, 15, 25, 0, 4, 6, 6, F),
    row("Small Single Action Revolver", 5, 10, 15, 25, +1, 4, 6, 6, S),
    row("Large Single Action Revolver", 5, 10, 15, 25, 0, 4, 6, 6, S),
    scatter(row("Blunderbuss", 4, 8, 12, 18, 0, 5, 1, 1, N)),
    scatter(row("Double Barrel Shotgun", 5, 10, 15, 25, 0, 3, 2, 2, S)),
    row("Machine Pistol", 5, 10, 15, 25, +1, 2, 20, 20, Fx2),
    row("Submachinegun", 7, 14, 21, 35, 0, 2, 20, 20, Fx3),
    row("Lt. MG unbraced", 16, 32, 48, 60, 0, 4, 30, 30, Fx3),
    row("Lt. MG braced", 25, 50, 75, 125, 0, 4, 30, 30, Fx3),
    // 000 / Thrown Objects: "compare the object or weapon thrown to the
    // javelin": a small rock or grenade "about 2/3 as far", a really big
    // rock "about 1/3" of the javelin's 3/6/9/12. Damage "by comparison to
    // existing weapons": a small rock hurts like a fist (Unarmed +2), a big
    // rock like a club (Improvised Club +1); a grenade is +1 at its burst
    // (000 / Explosives). Reload: stooping for a stone is a half-turn
    // draw, heaving up a big one a turn; a grenade is "1 action to get a
    // grenade out ... and 1 action to arm" it, two turns.
    thrown(row("Small Rock", 2, 4, 6, 8, +2, 1, 1, 1, N)),
    thrown(row("Big Rock", 1, 2, 3, 4, +1, 2, 1, 1, N)),
    thrown(row("Grenade", 2, 4, 6, 8, +1, 4, 1, 1, N)),
};

// 000 / Melee Weapons Table: To Hit, Dmg Mod, Ranks, Use with Shield.
constexpr std::array kMelee = {
    MeleeWeapon{"Sword", +1, 0, 1, true},    MeleeWeapon{"Spear/Bayonet", 0, 0, 2, true},
    MeleeWeapon{"Pike", -1, 0, 4, false},    MeleeWeapon{"Axe/Mace", -1, -1, 1, true},
    MeleeWeapon{"Halberd", 0, -1, 2, false}, MeleeWeapon{"Knife", -1, +1, 1, true},
    MeleeWeapon{"Unarmed", -2, +2, 1, true}, MeleeWeapon{"Improvised Club", -2, +1, 1, true},
    MeleeWeapon{"Javelin", 0, 0, 1, true},
};

// Melee: "Attacking vs small or medium shield or two weapons -1", "vs large
// shield -2". Missiles: "Thrown weapons, bows, and crossbows add ... -1 for
// a medium shield, and -2 for a large shield" (a small shield gives nothing).
constexpr std::array kShields = {
    Shield{ShieldSize::kNone, "none", 0, 0},
    Shield{ShieldSize::kSmall, "small", -1, 0},
    Shield{ShieldSize::kMedium, "medium", -1, -1},
    Shield{ShieldSize::kLarge, "large", -2, -2},
};

constexpr std::array kArmor = {
    ArmorRating{0, "No armor", "naked or just wearing ordinary clothing"},
    ArmorRating{1, "Light Armor", "a leather jack, buff coat, or similar, often with a helmet"},
    ArmorRating{2, "Half armor",
                "helmet and a back and breast plate, maybe with tassels, a short mail shirt, or "
                "similar armor that leaves arms and legs only lightly protected"},
    ArmorRating{3, "Nearly Full armor",
                "lobster armor with boots, full mail, other nearly full body protection by metal "
                "armor, usually with a helmet that provides a lot of facial protection"},
    ArmorRating{4, "Full armor",
                "Maximillian plate, fantasy full plate, other very heavy head to toe protection"},
};

}  // namespace

std::string_view name_of(Repeat r) {
  switch (r) {
    case Repeat::kNone:
      return "N";
    case Repeat::kSlow:
      return "S";
    case Repeat::kFast:
      return "F";
    case Repeat::kFastX2:
      return "Fx2";
    case Repeat::kFastX3:
      return "Fx3";
  }
  return "N";
}

int max_shots_per_turn(Repeat r) {
  switch (r) {
    case Repeat::kNone:
      return 1;
    case Repeat::kSlow:
      return 2;
    case Repeat::kFast:
      return 4;
    case Repeat::kFastX2:
      return 8;
    case Repeat::kFastX3:
      return 12;
  }
  return 1;
}

std::string_view MissileWeapon::reload_text() const {
  static constexpr std::array<std::string_view, 13> kText = {
      "0", "1/2", "1", "1 1/2", "2", "2 1/2", "3", "3 1/2", "4", "4 1/2", "5", "5 1/2", "6"};
  if (reload_half_turns < 0 || reload_half_turns >= static_cast<int>(kText.size())) return "?";
  return kText[static_cast<size_t>(reload_half_turns)];
}

std::span<const MissileWeapon> missile_weapons() {
  return kMissile;
}
std::span<const MeleeWeapon> melee_weapons() {
  return kMelee;
}
std::span<const Shield> shields() {
  return kShields;
}
std::span<const ArmorRating> armor_ratings() {
  return kArmor;
}

const MissileWeapon* find_missile_weapon(std::string_view name) {
  for (const MissileWeapon& w : kMissile) {
    if (w.name == name) return &w;
  }
  return nullptr;
}

const MeleeWeapon* find_melee_weapon(std::string_view name) {
  for (const MeleeWeapon& w : kMelee) {
    if (w.name == name) return &w;
  }
  return nullptr;
}

}  // namespace skirmish::rencounter
