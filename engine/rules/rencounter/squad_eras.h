// The eras the squad generator can equip men for: for each era two sides,
// and for each side the kinds of unit it fields, with the weapons of the
// leader and of his men named exactly as in Rencounter's weapon tables
// (000 / Missile Weapons Table, 000 / Melee Weapons Table).
//
// Kits follow 000 / Organizing the Unit / Leadership: "Leaders will often
// get different weapons and armor from their followers, the partizan for
// the sergeant, a brace of pistols and a fine sword for the foot officer".
// The seed's tables have no partizan row; the Halberd is its nearest pole-arm.
#pragma once

#include <span>
#include <string_view>

namespace skirmish::rencounter {

// How a man's name is made from his side's name lists.
enum class NameStyle : uint8_t {
  kRankFamily,   // "Pte Adams"
  kGivenFamily,  // "Abel Moss"
  kGivenOnly,    // "Gul"
};

struct FigureKit {
  std::string_view rank;  // "Sgt"; used by NameStyle::kRankFamily and before a leader's name
  NameStyle names = NameStyle::kRankFamily;
  std::span<const std::string_view> weapons;
  int armor = 0;                 // 000 / The Figure / Armor rating
  std::string_view shield = "";  // "small", "medium", "large" or empty for none
};

struct UnitKit {
  std::string_view name;  // the unit's name before its number: "Line section"
  FigureKit leader;
  FigureKit man;
};

struct EraSide {
  std::string_view name;  // "Crown"
  std::string_view colour;
  std::span<const UnitKit> kits;  // unit i of the side takes kits[i % kits.size()]
  std::span<const std::string_view> given_names;
  std::span<const std::string_view> family_names;
  // 000 / Scenario Design Suggestions: "If weapons quality is very
  // different, like rifles vs spears, give the worse armed side more units."
  bool worse_armed = false;
};

struct Era {
  std::string_view name;    // as given to --era: "horse-and-musket"
  std::string_view period;  // for the scenario's description
  EraSide sides[2];
  // Names for the terrain the table is dressed with.
  std::span<const std::string_view> building_names;
};

std::span<const Era> squad_eras();
// The era called `name`, or nullptr.
const Era* find_era(std::string_view name);

}  // namespace skirmish::rencounter
