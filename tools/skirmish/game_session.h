// What `play`, `replay` and `render` of a saved game share: finding a
// scenario's rule set and settling its roster, and starting a recorded game
// again from its record.
#pragma once

#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "engine/rules/game_record.h"
#include "engine/rules/registry.h"

namespace skirmish {

struct PlayableScenario {
  std::shared_ptr<const Scenario> scenario;
  const Rules* rules = nullptr;
  std::string content_hash;  // of the file's bytes, for the game record
};

// Loads `path`, finds its rule set in `registry` and checks and settles the
// men against the rule set's catalog. Prints the one error to `err` (file,
// line, field) and returns nullopt on failure.
std::optional<PlayableScenario> load_playable(const std::string& path, const Registry& registry,
                                              std::ostream& err);
// The same from a scenario's text already in memory (a variant made by
// `skirmish balance`); `name` stands for the file in messages.
std::optional<PlayableScenario> load_playable_text(std::string_view bytes, const std::string& name,
                                                   const Registry& registry, std::ostream& err);

// The scenario of a recorded game: `given` if not empty; else the file the
// record names, as written or, failing that, beside the record itself.
std::string recorded_scenario_path(const GameRecord& record, const std::string& record_path,
                                   const std::string& given);

// The record's scenario, loaded and checked to be the very file the game
// was played on, and its rule set. Prints the error and returns nullopt.
std::optional<PlayableScenario> load_recorded_scenario(const GameRecord& record,
                                                       const std::string& record_path,
                                                       const std::string& given,
                                                       const Registry& registry, std::ostream& err);

// The record's opening state (its options, as resolved when it began).
std::unique_ptr<GameState> start_recorded(const Rules& rules,
                                          std::shared_ptr<const Scenario> scenario,
                                          const GameRecord& record);

// The dice the record was played with: its typed rolls if it has any,
// otherwise its seed.
std::unique_ptr<Dice> recorded_dice(const GameRecord& record);

// "replaying game.sav: decision 12 (shoot: figure 3 at figure 7) failed: why".
std::string replay_failure(const std::string& source, std::size_t number, const Action& action,
                           const std::string& why);

// The position the record has reached: its opening with every recorded
// decision applied on its dice, unnarrated. On a decision the rules refuse
// prints the error (replay_failure, `source` naming the record's file) and
// returns null.
std::unique_ptr<GameState> replay_recorded(const Rules& rules,
                                           std::shared_ptr<const Scenario> scenario,
                                           const GameRecord& record, const std::string& source,
                                           std::ostream& err);

}  // namespace skirmish
