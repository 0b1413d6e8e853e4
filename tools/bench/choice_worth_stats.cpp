#include "tools/bench/choice_worth_stats.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace skirmish::bench {

namespace {

// The lines of one half: even k (first) or odd k (second).
struct Half {
  double mean = 0;
  double variance = 0;  // sample variance of the paired gains
  std::size_t n = 0;
};

// Paired gains of `other` over `first` on the lines of one half.
Half paired(const std::vector<double>& first, const std::vector<double>& other, int half) {
  Half h;
  const std::size_t lines = std::min(first.size(), other.size());
  for (std::size_t k = static_cast<std::size_t>(half); k < lines; k += 2) {
    h.mean += other[k] - first[k];
    ++h.n;
  }
  if (h.n == 0) return h;
  h.mean /= static_cast<double>(h.n);
  for (std::size_t k = static_cast<std::size_t>(half); k < lines; k += 2) {
    const double d = other[k] - first[k] - h.mean;
    h.variance += d * d;
  }
  h.variance = h.n > 1 ? h.variance / static_cast<double>(h.n - 1) : 0;
  return h;
}

double mean_of(const std::vector<double>& v, int half) {
  double sum = 0;
  std::size_t n = 0;
  for (std::size_t k = static_cast<std::size_t>(half); k < v.size(); k += 2) {
    sum += v[k];
    ++n;
  }
  return n ? sum / static_cast<double>(n) : 0;
}

double correlation(const std::vector<double>& x, const std::vector<double>& y) {
  const std::size_t n = std::min(x.size(), y.size());
  if (n < 2) return 0;
  double mx = 0, my = 0;
  for (std::size_t i = 0; i < n; ++i) {
    mx += x[i];
    my += y[i];
  }
  mx /= static_cast<double>(n);
  my /= static_cast<double>(n);
  double sxy = 0, sxx = 0, syy = 0;
  for (std::size_t i = 0; i < n; ++i) {
    sxy += (x[i] - mx) * (y[i] - my);
    sxx += (x[i] - mx) * (x[i] - mx);
    syy += (y[i] - my) * (y[i] - my);
  }
  return sxx > 0 && syy > 0 ? sxy / std::sqrt(sxx * syy) : 0;
}

// The mean of `v` and its standard error with the values grouped by game
// (`games[i]` is value i's game, -1 a game of its own): the sandwich
// (cluster-robust) estimate, G / (G - 1) x the sum over games of the
// squared sum of their values' deviations, over n^2. With every value its
// own game it is the usual s / sqrt(n). Returns how many games there were.
std::size_t mean_and_error(const std::vector<double>& v, const std::vector<int>& games,
                           double& mean, double& error) {
  mean = error = 0;
  if (v.empty()) return 0;
  const double n = static_cast<double>(v.size());
  for (const double x : v) mean += x;
  mean /= n;
  std::vector<std::pair<int, double>> by_game;  // (game, its values' summed deviation)
  std::vector<double> alone;                    // deviations of values with a game of their own
  for (std::size_t i = 0; i < v.size(); ++i) {
    const double d = v[i] - mean;
    if (games[i] < 0) {
      alone.push_back(d);
      continue;
    }
    auto it = std::find_if(by_game.begin(), by_game.end(),
                           [&](const auto& g) { return g.first == games[i]; });
    if (it == by_game.end()) {
      by_game.emplace_back(games[i], d);
    } else {
      it->second += d;
    }
  }
  const std::size_t count = by_game.size() + alone.size();
  if (count < 2) return count;
  double squares = 0;
  for (const auto& g : by_game) squares += g.second * g.second;
  for (const double d : alone) squares += d * d;
  const double g = static_cast<double>(count);
  error = std::sqrt(g / (g - 1) * squares) / n;
  return count;
}

const std::vector<std::vector<double>>& judged(const ChoiceSample& s, int judge) {
  return judge < 0 ? s.results : s.values[static_cast<std::size_t>(judge)];
}

}  // namespace

