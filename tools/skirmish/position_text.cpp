#include "tools/skirmish/position_text.h"

#include <algorithm>
#include <cstdio>

#include "engine/scenario/deployment.h"

namespace skirmish {

namespace {

std::string padded(std::string s, std::size_t width) {
  if (s.size() < width) s.append(width - s.size(), ' ');
  return s;
}

}  // namespace

std::string figures_text(const GameState& state) {
  const Scenario& s = state.scenario();
  const std::vector<std::string> names = figure_names(s);
  const std::vector<std::string> units = unit_names(s);
  std::size_t name_width = 4;
  for (const std::string& n : names) name_width = std::max(name_width, n.size());
  std::string out;
  const auto& figures = state.figures();
  for (std::size_t i = 0; i < figures.size(); ++i) {
    const Figure& f = figures[i];
    std::string where = s.sides[static_cast<std::size_t>(f.side)].name;
    const auto unit = static_cast<std::size_t>(f.unit);
    if (unit < units.size() && !units[unit].empty()) where.append(", ").append(units[unit]);
    char place[64];
    std::snprintf(place, sizeof place, "(%.1f, %.1f) facing %.0f", f.at.x, f.at.y,
                  static_cast<double>(f.facing));
    out.append("  ").append(padded(i < names.size() ? names[i] : "?", name_width)).append("  ");
    out.append(padded(where, 24)).append("  ").append(padded(place, 26)).append("  ");
    out.append(padded(std::string(name_of(f.posture)), 9)).append("  ");
    out.append(name_of(f.status));
    if (f.mounted) out.append(", mounted");
    out.append("\n");
  }
  return out;
}

std::string position_caption(const GameState& state) {
  std::string s = "Turn ";
  s.append(std::to_string(state.turn()))
      .append(", after ")
      .append(std::to_string(state.actions_applied()))
      .append(state.actions_applied() == 1 ? " decision" : " decisions");
  return s;
}

std::string position_svg(const GameState& state, const std::string& caption,
                         const RenderOptions& options) {
  const std::vector<std::string> names = figure_names(state.scenario());
  const std::vector<std::string> units = unit_names(state.scenario());
  TablePicture picture;
  picture.scenario = &state.scenario();
  picture.figures = state.figures();
  picture.names = names;
  picture.unit_names = units;
  picture.caption = caption;
  return render_svg(picture, options);
}

}  // namespace skirmish
