// What the planner tests share: the two rule sets they run on (the minimal
// one from tests/rules and Rencounter), scenarios loaded and settled for
// play, and a loop that plays a game with one planner a side.
#pragma once

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ai/planner.h"
#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/catalogs.h"
#include "engine/rules/registry.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tests/rules/minimal_rules.h"

namespace skirmish::ai_test {

inline const Registry& registry() {
  static const Registry r = [] {
    Registry out;
    add_builtin_rule_sets(out);
    out.add(std::make_unique<minimal::MinimalRules>());
    return out;
  }();
  return r;
}

inline std::string source_path(const std::string& relative) {
  return std::string(SKIRMISH_SOURCE_DIR) + "/" + relative;
}

// A scenario file loaded, its roster settled against its rule set's catalog;
// fails the test (and returns nullptr) on any error.
inline std::shared_ptr<const Scenario> load_playable(const std::string& path) {
  LoadResult loaded = load_scenario(path);
  if (!loaded.ok()) {
    ADD_FAILURE() << loaded.error->to_string();
    return nullptr;
  }
  Scenario s = std::move(*loaded.scenario);
  const Catalog* catalog = builtin_catalog(s.rules);
  if (catalog) {
    if (auto e = resolve_roster(s, *catalog)) {
      ADD_FAILURE() << e->to_string();
      return nullptr;
    }
  }
  return std::make_shared<const Scenario>(std::move(s));
}

struct Table {
  const Rules* rules = nullptr;
  std::shared_ptr<const Scenario> scenario;
  std::unique_ptr<GameState> opening;
};

inline Table minimal_table() {
  Table t;
  t.rules = &registry().get("minimal");
  t.scenario = minimal::minimal_scenario();
  t.opening = t.rules->new_game(t.scenario);
  return t;
}

inline Table scenario_table(const std::string& relative) {
  Table t;
  t.scenario = load_playable(source_path(relative));
  if (!t.scenario) return t;
  t.rules = &registry().get(t.scenario->rules);
  t.opening = t.rules->new_game(t.scenario);
  return t;
}

// Called after each decision with the state before it, the side and the plan.
using PlanCheck = std::function<void(const GameState&, int, const ai::PlanResult&)>;

// Plays `state` on with planners[side] choosing, the game's dice seeded
// with `dice_seed`, for at most `max_decisions`; returns decisions made.
inline int play(const Rules& rules, GameState& state, ai::Planner* planners[2], uint64_t dice_seed,
                int max_decisions, const PlanCheck& check = {}) {
  SeededDice dice(dice_seed);
  ai::PlanResult plan;
  int made = 0;
  for (; made < max_decisions; ++made) {
    const Decision d = rules.next_decision(state);
    if (d.game_over()) break;
    planners[d.side]->plan(rules, state, d.side, plan);
    if (check) check(state, d.side, plan);
    rules.apply(state, plan.chosen, dice, null_sink());
  }
  return made;
}

// Brings the game to the first decision of `side` that `wanted` accepts.
// The enemy takes the first choice offered each time (it holds, in the rule
// sets here, so the situation stays as the fixture set it); `side` takes,
// of the choices that lead toward it, one that makes the next decision
// wanted, trying a few seeded dice for each, else the first offered. The
// planner under test plans only the decision `wanted` accepts.
template <class Wanted>
bool bring_to(Table& t, int side, Wanted wanted) {
  std::vector<Action> legal;
  std::unique_ptr<GameState> trial = t.opening->clone();
  SeededDice dice(1);
  for (int i = 0; i < 60; ++i) {
    const Decision d = t.rules->next_decision(*t.opening);
    if (d.game_over()) return false;
    if (d.side == side && wanted(*t.opening, d)) return true;
    t.rules->legal_actions(*t.opening, legal);
    bool steered = false;
    for (std::size_t a = 0; a < legal.size() && d.side == side && !steered; ++a) {
      for (uint64_t seed = 1; seed <= 20 && !steered; ++seed) {
        trial->copy_from(*t.opening);
        SeededDice try_dice(seed);
        t.rules->apply(*trial, legal[a], try_dice, null_sink());
        const Decision next = t.rules->next_decision(*trial);
        if (next.side == side && wanted(*trial, next)) {
          t.opening->copy_from(*trial);
          steered = true;
        }
      }
    }
    if (!steered) t.rules->apply(*t.opening, legal.front(), dice, null_sink());
  }
  return false;
}

}  // namespace skirmish::ai_test
