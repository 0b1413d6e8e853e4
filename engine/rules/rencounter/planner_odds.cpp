#include "engine/rules/rencounter/planner_odds.h"

#include <algorithm>
#include <memory>

#include "engine/rules/rencounter/action_odds.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/morale_flow.h"
#include "engine/rules/rencounter/morale_results.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

constexpr int kD6 = 6;

// The wound level a damage result adds (dead is handled apart).
WoundLevel level_of(WoundResult r) {
  switch (r) {
    case WoundResult::kCrippling:
      return WoundLevel::kCrippling;
    case WoundResult::kSerious:
      return WoundLevel::kSerious;
    default:
      return WoundLevel::kMinor;
  }
}

// The man a stray shot strikes instead of the target, as shot_at
// (shooting.cpp) picks him: the friend fighting the target, else the first
// man in the line of fire; -1 if neither is a friend of the firer.
int friend_at_risk(const RencounterState& s, int shooter, int target, const LosResult& seen,
                   const ShotSituation& x) {
  if (x.target_in_melee_with_friend) {
    for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
      if (j != shooter && !is_enemy(s, shooter, j) && targetable(s, j) &&
          in_contact(s, j, target)) {
        return j;
      }
    }
  }
  const auto blockers = seen.blocking_figures();
  if (!blockers.empty() && !is_enemy(s, shooter, blockers[0])) return blockers[0];
  return -1;
}

}  // namespace

bool in_the_fight(const RencounterState& s, int i) {
  return fit(s, i) && !s.men[at(i)].morale.runs_for_good;
}

// 000 / Wounds and Effects of Wounds, as inflict (casualties.cpp) and
// add_wound (wounds.cpp) carry them out, without the dice.
double out_of_fight_chance(const RencounterState& s, int i, WoundResult result,
                           int weapon_damage_modifier) {
  if (!in_the_fight(s, i) || result == WoundResult::kNoEffect) return 0;
  if (result == WoundResult::kDead) return 1;
  const ManRecord& m = s.men[at(i)];
  const WoundLevel level = level_of(result);
  Wounds after = m.wounds;
  after.points = std::min(kDeathPoints, after.points + wound_points(level));
  if (is_dead(after)) return 1;
  const ActionOptions& options = s.config.action;
  bool falls = level != WoundLevel::kMinor;
  if (options.minor_reaching_serious_knocks_down && level == WoundLevel::kMinor &&
      m.wounds.points < 2 && after.points >= 2) {
    falls = true;
  }
  if (!falls) return 0;
  if (options.variable_knockdown && level != WoundLevel::kCrippling) {
    return knockdown_odds(m.experience, after, weapon_damage_modifier, options);
  }
  return 1;
}

int harm_points(const RencounterState& s, int i, WoundResult result) {
  const int left = std::max(0, kDeathPoints - s.men[at(i)].wounds.points);
  return std::min(left, wound_points(result));
}

StrikeOdds strike_odds(const RencounterState& s, int i, const std::array<double, kWoundResults>& by,
                       int weapon_damage_modifier) {
  StrikeOdds o;
  for (int k = 0; k < kWoundResults; ++k) {
    const auto r = static_cast<WoundResult>(k);
    const double p = by[at(k)];
    if (p <= 0) continue;
    o.struck += p;
    o.out += p * out_of_fight_chance(s, i, r, weapon_damage_modifier);
    o.harm += p * harm_points(s, i, r);
  }
  return o;
}

ShotForecast forecast_shot(const RencounterState& s, int shooter, int target, const LosResult& seen,
                           const ShotSituation& situation) {
  ShotForecast f;
  const ShotOdds odds = shot_odds(situation, s.config.fire);
  f.can_fire = odds.can_fire;
  if (!f.can_fire) return f;
  const int modifier = situation.weapon->damage_modifier;
  std::array<double, kWoundResults> by{};
  for (int k = 0; k < kWoundResults; ++k) by[at(k)] = odds.target[at(k)].value();
  f.target = strike_odds(s, target, by, modifier);
  f.target.struck = odds.target_hit.value();  // a hit with no effect is still a hit
  if (!odds.friend_hit.is_zero()) {
    const int j = friend_at_risk(s, shooter, target, seen, situation);
    if (j >= 0) {
      for (int k = 0; k < kWoundResults; ++k) by[at(k)] = odds.friendly[at(k)].value();
      f.friend_struck = strike_odds(s, j, by, modifier);
      f.friend_struck.struck = odds.friend_hit.value();
    }
  }
  return f;
}

