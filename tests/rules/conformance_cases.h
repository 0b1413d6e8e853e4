// The rule sets the conformance suite runs over, each with a scenario to play.
//
// To put a new rule set under the suite, add one line to conformance_cases()
// in conformance_cases.cpp; the suite fails if a registered rule set has no
// line there.
#pragma once

#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "engine/rules/registry.h"

namespace skirmish {

struct ConformanceCase {
  std::string rules;  // name in the registry
  std::function<std::shared_ptr<const Scenario>()> scenario;
  int max_steps = 10000;  // no game may need more decisions than this (stall guard)
  // Options every game of the case is started with (a rule set's variants).
  std::vector<OptionValue> options = {};
  // The case's name in test output; empty: the rule set's name.
  std::string name = {};

  const std::string& display_name() const { return name.empty() ? rules : name; }
};

// GoogleTest prints a case by its name, not as raw bytes.
inline void PrintTo(const ConformanceCase& c, std::ostream* os) {
  *os << c.display_name();
}

// The built-in rule sets plus those that live only in the tests.
Registry conformance_registry();
const std::vector<ConformanceCase>& conformance_cases();

}  // namespace skirmish
