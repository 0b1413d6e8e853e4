// The game log `skirmish play --log game.jsonl` writes, and reading it back
// for `skirmish replay`.
//
// JSON Lines, one object a line, so a log can be tailed and grepped:
//   line 1    {"kind":"game","dice":"seeded"|"typed","record":{...}}
//             the game record as the game began (scenario, hash, rule set,
//             every option, seed; no actions yet)
//   then, for each decision, in order:
//             {"kind":"decision","number":N,"side":S,"action":{...}}
//             followed by that decision's events as JsonLinesSink writes
//             them (the action, every roll, the narration)
// and, where a person took decisions back (`undo`, take_back.h):
//             {"kind":"take_back","decisions":K}
//             the game goes on after its first K decisions; the ones after
//             them, and their events, no longer count
// A decision and its events are written together once the decision is
// complete, so a crash never leaves half a decision in the log. The actions
// (and, for typed dice, the rolls in the roll events) are all a replay
// needs; the logged events let it check that it reproduced them exactly.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/events.h"
#include "engine/rules/game_record.h"

namespace skirmish {

class GameLogWriter {
 public:
  // Writes the first line: `opening` (its actions are left out) and whether
  // the dice are typed in.
  GameLogWriter(std::ostream& out, const GameRecord& opening, bool typed_dice);

  // Starts decision `number` (from 1): its events go to events() until
  // commit() writes them, or discard() drops them (a decision cut short).
  void begin_decision(std::size_t number, int side, const Action& action);
  EventSink& events() { return sink_; }
  void commit();
  void discard();
  // The decisions after the first `kept` were taken back.
  void take_back(std::size_t kept);

 private:
  std::ostream& out_;
  std::ostringstream pending_;
  JsonLinesSink sink_{pending_};
};

// A game read back from a log (or a save file).
struct LoggedGame {
  GameRecord record;                     // with every action (and typed roll)
  bool from_log = false;                 // read from a JSON Lines log
  std::vector<std::string> event_lines;  // the log's event lines, to check against
};

// Reads a log; RecordError naming the file and line if it is not one.
LoggedGame read_game_log(std::string_view text, const std::string& source);

// Whether `text` starts like a game log rather than a save file.
bool looks_like_game_log(std::string_view text);

// A save file or a log, told apart by content; RecordError / FileError
// naming the file if it is neither.
LoggedGame load_game_file(const std::string& path);

// Whether `path` holds a saved game or log rather than a scenario: by
// extension (.sav, .json, .jsonl), else by its first bytes.
bool is_game_file(const std::string& path);

// One Action as the log writes it: {"kind":"move","actor":3,"x":12.5,"y":4}.
std::string action_to_json(const Action& action);

}  // namespace skirmish
