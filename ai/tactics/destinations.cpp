#include "ai/tactics/destinations.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

#include "ai/tactics/objective_paths.h"
#include "ai/tactics/shelter.h"
#include "ai/tactics/shelter_probe.h"
#include "ai/tactics/threat.h"

namespace skirmish::ai {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// Inches kept between bases that are to touch and those that are not to
// (back beside the leader, not on him).
constexpr double kBeside = 0.5;
// The enemies whose lines of fire a cover point is judged against: the
// nearest few are the ones that matter, and each costs a line test a node.
constexpr std::size_t kNearestEnemies = 12;

bool improves(const Exposure& there, const Exposure& here) {
  if (!there.known || !here.known) return false;
  return there.expected_hits < here.expected_hits - 1e-9 || there.clear_shots < here.clear_shots;
}

// Whether `objective` can score nothing more for `side`, so that a way
// toward it leads nowhere: ground that has ended for everybody
// (Standing::ended: Mayhem's ground in a burning building), or an objective
// that scores once and that his side has already scored (a place reached,
// a thing found, an exit one man off scores). Ground to hold is never
// done: held now, it must still be held at the end.
bool scores_no_more(const Standing& standing, const Objective& o, int objective, int side) {
  if (!standing.known) return false;
  const auto k = static_cast<std::size_t>(objective);
  if (k >= standing.ended.size()) return false;
  if (standing.ended[k] != 0) return true;
  if (o.kind == ObjectiveKind::kHold || o.kind == ObjectiveKind::kKill) return false;
  return standing.objective_scored_by[k] == side && standing.scores_each_man[k] == 0;
}

}  // namespace

std::string_view name_of(Why why) {
  switch (why) {
    case Why::kIntoCover:
      return "into cover";
    case Why::kTowardObjective:
      return "toward the objective";
    case Why::kToContact:
      return "to contact";
    case Why::kOutOfChargeReach:
      return "out of charge reach";
    case Why::kBackToLeader:
      return "back to the leader";
    case Why::kHold:
      return "hold";
  }
  return "?";
}

bool DestinationFinder::add(const Rules& rules, const GameState& view, int figure,
                            std::span<const Action> moves, Why why, Vec2 at, int target,
                            std::vector<Destination>& out) {
  if (!view.battlefield().table.contains(at)) return false;
  for (const Destination& d : out) {
    if (distance(d.at, at) < settings_.merge_inches) return false;
  }
  const double inches = why == Why::kHold ? 0 : reach_.field.to(at);
  if (inches > reach_.fastest) return false;
  Action move{ActionKind::kMove, static_cast<int16_t>(figure), -1, -1, 0, at};
  bool accepted = false;
  if (moves.empty()) {
    accepted = rules.check(view, move).ok;
  } else {
    for (const Action& m : moves) {
      Action a = m;
      a.at = at;
      if (rules.check(view, a).ok) {
        move = a;
        accepted = true;
        break;
      }
    }
  }
  if (!accepted) return false;
  Destination d;
  d.why = why;
  d.at = at;
  d.path_inches = inches;
  d.move = move;
  d.target = target;
  out.push_back(d);
  return true;
}

