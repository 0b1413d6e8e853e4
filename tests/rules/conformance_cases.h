// The rule sets the conformance suite runs over, each with a scenario to play.
//
// To put a new rule set under the suite, add one line to conformance_cases()
// in conformance_cases.cpp; the suite fails if a registered rule set has no
// line there.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/rules/registry.h"

namespace skirmish {

struct ConformanceCase {
  std::string rules;  // name in the registry
  std::function<std::shared_ptr<const Scenario>()> scenario;
  int max_steps = 10000;  // no game may need more decisions than this (stall guard)
};

// The built-in rule sets plus those that live only in the tests.
Registry conformance_registry();
const std::vector<ConformanceCase>& conformance_cases();

}  // namespace skirmish
