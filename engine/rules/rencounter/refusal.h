// Checks that judge with or without words (the `judge_*(…, std::string* why)`
// pattern): candidate generation and apply ask only whether, many times, and
// must not pay for a reason nobody reads; a person's check asks why.
#pragma once

#include <string>

#include "engine/rules/rules.h"

namespace skirmish::rencounter {

// Refuses, putting the reason into `why` only when someone will read it.
template <class Words>
bool refused(std::string* why, Words words) {
  if (why) *why = words();
  return false;
}

// A check's refusal (CheckResult), in words only when `explain`.
template <class Words>
CheckResult refusal(bool explain, Words words) {
  return CheckResult::illegal(explain ? std::string(words()) : std::string());
}

}  // namespace skirmish::rencounter
