#include "engine/rules/rencounter/initiative.h"

#include <algorithm>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/narration.h"

// The restriction on the first action after a seizure (002 / Skirmish
// initiative system): "troops must do one of the following in order to
// stand a chance of seizing the intiative: 1. Move at full speed towards
// the enemy. 2. Engage the enemy in melee or with missiles. 3. Move into or
// out of line of sight of the enemy. 4. Move at full speed to escape the
// enemy and leave the table."
namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// 002 / Skirmish initiative system: "Move at full speed": a move that uses
// at least this share of what he may move counts as full speed (a little
// short of all of it, since terrain and friends seldom leave the last inch).
constexpr double kFullSpeedShare = 0.9;

bool sees_an_enemy(const RencounterState& s, std::span<const Sighting> sight, int i, Vec2 from) {
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (is_enemy(s, i, j) && targetable(s, j) && look_from(s, sight, i, from, j).visible) {
      return true;
    }
  }
  return false;
}

double nearest_enemy_distance(const RencounterState& s, int i, Vec2 from) {
  double best = 1e300;
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (is_enemy(s, i, j) && targetable(s, j)) {
      best = std::min(best, distance(from, s.figures()[at(j)].at));
    }
  }
  return best;
}

// 002's four things, for a move of man i to `to`: (1) full speed toward the
// enemy, (3) into or out of his sight, (4) full speed away to escape.
bool qualifying_move(const RencounterState& s, int i, Vec2 to, double full) {
  const Figure& me = s.figures()[at(i)];
  const double d = distance(me.at, to);
  const bool fast = full > 0 && d >= kFullSpeedShare * full;
  const double before = nearest_enemy_distance(s, i, me.at);
  const double after = nearest_enemy_distance(s, i, to);
  if (fast && after < before) return true;
  const Vec2 home = s.home[at(me.side)];
  if (fast && after > before && distance(to, home) < distance(me.at, home)) return true;
  std::vector<Sighting> sight;
  gather_sightings(s, sight);
  return sees_an_enemy(s, sight, i, me.at) != sees_an_enemy(s, sight, i, to);
}

// Full speed in the way he moves: a run if he may run, else the walk (or
// the crawl of a prone man).
double full_speed(const RencounterState& s, int i, MoveMode mode) {
  if (mode == MoveMode::kWalk && may_run(s, i) && s.config.movement.advanced) {
    return allowance(s, i, MoveMode::kRun);
  }
  return allowance(s, i, mode);
}

bool restricted_now(const RencounterState& s) {
  return s.sequence.restricted_unit != kNoUnit && s.sequence.restricted_unit == s.active_unit() &&
         (s.phase == Phase::kChooseOrder || s.phase == Phase::kFigures);
}

constexpr const char* kRestriction =
    "the first action after seizing the initiative must move at full speed toward the enemy, "
    "engage him, move into or out of his sight, or run to escape (002)";

std::string refusal_words(const std::string& who) {
  std::string t = who;
  return t.append(": ").append(kRestriction);
}

}  // namespace

std::string first_action_refusal(const RencounterState& s, const Action& a) {
  if (!restricted_now(s)) return "";
  if (s.phase == Phase::kChooseOrder) {
    if (a.kind != ActionKind::kOrder) return "";
    switch (static_cast<Order>(a.param)) {
      case Order::kIndividual:
      case Order::kFormedCharge:
      case Order::kPassThroughCharge:  // a charge too: it engages him
      case Order::kVolleyFire:
        return "";
      case Order::kFollowMe:
      case Order::kFollowHim: {
        const int leader = fit_leader(s, s.active_unit());
        if (leader < 0 || !a.at) return "";
        if (qualifying_move(s, leader, *a.at, allowance(s, leader, MoveMode::kWalk))) return "";
        return refusal_words(unit_name(s, s.active_unit()));
      }
      default:
        return refusal_words(unit_name(s, s.active_unit()));
    }
  }
  if (a.actor < 0 || a.actor >= static_cast<int>(s.figures().size())) return "";
  switch (a.kind) {
    case ActionKind::kPass:  // 002: men who cannot share the action "needn't do anything"
    case ActionKind::kShoot:
    case ActionKind::kCharge:
    case ActionKind::kMelee:
      return "";
    case ActionKind::kMove: {
      if (!a.at || a.param < 0 || a.param > static_cast<int>(MoveMode::kLowCrawl)) return "";
      const auto mode = static_cast<MoveMode>(a.param);
      if (qualifying_move(s, a.actor, *a.at, full_speed(s, a.actor, mode))) return "";
      return refusal_words(man_name(s, a.actor));
    }
    default:
      return refusal_words(man_name(s, a.actor));
  }
}

void drop_restricted(const RencounterState& s, std::vector<Action>& out) {
  if (!restricted_now(s)) return;
  std::erase_if(out, [&](const Action& a) { return !first_action_refusal(s, a).empty(); });
}

}  // namespace skirmish::rencounter
