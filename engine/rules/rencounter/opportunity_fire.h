// 000 / Fire Combat / Opportunity Fire (optional rule): "As an alternative to
// a normal action, a figure can take aim at an area ... If any enemy enters
// the area targeted, the figure may shoot him if he succeeds at an
// 'opportunity fire action roll' which he attempts immediately. He may only
// attempt one such opportunity fire between each activation of his unit."
//
// The aim is Action kSpecial with param kSpecialWatch and `at` the centre of
// a circle (`opportunity_circle`, 4" across by default). When an enemy's own
// move, step before a shot, or charge would carry his base centre into the
// circle, he stops on its edge and the watcher's side is asked
// (DecisionKind::kReaction): kReact fires, kPass lets him go by. Then the rest
// of the move is carried out, perhaps into another watcher's circle.
#pragma once

#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rules.h"

namespace skirmish::rencounter {

// Action::param of kSpecial: aim at an area (never renumber; 1 is aim, and
// low numbers are taken by orders and riding: see rencounter_state.h).
inline constexpr int32_t kSpecialWatch = 10;
// Action::param of kReact: the opportunity shot.
inline constexpr int32_t kReactOpportunityShot = 1;

// Taking aim at an area: "" or why not; carrying it out; a few offers.
std::string watch_refusal(const RencounterState& s, const Action& a);
void apply_watch(RencounterState& s, const Action& a, EventSink& events);
void add_watch_candidates(const RencounterState& s, int i, std::vector<Action>& out);

// Before a man's own action: if its move enters a watched circle he stops
// at its edge and a reaction waits (true); otherwise nothing happens.
bool interrupt_for_watchers(RencounterState& s, const Action& a, EventSink& events);

// The reaction decision waiting, its choices, and their check.
Decision reaction_decision(const RencounterState& s);
void add_reaction_actions(const RencounterState& s, std::vector<Action>& out);
CheckResult check_reaction(const RencounterState& s, const Action& a);

// The first watcher whose circle a move by `mover` from `from` to `to`
// enters (skipping those already offered a shot in `r`), and where; -1 if
// none. Stopping him there (placed at `entry`, facing his way) and asking
// the watcher's side.
int first_watcher_on(const RencounterState& s, int mover, Vec2 from, Vec2 to,
                     const PendingReaction& r, Vec2& entry);
void stop_for_watcher(RencounterState& s, int w, int mover, Vec2 from, Vec2 entry,
                      EventSink& events);
// Carries out the watcher's choice (the shot, or holding fire) and ends
// his part; true when the mover may go on (not struck down or flinching).
bool answer_reaction(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

// Carries out the watcher's choice, then the rest of the mover's action
// unless another watcher stops him. True when the mover's action is over.
bool resolve_reaction(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
