// A scenario as read from its file: the table and terrain, the sides with
// their units and men, objectives, victory conditions, turn limit, and the
// rule set with its options.
//
// Everything keeps the file line it came from, so that checks made after
// loading (a rule set's roster check, a figure standing in a wall) can still
// name the line and field a person has to fix.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/core/posture.h"
#include "engine/core/terrain.h"

namespace skirmish {

// Where in which file a value was written (lines and columns from 1).
struct SourceLocation {
  std::string file;
  int line = 0;
  int column = 0;
};

// A rating of a figure under its rule set (`experience: 5`, `fire: 8`).
// The generic loader keeps them as written; the rule set's catalog checks
// names and ranges (engine/model/catalog.h).
struct StatValue {
  std::string name;
  int value = 0;
  // The value as written when it was a word (`shield: large`); the catalog
  // turns it into `value` (resolve_roster in engine/scenario/roster_check.h).
  std::string word;
  SourceLocation where;
};

// A weapon a figure carries, named as in the rule set's weapon tables.
struct WeaponEntry {
  std::string name;
  bool loaded = true;   // 000 / The Figure / Weapons: load state at the start
  int ammunition = -1;  // rounds carried; -1 = the weapon's normal basic load
  SourceLocation where;
};

struct FigureSpec {
  std::string name;
  Vec2 at;
  double facing = 0;  // degrees counter-clockwise from +x
  Posture posture = Posture::kStanding;
  bool mounted = false;
  double base_radius = 0.5;  // inches: 1" round for foot, larger for horse
  std::vector<StatValue> stats;
  std::vector<WeaponEntry> weapons;
  SourceLocation where;
};

// How a unit's dress shows it to enemy eyes (000 / Observation: "bright
// colors", "shiny armour").
enum class Dress : uint8_t { kPlain, kBright, kShiny };

struct UnitSpec {
  std::string name;
  std::string leader;  // a figure name in this unit; empty = first figure
  std::vector<FigureSpec> figures;
  SourceLocation where;
  bool hidden = false;  // starts the game unseen by the enemy (000 / Observation)
  Dress dress = Dress::kPlain;
};

struct SideSpec {
  std::string name;
  std::string colour = "#808080";  // SVG colour for drawing its figures
  std::vector<UnitSpec> units;
  Polygon deployment;  // zone the side may set up in (may be empty)
  SourceLocation where;
};

// What a side must do to win besides breaking the enemy.
enum class ObjectiveKind : uint8_t {
  kHold,   // have a healthy man inside the area, and no enemy, at the end
  kReach,  // get a man into the area at any time
  kExit,   // get men off the table across the given edge area
  kKill,   // kill or capture the named figure
  // Find something in the area (004 / Search): rule sets that play searches
  // roll for it (Mayhem); others treat it as kReach.
  kSearch,
};

struct Objective {
  std::string name;
  ObjectiveKind kind = ObjectiveKind::kHold;
  std::string side;    // the side that scores it
  Circle area;         // hold, reach, exit
  std::string figure;  // kill: the enemy figure
  int points = 1;      // victory points it is worth
  SourceLocation where;
  int difficulty = 0;  // search: the score a d6 must reach to find it, 1-6 (004 / Search)
};

// A rule-set option as written (`activation: cards`); the rule set parses it.
struct OptionValue {
  std::string name;
  std::string value;
  SourceLocation where;
};

struct Scenario {
  std::string file;  // where it was loaded from
  std::string name;
  std::string description;
  std::string rules;           // rule set name, looked up in the registry
  SourceLocation rules_where;  // where `rules:` was written, for "unknown rule set"
  std::vector<OptionValue> options;
  int turn_limit = 0;  // 0 = none
  // Break point (000 / Victory): a side whose healthy, unrouted men fall
  // below this fraction of its starting strength has lost.
  double break_fraction = 0.5;
  std::shared_ptr<const Battlefield> battlefield;
  std::vector<SideSpec> sides;
  std::vector<Objective> objectives;

  // Number of figures over all sides and units.
  int figure_count() const;
};

}  // namespace skirmish
