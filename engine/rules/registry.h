// The rule sets a program knows, by name.
//
// Rule sets are added explicitly (STYLE / Avoid: static self-registration the
// linker can drop), usually by add_builtin_rule_sets; a test adds its own.
// Asking for an unknown name fails loudly and lists the names it knows.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rules/rules.h"

namespace skirmish {

class UnknownRuleSet : public RulesError {
 public:
  using RulesError::RulesError;
};

class Registry {
 public:
  // Adds a rule set under its name(); RulesError if the name is taken or empty.
  void add(std::unique_ptr<Rules> rules);

  // The rule set called `name`; UnknownRuleSet listing the known names if none.
  const Rules& get(std::string_view name) const;
  // The rule set called `name`, or nullptr.
  const Rules* find(std::string_view name) const;
  // Known names, sorted.
  std::vector<std::string> names() const;
  bool empty() const { return rule_sets_.empty(); }

 private:
  std::vector<std::unique_ptr<Rules>> rule_sets_;
};

// Adds every rule set this build plays (engine/rules/builtin.cpp).
void add_builtin_rule_sets(Registry& registry);

}  // namespace skirmish
