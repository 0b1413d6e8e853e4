#include "tests/rules/rencounter/rencounter_game_support.h"

#include <stdexcept>

#include "engine/core/random.h"
#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"

namespace skirmish::rencounter::testing {

namespace {

UnitSpec unit_of(const std::string& name, const std::vector<TestMan>& men, double facing) {
  UnitSpec u;
  u.name = name;
  for (const TestMan& m : men) {
    FigureSpec f;
    f.name = m.name;
    f.at = m.at;
    f.facing = facing;
    f.stats.push_back({"experience", m.experience, "", {}});
    if (m.fire > 0) f.stats.push_back({"fire", m.fire, "", {}});
    if (m.melee > 0) f.stats.push_back({"melee", m.melee, "", {}});
    for (const std::string& w : m.weapons) f.weapons.push_back({w, true, -1, {}});
    u.figures.push_back(f);
  }
  if (!men.empty()) u.leader = men.front().name;
  return u;
}

}  // namespace

std::shared_ptr<const Scenario> two_units(const std::vector<TestMan>& red,
                                          const std::vector<TestMan>& blue,
                                          std::vector<OptionValue> options) {
  auto field = std::make_shared<Battlefield>();
  field->table = {48, 36};
  Scenario s;
  s.file = "test.yaml";
  s.name = "test";
  s.rules = "rencounter";
  s.turn_limit = 10;
  s.options = std::move(options);
  s.battlefield = field;
  s.sides.push_back({"Red", "#c03030", {unit_of("Red section", red, 90)}, {}, {}});
  s.sides.push_back({"Blue", "#3030c0", {unit_of("Blue section", blue, 270)}, {}, {}});
  if (const auto error = resolve_roster(s, rencounter_catalog())) {
    throw std::runtime_error(error->to_string());
  }
  return std::make_shared<const Scenario>(std::move(s));
}

std::shared_ptr<const Scenario> default_scenario() {
  return shipped_scenario("default.yaml");
}

std::shared_ptr<const Scenario> shipped_scenario(const std::string& file) {
  LoadResult loaded = load_scenario(std::string(SKIRMISH_SOURCE_DIR "/scenarios/") + file);
  if (!loaded.ok()) throw std::runtime_error(loaded.error->to_string());
  if (const auto error = resolve_roster(*loaded.scenario, rencounter_catalog())) {
    throw std::runtime_error(error->to_string());
  }
  return std::make_shared<const Scenario>(std::move(*loaded.scenario));
}

bool narrated(const VectorSink& events, const std::string& words) {
  for (const Event& e : events.events) {
    if (e.text.find(words) != std::string::npos) return true;
  }
  return false;
}

std::string story(const VectorSink& events) {
  std::string t;
  for (const Event& e : events.events) t.append(e.text).append("\n");
  return t;
}

int play_random(const RencounterRules& rules, GameState& state, uint64_t seed, EventSink& events) {
  SeededDice dice(seed);
  Xoshiro256 chooser(seed ^ 0x9e3779b97f4a7c15ULL);
  std::vector<Action> actions;
  int steps = 0;
  while (!rules.next_decision(state).game_over() && steps < 100000) {
    rules.legal_actions(state, actions);
    if (actions.empty()) throw std::logic_error("no legal action before the end");
    rules.apply(state, actions[chooser.below(actions.size())], dice, events);
    ++steps;
  }
  return steps;
}

}  // namespace skirmish::rencounter::testing
