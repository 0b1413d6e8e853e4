// The rule sets this build plays. Adding one is one line here (and its
// folder and tests); see docs/rules-interface.md.
#include "engine/rules/registry.h"

namespace skirmish {

void add_builtin_rule_sets(Registry& registry) {
  // The first real rule set registers here, e.g.
  //   registry.add(std::make_unique<rencounter::RencounterRules>());
  (void)registry;
}

}  // namespace skirmish
