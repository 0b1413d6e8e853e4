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

// A Medieval siege (test only, no shipped scenario has a barred door): two
// engines and their crews before a keep whose door is barred (004 /
// Medieval Mayhem / Optional rule for artillery: "vs a door").
constexpr const char* kSiege = R"(name: Siege
rules: mayhem
options: {variant: medieval}
turn_limit: 8
table: {width: 48, depth: 36}
terrain:
  - type: building
    name: Keep
    outline: [[30, 12], [40, 12], [40, 24], [30, 24]]
    openings:
      - {kind: door, at: [30, 18], width: 1.5, barred: true}
      - {kind: door, at: [35, 24], barred: true}
      - {kind: window, at: [30, 14]}
      - {kind: window, at: [30, 22]}
  - {type: wall, name: Hurdle, path: [[18, 20], [21, 20]], height: 1}
sides:
  - name: Besiegers
    units:
      - name: Engines
        figures:
          - {name: Sir Hugh, at: [6, 18], facing: 0, courage: knight, knight: yes, armor: heavy,
             weapons: [Sword, Shield]}
          - {name: Mangonel, at: [10, 18], facing: 0, weapons: [Catapult]}
          - {name: Hob, at: [10, 20], facing: 0, weapons: [Axe]}
          - {name: Dick, at: [10, 16], facing: 0, weapons: [Spear]}
          - {name: Bombard, at: [14, 30], facing: 315, weapons: [Bombard]}
          - {name: Tam, at: [14, 32], facing: 315, weapons: [Mace]}
          - {name: Ned, at: [12, 30], facing: 315, weapons: [Sword]}
          - {name: Piers, at: [20, 24], facing: 0, armor: medium, weapons: [Halberd]}
          - {name: Wat, at: [20, 12], facing: 0, armor: medium, weapons: [Axe]}
  - name: Garrison
    units:
      - name: Keep
        figures:
          - {name: Sir Giles, at: [35, 18], facing: 180, courage: knight, knight: yes,
             armor: heavy, weapons: [Sword, Shield]}
          - {name: Archer Rolf, at: [31, 14], facing: 180, weapons: [Bow, Knife]}
          - {name: Archer Odo, at: [31, 22], facing: 180, weapons: [Bow, Knife]}
          - {name: Guy, at: [36, 21], facing: 180, armor: medium, weapons: [Spear, Shield]}
          - {name: Aubrey, at: [42, 30], facing: 180, armor: light, weapons: [Crossbow, Knife]}
objectives:
  - {name: Take the keep, kind: hold, side: Besiegers, at: [35, 18], radius: 4, points: 2}
)";

std::shared_ptr<const Scenario> mayhem_siege_scenario() {
  LoadResult loaded = load_scenario_text(kSiege, "siege.yaml");
  if (!loaded.ok()) throw std::runtime_error(loaded.error->to_string());
  if (const auto error = resolve_roster(*loaded.scenario, mayhem::mayhem_catalog())) {
    throw std::runtime_error(error->to_string());
  }
  return std::make_shared<const Scenario>(std::move(*loaded.scenario));
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
      // Medieval Mayhem's ambush with horses struck separately (004 / Medieval
      // Mayhem / Horses): the knight's horse or the knight, by blow or missile.
      {"mayhem",
       &mayhem_ambush_scenario,
       6000,
       {{"horses_struck_separately", "on", {}}},
       "mayhem_horses"},
      // Medieval Mayhem's engines before a keep with barred doors.
      {"mayhem", &mayhem_siege_scenario, 6000, {}, "mayhem_siege"},
  };
  return cases;
}

}  // namespace skirmish
