// Forecasts of the collective orders (unit_orders.h): Volley Fire, Formed
// Charge on foot, Follow Me and Follow Him. One roll decides for the whole
// unit (000 / Actions; roll_order in unit_orders.cpp): every way the
// leader's die can fall is weighed with the men who act on it, so that the
// men's shots and strokes are summed over the same die, never as if each
// man rolled for himself.
#include <algorithm>
#include <span>

#include "engine/rules/rencounter/action_odds.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/morale_flow.h"
#include "engine/rules/rencounter/mounted_charge.h"
#include "engine/rules/rencounter/movement.h"
#include "engine/rules/rencounter/planner_memo.h"
#include "engine/rules/rencounter/planner_odds.h"
#include "engine/rules/rencounter/planner_queries.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/scratch_pool.h"
#include "engine/rules/rencounter/table_exits.h"
#include "engine/rules/rencounter/unit_orders.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

int lowest_experience(const RencounterState& s, const std::vector<int16_t>& men) {
  int lowest = kMaster;
  for (int16_t i : men) lowest = std::min<int>(lowest, s.men[at(i)].experience);
  return lowest;
}

// One man's part in the order, given that he acts: his shot or his stroke.
struct Part {
  int16_t man = -1;          // index into the linked men
  int16_t foe = -1;          // the man he shoots or strikes
  StrikeOdds foe_odds;       // what it does to the foe
  StrikeOdds own_odds;       // what it does to a man of his own side
  double riposte_spent = 0;  // a stroke: the chance it spends the foe's one riposte
};

// The whole order: for each way the die falls, the foes' chance to come
// through untouched and in the fight, summed into `out`.
void weigh_parts(const RencounterState& s, const OrderOutcomes& rolls,
                 const std::vector<Part>& parts, int named_target, Forecast& out) {
  const Borrowed<std::vector<int16_t>> foes_buffer;
  std::vector<int16_t>& foes = *foes_buffer;
  foes.clear();
  for (const Part& p : parts) {
    if (std::find(foes.begin(), foes.end(), p.foe) == foes.end()) foes.push_back(p.foe);
  }
  for (size_t o = 0; o < rolls.size(); ++o) {
    const double chance = rolls.chance[o];
    for (const int16_t foe : foes) {
      double untouched = 1, standing = 1, harm = 0;
      for (const Part& p : parts) {
        if (p.foe != foe || !rolls.acts_on(o, at(p.man))) continue;
        untouched *= 1 - p.foe_odds.struck;
        standing *= 1 - p.foe_odds.out;
        harm += p.foe_odds.harm;
      }
      // Wounds past 6 points are not harm: he is dead.
      const double left = std::max(0, 6 - s.men[at(foe)].wounds.points);
      out.enemy_losses += chance * (1 - standing);
      out.enemy_harm += chance * std::min(left, harm);
      if (foe == named_target) out.hit_chance += chance * (1 - untouched);
    }
    for (const Part& p : parts) {
      if (!rolls.acts_on(o, at(p.man))) continue;
      out.own_losses += chance * p.own_odds.out;
      out.own_harm += chance * p.own_odds.harm;
    }
  }
}

// 000 / Volley Fire (volley_fire, unit_orders.cpp): every loaded man but the
// leader who acts and can fire at the target does, veterans and masters
// aimed. Each shot as from the table before the volley.
void forecast_volley(const RencounterState& s, const std::vector<int16_t>& men, int target,
                     Forecast& out) {
  const Borrowed<OrderOutcomes> rolls;
  out.carried_out = order_outcomes(s, men, s.men[at(men.front())].experience, *rolls);
  const Borrowed<std::vector<Part>> parts_buffer;
  std::vector<Part>& parts = *parts_buffer;
  parts.clear();
  const GatheredSightings sight(s);
  for (size_t k = 1; k < men.size(); ++k) {
    const int i = men[k];
    LosResult seen;
    ShotSituation x;
    if (!shot_allowed(s, sight, i, s.figures()[at(i)].at, target, ShotPrep::kVolley, seen, x)) {
      continue;
    }
    const ShotForecast f = forecast_shot(s, i, target, seen, x);
    if (!f.can_fire) continue;
    parts.push_back(
        {static_cast<int16_t>(k), static_cast<int16_t>(target), f.target, f.friend_struck});
  }
  out.known = true;
  weigh_parts(s, *rolls, parts, target, out);
}

