// The rule sets this build plays. Adding one is one line here (and its
// folder and tests); see docs/rules-interface.md.
#include "engine/rules/mayhem/mayhem_rules.h"
#include "engine/rules/registry.h"
#include "engine/rules/rencounter/rencounter_rules.h"

namespace skirmish {

void add_builtin_rule_sets(Registry& registry) {
  registry.add(std::make_unique<rencounter::RencounterRules>());
  registry.add(std::make_unique<mayhem::MayhemRules>());
}

}  // namespace skirmish
