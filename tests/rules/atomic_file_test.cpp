// Whole-file writes are atomic and leave nothing behind; errors name the file.
#include "engine/core/atomic_file.h"

#include <gtest/gtest.h>

#include "tests/rules/test_dir.h"

namespace skirmish {
namespace {

TEST(AtomicFile, WritesAndReadsBack) {
  TestDir dir;
  const auto file = dir / "game.json";
  write_file_atomically(file, "first");
  EXPECT_EQ(read_whole_file(file), "first");
  write_file_atomically(file, std::string(100000, 'x'));
  EXPECT_EQ(read_whole_file(file), std::string(100000, 'x'));
  EXPECT_EQ(dir.entries(), 1);  // no temporary file left behind
}

TEST(AtomicFile, EmptyContentIsAnEmptyFile) {
  TestDir dir;
  write_file_atomically(dir / "empty", "");
  EXPECT_EQ(read_whole_file(dir / "empty"), "");
}

TEST(AtomicFile, FailedWriteNamesTheFileAndKeepsNothing) {
  TestDir dir;
  const auto file = dir / "no such folder" / "game.json";
  try {
    write_file_atomically(file, "data");
    FAIL() << "expected FileError";
  } catch (const FileError& e) {
    EXPECT_NE(std::string(e.what()).find(file.string()), std::string::npos) << e.what();
  }
  EXPECT_EQ(dir.entries(), 0);
}

TEST(AtomicFile, FailedRenameLeavesTheOldTargetAlone) {
  TestDir dir;
  // A directory where the file should go: rename must fail, and the
  // temporary file must be cleaned up.
  std::filesystem::create_directory(dir / "taken");
  std::filesystem::create_directory(dir / "taken" / "inside");
  EXPECT_THROW(write_file_atomically(dir / "taken", "data"), FileError);
  EXPECT_TRUE(std::filesystem::is_directory(dir / "taken" / "inside"));
  EXPECT_EQ(dir.entries(), 1);
}

TEST(AtomicFile, ReadingAMissingFileNamesIt) {
  TestDir dir;
  const auto file = dir / "missing.json";
  try {
    read_whole_file(file);
    FAIL() << "expected FileError";
  } catch (const FileError& e) {
    EXPECT_NE(std::string(e.what()).find(file.string()), std::string::npos) << e.what();
  }
  EXPECT_THROW(read_whole_file(dir.path()), FileError);
}

}  // namespace
}  // namespace skirmish
