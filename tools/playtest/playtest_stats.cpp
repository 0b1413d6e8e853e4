#include "tools/playtest/playtest_stats.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <ostream>

namespace skirmish {

namespace {

// 95% two-sided normal quantile.
constexpr double kZ = 1.959963984540054;

size_t at(int i) {
  return static_cast<size_t>(i);
}

double ratio(int64_t a, int64_t b) {
  return b > 0 ? static_cast<double>(a) / static_cast<double>(b) : 0.0;
}

std::string percent(double p) {
  char b[16];
  std::snprintf(b, sizeof b, "%.1f%%", 100 * p);
  return b;
}

std::string fixed(double x, int decimals) {
  if (std::abs(x) < 0.5 * std::pow(10.0, -decimals)) x = 0;  // never "-0.00"
  char b[32];
  std::snprintf(b, sizeof b, "%.*f", decimals, x);
  return b;
}

std::string with_interval(const Share& s) {
  return percent(s.value) + " [" + percent(s.low) + ", " + percent(s.high) + "]";
}

}  // namespace

Share wilson_share(double points, int64_t games) {
  Share s;
  s.games = games;
  if (games <= 0) return s;
  const double n = static_cast<double>(games), z2 = kZ * kZ;
  const double p = std::clamp(points / n, 0.0, 1.0);
  const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const double half = kZ * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
  s.value = p;
  s.low = std::max(0.0, centre - half);
  s.high = std::min(1.0, centre + half);
  return s;
}

PlaytestStats::PlaytestStats(Roster roster)
    : roster_(std::move(roster)),
      sides_(roster_.sides.size()),
      units_(roster_.units.size()),
      objectives_(roster_.objectives.size(), 0) {}

void PlaytestStats::add(const PlaytestGame& g) {
  ++games_;
  decisions_ += g.decisions;
  if (!g.finished()) {
    (g.end == GameEnd::kStalled ? stalled_ : crashed_) += 1;
    // Keep the lowest-numbered bad games, so every order of adding the same
    // games keeps the same ones.
    BadGame bad{g.index, g.seed, g.end, g.error};
    const auto where =
        std::lower_bound(bad_.begin(), bad_.end(), bad,
                         [](const BadGame& a, const BadGame& b) { return a.index < b.index; });
    if (bad_.size() < kBadGamesKept || where != bad_.end()) {
      bad_.insert(where, std::move(bad));
      if (bad_.size() > kBadGamesKept) bad_.pop_back();
    }
    return;
  }
  ++finished_;
  if (g.winner < 0) ++draws_;
  const size_t turn = static_cast<size_t>(std::max(0, g.turns));
  if (turns_.size() <= turn) turns_.resize(turn + 1, 0);
  ++turns_[turn];
  turns_sum_ += g.turns;
  margin_milli_ += std::llround(g.margin * 1000);

  for (size_t side = 0; side < sides_.size(); ++side) {
    SideSums& s = sides_[side];
    if (g.winner == static_cast<int>(side)) ++s.wins;
    if (side < g.sides.size()) {
      if (g.sides[side].broke_on_turn > 0) {
        ++s.broke;
        s.break_turns += g.sides[side].broke_on_turn;
      }
      s.points += g.sides[side].victory_points;
    }
  }
  if (g.first_to_act >= 0 && at(g.first_to_act) < sides_.size()) {
    ++sides_[at(g.first_to_act)].acted_first;
    ++first_games_;
    first_points_ += points(g, g.first_to_act);
  }
  for (size_t u = 0; u < units_.size() && u < g.units.size(); ++u) {
    const UnitLosses& l = g.units[u];
    UnitSums& s = units_[u];
    const int64_t x = l.fighting;
    const int64_t y = points(g, roster_.unit_side[u]);
    s.casualties += l.casualties();
    s.survivors += x;
    s.wiped += l.fighting == 0 ? 1 : 0;
    s.sx += x;
    s.sxx += x * x;
    s.sy += y;
    s.syy += y * y;
    s.sxy += x * y;
  }
  for (size_t k = 0; k < objectives_.size() && k < g.objectives_scored_by.size(); ++k) {
    if (g.objectives_scored_by[k] >= 0) ++objectives_[k];
  }
  for (size_t side = 0; side < g.players.size(); ++side) {
    const std::string& planner = g.players[side];
    auto it = std::find_if(planners_.begin(), planners_.end(),
                           [&](const PlannerSums& p) { return p.planner == planner; });
    if (it == planners_.end()) {
      planners_.push_back({planner, 0, 0});
      it = planners_.end() - 1;
    }
    ++it->games;
    it->points += points(g, static_cast<int>(side));
  }
}

int64_t PlaytestStats::point_scale() const {
  return std::max<int64_t>(2, static_cast<int64_t>(sides_.size()));
}

int64_t PlaytestStats::points(const PlaytestGame& g, int side) const {
  return g.winner < 0 ? 1 : (g.winner == side ? point_scale() : 0);
}

double PlaytestStats::even_share() const {
  return 1.0 / static_cast<double>(point_scale());
}

int64_t PlaytestStats::wins(int side) const {
  return at(side) < sides_.size() ? sides_[at(side)].wins : 0;
}

Share PlaytestStats::score(int side) const {
  return wilson_share(static_cast<double>(wins(side)) + even_share() * static_cast<double>(draws_),
                      finished_);
}

Share PlaytestStats::win_rate(int side) const {
  return wilson_share(static_cast<double>(wins(side)), finished_);
}

Share PlaytestStats::draw_rate() const {
  return wilson_share(static_cast<double>(draws_), finished_);
}

double PlaytestStats::interval_half_width() const {
  double widest = 0;
  // Two sides' intervals mirror each other: the first side's is the figure,
  // as it has always been.
  const int sides = sides_.size() > 2 ? static_cast<int>(sides_.size()) : 1;
  for (int side = 0; side < sides; ++side) {
    const Share s = score(side);
    widest = std::max(widest, (s.high - s.low) / 2);
  }
  return widest;
}

double PlaytestStats::mean_turns() const {
  return ratio(turns_sum_, finished_);
}

int PlaytestStats::median_turns() const {
  if (finished_ == 0) return 0;
  int64_t seen = 0;
  for (size_t t = 0; t < turns_.size(); ++t) {
    seen += turns_[t];
    if (2 * seen >= finished_) return static_cast<int>(t);
  }
  return static_cast<int>(turns_.size()) - 1;
}

double PlaytestStats::mean_decisions() const {
  return ratio(decisions_, games_);
}

double PlaytestStats::mean_margin() const {
  return ratio(margin_milli_, finished_) / 1000.0;
}

int64_t PlaytestStats::broke(int side) const {
  return at(side) < sides_.size() ? sides_[at(side)].broke : 0;
}

double PlaytestStats::mean_break_turn(int side) const {
  return at(side) < sides_.size() ? ratio(sides_[at(side)].break_turns, sides_[at(side)].broke)
                                  : 0.0;
}

double PlaytestStats::mean_victory_points(int side) const {
  return at(side) < sides_.size() ? ratio(sides_[at(side)].points, finished_) : 0.0;
}

double PlaytestStats::mean_casualties(int unit) const {
  return at(unit) < units_.size() ? ratio(units_[at(unit)].casualties, finished_) : 0.0;
}

double PlaytestStats::mean_survivors(int unit) const {
  return at(unit) < units_.size() ? ratio(units_[at(unit)].survivors, finished_) : 0.0;
}

int64_t PlaytestStats::wiped_out(int unit) const {
  return at(unit) < units_.size() ? units_[at(unit)].wiped : 0;
}

double PlaytestStats::survival_correlation(int unit) const {
  if (at(unit) >= units_.size() || finished_ < 2) return 0.0;
  const UnitSums& s = units_[at(unit)];
  // n*Sxy - Sx*Sy over the root of the two variances' n-scaled forms; all
  // whole numbers until the last step, so every order of games agrees.
  const auto d = [](int64_t v) { return static_cast<double>(v); };
  const double n = d(finished_);
  const double cov = n * d(s.sxy) - d(s.sx) * d(s.sy);
  const double vx = n * d(s.sxx) - d(s.sx) * d(s.sx);
  const double vy = n * d(s.syy) - d(s.sy) * d(s.sy);
  if (vx <= 0 || vy <= 0) return 0.0;
  return cov / std::sqrt(vx * vy);
}

std::vector<int> PlaytestStats::units_by_correlation() const {
  std::vector<int> order(units_.size());
  for (size_t u = 0; u < order.size(); ++u) order[u] = static_cast<int>(u);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
    return std::abs(survival_correlation(a)) > std::abs(survival_correlation(b));
  });
  return order;
}

