// Personalities: how much a utility planner cares about each consideration,
// as data (STYLE / 7: settings are documented data). The weights live in
// ai/personalities.yaml, one named set each (balanced, aggressive,
// cautious, ...); docs/ai.md explains every consideration and its measure.
//
// A broken file gets one located error, as a broken scenario does: file,
// line, column, field and what was expected (PersonalityError).
#pragma once

#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "engine/scenario/scenario_error.h"

namespace skirmish::ai {

// One weight per consideration (ai/utility/considerations.h), each >= 0.
// The consideration's value is oriented so that higher is better, so a
// weight only says how much it matters.
struct Weights {
  double damage_dealt = 1.0;     // per expected enemy man out of the fight
  double damage_received = 1.0;  // per expected own man lost (forecast + exposure change)
  double cover_gained = 0.15;    // per man: cover share gained + share of clear shots denied
  double objective = 0.08;       // per man per 6" closer to his side's objectives
  double leader_safety = 0.5;    // per expected loss of a unit leader avoided
  double cohesion = 0.05;        // per man per 6" closer to within 6" of his leader
  double morale_risk = 0.1;      // per unit of chance the action is not carried out
  double reload_timing = 0.15;   // reloading: +1 with no threat, down to -1 when chargeable
  double charge_threat = 0.05;   // per enemy man who could charge a moved man (fewer is better)
  double outlook = 1.0;          // change in Rules::evaluate, when the action had to be sampled
  double fire_position = 0;  // per man: the best shot his spot offers, gained (Rules::shot_offered)
  double hold_at_end = 0;    // the chance of a man standing in a hold area at the end, gained
};

struct Personality {
  std::string name;
  std::string description;
  Weights weights;
};

// The file is missing, is not YAML, or a field is wrong.
class PersonalityError : public std::runtime_error {
 public:
  explicit PersonalityError(ScenarioError where)
      : std::runtime_error(where.to_string()), where_(std::move(where)) {}
  const ScenarioError& where() const { return where_; }

 private:
  ScenarioError where_;
};

// The weight fields by their names in the file, in the file's order.
struct WeightField {
  std::string_view key;  // as written in the file ("damage_dealt")
  double Weights::*member;
};
const std::vector<WeightField>& weight_fields();

// ai/personalities.yaml in the source tree.
std::string default_personalities_path();

// Every personality in the file, in file order; PersonalityError if any part
// of it is wrong (nothing half-loaded is returned).
std::vector<Personality> load_personalities(const std::string& path);
// The same from text; `display_name` stands for the file in errors.
std::vector<Personality> load_personalities_text(std::string_view text,
                                                 const std::string& display_name);

// The personality called `name`; std::invalid_argument listing the known
// names if there is none.
const Personality& find_personality(const std::vector<Personality>& all, std::string_view name);

}  // namespace skirmish::ai
