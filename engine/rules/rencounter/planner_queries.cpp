#include "engine/rules/rencounter/planner_queries.h"

#include <algorithm>
#include <cmath>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/break_counts.h"
#include "engine/rules/rencounter/fire_play.h"
#include "engine/rules/rencounter/opportunity_fire.h"
#include "engine/rules/rencounter/planner_memo.h"
#include "engine/rules/rencounter/planner_odds.h"
#include "engine/rules/rencounter/range_band.h"
#include "engine/rules/rencounter/rencounter_outcome.h"
#include "engine/rules/rencounter/scratch_pool.h"
#include "engine/rules/rencounter/sequence_choices.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Short of the end, an estimate never claims a certain win or loss.
constexpr double kMostSure = 0.95;
// Objectives weigh this much at the start of the game and this much more by
// the turn limit, where they decide it (000 / Victory; rencounter_outcome.h).
// Chosen, not tuned: strength matters most early, points late.
constexpr double kObjectiveWeightAtStart = 0.25;
constexpr double kObjectiveWeightGrowth = 0.5;
// 000 / Fire Combat / Cover: the deepest cover, loophole (-5).
constexpr double kMostCover = static_cast<double>(SolidCover::kLoophole);
// No option stretches a weapon's ranges by half or more (the running
// throw's +50% is not a shot from where he stands).
constexpr double kRangeSlack = 1.5;

bool counts_as_strength(const RencounterState& s, int i) {
  return healthy(s, i) || s.men[at(i)].kit.exited;
}

// How far `side` stands above its break point (000 / Victory), 1 untouched,
// 0 at the point: the lower of the men's measure (healthy share against
// the break fraction) and the units' (weak units against those that break
// it, by the unit_break reading), as side_broken judges them.
double standing(const RencounterState& s, int side) {
  const int start = s.side_start[at(side)];
  if (start == 0) return 0;
  const double share = static_cast<double>(healthy_men(s, side)) / start;
  const double fraction = s.config.break_fraction;
  const double men = fraction < 1 ? (share - fraction) / (1 - fraction) : 0;
  int units = 0, weak = 0;
  for (const UnitRecord& r : s.units) {
    if (r.side != side) continue;
    ++units;
    int fit_men = 0;
    for (int i = r.first; i < r.first + r.size; ++i) fit_men += counts_as_strength(s, i) ? 1 : 0;
    weak += (2 * fit_men <= r.size) ? 1 : 0;
  }
  const double breaking = weak_units_that_break(s, units);
  const double by_units = breaking > 0 ? 1 - weak / breaking : 1;
  return std::clamp(std::min(men, by_units), 0.0, 1.0);
}

// How many more of `side`'s men may be put out of the fight before it
// breaks (000 / Victory), by either of side_broken's measures: its healthy
// men falling below the break fraction, or enough units left with half their
// men or fewer (the units nearest to it first). 0 once broken. From the men
// counted once (break_counts.h).
int men_to_break(const RencounterState& s, const BreakCounts& c, int side) {
  const int start = s.side_start[at(side)];
  if (start == 0 || side_broken(s, c, side)) return 0;
  const int healthy = c.healthy[at(side)];
  // Broken once healthy < fraction x start: the least k with healthy - k below it.
  const double above = healthy - s.config.break_fraction * start;
  const int by_men = std::max(1, std::min(static_cast<int>(std::floor(above + 1e-9)) + 1, healthy));
  // Each unit not yet weak needs fit - floor(size / 2) more losses to be.
  const Borrowed<std::vector<int>> to_weaken;
  to_weaken->clear();
  int units = 0, weak = 0;
  for (size_t u = 0; u < s.units.size(); ++u) {
    const UnitRecord& r = s.units[u];
    if (r.side != side) continue;
    ++units;
    const int fit_men = c.unit_fit[u];
    if (2 * fit_men <= r.size) {
      ++weak;
    } else {
      to_weaken->push_back(fit_men - r.size / 2);
    }
  }
  const int breaking = weak_units_that_break(s, units);
  std::sort(to_weaken->begin(), to_weaken->end());
  int by_units = 0;
  const int needed = std::max(0, breaking - weak);
  for (int k = 0; k < needed && k < static_cast<int>(to_weaken->size()); ++k) {
    by_units += (*to_weaken)[at(k)];
  }
  return needed > 0 ? std::min(by_men, by_units) : by_men;
}

