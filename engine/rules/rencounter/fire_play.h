// Where the fire rules beyond one plain shot join the sequence of play: the
// opportunity-fire reaction (opportunity_fire.h), follow-up shots and special
// loads (repeaters.h), aiming at an area, and the observation checks
// (observation.h). RencounterRules asks these first and falls back to the
// ordinary figure actions (figure_actions.h) when they do not apply.
#pragma once

#include <optional>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rules.h"

namespace skirmish::rencounter {

// An opportunity-fire reaction waits for a decision.
bool reaction_waiting(const RencounterState& s);

// The actions for decision `d` when these rules own it (true), else false.
bool add_fire_play_actions(const RencounterState& s, const Decision& d, std::vector<Action>& out);
// After the ordinary candidates: the extra choices (aim at an area, special
// loads), and no target a side has not seen.
void adjust_figure_candidates(const RencounterState& s, int i, std::vector<Action>& out);
void drop_unseen_targets(const RencounterState& s, std::vector<Action>& out);

// A verdict when these rules own the action; nullopt to check it as usual.
std::optional<CheckResult> check_fire_play(const RencounterState& s, const Decision& d,
                                           const Action& a);

// Carries out the deciding man's action (phase kFigures), or the reaction,
// and moves the queue on when he is done.
void play_figure_step(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

// A man's own action once opportunity fire has let him go: the running
// throw (running_throw.h), or any of figure_actions.h.
void apply_own_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

// Observation's bookkeeping around any action (reveals, sightings).
void before_any_action(const RencounterState& s, ActionSnapshot& snapshot);
void after_any_action(RencounterState& s, const ActionSnapshot& snapshot, const Action& a,
                      EventSink& events);

}  // namespace skirmish::rencounter
