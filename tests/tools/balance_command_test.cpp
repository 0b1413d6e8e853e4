// `skirmish balance`: variants playtested one after another, one line each,
// the nearest-even variant named and written out if asked; variants paired
// on the same seeds; bad input refused before any game is played.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "engine/core/atomic_file.h"
#include "engine/rules/registry.h"
#include "tests/rules/test_dir.h"
#include "tests/tools/games_file_fixture.h"
#include "tests/tools/play_fixture.h"
#include "tools/skirmish/commands.h"
#include "tools/skirmish/game_session.h"

namespace skirmish {
namespace {

using games_file_test::lines_of;
using games_file_test::without_file_lines;
using games_file_test::write_interrupted;

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
  a.vary = {vary};
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

// Two --vary options: every combination of their values, the first's
// outermost, each a variant of its own; the best written has both.
TEST(BalanceCommand, TwoVariesTryEveryCombination) {
  TestDir dir;
  BalanceArgs a = random_games("blue.units[0].size=3..4");
  a.vary.push_back("turn_limit=8,10");
  a.write_best = (dir / "best.yaml").string();
  const BalanceRun r = balance(a);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("Balancing " + kReference +
                            " over 4 variants of blue.units[0].size and turn_limit: 6 games each",
                        0),
            0u)
      << r.out;
  const std::vector<VariantLine> lines = variant_lines(r.out);
  ASSERT_EQ(lines.size(), 4u) << r.out;
  EXPECT_EQ(lines[0].label, "blue.units[0].size=3; turn_limit=8");
  EXPECT_EQ(lines[1].label, "blue.units[0].size=3; turn_limit=10");
  EXPECT_EQ(lines[2].label, "blue.units[0].size=4; turn_limit=8");
  EXPECT_EQ(lines[3].label, "blue.units[0].size=4; turn_limit=10");
  const std::string text = read_whole_file(a.write_best);
  EXPECT_NE(text.find("# Made with --vary \"blue.units[0].size=3..4\" --vary \"turn_limit=8,10\""),
            std::string::npos)
      << text;
  Registry registry;
  add_builtin_rule_sets(registry);
  std::ostringstream err;
  const auto best = load_playable(a.write_best, registry, err);
  ASSERT_TRUE(best) << err.str();
  const std::string label =
      "blue.units[0].size=" + std::to_string(best->scenario->sides[1].units[0].figures.size()) +
      "; turn_limit=" + std::to_string(best->scenario->turn_limit);
  EXPECT_NE(r.out.find("Nearest even: " + label + ": "), std::string::npos) << r.out;
}

// A later --vary applies to the earlier's variants: it may name the man a
// larger size added.
TEST(BalanceCommand, ALaterVaryMayNameAManAnEarlierAdded) {
  TestDir dir;
  BalanceArgs a = random_games("blue.units[0].size=6");
  a.vary.push_back("blue.units[0].figures[5].experience=2,5");
  a.write_best = (dir / "best.yaml").string();
  const BalanceRun r = balance(a);
  ASSERT_EQ(r.code, 0) << r.err;
  ASSERT_EQ(variant_lines(r.out).size(), 2u) << r.out;
  Registry registry;
  add_builtin_rule_sets(registry);
  std::ostringstream err;
  const auto best = load_playable(a.write_best, registry, err);
  ASSERT_TRUE(best) << err.str();
  EXPECT_EQ(best->scenario->sides[1].units[0].figures.size(), 6u);
}

TEST(BalanceCommand, TooManyCombinationsAreRefusedBeforeAnyGame) {
  BalanceArgs a = random_games("turn_limit=1..10");
  a.vary.push_back("break_fraction=0.1..0.6/0.1");
  const BalanceRun r = balance(a);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err,
            "balance: --vary \"turn_limit=1..10\" --vary \"break_fraction=0.1..0.6/0.1\": the "
            "values give 60 combinations; at most 50 (fewer values, or a larger step)\n");
  EXPECT_EQ(r.out, "");
}

