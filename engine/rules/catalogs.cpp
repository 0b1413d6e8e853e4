#include "engine/rules/catalogs.h"

#include <algorithm>

#include "engine/rules/mayhem/mayhem_catalog.h"
#include "engine/rules/rencounter/rencounter_catalog.h"

namespace skirmish {
namespace {

// One line per rule set, added with the rule set (STYLE / habit 1).
const std::vector<const Catalog*>& all_catalogs() {
  static const std::vector<const Catalog*> catalogs = {&rencounter_catalog(),
                                                       &mayhem::mayhem_catalog()};
  return catalogs;
}

}  // namespace

const Catalog* builtin_catalog(std::string_view rules) {
  for (const Catalog* c : all_catalogs()) {
    if (c->rules == rules) return c;
  }
  return nullptr;
}

std::vector<std::string> builtin_catalog_names() {
  std::vector<std::string> names;
  for (const Catalog* c : all_catalogs()) names.push_back(c->rules);
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace skirmish