// 000 / Formed Charge (formed_charge, unit_orders.cpp): rolled against the
// lowest experience; every man who acts charges the target if he can reach
// him, else the nearest enemy he can; all move, then the strokes fall. The
// strokes are judged on a copy of the table with every man who could act
// moved in (the gang-up counts them all).
void forecast_formed_charge(const RencounterState& s, const std::vector<int16_t>& men, int target,
                            Forecast& out) {
  for (int16_t i : men) {
    if (in_saddle(s, i)) return;  // riders' charges are ridden: not forecast
  }
  const Borrowed<OrderOutcomes> rolls;
  out.carried_out = order_outcomes(s, men, lowest_experience(s, men), *rolls);
  RencounterState& t = scratch_copy(s);
  const Borrowed<std::vector<ChargeBlow>> blows_buffer;
  std::vector<ChargeBlow>& blows = *blows_buffer;
  blows.clear();
  const Borrowed<std::vector<int16_t>> who_buffer;  // index into `men`, per blow
  std::vector<int16_t>& who = *who_buffer;
  who.clear();
  for (int16_t i : men) t.men[at(i)].active = true;
  for (size_t k = 0; k < men.size(); ++k) {
    const int i = men[k];
    Vec2 point;
    const int foe = formed_charge_foe(t, i, target, point);
    if (foe < 0) continue;
    ChargeBlow b;
    b.attacker = static_cast<int16_t>(i);
    b.defender = static_cast<int16_t>(foe);
    b.from_behind = behind(t, foe, t.figures()[at(i)].at);
    b.inches = charge_move(t, i, foe, point, null_sink());
    blows.push_back(b);
    who.push_back(static_cast<int16_t>(k));
    out.moves.push_back({static_cast<int16_t>(i), point});
  }
  const Borrowed<std::vector<Part>> parts_buffer;
  std::vector<Part>& parts = *parts_buffer;
  parts.clear();
  for (size_t n = 0; n < blows.size(); ++n) {
    const ChargeBlow& b = blows[n];
    // 000 / Melee / One Vs Many: his one riposte may be spent by an earlier
    // stroke: weigh this one by the chance it still stands.
    double spent = t.men[at(b.defender)].riposte_used ? 1.0 : 0.0;
    for (size_t e = 0; e < n && spent < 1; ++e) {
      if (blows[e].defender == b.defender) spent += (1 - spent) * parts[e].riposte_spent;
    }
    const MeleeSituation x = stroke_situation(t, b.attacker, b.defender, b.inches, b.from_behind);
    const StrokeForecast fresh = forecast_stroke(t, b.attacker, b.defender, x, false);
    const StrokeForecast used = forecast_stroke(t, b.attacker, b.defender, x, true);
    const auto mix = [&](const StrikeOdds& a, const StrikeOdds& c) {
      StrikeOdds m;
      m.struck = (1 - spent) * a.struck + spent * c.struck;
      m.out = (1 - spent) * a.out + spent * c.out;
      m.harm = (1 - spent) * a.harm + spent * c.harm;
      return m;
    };
    parts.push_back({who[n], b.defender, mix(fresh.defender, used.defender),
                     mix(fresh.attacker, used.attacker), (1 - spent) * fresh.riposte_spent});
  }
  out.known = true;
  weigh_parts(s, *rolls, parts, target, out);
}

// 000 / Follow Him: the worst experience, unless the leader ends farther
// from the nearest enemy (follow_him_experience, unit_orders.cpp).
int follow_him_experience(const RencounterState& s, const std::vector<int16_t>& men, Vec2 to) {
  const int leader = men.front();
  const int foe = nearest_enemy(s, std::span<const Sighting>(), leader, false);
  if (foe >= 0) {
    const Vec2 enemy = s.figures()[at(foe)].at;
    if (distance(to, enemy) > distance(s.figures()[at(leader)].at, enemy)) {
      return s.men[at(leader)].experience;
    }
  }
  return lowest_experience(s, men);
}

// 000 / Follow Me, Follow Him (lead_move, unit_orders.cpp): the leader goes
// to `to`; each man who acts keeps his place beside him, under Follow Me
// held back to the leader's line. Men listed are those who act on at least
// half the rolls on which the leader does.
void forecast_lead_move(const RencounterState& s, const std::vector<int16_t>& men, Order order,
                        Vec2 to, Forecast& out) {
  const int experience = order == Order::kFollowHim ? follow_him_experience(s, men, to)
                                                    : s.men[at(men.front())].experience;
  const Borrowed<OrderOutcomes> rolls;
  out.carried_out = order_outcomes(s, men, experience, *rolls);
  out.known = true;
  if (out.carried_out <= 0) return;
  RencounterState& t = scratch_copy(s);
  const int leader = men.front();
  Figure& lead = t.figures()[at(leader)];
  const Vec2 shift = to - lead.at;
  const double len = length(shift);
  const Vec2 dir = len > 1e-9 ? shift * (1.0 / len) : Vec2{};
  lead.at = to;
  out.moves.push_back({static_cast<int16_t>(leader), to});
  for (size_t k = 1; k < men.size(); ++k) {
    double with_leader = 0;
    for (size_t o = 0; o < rolls->size(); ++o) {
      if (rolls->acts_on(o, 0) && rolls->acts_on(o, k)) with_leader += rolls->chance[o];
    }
    if (with_leader < 0.5 * out.carried_out) continue;
    const int i = men[k];
    Figure& f = t.figures()[at(i)];
    Vec2 want = f.at + shift;
    const double ahead = dot(want - to, dir);
    if (order == Order::kFollowMe && ahead > 0) want = want - dir * ahead;
    Vec2 end;
    if (in_saddle(t, i)) {
      if (!order_ride_point(t, i, want, end)) continue;  // his horse carries on alone
    } else {
      end = farthest_reachable(t.battlefield(), t.figures(), i, want,
                               allowance(t, i, MoveMode::kWalk), t.config.movement);
    }
    f.at = end;
    out.moves.push_back({static_cast<int16_t>(i), end});
  }
}

