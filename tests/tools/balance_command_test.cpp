// `skirmish balance`: variants playtested one after another, one line each,
// the nearest-even variant named and written out if asked; variants paired
// on the same seeds; bad input refused before any game is played.
#include <gtest/gtest.h>

#include <cmath>
#include <regex>
#include <sstream>

#include "engine/core/atomic_file.h"
#include "engine/rules/registry.h"
#include "tests/rules/test_dir.h"
#include "tests/tools/play_fixture.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_session.h"

namespace skirmish {
namespace {

const std::string kReference = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";

struct BalanceRun {
  int code = 0;
  std::string out, err;
};

BalanceRun balance(const BalanceArgs& args) {
  Registry registry;
  add_builtin_rule_sets(registry);
  std::ostringstream out, err;
  BalanceRun r;
  r.code = run_balance(args, registry, out, err);
  r.out = out.str();
  r.err = err.str();
  return r;
}

// Random players are fast; six games a variant keep the suite quick.
BalanceArgs random_games(const std::string& vary) {
  BalanceArgs a;
  a.scenario = kReference;
  a.vary = vary;
  a.games = 6;
  a.red = "random";
  a.blue = "random";
  a.seed = 5;
  return a;
}

// A variant's line: "size=4: Crown 50.0% [18.8%, 81.2%] of 6 games (0 drawn, 0 stalled)".
const std::regex kVariantLine(
    R"(([^\n:]+): Crown ([0-9.]+)% \[([0-9.]+)%, ([0-9.]+)%\] of ([0-9]+) games )"
    R"(\(([0-9]+) drawn, ([0-9]+) stalled(, [0-9]+ crashed)?\)\n)");

struct VariantLine {
  std::string label;
  double share = 0, low = 0, high = 0;
  int games = 0;
};

std::vector<VariantLine> variant_lines(const std::string& out) {
  std::vector<VariantLine> lines;
  for (auto it = std::sregex_iterator(out.begin(), out.end(), kVariantLine);
       it != std::sregex_iterator(); ++it) {
    const std::smatch& m = *it;
    if (m.position(0) != 0 && out[m.position(0) - 1] != '\n') continue;  // "Nearest even: ..."
    lines.push_back({m[1], std::stod(m[2]), std::stod(m[3]), std::stod(m[4]), std::stoi(m[5])});
  }
  return lines;
}

TEST(BalanceCommand, OneLinePerVariantThenTheNearestEven) {
  const BalanceRun r = balance(random_games("blue.units[0].size=3..5"));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("Balancing " + kReference +
                            " over 3 variants of blue.units[0].size: 6 games each, random vs "
                            "random, seed 5\n",
                        0),
            0u)
      << r.out;
  const std::vector<VariantLine> lines = variant_lines(r.out);
  ASSERT_EQ(lines.size(), 3u) << r.out;
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(lines[i].label, "size=" + std::to_string(3 + i));
    EXPECT_GT(lines[i].games, 0);
    EXPECT_LE(lines[i].games, 6);
    EXPECT_LE(lines[i].low, lines[i].share);
    EXPECT_LE(lines[i].share, lines[i].high);
  }
  // The nearest even is the first variant of those nearest 50%.
  size_t nearest = 0;
  for (size_t i = 1; i < lines.size(); ++i) {
    if (std::abs(lines[i].share - 50) < std::abs(lines[nearest].share - 50) - 1e-9) nearest = i;
  }
  const std::string verdict = "Nearest even: blue.units[0]." + lines[nearest].label + ": Crown ";
  EXPECT_NE(r.out.find(verdict), std::string::npos) << r.out;
  const bool inside = lines[nearest].low <= 50 && 50 <= lines[nearest].high;
  EXPECT_NE(
      r.out.find(inside ? "50% lies inside its 95% interval" : "50% lies outside its 95% interval"),
      std::string::npos)
      << r.out;
}

TEST(BalanceCommand, AProgressLineShowsEachVariantsGamesAndBalanceSoFar) {
  BalanceArgs a = random_games("blue.units[0].size=3..4");
  const BalanceRun quiet = balance(a);
  EXPECT_EQ(quiet.err, "");
  a.progress = true;
  const BalanceRun shown = balance(a);
  ASSERT_EQ(shown.code, 0) << shown.err;
  EXPECT_EQ(shown.out, quiet.out);
  // Each variant's last game is drawn, then rubbed out.
  EXPECT_NE(shown.err.find("\r6/6 games, "), std::string::npos) << shown.err;
  EXPECT_NE(shown.err.find(", size=3: Crown "), std::string::npos) << shown.err;
  EXPECT_NE(shown.err.find(", size=4: Crown "), std::string::npos) << shown.err;
  EXPECT_EQ(shown.err.back(), '\r');
}

