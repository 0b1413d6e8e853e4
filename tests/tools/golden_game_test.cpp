// Golden narrated games: what a wargamer reads for a whole game of each
// shipped scenario, kept in tests/golden/. Any change to the rules, the
// candidates or the narration shows here as the first line that differs.
// When a change is meant, regenerate with
//   SKIRMISH_UPDATE_GOLDEN=1 build/tests/tools/tools_tests --gtest_filter='GoldenGame*'
// and read the diff before committing it.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "engine/rules/registry.h"
#include "tools/skirmish/commands.h"

namespace skirmish {
namespace {

const std::string kSource = SKIRMISH_SOURCE_DIR;

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// "line N: expected ... / found ..." for the first line that differs.
std::string first_difference(const std::string& want, const std::string& got) {
  std::istringstream a(want), b(got);
  std::string la, lb;
  for (int n = 1;; ++n) {
    const bool more_a = static_cast<bool>(std::getline(a, la));
    const bool more_b = static_cast<bool>(std::getline(b, lb));
    if (!more_a && !more_b) return "";
    if (!more_a) la = "(end of the golden game)";
    if (!more_b) lb = "(end of the game played)";
    if (la != lb || !more_a || !more_b) {
      return "line " + std::to_string(n) + ":\n  golden: " + la + "\n  played: " + lb;
    }
  }
}

void check_golden(const std::string& scenario, uint64_t seed) {
  Registry registry;
  add_builtin_rule_sets(registry);
  PlayArgs args;
  args.scenario = kSource + "/scenarios/" + scenario + ".yaml";
  args.red = "random";
  args.blue = "random";
  args.seed = seed;
  std::istringstream in;
  std::ostringstream out, err;
  ASSERT_EQ(run_play(args, registry, in, out, err), 0) << err.str();
  const std::string played = out.str();
  const std::string golden_path =
      kSource + "/tests/golden/" + scenario + "_seed" + std::to_string(seed) + ".txt";
  if (std::getenv("SKIRMISH_UPDATE_GOLDEN")) {
    std::ofstream(golden_path, std::ios::binary) << played;
    GTEST_SKIP() << "rewrote " << golden_path;
  }
  const std::string golden = read_file(golden_path);
  ASSERT_FALSE(golden.empty()) << "no golden game at " << golden_path
                               << "; make it with SKIRMISH_UPDATE_GOLDEN=1";
  EXPECT_EQ(first_difference(golden, played), "") << "the game differs from " << golden_path;
}

TEST(GoldenGame, MeetingAtTheMill) {
  check_golden("default", 11);
}
TEST(GoldenGame, Ambush) {
  check_golden("ambush", 5);
}
TEST(GoldenGame, DefendedBuilding) {
  check_golden("defended_building", 3);
}
TEST(GoldenGame, MayhemStockadeRaid) {
  check_golden("mayhem_stockade_raid", 2);
}
TEST(GoldenGame, MayhemForestAmbush) {
  check_golden("mayhem_forest_ambush", 4);
}

}  // namespace
}  // namespace skirmish
