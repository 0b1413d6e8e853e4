// Words, numbers and side colours as the playtest report writes them, shared
// by the page (report_html.cpp) and its charts (report_charts.cpp): names
// HTML-escaped, numbers through snprintf, shares as percentages with their
// interval, and each side's name and colour.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/report_html.h"

namespace skirmish::report {

// `s` safe in HTML text and in a quoted attribute.
std::string escaped(std::string_view s);

// `v` with `decimals` decimals, never a minus zero or a NaN (0 instead).
std::string fixed(double v, int decimals);

std::string whole(int64_t n);

// A share (0 to 1) as "45.0%".
std::string percent(double share);

// A share's 95% interval as "[40.1%, 50.2%]".
std::string interval_text(const Share& s);

// The name of `side`; "nobody" for a side below 0.
std::string side_name(const PlaytestStats& stats, int side);

// The colour `side` is drawn in, safe in an SVG attribute.
std::string side_colour(const ReportInput& in, int side);

int side_count(const PlaytestStats& stats);

}  // namespace skirmish::report
