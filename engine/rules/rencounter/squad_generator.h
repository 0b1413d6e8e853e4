// Rencounter's generic squad creator: two sides of units made by the dice,
// as 000 / Scenario Design Suggestions gives it ("a simple, general, all
// purpose generic squad creator for Rencounter, assuming you know nothing
// about the organization or quality of the troops"), armed for an era from
// the weapon tables, set up on a dressed table with objectives.
//
// The procedure (docs/rules/rencounter.md, "Scenario generator"):
//   1. Units a side: as asked, or 1d4+1 (the seed: "2-5 is good"). The worse
//      armed side of an era gets one more ("give the worse armed side more
//      units").
//   2. Group size, per side: as asked, or 1d6+4 ("Use this size for all
//      groups of the same side"); sizes more than kMaxSizeGap apart are
//      bumped closer ("bump them closer").
//   3. Each leader's experience on 1d6 (leader_experience), each other man's
//      on 1d6 (follower_experience); a side's second hero is a veteran
//      instead (000 / The Figure / Experience: "Only very seldom should more
//      than one master or hero be on a side").
//   4. Fire and melee: double experience ("Make all fire and melee stats
//      double the Exp level"), or with SkillMethod::kRolled each moved by
//      1d6 (skill_modifier; "for variety, roll for each man's Fire and
//      Melee score"), kept within 1-12.
//   5. Weapons and armour from the era's kits (squad_eras.h); terrain from
//      lay_out_table (squad_table.h); men set up in rows in their side's
//      zone; objectives and the break point (000 / Victory).
//
// Options and defaults:
//   | setting           | meaning                               | default          |
//   |-------------------|---------------------------------------|------------------|
//   | seed              | every roll and placement comes from it | 1                |
//   | units_per_side    | units a side, 1-8                     | rolled 1d4+1     |
//   | figures_per_unit  | men a unit, 1-12                      | rolled 1d6+4     |
//   | era               | a squad_eras() name                   | horse-and-musket |
//   | table             | inches, each side 24-120              | 48x36, or 72x48 above 4 units a
//   side | | skills            | pegged or rolled                      | pegged           |
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>

#include "engine/core/terrain.h"
#include "engine/scenario/scenario.h"

namespace skirmish::rencounter {

enum class SkillMethod : uint8_t {
  kPegged,  // fire = melee = 2 x experience
  kRolled,  // each then moved -2..+2 by a d6
};

// Limits on the settings; outside them the generator refuses.
constexpr int kMinUnitsPerSide = 1;
constexpr int kMaxUnitsPerSide = 8;  // the seed's largest "typical" side is 7
constexpr int kMinFiguresPerUnit = 1;
constexpr int kMaxFiguresPerUnit = 12;  // the seed's largest units are "8 to 10"
constexpr double kMinTableSide = 24;
constexpr double kMaxTableSide = 120;
// Group sizes of the two sides further apart than this are bumped closer.
constexpr int kMaxSizeGap = 2;

struct SquadSettings {
  uint64_t seed = 1;                    // every roll and placement comes from it
  std::optional<int> units_per_side;    // unset: rolled 1d4+1
  std::optional<int> figures_per_unit;  // unset: rolled 1d6+4 for each side
  std::string era = "horse-and-musket";
  std::optional<Table> table;  // unset: 48x36, or 72x48 for more than 4 units a side
  SkillMethod skills = SkillMethod::kPegged;
};

struct SquadResult {
  std::optional<Scenario> scenario;  // set on success
  std::string error;                 // why not, in words for the user, on failure
};

// Why the settings cannot be used, or nullopt.
std::optional<std::string> settings_problem(const SquadSettings& settings);

// The whole scenario; the same settings always give the same scenario.
SquadResult generate_squads(const SquadSettings& settings);

// The seed's tables (000 / Scenario Design Suggestions), by the d6 rolled.
int leader_experience(int d6);    // 1 novice 3, 2-3 average 4, 4-5 veteran 5, 6 hero 6
int follower_experience(int d6);  // 1-2 novice 3, 3-4 average 4, 5-6 veteran 5
int skill_modifier(int d6);       // 1 -2, 2 -1, 3-4 0, 5 +1, 6 +2
int group_size(int d6);           // 1d6 + 4
// Two sides' group sizes bumped to within kMaxSizeGap: each step the larger
// loses a man and the smaller gains one.
std::pair<int, int> bump_closer(int a, int b);

}  // namespace skirmish::rencounter
