// The balance report page (balance_report.h).
#include "tools/playtest/balance_report.h"

#include "tools/playtest/report_charts.h"
#include "tools/playtest/report_html.h"
#include "tools/playtest/report_text.h"

namespace skirmish {
namespace {

using report::escaped;
using report::fixed;
using report::interval_text;
using report::percent;
using report::whole;

std::string first_side(const BalanceReportInput& in) {
  return in.scenario->sides.empty() ? std::string("The first side") : in.scenario->sides[0].name;
}

std::string first_colour(const BalanceReportInput& in) {
  return in.scenario->sides.empty() || in.scenario->sides[0].colour.empty()
             ? std::string("#5b7fa6")
             : in.scenario->sides[0].colour;
}

std::string title_section(const BalanceReportInput& in) {
  std::string o = "<h1>Balance: " + escaped(in.scenario->name) + "</h1>\n";
  if (!in.scenario->description.empty()) {
    o += "<p class=\"note\">" + escaped(in.scenario->description) + "</p>\n";
  }
  o += "<p>Varied: <code>" + escaped(in.vary) + "</code>, " + whole(std::ssize(in.variants)) +
       (in.variants.size() == 1 ? " variant" : " variants") + ", " + whole(in.games) +
       " games each, on the same seeds.</p>\n";
  o += "<p>Planners: <code>" + escaped(in.players) + "</code>" +
       (in.mirror ? "; mirrored (each seed played twice, the planners swapping sides)" : "") +
       ".</p>\n";
  o += "<p class=\"note\">Build <code>" + escaped(in.build) + "</code>, scenario <code>" +
       escaped(in.scenario_file) + "</code>, base seed " + std::to_string(in.seed) + ".</p>\n";
  if (!in.command.empty()) o += "<pre><code>" + escaped(in.command) + "</code></pre>\n";
  return o;
}

std::string headline_section(const BalanceReportInput& in) {
  if (in.nearest < 0) {
    return "<p class=\"headline\">No variant finished a game: nothing to compare.</p>\n";
  }
  const BalanceReportVariant& best = in.variants[static_cast<size_t>(in.nearest)];
  const Share s = best.stats->score(0);
  std::string o = "<p class=\"headline\">Nearest an even game: <code>" + escaped(best.label) +
                  "</code>, " + escaped(first_side(in)) + " " + percent(s.value) + " " +
                  interval_text(s) + ". ";
  if (s.low <= 0.5 && 0.5 <= s.high) {
    o += "50% lies inside its 95% interval: no sign of an advantage in these games.";
  } else {
    const std::string favoured = in.scenario->sides.size() > 1 && s.value < 0.5
                                     ? in.scenario->sides[1].name
                                     : first_side(in);
    o += "50% lies outside its 95% interval: even this variant favours " + escaped(favoured) + ".";
  }
  return o + "</p>\n";
}

std::string chart_section(const BalanceReportInput& in) {
  std::vector<report::ShareRow> rows;
  for (const BalanceReportVariant& v : in.variants) {
    if (v.stats->finished() > 0) rows.push_back({v.label, v.stats->score(0)});
  }
  if (rows.empty()) return "";
  int marked = -1;
  if (in.nearest >= 0) {
    const std::string& label = in.variants[static_cast<size_t>(in.nearest)].label;
    for (size_t r = 0; r < rows.size(); ++r) {
      if (rows[r].name == label) marked = static_cast<int>(r);
    }
  }
  return "<h2>" + escaped(first_side(in)) + "'s score by variant</h2>\n" +
         report::share_chart(rows, first_colour(in), marked,
                             first_side(in) + "'s score by variant with 95% intervals") +
         "<p class=\"note\">A draw counts half. Bars: the share of finished games; lines: the "
         "95% Wilson interval; dashed: an even game.</p>\n";
}

// Two parameters varied together: the first side's score at each
// combination, the first's values down, the second's across.
std::string grid_section(const BalanceReportInput& in) {
  if (in.axes.size() != 2) return "";
  const auto& down = in.axes[0];
  const auto& across = in.axes[1];
  if (down.values.size() * across.values.size() != in.variants.size()) return "";
  std::string o = "<h2>" + escaped(first_side(in)) + "'s score by both</h2>\n" +
                  "<table class=\"data\"><tr><th><code>" + escaped(down.path) +
                  "</code> \\ <code>" + escaped(across.path) + "</code></th>";
  for (const std::string& v : across.values) o += "<th>" + escaped(v) + "</th>";
  o += "</tr>\n";
  for (size_t i = 0; i < down.values.size(); ++i) {
    o += "<tr><th>" + escaped(down.values[i]) + "</th>";
    for (size_t j = 0; j < across.values.size(); ++j) {
      const size_t k = i * across.values.size() + j;
      const PlaytestStats& st = *in.variants[k].stats;
      const std::string share = st.finished() > 0 ? percent(st.score(0).value) : "-";
      o += static_cast<int>(k) == in.nearest ? "<td class=\"n\"><b>" + share + "</b></td>"
                                             : "<td class=\"n\">" + share + "</td>";
    }
    o += "</tr>\n";
  }
  return o + "</table>\n<p class=\"note\">In bold: the nearest an even game.</p>\n";
}

std::string table_section(const BalanceReportInput& in) {
  std::string o =
      "<h2>Variants</h2>\n<table class=\"data\"><tr><th>Variant</th><th>" +
      escaped(first_side(in)) +
      "'s score</th><th>95% interval</th><th>Finished</th><th>Drawn</th><th>Stalled</th>"
      "<th>Mean turns</th></tr>\n";
  for (size_t i = 0; i < in.variants.size(); ++i) {
    const BalanceReportVariant& v = in.variants[i];
    const PlaytestStats& st = *v.stats;
    const bool any = st.finished() > 0;
    const Share s = any ? st.score(0) : Share{};
    o += std::string("<tr>") + "<td><code>" + escaped(v.label) + "</code>" +
         (static_cast<int>(i) == in.nearest ? " (nearest even)" : "") + "</td><td class=\"n\">" +
         (any ? percent(s.value) : "-") + "</td><td class=\"n\">" + (any ? interval_text(s) : "-") +
         "</td><td class=\"n\">" + whole(st.finished()) + "</td><td class=\"n\">" +
         whole(st.draws()) + "</td><td class=\"n\">" + whole(st.stalled()) +
         "</td><td class=\"n\">" + (any ? fixed(st.mean_turns(), 1) : "-") + "</td></tr>\n";
  }
  return o + "</table>\n";
}

}  // namespace

std::string balance_report_html(const BalanceReportInput& in) {
  std::string page = report_page_head("Balance report: " + in.scenario->name);
  page += title_section(in);
  page += headline_section(in);
  page += chart_section(in);
  page += grid_section(in);
  page += table_section(in);
  return page + "</body>\n</html>\n";
}

}  // namespace skirmish
