// The three SVG charts of the playtest report (report_charts.h) and the
// drawing they share: fixed-size pictures, numbers through report_text.h.
#include "tools/playtest/report_charts.h"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <vector>

#include "tools/playtest/report_text.h"

namespace skirmish::report {
namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// --- Chart drawing. ---------------------------------------------------------

// A chart label cut to `max_chars` characters (UTF-8 aware, so a name is
// never cut inside a letter); the full name goes in the tooltip.
std::string shortened(std::string_view s, size_t max_chars) {
  size_t chars = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    if ((static_cast<unsigned char>(s[i]) & 0xC0) == 0x80) continue;
    if (chars++ == max_chars) return std::string(s.substr(0, i)) + "\u2026";
  }
  return std::string(s);
}

// Every chart is drawn at a fixed size in its own units and scales down with
// the page (CSS max-width), so no chart depends on the reader's window.
std::string svg_open(double width, double height, const std::string& label) {
  return "<svg class=\"chart\" width=\"" + fixed(width, 0) + "\" height=\"" + fixed(height, 0) +
         "\" viewBox=\"0 0 " + fixed(width, 0) + " " + fixed(height, 0) +
         "\" role=\"img\" aria-label=\"" + escaped(label) + "\">\n";
}

std::string line(double x1, double y1, double x2, double y2, const std::string& attrs) {
  return "<line x1=\"" + fixed(x1, 1) + "\" y1=\"" + fixed(y1, 1) + "\" x2=\"" + fixed(x2, 1) +
         "\" y2=\"" + fixed(y2, 1) + "\" " + attrs + "/>";
}

std::string rect(double x, double y, double w, double h, const std::string& attrs) {
  return "<rect x=\"" + fixed(x, 1) + "\" y=\"" + fixed(y, 1) + "\" width=\"" +
         fixed(std::max(0.0, w), 1) + "\" height=\"" + fixed(std::max(0.0, h), 1) + "\" " + attrs +
         "/>";
}

std::string text(double x, double y, const std::string& cls, const std::string& escaped_words) {
  return "<text class=\"" + cls + "\" x=\"" + fixed(x, 1) + "\" y=\"" + fixed(y, 1) + "\">" +
         escaped_words + "</text>";
}

// A name as a chart label: shortened, with the whole name as its tooltip.
std::string label(double x, double y, const std::string& name) {
  return "<text class=\"lbl\" x=\"" + fixed(x, 1) + "\" y=\"" + fixed(y, 1) + "\"><title>" +
         escaped(name) + "</title>" + escaped(shortened(name, 26)) + "</text>";
}

// Tick spacing of 1, 2 or 5 times a power of ten giving at most 5 ticks up to `top`.
double tick_step(double top) {
  double step = 1;
  while (top / step > 5) {
    if (top / (step * 2) <= 5) return step * 2;
    if (top / (step * 5) <= 5) return step * 5;
    step *= 10;
  }
  return step;
}

// Chart geometry shared by the horizontal bar charts: names on the left, the
// bars, the numbers on the right.
constexpr double kLabelWidth = 190, kPlotWidth = 420, kValueWidth = 170;
constexpr double kChartWidth = kLabelWidth + kPlotWidth + kValueWidth;

double share_x(double share) {
  return kLabelWidth + std::clamp(share, 0.0, 1.0) * kPlotWidth;
}

// Percent grid of a horizontal share chart from `top` to `bottom`.
std::string percent_grid(double top, double bottom) {
  std::string o;
  for (int p = 0; p <= 100; p += 25) {
    const double x = share_x(p / 100.0);
    o += line(x, top, x, bottom, "class=\"grid\"");
    o += text(x, bottom + 14, "tick mid", whole(p) + "%") + "\n";
  }
  return o;
}

