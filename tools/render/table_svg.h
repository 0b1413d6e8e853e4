// Draws the table as an SVG picture: terrain, figures with names and
// facing, unit colours, objectives, deployment zones and a scale bar.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>

#include "engine/model/figure.h"
#include "engine/rules/table_changes.h"
#include "engine/scenario/scenario.h"

namespace skirmish {

// What a figure can see, for shading: for a point on the table, whether a
// standing man there would be visible, and how much cover he would have
// (0 none .. 5 loophole, as 000 / Fire Combat / Cover).
struct SightSample {
  bool visible = false;
  int cover_level = 0;
};
using SightProbe = std::function<SightSample(Vec2)>;

struct RenderOptions {
  double pixels_per_inch = 18;
  bool show_names = true;
  // Shade the table by what `viewer` can see (render --los FIGURE).
  std::optional<int> viewer;
  SightProbe probe;
  double probe_step = 0.5;  // inches between shading samples
};

// The figures to draw: in a scenario, as deployed; in a game, as they stand.
// `names[i]` and `unit_names[u]` label figure i and unit u.
struct TablePicture {
  const Scenario* scenario = nullptr;
  std::span<const Figure> figures;
  std::span<const std::string> names;
  std::span<const std::string> unit_names;
  std::string caption;  // e.g. "Turn 3" for a saved game
  // In a game, what it has changed on the table (pieces afire, doors
  // broken); none for a scenario as deployed.
  const TableChanges* changes = nullptr;
};

std::string render_svg(const TablePicture& picture, const RenderOptions& options);

}  // namespace skirmish
