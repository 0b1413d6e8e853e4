// Leaving the table across an exit objective (scenario objectives, kind
// `exit`: "get men off the table across the given edge area"). The seed's
// Victory leaves objectives to the scenario; this is how Rencounter plays
// this one:
//
// - kSpecial kSpecialExit with `at` a point on a table edge inside one of
//   his side's exit areas: a man on his feet, fit and not running for good,
//   walks (or runs, if he may: a run over his walk counts against his wind)
//   straight to where his base is flush with the edge there, and steps off.
//   The move is checked like any other (going, blockers, advanced turning).
//   He is taken off the table (status off table) and counts for his side:
//   he is not a loss for morale or the break point.
// - The objective scores its points once a man has left by it (option
//   exit_points: `per_man` scores them for every man).
// - A rider (000 / Movement / Horse) rides there instead, a straight ride
//   checked as any other (speed band, turning, going, blockers) but for its
//   least speed: the edge ends it, as contact ends a charge, and the horse
//   goes on off the table. The ride's tests are taken on the way (woods,
//   steep slopes, jumps: riding.h); a horse that balks, or a rider who falls,
//   stays on the table. His horse leaves with him.
// - A man running for good who ends a fall back at a table edge flees off
//   it (morale_flow.h, mounted_fall_back.h): he is a loss and scores nothing.
#pragma once

#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// Action::param of kSpecial: leave the table by an exit objective at `at`.
inline constexpr int32_t kSpecialExit = 52;

std::string exit_refusal(const RencounterState& s, const Action& a);
void leave_table(RencounterState& s, const Action& a, EventSink& events);
// A rider's exit: the ride to the edge with its dice, then off (riding.h
// hands kSpecialExit here for a man in the saddle).
void ride_off_table(RencounterState& s, const Action& a, Dice& dice, EventSink& events);
// The exits man i can reach this turn.
void add_exit_candidates(const RencounterState& s, int i, std::vector<Action>& out);

// Victory points of exit objective `k` (men who left by it: s.reached[k]).
int exit_objective_points(const RencounterState& s, size_t k);
// The exit objective a legal exit action `a` leaves by, or -1.
int exit_objective_of(const RencounterState& s, const Action& a);
// The victory points leaving by objective `k` adds now: its points, unless
// it scores once and a man has already left by it.
int exit_points_added(const RencounterState& s, int k);

}  // namespace skirmish::rencounter
