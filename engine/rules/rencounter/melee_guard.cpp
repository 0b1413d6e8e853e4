#include "engine/rules/rencounter/melee_guard.h"

#include <algorithm>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/melee_situation.h"
#include "engine/rules/rencounter/narration.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

}  // namespace

int guard_from_stroke(const MeleeOptions& o, int skill, const StrokeChoice& c) {
  int guard = 0;
  switch (o.aggressive_defence) {
    case AggressiveDefence::kChosen:
      guard = c.guard;
      break;
    case AggressiveDefence::kWithStroke:
      guard = c.aggression;
      break;
    case AggressiveDefence::kOff:
      break;
  }
  // "as far as to skill 6"
  return std::clamp(guard, 0, max_aggression(skill));
}

void take_guard(RencounterState& s, int i, const StrokeChoice& c) {
  ManRecord& m = s.men[at(i)];
  m.kit.guard = static_cast<int8_t>(guard_from_stroke(s.config.melee, m.melee, c));
}

int guard_against(const RencounterState& s, int i, bool from_behind) {
  if (s.config.melee.aggressive_defence == AggressiveDefence::kOff || from_behind || !fit(s, i)) {
    return 0;
  }
  const ManRecord& m = s.men[at(i)];
  return std::clamp(static_cast<int>(m.kit.guard), 0, max_aggression(m.melee));
}

std::string guard_refusal(const RencounterState& s, int i, const StrokeChoice& c) {
  if (c.guard == 0) return "";
  switch (s.config.melee.aggressive_defence) {
    case AggressiveDefence::kOff:
      return "a defender takes no aggression (option aggressive_defence: off)";
    case AggressiveDefence::kWithStroke:
      return "his guard is his stroke's own aggression (option aggressive_defence: with_stroke)";
    case AggressiveDefence::kChosen:
      break;
  }
  const int skill = s.men[at(i)].melee;
  const int most = max_aggression(skill);
  if (c.guard > most) {
    return man_name(s, i) + " may guard with at most " + std::to_string(most) +
           " aggression (melee skill " + std::to_string(skill) +
           " down to 6: 000 / Melee / Situation)";
  }
  return "";
}

int32_t all_out_param(const MeleeOptions& o, int skill) {
  const int most = max_aggression(skill);
  if (o.aggressive_defence != AggressiveDefence::kChosen || most == 0) return 0;
  StrokeChoice c;
  c.aggression = most;
  c.guard = most;
  return stroke_param(c);
}

OptionSpec aggressive_defence_option() {
  return choice_option(
      "aggressive_defence", "chosen", {"chosen", "with_stroke", "off"},
      "how a defender takes aggression against strokes at him: a guard each stroke of his own "
      "chooses (chosen), the aggression of his latest stroke (with_stroke), or none (off); "
      "held until his next stroke",
      "000 / Melee / Situation (Aggressive attack)");
}

AggressiveDefence aggressive_defence_of(const OptionSet& o) {
  if (o.is("aggressive_defence", "off")) return AggressiveDefence::kOff;
  if (o.is("aggressive_defence", "with_stroke")) return AggressiveDefence::kWithStroke;
  return AggressiveDefence::kChosen;
}

std::string_view name_of(AggressiveDefence d) {
  switch (d) {
    case AggressiveDefence::kChosen:
      return "chosen";
    case AggressiveDefence::kWithStroke:
      return "with_stroke";
    case AggressiveDefence::kOff:
      return "off";
  }
  return "chosen";
}

}  // namespace skirmish::rencounter
