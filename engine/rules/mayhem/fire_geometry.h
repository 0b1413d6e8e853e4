// Missile fire on the table (004 / Musket Mayhem / Missile Fire and
// Artillery; 004 / Medieval Mayhem / Missile Fire and its optional rules):
// whether a man may shoot at another, at what range and through what cover,
// and whom a cannon's canister or roundshot sweeps.
//
// What may stop a shot, each a FireBar: the shooter in hand-to-hand contact;
// the target outside the 45 degrees either side of his facing (mounted
// archers: all round); out of the weapon's range; any part of another man's
// base on the line of fire (massed bowmen: not the men of their own group);
// buildings or other obstructions hiding the target (LineOfSight: the
// target is not visible with the men left out).
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/los.h"
#include "engine/model/figure.h"
#include "engine/rules/mayhem/mayhem_man.h"

namespace skirmish::mayhem {

// 004 / Missile Fire: "within a zone 45 degrees to either side of the front
// facing", measured from the shooter's centre to the target's centre (the
// diagonals of a square base cross at its centre).
inline constexpr double kFireHalfArc = 45.0;
// Ours: a man is in the cover of a piece of terrain that the line of fire
// meets within this many inches of his base (hugging a wall, lining a hedge,
// just behind a tree), or that he stands in. Inches.
inline constexpr double kCoverReach = 1.0;
// 004 / Musket Mayhem / Artillery. Canister: "36" (= rifle range) ... all
// figures in a cone 45 degrees"; ours: 45 degrees is the whole cone, 22.5
// either side of the barrel (the phrase names the template's angle, where
// the fire arc above says "to either side" when it means each side).
inline constexpr double kCanisterRange = 36.0;
inline constexpr double kCanisterHalfCone = 22.5;
// Roundshot: "72" lay down yardstick(s)" along the barrel.
inline constexpr double kRoundshotLength = 72.0;

// Why a shot cannot be taken; kNone when it can.
enum class FireBar : uint8_t {
  kNone,
  kNotOnTable,   // the shooter or the target is dead, gone or the same man
  kInMelee,      // the shooter is in hand-to-hand contact with an enemy
  kOutOfArc,     // outside 45 degrees either side of his facing
  kOutOfRange,   // beyond the weapon's range
  kManInTheWay,  // the line of fire crosses another man's base
  kObstructed,   // a building or other obstruction hides the target
};

// The man shooting and his weapon's reach.
struct Shooter {
  int man = -1;                 // figure index
  double range = 0;             // the weapon's range, inches (004 / Weapons)
  bool all_round = false;       // a mounted archer fires all round (004 / Medieval / Missile Fire)
  bool over_own_group = false;  // massed bowmen: may shoot over the bases of his own group
};

// The table as a shot sees it. `men` are the figures as sight sees them
// (sighting_of), in the same order; `group_of` the shooter's side's groups
// (groups.h), needed only for massed bowmen. Views: the caller owns them.
struct FireTable {
  const LineOfSight* sight = nullptr;
  std::span<const Figure> figures;
  std::span<const Sighting> men;
  std::span<const int> group_of;
  BrokenDoors broken_doors;  // barred doors broken open, seen through (others are wall)
  Breaches breaches;         // gaps roundshot knocked in walls, hedges, fences: open there
};

struct FireLine {
  FireBar bar = FireBar::kNone;
  double range = 0;              // inches, by the battlefield's measure
  bool over_half_range = false;  // 004 / Skill Die: -1 over half range
  CoverClass cover = CoverClass::kOpen;
  // The line passes over men of his own group (massed bowmen): Medieval
  // allows it only at targets in the open, hit on a 6.
  bool over_own_men = false;
  int blocker = -1;  // kManInTheWay: the first man crossed, nearest the shooter

  bool allowed() const { return bar == FireBar::kNone; }
};

// The target point lies in the shooter's fire arc.
bool in_fire_arc(const Figure& shooter, Vec2 target, bool all_round = false);
// The shooter is in hand-to-hand contact with an enemy on the table
// (004 / Missile Fire: "may not shoot if they are in hand-to-hand contact";
// contact as in melee, charge_geometry.h melee_contact).
bool in_hand_to_hand(std::span<const Figure> figures, int man);

// The first man (nearest the shooter) whose base the line from the
// shooter's centre to the target's centre crosses, or -1. Ours: the seed's
// "over another figure (... any part of the figure's base)" is read on the
// straight line between centres; grazing the rim is not crossing. Friend or
// foe alike; with `group_of`, men of the shooter's own group are skipped
// (massed bowmen) and `over_own` says whether any was passed over.
int man_in_the_way(std::span<const Figure> figures, int shooter, int target,
                   std::span<const int> group_of = {}, bool* over_own = nullptr);

// The target's cover class for a shot from `from` (004 / Skill Die: open,
// soft "tree, fence, etc.", hard "rock, stockade or building loophole").
// Ours: the pieces the line of fire meets within kCoverReach of his base, or
// that he stands in, decide: walls and buildings hard; trees, woods, brush,
// scrub, hedges and fences soft; hills, roads, streams and bog nothing (a
// rock is a wall in a scenario). With no such piece, `seen` (if given)
// decides: at least half hidden by solid screens (a crest) is hard, any
// foliage soft. The hardest class found wins. A wall, hedge or fence the
// line meets only in one of `breaches` (a gap roundshot knocked in it,
// roundshot_breach.h) gives no cover.
CoverClass cover_class(const Battlefield& field, Vec2 from, const Circle& target,
                       const LosResult* seen = nullptr, double reach = kCoverReach,
                       Breaches breaches = {});

// Everything about one shot: the first bar met in the order of FireBar, and
// when it may be taken its range and cover.
FireLine fire_line(const FireTable& table, const Shooter& shooter, int target);

struct FireTarget {
  int man = -1;
  FireLine line;
};
// Every enemy of the shooter he may shoot now, nearest first (ties by
// figure order). Allocates nothing once `out` has grown.
void fire_targets(const FireTable& table, const Shooter& shooter, std::vector<FireTarget>& out);

// A man swept by a cannon's shot.
struct ArtilleryTarget {
  int man = -1;
  double distance = 0;  // inches from the gun, by measure (roundshot: along the line)
};
// Canister (004 / Musket Mayhem / Artillery): every man on the table, friend
// or foe, some part of whose base lies in the cone along the gun's facing
// (the barrel) within kCanisterRange, and whom terrain does not hide from
// the gun (men do not shield each other: all are rolled against). Nearest
// first.
void canister_targets(const FireTable& table, int gun, std::vector<ArtilleryTarget>& out);
// Roundshot's flight: the line along the barrel of `gun` (its facing), from
// the front of its base for kRoundshotLength inches or until it leaves the
// table. Ours: a building wall or a tree trunk stops the ball (walls,
// hedges and hills do not: it flies over them, or through them,
// roundshot_breach.h).
Segment roundshot_line(const Battlefield& field, const Figure& gun);
// Roundshot: every man whose base roundshot_line crosses. In order along
// the line.
void roundshot_targets(const FireTable& table, int gun, std::vector<ArtilleryTarget>& out);

}  // namespace skirmish::mayhem
