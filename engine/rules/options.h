// A rule set's options: the table it declares, and the values a game uses.
//
// Every vague rule in a seed becomes a named option with a default (DESIGN /
// Every seed rule is traceable). A rule set declares its options once, in its
// Traits; a scenario file and the command line may set them; anything
// unknown or out of range is refused with a message that names the option
// and lists what is allowed.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/scenario/scenario.h"

namespace skirmish {

enum class OptionType : uint8_t {
  kChoice,   // one of `choices`
  kInteger,  // a whole number in [min, max]
  kNumber,   // a number in [min, max]
};

struct OptionSpec {
  std::string name;
  OptionType type = OptionType::kChoice;
  std::string default_value;
  std::vector<std::string> choices;  // kChoice: the allowed values
  double min = 0;                    // kInteger, kNumber: inclusive bounds
  double max = 0;
  std::string meaning;  // one line: what it does, in which unit
  std::string source;   // the seed rule it interprets, e.g. "000 / Sequence of Play"

  // "one of: cards, dice, counters" / "a whole number from 1 to 30".
  std::string allowed() const;
  // Empty when `value` is allowed, otherwise why not.
  std::string reject_reason(std::string_view value) const;
};

// An option chosen from a list of words, and a whole-number option: the two
// kinds rule sets declare most, built in one call each.
OptionSpec choice_option(std::string name, std::string default_value,
                         std::vector<std::string> choices, std::string meaning, std::string source);
OptionSpec integer_option(std::string name, std::string default_value, double min, double max,
                          std::string meaning, std::string source);

// The value of every declared option for one game, in declaration order.
class OptionSet {
 public:
  OptionSet() = default;
  explicit OptionSet(std::vector<std::pair<std::string, std::string>> values)
      : values_(std::move(values)) {}

  // The value of a declared option; std::logic_error for an undeclared name
  // (a bug in the rule set, not bad input, which resolve_options has refused).
  const std::string& get(std::string_view name) const;
  int get_int(std::string_view name) const;
  double get_number(std::string_view name) const;
  bool is(std::string_view name, std::string_view value) const { return get(name) == value; }

  const std::vector<std::pair<std::string, std::string>>& values() const { return values_; }
  friend bool operator==(const OptionSet&, const OptionSet&) = default;

 private:
  std::vector<std::pair<std::string, std::string>> values_;
};

// Defaults, then the scenario's options, then the overrides (command line,
// a saved game). Throws OptionError (engine/rules/rules.h) naming the rule
// set, the option, where it was written, and what is allowed.
OptionSet resolve_options(std::string_view rules_name, const std::vector<OptionSpec>& specs,
                          const std::vector<OptionValue>& from_scenario,
                          const std::vector<OptionValue>& overrides);

}  // namespace skirmish