// A man who acts under individual actions may leave by an exit objective he
// can reach on foot (table_exits.h): his chance to act lowers the chance
// that nobody leaves by it, or adds its points for him alone where every
// man scores them.
void tell_exits(const RencounterState& s, int16_t i, double acts, std::vector<double>& no_one_left,
                Forecast& out) {
  if (in_saddle(s, i)) return;  // a rider's exit is ridden: not forecast
  const Borrowed<std::vector<Action>> offered;
  offered->clear();
  add_exit_candidates(s, i, *offered);
  int left_by = -1;
  for (const Action& a : *offered) {
    const int k = exit_objective_of(s, a);
    if (k < 0 || k == left_by || exit_points_added(s, k) == 0) continue;
    left_by = k;
    if (s.config.exit_points_per_man) {
      out.points_taken += acts * exit_points_added(s, k);
    } else {
      no_one_left[static_cast<size_t>(k)] *= 1 - acts;
    }
  }
}

// 000 / Actions: under individual actions every man rolls for himself, and
// a man who acts may shoot or strike. Forecast as each man's best lone shot
// from where he stands or best stroke at a man he is fighting, each as his
// own choice would forecast it (forecast_figure_action), weighed by his
// chance to act; a man whose roll makes him run for good or collapse counts
// as lost. That is the least the order allows: it tells a planner what the
// men could do with it, where trying it on the dice sees only the action
// rolls (the men's own choices come after). Their moves are left to those
// later choices.
void forecast_individual(const RencounterState& s, const std::vector<int16_t>& men, Forecast& out) {
  out.known = true;
  const int n = static_cast<int>(s.figures().size());
  Forecast f, best;
  // No one moves before he shoots: the men as sight sees them are gathered
  // once for every shot weighed.
  const GatheredSightings sight(s);
  // By exit objective: the chance no man has left by it.
  const Borrowed<std::vector<double>> none_left;
  std::vector<double>& no_one_left = *none_left;
  no_one_left.assign(s.scenario().objectives.size(), 1.0);
  for (const int16_t i : men) {
    const ActionOdds odds = action_odds(action_situation(s, i), s.config.action);
    out.own_losses += odds.permanent();
    const bool loaded = s.men[at(i)].loaded();
    bool any = false;
    for (int j = 0; j < n; ++j) {
      if (!is_enemy(s, i, j) || !targetable(s, j)) continue;
      const auto foe = static_cast<int16_t>(j);
      const bool fighting = in_contact(s, i, j);
      for (const ActionKind kind : {ActionKind::kShoot, ActionKind::kMelee}) {
        if (kind == ActionKind::kShoot ? !loaded : !fighting) continue;
        f.clear();
        const Action a{kind, i, foe, -1, 0, {}};
        if (kind == ActionKind::kShoot) {
          forecast_shot_where_he_stands(s, a, sight, f);
        } else {
          forecast_figure_action(s, a, f);
        }
        if (!f.known) continue;
        if (!any || f.enemy_losses - f.own_losses > best.enemy_losses - best.own_losses) {
          best = f;
          any = true;
        }
      }
    }
    tell_exits(s, i, odds.acts, no_one_left, out);
    if (!any) continue;
    out.enemy_losses += odds.acts * best.enemy_losses;
    out.enemy_harm += odds.acts * best.enemy_harm;
    out.own_losses += odds.acts * best.own_losses;
    out.own_harm += odds.acts * best.own_harm;
  }
  for (size_t k = 0; k < no_one_left.size(); ++k) {
    out.points_taken += (1 - no_one_left[k]) * exit_points_added(s, static_cast<int>(k));
  }
}

}  // namespace

void forecast_order(const RencounterState& s, const Action& a, Forecast& out) {
  if (s.phase != Phase::kChooseOrder || a.unit != s.active_unit()) return;
  const auto order = static_cast<Order>(a.param);
  // The linked men, traced once: the order's check asks for the same men
  // (of the active unit, which a.unit is).
  const Borrowed<std::vector<int16_t>> linked;
  std::vector<int16_t>& men = *linked;
  if (PlannerMemo* memo = PlannerMemo::held(s)) {
    men = memo->linked_men(s, a.unit);  // the same for every order asked (planner_memo.h)
  } else {
    linked_men(s, a.unit, men);
  }
  if (!order_allowed(s, order, a.target, a.at, men)) return;
  if (men.empty()) return;
  switch (order) {
    case Order::kVolleyFire:
      forecast_volley(s, men, a.target, out);
      return;
    case Order::kFormedCharge:
      forecast_formed_charge(s, men, a.target, out);
      return;
    case Order::kFollowMe:
    case Order::kFollowHim:
      forecast_lead_move(s, men, order, *a.at, out);
      return;
    case Order::kIndividual:
      forecast_individual(s, men, out);
      return;
    default:
      return;  // Follow in Column, Pass-through: not forecast
  }
}

}  // namespace skirmish::rencounter
