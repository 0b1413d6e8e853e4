#include "ai/tactics/threat.h"

namespace skirmish::ai {

void threat_map(const Rules& rules, const GameState& view, int figure, std::span<const Vec2> points,
                std::vector<Threat>& out) {
  out.resize(points.size());
  for (std::size_t i = 0; i < points.size(); ++i) {
    out[i].at = points[i];
    rules.exposure(view, figure, points[i], out[i].exposure);
  }
}

double cover_value(const Exposure& e) {
  if (!e.known) return 0.5;
  if (e.shooters <= 0) return 1;
  const double screened = 1 - static_cast<double>(e.clear_shots) / e.shooters;
  return (e.cover + screened) / 2;
}

void known_enemies(const GameState& view, int side, std::vector<int>& figures,
                   std::vector<Vec2>& at) {
  figures.clear();
  at.clear();
  const std::vector<Figure>& men = view.figures();
  for (std::size_t i = 0; i < men.size(); ++i) {
    if (men[i].side == side || men[i].status != FigureStatus::kFighting) continue;
    figures.push_back(static_cast<int>(i));
    at.push_back(men[i].at);
  }
}

}  // namespace skirmish::ai