// The side whose choice the state waits for, as RencounterRules::next_decision
// finds it; -1 for none.
int deciding_side(const RencounterState& s) {
  if (reaction_waiting(s)) return reaction_decision(s).side;
  switch (s.phase) {
    case Phase::kChooseOrder:
      return s.units[at(s.active_unit())].side;
    case Phase::kFigures:
      return s.figure_queue.empty() ? -1 : s.figures()[at(s.figure_queue.front())].side;
    case Phase::kHoldCard:
    case Phase::kJumpIn:
    case Phase::kPickUnit:
    case Phase::kSeize:
      return sequence_decision(s).side;
    default:
      return -1;
  }
}

// Whether the battle is decided, and if not, Forecast::own_men_to_break and
// enemy_men_to_break for the side whose choice the state waits for.
BreakMargins break_margins(const RencounterState& s) {
  BreakMargins out;
  const Borrowed<BreakCounts> counts;
  count_break(s, *counts);
  out.decided = battle_decided(s, *counts);
  if (out.decided) return out;
  const int side = deciding_side(s);
  const int sides = static_cast<int>(s.side_start.size());
  if (side < 0 || side >= sides) return out;
  out.own = men_to_break(s, *counts, side);
  for (int other = 0; other < sides; ++other) {
    if (other == side) continue;
    const int m = men_to_break(s, *counts, other);
    if (out.enemy < 0 || m < out.enemy) out.enemy = m;
  }
  return out;
}

// The winner once over, as rencounter_outcome decides it (without its
// words): -1 a draw, -2 not over.
int winner_if_over(const RencounterState& s) {
  const int sides = static_cast<int>(s.side_start.size());
  int broken = 0, standing_side = -1;
  for (int side = 0; side < sides; ++side) {
    if (side_broken(s, side)) {
      ++broken;
    } else {
      standing_side = side;
    }
  }
  if (broken > 0 && broken == sides) return -1;
  if (broken > 0 && broken == sides - 1) return standing_side;
  if (s.phase != Phase::kOver) return -2;
  const int a = objective_points(s, 0), b = sides > 1 ? objective_points(s, 1) : 0;
  if (a != b) return a > b ? 0 : 1;
  if (sides == 2 && s.config.level_points_by_losses) {
    const int lost0 = s.side_start[0] - healthy_men(s, 0);
    const int lost1 = s.side_start[1] - healthy_men(s, 1);
    if (lost0 != lost1) return lost0 < lost1 ? 0 : 1;
  }
  return -1;
}

}  // namespace

double planner_evaluate(const RencounterState& s, int side) {
  const int sides = static_cast<int>(s.side_start.size());
  if (side < 0 || side >= sides || sides != 2) return 0;
  const int winner = winner_if_over(s);
  if (winner == -1) return 0;
  if (winner >= 0) return winner == side ? 1 : -1;
  const int enemy = 1 - side;
  const double strength = standing(s, side) - standing(s, enemy);
  int total = 0;
  for (const Objective& o : s.scenario().objectives) total += std::max(0, o.points);
  double value = strength;
  if (total > 0) {
    const double points =
        static_cast<double>(objective_points(s, side) - objective_points(s, enemy)) / total;
    const double progress =
        s.config.turn_limit > 0
            ? std::clamp(static_cast<double>(s.turn()) / s.config.turn_limit, 0.0, 1.0)
            : 0;
    const double w = kObjectiveWeightAtStart + kObjectiveWeightGrowth * progress;
    value = (1 - w) * strength + w * std::clamp(points, -1.0, 1.0);
  }
  return std::clamp(value, -kMostSure, kMostSure);
}

namespace {

// A reach objective is the side's once a fit man of it stands in the area
// (rencounter_outcome.h): men the action moves into one take its points,
// if the action is carried out.
void add_reach_points(const RencounterState& s, Forecast& out) {
  if (!out.known || out.moves.empty()) return;
  const int side = s.figures()[at(out.moves.front().figure)].side;
  out.points_taken += out.carried_out * reach_points_taken(s, side, out.moves);
}

}  // namespace

