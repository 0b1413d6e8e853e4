#include "engine/scenario/roster_check.h"

#include <algorithm>
#include <string>

#include "engine/model/spelling.h"

namespace skirmish {

namespace {

std::string figure_path(size_t side, size_t unit, size_t figure) {
  return "sides[" + std::to_string(side) + "].units[" + std::to_string(unit) + "].figures[" +
         std::to_string(figure) + "]";
}

std::string stat_list(const Catalog& c) {
  std::string out;
  for (const StatRule& r : c.stats) out += (out.empty() ? "" : ", ") + r.name;
  return out;
}

// Checks one figure and settles it in place (the caller works on a copy).
std::optional<ScenarioError> settle_figure(FigureSpec& fig, const std::string& path,
                                           const Catalog& c) {
  for (StatValue& s : fig.stats) {
    const std::string field = path + "." + s.name;
    const StatRule* rule = c.find_stat(s.name);
    if (rule == nullptr) {
      std::string message = "unknown stat for " + c.rules;
      const std::vector<std::string> near = near_matches(s.name, c.stat_names(), 1);
      if (!near.empty()) message += "; did you mean \"" + near.front() + "\"?";
      return error_at(s.where, field, message + " The stats are " + stat_list(c));
    }
    if (!s.word.empty()) {
      const std::optional<int> v = rule->value_of_word(s.word);
      if (!v) {
        return error_at(s.where, field,
                        "expected " + rule->expectation() + ", found \"" + s.word + "\"");
      }
      s.value = *v;
      s.word.clear();
    }
    if (s.value < rule->min || s.value > rule->max) {
      return error_at(s.where, field,
                      "expected " + rule->expectation() + ", found " + std::to_string(s.value));
    }
  }
  const auto value_of = [&fig](const std::string& name) -> const StatValue* {
    for (const StatValue& s : fig.stats) {
      if (s.name == name) return &s;
    }
    return nullptr;
  };
  for (const StatRule& rule : c.stats) {
    if (value_of(rule.name) != nullptr) continue;
    if (rule.required) {
      return error_at(fig.where, path + "." + rule.name,
                      "missing stat; every " + c.rules + " figure needs `" + rule.name + ":`, " +
                          rule.expectation());
    }
    int v = rule.default_value;
    if (!rule.default_from.empty()) {
      const StatValue* from = value_of(rule.default_from);
      v = from == nullptr ? rule.default_value
                          : from->value * rule.default_scale + rule.default_offset;
    }
    fig.stats.push_back({rule.name, std::clamp(v, rule.min, rule.max), "", fig.where});
  }
  for (size_t w = 0; w < fig.weapons.size(); ++w) {
    WeaponEntry& entry = fig.weapons[w];
    const std::optional<std::string> name = c.find_weapon(entry.name);
    if (name) {
      entry.name = *name;
      continue;
    }
    std::string message = "unknown weapon \"" + entry.name + "\" for " + c.rules;
    const std::vector<std::string> near = c.near_weapons(entry.name);
    if (!near.empty()) {
      message += "; did you mean " + quoted_list(near) + "?";
    } else {
      message += "; the weapons are " + quoted_list(c.weapon_names(), "and");
    }
    return error_at(entry.where, path + ".weapons[" + std::to_string(w) + "]", message);
  }
  return std::nullopt;
}

}  // namespace

std::optional<ScenarioError> resolve_roster(Scenario& scenario, const Catalog& catalog) {
  if (normalised_name(scenario.rules) != normalised_name(catalog.rules)) {
    return ScenarioError{scenario.file, 0, 0, "rules",
                         "the scenario is for \"" + scenario.rules + "\", checked against the " +
                             catalog.rules + " catalog"};
  }
  std::vector<SideSpec> sides = scenario.sides;
  for (size_t s = 0; s < sides.size(); ++s) {
    for (size_t u = 0; u < sides[s].units.size(); ++u) {
      for (size_t f = 0; f < sides[s].units[u].figures.size(); ++f) {
        if (auto e = settle_figure(sides[s].units[u].figures[f], figure_path(s, u, f), catalog)) {
          return e;
        }
      }
    }
  }
  scenario.sides = std::move(sides);
  return std::nullopt;
}

std::optional<ScenarioError> validate_roster(const Scenario& scenario, const Catalog& catalog) {
  Scenario copy = scenario;
  return resolve_roster(copy, catalog);
}

}  // namespace skirmish
