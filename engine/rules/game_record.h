// Saved games and replays.
//
// A game is recorded as what is needed to play it again exactly: the
// scenario file (and a hash of its content, to notice when it has changed),
// the rule set and every option's value, the dice seed, and each action in
// order (DESIGN / Determinism). A game played with real dice records the
// rolls typed in as well, since no seed can reproduce them. The file is JSON
// so that a person can read it, and is always written atomically.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rules.h"

namespace skirmish {

// A save file cannot be read or does not replay; the message names the file.
class RecordError : public RulesError {
 public:
  using RulesError::RulesError;
};

struct RecordedOption {
  std::string name;
  std::string value;
  friend bool operator==(const RecordedOption&, const RecordedOption&) = default;
};

// One roll of a manual-dice game, as Dice would be asked for it again.
struct RecordedRoll {
  bool card = false;  // a card draw rather than a die roll
  int sides = 6;      // faces, or cards left
  int value = 1;      // 1..sides, or the 0-based card index
  friend bool operator==(const RecordedRoll&, const RecordedRoll&) = default;
};

struct GameRecord {
  // 2: who played each side (players). Version 1 records are read too.
  static constexpr int kVersion = 2;

  std::string scenario_file;            // as given when the game began
  std::string scenario_hash;            // content_hash() of that file's bytes; may be empty
  std::string rules;                    // rule set name
  std::vector<RecordedOption> options;  // every option, resolved
  uint64_t seed = 0;                    // SeededDice seed
  std::vector<RecordedRoll> rolls;      // non-empty: replay these instead of the seed
  std::vector<Action> actions;          // every action applied, in order
  // Who plays each side, in the scenario's order, as `skirmish play` names
  // players ("human", "computer:4", "utility:cautious"), so that a saved
  // game carries on with them. Empty: not said (a version 1 record).
  std::vector<std::string> players;

  friend bool operator==(const GameRecord&, const GameRecord&) = default;
};

// A short, stable digest of a file's bytes ("fnv1a64:0123456789abcdef"):
// enough to notice an edited scenario, not a security measure.
std::string content_hash(std::string_view bytes);

// A record for a game just begun: rule set name and resolved options taken
// from the opening state.
GameRecord begin_record(const Rules& rules, const GameState& opening, std::string scenario_file,
                        std::string scenario_hash, uint64_t seed);

// The rolls and draws among `events`, for a manual-dice game's record.
std::vector<RecordedRoll> rolls_from_events(const std::vector<Event>& events);

std::string to_json(const GameRecord& record);
// Parses a record; RecordError naming `source` (a file name) if it is not one.
GameRecord record_from_json(std::string_view json, const std::string& source);

// Writes atomically; FileError naming the file on failure.
void save_record(const GameRecord& record, const std::filesystem::path& path);
// RecordError (or FileError) naming the file if it is missing, corrupt or foreign.
GameRecord load_record(const std::filesystem::path& path);

// RecordError if `scenario_bytes` are not the file the game was played on.
void check_scenario_content(const GameRecord& record, std::string_view scenario_bytes);

// Plays the record again from the start and returns the final state. Rolls
// come from the recorded seed (or the recorded rolls). RecordError naming the
// action number if the record does not fit the rule set or scenario.
std::unique_ptr<GameState> replay(const Rules& rules, std::shared_ptr<const Scenario> scenario,
                                  const GameRecord& record, EventSink& events = null_sink());

}  // namespace skirmish
