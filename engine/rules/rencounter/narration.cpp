#include "engine/rules/rencounter/narration.h"

#include <cstdio>

#include "engine/rules/game_state.h"

namespace skirmish::rencounter {

std::string man_name(const RencounterState& s, int figure) {
  return figure_name(s.scenario(), figure);
}

std::string unit_name(const RencounterState& s, int unit) {
  int u = 0;
  for (const SideSpec& side : s.scenario().sides) {
    for (const UnitSpec& spec : side.units) {
      if (u++ == unit)
        return spec.name.empty() ? std::string("unit ") + std::to_string(unit) : spec.name;
    }
  }
  return std::string("unit ") + std::to_string(unit);
}

std::string side_name(const RencounterState& s, int side) {
  const auto& sides = s.scenario().sides;
  if (side < 0 || side >= static_cast<int>(sides.size())) return "nobody";
  return sides[static_cast<size_t>(side)].name;
}

std::string inches_text(double inches) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f\"", inches);
  return buf;
}

std::string signed_text(int v) {
  std::string out = v > 0 ? "+" : "";
  out.append(std::to_string(v));
  return out;
}

}  // namespace skirmish::rencounter
