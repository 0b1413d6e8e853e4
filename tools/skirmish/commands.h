// The subcommands of `skirmish`, callable from tests without a process.
// Each returns the process exit code: 0 done, 1 the input was refused (the
// reason is printed to `err`).
#pragma once

#include <optional>
#include <ostream>
#include <string>

namespace skirmish {

struct ValidateArgs {
  std::string file;
};
int run_validate(const ValidateArgs& args, std::ostream& out, std::ostream& err);

struct RenderArgs {
  std::string file;
  std::string output;
  std::optional<std::string> viewer;  // --los FIGURE
  double pixels_per_inch = 18;
  bool hide_names = false;
};
int run_render(const RenderArgs& args, std::ostream& out, std::ostream& err);

int run_rules(std::ostream& out);

}  // namespace skirmish