StrokeForecast forecast_stroke(const RencounterState& s, int attacker, int defender,
                               const MeleeSituation& x, bool riposte_used) {
  // The riposte's action check as strike() rolls it: his experience less
  // his wounds; none for a man down or running, or out of his weapon's reach.
  const ManRecord& d = s.men[at(defender)];
  RiposteRoll riposte;
  if (fit(s, defender) && x.attacker_rank < x.defender.weapon.ranks) {
    riposte.needed = d.experience - d.wounds.points;
    riposte.natural_one_acts = d.wounds.points <= 2;
  } else {
    riposte.needed = -100;
  }
  MeleeOptions rules = s.config.melee;
  rules.stuck_weapons = false;  // the unsticking roll follows the wound
  const MeleeOdds odds = melee_odds(x, rules, riposte, riposte_used);
  StrokeForecast f;
  f.defender =
      strike_odds(s, defender, odds.defender_wounds.by_wound, x.attacker.weapon.damage_modifier);
  f.defender.struck = odds[StrokeOutcome::kDefenderHit];
  f.attacker =
      strike_odds(s, attacker, odds.attacker_wounds.by_wound, x.defender.weapon.damage_modifier);
  f.attacker.struck = odds[StrokeOutcome::kRiposteHit];
  f.riposte_spent = odds.riposte_spent;
  return f;
}

double melee_losses_at(const RencounterState& s, int figure, Vec2 spot,
                       const std::vector<int16_t>& strikers) {
  if (strikers.empty() || !in_the_fight(s, figure)) return 0;
  RencounterState& t = scratch_copy(s);
  t.figures()[at(figure)].at = spot;
  // Those who can: already in contact, or with a charge path to him there
  // (charge_allowed: his walk or run, the going, the men in the way).
  const Borrowed<std::vector<int16_t>> reaching_buffer;
  std::vector<int16_t>& reaching = *reaching_buffer;
  const Borrowed<std::vector<Vec2>> contact_buffer;
  std::vector<Vec2>& contact = *contact_buffer;
  reaching.clear();
  contact.clear();
  for (const int16_t j : strikers) {
    Vec2 point = t.figures()[at(j)].at;
    if (in_contact(t, j, figure) || charge_allowed(t, j, figure, std::nullopt, point)) {
      reaching.push_back(j);
      contact.push_back(point);
    }
  }
  double losses = 0;
  for (size_t n = 0; n < reaching.size(); ++n) {
    const int j = reaching[n];
    const Vec2 from = t.figures()[at(j)].at;
    const double inches = distance(from, contact[n]);
    const bool rear = behind(t, figure, from);
    t.figures()[at(j)].at = contact[n];
    MeleeSituation x = stroke_situation(t, j, figure, inches, rear);
    t.figures()[at(j)].at = from;
    const int unit = unit_of(t, j);
    x.active_attackers = 0;
    x.helpers = 0;
    for (const int16_t k : reaching) {
      if (unit_of(t, k) == unit) {
        ++x.active_attackers;
      } else {
        ++x.helpers;
      }
    }
    losses += forecast_stroke(t, j, figure, x, true).defender.out;
  }
  return losses;
}

double order_outcomes(const RencounterState& s, const std::vector<int16_t>& men,
                      int order_experience, OrderOutcomes& out) {
  out.men = men.size();
  out.chance.clear();
  out.acts.clear();
  if (men.empty()) return 0;
  const int leader = men.front();
  const ActionOptions& options = s.config.action;
  ActionRollSituation sit = action_situation(s, leader);
  sit.experience = order_experience;
  double carried_out = 0;
  // One way the leader's die (and a master's confirming die) can fall.
  const auto visit = [&](int die, int confirm, double p) {
    const ActionRoll roll = make_action_roll(sit, die, confirm, options);
    const ActionResult leader_result = standing_result(s.men[at(leader)].morale, roll.result);
    const bool panic = is_panic(leader_result);
    out.chance.push_back(p);
    for (size_t k = 0; k < men.size(); ++k) {
      const int i = men[k];
      ActionResult r = leader_result;
      if (k > 0) {
        r = standing_result(
            s.men[at(i)].morale,
            follower_result(roll, order_experience, action_situation(s, i), panic, options));
      }
      out.acts.push_back(r == ActionResult::kActs ? 1 : 0);
    }
    if (leader_result == ActionResult::kActs) carried_out += p;
  };
  if (!needs_die(sit, options)) {
    visit(0, 0, 1.0);
    return carried_out;
  }
  for (int die = 1; die <= kD6; ++die) {
    if (!needs_confirmation(sit, die, options)) {
      visit(die, 0, 1.0 / kD6);
      continue;
    }
    for (int confirm = 1; confirm <= kD6; ++confirm) visit(die, confirm, 1.0 / (kD6 * kD6));
  }
  return carried_out;
}

RencounterState& scratch_copy(const RencounterState& s) {
  // One per thread: the rules are asked from several search threads at once.
  thread_local std::unique_ptr<GameState> scratch;
  if (!scratch) {
    scratch = s.clone();
  } else {
    scratch->copy_from(s);
  }
  return as_rencounter(*scratch);
}

}  // namespace skirmish::rencounter