void planner_forecast(const RencounterState& s, const Action& a, Forecast& out) {
  out.clear();
  if (s.phase == Phase::kOver) return;
  // The same for every action asked of one state (planner_memo.h).
  PlannerMemo* memo = PlannerMemo::held(s);
  const BreakMargins margins = memo ? memo->break_margins(s, break_margins) : break_margins(s);
  if (margins.decided) return;
  out.own_men_to_break = margins.own;
  out.enemy_men_to_break = margins.enemy;
  if (reaction_waiting(s)) {
    forecast_reaction(s, a, out);
    return;
  }
  switch (s.phase) {
    case Phase::kChooseOrder:
      if (a.kind == ActionKind::kOrder) forecast_order(s, a, out);
      add_reach_points(s, out);
      return;
    case Phase::kFigures:
      if (!s.figure_queue.empty() && a.actor == s.figure_queue.front()) {
        forecast_figure_action(s, a, out);
      }
      add_reach_points(s, out);
      return;
    case Phase::kSeize:
      if (a.kind == ActionKind::kSeizeInitiative) forecast_seize(s, a, out);
      if (a.kind == ActionKind::kPass) out.known = true;
      return;
    default:
      return;
  }
}

namespace {

// A shot as the planners weigh one in general: loaded and standing, a
// lone shot with no aim, the circumstances of the moment set aside.
ShotSituation shot_in_general(const RencounterState& s, int shooter, int target,
                              const LosResult& seen) {
  ShotSituation x = shot_situation_in_general(s, shooter, target, seen, ShotPrep::kStood);
  x.aim_half_turns = 0;
  x.snap = SnapFire::kLoneShot;
  x.braced = false;
  x.shot_number = 1;
  x.target_moved = 0;
  x.appearing = Appearing::kSeenBefore;
  x.target_in_melee_with_friend = false;
  return x;
}

}  // namespace

GeneralShot general_shot(const RencounterState& s, PlannerMemo* memo, int shooter, int target,
                         const LosResult& seen) {
  const uint64_t key = memo ? memo->shot_key(s, shooter, target, seen) : 0;
  GeneralShot shot;
  if (key != 0 && memo->find_shot(key, shot)) return shot;
  const ShotForecast f =
      forecast_shot(s, shooter, target, seen, shot_in_general(s, shooter, target, seen));
  shot = {f.can_fire, f.target.struck, f.target.out};
  if (key != 0) memo->keep_shot(key, shot);
  return shot;
}

namespace {

// The men as sight would see them with `figure` standing at `at_point`.
void sightings_with(const RencounterState& s, PlannerMemo* memo, int figure, Vec2 at_point,
                    std::vector<Sighting>& out) {
  if (memo) {
    out = memo->sightings(s);
  } else {
    gather_sightings(s, out);
  }
  out[at(figure)].base.centre = at_point;
}

}  // namespace

