#include "tests/rules/conformance_cases.h"

#include "tests/rules/minimal_rules.h"

namespace skirmish {

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
  };
  return cases;
}

}  // namespace skirmish
