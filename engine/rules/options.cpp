#include "engine/rules/options.h"

#include <charconv>
#include <cmath>
#include <stdexcept>
#include <utility>

#include "engine/rules/rules.h"

namespace skirmish {

namespace {

std::string number_text(double v) {
  if (v == std::floor(v) && std::fabs(v) < 1e15) return std::to_string(static_cast<long long>(v));
  std::string s = std::to_string(v);
  while (!s.empty() && s.back() == '0') s.pop_back();
  return s;
}

bool parse_integer(std::string_view s, long long& out) {
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), out);
  return !s.empty() && error == std::errc() && end == s.data() + s.size();
}

bool parse_number(std::string_view s, double& out) {
  const auto [end, error] = std::from_chars(s.data(), s.data() + s.size(), out);
  return !s.empty() && error == std::errc() && end == s.data() + s.size() && std::isfinite(out);
}

std::string where_text(const SourceLocation& where) {
  if (where.file.empty()) return "";
  std::string out = where.file;
  if (where.line > 0) out += ":" + std::to_string(where.line);
  return out + ": ";
}

}  // namespace

std::string OptionSpec::allowed() const {
  switch (type) {
    case OptionType::kChoice: {
      std::string out = "one of: ";
      for (std::size_t i = 0; i < choices.size(); ++i) {
        if (i > 0) out += ", ";
        out += choices[i];
      }
      return out;
    }
    case OptionType::kInteger:
      return "a whole number from " + number_text(min) + " to " + number_text(max);
    case OptionType::kNumber:
      return "a number from " + number_text(min) + " to " + number_text(max);
  }
  return "";
}

std::string OptionSpec::reject_reason(std::string_view value) const {
  switch (type) {
    case OptionType::kChoice:
      for (const auto& c : choices) {
        if (c == value) return "";
      }
      break;
    case OptionType::kInteger: {
      long long v = 0;
      if (parse_integer(value, v) && static_cast<double>(v) >= min &&
          static_cast<double>(v) <= max) {
        return "";
      }
      break;
    }
    case OptionType::kNumber: {
      double v = 0;
      if (parse_number(value, v) && v >= min && v <= max) return "";
      break;
    }
  }
  std::string out = "'";  // appended, not "'" + ...: GCC 12 -Wrestrict false alarm
  out += value;
  out += "' is not allowed; expected ";
  out += allowed();
  return out;
}

const std::string& OptionSet::get(std::string_view name) const {
  for (const auto& [key, value] : values_) {
    if (key == name) return value;
  }
  throw std::logic_error("option '" + std::string(name) + "' was never declared");
}

int OptionSet::get_int(std::string_view name) const {
  long long v = 0;
  if (!parse_integer(get(name), v)) {
    throw std::logic_error("option '" + std::string(name) + "' is not a whole number");
  }
  return static_cast<int>(v);
}

double OptionSet::get_number(std::string_view name) const {
  double v = 0;
  if (!parse_number(get(name), v)) {
    throw std::logic_error("option '" + std::string(name) + "' is not a number");
  }
  return v;
}

OptionSet resolve_options(std::string_view rules_name, const std::vector<OptionSpec>& specs,
                          const std::vector<OptionValue>& from_scenario,
                          const std::vector<OptionValue>& overrides) {
  std::vector<std::pair<std::string, std::string>> values;
  values.reserve(specs.size());
  for (const auto& spec : specs) values.emplace_back(spec.name, spec.default_value);

  auto apply = [&](const OptionValue& given) {
    for (std::size_t i = 0; i < specs.size(); ++i) {
      if (specs[i].name != given.name) continue;
      const std::string reason = specs[i].reject_reason(given.value);
      if (!reason.empty()) {
        throw OptionError(where_text(given.where) + "option '" + given.name + "' of rule set '" +
                          std::string(rules_name) + "': " + reason);
      }
      values[i].second = given.value;
      return;
    }
    std::string known;
    for (const auto& spec : specs) known += (known.empty() ? "" : ", ") + spec.name;
    throw OptionError(where_text(given.where) + "rule set '" + std::string(rules_name) +
                      "' has no option '" + given.name +
                      "'; its options are: " + (known.empty() ? "(none)" : known));
  };
  for (const auto& given : from_scenario) apply(given);
  for (const auto& given : overrides) apply(given);
  return OptionSet(std::move(values));
}

OptionSpec choice_option(std::string name, std::string default_value,
                         std::vector<std::string> choices, std::string meaning,
                         std::string source) {
  OptionSpec o;
  o.name = std::move(name);
  o.type = OptionType::kChoice;
  o.default_value = std::move(default_value);
  o.choices = std::move(choices);
  o.meaning = std::move(meaning);
  o.source = std::move(source);
  return o;
}

OptionSpec integer_option(std::string name, std::string default_value, double min, double max,
                          std::string meaning, std::string source) {
  OptionSpec o;
  o.name = std::move(name);
  o.type = OptionType::kInteger;
  o.default_value = std::move(default_value);
  o.min = min;
  o.max = max;
  o.meaning = std::move(meaning);
  o.source = std::move(source);
  return o;
}

}  // namespace skirmish