void DestinationFinder::find(const Rules& rules, const GameState& view, int figure,
                             std::span<const Action> moves, std::vector<Destination>& out) {
  out.clear();
  const std::vector<Figure>& men = view.figures();
  if (figure < 0 || static_cast<std::size_t>(figure) >= men.size()) return;
  const Figure& me = men[static_cast<std::size_t>(figure)];
  // Asked each time (a lookup): a battlefield made where a freed one stood
  // is a new one, which only the shared cache can tell. The objective paths'
  // free space prices lines as the rule set does (Rules::line_crossings).
  space_ = objective_paths_for(rules, view)->space_ptr();
  if (!reach_of(rules, view, figure, space_, fields_, reach_)) return;
  reachable_.clear();
  for (std::size_t n = 0; n < space_->nodes(); ++n) {
    if (reach_.field.at_node(n) <= reach_.fastest) reachable_.push_back(static_cast<uint32_t>(n));
  }

  known_enemies(view, me.side, enemies_, enemy_at_);
  // Only the nearest few count: cover is judged against them, and each
  // costs a line test a node.
  if (enemies_.size() > kNearestEnemies) {
    order_.clear();
    for (std::size_t k = 0; k < enemies_.size(); ++k) {
      order_.emplace_back(distance_squared(enemy_at_[k], me.at), enemies_[k]);
    }
    std::partial_sort(order_.begin(), order_.begin() + kNearestEnemies, order_.end());
    enemies_.clear();
    enemy_at_.clear();
    for (std::size_t k = 0; k < kNearestEnemies; ++k) {
      enemies_.push_back(order_[k].second);
      enemy_at_.push_back(men[static_cast<std::size_t>(order_[k].second)].at);
    }
  }

  // Hold first, so that points hardly off where he stands add nothing.
  add(rules, view, figure, moves, Why::kHold, me.at, -1, out);
  const std::size_t most = settings_.most + out.size();
  into_cover(rules, view, figure, moves, out);
  if (out.size() < most) to_contact(rules, view, figure, moves, out);
  if (out.size() < most) toward_objective(rules, view, figure, moves, out);
  if (out.size() < most) out_of_charge_reach(rules, view, figure, moves, out);
  if (out.size() < most) back_to_leader(rules, view, figure, moves, out);
  if (out.size() > most) out.resize(most);
}

// Into cover: the reachable points screened from the most known enemies by
// terrain near them (cheap geometry), then the rule set's exposure at the
// best few; kept where fewer can hit him than where he stands.
void DestinationFinder::into_cover(const Rules& rules, const GameState& view, int figure,
                                   std::span<const Action> moves, std::vector<Destination>& out) {
  if (enemy_at_.empty() || settings_.cover_points <= 0) return;
  const Battlefield& field = view.battlefield();
  const Vec2 from = view.figures()[static_cast<std::size_t>(figure)].at;
  Box reach;
  reach.extend(from);
  reach = reach.grown(reach_.fastest + kShelterInches);
  screens_near_.clear();
  shelter_boxes_.clear();
  for (const TerrainFeature& f : field.features) {
    if (f.screen != Screen::kNone && f.type != TerrainType::kHill && f.bounds.overlaps(reach)) {
      screens_near_.push_back(&f);
      shelter_boxes_.push_back(f.bounds.grown(kShelterInches));
    }
  }
  if (screens_near_.empty()) return;

  // Only the pieces whose box (grown by the shelter distance) holds the
  // point can shelter it: most nodes have none, and cost no line test.
  const auto screened_at = [&](Vec2 p) {
    probe_.reset(p);
    bool any = false;
    for (std::size_t k = 0; k < screens_near_.size(); ++k) {
      if (shelter_boxes_[k].contains(p)) {
        probe_.add(*screens_near_[k]);
        any = true;
      }
    }
    if (!any) return 0;
    int screened = 0;
    for (Vec2 e : enemy_at_) screened += probe_.sheltered_from(e) ? 1 : 0;
    return screened;
  };
  const int screened_here = screened_at(from);
  // Whether a node is screened from an enemy hangs on nothing but its
  // point, his spot and the pieces near the point: what the last finds
  // tested stands while those do (screened_counts.h).
  const bool keep = field.features.size() <= ScreenedCounts::kMost &&
                    screened_.begin(space_, enemies_, enemy_at_, view.figures().size());
  const auto screened_at_node = [&](uint32_t n) {
    const Vec2 p = space_->point(n);
    if (!keep) return screened_at(p);
    uint64_t pieces = 0;
    for (std::size_t k = 0; k < screens_near_.size(); ++k) {
      if (shelter_boxes_[k].contains(p)) {
        pieces |= uint64_t{1} << static_cast<std::size_t>(screens_near_[k] - field.features.data());
      }
    }
    if (pieces == 0) return 0;
    ScreenedCounts::Node& known = screened_.node(n, pieces);
    if (const uint64_t untested = screened_.enemies() & ~known.tested) {
      probe_.reset(p);
      for (const TerrainFeature* f : screens_near_) {
        if (pieces >> static_cast<std::size_t>(f - field.features.data()) & 1) probe_.add(*f);
      }
      for (std::size_t k = 0; k < enemies_.size(); ++k) {
        const uint64_t bit = uint64_t{1} << static_cast<std::size_t>(enemies_[k]);
        if (!(untested & bit)) continue;
        known.screened =
            probe_.sheltered_from(enemy_at_[k]) ? known.screened | bit : known.screened & ~bit;
      }
      known.tested |= untested;
    }
    return std::popcount(known.screened & screened_.enemies());
  };
  scored_.clear();
  for (uint32_t n : reachable_) {
    const int screened = screened_at_node(n);
    if (screened > screened_here) {
      scored_.push_back({n, static_cast<double>(screened), reach_.field.at_node(n)});
    }
  }
  // Most enemies screened, then the shortest way (equal: the lower node, so
  // the order never depends on the sort).
  std::sort(scored_.begin(), scored_.end(), [](const Scored& a, const Scored& b) {
    if (a.score != b.score) return a.score > b.score;
    if (a.inches != b.inches) return a.inches < b.inches;
    return a.node < b.node;
  });
  if (settings_.ask_exposure) rules.exposure(view, figure, from, here_);
  int tried = 0;
  for (const Scored& s : scored_) {
    if (tried >= settings_.cover_points) break;
    const Vec2 p = space_->point(s.node);
    bool near_chosen = false;
    for (const Destination& d : out) near_chosen |= distance(d.at, p) < 2 * kShelterInches;
    if (near_chosen) continue;
    ++tried;
    if (settings_.ask_exposure) {
      rules.exposure(view, figure, p, there_);
      if (!improves(there_, here_)) continue;
    }
    if (add(rules, view, figure, moves, Why::kIntoCover, p, -1, out) && settings_.ask_exposure) {
      out.back().exposure = there_;
    }
  }
}

