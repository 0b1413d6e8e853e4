#include "tests/rules/conformance_cases.h"

#include "engine/rules/mayhem/mayhem_catalog.h"
#include "engine/rules/rencounter/rencounter_catalog.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"
#include "tests/rules/minimal_rules.h"

namespace skirmish {

namespace {
std::shared_ptr<const Scenario> settled(const char* file, const Catalog& catalog) {
  LoadResult loaded = load_scenario(file);
  if (!loaded.ok()) throw std::runtime_error(loaded.error->to_string());
  if (const auto error = resolve_roster(*loaded.scenario, catalog)) {
    throw std::runtime_error(error->to_string());
  }
  return std::make_shared<const Scenario>(std::move(*loaded.scenario));
}

std::shared_ptr<const Scenario> mayhem_raid_scenario() {
  return settled(SKIRMISH_SOURCE_DIR "/scenarios/mayhem_stockade_raid.yaml",
                 mayhem::mayhem_catalog());
}

std::shared_ptr<const Scenario> mayhem_ambush_scenario() {
  return settled(SKIRMISH_SOURCE_DIR "/scenarios/mayhem_forest_ambush.yaml",
                 mayhem::mayhem_catalog());
}

std::shared_ptr<const Scenario> rencounter_default_scenario() {
  LoadResult loaded = load_scenario(SKIRMISH_SOURCE_DIR "/scenarios/default.yaml");
  if (!loaded.ok()) throw std::runtime_error(loaded.error->to_string());
  if (const auto error = resolve_roster(*loaded.scenario, rencounter_catalog())) {
    throw std::runtime_error(error->to_string());
  }
  return std::make_shared<const Scenario>(std::move(*loaded.scenario));
}
}  // namespace

Registry conformance_registry() {
  Registry registry;
  add_builtin_rule_sets(registry);
  registry.add(std::make_unique<minimal::MinimalRules>());
  return registry;
}

const std::vector<ConformanceCase>& conformance_cases() {
  static const std::vector<ConformanceCase> cases = {
      // 8 turns x 6 men: at most 48 activations.
      {"minimal", &minimal::minimal_scenario, 60},
      // The shipped quick-start scenario, 12 turns of 7 units: a few thousand decisions at most.
      {"rencounter", &rencounter_default_scenario, 6000},
      // Every order of units Rencounter offers (000 / Order of Units; 002 Type III).
      {"rencounter",
       &rencounter_default_scenario,
       8000,
       {{"held_cards", "on", {}}},
       "rencounter_held_cards"},
      {"rencounter",
       &rencounter_default_scenario,
       6000,
       {{"activation", "dice_and_markers", {}}},
       "rencounter_dice_and_markers"},
      {"rencounter",
       &rencounter_default_scenario,
       6000,
       {{"activation", "dice_and_counters", {}}},
       "rencounter_dice_and_counters"},
      {"rencounter",
       &rencounter_default_scenario,
       8000,
       {{"activation", "initiative", {}}},
       "rencounter_initiative"},
      // Musket Mayhem's raid: 10 turns of 21 men moving, shooting and fighting.
      {"mayhem", &mayhem_raid_scenario, 6000, {}, "mayhem_musket"},
      // Medieval Mayhem's ambush, with both optional rules on.
      {"mayhem",
       &mayhem_ambush_scenario,
       6000,
       {{"massed_bowmen", "on", {}}, {"schiltron", "on", {}}},
       "mayhem_medieval"},
  };
  return cases;
}

}  // namespace skirmish
