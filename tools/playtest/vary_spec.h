// A --vary spec read from the command line: PATH=VALUES cut into the steps
// of its path and the values as each will be written. The language itself
// (what a path names, how ranges count) is described in
// scenario_variants.h, which applies a spec to a scenario.
#pragma once

#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace skirmish {

// A --vary spec that cannot be used. The message names the spec and the part
// at fault: --vary "blue.units[9].size=4..8": the Rebels have 4 units (0..3),
// not units[9].
class VaryError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One step of a path: `units[0]` is {"units", 0}; `"Rebels"` is quoted.
struct VaryStep {
  std::string key;
  std::optional<int> index;
  bool quoted = false;
  friend bool operator==(const VaryStep&, const VaryStep&) = default;
};

struct VarySpec {
  std::string text;  // the spec as given, for messages
  std::string path;  // as given: "blue.units[0].size"
  std::vector<VaryStep> steps;
  std::vector<std::string> values;  // each as it will be written: "4", "0.3", "green"
};

constexpr int kMaxVariants = 50;

// Reads PATH=VALUES; VaryError if it is not of that form. Whether the path
// names something is only known against a scenario (make_variants).
VarySpec parse_vary(std::string_view spec);

}  // namespace skirmish
