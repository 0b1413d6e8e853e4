// A small valid scenario for the loader tests, and a way to break it in one
// place. Line numbers in expected messages refer to this text:
//   line 5 the wall, 6 the building, 7 the tree, 14-15 Red's men, 20 Blue's.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "engine/scenario/loader.h"

namespace skirmish::testing {

inline const char* const kSmallScenario = R"(name: Test
rules: rencounter
table: {width: 48, depth: 36}
terrain:
  - {type: wall, name: Wall, path: [[10, 10], [20, 10]]}
  - {type: building, name: House, outline: [[30, 10], [34, 10], [34, 14], [30, 14]]}
  - {type: tree, name: Oak, at: [40, 30]}
sides:
  - name: Red
    units:
      - name: A
        leader: Al
        figures:
          - {name: Al, at: [5, 5], experience: 4, weapons: [Flintlock Musket]}
          - {name: Bo, at: [7, 5], experience: 4}
  - name: Blue
    units:
      - name: B
        figures:
          - {name: Cy, at: [5, 30], experience: 4}
)";

// kSmallScenario with the first `from` replaced by `to` (fails the test if
// `from` is not there, so a test cannot silently check the unbroken text).
inline std::string small_with(const std::string& from, const std::string& to) {
  std::string text = kSmallScenario;
  const size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << "not in the test scenario: " << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

// The loader's one-line error for `text` as "t.yaml", or "loaded" if none.
inline std::string load_error(const std::string& text) {
  const LoadResult r = load_scenario_text(text, "t.yaml");
  if (r.ok()) return "loaded";
  return r.error->to_string();
}

}  // namespace skirmish::testing