GainSpread gain_spread(const std::vector<ChoiceSample>& samples, std::size_t candidate) {
  GainSpread out;
  std::vector<double> means;
  std::vector<int> games;
  double noise = 0;  // mean squared standard error of a decision's mean gain
  double swing = 0;  // mean variance of one line's paired gain
  for (const ChoiceSample& s : samples) {
    if (s.results.size() <= candidate) continue;
    const std::vector<double>& first = s.results[0];
    const std::vector<double>& other = s.results[candidate];
    const std::size_t lines = std::min(first.size(), other.size());
    if (lines < 2) continue;
    double mean = 0;
    for (std::size_t k = 0; k < lines; ++k) mean += other[k] - first[k];
    mean /= static_cast<double>(lines);
    double squares = 0;
    for (std::size_t k = 0; k < lines; ++k) {
      const double d = other[k] - first[k] - mean;
      squares += d * d;
    }
    swing += squares / static_cast<double>(lines - 1);
    noise += squares / static_cast<double>(lines - 1) / static_cast<double>(lines);
    means.push_back(mean);
    games.push_back(s.game);
  }
  out.decisions = means.size();
  if (means.empty()) return out;
  out.games = mean_and_error(means, games, out.mean, out.standard_error);
  noise /= static_cast<double>(means.size());
  out.line_swing = std::sqrt(swing / static_cast<double>(means.size()));
  double variance = 0;
  for (const double m : means) variance += (m - out.mean) * (m - out.mean);
  variance /= means.size() > 1 ? static_cast<double>(means.size() - 1) : 1.0;
  out.spread = variance > noise ? std::sqrt(variance - noise) : 0;
  return out;
}

SelectionGain selection_gain(const std::vector<ChoiceSample>& samples, int judge, double confidence,
                             double floor, std::size_t among) {
  SelectionGain out;
  std::vector<double> gains;
  std::vector<int> games;
  std::size_t switched = 0;
  for (const ChoiceSample& s : samples) {
    const auto& v = judged(s, judge);
    if (v.size() < 2 || s.results.size() < v.size()) continue;
    std::size_t best = 0;
    double best_shown = 0;
    const std::size_t looked_at = among > 0 ? std::min(among, v.size()) : v.size();
    for (std::size_t c = 1; c < looked_at; ++c) {
      const Half h = paired(v[0], v[c], 0);
      if (h.n < 2) continue;
      const double error = std::sqrt(h.variance / static_cast<double>(h.n));
      const double shown = h.mean - std::max(confidence * error, floor);
      if (shown > best_shown) {
        best_shown = shown;
        best = c;
      }
    }
    if (best != 0) ++switched;
    gains.push_back(mean_of(s.results[best], 1) - mean_of(s.results[0], 1));
    games.push_back(s.game);
  }
  out.decisions = gains.size();
  if (gains.empty()) return out;
  out.games = mean_and_error(gains, games, out.mean, out.standard_error);
  out.switched = static_cast<double>(switched) / static_cast<double>(gains.size());
  return out;
}

Foretelling foretelling(const std::vector<ChoiceSample>& samples, int judge) {
  std::vector<double> judge_first, judge_second, result_first, result_second;
  for (const ChoiceSample& s : samples) {
    const auto& v = judged(s, judge);
    for (std::size_t c = 1; c < v.size() && c < s.results.size(); ++c) {
      judge_first.push_back(paired(v[0], v[c], 0).mean);
      judge_second.push_back(paired(v[0], v[c], 1).mean);
      result_first.push_back(paired(s.results[0], s.results[c], 0).mean);
      result_second.push_back(paired(s.results[0], s.results[c], 1).mean);
    }
  }
  Foretelling out;
  out.correlation =
      (correlation(judge_first, result_second) + correlation(judge_second, result_first)) / 2;
  out.reliability = correlation(judge_first, judge_second);
  return out;
}

double add_luck_adjusted_results(std::vector<ChoiceSample>& samples) {
  double cross = 0, squares = 0;
  for (const ChoiceSample& s : samples) {
    if (s.luck.size() != s.results.size()) continue;
    for (std::size_t c = 1; c < s.results.size(); ++c) {
      const std::size_t lines = std::min(s.results[c].size(), s.results[0].size());
      for (std::size_t k = 0; k < lines; ++k) {
        const double gain = s.results[c][k] - s.results[0][k];
        const double luck = s.luck[c][k] - s.luck[0][k];
        cross += gain * luck;
        squares += luck * luck;
      }
    }
  }
  const double b = squares > 0 ? cross / squares : 0;
  for (ChoiceSample& s : samples) {
    std::vector<std::vector<double>> adjusted = s.results;
    if (s.luck.size() == s.results.size()) {
      for (std::size_t c = 0; c < adjusted.size(); ++c) {
        for (std::size_t k = 0; k < adjusted[c].size() && k < s.luck[c].size(); ++k) {
          adjusted[c][k] -= b * s.luck[c][k];
        }
      }
    }
    s.values.push_back(std::move(adjusted));
  }
  return b;
}

double end_margin(const std::vector<double>& end) {
  if (end.size() < ChoiceSample::kEndFacts) return 0;
  return end[0] - end[1] + 0.5 * (end[2] - end[3]);
}

