#include "ai/position_judge.h"

#include <algorithm>
#include <cmath>
#include <limits>

#include "ai/tactics/objective_paths.h"
#include "ai/utility/considerations.h"
#include "engine/rules/standing.h"

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

double shot_and_check_danger(const Exposure& e) {
  return shot_danger(e) + e.charged_off;
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
                      JudgeScratch& scratch, GroundBaseline* ground, double ground_weight) {
  double value = rules.evaluate(state, side);
  if (danger_weight != 0) {
    danger_by_side(rules, state, scratch, scratch.shares);
    value = with_danger(value, scratch.shares, side, danger_weight);
  }
  if (ground_weight != 0 && ground != nullptr && ground->ready()) {
    ground->measure(rules, state, ground->scratch());
    value = with_ground(value, ground->scratch(), ground->root(), side, ground_weight);
  }
  return value;
}

void GroundBaseline::set(const Rules& rules, const GameState& root_view) {
  paths_ = objective_paths_for(rules, root_view);
  const ObjectiveTargets& targets = paths_->targets();
  const std::vector<Objective>& objectives = root_view.scenario().objectives;
  const std::size_t sides = targets.by_side.size();
  most_.assign(sides, 0);
  roll_.assign(sides, 0);
  for (std::size_t k = 0; k < sides; ++k) {
    for (const ObjectiveTargets::Target& t : targets.by_side[k]) {
      most_[k] = std::max(most_[k], objectives[static_cast<std::size_t>(t.objective)].points);
    }
  }
  for (const Figure& f : root_view.figures()) {
    if (f.side >= 0 && static_cast<std::size_t>(f.side) < sides)
      ++roll_[static_cast<std::size_t>(f.side)];
  }
  Standing standing;
  rules.standing(root_view, standing);
  ended_.assign(objectives.size(), 0);
  if (standing.known && standing.ended.size() == objectives.size()) ended_ = standing.ended;
  root_.clear();
  measure(rules, root_view, root_);
}

void GroundBaseline::measure(const Rules& rules, const GameState& state,
                             std::vector<double>& out) const {
  out.clear();
  if (!paths_ || rules.next_decision(state).game_over()) return;
  const ObjectiveTargets& targets = paths_->targets();
  const std::vector<Objective>& objectives = state.scenario().objectives;
  const std::vector<Figure>& men = state.figures();
  const std::size_t sides = targets.by_side.size();
  out.assign(sides, 0.0);
  for (const Figure& f : men) {
    if (f.side < 0 || static_cast<std::size_t>(f.side) >= sides) continue;
    const auto k = static_cast<std::size_t>(f.side);
    double best = std::numeric_limits<double>::infinity();
    int which = -1;
    for (const ObjectiveTargets::Target& t : targets.by_side[k]) {
      if (static_cast<std::size_t>(t.objective) < ended_.size() &&
          ended_[static_cast<std::size_t>(t.objective)] != 0) {
        continue;
      }
      double d;
      if (t.figure >= 0) {
        const Figure& man = men[static_cast<std::size_t>(t.figure)];
        if (!on_table(man.status)) continue;
        d = distance(f.at, man.at);
      } else {
        d = paths_->inches_to(t.objective, f.at);
      }
      if (d < best) {
        best = d;
        which = t.objective;
      }
    }
    if (which < 0 || !std::isfinite(best)) continue;
    const Objective& o = objectives[static_cast<std::size_t>(which)];
    const double share =
        most_[k] > 0 && o.points > 0 ? static_cast<double>(o.points) / most_[k] : 1.0;
    const double ground = o.kind == ObjectiveKind::kHold ? kHoldGroundShare : 1.0;
    out[k] += share * ground * best / kMoveInches;
  }
  for (std::size_t k = 0; k < sides; ++k) {
    if (roll_[k] > 0) out[k] /= roll_[k];
  }
}

double with_ground(double value, const std::vector<double>& now, const std::vector<double>& root,
                   int side, double ground_weight) {
  if (now.empty() || now.size() != root.size() || side < 0 ||
      static_cast<std::size_t>(side) >= now.size()) {
    return value;
  }
  // Ground gained is ground no longer to cover.
  double enemy = -std::numeric_limits<double>::infinity();
  for (std::size_t k = 0; k < now.size(); ++k) {
    if (static_cast<int>(k) != side) enemy = std::max(enemy, root[k] - now[k]);
  }
  if (!std::isfinite(enemy)) enemy = 0;
  const auto own = static_cast<std::size_t>(side);
  const double gained = root[own] - now[own];
  return std::clamp(value + ground_weight * (gained - enemy), -kMostSure, kMostSure);
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
