#include "engine/rules/rencounter/wounds.h"

#include <algorithm>

namespace skirmish::rencounter {

std::string_view name_of(WoundLevel level) {
  switch (level) {
    case WoundLevel::kMinor:
      return "minor";
    case WoundLevel::kSerious:
      return "serious";
    case WoundLevel::kCrippling:
      return "crippling";
  }
  return "?";
}

WoundEffect add_wound(Wounds& w, WoundLevel level, const ActionOptions& options) {
  WoundEffect effect;
  effect.points_before = w.points;
  if (is_dead(w)) {
    effect.points_after = w.points;
    return effect;
  }
  // 000 / Wounds: "Wounds are additive"; 000 / Effects of Wounds: dead at 6.
  w.points = std::min(kDeathPoints, w.points + wound_points(level));
  effect.points_after = w.points;
  if (is_dead(w)) {
    effect.killed = true;
    w.in_shock = false;
    return effect;
  }
  // 000 / Wounds: serious and crippling wounds are each "Knocked down and
  // requires 1 successful activation to recover from the shock". The
  // option reads "Two minors equals one serious" as knocking down too.
  bool falls = level != WoundLevel::kMinor;
  if (options.minor_reaching_serious_knocks_down && level == WoundLevel::kMinor &&
      effect.points_before < 2 && w.points >= 2) {
    falls = true;
  }
  if (!falls) return effect;
  // 000 / Wounds / Variable knockdown *optional rule*: only serious wounds
  // get the instant roll; crippling wounds always knock a man down (the
  // rule reaches crippling wounds only for horses).
  if (options.variable_knockdown && level != WoundLevel::kCrippling) {
    effect.knockdown_roll = true;
    return effect;
  }
  knock_down(w);
  effect.knocked_down = true;
  return effect;
}

void kill(Wounds& w) {
  w.points = kDeathPoints;
  w.in_shock = false;
}

void knock_down(Wounds& w) {
  if (!is_dead(w)) w.in_shock = true;
}

bool recover_from_shock(Wounds& w) {
  if (!w.in_shock || is_out_of_action(w)) return false;
  w.in_shock = false;
  return true;
}

double walk_inches(const Wounds& w, double base_inches) {
  return std::max(0.0, base_inches - walk_penalty_inches(w));
}

double crawl_inches(const Wounds& w, double base_inches) {
  return std::max(0.0, base_inches - crawl_penalty_inches(w));
}

double low_crawl_inches(const Wounds& w, double base_inches) {
  return std::max(0.0, base_inches - low_crawl_penalty_inches(w));
}

std::string_view describe_points(int points) {
  if (points <= 0) return "unhurt";
  if (points >= kDeathPoints) return "dead";
  switch (points) {
    case 1:
      return "minor";
    case 2:
      return "serious";
    case 3:
      return "crippling";
    default:
      return "crippling and worse";
  }
}

}  // namespace skirmish::rencounter