// One row of the win-rate chart: a bar for the share and its 95% interval
// as an error bar over it.
std::string share_row(double y, double h, const std::string& name, const Share& s,
                      const std::string& colour, double opacity = 0.8) {
  const double mid = y + h / 2;
  std::string o = label(kLabelWidth - 8, mid + 4, name);
  o += rect(share_x(0), y, share_x(s.value) - share_x(0), h,
            "fill=\"" + escaped(colour) + "\" fill-opacity=\"" + fixed(opacity, 2) + "\"");
  o += line(share_x(s.low), mid, share_x(s.high), mid, "class=\"err\"");
  o += line(share_x(s.low), mid - 6, share_x(s.low), mid + 6, "class=\"err\"");
  o += line(share_x(s.high), mid - 6, share_x(s.high), mid + 6, "class=\"err\"");
  o += text(kLabelWidth + kPlotWidth + 8, mid + 4, "val",
            percent(s.value) + " " + interval_text(s)) +
       "\n";
  return o;
}

}  // namespace

// --- The charts. ------------------------------------------------------------

std::string win_rate_chart(const ReportInput& in) {
  const PlaytestStats& st = *in.stats;
  const int sides = side_count(st);
  constexpr double kRow = 30, kGap = 8, kTop = 10;
  const double bottom = kTop + (sides + 1) * (kRow + kGap);
  std::string o = svg_open(kChartWidth, bottom + 24, "Win rate per side with 95% intervals");
  o += percent_grid(kTop - 4, bottom);
  for (int s = 0; s < sides; ++s) {
    o += share_row(kTop + s * (kRow + kGap), kRow, side_name(st, s), st.win_rate(s),
                   side_colour(in, s));
  }
  o += share_row(kTop + sides * (kRow + kGap), kRow, "Draws", st.draw_rate(), "#9e9e9e");
  // An even game's share: 50% with two sides, 1/N with N.
  o += line(share_x(st.even_share()), kTop - 4, share_x(st.even_share()), bottom, "class=\"ref\"");
  return o + "</svg>\n";
}

std::string share_chart(const std::vector<ShareRow>& rows, const std::string& colour, int marked,
                        const std::string& aria_label) {
  constexpr double kRow = 24, kGap = 6, kTop = 10;
  const double bottom = kTop + static_cast<double>(rows.size()) * (kRow + kGap);
  std::string o = svg_open(kChartWidth, bottom + 24, aria_label);
  o += percent_grid(kTop - 4, bottom);
  for (size_t r = 0; r < rows.size(); ++r) {
    const double opacity = marked < 0 || static_cast<int>(r) == marked ? 0.85 : 0.35;
    o += share_row(kTop + static_cast<double>(r) * (kRow + kGap), kRow, rows[r].name, rows[r].share,
                   colour, opacity);
  }
  o += line(share_x(0.5), kTop - 4, share_x(0.5), bottom, "class=\"ref\"");
  return o + "</svg>\n";
}

