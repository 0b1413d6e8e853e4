// The playtest results file: JSON Lines, one game to a line, each line
// complete in itself (the run it belongs to, the game, what happened), so a
// file can be read, merged or replayed from without anything else.
//
//   {"build":"skirmish 0.1.0 (5bc9f57)","scenario":"scenarios/reference.yaml",
//    "scenario_hash":"fnv1a64:...","base_seed":1,"games":1000,"mirror":false,
//    "game":137,"seed":...,"red":"utility","blue":"random","end":"finished",
//    "winner":"Crown","margin":1,"reason":"Rebels broke at turn 6","turns":6,
//    "decisions":734,"first_to_act":"Crown",
//    "sides":[{"name":"Crown","broke_on_turn":0,"victory_points":2},...],
//    "units":[{"name":"Line section 1","side":"Crown","men":5,"survivors":3,
//              "casualties":2,"down":1,"routed":0,"captured":0,"dead":1,
//              "off_table":0},...],
//    "objectives":[{"name":"Chapel","side":"Crown","scored_by":"Crown"},...]}
//
// A scenario of three or more sides names its planners in one list instead
// of "red" and "blue", one a side in the scenario's order, as this game
// seated them: "players":["utility","random","random"]. Two-side runs keep
// "red" and "blue", so files written before either form still load.
//
// Lines are written in game order, so the same run gives the same file byte
// for byte on any number of threads, shards or resumptions.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "tools/playtest/playtest_game.h"

namespace skirmish {

// What every game of one run shares. A line whose identity differs from its
// neighbours' belongs to another run (a foreign shard).
struct RunIdentity {
  std::string build;          // build_id() of the program that played it
  std::string scenario_file;  // as given on the command line
  std::string scenario_hash;  // content_hash() of the file's bytes
  uint64_t base_seed = 1;
  int64_t games = 0;  // games the whole run was asked for (all shards)
  bool mirror = false;
  // Planners as asked, one a side in the scenario's order (red and blue with
  // two); mirrored games rotate them (playtest_run.h).
  std::vector<std::string> players;
  friend bool operator==(const RunIdentity&, const RunIdentity&) = default;
};

// The first field in which `a` and `b` differ, as "scenario_hash
// fnv1a64:... (not fnv1a64:...)", or "" when they are the same run.
std::string identity_difference(const RunIdentity& a, const RunIdentity& b);

// A line or file that is not playtest results; the message names the file
// and line.
class ResultsError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string to_json_line(const RunIdentity& id, const Roster& roster, const PlaytestGame& game);

struct ResultLine {
  RunIdentity id;
  Roster roster;
  PlaytestGame game;
};
// Parses one line; ResultsError naming `source` and `line_number` and the
// field at fault if it is not a playtest result.
ResultLine parse_result_line(std::string_view line, const std::string& source, int64_t line_number);

// Reads every complete line of `path` in order, calling `each` with the
// parsed line and its raw text. A last line without its newline (a run cut
// off mid-write) is not complete: it is skipped and its byte offset
// returned through `complete_bytes` (the length of the good part), so a
// resumed run can cut it off. Any other bad line throws ResultsError.
void read_results(const std::filesystem::path& path,
                  const std::function<void(const ResultLine&, std::string_view text)>& each,
                  uint64_t* complete_bytes = nullptr);

// Cuts `path` back to its first `complete_bytes` (read_results' count), so
// that a resumed run's next game starts a line of its own. ResultsError if
// the file cannot be cut.
void cut_half_written_line(const std::filesystem::path& path, uint64_t complete_bytes);

}  // namespace skirmish
