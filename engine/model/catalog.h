// What a rule set lets a scenario say about its men: which ratings
// ("stats") a figure has, their ranges and defaults, and which weapon names
// exist. The scenario loader is generic and keeps every stat and weapon as
// written; the rule set's catalog then checks them (see validate_roster in
// engine/scenario/roster_check.h) so a typo is reported with its file line.
//
// A catalog is plain data, built once per rule set from that rule set's own
// tables (e.g. rencounter_catalog() in engine/rules/rencounter/).
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace skirmish {

// One rating a figure may carry, e.g. Rencounter's experience 1-6.
struct StatRule {
  std::string name;     // the key written in the scenario (`experience: 5`)
  std::string meaning;  // one line for people: what the number does
  int min = 0;          // smallest legal value
  int max = 0;          // largest legal value
  bool required = false;
  // When not required and not written: default_from (another stat of the
  // same figure) * default_scale + default_offset, clamped to [min, max];
  // or default_value when default_from is empty.
  int default_value = 0;
  std::string default_from;
  int default_scale = 1;
  int default_offset = 0;
  // Words a scenario may write instead of the number (`experience: veteran`),
  // each with the value it stands for; the first word for a value is the one
  // used in messages.
  std::vector<std::pair<std::string, int>> words;

  // The value for a word, compared without case; nullopt if no such word.
  std::optional<int> value_of_word(std::string_view word) const;
  // "a whole number from 1 to 6 (or scum, raw, green, average, veteran, master)".
  std::string expectation() const;
};

// A weapon name a scenario may use, with the other spellings accepted for it.
struct WeaponName {
  std::string name;                  // as in the rule set's table
  std::vector<std::string> aliases;  // e.g. "Bayonet" for "Spear/Bayonet"
};

struct Catalog {
  std::string rules;  // rule set name, as written in a scenario's `rules:`
  std::vector<StatRule> stats;
  std::vector<WeaponName> weapons;

  const StatRule* find_stat(std::string_view name) const;
  // The table name of a weapon, matching without case, spacing or '_'/'-'
  // differences, and through aliases; nullopt if unknown.
  std::optional<std::string> find_weapon(std::string_view name) const;
  // Table names a misspelt weapon name was probably meant to be (may be empty).
  std::vector<std::string> near_weapons(std::string_view name) const;
  std::vector<std::string> stat_names() const;
  std::vector<std::string> weapon_names() const;
};

}  // namespace skirmish