// Game length: finished games by the turn they ended in, over the turns
// from the first to the last that any game ended in.
std::string length_chart(const PlaytestStats& st) {
  const std::vector<int64_t>& h = st.turns_histogram();
  int first = -1, last = -1;
  int64_t most = 0;
  for (size_t t = 0; t < h.size(); ++t) {
    if (h[t] <= 0) continue;
    if (first < 0) first = static_cast<int>(t);
    last = static_cast<int>(t);
    most = std::max(most, h[t]);
  }
  if (first < 0)
    return "<p class=\"note\">No game finished, so there are no lengths to show.</p>\n";

  constexpr double kLeft = 56, kPlot = 620, kTop = 28, kHeight = 220;
  const int buckets = last - first + 1;
  const double bar = kPlot / buckets, base = kTop + kHeight;
  const double step = tick_step(static_cast<double>(most));
  const double top = std::ceil(static_cast<double>(most) / step) * step;
  auto y_of = [&](double games) { return base - games / top * kHeight; };
  auto x_of = [&](double turn) { return kLeft + (turn - first + 0.5) * bar; };

  std::string o = svg_open(kLeft + kPlot + 20, base + 44, "Finished games by the turn they ended");
  for (double g = 0; g <= top + 0.5; g += step) {
    o += line(kLeft, y_of(g), kLeft + kPlot, y_of(g), "class=\"grid\"");
    o += text(kLeft - 6, y_of(g) + 4, "tick end", fixed(g, 0)) + "\n";
  }
  // Counts are written after the mean and median lines, so no line crosses them.
  std::string counts;
  const int label_every = std::max(1, (buckets + 19) / 20);
  for (int t = first; t <= last; ++t) {
    const int64_t n = h[at(t)];
    const double x = kLeft + (t - first) * bar;
    o += rect(x + bar * 0.1, y_of(static_cast<double>(n)), bar * 0.8,
              base - y_of(static_cast<double>(n)), "class=\"bar\"");
    if (buckets <= 24 && n > 0) {
      counts += text(x + bar / 2, y_of(static_cast<double>(n)) - 4, "tick mid", whole(n)) + "\n";
    }
    if ((t - first) % label_every == 0) o += text(x + bar / 2, base + 14, "tick mid", whole(t));
    o += "\n";
  }
  o += line(x_of(st.mean_turns()), kTop - 12, x_of(st.mean_turns()), base, "class=\"ref\"");
  o += line(x_of(st.median_turns()), kTop - 12, x_of(st.median_turns()), base, "class=\"med\"");
  o += counts;
  o += text(kLeft, kTop - 16, "val",
            "mean " + fixed(st.mean_turns(), 1) + " (dashed), median " + whole(st.median_turns()) +
                " (solid)");
  o += text(kLeft + kPlot / 2, base + 34, "tick mid", "turn the game ended in");
  return o + "</svg>\n";
}

// Casualties per unit: survivors (solid) and casualties (pale) stacked to
// the unit's strength, in the unit's side colour.
std::string casualty_chart(const ReportInput& in) {
  const PlaytestStats& st = *in.stats;
  const Roster& r = st.roster();
  constexpr double kRow = 18, kGap = 5, kTop = 30;
  double strongest = 1;
  for (size_t u = 0; u < r.units.size(); ++u) {
    const int ui = static_cast<int>(u);
    strongest = std::max(strongest, st.mean_casualties(ui) + st.mean_survivors(ui));
  }
  const double bottom = kTop + static_cast<double>(r.units.size()) * (kRow + kGap);
  auto x_of = [&](double men) { return kLabelWidth + men / strongest * kPlotWidth; };

  std::string o = svg_open(kChartWidth, bottom + 10, "Mean casualties and survivors per unit");
  o += rect(kLabelWidth, 6, 12, 12, "fill=\"#555\"");
  o += text(kLabelWidth + 18, 16, "val", "survivors: fighting at the end");
  o += rect(kLabelWidth + 220, 6, 12, 12, "fill=\"#555\" fill-opacity=\"0.3\" stroke=\"#555\"");
  o += text(kLabelWidth + 238, 16, "val", "casualties") + "\n";
  for (size_t u = 0; u < r.units.size(); ++u) {
    const int ui = static_cast<int>(u);
    const double y = kTop + static_cast<double>(u) * (kRow + kGap);
    const double left = st.mean_survivors(ui), lost = st.mean_casualties(ui);
    const std::string colour =
        escaped(side_colour(in, u < r.unit_side.size() ? r.unit_side[u] : -1));
    o += label(kLabelWidth - 8, y + 13, r.units[u]);
    o += rect(x_of(0), y, x_of(left) - x_of(0), kRow, "fill=\"" + colour + "\"");
    o += rect(x_of(left), y, x_of(left + lost) - x_of(left), kRow,
              "fill=\"" + colour + "\" fill-opacity=\"0.3\" stroke=\"" + colour + "\"");
    o += text(kLabelWidth + kPlotWidth + 8, y + 13, "val",
              fixed(lost, 1) + " lost, " + fixed(left, 1) + " left") +
         "\n";
  }
  return o + "</svg>\n";
}

}  // namespace skirmish::report
