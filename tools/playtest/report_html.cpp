// The playtest report page (report_html.h): its sections in order, their
// tables and words, and the page's styles; the charts are report_charts.h.
#include "tools/playtest/report_html.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string_view>
#include <vector>

#include "engine/scenario/deployment.h"
#include "tools/playtest/playtest_run.h"
#include "tools/playtest/report_charts.h"
#include "tools/playtest/report_text.h"
#include "tools/render/table_svg.h"
#include "tools/skirmish/seating.h"

namespace skirmish {
namespace report {
namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// --- Words. -----------------------------------------------------------------

// `part` of `of` as "12 (4.5%)"; "12" alone when `of` is 0.
std::string count_and_percent(int64_t part, int64_t of) {
  if (of <= 0) return whole(part);
  return whole(part) + " (" + percent(static_cast<double>(part) / static_cast<double>(of)) + ")";
}

// A word for a shell: paths and planner specs with spaces or quotes come
// back quoted, so a copied command runs as shown.
std::string shell_word(const std::string& s) {
  const bool plain = !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) ||
           std::string_view("_./-:=+,@%").find(c) != std::string_view::npos;
  });
  if (plain) return s;
  std::string q = "'";
  for (const char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// A side's colour as a small square before its name.
std::string swatch(const std::string& colour) {
  return "<span class=\"swatch\" style=\"background:" + escaped(colour) + "\"></span>";
}

// An even game's share in words: "50%" with two sides, as the page has
// always said it, "33.3%" with three.
std::string even_words(const PlaytestStats& st) {
  return side_count(st) > 2 ? percent(st.even_share()) : std::string("50%");
}

// --- Sections. --------------------------------------------------------------

std::string planners_line(const ReportInput& in) {
  if (!in.id) return "";
  const PlaytestStats& st = *in.stats;
  std::string o = "<p>Planners: ";
  for (size_t side = 0; side < in.id->players.size(); ++side) {
    const int k = static_cast<int>(side);
    o += (side ? ", " : "") + swatch(side_colour(in, k)) + " " + escaped(side_name(st, k)) +
         ": <code>" + escaped(in.id->players[side]) + "</code>";
  }
  if (in.id->mirror && in.id->players.size() == 2) {
    o += "; mirrored (each seed played twice, the planners swapping sides)";
  } else if (in.id->mirror) {
    o += "; mirrored (each seed played " + whole(std::ssize(in.id->players)) +
         " times, the planners' seating rotated a side each time)";
  }
  return o + ".</p>\n";
}

std::string title_section(const ReportInput& in) {
  const PlaytestStats& st = *in.stats;
  const std::string name =
      in.scenario ? in.scenario->name : (in.id ? in.id->scenario_file : "Playtest");
  std::string o = "<h1>Playtest: " + escaped(name) + "</h1>\n";
  if (in.scenario && !in.scenario->description.empty()) {
    o += "<p class=\"note\">" + escaped(in.scenario->description) + "</p>\n";
  }
  o += planners_line(in);
  o += "<p>Games: ";
  if (in.id) o += whole(in.id->games) + " asked, ";
  o += whole(st.games()) + " played: " + whole(st.finished()) + " finished, " +
       whole(st.stalled()) + " stalled, " + whole(st.crashed()) + " crashed.</p>\n";
  if (in.id) {
    o += "<p class=\"note\">Build <code>" + escaped(in.id->build) + "</code>, scenario <code>" +
         escaped(in.id->scenario_file) + "</code> (<code>" + escaped(in.id->scenario_hash) +
         "</code>), base seed " + std::to_string(in.id->base_seed) + ".</p>\n";
  }
  if (!in.command.empty()) o += "<pre><code>" + escaped(in.command) + "</code></pre>\n";
  return o;
}

// The side whose score lies furthest from an even game's, beyond its
// interval; -1 when every side's interval holds the even share.
int most_uneven_side(const PlaytestStats& st) {
  int side = -1;
  double gap = 0;
  for (int k = 0; k < side_count(st); ++k) {
    const Share s = st.score(k);
    const double even = st.even_share();
    if (s.low <= even && even <= s.high) continue;
    if (std::fabs(s.value - even) > gap) {
      gap = std::fabs(s.value - even);
      side = k;
    }
  }
  return side;
}

// Three sides or more: no single share is the balance figure; the side
// furthest from even, if any is beyond its interval.
std::string many_sides_verdict(const ReportInput& in) {
  const PlaytestStats& st = *in.stats;
  const std::string even = even_words(st);
  const int side = most_uneven_side(st);
  if (side < 0) {
    return "Every side scores within its interval of an even " + even +
           ": balanced within the intervals";
  }
  const Share s = st.score(side);
  const std::string name = escaped(side_name(st, side));
  return name + " scores " + percent(s.value) + " of games " + interval_text(s) +
         " against an even " + even + ": " + name +
         (s.value > st.even_share() ? " favoured" : " disfavoured");
}

// The balance figure in a designer's words: who is favoured, or that the
// games cannot tell the sides apart.
std::string verdict(const ReportInput& in, const Share& s) {
  const PlaytestStats& st = *in.stats;
  if (side_count(st) > 2) return many_sides_verdict(in);
  const std::string first = escaped(side_name(st, 0));
  const std::string figure =
      first + " scores " + percent(s.value) + " of games " + interval_text(s) + ": ";
  if (s.low <= 0.5 && 0.5 <= s.high) return figure + "balanced within the interval";
  if (s.value > 0.5) return figure + first + " favoured";
  return figure + escaped(side_count(st) == 2 ? side_name(st, 1) : "the other sides") + " favoured";
}

std::string headline_section(const ReportInput& in) {
  const PlaytestStats& st = *in.stats;
  std::string o = "<h2>Balance</h2>\n";
  if (st.finished() == 0) {
    return o + "<p class=\"headline\">No game finished: there is no balance to judge yet.</p>\n";
  }
  const Share s = st.score(0);
  const bool balanced = s.low <= 0.5 && 0.5 <= s.high;
  std::string edge = balanced ? "#777" : side_colour(in, s.value > 0.5 ? 0 : 1);
  if (side_count(st) > 2) {
    const int uneven = most_uneven_side(st);
    edge = uneven < 0 ? "#777" : side_colour(in, uneven);
  }
  o += "<p class=\"headline\" style=\"border-color:" + escaped(edge) + "\">" + verdict(in, s) +
       ".</p>\n";
  o += "<p>";
  for (int side = 0; side < side_count(st); ++side) {
    o += swatch(side_colour(in, side)) + " " + escaped(side_name(st, side)) + " won " +
         count_and_percent(st.wins(side), st.finished()) + ", ";
  }
  o += whole(st.draws()) + " drawn, of " + whole(st.finished()) + " finished games.</p>\n";
  const std::string draw_part =
      side_count(st) > 2 ? "1/" + whole(side_count(st)) + " of the draws" : "half the draws";
  o += "<p class=\"note\">A side's score is its wins plus " + draw_part +
       "; the interval is the "
       "95% Wilson interval (&#177;" +
       fixed(100 * st.interval_half_width(), 1) +
       " points). Stalled and crashed games are left out.</p>\n";
  return o;
}

std::string win_rate_section(const ReportInput& in) {
  return "<h2>Win rate per side</h2>\n" + win_rate_chart(in) +
         "<p class=\"note\">Bars: share of finished games won; whiskers: 95% interval; dashed "
         "line: " +
         even_words(*in.stats) + ".</p>\n";
}

std::string length_section(const ReportInput& in) {
  const PlaytestStats& st = *in.stats;
  std::string o = "<h2>Game length</h2>\n" + length_chart(st);
  if (st.finished() > 0) {
    o += "<p>Finished games lasted " + fixed(st.mean_turns(), 1) + " turns on average (median " +
         whole(st.median_turns()) + "); a game took " + fixed(st.mean_decisions(), 0) +
         " decisions on average.</p>\n";
  }
  return o;
}

std::string correlation_cell(double c) {
  const std::string colour = c >= 0 ? "#2e7d32" : "#b22222";
  return "<td class=\"n\">" + fixed(c, 2) +
         " <span class=\"cbar\" style=\"width:" + fixed(40 * std::min(1.0, std::fabs(c)), 0) +
         "px;background:" + colour + "\"></span></td>";
}

std::string unit_table(const ReportInput& in) {
  const PlaytestStats& st = *in.stats;
  const Roster& r = st.roster();
  std::string o =
      "<table class=\"data\"><tr><th>Unit</th><th>Side</th><th>Mean casualties</th><th>Mean "
      "survivors</th><th>Wiped out</th><th>Survival ~ winning</th></tr>\n";
  for (const int u : st.units_by_correlation()) {
    const int side = at(u) < r.unit_side.size() ? r.unit_side[at(u)] : -1;
    o += "<tr><td>" + escaped(r.units[at(u)]) + "</td><td>" + swatch(side_colour(in, side)) + " " +
         escaped(side_name(st, side)) + "</td><td class=\"n\">" + fixed(st.mean_casualties(u), 2) +
         "</td><td class=\"n\">" + fixed(st.mean_survivors(u), 2) + "</td><td class=\"n\">" +
         count_and_percent(st.wiped_out(u), st.finished()) + "</td>" +
         correlation_cell(st.survival_correlation(u)) + "</tr>\n";
  }
  return o + "</table>\n";
}

std::string units_section(const ReportInput& in) {
  const int sides = side_count(*in.stats);
  const std::string drawn = sides > 2 ? "1/" + whole(sides) : std::string("&#189;");
  return "<h2>Casualties per unit</h2>\n" + casualty_chart(in) +
         "<h3>Which units' survival matters most</h3>\n" + unit_table(in) +
         "<p class=\"note\">Survival ~ winning: the correlation between the men a unit has "
         "left at the end and its side's result (won 1, drawn " +
         drawn +
         ", lost 0), strongest "
         "first. Near +1: its side wins when it survives; near 0: its fate does not decide "
         "games.</p>\n";
}

std::string side_table(const ReportInput& in) {
  const PlaytestStats& st = *in.stats;
  std::string o =
      "<table class=\"data\"><tr><th>Side</th><th>Score</th><th>Broken</th><th>Mean break "
      "turn</th><th>Mean victory points</th></tr>\n";
  for (int side = 0; side < side_count(st); ++side) {
    const Share s = st.score(side);
    o += "<tr><td>" + swatch(side_colour(in, side)) + " " + escaped(side_name(st, side)) +
         "</td><td class=\"n\">" + percent(s.value) + " " + interval_text(s) +
         "</td><td class=\"n\">" + count_and_percent(st.broke(side), st.finished()) +
         "</td><td class=\"n\">" +
         (st.broke(side) > 0 ? fixed(st.mean_break_turn(side), 1) : std::string("&#8211;")) +
         "</td><td class=\"n\">" + fixed(st.mean_victory_points(side), 2) + "</td></tr>\n";
  }
  return o + "</table>\n";
}

std::string objective_table(const ReportInput& in) {
  const PlaytestStats& st = *in.stats;
  const Roster& r = st.roster();
  if (r.objectives.empty()) return "<p>The scenario has no objectives.</p>\n";
  std::string o =
      "<table class=\"data\"><tr><th>Objective</th><th>Scores for</th><th>Scored at the "
      "end</th></tr>\n";
  for (size_t k = 0; k < r.objectives.size(); ++k) {
    const int side = k < r.objective_side.size() ? r.objective_side[k] : -1;
    o += "<tr><td>" + escaped(r.objectives[k]) + "</td><td>" +
         (side >= 0 ? swatch(side_colour(in, side)) + " " + escaped(side_name(st, side))
                    : std::string("&#8211;")) +
         "</td><td class=\"n\">" +
         count_and_percent(st.objective_scored(static_cast<int>(k)), st.finished()) +
         "</td></tr>\n";
  }
  return o + "</table>\n";
}

std::string sides_section(const ReportInput& in) {
  return "<h2>Sides and objectives</h2>\n" + side_table(in) + objective_table(in);
}

std::string advantage_words(const PlaytestStats& st, const Share& s) {
  const double even = st.even_share();
  if (s.low <= even && even <= s.high) {
    return "no clear advantage (" + even_words(st) + " lies inside the interval)";
  }
  return s.value > even ? "an advantage to acting first" : "a disadvantage to acting first";
}

std::string planner_table(const PlaytestStats& st) {
  const std::vector<std::string> planners = st.planners();
  if (planners.size() < 2) {
    if (planners.empty()) return "";
    return "<p>One planner played every side: <code>" + escaped(planners.front()) +
           "</code>.</p>\n";
  }
  std::string o = "<h3>Planners</h3>\n";
  o += "<table class=\"data\"><tr><th>Planner</th><th>Games</th><th>Score</th></tr>\n";
  for (const std::string& p : planners) {
    const Share s = st.planner_score(p);
    o += "<tr><td><code>" + escaped(p) + "</code></td><td class=\"n\">" + whole(s.games) +
         "</td><td class=\"n\">" + percent(s.value) + " " + interval_text(s) + "</td></tr>\n";
  }
  return o + "</table>\n";
}

std::string initiative_section(const PlaytestStats& st) {
  std::string o = "<h2>Acting first</h2>\n";
  if (st.finished() == 0) return o + "<p>No game finished.</p>\n" + planner_table(st);
  o += "<p>";
  for (int side = 0; side < side_count(st); ++side) {
    o += escaped(side_name(st, side)) + " acted first in " +
         count_and_percent(st.acted_first(side), st.finished()) + " games. ";
  }
  const Share s = st.first_activation_score();
  o += "</p>\n<p>The side that acted first scored " + percent(s.value) + " " + interval_text(s) +
       ": " + advantage_words(st, s) + ".</p>\n";
  return o + planner_table(st);
}

std::string replay_command(const ReportInput& in, const BadGame& g) {
  const std::string results = in.results_path.empty() ? "RESULTS" : in.results_path;
  return "skirmish replay --from " + shell_word(results) + " --game " + whole(g.index);
}

// The same game played alone, as playtest_game.h promises it can be.
std::string play_command(const ReportInput& in, const BadGame& g) {
  if (!in.id) return "";
  const std::vector<std::string> seats = playtest_seating(*in.id, g.index);
  std::string players;
  if (seats.size() == 2) {
    players = " --red " + shell_word(seats[0]) + " --blue " + shell_word(seats[1]);
  } else {
    players = " --sides " + shell_word(seating_text(seats));
  }
  return "skirmish play " + shell_word(in.id->scenario_file) + players + " --seed " +
         std::to_string(g.seed);
}

std::string bad_games_section(const ReportInput& in) {
  const PlaytestStats& st = *in.stats;
  std::string o = "<h2>Stalled and crashed games</h2>\n";
  const int64_t bad = st.stalled() + st.crashed();
  if (bad == 0) return o + "<p>Every game finished.</p>\n";
  const std::vector<BadGame>& kept = st.bad_games();
  if (static_cast<int64_t>(kept.size()) < bad) {
    o += "<p class=\"note\">The first " + whole(static_cast<int64_t>(kept.size())) + " of " +
         whole(bad) + ".</p>\n";
  }
  o += "<table class=\"data\"><tr><th>Game</th><th>Seed</th><th>End</th><th>Error</th><th>To "
       "watch it again</th></tr>\n";
  for (const BadGame& g : kept) {
    const std::string play = play_command(in, g);
    o += "<tr><td class=\"n\">" + whole(g.index) + "</td><td class=\"n\">" +
         std::to_string(g.seed) + "</td><td>" + escaped(name_of(g.end)) +
         "</td><td class=\"err\">" + escaped(g.error) + "</td><td><code>" +
         escaped(replay_command(in, g)) + "</code>" +
         (play.empty() ? "" : "<br><code>" + escaped(play) + "</code>") + "</td></tr>\n";
  }
  return o + "</table>\n";
}

// The table picture from tools/render, inlined: its XML declaration and
// namespace are only needed in a file of its own, and dropping them keeps
// the page free of any address.
std::string inline_svg(std::string svg) {
  if (svg.starts_with("<?xml")) svg.erase(0, svg.find('\n') + 1);
  const std::string_view ns = " xmlns=\"http://www.w3.org/2000/svg\"";
  if (const size_t p = svg.find(ns); p != std::string::npos) svg.erase(p, ns.size());
  return svg;
}

std::string table_section(const ReportInput& in) {
  if (!in.scenario || !in.scenario->battlefield) return "";
  const Scenario& sc = *in.scenario;
  const std::vector<Figure> figures = deployed_figures(sc);
  const std::vector<std::string> names = figure_names(sc);
  const std::vector<std::string> units = unit_names(sc);
  TablePicture picture;
  picture.scenario = &sc;
  picture.figures = figures;
  picture.names = names;
  picture.unit_names = units;
  picture.caption = "as deployed";
  return "<h2>The table</h2>\n<figure class=\"table\">" + inline_svg(render_svg(picture, {})) +
         "<figcaption class=\"note\">As deployed. Dashed outlines: each side's deployment "
         "zone; red dashed circles: objectives.</figcaption></figure>\n";
}

// Chart and page styles. Class names avoid those the table picture's own
// <style> sets (name, terrain, scale, side, unit, title, objective), which
// in an inline SVG apply to the whole page.
constexpr std::string_view kStyle =
    "body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;"
    "max-width:62rem;margin:1.5rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.45}"
    "h1{font-size:1.6rem;margin-bottom:.3rem}"
    "h2{font-size:1.25rem;margin-top:2.2rem;border-bottom:1px solid #ccc}"
    "h3{font-size:1.05rem}"
    ".headline{font-size:1.3rem;padding:.6rem .9rem;border-left:8px solid #777;"
    "background:#f3f3f3}"
    ".note{color:#555;font-size:.92rem}"
    "pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f3f3f3;padding:.5rem}"
    "code{overflow-wrap:anywhere}"
    "table.data{border-collapse:collapse;margin:.6rem 0}"
    "table.data th,table.data td{padding:.25rem .6rem;border-bottom:1px solid #ddd;"
    "text-align:left;vertical-align:top;overflow-wrap:anywhere}"
    "table.data td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}"
    "td.err{white-space:pre-wrap;max-width:24rem}"
    ".swatch{display:inline-block;width:.8em;height:.8em;border:1px solid #000;"
    "vertical-align:middle}"
    ".cbar{display:inline-block;height:.7em;vertical-align:middle}"
    "svg{max-width:100%;height:auto}svg.chart{display:block;margin:.5rem 0}"
    "svg.chart text{font-size:12px;fill:#222;paint-order:stroke;stroke:#fff;stroke-width:3px;"
    "stroke-linejoin:round}"
    "svg.chart .lbl{text-anchor:end}svg.chart .mid{text-anchor:middle}"
    "svg.chart .end{text-anchor:end}svg.chart .tick{fill:#555;font-size:11px}"
    "svg.chart .grid{stroke:#ddd}svg.chart .err{stroke:#000;stroke-width:1.5}"
    "svg.chart .ref{stroke:#000;stroke-width:1.5;stroke-dasharray:5 4}"
    "svg.chart .med{stroke:#000;stroke-width:1.5}svg.chart .bar{fill:#5b7fa6}"
    "figure.table{margin:.5rem 0}";

std::string page_head(const ReportInput& in) {
  const std::string name =
      in.scenario ? in.scenario->name : (in.id ? in.id->scenario_file : "playtest");
  return report_page_head("Playtest report: " + name);
}

}  // namespace
}  // namespace report

std::string report_page_head(const std::string& title) {
  return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
         "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
         "<title>" +
         report::escaped(title) + "</title>\n<style>" + std::string(report::kStyle) +
         "</style>\n</head>\n<body>\n";
}

std::string playtest_report_html(const ReportInput& in) {
  std::string page = report::page_head(in);
  page += report::title_section(in);
  page += report::headline_section(in);
  page += report::win_rate_section(in);
  page += report::length_section(in);
  page += report::units_section(in);
  page += report::sides_section(in);
  page += report::initiative_section(*in.stats);
  page += report::bad_games_section(in);
  page += report::table_section(in);
  return page + "</body>\n</html>\n";
}

}  // namespace skirmish
