#include "ai/utility/considerations.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "ai/position_judge.h"
#include "ai/tactics/objective_paths.h"

namespace skirmish::ai {

namespace {

bool fighting(const Figure& f) {
  return f.status == FigureStatus::kFighting;
}

// Inches beyond touch with the leader.
double stray(double d) {
  return std::max(0.0, d - kCohesionInches);
}

// The share of a man's loss in what holds his side in the fight: 1 when the
// next loss breaks it, less the more it can still lose; 0 when the rule set
// cannot say.
double break_stake(int men_to_break) {
  return men_to_break > 0 ? 1.0 / men_to_break : 0.0;
}

}  // namespace

void TableFacts::build(const Scenario& s) {
  scenario = &s;
  ObjectiveTargets targets(s);
  unit_leader = std::move(targets.unit_leader);
  by_side = std::move(targets.by_side);
  const std::vector<Objective>& all = s.objectives;
  contested.assign(all.size(), 0);
  for (std::size_t a = 0; a < all.size(); ++a) {
    for (const Objective& b : all) {
      if (all[a].kind == ObjectiveKind::kHold && b.kind == ObjectiveKind::kHold &&
          b.side != all[a].side &&
          distance(b.area.centre, all[a].area.centre) < b.area.radius + all[a].area.radius) {
        contested[a] = 1;
      }
    }
  }
}

void Considerations::begin(const Rules& rules, const GameState& view, int side) {
  if (table_.scenario != &view.scenario()) table_.build(view.scenario());
  paths_ = objective_paths_for(rules, view);
  const std::size_t n = view.figures().size();
  before_.resize(n);
  have_before_.assign(n, 0);
  shot_before_.resize(n);
  have_shot_before_.assign(n, 0);
  after_at_.resize(n);
  for (std::size_t i = 0; i < n; ++i) after_at_[i] = view.figures()[i].at;
  asked_.clear();
  asked_shots_.clear();
  may_strike_.resize(n);
  for (std::size_t i = 0; i < n; ++i) may_strike_[i] = rules.may_strike(view, static_cast<int>(i));
  side_ = side;
  // Which objectives score for whom, and which can score for nobody any
  // more (Standing::ended: ground in a burning building), asked once.
  rules.standing(view, standing_);
  find_runners(view, side);
  find_ground_to_end(rules, view, side);
}

void Considerations::standing_in(const GameState& view, int objective, int owner, int& ours,
                                 int& theirs) const {
  ours = theirs = 0;
  const Circle& area = table_.scenario->objectives[static_cast<std::size_t>(objective)].area;
  for (const Figure& f : view.figures()) {
    if (!fighting(f) || distance(f.at, area.centre) > area.radius) continue;
    ++(f.side == owner ? ours : theirs);
  }
}

void Considerations::find_ground_to_end(const Rules& rules, const GameState& view, int side) {
  to_end_.clear();
  if (side < 0) return;
  const std::vector<Objective>& objectives = table_.scenario->objectives;
  const std::vector<Figure>& men = view.figures();
  for (std::size_t k = 0; k < objectives.size(); ++k) {
    const int owner = objective_owner(static_cast<int>(k));
    if (objectives[k].kind != ObjectiveKind::kHold || owner < 0 ||
        ours(static_cast<int>(k), side) || ended(static_cast<int>(k))) {
      continue;
    }
    int held = 0, others = 0;
    standing_in(view, static_cast<int>(k), owner, held, others);
    if (held == 0) continue;
    for (std::size_t i = 0; i < men.size(); ++i) {
      if (men[i].side == side && fighting(men[i]) &&
          rules.may_end_ground(view, static_cast<int>(i), static_cast<int>(k))) {
        to_end_.push_back({static_cast<int>(i), static_cast<int>(k)});
      }
    }
  }
}

void Considerations::find_runners(const GameState& view, int side) {
  const std::vector<Objective>& objectives = view.scenario().objectives;
  runner_.assign(objectives.size(), -1);
  spared_.assign(objectives.size(), -1);
  exit_taken_.assign(objectives.size(), 0);
  if (side < 0 || static_cast<std::size_t>(side) >= table_.by_side.size()) return;
  bool exits = false;
  for (const TableFacts::Target& t : table_.by_side[static_cast<std::size_t>(side)]) {
    exits = exits || objectives[static_cast<std::size_t>(t.objective)].kind == ObjectiveKind::kExit;
  }
  if (!exits) return;
  const std::vector<Figure>& men = view.figures();
  for (const TableFacts::Target& t : table_.by_side[static_cast<std::size_t>(side)]) {
    const auto o = static_cast<std::size_t>(t.objective);
    if (objectives[o].kind != ObjectiveKind::kExit) continue;
    // Where every man off scores, every man is drawn in full, all game.
    if (standing_.known && standing_.scores_each_man[o]) continue;
    if (standing_.known && standing_.objective_scored_by[o] == side) exit_taken_[o] = 1;
    // The runner is the man nearest it by the way there; but not a man
    // whose fall scores for the enemy (a kill objective names him) while
    // another can go: running alone ahead of his friends, through the
    // enemy's fire, he risks more than the exit is worth (the forest
    // ambush's knight, docs/strength.md).
    int nearest = -1, nearest_free = -1;
    double inches = std::numeric_limits<double>::infinity(), inches_free = inches;
    for (std::size_t i = 0; i < men.size(); ++i) {
      if (men[i].side != side || !fighting(men[i])) continue;
      const double d = paths_->inches_to(t.objective, men[i].at);
      if (d < inches) {
        inches = d;
        nearest = static_cast<int>(i);
      }
      if (d < inches_free && enemy_prize(static_cast<int>(i), side) < 0) {
        inches_free = d;
        nearest_free = static_cast<int>(i);
      }
    }
    runner_[o] = nearest_free >= 0 ? nearest_free : nearest;
    if (runner_[o] != nearest) spared_[o] = nearest;
  }
}

int Considerations::enemy_prize(int figure, int side) const {
  for (std::size_t e = 0; e < table_.by_side.size(); ++e) {
    if (static_cast<int>(e) == side) continue;
    for (const TableFacts::Target& k : table_.by_side[e]) {
      if (k.figure == figure) return k.objective;
    }
  }
  return -1;
}

bool Considerations::ended(int objective) const {
  return standing_.known && objective >= 0 &&
         static_cast<std::size_t>(objective) < standing_.ended.size() &&
         standing_.ended[static_cast<std::size_t>(objective)] != 0;
}

bool Considerations::exit_taken(int objective) const {
  return objective >= 0 && static_cast<std::size_t>(objective) < exit_taken_.size() &&
         exit_taken_[static_cast<std::size_t>(objective)] != 0;
}

void Considerations::ask_exposure(const Rules& rules, const GameState& view, int figure, Vec2 at,
                                  Melee melee, Exposure& out) {
  if (melee == Melee::kWeighed) {
    rules.exposure(view, figure, at, out);
  } else {
    rules.exposure_to_fire(view, figure, at, out);
  }
}

// An answer asked without the melee to come is asked again, whole, when
// the melee is wanted: the rest of it comes out the same either way.
const Exposure& Considerations::exposure_at(const Rules& rules, const GameState& view, int figure,
                                            Vec2 at, Melee melee) {
  for (Asked& a : asked_) {
    if (a.figure != figure || a.at != at) continue;
    if (a.melee < melee) {
      ask_exposure(rules, view, figure, at, melee, a.answer);
      a.melee = melee;
    }
    return a.answer;
  }
  asked_.push_back({figure, at, melee, {}});
  ask_exposure(rules, view, figure, at, melee, asked_.back().answer);
  return asked_.back().answer;
}

const Exposure& Considerations::exposure_before(const Rules& rules, const GameState& view,
                                                int figure, Melee melee) {
  const auto i = static_cast<std::size_t>(figure);
  if (have_before_[i] < static_cast<uint8_t>(melee)) {
    ask_exposure(rules, view, figure, view.figures()[i].at, melee, before_[i]);
    have_before_[i] = static_cast<uint8_t>(melee);
  }
  return before_[i];
}

double Considerations::shot_before(const Rules& rules, const GameState& view, int figure) {
  const auto i = static_cast<std::size_t>(figure);
  if (!have_shot_before_[i]) {
    shot_before_[i] = rules.shot_offered(view, figure, view.figures()[i].at);
    have_shot_before_[i] = 1;
  }
  return shot_before_[i];
}

double Considerations::shot_at(const Rules& rules, const GameState& view, int figure, Vec2 at) {
  for (const AskedShot& a : asked_shots_) {
    if (a.figure == figure && a.at == at) return a.offered;
  }
  const double offered = rules.shot_offered(view, figure, at);
  asked_shots_.push_back({figure, at, offered});
  return offered;
}

double Considerations::objective_distance(const GameState& view, int side, int figure, Vec2 at,
                                          int* which) const {
  return objective_distance(view, side, figure, at, which, *paths_);
}

double Considerations::objective_distance(const GameState& view, int side, int figure, Vec2 at,
                                          int* which, const ObjectivePaths& paths) const {
  double best = std::numeric_limits<double>::infinity();
  if (side < 0 || static_cast<std::size_t>(side) >= table_.by_side.size()) return best;
  const bool strikes = figure < 0 || static_cast<std::size_t>(figure) >= may_strike_.size() ||
                       may_strike_[static_cast<std::size_t>(figure)] != 0;
  for (const TableFacts::Target& t : table_.by_side[static_cast<std::size_t>(side)]) {
    double d;
    // Ground nobody can score any more draws nobody (Standing::ended).
    if (exit_taken(t.objective) || ended(t.objective)) continue;
    if (t.figure >= 0) {
      // A torch bearer walking after the enemy captain can do nothing to
      // him when he gets there (docs/ai.md).
      if (!strikes) continue;
      const Figure& f = view.figures()[static_cast<std::size_t>(t.figure)];
      if (!on_table(f.status)) continue;
      d = distance(at, f.at);
    } else {
      // The way there round what stands in it (ai/tactics/objective_paths.h),
      // not the straight line through a building's walls.
      d = paths.inches_to(t.objective, at);
    }
    if (d < best) {
      best = d;
      if (which) *which = t.objective;
    }
  }
  for (const GroundToEnd& g : to_end_) {
    if (g.figure != figure || ended(g.objective)) continue;
    const double d = paths.inches_to(g.objective, at);
    if (d < best) {
      best = d;
      if (which) *which = g.objective;
    }
  }
  return best;
}

// 004 / Medieval Mayhem / Optional rule for artillery: an engine's impact
// of 5 or better breaks a barred door, which is then a doorway like any
// other. What that is worth is the way it opens: the planners' ways go in
// by a broken door (ai/tactics/free_space.h), so the inches each man's way
// is shortened by are ground, as a move's are. A man gains at most one
// move's ground, as the door gives him no more before his next move.
double Considerations::door_ground(const Rules& rules, const GameState& view, int side,
                                   const Forecast& fc, OptionFacts& facts) const {
  if (fc.breaks_door < 0) return 0;
  const std::shared_ptr<const ObjectivePaths> open =
      objective_paths_for(rules, view, fc.breaks_door);
  if (open == paths_) return 0;  // broken open already
  const std::vector<Figure>& men = view.figures();
  double ground = 0;
  for (std::size_t i = 0; i < men.size(); ++i) {
    if (men[i].side != side || !fighting(men[i])) continue;
    const int man = static_cast<int>(i);
    int which = -1;
    const double d_open = objective_distance(view, side, man, men[i].at, &which, *open);
    if (which < 0 || !std::isfinite(d_open)) continue;
    const double d_shut = objective_distance(view, side, man, men[i].at, nullptr);
    // Where the table had no way in (every door barred), the straight
    // inches inches_to falls back on say nothing of how far he is.
    const bool opens_way = !paths_->has_way(which, men[i].at) && open->has_way(which, men[i].at);
    const double closer = opens_way ? kMoveInches : d_shut - d_open;
    if (!(closer > 0)) continue;
    ground += objective_share(side, which) * ground_share(which, man) *
              std::min(closer, kMoveInches) / kMoveInches;
    // The man told of: one it opens a way for, else the most inches.
    const bool better = opens_way != facts.door_opens_way ? opens_way : closer > facts.door_closer;
    if (++facts.door_men == 1 || better) {
      facts.door_closer = closer;
      facts.door_objective = which;
      facts.door_opens_way = opens_way;
    }
  }
  return ground;
}

double Considerations::kill_progress(int side, const Action& action, const Forecast& fc,
                                     OptionFacts& facts) const {
  if (action.target < 0 || side < 0 || static_cast<std::size_t>(side) >= table_.by_side.size()) {
    return 0;
  }
  for (const TableFacts::Target& t : table_.by_side[static_cast<std::size_t>(side)]) {
    if (t.figure == action.target && fc.enemy_losses > 0) {
      facts.kill_objective = t.objective;
      return kKillObjectiveGround * objective_share(side, t.objective) * fc.enemy_losses;
    }
  }
  return 0;
}

double Considerations::holds_ended_points(const GameState& view, int side, const Forecast& fc,
                                          OptionFacts& facts) const {
  if (fc.holds_ended.empty()) return 0;
  const std::vector<Objective>& objectives = table_.scenario->objectives;
  double points = 0, told = 0;
  for (const ForecastHoldEnded& e : fc.holds_ended) {
    if (e.objective < 0 || static_cast<std::size_t>(e.objective) >= objectives.size()) continue;
    const Objective& o = objectives[static_cast<std::size_t>(e.objective)];
    // Who would have held it at the end, as things stand: each side's
    // share of the fighting men standing in it (a garrison inside with a
    // torch bearer at its door still holds it; ground nobody stands on
    // counts nothing, as who would hold it at the end is not known). What
    // the enemy would have held is a gain, what the side would have held a
    // loss; ground that scores for both (naming no side) counts either way.
    int mine = 0, enemy = 0;
    standing_in(view, e.objective, side, mine, enemy);
    if (mine + enemy == 0) continue;
    const bool for_us = ours(e.objective, side);
    bool for_them = false;
    for (std::size_t other = 0; other < table_.by_side.size(); ++other) {
      for_them = for_them ||
                 (static_cast<int>(other) != side && ours(e.objective, static_cast<int>(other)));
    }
    const double held_by_us = for_us ? static_cast<double>(mine) / (mine + enemy) : 0.0;
    const double held_by_them = for_them ? static_cast<double>(enemy) / (mine + enemy) : 0.0;
    const double change = e.chance * o.points * (held_by_them - held_by_us);
    if (change == 0) continue;
    points += change;
    if (std::abs(change) > std::abs(told)) {
      told = change;
      facts.ended_objective = e.objective;
      facts.ended_chance = e.chance;
    }
  }
  facts.ended_points = points;
  return points;
}

bool Considerations::ours(int objective, int side) const {
  if (side < 0 || static_cast<std::size_t>(side) >= table_.by_side.size()) return false;
  for (const TableFacts::Target& t : table_.by_side[static_cast<std::size_t>(side)]) {
    if (t.objective == objective) return true;
  }
  return false;
}

int Considerations::objective_owner(int objective) const {
  for (std::size_t side = 0; side < table_.by_side.size(); ++side) {
    for (const TableFacts::Target& t : table_.by_side[side]) {
      if (t.objective == objective) return static_cast<int>(side);
    }
  }
  return -1;
}

double Considerations::ground_share(int objective, int figure) const {
  if (objective < 0 || !table_.scenario) return 1.0;
  const auto k = static_cast<std::size_t>(objective);
  switch (table_.scenario->objectives[k].kind) {
    case ObjectiveKind::kHold:
      // The enemy's ground, to put beyond holding: that counts as soon as
      // it is done, not at the end.
      return ours(objective, side_) ? kHoldGroundShare : 1.0;
    case ObjectiveKind::kExit:
      return k < runner_.size() && runner_[k] >= 0 && runner_[k] != figure ? kExitFollowerShare
                                                                           : 1.0;
    default:
      return 1.0;
  }
}

bool Considerations::ground_can_wait(const Rules& rules, const GameState& view, int objective,
                                     int figure, double inches) const {
  if (objective < 0 || !table_.scenario) return false;
  const auto k = static_cast<std::size_t>(objective);
  const Objective& o = table_.scenario->objectives[k];
  const int limit = view.scenario().turn_limit;
  if (o.kind != ObjectiveKind::kHold || table_.contested[k] || limit <= 0 ||
      !ours(objective, side_)) {
    return false;
  }
  const std::vector<Figure>& men = view.figures();
  const int side = men[static_cast<std::size_t>(figure)].side;
  for (const Figure& f : men) {
    if (f.side != side && fighting(f) && distance(f.at, o.area.centre) <= o.area.radius) {
      return false;
    }
  }
  Movement move;
  rules.movement(view, figure, move);
  if (!move.known) return false;
  const double turns = limit - view.turn() - kHoldSpareTurns;
  return inches <= turns * move.ordinary_inches;
}

double Considerations::objective_share(int side, int objective) const {
  if (objective < 0 || !table_.scenario) return 1.0;
  const int points = table_.scenario->objectives[static_cast<std::size_t>(objective)].points;
  const int most = most_points(side);
  return most > 0 && points > 0 ? static_cast<double>(points) / most : 1.0;
}

int Considerations::most_points(int side) const {
  if (!table_.scenario || side < 0 || static_cast<std::size_t>(side) >= table_.by_side.size()) {
    return 0;
  }
  const std::vector<Objective>& all = table_.scenario->objectives;
  int most = 0;
  for (const TableFacts::Target& t : table_.by_side[static_cast<std::size_t>(side)]) {
    most = std::max(most, all[static_cast<std::size_t>(t.objective)].points);
  }
  return most;
}

double Considerations::hold_urgency(const GameState& view) {
  const int limit = view.scenario().turn_limit;
  if (limit <= 0) return 0;
  const double left = limit - view.turn();
  return std::clamp(1 - left / kHoldUrgencyTurns, 0.0, 1.0);
}

double Considerations::hold_gain(const Rules& rules, const GameState& view, int side,
                                 OptionFacts& facts) {
  if (side < 0 || static_cast<std::size_t>(side) >= table_.by_side.size()) return 0;
  const std::vector<Figure>& men = view.figures();
  const std::vector<Objective>& objectives = table_.scenario->objectives;
  double gain = 0, told = 0;
  for (const TableFacts::Target& t : table_.by_side[static_cast<std::size_t>(side)]) {
    if (objectives[static_cast<std::size_t>(t.objective)].kind != ObjectiveKind::kHold ||
        ended(t.objective)) {
      continue;
    }
    // Nobody holds ground an enemy still stands on (both rule sets' hold):
    // in the last turn men walking onto it take nothing; putting him out of
    // the fight is what counts there (clearing_gain). Earlier, walking onto
    // it is how it is contested (counted: not counting it cost 0.6 points
    // against random on Rencounter and 1.4 on the ford, docs/strength.md).
    const bool contested = std::any_of(men.begin(), men.end(), [&](const Figure& f) {
      return f.side != side && fighting(f) && distance(f.at, t.area.centre) <= t.area.radius;
    });
    if (contested && hold_urgency(view) >= 1) continue;
    // The chance none of the side's men there still stands at the end: each
    // man's own chance to fall under the enemy's next shots and charges
    // where he stands, taken as independent.
    double none_before = 1, none_after = 1;
    for (std::size_t j = 0; j < men.size(); ++j) {
      if (men[j].side != side || !fighting(men[j])) continue;
      const bool in_before = distance(men[j].at, t.area.centre) <= t.area.radius;
      const bool in_after = distance(after_at_[j], t.area.centre) <= t.area.radius;
      if (!in_before && !in_after) continue;
      const int figure = static_cast<int>(j);
      const Exposure& here = exposure_before(rules, view, figure, Melee::kWeighed);
      if (!here.known) continue;
      if (in_before) none_before *= std::min(1.0, danger(here));
      if (in_after) {
        const Exposure& there =
            after_at_[j] == men[j].at
                ? here
                : exposure_at(rules, view, figure, after_at_[j], Melee::kWeighed);
        none_after *= std::min(1.0, danger(there));
      }
    }
    const double change = none_before - none_after;
    gain += objective_share(side, t.objective) * change;
    if (std::abs(change) > std::abs(told)) {
      told = change;
      facts.hold_objective = t.objective;
      facts.hold_before = 1 - none_before;
      facts.hold_after = 1 - none_after;
    }
  }
  return gain;
}

double Considerations::clearing_gain(const GameState& view, int side, const Action& action,
                                     const Forecast& fc, OptionFacts& facts) const {
  if (side < 0 || static_cast<std::size_t>(side) >= table_.by_side.size()) return 0;
  const std::vector<Figure>& men = view.figures();
  // The chance the action puts enemy `k` out of the fight.
  const auto chance_for = [&](std::size_t k) {
    if (fc.losses.empty()) {
      return static_cast<int>(k) == action.target ? std::min(1.0, fc.enemy_losses) : 0.0;
    }
    for (const ForecastLoss& l : fc.losses) {
      if (static_cast<std::size_t>(l.figure) == k) return l.chance;
    }
    return 0.0;
  };
  if (fc.enemy_losses <= 0) return 0;
  const std::vector<Objective>& objectives = table_.scenario->objectives;
  double best = 0;
  for (const TableFacts::Target& t : table_.by_side[static_cast<std::size_t>(side)]) {
    const Objective& o = objectives[static_cast<std::size_t>(t.objective)];
    if (o.kind != ObjectiveKind::kHold || ended(t.objective)) continue;
    // Every enemy there must go: the chance each is put out, taken as
    // independent.
    double all_gone = 1;
    bool any = false;
    for (std::size_t k = 0; k < men.size(); ++k) {
      if (men[k].side == side || !fighting(men[k]) ||
          distance(men[k].at, o.area.centre) > o.area.radius) {
        continue;
      }
      any = true;
      all_gone *= chance_for(k);
    }
    if (!any || all_gone <= 0) continue;
    const double gain = objective_share(side, t.objective) * all_gone;
    if (gain > best) {
      best = gain;
      facts.cleared_objective = t.objective;
      facts.cleared = all_gone;
    }
  }
  return best;
}

bool Considerations::could_stand_on(const Rules& rules, const GameState& view, int objective,
                                    int side, bool enemy) const {
  const std::vector<Figure>& men = view.figures();
  Movement move;
  for (std::size_t i = 0; i < men.size(); ++i) {
    if (!fighting(men[i]) || (men[i].side == side) == enemy) continue;
    const double inches = paths_->inches_to(objective, men[i].at);
    if (inches <= 0) return true;
    rules.movement(view, static_cast<int>(i), move);
    if (move.known && move.can_move && inches <= move.fastest_inches) return true;
  }
  return false;
}

double Considerations::last_word_stake(const Rules& rules, const GameState& view, int side,
                                       OptionFacts& facts) {
  if (side < 0 || static_cast<std::size_t>(side) >= table_.by_side.size()) return 0;
  const std::vector<Objective>& objectives = table_.scenario->objectives;
  double stake = 0, told = 0;
  for (const TableFacts::Target& t : table_.by_side[static_cast<std::size_t>(side)]) {
    if (objectives[static_cast<std::size_t>(t.objective)].kind != ObjectiveKind::kHold ||
        ended(t.objective)) {
      continue;
    }
    if (!could_stand_on(rules, view, t.objective, side, false) ||
        !could_stand_on(rules, view, t.objective, side, true)) {
      continue;
    }
    const double share = objective_share(side, t.objective);
    stake += share;
    if (share > told) {
      told = share;
      facts.last_word = t.objective;
    }
  }
  return stake;
}

double Considerations::cohesion_change(const GameState& view, int unit) const {
  if (unit < 0 || static_cast<std::size_t>(unit) >= table_.unit_leader.size()) return 0;
  const int leader = table_.unit_leader[static_cast<std::size_t>(unit)];
  if (leader < 0 || !fighting(view.figures()[static_cast<std::size_t>(leader)])) return 0;
  const auto li = static_cast<std::size_t>(leader);
  double change = 0;
  const std::vector<Figure>& men = view.figures();
  for (std::size_t i = 0; i < men.size(); ++i) {
    if (men[i].unit != unit || i == li || !fighting(men[i])) continue;
    const double before = stray(distance(men[i].at, men[li].at));
    const double after = stray(distance(after_at_[i], after_at_[li]));
    change += (before - after) / kMoveInches;
  }
  return change;
}

void Considerations::score(const Rules& rules, const GameState& view, int side,
                           const Action& action, const Forecast& fc, double outlook_change,
                           const Weights& w, std::vector<Consideration>& terms,
                           OptionFacts& facts) {
  const std::vector<Figure>& men = view.figures();
  const double c = std::clamp(fc.carried_out, 0.0, 1.0);
  facts = OptionFacts{};
  facts.forecast_known = fc.known;
  facts.carried_out = c;
  facts.enemy_losses = fc.enemy_losses;
  facts.enemy_harm = fc.enemy_harm;
  facts.own_losses = fc.own_losses;
  facts.outlook_change = outlook_change;

  // The man the reason speaks of: the actor, else the first man moved.
  facts.main_figure = action.actor;
  if (facts.main_figure < 0 && !fc.moves.empty()) facts.main_figure = fc.moves.front().figure;

  double exposure_change = 0, leader_change = 0, cover = 0, progress = 0, chargers = 0;
  double fire_position = 0;
  units_touched_.clear();
  for (const ForecastMove& m : fc.moves) {
    if (m.figure < 0 || static_cast<std::size_t>(m.figure) >= men.size()) continue;
    const auto i = static_cast<std::size_t>(m.figure);
    after_at_[i] = m.to;
    if (std::find(units_touched_.begin(), units_touched_.end(), men[i].unit) ==
        units_touched_.end()) {
      units_touched_.push_back(men[i].unit);
    }
    const std::size_t unit = static_cast<std::size_t>(men[i].unit);
    const bool leads = unit < table_.unit_leader.size() && table_.unit_leader[unit] == m.figure;
    const Melee melee = leads ? Melee::kWeighed : Melee::kLeftOut;
    const Exposure& b = exposure_before(rules, view, m.figure, melee);
    const Exposure& there = exposure_at(rules, view, m.figure, m.to, melee);
    // Where he would stand, as far as told: his chance to stay in the fight.
    double stands = 1;
    if (b.known && there.known) {
      // A leader weighs the melee to come as well as the shots: his loss
      // costs his unit its orders, and the enemy's chargers will seek him
      // out. (Every man weighing the blows shied from enemies who seldom
      // charged: docs/strength.md.) Every man weighs the check a charge
      // would force on him, which runs him off before any blow: the raid's
      // raiders stood by the palisade within the garrison's charges and
      // lost a man a game to those checks (docs/strength.md).
      const double d_loss = leads ? danger(there) - danger(b)
                                  : shot_and_check_danger(there) - shot_and_check_danger(b);
      exposure_change += d_loss;
      if (leads) {
        leader_change += d_loss;
        stands = std::max(0.0, 1 - danger(there));
      }
      const int shooters = std::max(1, std::max(b.shooters, there.shooters));
      cover += (there.cover - b.cover) +
               static_cast<double>(b.clear_shots - there.clear_shots) / shooters;
      chargers += there.chargers - b.chargers;
      // The shot his spot offers next time: a man who hides where he sees
      // nobody gives up his fire (weighed standing or not: weighing it by
      // his chance to stand there lost the ambush's riflemen their firing
      // line, docs/strength.md).
      if (w.fire_position > 0) {
        const double shot_there = shot_at(rules, view, m.figure, m.to);
        const double shot_here = shot_before(rules, view, m.figure);
        fire_position += shot_there - shot_here;
        if (m.figure == facts.main_figure) {
          facts.shot_before = shot_here;
          facts.shot_after = shot_there;
        }
      }
    }
    int which = -1;
    const double d_before = objective_distance(view, side, m.figure, men[i].at, nullptr);
    const double d_after = objective_distance(view, side, m.figure, m.to, &which);
    if (std::isfinite(d_before) && std::isfinite(d_after)) {
      // A leader put out of the fight takes no ground for his unit: his way
      // toward the objective counts as far as he can expect to stand there.
      // Ground toward an area he can still reach in time counts nothing.
      const double ground = ground_can_wait(rules, view, which, m.figure, d_after)
                                ? 0.0
                                : (d_before - d_after) / kMoveInches;
      progress += stands * objective_share(side, which) * ground_share(which, m.figure) * ground;
      if (m.figure == facts.main_figure) {
        facts.objective = which;
        facts.to_end = which >= 0 && !ours(which, side);
        facts.closer = d_before - d_after;
        if (which >= 0 && static_cast<std::size_t>(which) < runner_.size() &&
            runner_[static_cast<std::size_t>(which)] >= 0 &&
            runner_[static_cast<std::size_t>(which)] != m.figure) {
          facts.runner = runner_[static_cast<std::size_t>(which)];
          facts.spared = spared_[static_cast<std::size_t>(which)];
          if (facts.spared >= 0) facts.spared_prize = enemy_prize(facts.spared, side);
        }
      }
    }
    if (m.figure == facts.main_figure) {
      facts.moved = true;
      facts.to = m.to;
      facts.after = there;
    }
  }
  double cohesion = 0;
  for (int unit : units_touched_) cohesion += cohesion_change(view, unit);
  // Only while the men stand where the option leaves them (after_at_).
  const double urgency = w.hold_at_end > 0 && !fc.moves.empty() ? hold_urgency(view) : 0;
  const double hold = urgency > 0 ? urgency * hold_gain(rules, view, side, facts) : 0;
  // With the end near, enemy men standing on ground the side must hold
  // deny it: putting them out of the fight counts as holding it does (the
  // losses are weighed over every way the action can go already).
  const double clearing =
      w.hold_at_end > 0 ? hold_urgency(view) * clearing_gain(view, side, action, fc, facts) : 0;
  for (const ForecastMove& m : fc.moves) {
    if (m.figure >= 0 && static_cast<std::size_t>(m.figure) < men.size()) {
      after_at_[static_cast<std::size_t>(m.figure)] = men[static_cast<std::size_t>(m.figure)].at;
    }
  }

  if (facts.main_figure >= 0 && static_cast<std::size_t>(facts.main_figure) < men.size()) {
    facts.before = exposure_before(rules, view, facts.main_figure, Melee::kLeftOut);
    if (!facts.moved) facts.after = facts.before;
    const std::size_t unit = static_cast<std::size_t>(men[facts.main_figure].unit);
    if (unit < table_.unit_leader.size()) facts.leader = table_.unit_leader[unit];
  }

  // Reloading pays most when nobody threatens the man and costs when he
  // could be charged before he has his weapon ready.
  double reload = 0;
  if (action.kind == ActionKind::kReload && facts.before.known) {
    reload = facts.before.chargers > 0 ? -1.0 : 1.0 - std::min(1.0, facts.before.expected_hits);
  }

  // Seizing the initiative (or choosing to move first) puts the side's men
  // first: the charges they stand under now fall, if at all, after they
  // have struck or stepped away.
  double forestalled = 0;
  facts.acts_first = action.kind == ActionKind::kSeizeInitiative || fc.acts_first;
  if (facts.acts_first) {
    for (std::size_t i = 0; i < men.size(); ++i) {
      if (men[i].side != side || !fighting(men[i])) continue;
      const Exposure& e = exposure_before(rules, view, static_cast<int>(i), Melee::kWeighed);
      if (e.known) forestalled += e.melee_losses;
    }
  }
  facts.forestalled = c * forestalled;
  // In the last turn, acting first hands the enemy the last move onto
  // ground both sides could stand on at the end (the ford's French walked
  // onto it after the rangers had moved, and the game was drawn).
  const double last_word = facts.acts_first && w.hold_at_end > 0 && hold_urgency(view) >= 1
                               ? last_word_stake(rules, view, side, facts)
                               : 0.0;

  // The forecast's losses are already weighed over every way the action can
  // go, its failure included (forecast.h); only where the men end up and
  // what that spares them hang on its being carried out.
  const double dealt = fc.enemy_losses + kHarmPerLoss * fc.enemy_harm;
  const double taken =
      fc.own_losses + kHarmPerLoss * fc.own_harm + c * (exposure_change - forestalled);
  // How much the losses weigh on the side's will to fight: a side near its
  // break point risks the battle with every man.
  const double stake = break_stake(fc.own_men_to_break);
  facts.own_men_to_break = fc.own_men_to_break;
  terms.push_back({kDamageDealt, dealt, w.damage_dealt});
  terms.push_back({kDamageReceived, -taken, w.damage_received});
  terms.push_back({kCoverGained, c * cover, w.cover_gained});
  // Points taken outright (a man off the table by an exit) count as a kill
  // objective's fall does: the ground of taking the objective.
  const int most = most_points(side);
  const double taken_outright = most > 0 ? kKillObjectiveGround * fc.points_taken / most : 0.0;
  facts.points_taken = fc.points_taken;
  // Ground put beyond holding for good counts the same way, in the points
  // it takes from whoever holds it now (the chance is in them already).
  const double ended = holds_ended_points(view, side, fc, facts);
  const double ended_ground = most > 0 ? kKillObjectiveGround * ended / most : 0.0;
  // A door broken open counts, like the men's moves, if it comes off.
  const double door = door_ground(rules, view, side, fc, facts);
  terms.push_back({kObjective,
                   c * (progress + door) + kill_progress(side, action, fc, facts) + taken_outright +
                       ended_ground,
                   w.objective});
  terms.push_back({kLeaderSafety, -c * leader_change, w.leader_safety});
  terms.push_back({kCohesion, c * cohesion, w.cohesion});
  terms.push_back({kMoraleRisk, -(1 - c) * fc.failure_risk - stake * taken, w.morale_risk});
  terms.push_back({kReloadTiming, reload, w.reload_timing});
  terms.push_back({kChargeThreat, -c * chargers, w.charge_threat});
  terms.push_back({kOutlook, outlook_change, w.outlook});
  terms.push_back({kFirePosition, c * fire_position, w.fire_position});
  terms.push_back({kHoldAtEnd, c * (hold - last_word) + clearing, w.hold_at_end});
}

}  // namespace skirmish::ai
