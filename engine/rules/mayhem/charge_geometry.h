// Charge and contact geometry (004 / Musket Mayhem / Movement, Morale/Courage
// Checks, Melee; 004 / Medieval Mayhem / Movement, Morale, Melee): which
// edge of a man's base faces a point, when two men are in contact, where a
// charger ends against the nearest edge of his target, and which enemy men
// a charging group obliges to check their courage.
//
// Bases in this engine are circles. The seed's edges are those of a square
// base, so a round base is given four edges by its facing: the front is the
// 90 degrees centred on his facing (45 either side, the seed's "diagonal
// lines of the base"), the rear the opposite 90, the sides the two between.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/model/figure.h"

namespace skirmish::mayhem {

// Which edge of a base (see above).
enum class Quarter : uint8_t { kFront, kSide, kRear };

// Half-width of the front and of the rear edge, degrees from the facing
// (or from its opposite). 45: the diagonals of the square bases in 004.
inline constexpr double kEdgeHalfArc = 45.0;
// Inches within which two bases count as touching: far below what anyone
// measures, so that men placed in contact by arithmetic stay in contact.
inline constexpr double kContactSlack = 1e-6;

// The edge of `man`'s base that faces the point `from` (an exact 45 degrees
// still is the front, an exact 135 degrees a side). A point on his centre
// faces his front.
Quarter quarter_facing(const Figure& man, Vec2 from);
// Whether `from` lies to `man`'s front or left, where a shield counts
// (004 / Medieval Mayhem / Combat Results: "Shields only count to the front
// and left side"). The left is counter-clockwise of his facing.
bool on_shield_side(const Figure& man, Vec2 from);

// The two bases touch (or overlap), give or take kContactSlack.
bool bases_touch(const Figure& a, const Figure& b);
// 004 / Melee: "in contact if any part of their front edge is contacting an
// enemy figure, or if they are contacted by any part of the front edge of
// an enemy": the bases touch where the front edge of at least one of them
// is (two men back to back are not fighting). Sides are not looked at.
bool melee_contact(const Figure& a, const Figure& b);

// Where a charger ends against the nearest edge of his target
// (004 / Movement: "must move to contact the nearest edge; i.e., must start
// to flank or rear to end in superior attack position").
struct ChargeContact {
  Vec2 at;                            // the charger's centre when the bases touch
  double facing = 0;                  // degrees: he ends facing the target's centre
  double distance = 0;                // inches in a straight line, base edge to base edge
  Quarter quarter = Quarter::kFront;  // the target's edge he strikes (side or rear: +2)
};
// Ours: the nearest edge of a round base is the point of the target's base
// nearest the charger, on the line between their centres; its quarter is
// read from where the charger starts, so only a man who starts on the flank
// or rear strikes it. The distance ignores what stands in the way: the move
// itself is judged by straight_move (move_geometry.h).
ChargeContact charge_contact(const Figure& charger, const Figure& target);
// Whether an attack from `attacker` on `defender` takes him in the side or
// rear (004 / Melee: +2 attacking from the rear or side).
bool from_side_or_rear(const Figure& attacker, const Figure& defender);

// The lane a charging group sweeps (004 / Morale: "the lines defined by the
// ends of the bases in a charging group"; Medieval: "a zone marked by the
// extension of lines of the left and right edges of the bases").
struct ChargeLane {
  Vec2 ahead{1, 0};       // unit vector: the way the group faces (mean of facings)
  Vec2 left{0, 1};        // unit vector, 90 degrees counter-clockwise of ahead
  double left_edge = 0;   // lateral offsets (along `left`) of the lane's two lines
  double right_edge = 0;  // right_edge <= left_edge
  double rear = 0;        // along `ahead`: the rearmost charger's centre
};
// The lane of `chargers` (figure indices). Ours: the group charges the way it
// faces on average (the mean of its men's facings as unit vectors; the
// first man's facing if they cancel out).
ChargeLane charge_lane(std::span<const Figure> figures, std::span<const int> chargers);

// Whether a base of `radius` at `at` lies (some part of it, touching
// counts) between the lane's two lines and ahead of its rearmost charger.
bool in_charge_lane(const ChargeLane& lane, Vec2 at, double radius);

// The enemy men who have been charged and must check (004 / Morale, event 3
// and the note after it): on the table, of another side than the chargers,
// some part of whose base lies inside the lane, ahead of the rearmost
// charger's centre, and within reach of some charger (his potential charge
// distance, e.g. Medieval "12" for foot"; `reach` one value for all or one
// per charger), measured by `measure` as ranges are. Terrain is not
// looked at: the rule speaks of potential range. Ascending figure order.
void charged_men(std::span<const Figure> figures, std::span<const int> chargers,
                 std::span<const double> reach, Measure measure, std::vector<int>& out);

}  // namespace skirmish::mayhem
