// The one error a broken scenario file gets: which file, line and column,
// which field, what was expected and what was found
// (DESIGN / Properties: bad input never crashes or corrupts).
#pragma once

#include <string>

#include "engine/scenario/scenario.h"

namespace skirmish {

struct ScenarioError {
  std::string file;
  int line = 0;    // from 1; 0 when the error is about the whole file
  int column = 0;  // from 1; 0 when unknown
  // Dotted path of the field, e.g. "sides[0].units[1].figures[2].experience";
  // empty when the error is not about one field (unreadable file, bad YAML).
  std::string field;
  std::string message;  // what was expected and what was found

  // "scenarios/x.yaml:42:7: sides[0].at: expected a point [x, y] in inches, found "north"".
  // Line and column are left out when unknown, the field when empty.
  std::string to_string() const;
};

// An error located at a value the loader kept a SourceLocation for.
ScenarioError error_at(const SourceLocation& where, std::string field, std::string message);

}  // namespace skirmish
