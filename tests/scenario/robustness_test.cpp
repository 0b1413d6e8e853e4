// No input crashes the loader or yields a half-loaded scenario: every
// truncation and a spread of byte-garblings of a real scenario file either
// load whole or give exactly one error with a file name.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "engine/scenario/loader.h"

namespace skirmish {
namespace {

std::string read_default() {
  std::ifstream in(std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/default.yaml");
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Exactly one of the two is set, and an error says where.
void expect_whole_or_one_error(const std::string& text, const std::string& what) {
  const LoadResult r = load_scenario_text(text, "g.yaml");
  ASSERT_NE(r.scenario.has_value(), r.error.has_value()) << what;
  if (r.error) {
    EXPECT_EQ(r.error->file, "g.yaml") << what;
    EXPECT_FALSE(r.error->message.empty()) << what;
  } else {
    EXPECT_NE(r.scenario->battlefield, nullptr) << what;
    EXPECT_GE(r.scenario->sides.size(), 2u) << what;
  }
}

TEST(LoaderRobustness, EveryTruncationLoadsWholeOrFails) {
  const std::string text = read_default();
  ASSERT_GT(text.size(), 1000u);
  int errors = 0;
  for (size_t n = 0; n < text.size(); n += 7) {
    const std::string cut = text.substr(0, n);
    expect_whole_or_one_error(cut, "truncated to " + std::to_string(n) + " bytes");
    errors += load_scenario_text(cut, "g.yaml").ok() ? 0 : 1;
  }
  // Cutting before the objectives or inside the sides must fail.
  EXPECT_GT(errors, static_cast<int>(text.size() / 7) * 3 / 4);
}

TEST(LoaderRobustness, GarbledBytesLoadWholeOrFail) {
  const std::string text = read_default();
  const std::string junk = "[]{}:,-#&*!|>'\"%@`\t\n 0x\xff\x80?";
  uint32_t state = 12345;  // a fixed LCG: the same garblings every run
  for (int trial = 0; trial < 400; ++trial) {
    std::string g = text;
    for (int k = 0; k < 1 + trial % 5; ++k) {
      state = state * 1664525u + 1013904223u;
      const size_t at = (state >> 8) % g.size();
      state = state * 1664525u + 1013904223u;
      g[at] = junk[(state >> 8) % junk.size()];
    }
    expect_whole_or_one_error(g, "garbling " + std::to_string(trial));
  }
}

TEST(LoaderRobustness, PathologicalDocuments) {
  expect_whole_or_one_error(std::string(5000, '['), "deep nesting");
  expect_whole_or_one_error("&a [*a]", "self alias");
  expect_whole_or_one_error("name: [1, 2]\nrules: x\n", "list for text");
  expect_whole_or_one_error("? [complex, key]\n: 1\n", "complex key");
  expect_whole_or_one_error(std::string("name: a\0b", 9), "embedded nul");
  expect_whole_or_one_error("table: {width: 1e999, depth: nan}", "huge and nan");
  expect_whole_or_one_error("--- a\n--- b\n", "two documents");
}

TEST(LoaderRobustness, DirectoryIsNotAScenario) {
  const LoadResult r = load_scenario(std::string(SKIRMISH_SOURCE_DIR) + "/scenarios");
  ASSERT_FALSE(r.ok());
  EXPECT_FALSE(r.error->message.empty());
}

}  // namespace
}  // namespace skirmish
