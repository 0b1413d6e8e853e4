// The words --vary's refusals are made of, shared by the spec's reader
// (vary_spec.cpp), the path's resolver (scenario_variants.cpp) and the unit
// size change (unit_size.cpp), so that every message names things alike.
#pragma once

#include <string>
#include <string_view>

#include "engine/scenario/scenario.h"
#include "tools/playtest/vary_spec.h"

namespace skirmish::vary {

// Throws the VaryError for `spec`: --vary "SPEC": WHAT.
[[noreturn]] void refuse(std::string_view spec, const std::string& what);

// `s` in double quotes.
std::string quoted(std::string_view s);

// A step as the spec writes it: units[0], "Rebels".
std::string step_text(const VaryStep& s);

// A side as a sentence names it: "the Rebels", or "The Crown" as it is.
std::string side_words(const SideSpec& side);

}  // namespace skirmish::vary