void add_margin_judge(std::vector<ChoiceSample>& samples, double result_weight,
                      double margin_weight) {
  for (ChoiceSample& s : samples) {
    std::vector<std::vector<double>> judged = s.results;
    for (std::size_t c = 0; c < judged.size(); ++c) {
      for (std::size_t k = 0; k < judged[c].size(); ++k) {
        const double margin =
            c < s.end.size() && k < s.end[c].size() ? end_margin(s.end[c][k]) : 0.0;
        judged[c][k] = result_weight * s.results[c][k] + margin_weight * std::tanh(margin / 0.2);
      }
    }
    s.values.push_back(std::move(judged));
  }
}

namespace {

// Solves a x = b (a square, symmetric, made positive definite by a ridge)
// by Gaussian elimination with partial pivoting.
std::vector<double> solve(std::vector<std::vector<double>> a, std::vector<double> b) {
  const std::size_t n = b.size();
  for (std::size_t col = 0; col < n; ++col) {
    std::size_t pivot = col;
    for (std::size_t r = col + 1; r < n; ++r) {
      if (std::fabs(a[r][col]) > std::fabs(a[pivot][col])) pivot = r;
    }
    std::swap(a[col], a[pivot]);
    std::swap(b[col], b[pivot]);
    if (std::fabs(a[col][col]) < 1e-300) continue;
    for (std::size_t r = col + 1; r < n; ++r) {
      const double f = a[r][col] / a[col][col];
      if (f == 0) continue;
      for (std::size_t c = col; c < n; ++c) a[r][c] -= f * a[col][c];
      b[r] -= f * b[col];
    }
  }
  std::vector<double> x(n, 0.0);
  for (std::size_t i = n; i-- > 0;) {
    double v = b[i];
    for (std::size_t c = i + 1; c < n; ++c) v -= a[i][c] * x[c];
    x[i] = std::fabs(a[i][i]) < 1e-300 ? 0 : v / a[i][i];
  }
  return x;
}

}  // namespace

int add_luck_by_kind_adjusted_results(std::vector<ChoiceSample>& samples,
                                      const std::vector<bool>& fit) {
  // The kinds any line rolled.
  std::size_t width = 0;
  for (const ChoiceSample& s : samples) {
    for (const auto& c : s.luck_by_kind) {
      for (const auto& k : c) width = std::max(width, k.size());
    }
  }
  std::vector<std::size_t> used;
  for (std::size_t j = 0; j < width; ++j) {
    bool any = false;
    for (const ChoiceSample& s : samples) {
      for (const auto& c : s.luck_by_kind) {
        for (const auto& k : c) any = any || (j < k.size() && k[j] != 0);
      }
      if (any) break;
    }
    if (any) used.push_back(j);
  }
  const std::size_t n = used.size();
  std::vector<std::vector<double>> a(n, std::vector<double>(n, 0.0));
  std::vector<double> b(n, 0.0), x(n);
  for (std::size_t i = 0; i < samples.size(); ++i) {
    const ChoiceSample& s = samples[i];
    if (i >= fit.size() || !fit[i] || s.luck_by_kind.size() != s.results.size()) continue;
    for (std::size_t c = 1; c < s.results.size(); ++c) {
      const std::size_t lines = std::min(s.results[c].size(), s.results[0].size());
      for (std::size_t k = 0; k < lines; ++k) {
        const double gain = s.results[c][k] - s.results[0][k];
        for (std::size_t u = 0; u < n; ++u) {
          x[u] = s.luck_by_kind[c][k][used[u]] - s.luck_by_kind[0][k][used[u]];
        }
        for (std::size_t u = 0; u < n; ++u) {
          if (x[u] == 0) continue;
          b[u] += gain * x[u];
          for (std::size_t v = 0; v < n; ++v) a[u][v] += x[u] * x[v];
        }
      }
    }
  }
  for (std::size_t u = 0; u < n; ++u) a[u][u] += 1.0;  // a little ridge
  const std::vector<double> weight = solve(a, b);
  for (ChoiceSample& s : samples) {
    std::vector<std::vector<double>> adjusted = s.results;
    if (s.luck_by_kind.size() == s.results.size()) {
      for (std::size_t c = 0; c < adjusted.size(); ++c) {
        for (std::size_t k = 0; k < adjusted[c].size() && k < s.luck_by_kind[c].size(); ++k) {
          for (std::size_t u = 0; u < n; ++u) {
            adjusted[c][k] -= weight[u] * s.luck_by_kind[c][k][used[u]];
          }
        }
      }
    }
    s.values.push_back(std::move(adjusted));
  }
  return static_cast<int>(n);
}

}  // namespace skirmish::bench
