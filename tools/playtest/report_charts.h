// The charts of the playtest report (report_html.h), each one inline SVG
// drawn at a fixed size that scales down with the page: the win rate per
// side with its 95% interval, the game length histogram, and the
// casualties and survivors per unit. Their styles (classes chart, lbl, val,
// tick, grid, err, ref, med, bar) are the page's.
#pragma once

#include <string>
#include <vector>

#include "tools/playtest/playtest_stats.h"
#include "tools/playtest/report_html.h"

namespace skirmish::report {

// Each side's share of finished games won and the draws, as bars with their
// 95% interval, against a dashed 50% line.
std::string win_rate_chart(const ReportInput& in);

// One bar a row (a balance search's variants): each row's share with its
// 95% interval, in `colour`, against a dashed 50% line; `marked` (if not
// -1) names the row drawn in full colour, the others paler.
struct ShareRow {
  std::string name;
  Share share;
};
std::string share_chart(const std::vector<ShareRow>& rows, const std::string& colour, int marked,
                        const std::string& aria_label);

// Finished games by the turn they ended in, with the mean (dashed) and the
// median (solid); a note instead when no game finished.
std::string length_chart(const PlaytestStats& st);

// Each unit's mean survivors and casualties, stacked to its strength, in
// its side's colour.
std::string casualty_chart(const ReportInput& in);

}  // namespace skirmish::report