// Varying what does not touch play (the title) must give the same games:
// every variant plays the same seeds.
TEST(BalanceCommand, EveryVariantPlaysTheSameSeeds) {
  const BalanceRun r = balance(random_games("name=Alpha,Beta"));
  ASSERT_EQ(r.code, 0) << r.err;
  const size_t alpha = r.out.find("name=Alpha: "), beta = r.out.find("name=Beta: ");
  ASSERT_NE(alpha, std::string::npos) << r.out;
  ASSERT_NE(beta, std::string::npos) << r.out;
  const auto rest = [&](size_t at, size_t skip) {
    return r.out.substr(at + skip, r.out.find('\n', at) - at - skip);
  };
  EXPECT_EQ(rest(alpha, 12), rest(beta, 11));
}

TEST(BalanceCommand, UntilCiStopsAVariantOnceItsIntervalIsNarrowEnough) {
  BalanceArgs a = random_games("turn_limit=3");
  a.games = 40;
  a.until_ci = 0.49;  // any 20 finished games are narrow enough
  a.threads = 2;
  const BalanceRun r = balance(a);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::vector<VariantLine> lines = variant_lines(r.out);
  ASSERT_EQ(lines.size(), 1u) << r.out;
  EXPECT_EQ(lines[0].games, 20) << r.out;
}

TEST(BalanceCommand, WriteBestWritesTheNearestEvenVariantLoadable) {
  TestDir dir;
  BalanceArgs a = random_games("turn_limit=2,4");
  a.write_best = (dir / "best.yaml").string();
  const BalanceRun r = balance(a);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string text = read_whole_file(a.write_best);
  EXPECT_EQ(text.rfind("# skirmish balance: the variant turn_limit=", 0), 0u) << text;
  EXPECT_NE(text.find("random vs random, seed 5\n"), std::string::npos) << text;
  Registry registry;
  add_builtin_rule_sets(registry);
  std::ostringstream err;
  const auto best = load_playable(a.write_best, registry, err);
  ASSERT_TRUE(best) << err.str();
  const std::string label = "turn_limit=" + std::to_string(best->scenario->turn_limit);
  EXPECT_NE(r.out.find("Nearest even: " + label + ": "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Wrote " + a.write_best + " (" + label + ")\n"), std::string::npos);
  EXPECT_EQ(dir.entries(), 1);
}

TEST(BalanceCommand, BadArgumentsAreRefusedBeforeAnyGame) {
  const auto refused = [](BalanceArgs a, const std::string& why) {
    const BalanceRun r = balance(a);
    EXPECT_EQ(r.code, 1) << a.vary;
    EXPECT_EQ(r.out, "");
    EXPECT_NE(r.err.find(why), std::string::npos) << r.err;
  };
  BalanceArgs a = random_games("blue.units[0].size=4..5");
  a.red = "ace";
  refused(a, "the known kinds are: human, random");
  a = random_games("blue.units[0].size=4..5");
  a.games = 1;
  refused(a, "balance: --games must be at least 2 a variant, not 1");
  refused(random_games("blue.units[9].size=4..8"),
          "balance: --vary \"blue.units[9].size=4..8\": the Rebels have 4 units (0..3), not "
          "units[9]");
  refused(random_games("blue.units[0].size"), "balance: --vary \"blue.units[0].size\": expected");
  // A variant that does not load is found before the first game.
  refused(random_games("turn_limit=5,5000"), "reference.yaml [turn_limit=5000]:");
  refused(random_games("turn_limit=5,5000"),
          "balance: --vary \"turn_limit=5,5000\": the variant turn_limit=5000 is not a playable "
          "scenario (above); no game was played");
  a = random_games("turn_limit=4");
  a.scenario = "no-such-file.yaml";
  refused(a, "no-such-file.yaml");
}

TEST(BalanceCommand, AScenarioOfThreeSidesIsRefusedInOneLine) {
  BalanceArgs a = random_games("turn_limit=2..3");
  a.scenario = play_test::three_sides_file();
  const BalanceRun r = balance(a);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "balance: " + a.scenario +
                       " has 3 sides; balance weighs a first side against a second and plays "
                       "two-side scenarios only (playtest one with --sides for each side's "
                       "share)\n");
}

}  // namespace
}  // namespace skirmish
