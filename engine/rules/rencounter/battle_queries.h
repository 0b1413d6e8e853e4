// Questions the Rencounter rules ask of the table many times a turn: who is
// an enemy, who is in base contact, who can see whom, who is still fit to
// fight, how far a man may move. Small functions over the state, no dice.
#pragma once

#include <span>
#include <vector>

#include "engine/core/los.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rencounter/scratch_pool.h"

namespace skirmish::rencounter {

// --- standing of one man
// The four most asked (every man, for every option a planner weighs) are
// defined here, so that the loops over the men that ask them inline them.
// On the table and not surrendered: may be shot at, charged, struck.
inline bool targetable(const RencounterState& s, int i) {
  return on_table(s.figures()[static_cast<size_t>(i)].status);
}
// May still roll to act: on the table, not surrendered, not out of action.
bool able_to_act(const RencounterState& s, int i);
// On his feet (or recovering), not routed: may be given an action.
inline bool fit(const RencounterState& s, int i) {
  const auto k = static_cast<size_t>(i);
  return s.figures()[k].status == FigureStatus::kFighting && !s.men[k].wounds.in_shock;
}
// 000 / Victory: unrouted, not cowering, unwounded or lightly wounded.
inline bool healthy(const RencounterState& s, int i) {
  const auto k = static_cast<size_t>(i);
  return s.figures()[k].status == FigureStatus::kFighting && s.men[k].wounds.points <= 1 &&
         !s.men[k].morale.runs_for_good;
}
// 000 / Morale: "incapacitated, with a crippling wound, dead, or run away"
// (surrendered and fled off the table count too).
bool lost(const RencounterState& s, int i);
inline bool is_enemy(const RencounterState& s, int a, int b) {
  return s.figures()[static_cast<size_t>(a)].side != s.figures()[static_cast<size_t>(b)].side;
}

// --- units
bool unit_can_act(const RencounterState& s, int unit);
// The unit's leader, if he is fit and not in shock; -1 otherwise.
int fit_leader(const RencounterState& s, int unit);
int unit_of(const RencounterState& s, int i);

// --- distances
// Base edge to base edge (or centres, by the battlefield's measure).
double gap(const RencounterState& s, int a, int b);
double gap_from(const RencounterState& s, Vec2 at, int a, int b);
// Bases touching (000 / Range: base contact).
bool in_contact(const RencounterState& s, int a, int b);
// In base contact with a targetable enemy (he is in melee).
bool engaged(const RencounterState& s, int i);
// The point `d` inches from `from` toward `to` (`to` itself if nearer).
Vec2 step_toward(Vec2 from, Vec2 to, double d);

// --- sight
// The men as line of sight sees them, in figure order.
void gather_sightings(const RencounterState& s, std::vector<Sighting>& out);
// The same, into a buffer borrowed for this scope (scratch_pool.h), so that
// gathering them allocates nothing once warmed up; passes as a span.
class GatheredSightings {
 public:
  explicit GatheredSightings(const RencounterState& s) { gather_sightings(s, *men_); }
  operator std::span<const Sighting>() const { return *men_; }
  std::vector<Sighting>& operator*() const { return *men_; }

 private:
  Borrowed<std::vector<Sighting>> men_;
};
// The target as figure `shooter` sees him (from `from` if given).
LosResult look(const RencounterState& s, std::span<const Sighting> men, int shooter, int target);
LosResult look_from(const RencounterState& s, std::span<const Sighting> men, int shooter, Vec2 from,
                    int target);
// The nearest targetable enemy (seen, when `seen_only`), or -1.
int nearest_enemy(const RencounterState& s, std::span<const Sighting> men, int i, bool seen_only);

// --- movement
// Inches he may move in `mode` with his wounds (movement.h), 0 if the
// posture does not allow the mode: crawling is for prone men, the rest for
// men on their feet (a kneeling man rises as he sets off).
double allowance(const RencounterState& s, int i, MoveMode mode);
// Running is allowed while he has run fewer turns than his experience
// (000 / Advanced foot movement: "use each man's own experience number").
bool may_run(const RencounterState& s, int i);
// The best move a man on his feet can make this turn toward a charge.
double charge_allowance(const RencounterState& s, int i);

}  // namespace skirmish::rencounter