// Toward the objective: the reachable point nearest (by path) the side's
// nearest area objective that can still score for it, within his ordinary
// move and, if it goes further, within his fastest.
void DestinationFinder::toward_objective(const Rules& rules, const GameState& view, int figure,
                                         std::span<const Action> moves,
                                         std::vector<Destination>& out) {
  const std::shared_ptr<const ObjectivePaths> paths = objective_paths_for(rules, view);
  const Figure& me = view.figures()[static_cast<std::size_t>(figure)];
  const auto side = static_cast<std::size_t>(me.side);
  if (side >= paths->targets().by_side.size()) return;
  rules.standing(view, standing_);
  const std::vector<Objective>& objectives = view.scenario().objectives;
  int objective = -1;
  double nearest = kInfinity;
  for (const ObjectiveTargets::Target& t : paths->targets().by_side[side]) {
    if (t.figure >= 0) continue;  // a man to kill: to contact serves
    if (scores_no_more(standing_, objectives[static_cast<std::size_t>(t.objective)], t.objective,
                       me.side)) {
      continue;
    }
    const double d = paths->inches_to(t.objective, me.at);
    if (d < nearest) {
      nearest = d;
      objective = t.objective;
    }
  }
  if (objective < 0 || nearest <= 0) return;
  for (const double limit : {reach_.ordinary, reach_.fastest}) {
    uint32_t best = 0;
    double best_left = nearest;
    bool found = false;
    for (uint32_t n : reachable_) {
      if (reach_.field.at_node(n) > limit) continue;
      const double left = paths->node_inches(objective, n);
      if (left < best_left - 1e-9) {
        best_left = left;
        best = n;
        found = true;
      }
    }
    if (found)
      add(rules, view, figure, moves, Why::kTowardObjective, space_->point(best), objective, out);
  }
}

