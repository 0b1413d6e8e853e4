// One man of Musket Mayhem or Medieval Mayhem (seed 004) as the rules see
// him: the ratings a scenario gives him and what changes during a game. A
// small plain struct, kept in a vector parallel to the state's figures.
#pragma once

#include <cstdint>
#include <string_view>

namespace skirmish::mayhem {

// The two rule sets of seed 004 share one folder; the scenario's `variant`
// option picks one.
enum class Variant : uint8_t {
  kMusket,    // 004 / Musket Mayhem (horse and musket, French and Indian War)
  kMedieval,  // 004 / Medieval Mayhem (knights and sergeants)
};
std::string_view name_of(Variant v);

// What a man shoots with (004 / Missile Fire / Weapons; Medieval: bows,
// crossbows and javelins; the artillery options of both).
enum class Missile : uint8_t {
  kNone,
  kPistol,    // Musket: 12"
  kMusket,    // Musket: 24", +1 impact
  kRifle,     // Musket: 36", +1 impact
  kBow,       // Musket: 24"; Medieval: 18" (and massed bowmen)
  kCrossbow,  // Medieval: 18"
  kJavelin,   // Medieval: 6"
  kCannon,    // Musket artillery: canister (36" cone, +2) or roundshot (72" line, +3)
  kEngine,    // Medieval artillery, a catapult or bombard: 36", +2 impact vs men
};
std::string_view name_of(Missile m);
// A gunpowder weapon is unloaded by firing and reloaded by not moving.
bool gunpowder(Missile m);
bool artillery(Missile m);

// How a cannon is loaded when it fires (004 / Musket Mayhem / Artillery).
enum class GunLoad : uint8_t { kCanister, kRoundshot };

// Where a man stands for missile fire (004 / Missile Fire / Skill Die).
enum class CoverClass : uint8_t {
  kOpen,
  kSoft,  // tree, fence, hedge, woods
  kHard,  // rock, wall, stockade, building loophole or window
};
std::string_view name_of(CoverClass c);

// 004 / Medieval Mayhem / Horses: "a barded horse counting as heavy armor, a
// cloth caparisoned horse as medium armor, and an unarmored horse as light
// armor": the armor table's scores without a shield.
inline constexpr int kUnarmoredHorse = 3;
inline constexpr int kCaparisonedHorse = 4;
inline constexpr int kBardedHorse = 5;

struct MayhemMan {
  // --- Ratings, from the scenario.
  int8_t courage = 3;    // 004 / Courage: 5 exceptional leader or knight .. 2 non-combatant
  bool leader = false;   // Musket: +1 in melee; a unit's leader
  bool knight = false;   // Medieval: +1 in melee fighting to the front
  bool shock = false;    // Musket: "shock troops", +1 in melee
  bool bayonet = false;  // Musket: +1 against shorter weapons
  int8_t armament = 5;   // Musket: 4 melee specialist, 5 most weapons, 6 unarmed or knife
  int8_t armor = 2;      // Medieval: 2 unprotected .. 6 heavy armor with shield
  // Medieval, a mounted man's horse when struck separately (004 / Medieval /
  // Horses): 3 unarmored (as light armor), 4 caparisoned (medium), 5 barded (heavy).
  int8_t horse_armor = kUnarmoredHorse;
  bool shield = false;      // Medieval: counted in `armor`, but only to the front and left
  bool two_handed = false;  // Medieval: +1 impact (axe, halberd)
  bool lance = false;       // Medieval: +1 impact on horseback in the first turn of a melee
  bool pike = false;        // Medieval: may form a schiltron (8 or more)
  bool incendiary = false;  // carries fire: may not shoot or charge, may set fire
  bool noncombatant = false;
  Missile missile = Missile::kNone;
  int8_t search = 6;  // 004 / Search: the score needed, 4 superior .. 6 typical
  // Heroes (004 / Heroes): tokens and bonuses.
  int8_t saves = 0;    // each cancels a death or a failed courage check
  int8_t rerolls = 0;  // each rolls one of his own dice again
  int8_t fire_skill_bonus = 0;
  int8_t fire_impact_bonus = 0;
  int8_t melee_skill_bonus = 0;
  int8_t melee_impact_bonus = 0;

  // --- What changes in a game.
  bool loaded = true;           // gunpowder weapons and engines
  int8_t smoke = 0;             // Musket artillery: puffs left before the gun is loaded
  bool broken = false;          // artillery broken by an engine's shot: never fires again
  bool pushing = false;         // pushing his gun this part of the turn: moves at its 1d6"
  int8_t crew_at_order = 0;     // a gun of the moving group: its crew as the group was ordered
  bool moved = false;           // moved in his side's turn (no reload)
  bool shot = false;            // has shot during this enemy move
  bool in_melee_since = false;  // in contact since an earlier turn (no lance bonus)
  bool downed = false;          // removed by enemy action (post-battle roll), not run off
  bool exited = false;          // left the table through an exit objective's area
};

}  // namespace skirmish::mayhem
