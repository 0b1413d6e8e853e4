#include "engine/rules/rencounter/action_odds.h"

#include <algorithm>

namespace skirmish::rencounter {

namespace {

constexpr int kFaces = 6;
constexpr double kFace = 1.0 / kFaces;

void add(ActionOdds& odds, ActionResult r, double p) {
  switch (r) {
    case ActionResult::kActs:
      odds.acts += p;
      break;
    case ActionResult::kHesitates:
      odds.hesitates += p;
      break;
    case ActionResult::kFallsBack:
      odds.falls_back += p;
      break;
    case ActionResult::kRunsForGood:
      odds.runs_for_good += p;
      break;
    case ActionResult::kOvercome:
      odds.overcome += p;
      break;
  }
}

// Calls visit(die, confirm_die, probability) for every way the roll can
// fall: no die at all, a plain face, or a face confirmed by a second d6.
template <typename Visit>
void each_outcome(const ActionRollSituation& s, const ActionOptions& options, Visit visit) {
  if (!needs_die(s, options)) {
    visit(0, 0, 1.0);
    return;
  }
  for (int die = 1; die <= kFaces; ++die) {
    if (!needs_confirmation(s, die, options)) {
      visit(die, 0, kFace);
      continue;
    }
    for (int confirm = 1; confirm <= kFaces; ++confirm) visit(die, confirm, kFace * kFace);
  }
}

// Chance of passing the hero roll: unmodified experience, master's rule.
double hero_pass_chance(int experience, const ActionOptions& options) {
  ActionRollSituation plain;
  plain.experience = experience;
  double p = 0;
  each_outcome(plain, options, [&](int die, int confirm, double w) {
    if (hero_roll_succeeds(experience, die, confirm, options)) p += w;
  });
  return p;
}

}  // namespace

double ActionOdds::of(ActionResult r) const {
  switch (r) {
    case ActionResult::kActs:
      return acts;
    case ActionResult::kHesitates:
      return hesitates;
    case ActionResult::kFallsBack:
      return falls_back;
    case ActionResult::kRunsForGood:
      return runs_for_good;
    case ActionResult::kOvercome:
      return overcome;
  }
  return 0;
}

ActionOdds action_odds(const ActionRollSituation& s, const ActionOptions& options) {
  ActionOdds odds;
  each_outcome(s, options, [&](int die, int confirm, double p) {
    add(odds, result_of(s, die, confirm, options), p);
  });
  // 000 / Morale / Heroes: only a rolled natural die up to the hero chance,
  // on the first morale check, starts the second roll.
  if (options.heroes && is_morale_check(s, options) && s.first_morale_check &&
      needs_die(s, options)) {
    const int faces = std::clamp(s.hero_chance, 0, kFaces);
    odds.inspired = faces * kFace * hero_pass_chance(s.experience, options);
  }
  return odds;
}

ActionOdds action_odds(int experience, int total_modifier, const ActionOptions& options,
                       bool morale_check, int wound_points) {
  ActionRollSituation s;
  s.experience = experience;
  s.wound_points = wound_points;
  s.extra_modifier = total_modifier - wound_points;
  s.morale_check = morale_check;
  return action_odds(s, options);
}

ActionOdds follower_odds(const ActionRollSituation& leader, int order_experience,
                         const ActionRollSituation& follower, bool sees_leader_panic,
                         const ActionOptions& options) {
  ActionOdds odds;
  each_outcome(leader, options, [&](int die, int confirm, double p) {
    const ActionRoll order = make_action_roll(leader, die, confirm, options);
    add(odds, follower_result(order, order_experience, follower, sees_leader_panic, options), p);
  });
  return odds;
}

double leader_order_odds(int wound_points) {
  if (wound_points <= 0) return 1.0;
  // "score less than 7 - wound points": faces 1 .. 6 - wound points.
  return std::clamp(kFaces - wound_points, 0, kFaces) * kFace;
}

double knockdown_odds(int experience, const Wounds& after, int weapon_damage_modifier,
                      const ActionOptions& options) {
  const ActionRollSituation s = knockdown_situation(experience, after, weapon_damage_modifier);
  return 1.0 - action_odds(s, options).acts;
}

}  // namespace skirmish::rencounter
