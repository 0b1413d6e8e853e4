// Scenarios and helpers for the tests of Rencounter played as a game.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/rencounter/rencounter_rules.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/scenario/scenario.h"

namespace skirmish::rencounter::testing {

// One man of a test scenario.
struct TestMan {
  std::string name;
  Vec2 at;
  int experience = 4;
  std::vector<std::string> weapons;
  int fire = 0;   // 0: the catalog's default (2 x experience)
  int melee = 0;  // 0: the same
};

// Two sides of one unit each (leaders first) on an open 48" x 36" table,
// resolved against the catalog.
std::shared_ptr<const Scenario> two_units(const std::vector<TestMan>& red,
                                          const std::vector<TestMan>& blue,
                                          std::vector<OptionValue> options = {});

// The shipped quick-start scenario (scenarios/default.yaml), resolved.
std::shared_ptr<const Scenario> default_scenario();
// A scenario of scenarios/ by its file name, its roster resolved.
std::shared_ptr<const Scenario> shipped_scenario(const std::string& file);

// Whether the words of any event told so far contain `words`.
bool narrated(const VectorSink& events, const std::string& words);
// Every event's words, a line each: the game as told, for a failure message.
std::string story(const VectorSink& events);

// Plays a random legal game to the end; returns the number of decisions.
int play_random(const RencounterRules& rules, GameState& state, uint64_t seed, EventSink& events);

}  // namespace skirmish::rencounter::testing
