#include "engine/rules/rencounter/melee_situation.h"

#include <algorithm>

#include "engine/rules/rencounter/melee_options.h"

namespace skirmish::rencounter {

namespace {

// Explains one fighter's faults, each sentence starting with his role.
void check_fighter(const MeleeFighter& f, const char* role, std::string& out) {
  auto fault = [&](const std::string& what) {
    if (!out.empty()) out += "; ";
    out += role;
    out += ' ';
    out += what;
  };
  if (f.weapon.name.empty()) fault("has no melee weapon row");
  if (f.skill < 1 || f.skill > 12) {
    std::string what = "melee skill ";
    what += std::to_string(f.skill);
    what += " is not 1-12";
    fault(what);
  }
  if (f.armor < 0 || f.armor > 4) {
    std::string what = "armor ";
    what += std::to_string(f.armor);
    what += " is not 0-4";
    fault(what);
  }
  if (f.wounds < 0 || f.wounds > 5) {
    std::string what = "has ";
    what += std::to_string(f.wounds);
    what += " wound points; a man fights with 0-5 (6 is dead)";
    fault(what);
  }
  if (f.aggression < 0 || f.aggression > max_aggression(f.skill)) {
    std::string what = "aggression ";
    what += std::to_string(f.aggression);
    what += " is not 0-";
    what += std::to_string(max_aggression(f.skill));
    what += " (skill may be lowered as far as 6)";
    fault(what);
  }
  if (f.shield != ShieldSize::kNone && f.second_weapon) {
    fault("holds both a shield and a second weapon");
  }
}

}  // namespace

std::string_view name_of(ParryModifier m) {
  switch (m) {
    case ParryModifier::kOwnWeapon:
      return "own weapon";
    case ParryModifier::kBareSkill:
      return "bare skill";
    case ParryModifier::kShieldBlocks:
      return "shield blocks";
  }
  return "own weapon";
}

std::string_view name_of(LastShotRule r) {
  switch (r) {
    case LastShotRule::kOff:
      return "off";
    case LastShotRule::kInsteadOfParry:
      return "instead of parry";
    case LastShotRule::kWithParry:
      return "with parry";
  }
  return "off";
}

int max_aggression(int skill) {
  return std::max(0, skill - 6);
}

int usable_aggression(const MeleeFighter& f) {
  return std::clamp(f.aggression, 0, max_aggression(f.skill));
}

bool shield_usable(const MeleeFighter& f) {
  return f.shield != ShieldSize::kNone && f.weapon.use_with_shield;
}

bool second_weapon_usable(const MeleeFighter& f) {
  return f.second_weapon && f.weapon.use_with_shield;
}

std::string check_situation(const MeleeSituation& s) {
  std::string out;
  check_fighter(s.attacker, "the attacker", out);
  check_fighter(s.defender, "the defender", out);
  auto fault = [&](const std::string& what) {
    if (!out.empty()) out += "; ";
    out += what;
  };
  if (s.active_attackers < 1) fault("at least one active attacker is needed (the one striking)");
  if (s.helpers < 0) fault("helpers cannot be negative");
  if (s.outnumbered_by < 0) fault("outnumbering friends cannot be negative");
  if (s.charge_inches < 0) fault("charge speed cannot be negative");
  if (s.attacker_rank < 0) fault("attacker rank cannot be negative");
  if (!s.attacker.weapon.name.empty() && s.attacker_rank >= s.attacker.weapon.ranks) {
    std::string what = "a ";
    what += s.attacker.weapon.name;
    what += " fights from ";
    what += std::to_string(s.attacker.weapon.ranks);
    what += " rank(s), not from rank ";
    what += std::to_string(s.attacker_rank + 1);
    fault(what);
  }
  return out;
}

}  // namespace skirmish::rencounter
