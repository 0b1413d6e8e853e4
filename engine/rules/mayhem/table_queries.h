// What the game flow asks of the table, in the flow's own terms: groups,
// contact, whether a move, a charge or a shot may be made and how, and where
// a beaten man retreats to. Built on the table geometry (groups.h,
// move_geometry.h, charge_geometry.h, fire_geometry.h) and the state.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/mayhem_state.h"

namespace skirmish::mayhem {

// The groups of `side`'s fighting men for which `eligible[man]` is set
// (004 / Movement: bases within 1", chained). `group_of[man]` is the group's
// number or -1; groups are numbered by their lowest man. Returns the count.
int side_groups(const MayhemState& s, int side, const std::vector<uint8_t>& eligible,
                std::vector<int>& group_of);
// The men of `man`'s group now (himself included), in figure order.
void group_of_man(const MayhemState& s, int man, std::vector<int16_t>& out);

// Two men of different sides whose bases touch (004 / Melee: in contact).
bool in_contact(const MayhemState& s, int a, int b);
// In contact with any fighting enemy.
bool engaged(const MayhemState& s, int man);

struct MoveCheck {
  bool ok = false;
  std::string why;        // a player's words when not ok
  double length = 0;      // inches moved
  bool delaying = false;  // crosses an obstacle, a doorway, woods or other delaying terrain
  bool exits = false;     // leaves the table through an exit objective of his side
};
// A straight move for `man` to `to`, within `allowance` (or, if it crosses
// delaying terrain, within `slow_allowance`). Not into contact with an enemy.
// `explain` false leaves `why` empty (searches need only the answer).
MoveCheck check_move(const MayhemState& s, int man, Vec2 to, double allowance,
                     double slow_allowance, bool explain = true);

// A man taking his place in a wheel (group_wheel.h; 004 / Movement:
// "Groups generally wheel"): his centre carried `degrees` about `pivot` to
// `to`, the arc checked chord by chord as straight moves are (walls but at
// doors, trees, impassable ground, men's bases, the table edge, stockades,
// fires), passing the men in `ignore` (his group, wheeling with him) but
// ending clear of them. His arc, measured at his centre, must be within
// `allowance`, or within `slow_allowance` if any chord crosses an obstacle,
// a doorway or delaying terrain (or he is in contact), as a straight move.
MoveCheck check_sweep(const MayhemState& s, int man, Vec2 pivot, double degrees, Vec2 to,
                      double allowance, double slow_allowance, std::span<const int> ignore,
                      bool explain = true);

struct ChargeCheck {
  bool ok = false;
  std::string why;
  Vec2 contact;  // where the charger's centre ends
  double length = 0;
  bool from_rear_or_side = false;
};
// A charge by `man` at `target`: straight to the nearest edge of his base.
ChargeCheck check_charge(const MayhemState& s, int man, int target, double allowance,
                         double slow_allowance, bool explain = true);
// Whether a stockade or a fire bars the straight way of a base of `radius`
// from `from` to `to` (004 / Miscellaneous Rules: stockade.h, fire_setting.h).
bool way_barred(const MayhemState& s, Vec2 from, Vec2 to, double radius);
// The enemy men a charge by `chargers` (reach in inches) obliges to check
// courage (004 / Morale: in the chargers' lane and within reach).
void charged_men(const MayhemState& s, const std::vector<int16_t>& chargers, double reach,
                 std::vector<int16_t>& out);

struct ShotCheck {
  bool ok = false;
  std::string why;
  CoverClass cover = CoverClass::kOpen;
  bool over_half_range = false;
  bool shield_side = true;  // the shot strikes the target's front or left
  bool massed = false;      // Medieval massed bowmen shooting over their own group
  double range = 0;
};
// Whether `shooter` may shoot at `target` now (arc, range, sight, no man in
// the way, not in contact) and on what terms; `why` is left empty.
ShotCheck check_shot(const MayhemState& s, int shooter, int target);
// Why he may not, in a player's words ("" if he may).
std::string why_no_shot(const MayhemState& s, int shooter, int target);
// The whole check, every test asked in turn and the refusal in words: what
// check_shot answers, the words aside (check_shot may answer a target out
// of range or arc without drawing up the rest).
ShotCheck explain_shot(const MayhemState& s, int shooter, int target);
// The same with the target standing at `target_at` instead (for planners).
ShotCheck check_shot_at(const MayhemState& s, int shooter, int target, Vec2 target_at);
// The same with the shooter standing at `from`, turned to face the target
// (for planners weighing a spot as a firing position).
ShotCheck check_shot_from(const MayhemState& s, int shooter, Vec2 from, int target);
// The dice's terms for a shot `check_shot` allowed (fire_dice.h).
Shot shot_terms(const MayhemState& s, int shooter, const ShotCheck& c);

// The weapon's range in inches for this variant (004 / Weapons).
double missile_range(const MayhemState& s, Missile m);

// Where `man` retreats `inches` away from `from` (Musket fire: toward cover
// if that is nearer); `off_table` when the retreat leaves the table.
Vec2 retreat_point(const MayhemState& s, int man, int from, double inches, bool seek_cover,
                   bool& off_table);

// Melee footing: whether `man` attacks `opponent` from his rear or side, is
// in a superior position against him, has him to his front, and whether the
// opponent strikes `man`'s front or left (shield side).
bool attacks_rear_or_side(const MayhemState& s, int man, int opponent);
bool superior_position(const MayhemState& s, int man, int opponent);
bool facing_towards(const MayhemState& s, int man, int other);
bool on_shield_side(const MayhemState& s, int man, int from);

// The nearest fighting enemy, or -1.
int nearest_enemy(const MayhemState& s, int man);

}  // namespace skirmish::mayhem
