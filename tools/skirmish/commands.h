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

// `skirmish odds fire`: the need, exact chance to hit and how (Rencounter).
struct OddsFireArgs {
  int skill = 0;     // fire skill
  int modifier = 0;  // sum of the to-hit modifiers
};
int run_odds_fire(const OddsFireArgs& args, std::ostream& out);

// `skirmish odds damage`: the chance of each result of the damage table.
struct OddsDamageArgs {
  int modifier = 0;  // added to the damage d12
};
int run_odds_damage(const OddsDamageArgs& args, std::ostream& out);

}  // namespace skirmish
