#include "ai/sampling.h"

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/core/random.h"

namespace skirmish::ai {

namespace {

// Keeps the planners' streams apart from the game dice (seeded with the
// seed itself) and from tools' random player (which uses the golden
// ratio's bits); an arbitrary odd constant.
constexpr uint64_t kPlannerStream = 0xd1b54a32d192ed03ULL;

bool fighting(const Figure& f) {
  return f.status == FigureStatus::kFighting;
}

}  // namespace

uint64_t decision_seed(uint64_t seed, int side, uint64_t decisions_so_far) {
  SplitMix64 spread(seed ^ (kPlannerStream * static_cast<uint64_t>(side + 1)));
  SplitMix64 decision(spread.next() + decisions_so_far);
  return decision.next();
}

uint64_t try_seed(uint64_t decision_seed, int k) {
  SplitMix64 spread(decision_seed + static_cast<uint64_t>(k));
  return spread.next();
}

double men_standing(const GameState& state, int side) {
  int own = 0, own_up = 0, enemy = 0, enemy_up = 0;
  for (const Figure& f : state.figures()) {
    if (f.side == side) {
      ++own;
      own_up += fighting(f) ? 1 : 0;
    } else {
      ++enemy;
      enemy_up += fighting(f) ? 1 : 0;
    }
  }
  const double mine = own > 0 ? static_cast<double>(own_up) / own : 0;
  const double theirs = enemy > 0 ? static_cast<double>(enemy_up) / enemy : 0;
  return mine - theirs;
}

void sample_action(const Rules& rules, const GameState& view, int side, const Action& action,
                   int tries, uint64_t base, GameState& scratch, SampledOutcome& out,
                   std::vector<ForecastMove>* moves, DiceFreeTries dice_free) {
  out = SampledOutcome{};
  if (moves) moves->clear();
  if (tries < 1) tries = 1;
  const std::vector<Figure>& before = view.figures();
  for (int k = 0; k < tries; ++k) {
    scratch.copy_from(view);
    SeededDice dice(try_seed(base, k));
    try {
      rules.apply(scratch, action, dice, null_sink());
    } catch (const RulesError&) {
      out = SampledOutcome{};  // refused in the view: the planner ranks it last
      if (moves) moves->clear();
      return;
    }
    const double outlook = rules.evaluate(scratch, side);
    const double standing = men_standing(scratch, side);
    // Whole numbers: added up try by try or at once, the same sums.
    double own_lost = 0, enemy_lost = 0;
    const std::vector<Figure>& after = scratch.figures();
    for (std::size_t i = 0; i < before.size() && i < after.size(); ++i) {
      if (!fighting(before[i]) || fighting(after[i])) continue;
      (before[i].side == side ? own_lost : enemy_lost) += 1;
    }
    // A try that rolled nothing ends the same from any seed: the rest are
    // added as they would have come out, in the same order.
    const int same =
        k == 0 && dice_free == DiceFreeTries::kTakenForAll && dice.rolls_made() == 0 ? tries : 1;
    for (int t = 0; t < same; ++t) {
      out.outlook += outlook;
      out.standing += standing;
      out.own_losses += own_lost;
      out.enemy_losses += enemy_lost;
    }
    if (moves && k == 0) {
      for (std::size_t i = 0; i < before.size() && i < after.size(); ++i) {
        if (before[i].side != side || !on_table(after[i].status)) continue;
        if (before[i].at.x != after[i].at.x || before[i].at.y != after[i].at.y) {
          moves->push_back({static_cast<int16_t>(i), after[i].at});
        }
      }
    }
    if (same > 1) break;
  }
  const double n = tries;
  out.ok = true;
  out.outlook /= n;
  out.standing /= n;
  out.enemy_losses /= n;
  out.own_losses /= n;
}

void sampled_forecast(const SampledOutcome& sampled, Forecast& out) {
  out.known = sampled.ok;
  out.carried_out = 1;
  out.enemy_losses = sampled.enemy_losses;
  out.own_losses = sampled.own_losses;
  out.enemy_harm = out.own_harm = 0;
  out.hit_chance = 0;
}

}  // namespace skirmish::ai
