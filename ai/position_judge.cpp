#include "ai/position_judge.h"

#include <algorithm>
#include <cmath>

namespace skirmish::ai {

namespace {

// Short of the end a judged position stays short of a won or lost game.
constexpr double kMostSure = 0.99;

}  // namespace

double shot_danger(const Exposure& e) {
  return 1 - std::exp(-e.expected_losses);
}

double danger(const Exposure& e) {
  return shot_danger(e) + e.melee_losses;
}

void danger_by_side(const Rules& rules, const GameState& state, JudgeScratch& scratch,
                    std::vector<double>& out) {
  out.clear();
  if (rules.next_decision(state).game_over()) return;
  const std::vector<Figure>& men = state.figures();
  int sides = 0;
  for (const Figure& f : men) sides = std::max(sides, f.side + 1);
  scratch.lost.assign(static_cast<std::size_t>(sides), 0.0);
  scratch.men.assign(static_cast<std::size_t>(sides), 0);
  for (std::size_t i = 0; i < men.size(); ++i) {
    const Figure& f = men[i];
    if (f.side < 0) continue;
    const auto k = static_cast<std::size_t>(f.side);
    ++scratch.men[k];
    if (f.status != FigureStatus::kFighting) continue;
    rules.exposure(state, static_cast<int>(i), f.at, scratch.exposure);
    if (scratch.exposure.known) scratch.lost[k] += std::min(1.0, danger(scratch.exposure));
  }
  out.resize(static_cast<std::size_t>(sides), 0.0);
  for (std::size_t k = 0; k < out.size(); ++k) {
    out[k] = scratch.men[k] > 0 ? scratch.lost[k] / scratch.men[k] : 0.0;
  }
}

double judge_position(const Rules& rules, const GameState& state, int side, double danger_weight,
                      JudgeScratch& scratch) {
  const double value = rules.evaluate(state, side);
  if (danger_weight == 0) return value;
  danger_by_side(rules, state, scratch, scratch.shares);
  return with_danger(value, scratch.shares, side, danger_weight);
}

double with_danger(double value, const std::vector<double>& shares, int side,
                   double danger_weight) {
  if (shares.empty() || side < 0 || static_cast<std::size_t>(side) >= shares.size()) return value;
  double enemy = 0;
  for (std::size_t k = 0; k < shares.size(); ++k) {
    if (static_cast<int>(k) != side) enemy = std::max(enemy, shares[k]);
  }
  const double own = shares[static_cast<std::size_t>(side)];
  return std::clamp(value + danger_weight * (enemy - own), -kMostSure, kMostSure);
}

}  // namespace skirmish::ai
