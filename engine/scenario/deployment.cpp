#include "engine/scenario/deployment.h"

namespace skirmish {

std::vector<Figure> deployed_figures(const Scenario& scenario) {
  std::vector<Figure> out;
  out.reserve(static_cast<size_t>(scenario.figure_count()));
  int16_t unit = 0;
  for (size_t s = 0; s < scenario.sides.size(); ++s) {
    for (const UnitSpec& u : scenario.sides[s].units) {
      for (const FigureSpec& f : u.figures) {
        Figure fig;
        fig.at = f.at;
        fig.facing = static_cast<float>(f.facing);
        fig.base_radius = static_cast<float>(f.base_radius);
        fig.side = static_cast<int16_t>(s);
        fig.unit = unit;
        fig.posture = f.posture;
        fig.mounted = f.mounted;
        out.push_back(fig);
      }
      ++unit;
    }
  }
  return out;
}

std::vector<std::string> figure_names(const Scenario& scenario) {
  std::vector<std::string> out;
  for (const SideSpec& s : scenario.sides) {
    for (const UnitSpec& u : s.units) {
      for (const FigureSpec& f : u.figures) out.push_back(f.name);
    }
  }
  return out;
}

std::vector<std::string> unit_names(const Scenario& scenario) {
  std::vector<std::string> out;
  for (const SideSpec& s : scenario.sides) {
    for (const UnitSpec& u : s.units) out.push_back(u.name);
  }
  return out;
}

}  // namespace skirmish
