// Whole-file reads and crash-safe whole-file writes.
//
// Saves must never be left half written (DESIGN / Bad input never crashes
// or corrupts): the new content goes to a temporary file in the same
// directory, is flushed to disk, and only then renamed over the old file, so
// a reader sees either the old file or the new one, never a mixture.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>
#include <string_view>

namespace skirmish {

// A file could not be read or written; the message names the file.
class FileError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Replaces (or creates) `path` with `content` atomically. On failure the
// old file is untouched, the temporary file is removed, and FileError says
// which file and why.
void write_file_atomically(const std::filesystem::path& path, std::string_view content);

// The whole content of `path`; FileError naming the file if it cannot be read.
std::string read_whole_file(const std::filesystem::path& path);

}  // namespace skirmish
