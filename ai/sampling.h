// Trying an action on a scratch copy with the planner's own seeded dice:
// what a planner falls back on when the rule set cannot forecast an action
// (Rules::forecast says "nothing known"), and all the greedy baseline does.
//
// Every try of every action of one decision uses the same dice streams
// (try k of any action rolls from the same seed): common random numbers, so
// two actions are compared on the same luck and the ranking is not noise.
// The seeds come from the game's seed, the side and the decisions made so
// far, so a resumed game plans exactly as the uninterrupted one did.
#pragma once

#include <cstdint>

#include "engine/rules/forecast.h"
#include "engine/rules/rules.h"

namespace skirmish::ai {

// The base seed of one decision's streams for `side` (a fresh stream per
// decision, as tools' random player makes).
uint64_t decision_seed(uint64_t seed, int side, uint64_t decisions_so_far);
// The dice seed of try `k` of a decision.
uint64_t try_seed(uint64_t decision_seed, int k);

// The fraction of `side`'s men still fighting minus the enemies' fraction,
// -1..1: the crudest measure of how a fight stands, read from the figures
// every rule set shares (Figure::status).
double men_standing(const GameState& state, int side);

// What `tries` tries of an action brought about, averaged.
struct SampledOutcome {
  bool ok = false;          // false when the rule set refused the action in the view
  double outlook = 0;       // mean Rules::evaluate for the side afterwards
  double standing = 0;      // mean men_standing afterwards
  double enemy_losses = 0;  // mean enemy men who stopped fighting
  double own_losses = 0;    // mean own men who stopped fighting
};

// Whether a first try that rolled no dice is taken for every try. Nothing
// of it was left to chance, so every other try, from the same view, comes
// out the same (kTakenForAll, the same sums bit for bit); kAllPlayed plays
// them all, for tests of that shortcut.
enum class DiceFreeTries { kTakenForAll, kAllPlayed };

// Applies `action` `tries` times to `scratch` (refilled from `view` each
// time) with SeededDice(try_seed(base, k)) and a null sink. If `moves` is
// given, it is filled with the side's men the first try moved, and where to.
void sample_action(const Rules& rules, const GameState& view, int side, const Action& action,
                   int tries, uint64_t base, GameState& scratch, SampledOutcome& out,
                   std::vector<ForecastMove>* moves = nullptr,
                   DiceFreeTries dice_free = DiceFreeTries::kTakenForAll);

// A forecast built from sampling, for a rule set that cannot give one:
// losses are the sampled means (so carried_out stays 1: failed tries are
// already in the means), harm is unknown (0), moves are the first try's.
void sampled_forecast(const SampledOutcome& sampled, Forecast& out);

}  // namespace skirmish::ai
