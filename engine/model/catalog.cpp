#include "engine/model/catalog.h"

#include "engine/model/spelling.h"

namespace skirmish {

std::optional<int> StatRule::value_of_word(std::string_view word) const {
  const std::string w = normalised_name(word);
  for (const auto& [text, value] : words) {
    if (normalised_name(text) == w) return value;
  }
  return std::nullopt;
}

std::string StatRule::expectation() const {
  std::string out = "a whole number from " + std::to_string(min) + " to " + std::to_string(max);
  if (!words.empty()) {
    out += " (or ";
    for (size_t i = 0; i < words.size(); ++i) {
      if (i > 0) out += ", ";
      out += words[i].first;
    }
    out += ")";
  }
  return out;
}

const StatRule* Catalog::find_stat(std::string_view name) const {
  for (const StatRule& s : stats) {
    if (s.name == name) return &s;
  }
  return nullptr;
}

std::optional<std::string> Catalog::find_weapon(std::string_view name) const {
  const std::string n = normalised_name(name);
  for (const WeaponName& w : weapons) {
    if (normalised_name(w.name) == n) return w.name;
    for (const std::string& a : w.aliases) {
      if (normalised_name(a) == n) return w.name;
    }
  }
  return std::nullopt;
}

std::vector<std::string> Catalog::near_weapons(std::string_view name) const {
  // Search table names and aliases, answer with table names, each once.
  std::vector<std::string> spellings;
  std::vector<std::string> owner;
  for (const WeaponName& w : weapons) {
    spellings.push_back(w.name);
    owner.push_back(w.name);
    for (const std::string& a : w.aliases) {
      spellings.push_back(a);
      owner.push_back(w.name);
    }
  }
  std::vector<std::string> out;
  for (const std::string& s : near_matches(name, spellings, spellings.size())) {
    for (size_t i = 0; i < spellings.size(); ++i) {
      if (spellings[i] != s) continue;
      bool seen = false;
      for (const std::string& o : out) seen = seen || o == owner[i];
      if (!seen && out.size() < 3) out.push_back(owner[i]);
      break;
    }
  }
  return out;
}

std::vector<std::string> Catalog::stat_names() const {
  std::vector<std::string> out;
  for (const StatRule& s : stats) out.push_back(s.name);
  return out;
}

std::vector<std::string> Catalog::weapon_names() const {
  std::vector<std::string> out;
  for (const WeaponName& w : weapons) out.push_back(w.name);
  return out;
}

}  // namespace skirmish
