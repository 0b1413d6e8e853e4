// The exact odds the planner queries are built from (planner_queries.h):
// what one shot or one stroke is expected to do to the men it reaches, how a
// collective order's one roll falls on each linked man, and a scratch copy
// of the table for asking "where would he stand, and what would his stroke
// be like, once he got there". Nothing here draws a die or changes the
// state it is given; working vectors are borrowed (scratch_pool.h).
//
// "Out of the fight" (docs/rules/rencounter.md, "What planners are told"):
// a man in the fight now (on his feet, not in shock, not running for good)
// is out of it after a damage result that kills him (struck dead, or his
// wound points reaching 6) or knocks him down in shock (000 / Wounds: a
// serious or crippling wound; two minors reaching a serious only with the
// minor_reaching_serious_knocks_down option; a serious wound only on a
// failed knockdown roll with variable_knockdown). A minor wound that does
// neither leaves him fighting.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/damage.h"
#include "engine/rules/rencounter/melee_choices.h"
#include "engine/rules/rencounter/melee_odds.h"
#include "engine/rules/rencounter/odds.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rencounter/shooting.h"

namespace skirmish::rencounter {

// --- one man struck

// On his feet, not in shock, not running for good: a man who can still be
// put out of the fight.
bool in_the_fight(const RencounterState& s, int i);

// The chance a damage `result` puts man i out of the fight, given the
// wounds he has now; `weapon_damage_modifier` feeds variable knockdown.
// 0 for a man already out of it.
double out_of_fight_chance(const RencounterState& s, int i, WoundResult result,
                           int weapon_damage_modifier);
// The wound points a damage `result` adds to man i (dead: what is left of 6).
int harm_points(const RencounterState& s, int i, WoundResult result);

// What a blow or shot does to the man struck, in expectation.
struct StrikeOdds {
  double struck = 0;  // the chance he is struck at all
  double out = 0;     // the chance he is put out of the fight
  double harm = 0;    // expected wound points
};
// From the chance of each damage result (joint with being struck).
StrikeOdds strike_odds(const RencounterState& s, int i, const std::array<double, kWoundResults>& by,
                       int weapon_damage_modifier);

// --- one shot

// One shot by `shooter` at `target` in `situation`, by odds.h: the target
// (the man: a hit on his horse is not counted against him), and a friend
// of the firer struck in the line of fire or in melee with the target.
struct ShotForecast {
  bool can_fire = false;
  StrikeOdds target;
  StrikeOdds friend_struck;
};
ShotForecast forecast_shot(const RencounterState& s, int shooter, int target, const LosResult& seen,
                           const ShotSituation& situation);

// --- one stroke

// One stroke by `attacker` at `defender` in `situation`, by melee_odds.h,
// with the riposte as strike() (melee_play.cpp) would roll it.
struct StrokeForecast {
  StrikeOdds defender;       // the stroke's hit
  StrikeOdds attacker;       // the riposte's
  double riposte_spent = 0;  // the defender's one riposte of the activation used up
};
StrokeForecast forecast_stroke(const RencounterState& s, int attacker, int defender,
                               const MeleeSituation& situation, bool riposte_used);

// --- the melee to come

// 000 / Melee / One Vs Many: every man of `strikers` (enemies of `figure`
// who could reach him) strikes man `figure` once, standing at `at`, each
// moved into base contact on a scratch copy of the table (his charge over
// the gap, from behind if he starts there), all of them in the gang-up (his
// own unit's men as active attackers, other units' as helpers). Returns the
// sum over the strokes of the chance each puts him out of the fight (his
// riposte changes only the striker's risk, never his own).
double melee_losses_at(const RencounterState& s, int figure, Vec2 at,
                       const std::vector<int16_t>& strikers);

// --- a collective order's roll (000 / Actions; roll_order in unit_orders.cpp)

// Every way the leader's order roll can fall (his die, and a master's
// confirming die): its chance and what it means for each of `men` (leader
// first), as roll_order judges it. Flat, so that a borrowed one is reused
// without allocating.
struct OrderOutcomes {
  size_t men = 0;
  std::vector<double> chance;  // per outcome
  std::vector<uint8_t> acts;   // per outcome and man: 1 if he acts on it
  size_t size() const { return chance.size(); }
  bool acts_on(size_t outcome, size_t man) const { return acts[outcome * men + man] != 0; }
};
// Fills `out` and returns the chance the leader acts (the order is carried
// out at all).
double order_outcomes(const RencounterState& s, const std::vector<int16_t>& men,
                      int order_experience, OrderOutcomes& out);

// --- the table as it would stand

// A copy of `s` for this thread to change (copy_from reuses its memory once
// warmed up). One at a time: the copy is overwritten by the next call.
RencounterState& scratch_copy(const RencounterState& s);

}  // namespace skirmish::rencounter
