#include "tools/skirmish/game_session.h"

#include <filesystem>
#include <ostream>

#include "engine/core/atomic_file.h"
#include "engine/core/events.h"
#include "engine/rules/catalogs.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"

namespace skirmish {

namespace {

std::string joined(const std::vector<std::string>& names) {
  std::string s;
  for (const std::string& n : names) {
    if (!s.empty()) s.append(", ");
    s.append(n);
  }
  return s.empty() ? "none yet" : s;
}

}  // namespace

std::optional<PlayableScenario> load_playable(const std::string& path, const Registry& registry,
                                              std::ostream& err) {
  std::string bytes;
  try {
    bytes = read_whole_file(path);
  } catch (const FileError& e) {
    err << e.what() << "\n";
    return std::nullopt;
  }
  return load_playable_text(bytes, path, registry, err);
}

std::optional<PlayableScenario> load_playable_text(std::string_view bytes, const std::string& name,
                                                   const Registry& registry, std::ostream& err) {
  LoadResult loaded = load_scenario_text(bytes, name);
  if (!loaded.ok()) {
    err << loaded.error->to_string() << "\n";
    return std::nullopt;
  }
  auto scenario = std::make_shared<Scenario>(std::move(*loaded.scenario));
  const Rules* rules = registry.find(scenario->rules);
  if (!rules) {
    std::string what = "expected a rule set this build can play (";
    what.append(joined(registry.names())).append("), found \"").append(scenario->rules);
    what.append("\"");
    err << error_at(scenario->rules_where, "rules", what).to_string() << "\n";
    return std::nullopt;
  }
  const Catalog* catalog = rules->catalog() ? rules->catalog() : builtin_catalog(scenario->rules);
  if (catalog) {
    if (auto e = resolve_roster(*scenario, *catalog)) {
      err << e->to_string() << "\n";
      return std::nullopt;
    }
  }
  return PlayableScenario{std::move(scenario), rules, content_hash(bytes)};
}

std::string recorded_scenario_path(const GameRecord& record, const std::string& record_path,
                                   const std::string& given) {
  namespace fs = std::filesystem;
  if (!given.empty()) return given;
  const fs::path named(record.scenario_file);
  if (fs::exists(named) || named.is_absolute()) return record.scenario_file;
  const fs::path beside = fs::path(record_path).parent_path() / named;
  return fs::exists(beside) ? beside.string() : record.scenario_file;
}

std::optional<PlayableScenario> load_recorded_scenario(const GameRecord& record,
                                                       const std::string& record_path,
                                                       const std::string& given,
                                                       const Registry& registry,
                                                       std::ostream& err) {
  const std::string path = recorded_scenario_path(record, record_path, given);
  std::optional<PlayableScenario> playable = load_playable(path, registry, err);
  if (!playable) return std::nullopt;
  if (playable->rules->name() != record.rules) {
    err << record_path << ": the game was played under rule set '" << record.rules << "', but "
        << path << " is for '" << playable->rules->name() << "'\n";
    return std::nullopt;
  }
  if (!record.scenario_hash.empty() && playable->content_hash != record.scenario_hash) {
    err << record_path << ": " << path << " has changed since the game was played ("
        << record.scenario_hash << " then, " << playable->content_hash << " now)\n";
    return std::nullopt;
  }
  return playable;
}

std::unique_ptr<GameState> start_recorded(const Rules& rules,
                                          std::shared_ptr<const Scenario> scenario,
                                          const GameRecord& record) {
  std::vector<OptionValue> options;
  for (const RecordedOption& o : record.options) options.push_back({o.name, o.value, {}});
  return rules.new_game(std::move(scenario), options);
}

std::unique_ptr<Dice> recorded_dice(const GameRecord& record) {
  if (record.rolls.empty()) return std::make_unique<SeededDice>(record.seed);
  auto scripted = std::make_unique<ScriptedDice>();
  for (const RecordedRoll& r : record.rolls) {
    if (r.card) {
      scripted->card(r.sides, r.value);
    } else {
      scripted->die(r.sides, r.value);
    }
  }
  return scripted;
}

std::string replay_failure(const std::string& source, std::size_t number, const Action& action,
                           const std::string& why) {
  std::string s = "replaying ";
  s.append(source).append(": decision ").append(std::to_string(number)).append(" (");
  s.append(to_text(action)).append(") failed: ").append(why);
  return s;
}

std::unique_ptr<GameState> replay_recorded(const Rules& rules,
                                           std::shared_ptr<const Scenario> scenario,
                                           const GameRecord& record, const std::string& source,
                                           std::ostream& err) {
  try {
    std::unique_ptr<GameState> state = start_recorded(rules, std::move(scenario), record);
    const std::unique_ptr<Dice> dice = recorded_dice(record);
    for (std::size_t i = 0; i < record.actions.size(); ++i) {
      try {
        rules.apply(*state, record.actions[i], *dice, null_sink());
      } catch (const std::exception& e) {
        err << replay_failure(source, i + 1, record.actions[i], e.what()) << "\n";
        return nullptr;
      }
    }
    return state;
  } catch (const RulesError& e) {
    err << source << ": " << e.what() << "\n";
    return nullptr;
  }
}

}  // namespace skirmish