TEST(BalanceCommand, BadArgumentsAreRefusedBeforeAnyGame) {
  const auto refused = [](BalanceArgs a, const std::string& why) {
    const BalanceRun r = balance(a);
    EXPECT_EQ(r.code, 1) << a.vary.front();
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

TEST(BalanceCommand, ReportShowsEveryVariantAndMarksTheNearestEven) {
  TestDir dir;
  BalanceArgs a = random_games("blue.units[0].size=3..5");
  a.report = (dir / "balance.html").string();
  const BalanceRun r = balance(a);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Report written to " + a.report + "\n"), std::string::npos) << r.out;
  const std::string page = read_whole_file(a.report);
  EXPECT_EQ(page.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_NE(page.find("<h1>Balance: "), std::string::npos);
  EXPECT_NE(page.find("Varied: <code>blue.units[0].size=3..5</code>, 3 variants, 6 games each"),
            std::string::npos)
      << page;
  for (const char* label : {"size=3", "size=4", "size=5"}) {
    EXPECT_NE(page.find(std::string("<code>blue.units[0].") + label + "</code>"), std::string::npos)
        << label;
  }
  // The verdict's variant is the one the page marks and heads with.
  const std::size_t said = r.out.find("Nearest even: ");
  ASSERT_NE(said, std::string::npos) << r.out;
  const std::string best = r.out.substr(said + 14, r.out.find(':', said + 14) - said - 14);
  EXPECT_NE(page.find("Nearest an even game: <code>" + best + "</code>"), std::string::npos)
      << page;
  EXPECT_NE(page.find("<code>" + best + "</code> (nearest even)"), std::string::npos) << page;
  EXPECT_NE(page.find("aria-label=\"Crown&#39;s score by variant with 95% intervals\""),
            std::string::npos);
  EXPECT_EQ(page.find("http"), std::string::npos) << "the page links nowhere";
  // The same search gives the same page, byte for byte.
  ASSERT_EQ(balance(a).code, 0);
  EXPECT_EQ(read_whole_file(a.report), page);
}

// Two levers at once: the report also lays the first side's score out by
// both, a row for each value of the first and a column for each of the
// second; one lever has no such table.
TEST(BalanceCommand, AReportOfTwoVariesShowsTheScoreByBoth) {
  TestDir dir;
  BalanceArgs a = random_games("blue.units[0].size=3..4");
  a.vary.push_back("turn_limit=8,10,12");
  a.report = (dir / "balance.html").string();
  const BalanceRun r = balance(a);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string page = read_whole_file(a.report);
  EXPECT_NE(page.find("Varied: <code>blue.units[0].size=3..4 and turn_limit=8,10,12</code>, 6 "
                      "variants"),
            std::string::npos)
      << page;
  EXPECT_NE(page.find("<h2>Crown's score by both</h2>"), std::string::npos) << page;
  EXPECT_NE(
      page.find("<th><code>blue.units[0].size</code> \\ <code>turn_limit</code></th><th>8</th>"
                "<th>10</th><th>12</th></tr>\n<tr><th>3</th>"),
      std::string::npos)
      << page;
  EXPECT_NE(page.find("</tr>\n<tr><th>4</th>"), std::string::npos) << page;
  EXPECT_NE(page.find("<b>"), std::string::npos) << "the nearest even is marked";

  BalanceArgs one = random_games("turn_limit=8,10");
  one.report = (dir / "one.html").string();
  ASSERT_EQ(balance(one).code, 0);
  EXPECT_EQ(read_whole_file(one.report).find("score by both"), std::string::npos);
}

TEST(BalanceCommand, AReportThatCannotBeWrittenIsAnError) {
  TestDir dir;
  BalanceArgs a = random_games("turn_limit=3");
  a.report = (dir / "no-such-folder" / "balance.html").string();
  const BalanceRun r = balance(a);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("balance.html"), std::string::npos) << r.err;
  EXPECT_EQ(dir.entries(), 0);
}

TEST(BalanceCommand, OutWritesEveryGameOfEveryVariantInTurn) {
  TestDir dir;
  BalanceArgs a = random_games("blue.units[0].size=3..5");
  a.out = (dir / "games.jsonl").string();
  a.threads = 2;
  const BalanceRun r = balance(a);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Games written to " + a.out + "\n"), std::string::npos) << r.out;
  EXPECT_FALSE(std::filesystem::exists(a.out + ".partial"));
  const std::vector<std::string> lines = lines_of(a.out);
  ASSERT_EQ(lines.size(), 18u);
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string variant = "size=" + std::to_string(3 + i / 6);
    EXPECT_NE(lines[i].find("\"scenario\":\"" + kReference + " [blue.units[0]." + variant + "]\""),
              std::string::npos)
        << lines[i];
    EXPECT_NE(lines[i].find("\"game\":" + std::to_string(i % 6) + ","), std::string::npos)
        << lines[i];
  }
  // Without --out the verdict is the same.
  a.out.clear();
  EXPECT_EQ(without_file_lines(balance(a).out), without_file_lines(r.out));
}

TEST(BalanceCommand, AnInterruptedRunCarriesOnToTheSameGamesAndVerdict) {
  TestDir dir;
  BalanceArgs whole = random_games("blue.units[0].size=3..5");
  whole.out = (dir / "whole.jsonl").string();
  const BalanceRun first = balance(whole);
  ASSERT_EQ(first.code, 0) << first.err;
  const std::vector<std::string> lines = lines_of(whole.out);
  ASSERT_EQ(lines.size(), 18u);

  // Stopped in the second variant, two of its games in and a third torn.
  BalanceArgs cut = whole;
  cut.out = (dir / "cut.jsonl").string();
  write_interrupted(lines, 8, true, cut.out + ".partial");
  const BalanceRun refused = balance(cut);
  EXPECT_EQ(refused.code, 1);
  EXPECT_NE(refused.err.find("cut.jsonl.partial holds an interrupted run: add --resume"),
            std::string::npos)
      << refused.err;
  cut.resume = true;
  const BalanceRun resumed = balance(cut);
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_NE(resumed.out.find("Resuming: 1 of 3 variants done, 2 games of size=4 played\n"),
            std::string::npos)
      << resumed.out;
  EXPECT_EQ(lines_of(cut.out), lines);
  EXPECT_EQ(without_file_lines(resumed.out), without_file_lines(first.out));
  EXPECT_FALSE(std::filesystem::exists(cut.out + ".partial"));

  // Resumed once finished: the games are read, not played again.
  const BalanceRun again = balance(cut);
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.out.find("Already complete: " + cut.out), std::string::npos) << again.out;
  EXPECT_EQ(without_file_lines(again.out), without_file_lines(first.out));
  EXPECT_EQ(lines_of(cut.out), lines);

  // Stopped between two variants: the next starts at its first game.
  std::filesystem::remove(cut.out);
  write_interrupted(lines, 12, false, cut.out + ".partial");
  const BalanceRun between = balance(cut);
  ASSERT_EQ(between.code, 0) << between.err;
  EXPECT_NE(between.out.find("Resuming: 2 of 3 variants done, 0 games of size=5 played\n"),
            std::string::npos)
      << between.out;
  EXPECT_EQ(lines_of(cut.out), lines);
}

