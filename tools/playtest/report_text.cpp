// The words, numbers and side colours the playtest report's page and charts
// share (report_text.h).
#include "tools/playtest/report_text.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

namespace skirmish::report {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

}  // namespace

// --- Words and numbers. -----------------------------------------------------

std::string escaped(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (const char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out += c;
    }
  }
  return out;
}

// Through snprintf, never a stream: no locale or stream state can change
// the bytes, and a minus zero or a NaN never shows.
std::string fixed(double v, int decimals) {
  if (!std::isfinite(v) || std::fabs(v) < 0.5 * std::pow(10.0, -decimals)) v = 0;
  char b[48];
  std::snprintf(b, sizeof b, "%.*f", decimals, v);
  return b;
}

std::string whole(int64_t n) {
  return std::to_string(n);
}

std::string percent(double share) {
  return fixed(100 * share, 1) + "%";
}

std::string interval_text(const Share& s) {
  std::string out = "[";  // appended, not "[" + ...: GCC 12 -Wrestrict false alarm
  out += percent(s.low);
  out += ", ";
  out += percent(s.high);
  return out + "]";
}

// --- Names and colours. -----------------------------------------------------

std::string side_name(const PlaytestStats& stats, int side) {
  const Roster& r = stats.roster();
  if (side >= 0 && at(side) < r.sides.size()) return r.sides[at(side)];
  return side < 0 ? "nobody" : "side " + std::to_string(side + 1);
}

// Side colours come from the scenario file and go into SVG attributes: only
// a plain colour (a name, #rgb, rgb(...)) is taken, anything else falls
// back to a fixed palette, as do sides the scenario does not colour.
std::string side_colour(const ReportInput& in, int side) {
  static constexpr const char* kPalette[] = {"#b22222", "#1f4e9c", "#2e7d32",
                                             "#8e5bb5", "#c77800", "#00838f"};
  if (in.scenario && side >= 0 && at(side) < in.scenario->sides.size()) {
    const std::string& c = in.scenario->sides[at(side)].colour;
    const bool plain = !c.empty() && c.size() <= 32 && std::all_of(c.begin(), c.end(), [](char ch) {
      return std::isalnum(static_cast<unsigned char>(ch)) ||
             std::string_view("#(),.% ").find(ch) != std::string_view::npos;
    });
    if (plain) return c;
  }
  return kPalette[at(std::max(side, 0)) % std::size(kPalette)];
}

int side_count(const PlaytestStats& stats) {
  return static_cast<int>(stats.roster().sides.size());
}

}  // namespace skirmish::report
