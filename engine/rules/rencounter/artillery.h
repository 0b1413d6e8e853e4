// Smoothbore artillery in play (000 / Special Actions and Circumstances /
// Artillery): a gun, its crew, loading canister or grape, quick loading,
// firing into a cone that rolls against every man in it, and misfires.
//
// - A gun is a weapon row ("Light Gun", "6 Pounder", "9 Pounder", "12
//   Pounder"; artillery_tables.h) given to a man of a unit in the scenario.
//   It stands where he starts; its crew (that unit) may haul it
//   (gun_moves.h).
// - "For simple play just roll the gun crew leader (or acting leader, if
//   the original is lost) for activation for them to perform standard ...
//   tasks": the gun captain is the unit's leader if fit and within
//   kCrewReach of the gun, else the first fit man of the unit there; his
//   own action (after his action roll) is the crew's task. The crew is the
//   other fit men of the unit within kCrewReach.
// - kSpecial 42 / 43 load canister / grape: a turn of loading (2 half
//   turns toward the gun's time, plus gun_crew_loss half turns a man short
//   of its crew); 44 / 45 quick-load: each success counts double. A quick
//   load must be finished quick, or a normal load action first pays back
//   twice the time quick-loaded ("spend double the time quickloaded to
//   recheck safety"). A loading mistake is cleared by load actions.
// - kSpecial 46 (target, a man to lay on): "Lay loaded gun with cannister
//   1/2" + "Fire gun 1/2": one turn. The cone opens from the gun toward
//   him; every man in it, friend or foe, nearest first, rolls to hit with
//   the captain's artillery skill unless solid terrain shelters him from
//   the gun (line of sight from the gun; men do not stop the shot).
// - Misfires: a quick load whose last action succeeded misfires on a
//   natural 12 on the first to-hit roll; a failed action roll when one more
//   quick action would finish calls a d6, a 6 an immediate misfire check.
#pragma once

#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/artillery_tables.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/scenario/scenario.h"

namespace skirmish::rencounter {

inline constexpr int32_t kSpecialLoadCanister = 42;
inline constexpr int32_t kSpecialLoadGrape = 43;
inline constexpr int32_t kSpecialQuickCanister = 44;
inline constexpr int32_t kSpecialQuickGrape = 45;
inline constexpr int32_t kSpecialFireGun = 46;

// The crew must stand this near the gun (base edge to the gun's spot) to
// serve it; the seed sets no distance (ours: a gun and limber's room).
inline constexpr double kCrewReach = 3.0;

// Guns from the resolved roster (a man carrying a gun row), and each man's
// `artillery` skill. Called once when the game is set up.
void set_up_guns(RencounterState& s, const Scenario& roster);

// The gun captain and the crew around him now.
int gun_captain(const RencounterState& s, int gun);
int crew_present(const RencounterState& s, int gun);
// Man `i` serves the gun: fit, not running, within kCrewReach of it.
bool serves_gun(const RencounterState& s, int gun, int i);
// The gun man `i` captains, or -1.
int gun_of(const RencounterState& s, int i);
// Half turns of loading the gun needs with its crew as it stands.
int gun_load_needed(const RencounterState& s, int gun);

bool gun_action(const Action& a);
std::string gun_action_refusal(const RencounterState& s, const Action& a);
void apply_gun_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events);
// For the AI: load what is sensible; fire at the nearest enemy and at the
// enemy whose cone holds the most enemies and fewest friends.
void add_gun_candidates(const RencounterState& s, int i, std::vector<Action>& out);

// After the gun crew's action rolls: a captain who failed the roll that
// would have finished a quick load risks a misfire (d6 of 6).
void check_quick_load_risk(RencounterState& s, int unit, Dice& dice, EventSink& events);

// The Missfires & accidents table on the gun now; true if a shot under
// way may still go on (only after "somebody got burned").
bool misfire_check(RencounterState& s, int gun, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
