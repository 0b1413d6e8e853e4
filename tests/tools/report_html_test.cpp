// The playtest report: one self-contained page (no script, no address out
// of the file, every <svg> closed), names from the scenario escaped, the
// balance figure and its interval in words, the stalled games with the
// commands to see them again, and no trouble with no games, one turn or
// thirty units with long names.
#include "tools/playtest/report_html.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <string>

#include "engine/scenario/loader.h"

namespace skirmish {
namespace {

const std::string kReference = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";
const std::string kNasty = "<b>&\"";

size_t count(const std::string& text, const std::string& what) {
  size_t n = 0;
  for (size_t p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

bool has(const std::string& text, const std::string& what) {
  return text.find(what) != std::string::npos;
}

std::string percent(double share) {
  char b[16];
  std::snprintf(b, sizeof b, "%.1f%%", 100 * share);
  return b;
}

// The reference scenario with a first unit whose name is markup, and a side
// colour that tries to break out of its attribute.
Scenario nasty_reference() {
  LoadResult loaded = load_scenario(kReference);
  EXPECT_TRUE(loaded.ok()) << (loaded.error ? loaded.error->to_string() : "");
  Scenario s = std::move(*loaded.scenario);
  s.sides[0].units[0].name = kNasty;
  s.sides[1].colour = "\" onload=\"alert(1)";
  return s;
}

// A finished game: `winner` (-1 a draw) at `turns`; the first unit keeps
// all five men when its side wins and loses three otherwise.
PlaytestGame finished(const Roster& r, int64_t index, int winner, int turns) {
  PlaytestGame g;
  g.index = index;
  g.seed = 1000 + static_cast<uint64_t>(index);
  g.players = {"utility", "random"};
  g.winner = winner;
  g.turns = turns;
  g.decisions = 100;
  g.first_to_act = static_cast<int>(index % 2);
  g.sides.assign(r.sides.size(), SideResult{});
  if (winner >= 0) g.sides[static_cast<size_t>(1 - winner)].broke_on_turn = turns;
  for (size_t u = 0; u < r.units.size(); ++u) {
    UnitLosses l;
    l.men = 5;
    l.fighting = (u == 0 && winner == 0) ? 5 : 2;
    l.dead = l.men - l.fighting;
    g.units.push_back(l);
  }
  g.objectives_scored_by.assign(r.objectives.size(), winner);
  return g;
}

PlaytestGame stalled(const Roster& r, int64_t index, uint64_t seed) {
  PlaytestGame g = finished(r, index, -1, 12);
  g.seed = seed;
  g.end = GameEnd::kStalled;
  g.error = "no end within 20000 decisions";
  return g;
}

struct Playtest {
  Scenario scenario;
  RunIdentity id;
  PlaytestStats stats;
  explicit Playtest(Scenario s) : scenario(std::move(s)), stats(roster_of(scenario)) {
    id.build = "skirmish 0.1.0 (test)";
    id.scenario_file = "scenarios/reference.yaml";
    id.scenario_hash = "fnv1a64:0123456789abcdef";
    id.base_seed = 77;
    id.games = 40;
    id.players = {"utility", "random"};
  }
  std::string report(const std::string& results = "out/results.jsonl") const {
    ReportInput in;
    in.scenario = &scenario;
    in.id = &id;
    in.stats = &stats;
    in.command = "skirmish playtest scenarios/reference.yaml --games 40 --report r.html";
    in.results_path = results;
    return playtest_report_html(in);
  }
};

// 40 games: Crown wins 30, Rebels 8, 2 drawn, all ended in turns 4..8.
Playtest lopsided() {
  Playtest run(nasty_reference());
  const Roster& r = run.stats.roster();
  for (int64_t i = 0; i < 40; ++i) {
    const int winner = i < 30 ? 0 : i < 38 ? 1 : -1;
    run.stats.add(finished(r, i, winner, 4 + static_cast<int>(i % 5)));
  }
  return run;
}

void expect_self_contained(const std::string& page) {
  EXPECT_TRUE(page.starts_with("<!DOCTYPE html>")) << page.substr(0, 80);
  EXPECT_TRUE(page.ends_with("</html>\n"));
  EXPECT_EQ(count(page, "<svg"), count(page, "</svg>"));
  EXPECT_EQ(count(page, "<text"), count(page, "</text>"));
  EXPECT_FALSE(has(page, "http")) << "an address in a page that must stand alone";
  EXPECT_FALSE(has(page, "<script"));
  EXPECT_FALSE(has(page, " src="));
  EXPECT_FALSE(has(page, "<link"));
  EXPECT_FALSE(has(page, "@import"));
  EXPECT_FALSE(has(page, "nan")) << "a number that did not exist was printed";
  EXPECT_FALSE(has(page, "inf\""));
}

TEST(ReportHtml, IsOneSelfContainedPageWithItsChartsAndTable) {
  const std::string page = lopsided().report();
  expect_self_contained(page);
  EXPECT_EQ(count(page, "<svg class=\"chart\""), 3u) << "win rate, length, casualties";
  EXPECT_EQ(count(page, "<svg"), 4u) << "and the table picture";
  EXPECT_TRUE(has(page, "Crown deployment")) << "the table shows the deployment zones";
  EXPECT_TRUE(has(page, "Reference skirmish (generated, seed 1)"));
  EXPECT_TRUE(has(page, "skirmish 0.1.0 (test)"));
  EXPECT_TRUE(has(page, "base seed 77"));
  EXPECT_TRUE(has(page, "skirmish playtest scenarios/reference.yaml --games 40 --report r.html"));
  EXPECT_TRUE(has(page, "40 asked, 40 played: 40 finished, 0 stalled, 0 crashed"));
  EXPECT_TRUE(has(page, "Every game finished."));
}

TEST(ReportHtml, EscapesNamesAndRefusesAColourThatIsNotOne) {
  const std::string page = lopsided().report();
  EXPECT_FALSE(has(page, kNasty));
  EXPECT_TRUE(has(page, "&lt;b&gt;&amp;&quot;"));
  // The table picture escapes the colour; the charts fall back to a colour of their own.
  EXPECT_FALSE(has(page, "\" onload=\"")) << "a side colour broke out of its attribute";
  EXPECT_TRUE(has(page, "fill=\"#1f4e9c\""));
}

TEST(ReportHtml, HeadlineGivesTheShareItsIntervalAndAVerdict) {
  const Playtest run = lopsided();
  const std::string page = run.report();
  // Crown: 30 wins and 2 draws of 40 = 31/40.
  const Share s = run.stats.score(0);
  ASSERT_NEAR(s.value, 0.775, 1e-9);
  EXPECT_TRUE(has(page, "Crown scores 77.5% of games [" + percent(s.low) + ", " + percent(s.high) +
                            "]: Crown favoured"))
      << page;
  EXPECT_TRUE(has(page, "Crown won 30 (75.0%), "));
  EXPECT_TRUE(has(page, "Rebels won 8 (20.0%), 2 drawn, of 40 finished games"));
  // The win-rate chart shows each side's interval.
  const Share rebels = run.stats.win_rate(1);
  EXPECT_TRUE(has(page, percent(rebels.value) + " [" + percent(rebels.low) + ", " +
                            percent(rebels.high) + "]"));
}

TEST(ReportHtml, AnEvenSplitReadsBalanced) {
  Playtest run(nasty_reference());
  for (int64_t i = 0; i < 20; ++i) {
    run.stats.add(finished(run.stats.roster(), i, static_cast<int>(i % 2), 6));
  }
  const std::string page = run.report();
  EXPECT_TRUE(has(page, "Crown scores 50.0% of games ["));
  EXPECT_TRUE(has(page, "balanced within the interval")) << page;
  EXPECT_FALSE(has(page, "favoured"));
  // Every game ended on turn 6: one bucket, mean and median on it.
  EXPECT_TRUE(has(page, "mean 6.0 (dashed), median 6 (solid)"));
}

TEST(ReportHtml, StalledGamesCarryTheirSeedAndTheCommandsToSeeThemAgain) {
  Playtest run = lopsided();
  run.stats.add(stalled(run.stats.roster(), 40, 123456789));
  const std::string page = run.report("my runs/results.jsonl");
  expect_self_contained(page);
  EXPECT_TRUE(has(page, "1 stalled"));
  EXPECT_TRUE(has(page, "<td class=\"n\">123456789</td>"));
  EXPECT_TRUE(has(page, "no end within 20000 decisions"));
  // A path with a space comes quoted for the shell (the quotes HTML-escaped).
  EXPECT_TRUE(has(page, "skirmish replay --from &#39;my runs/results.jsonl&#39; --game 40"))
      << page;
  EXPECT_TRUE(has(page, "--seed 123456789"));
}

TEST(ReportHtml, NoGamesAtAllStillMakesAPage) {
  const Playtest run(nasty_reference());
  const std::string page = run.report();
  expect_self_contained(page);
  EXPECT_TRUE(has(page, "No game finished: there is no balance to judge yet."));
  EXPECT_TRUE(has(page, "no lengths to show"));
  EXPECT_TRUE(has(page, "0 played: 0 finished"));
}

TEST(ReportHtml, TheSameStatsGiveTheSameBytes) {
  Playtest forward(nasty_reference()), backward(nasty_reference());
  const Roster& r = forward.stats.roster();
  for (int64_t i = 0; i < 12; ++i) forward.stats.add(finished(r, i, i % 3 == 0 ? 1 : 0, 5));
  for (int64_t i = 11; i >= 0; --i) backward.stats.add(finished(r, i, i % 3 == 0 ? 1 : 0, 5));
  EXPECT_EQ(forward.report(), backward.report());
}

TEST(ReportHtml, ThirtyUnitsWithLongNamesAndNoScenario) {
  Roster r;
  r.sides = {"Crown", "A side whose name goes on and on past any sensible label width"};
  for (int u = 0; u < 30; ++u) {
    r.units.push_back("Unit " + std::to_string(u) + std::string(80, 'x'));
    r.unit_side.push_back(u % 2);
  }
  PlaytestStats stats(r);
  // Side 1 never wins.
  for (int64_t i = 0; i < 7; ++i) stats.add(finished(r, i, 0, 3));
  ReportInput in;
  in.stats = &stats;
  const std::string page = playtest_report_html(in);
  expect_self_contained(page);
  EXPECT_EQ(count(page, "<svg"), 3u) << "no scenario, no table picture";
  for (int u = 0; u < 30; ++u) {
    EXPECT_TRUE(has(page, "<td>Unit " + std::to_string(u) + std::string(80, 'x') + "</td>")) << u;
  }
  // Chart labels are cut short, with the whole name in the tooltip.
  EXPECT_TRUE(has(page, "<title>Unit 0" + std::string(80, 'x') + "</title>Unit 0" +
                            std::string(20, 'x') + "\u2026</text>"));
  EXPECT_TRUE(has(page, "Crown scores 100.0% of games ["));
}

}  // namespace
}  // namespace skirmish
