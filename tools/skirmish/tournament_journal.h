// The games file of `skirmish tournament`: one JSON line a game, in the
// tournament's own order, written as the games end so that a long
// tournament cut short (a crash, Ctrl-C, a machine switched off) keeps
// every game it finished and carries on from them with --resume.
#pragma once

#include <cstdint>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

namespace skirmish {

// A line or file that is not a tournament's games; the message names the
// file, the line and the field at fault.
class TournamentFileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// One game as the file holds it.
struct TournamentLine {
  std::string text;                // the line as written, without its newline
  std::string scenario;            // the scenario file as the command named it
  std::vector<std::string> seats;  // the player of each side, in the scenario's order
  uint64_t seed = 0;
  std::string error;   // the game failed with this (nothing else is then given)
  std::string winner;  // "red", "blue" or "draw" with two sides; else a side's name or "draw"
  int decisions = 0;
  bool unfinished = false;
};

// Parses one line; `source` and `line` name it in a TournamentFileError.
TournamentLine parse_tournament_line(const std::string& text, const std::string& source,
                                     int64_t line);

// Every whole line of `path`, in order. A last line without its newline was
// being written when the run stopped: it is not a game, and the file is cut
// back to the lines before it so that the next game starts a line of its
// own. Throws TournamentFileError for any other bad line, or a file that
// cannot be read or cut.
std::vector<TournamentLine> read_tournament_journal(const std::filesystem::path& path);

}  // namespace skirmish
