#include "engine/rules/registry.h"

#include <algorithm>

namespace skirmish {

void Registry::add(std::unique_ptr<Rules> rules) {
  if (!rules) throw RulesError("cannot register a missing rule set");
  const std::string name(rules->name());
  if (name.empty()) throw RulesError("cannot register a rule set with an empty name");
  if (find(name)) throw RulesError("a rule set named '" + name + "' is already registered");
  rule_sets_.push_back(std::move(rules));
}

const Rules* Registry::find(std::string_view name) const {
  for (const auto& r : rule_sets_) {
    if (r->name() == name) return r.get();
  }
  return nullptr;
}

const Rules& Registry::get(std::string_view name) const {
  if (const Rules* r = find(name)) return *r;
  std::string known;
  for (const auto& n : names()) known += (known.empty() ? "" : ", ") + n;
  throw UnknownRuleSet("unknown rule set '" + std::string(name) +
                       "'; known rule sets: " + (known.empty() ? "(none)" : known));
}

std::vector<std::string> Registry::names() const {
  std::vector<std::string> out;
  out.reserve(rule_sets_.size());
  for (const auto& r : rule_sets_) out.emplace_back(r->name());
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace skirmish