// 000 / Fire Combat: each enemy shooter's next shot at him there, as if
// loaded and standing, a lone shot with no aim, by odds.h; 000 / Charging:
// the enemy men whose best move toward a charge covers the gap.
void planner_exposure(const RencounterState& s, int figure, Vec2 at_point, Exposure& out,
                      MeleeToCome melee) {
  out.clear();
  const int n = static_cast<int>(s.figures().size());
  if (figure < 0 || figure >= n) return;
  out.known = true;
  PlannerMemo* memo = PlannerMemo::held(s);
  // The men as sight would see them with him standing there (as
  // cover_point in action_candidates.cpp asks it).
  const Borrowed<std::vector<Sighting>> moved;
  sightings_with(s, memo, figure, at_point, *moved);
  const Borrowed<std::vector<int16_t>> chargers;
  chargers->clear();
  double best_cover = 0;
  const Measure measure = s.sight->battlefield().measure;
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, figure, j) || !in_the_fight(s, j)) continue;
    const double gap_there = gap_from(s, at_point, figure, j);
    const double reach = memo ? memo->charge_allowance(s, j) : charge_allowance(s, j);
    if (gap_there <= reach + 1e-9) {
      chargers->push_back(static_cast<int16_t>(j));
    }
    if (s.men[at(j)].missile < 0) continue;
    // Far beyond his weapon's reach, a look is not worth its cost (the band
    // is judged below on the look's own range; the slack covers any option
    // that stretches the ranges).
    const MissileWeapon& w = missile_weapons()[at(s.men[at(j)].missile)];
    if (gap_there > kRangeSlack * w.extreme + 1) continue;
    // Beyond extreme range by the range the look would report (measured as
    // it measures, shooter first), the shot below could not be fired: the
    // look is skipped, with the same answer.
    const double range = base_distance((*moved)[at(j)].base, (*moved)[at(figure)].base, measure);
    if (range > w.extreme && range_band(w, range, s.config.fire) == RangeBand::kBeyond) continue;
    const LosResult seen = look(s, *moved, j, figure);
    if (!seen.visible) continue;
    // The circumstances of the moment are set aside (so not worked out).
    const GeneralShot f = general_shot(s, memo, j, figure, seen);
    if (!f.can_fire) continue;
    ++out.shooters;
    const int cover = -cover_modifier(seen.solid, seen.leafy, s.config.fire);
    if (cover == 0) ++out.clear_shots;
    best_cover = std::max(best_cover, std::min(1.0, cover / kMostCover));
    out.expected_hits += f.struck;
    out.expected_losses += f.out;
  }
  out.cover = out.shooters > 0 ? best_cover : 1.0;
  // 000 / Charging, 000 / Melee / One Vs Many: the chargers' strokes, all
  // of them on him at once.
  out.chargers = static_cast<int>(chargers->size());
  if (melee == MeleeToCome::kWeighed)
    out.melee_losses = melee_losses_at(s, figure, at_point, *chargers);
}

// 000 / Fire Combat: his own look from the spot at each enemy man within
// his missile's reach, and the shot weighed as the enemy's are above. The
// look is most of the cost, so the men are taken best case first: the shot
// at a man with no cover and nobody in the way, at the range the look
// would measure, is the most the look can leave of it (cover and men in
// the way only take off), and once no man left could beat the best shot
// found, none of them is looked at.
double planner_shot_offered(const RencounterState& s, int figure, Vec2 at_point,
                            ShotOfferSearch search) {
  const int n = static_cast<int>(s.figures().size());
  if (figure < 0 || figure >= n) return 0;
  const int missile = s.men[at(figure)].missile;
  if (missile < 0) return 0;
  // A man still loading shoots from nowhere next (000 / Loading): the
  // spot is for a man ready to fire.
  if (!s.men[at(figure)].loaded()) return 0;
  const MissileWeapon& w = missile_weapons()[at(missile)];
  PlannerMemo* memo = PlannerMemo::held(s);
  const Borrowed<std::vector<Sighting>> moved;
  sightings_with(s, memo, figure, at_point, *moved);
  const Measure measure = s.sight->battlefield().measure;
  const Borrowed<std::vector<std::pair<double, int>>> marks;  // best case, man
  marks->clear();
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, figure, j) || !in_the_fight(s, j)) continue;
    const double gap_there = gap_from(s, at_point, figure, j);
    // 000 / Melee: a man in contact with an enemy fights him; the spot
    // offers no shot.
    if (gap_there <= s.config.fire.base_contact_within + 1e-9) return 0;
    if (gap_there > kRangeSlack * w.extreme + 1) continue;
    LosResult open;
    open.visible = true;
    open.range = base_distance((*moved)[at(figure)].base, (*moved)[at(j)].base, measure);
    if (open.range > w.extreme && range_band(w, open.range, s.config.fire) == RangeBand::kBeyond) {
      continue;
    }
    const GeneralShot most = general_shot(s, memo, figure, j, open);
    if (most.can_fire && most.out > 0) marks->push_back({most.out, j});
  }
  // Best case first; equal ones in the order of the men (a stable answer).
  std::sort(marks->begin(), marks->end(), [](const auto& a, const auto& b) {
    return a.first > b.first || (a.first == b.first && a.second < b.second);
  });
  double best = 0;
  for (const auto& [most, j] : *marks) {
    if (search == ShotOfferSearch::kBestCaseFirst && most <= best) break;
    const LosResult seen = look(s, *moved, figure, j);
    if (!seen.visible) continue;
    const GeneralShot f = general_shot(s, memo, figure, j, seen);
    if (f.can_fire) best = std::max(best, f.out);
  }
  return best;
}

}  // namespace skirmish::rencounter