// To contact: base to base with the nearest known enemies he can reach,
// on the side facing him.
void DestinationFinder::to_contact(const Rules& rules, const GameState& view, int figure,
                                   std::span<const Action> moves, std::vector<Destination>& out) {
  const Figure& me = view.figures()[static_cast<std::size_t>(figure)];
  int added = 0;
  // Nearest first, at most two.
  std::vector<std::pair<double, int>>& order = order_;
  order.clear();
  for (int e : enemies_) {
    const Figure& him = view.figures()[static_cast<std::size_t>(e)];
    const double gap = distance(me.at, him.at) - me.base_radius - him.base_radius;
    if (gap <= reach_.fastest) order.emplace_back(gap, e);
  }
  std::sort(order.begin(), order.end());
  for (const auto& [gap, e] : order) {
    if (added >= 2) break;
    const Figure& him = view.figures()[static_cast<std::size_t>(e)];
    const double d = distance(me.at, him.at);
    if (d <= 0) continue;
    const Vec2 at = him.at + (me.at - him.at) * ((me.base_radius + him.base_radius) / d);
    if (add(rules, view, figure, moves, Why::kToContact, at, e, out)) ++added;
  }
}

// Out of charge reach: when known enemies could charge him where he stands,
// the point within his ordinary move beyond the reach of the most of them
// (then the farthest from the nearest).
void DestinationFinder::out_of_charge_reach(const Rules& rules, const GameState& view, int figure,
                                            std::span<const Action> moves,
                                            std::vector<Destination>& out) {
  const Figure& me = view.figures()[static_cast<std::size_t>(figure)];
  enemy_reach_.resize(enemies_.size());
  Movement theirs;
  const auto in_reach = [&](Vec2 p) {
    int count = 0;
    for (std::size_t k = 0; k < enemies_.size(); ++k) {
      const Figure& him = view.figures()[static_cast<std::size_t>(enemies_[k])];
      if (distance(p, him.at) - me.base_radius - him.base_radius <= enemy_reach_[k]) ++count;
    }
    return count;
  };
  for (std::size_t k = 0; k < enemies_.size(); ++k) {
    rules.movement(view, enemies_[k], theirs);
    enemy_reach_[k] = theirs.known ? theirs.fastest_inches : kUnknownAllowance;
  }
  const int now = in_reach(me.at);
  if (now == 0) return;
  uint32_t best = 0;
  int best_count = now;
  double best_gap = -kInfinity;
  for (uint32_t n : reachable_) {
    if (reach_.field.at_node(n) > reach_.ordinary) continue;
    const Vec2 p = space_->point(n);
    const int count = in_reach(p);
    double gap = kInfinity;
    for (Vec2 e : enemy_at_) gap = std::min(gap, distance(p, e));
    if (count < best_count || (count == best_count && count < now && gap > best_gap)) {
      best = n;
      best_count = count;
      best_gap = gap;
    }
  }
  if (best_count < now) {
    add(rules, view, figure, moves, Why::kOutOfChargeReach, space_->point(best), -1, out);
  }
}

// Back to the leader: a man out of touch with his unit's leader goes to the
// reachable point nearest him, beside him rather than on him.
void DestinationFinder::back_to_leader(const Rules& rules, const GameState& view, int figure,
                                       std::span<const Action> moves,
                                       std::vector<Destination>& out) {
  const std::shared_ptr<const ObjectivePaths> paths = objective_paths_for(rules, view);
  const Figure& me = view.figures()[static_cast<std::size_t>(figure)];
  const auto unit = static_cast<std::size_t>(me.unit);
  if (unit >= paths->targets().unit_leader.size()) return;
  const int leader = paths->targets().unit_leader[unit];
  if (leader < 0 || leader == figure) return;
  const Figure& him = view.figures()[static_cast<std::size_t>(leader)];
  if (him.status != FigureStatus::kFighting) return;
  const double apart = distance(me.at, him.at);
  if (apart <= settings_.leader_touch) return;
  const double beside = me.base_radius + him.base_radius + kBeside;
  uint32_t best = 0;
  double best_d = apart;
  bool found = false;
  for (uint32_t n : reachable_) {
    if (reach_.field.at_node(n) > reach_.ordinary) continue;
    const double d = distance(space_->point(n), him.at);
    if (d >= beside && d < best_d) {
      best_d = d;
      best = n;
      found = true;
    }
  }
  if (found) add(rules, view, figure, moves, Why::kBackToLeader, space_->point(best), leader, out);
}

}  // namespace skirmish::ai
