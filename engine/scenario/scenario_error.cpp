#include "engine/scenario/scenario_error.h"

#include <utility>

namespace skirmish {

std::string ScenarioError::to_string() const {
  std::string out = file;
  if (line > 0) {
    out.append(":").append(std::to_string(line));
    if (column > 0) out.append(":").append(std::to_string(column));
  }
  out += ": ";
  if (!field.empty()) out += field + ": ";
  out += message;
  return out;
}

ScenarioError error_at(const SourceLocation& where, std::string field, std::string message) {
  return ScenarioError{where.file, where.line, where.column, std::move(field), std::move(message)};
}

}  // namespace skirmish
