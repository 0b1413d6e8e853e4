// Writing YAML values by hand, so that what the loader reads back is exactly
// what was written: numbers in their shortest exact form, names quoted only
// when a plain word would be read as something else (a number, `yes`, a
// comment) and long text folded into readable lines.
#pragma once

#include <string>
#include <string_view>

#include "engine/core/geometry.h"

namespace skirmish::yaml_text {

// The shortest text that reads back as exactly `v` ("0.5", "12", "-3.25").
// Negative zero is written "0".
std::string number(double v);

// "[12, 10.5]".
std::string point(Vec2 p);

// `text` as a YAML scalar that may stand anywhere, in a flow collection
// (`{name: ...}`) or a block one: plain when that is unambiguous, otherwise
// double-quoted with escapes ("\"#b22222\"", "\"yes\"", "\"12\"").
std::string scalar(std::string_view text);

// True when `text` can be written without quotes and reads back unchanged
// as a string.
bool is_plain(std::string_view text);

// The value of a long text field, to follow "key: ": a folded block (`>-`
// and the text wrapped near `width` columns, each line indented `indent`
// spaces) when folding reads back exactly, else one double-quoted scalar.
// Ends without a newline.
std::string long_text(std::string_view text, int indent, int width = 78);

}  // namespace skirmish::yaml_text