int64_t PlaytestStats::objective_scored(int objective) const {
  return at(objective) < objectives_.size() ? objectives_[at(objective)] : 0;
}

int64_t PlaytestStats::acted_first(int side) const {
  return at(side) < sides_.size() ? sides_[at(side)].acted_first : 0;
}

Share PlaytestStats::first_activation_score() const {
  return wilson_share(even_share() * static_cast<double>(first_points_), first_games_);
}

std::vector<std::string> PlaytestStats::planners() const {
  std::vector<std::string> names;
  for (const PlannerSums& p : planners_) names.push_back(p.planner);
  return names;
}

Share PlaytestStats::planner_score(const std::string& planner) const {
  for (const PlannerSums& p : planners_) {
    if (p.planner == planner)
      return wilson_share(even_share() * static_cast<double>(p.points), p.games);
  }
  return {};
}

void print_summary(std::ostream& out, const std::string& scenario_name, const PlaytestStats& s) {
  const Roster& r = s.roster();
  out << scenario_name << ": " << s.games() << " games, " << s.finished() << " finished";
  if (s.stalled() > 0) out << ", " << s.stalled() << " stalled";
  if (s.crashed() > 0) out << ", " << s.crashed() << " crashed";
  out << "\n";
  // Where a side's interval lies against an even game's share.
  const auto against_even = [&](const Share& share) {
    const double even = s.even_share();
    return share.low <= even && even <= share.high
               ? " (even within the interval)"
               : (share.value > even ? " (favoured)" : " (disfavoured)");
  };
  if (s.finished() > 0 && !r.sides.empty()) {
    if (r.sides.size() <= 2) {
      const Share first = s.score(0);
      out << "  Balance: " << r.sides[0] << " scores " << with_interval(first)
          << against_even(first) << "\n";
    } else {
      // No one side's share tells the balance of three or more: each side's.
      out << "  Balance (even is " << percent(s.even_share()) << " a side, a draw counting 1/"
          << r.sides.size() << " to each):";
      for (size_t side = 0; side < r.sides.size(); ++side) {
        const Share share = s.score(static_cast<int>(side));
        out << (side ? "," : "") << " " << r.sides[side] << " scores " << with_interval(share)
            << against_even(share);
      }
      out << "\n";
    }
    for (size_t side = 0; side < r.sides.size(); ++side) {
      const int k = static_cast<int>(side);
      out << "  " << r.sides[side] << " won " << s.wins(k) << " (" << with_interval(s.win_rate(k))
          << ")";
      if (s.broke(k) > 0) {
        out << ", broke in " << s.broke(k) << " (mean turn " << fixed(s.mean_break_turn(k), 1)
            << ")";
      }
      out << ", mean victory points " << fixed(s.mean_victory_points(k), 2) << "\n";
    }
    out << "  Drawn: " << s.draws() << " (" << with_interval(s.draw_rate()) << ")\n";
    out << "  Length: mean " << fixed(s.mean_turns(), 1) << " turns, median " << s.median_turns()
        << "; turns:";
    const auto& h = s.turns_histogram();
    for (size_t t = 0; t < h.size(); ++t) {
      if (h[t] > 0) out << " " << t << "x" << h[t];
    }
    out << "\n";
    const Share fa = s.first_activation_score();
    if (fa.games > 0) {
      out << "  First to act scores " << with_interval(fa);
      if (r.sides.size() > 2) out << ", even is " << percent(s.even_share());
      out << " (";
      for (size_t side = 0; side < r.sides.size(); ++side) {
        if (side > 0) out << ", ";
        out << r.sides[side] << " first in " << s.acted_first(static_cast<int>(side));
      }
      out << ")\n";
    }
    out << "  Units, the survival that matters most first (mean casualties of men, "
           "correlation of survivors with winning):\n";
    for (const int u : s.units_by_correlation()) {
      const size_t k = at(u);
      out << "    " << r.units[k] << " (" << r.sides[at(r.unit_side[k])]
          << "): " << fixed(s.mean_casualties(u), 2) << " lost, " << fixed(s.mean_survivors(u), 2)
          << " left, wiped out in " << s.wiped_out(u)
          << ", r = " << fixed(s.survival_correlation(u), 2) << "\n";
    }
    for (size_t k = 0; k < r.objectives.size(); ++k) {
      const int owner = r.objective_side[k];
      out << "  Objective " << r.objectives[k];
      if (owner >= 0 && at(owner) < r.sides.size()) out << " (" << r.sides[at(owner)] << ")";
      out << ": scored in " << s.objective_scored(static_cast<int>(k)) << " of " << s.finished()
          << "\n";
    }
    const std::vector<std::string> planners = s.planners();
    if (planners.size() > 1) {
      for (const std::string& p : planners) {
        out << "  Planner " << p << " scores " << with_interval(s.planner_score(p)) << "\n";
      }
    }
  }
  if (s.finished() == 0 && s.games() > 0) {
    out << "  No game finished: this scenario cannot be played to an end as it stands\n";
  }
  for (const BadGame& b : s.bad_games()) {
    out << "  Game " << b.index << " (seed " << b.seed << ") " << name_of(b.end) << ": " << b.error
        << "\n";
  }
  if (s.stalled() + s.crashed() > static_cast<int64_t>(s.bad_games().size())) {
    out << "  (the first " << s.bad_games().size() << " such games listed)\n";
  }
}

}  // namespace skirmish
