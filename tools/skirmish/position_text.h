// The position of a game for a person: a text table of the figures (the
// prompt's `show`) and an SVG picture (the prompt's `render`, and `skirmish
// render` of a saved game).
#pragma once

#include <string>

#include "engine/rules/game_state.h"
#include "tools/render/table_svg.h"

namespace skirmish {

// One line a figure: name, side and unit, place, facing, posture, state.
std::string figures_text(const GameState& state);

// "Turn 3, after 41 decisions".
std::string position_caption(const GameState& state);

// The table with the figures where they stand now.
std::string position_svg(const GameState& state, const std::string& caption,
                         const RenderOptions& options = {});

}  // namespace skirmish
