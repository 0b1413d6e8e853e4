// What the tests of commands that write a games file as they go (playtest,
// tournament, balance) share: reading the file's lines, leaving one as an
// interrupted run would, and the output without the lines that say where
// the games came from or went.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace skirmish::games_file_test {

inline std::vector<std::string> lines_of(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// `lines`' first `keep` written to `path` and, if `torn`, half of the next,
// as a run stopped while writing leaves its games file.
inline void write_interrupted(const std::vector<std::string>& lines, size_t keep, bool torn,
                              const std::filesystem::path& path) {
  std::ofstream out(path, std::ios::binary);
  for (size_t i = 0; i < keep; ++i) out << lines[i] << '\n';
  if (torn) out << lines[keep].substr(0, lines[keep].size() / 2);
}

// `out` without its "Resuming:", "Already complete:" and "Games written to"
// lines: what an interrupted run must report as an unbroken one does.
inline std::string without_file_lines(const std::string& out) {
  std::istringstream in(out);
  std::string kept;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("Resuming:", 0) == 0 || line.rfind("Already complete:", 0) == 0 ||
        line.rfind("Games written to", 0) == 0) {
      continue;
    }
    kept += line + "\n";
  }
  return kept;
}

}  // namespace skirmish::games_file_test