TEST(BalanceCommand, AVariantStoppedByUntilCiIsDoneWhenResumed) {
  TestDir dir;
  BalanceArgs whole = random_games("turn_limit=3,4");
  whole.games = 40;
  whole.until_ci = 0.49;  // any 20 finished games are narrow enough
  whole.out = (dir / "whole.jsonl").string();
  const BalanceRun first = balance(whole);
  ASSERT_EQ(first.code, 0) << first.err;
  const std::vector<std::string> lines = lines_of(whole.out);
  ASSERT_EQ(lines.size(), 40u);  // 20 a variant

  BalanceArgs cut = whole;
  cut.out = (dir / "cut.jsonl").string();
  cut.resume = true;
  write_interrupted(lines, 20, false, cut.out + ".partial");
  const BalanceRun resumed = balance(cut);
  ASSERT_EQ(resumed.code, 0) << resumed.err;
  EXPECT_NE(resumed.out.find("Resuming: 1 of 2 variants done, 0 games of turn_limit=4 played\n"),
            std::string::npos)
      << resumed.out;
  EXPECT_EQ(lines_of(cut.out), lines);
  EXPECT_EQ(without_file_lines(resumed.out), without_file_lines(first.out));
}

TEST(BalanceCommand, ResumingRefusesAnotherRunsGamesWithTheReason) {
  TestDir dir;
  BalanceArgs a = random_games("blue.units[0].size=3..4");
  a.out = (dir / "games.jsonl").string();
  ASSERT_EQ(balance(a).code, 0);
  const std::vector<std::string> lines = lines_of(a.out);
  ASSERT_EQ(lines.size(), 12u);
  const auto refused = [&](BalanceArgs b, const std::string& why) {
    const BalanceRun r = balance(b);
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.err.find(why), std::string::npos) << r.err;
    EXPECT_EQ(r.out, "");
  };

  // Another seed's games.
  BalanceArgs other = a;
  other.out = (dir / "other.jsonl").string();
  other.resume = true;
  other.seed = 6;
  write_interrupted(lines, 3, false, other.out + ".partial");
  refused(other, "balance: cannot resume: " + other.out +
                     ".partial:1: not a game of the variant blue.units[0].size=3 played next: "
                     "base_seed 5 (not 6)");
  // The second variant's games where the first's are missing.
  BalanceArgs skipped = a;
  skipped.out = (dir / "skipped.jsonl").string();
  skipped.resume = true;
  std::vector<std::string> gap(lines.begin(), lines.begin() + 3);
  gap.insert(gap.end(), lines.begin() + 6, lines.end());
  write_interrupted(gap, gap.size(), false, skipped.out + ".partial");
  refused(skipped,
          ".partial:4: not a game of the variant blue.units[0].size=3 played next: "
          "scenario " +
              kReference + " [blue.units[0].size=4]");
  // A game out of order.
  std::swap(gap[1], gap[2]);
  write_interrupted(gap, 3, false, skipped.out + ".partial");
  refused(skipped,
          ".partial:2: game 2 is not the next of the variant blue.units[0].size=3 "
          "(expected game 1)");
  // --resume with nothing to resume from.
  BalanceArgs nowhere = a;
  nowhere.out.clear();
  nowhere.resume = true;
  refused(nowhere, "balance: --resume carries on a games file: name it with --out");
}

}  // namespace
}  // namespace skirmish
