#include "engine/rules/mayhem/planner_queries.h"

#include <algorithm>
#include <cmath>
#include <span>
#include <vector>

#include "engine/rules/mayhem/activation.h"
#include "engine/rules/mayhem/artillery_flow.h"
#include "engine/rules/mayhem/charge_geometry.h"
#include "engine/rules/mayhem/courage_dice.h"
#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/door_breaking.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/fire_setting.h"
#include "engine/rules/mayhem/groups.h"
#include "engine/rules/mayhem/hero_rerolls.h"
#include "engine/rules/mayhem/hero_saves.h"
#include "engine/rules/mayhem/horse_shot.h"
#include "engine/rules/mayhem/horse_strike.h"
#include "engine/rules/mayhem/man_actions.h"
#include "engine/rules/mayhem/mayhem_flow.h"
#include "engine/rules/mayhem/mayhem_outcome.h"
#include "engine/rules/mayhem/melee_dice.h"
#include "engine/rules/mayhem/move_geometry.h"
#include "engine/rules/mayhem/search.h"
#include "engine/rules/mayhem/stockade.h"
#include "engine/rules/mayhem/table_queries.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

void charge_order_forecast(const MayhemState& s, const Action& a, Forecast& out);

// Men a side may still lose before it breaks (1: the next loss breaks it).
int men_to_break(const MayhemState& s, int side) {
  const int start = s.side_start[at(side)];
  const int need = static_cast<int>(std::ceil(s.config.break_fraction * start - 1e-9));
  return std::max(0, strength(s, side) - need + 1);
}

int nearest_to_breaking(const MayhemState& s, int side) {
  int best = -1;
  for (int other = 0; other < static_cast<int>(s.side_start.size()); ++other) {
    if (other == side) continue;
    const int m = men_to_break(s, other);
    best = best < 0 ? m : std::min(best, m);
  }
  return best;
}

}  // namespace

MeleeOdds planner_pair_odds(const MayhemState& s, int man, int other, bool charging) {
  MeleePair pair;
  pair.variant = s.config.variant;
  pair.man[0] = &s.men[at(man)];
  pair.man[1] = &s.men[at(other)];
  pair.footing[0].from_rear_or_side = attacks_rear_or_side(s, man, other);
  pair.footing[0].superior_position = superior_position(s, man, other);
  pair.footing[0].facing_opponent = true;
  pair.footing[0].mounted = s.figures()[at(man)].mounted && charging;
  // As the flow judges them (melee_phase.cpp): a bayonet against a man with
  // neither bayonet nor pike; the lance in the first turn of a melee.
  pair.footing[0].opponent_shorter =
      s.men[at(man)].bayonet && !s.men[at(other)].bayonet && !s.men[at(other)].pike;
  pair.footing[1].superior_position = superior_position(s, other, man);
  pair.footing[1].facing_opponent = facing_towards(s, other, man);
  pair.footing[1].mounted = s.figures()[at(other)].mounted && !s.men[at(other)].in_melee_since;
  pair.footing[1].opponent_shorter =
      s.men[at(other)].bayonet && !s.men[at(man)].bayonet && !s.men[at(man)].pike;
  pair.footing[1].shield_side = on_shield_side(s, other, man);
  pair.footing[0].shield_side = on_shield_side(s, man, other);
  return melee_pair_odds(pair);
}

namespace {

// A man of the group moving now who has still to act, also while the enemy
// may shoot before he does (004 / Movement: the group's men move at its rate).
bool yet_to_act(const MayhemState& s, int figure) {
  const bool window = s.step == Step::kReaction || shot_waits(s);  // a shot at a horse waits
  const bool moving = s.step == Step::kMoveMen || (window && s.after_reaction == Step::kMoveMen);
  if (!moving) return false;
  for (size_t k = static_cast<size_t>(s.next_mover); k < s.movers.size(); ++k) {
    if (s.movers[k] == figure) return true;
  }
  return false;
}

// A move off the table through an exit objective of his side scores it, if
// no man of the side has left by it yet (mayhem_outcome.cpp).
double exit_points_taken(const MayhemState& s, int man, Vec2 to) {
  const Table& t = s.battlefield().table;
  if (to.x >= 0 && to.y >= 0 && to.x <= t.width && to.y <= t.depth) return 0;
  const Scenario& scenario = s.scenario();
  const int side = s.figures()[at(man)].side;
  double points = 0;
  for (size_t k = 0; k < scenario.objectives.size(); ++k) {
    const Objective& o = scenario.objectives[k];
    if (o.kind == ObjectiveKind::kExit && objective_side(scenario, k) == side &&
        distance(to, o.area.centre) <= o.area.radius && objective_points_now(s, k) == 0) {
      points += o.points;
    }
  }
  return points;
}

// 004 / Miscellaneous Rules: a climb and a fire need a 6; a search both
// dice (search.h). carried_out is the chance it succeeds.
void miscellaneous_forecast(const MayhemState& s, const Action& a, Forecast& out) {
  // A climb, a fire or a search that fails leaves the man where he was.
  out.failure_risk = 0;
  switch (a.param) {
    case kSpecialClimb: {
      const ClimbPlace c = climb_place(s, a.actor, false);
      out.carried_out = c.ok ? chance_at_least(6) : 0.0;
      if (c.ok) out.moves.push_back({a.actor, c.landing});
      return;
    }
    case kSpecialSetFire: {
      const int piece = a.at ? fire_target_at(s, a.actor, *a.at) : -1;
      out.carried_out = piece >= 0 ? chance_at_least(6) : 0.0;
      // 004 / Fire: a burning building is impassable, and (ours,
      // mayhem_outcome.cpp) nobody holds an objective whose centre is in
      // it, for the rest of the game.
      const std::vector<Objective>& objectives = s.scenario().objectives;
      for (size_t k = 0; piece >= 0 && k < objectives.size(); ++k) {
        if (objectives[k].kind == ObjectiveKind::kHold &&
            building_holds(s, piece, objectives[k].area.centre)) {
          out.holds_ended.push_back({static_cast<int16_t>(k), out.carried_out});
        }
      }
      return;
    }
    case kSpecialSearch: {
      // Found, the objective's points are the side's for good (search.h).
      const int k = search_objective(s, a.actor);
      out.carried_out = k >= 0 ? search_chance(s, a.actor, k) : 0.0;
      if (k >= 0) out.points_taken = out.carried_out * s.scenario().objectives[at(k)].points;
      return;
    }
    case kSpecialStrikeRider:
    case kSpecialStrikeHorse: {
      // 004 / Medieval Mayhem / Horses: the stroke or missile at the rider
      // puts him out if it goes home; at the horse, it unhorses him, and he
      // is lost only if the courage check that follows sends him off.
      if (a.target < 0 || at(a.target) >= s.men.size()) return;
      const StrokeOdds stroke = strike_odds(s, a);
      double lost = stroke.removed;
      if (a.param == kSpecialStrikeHorse) {
        lost *= unhorsed_runs_off(s.men[at(a.target)]);
        out.enemy_harm = stroke.removed;
      }
      const bool theirs = s.figures()[at(a.target)].side != s.figures()[at(a.actor)].side;
      (theirs ? out.enemy_losses : out.own_losses) += lost;
      return;
    }
    default:
      return;
  }
}

}  // namespace

double planner_evaluate(const MayhemState& s, int side) {
  const Outcome o = mayhem_outcome(s);
  if (o.over) return o.winner < 0 ? 0.0 : (o.winner == side ? 1.0 : -1.0);
  // Strength kept above the break point, ours against the enemy's, and a
  // little for objectives held now.
  const auto share = [&](int k) {
    const int start = s.side_start[at(k)];
    const double floor = s.config.break_fraction * start;
    return start - floor > 0 ? (strength(s, k) - floor) / (start - floor) : 0.0;
  };
  double enemy = 1.0;
  int enemy_points = 0;
  for (int k = 0; k < static_cast<int>(s.side_start.size()); ++k) {
    if (k == side) continue;
    enemy = std::min(enemy, share(k));
    enemy_points = std::max(enemy_points, objective_points(s, k));
  }
  const double points = 0.1 * (objective_points(s, side) - enemy_points);
  return std::clamp(0.6 * (share(side) - enemy) + points, -0.95, 0.95);
}

void planner_forecast(const MayhemState& s, const Action& a, Forecast& out) {
  out.clear();
  const int side = next_mayhem_decision(s).side;
  if (side >= 0) {
    out.own_men_to_break = men_to_break(s, side);
    out.enemy_men_to_break = nearest_to_breaking(s, side);
  }
  // 004 / Sequence: the initiative's winner moves first or second. Nothing
  // is rolled; moving first puts the side's men before the enemy's charges.
  if (a.kind == ActionKind::kSpecial &&
      (a.param == kSpecialGoFirst || a.param == kSpecialGoSecond)) {
    out.known = true;
    out.failure_risk = 0;
    out.acts_first = a.param == kSpecialGoFirst;
    return;
  }
  if (s.step == Step::kSave) {
    save_forecast(s, a, out);  // hero_saves.h: a hero's save, spent or kept
    return;
  }
  if (s.step == Step::kReroll) {
    reroll_forecast(s, a, out);  // hero_rerolls.h: a hero's die rolled again or let stand
    return;
  }
  if (a.actor < 0 || at(a.actor) >= s.men.size()) return;
  switch (a.kind) {
    case ActionKind::kActivate:
      // An order to move is tried on the dice (nothing is known of it
      // until the men act); an order to charge is forecast.
      if (a.param == static_cast<int32_t>(MoveOrder::kCharge)) charge_order_forecast(s, a, out);
      return;
    case ActionKind::kShoot: {
      if (a.param == kEngineAtDoor && is_gun(s, a.actor)) {
        door_shot_forecast(s, a, out);  // door_breaking.h: the chance the door breaks
        return;
      }
      if (a.target < 0 || at(a.target) >= s.men.size()) return;
      if (is_gun(s, a.actor)) {
        gun_forecast(s, a, out);  // summed over every man the shot strikes
        return;
      }
      const ShotCheck c = check_shot(s, a.actor, a.target);
      if (!c.ok) return;
      // 004 / Medieval / Horses (option): at a mounted man, the horse or
      // the rider, whichever his side will more likely put out of the
      // fight (horse_shot.h); a horse killed under a rider who stays is harm.
      double unhorsed = 0;
      const ShotOdds odds =
          planned_shot_odds(s, a.actor, a.target, shot_terms(s, a.actor, c), &unhorsed);
      out.known = true;
      out.hit_chance = odds.hit();
      // A commander's fall sends men of his side off with him.
      const double worth = loss_worth(s, a.target);
      out.enemy_losses = odds.killed * worth;
      // A Musket hit that does not kill sends him to a check he may fail.
      out.enemy_harm = odds.killed * worth + odds.courage_check * 0.5 + unhorsed;
      return;
    }
    case ActionKind::kCharge: {
      if (a.target < 0 || at(a.target) >= s.men.size()) return;
      const ChargeCheck c = check_charge(s, a.actor, a.target, move_allowance(s, a.actor, false),
                                         move_allowance(s, a.actor, true), false);
      if (!c.ok) return;
      const MeleeOdds odds = planner_pair_odds(s, a.actor, a.target, true);
      out.known = true;
      out.hit_chance = odds.struck(1);
      out.enemy_losses = odds.removed[1] * loss_worth(s, a.target);
      out.own_losses = odds.removed[0] * loss_worth(s, a.actor);
      out.enemy_harm = out.enemy_losses + 0.5 * odds.checks[1];
      out.own_harm = out.own_losses + 0.5 * odds.checks[0];
      out.moves.push_back({a.actor, c.contact});
      return;
    }
    case ActionKind::kMelee: {
      out.known = true;
      for (size_t e = 0; e < s.men.size(); ++e) {
        const int other = static_cast<int>(e);
        if (s.figures()[e].side == s.figures()[at(a.actor)].side || !fighting(s, other) ||
            !in_contact(s, a.actor, other)) {
          continue;
        }
        const MeleeOdds odds = planner_pair_odds(s, a.actor, other, false);
        const bool ours = s.figures()[at(a.actor)].side == side;
        (ours ? out.enemy_losses : out.own_losses) += odds.removed[1] * loss_worth(s, other);
        (ours ? out.own_losses : out.enemy_losses) += odds.removed[0] * loss_worth(s, a.actor);
      }
      return;
    }
    case ActionKind::kMove:
      if (!a.at) return;
      out.known = true;
      out.moves.push_back({a.actor, *a.at});
      out.points_taken = exit_points_taken(s, a.actor, *a.at);
      return;
    case ActionKind::kSpecial:
      out.known = true;
      miscellaneous_forecast(s, a, out);
      return;
    case ActionKind::kPass:
    case ActionKind::kReload:
      out.known = true;
      return;
    default:
      return;
  }
}

namespace {

// `man` and the friends on their feet within 1" of him (004 / Movement: a
// group is men within 1"), the band he would move and charge with; a band
// of one stands alone. Ours: his neighbours only, not their neighbours in
// turn, which a planner's guess at the next turn may leave out.
void band_of(const MayhemState& s, int man, std::vector<int>& out) {
  out.assign(1, man);
  const Figure& f = s.figures()[at(man)];
  for (size_t k = 0; k < s.men.size(); ++k) {
    const Figure& o = s.figures()[k];
    if (static_cast<int>(k) != man && o.side == f.side && o.status == FigureStatus::kFighting &&
        base_distance(f.base(), o.base(), Measure::kBaseEdge) <= 1.0) {
      out.push_back(static_cast<int>(k));
    }
  }
}

bool stands_alone(const MayhemState& s, int man) {
  thread_local std::vector<int> band;
  band_of(s, man, band);
  return band.size() == 1;
}

// The chance `charger`'s movement dice next turn carry him into contact
// with a base `there` (004 / Movement): 2d6" in a group (a friend within
// 1"), 3d6" alone, 1d6" if the straight way runs through delaying
// terrain, an obstacle or a doorway; mounted +2d6" in the open (Musket) or
// +1d6" anywhere (Medieval). None across a stockade or a fire (004 /
// Miscellaneous Rules). Ours: the straight way, base edge to base edge.
double charge_reach_chance(const MayhemState& s, int charger, const Circle& there, bool alone) {
  const Figure& f = s.figures()[at(charger)];
  if (way_barred(s, f.at, there.centre, f.base_radius)) return 0.0;
  const double inches = base_distance(f.base(), there, Measure::kBaseEdge);
  const bool slow = path_terrain(s.battlefield(), f.at, there.centre, s.breaches()).slow();
  int dice = slow ? 1 : alone ? 3 : 2;
  if (f.mounted && !(slow && s.config.variant == Variant::kMusket)) {
    dice += s.config.variant == Variant::kMusket ? 2 : 1;
  }
  return chance_dice_reach(dice, inches);
}

// Adds `chance` of putting enemy `man` out of the fight to the forecast's
// list (once a man).
void add_loss(Forecast& out, int man, double chance) {
  if (chance <= 0) return;
  for (ForecastLoss& l : out.losses) {
    if (l.figure == man) {
      l.chance = std::min(1.0, l.chance + chance);
      return;
    }
  }
  out.losses.push_back({static_cast<int16_t>(man), std::min(1.0, chance)});
}

// 004 / Courage, events 2 and 3, and 004 / Melee: an order to charge. The
// group goes in if its check passes (at its highest courage; a lone
// hero's save counted as his side would spend it); the men in its lane
// within its reach then check, and each charger strikes the enemy he is
// likeliest to put down of those his dice could carry him to.
void charge_order_forecast(const MayhemState& s, const Action& a, Forecast& out) {
  thread_local std::vector<int16_t> group;
  ordered_group(s, a.actor, group);
  if (group.empty()) return;
  CourageCheck go;
  go.courage = group_courage(s, group);
  go.ordered_to_charge = true;
  go.alone = group.size() == 1 ? &s.men[at(group.front())] : nullptr;
  if (!s.config.saves_asked && !s.config.save_on_charge_order) go.tokens = TokenPolicy::kKeep;
  const double goes = group_pass_chance(go);
  out.known = true;
  out.carried_out = goes;
  out.failure_risk = 0;  // failing, the group only stands still
  // The checks it forces: each group in the lane and within reach once.
  thread_local std::vector<ForecastLoss> run_offs;
  out.enemy_losses += goes * charge_breaks(s, group, &run_offs);
  for (const ForecastLoss& l : run_offs) add_loss(out, l.figure, goes * l.chance);
  // The blows: each charger at the man he is likeliest to put down.
  const bool alone = group.size() == 1;
  for (const int16_t m : group) {
    const MayhemMan& man = s.men[at(m)];
    if (man.incendiary || man.noncombatant || is_gun(s, m)) continue;
    double best = 0, best_lost = 0;
    int victim = -1;
    for (size_t e = 0; e < s.men.size(); ++e) {
      const Figure& f = s.figures()[e];
      if (f.side == s.figures()[at(m)].side || !fighting(s, static_cast<int>(e))) continue;
      const double reaches = charge_reach_chance(s, m, f.base(), alone);
      if (reaches <= 0) continue;
      const MeleeOdds odds = planner_pair_odds(s, m, static_cast<int>(e), true);
      const double worth = loss_worth(s, static_cast<int>(e));
      if (reaches * odds.removed[1] * worth > best) {
        best = reaches * odds.removed[1] * worth;
        best_lost = reaches * odds.removed[0] * loss_worth(s, m);
        victim = static_cast<int>(e);
      }
    }
    out.enemy_losses += goes * best;
    out.own_losses += goes * best_lost;
    if (victim >= 0) add_loss(out, victim, goes * best / loss_worth(s, victim));
  }
  out.enemy_harm = out.enemy_losses;
  out.own_harm = out.own_losses;
}

}  // namespace

double charge_breaks(const MayhemState& s, const std::vector<int16_t>& chargers,
                     std::vector<ForecastLoss>* each) {
  thread_local std::vector<int16_t> threatened, group;
  thread_local std::vector<uint8_t> seen;
  if (each) each->clear();
  charged_men(s, chargers, most_allowance(s, chargers), threatened);
  seen.assign(s.men.size(), 0);
  double off = 0;
  for (const int16_t man : threatened) {
    if (seen[at(man)] || s.charge_checked[at(man)] || !fighting(s, man)) continue;
    group_of_man(s, man, group);
    CourageCheck check;
    check.courage = group_courage(s, group);
    check.alone = group.size() == 1 ? &s.men[at(group.front())] : nullptr;
    for (const int16_t m : group) {
      seen[at(m)] = 1;
      const double runs = group_member_odds(check, s.men[at(m)]).runs_off;
      off += runs;
      if (each && runs > 0) each->push_back({m, runs});
    }
  }
  return off;
}

void planner_exposure(const MayhemState& s, int figure, Vec2 where, Exposure& out) {
  out.clear();
  if (figure < 0 || at(figure) >= s.men.size()) return;
  out.known = true;
  const int side = s.figures()[at(figure)].side;
  const MayhemMan& him = s.men[at(figure)];
  double best_cover = -1;
  // 004 / Courage, trigger 3: a charge tests the courage of the men it
  // falls on before a blow is struck. The check is his group's, at its
  // highest courage: the friends standing within 1" of the spot (004 /
  // Movement: a group is men within 1").
  CourageCheck charged;
  charged.courage = him.courage;
  bool alone = true;
  for (size_t k = 0; k < s.men.size(); ++k) {
    const Figure& f = s.figures()[k];
    if (static_cast<int>(k) == figure || f.side != side || f.status != FigureStatus::kFighting) {
      continue;
    }
    if (distance(f.at, where) - f.base_radius - s.figures()[at(figure)].base_radius <= 1.0) {
      charged.courage = std::max<int>(charged.courage, s.men[k].courage);
      alone = false;
    }
  }
  charged.alone = alone ? &him : nullptr;
  const CourageOdds fate = group_member_odds(charged, him);
  double none_charge = 1.0;  // the chance no charger passes his own check to go in
  for (size_t e = 0; e < s.men.size(); ++e) {
    const Figure& f = s.figures()[e];
    const int enemy = static_cast<int>(e);
    if (f.side == side || f.status != FigureStatus::kFighting) continue;
    const MayhemMan& m = s.men[e];
    const auto tally = [&](CoverClass cover_class, const ShotOdds& odds) {
      ++out.shooters;
      out.clear_shots += cover_class == CoverClass::kOpen ? 1 : 0;
      out.expected_hits += odds.hit();
      out.expected_losses += odds.killed;
      const double cover = cover_class == CoverClass::kOpen   ? 0.0
                           : cover_class == CoverClass::kSoft ? 0.5
                                                              : 1.0;
      best_cover = best_cover < 0 ? cover : std::max(best_cover, cover);
    };
    if (artillery(m.missile)) {
      // A gun that could strike him there (artillery_flow.h).
      const GunThreat t = gun_threat(s, enemy, figure, where);
      if (t.ok) tally(t.cover, t.odds);
    } else if (m.missile != Missile::kNone) {
      const ShotCheck c = check_shot_at(s, enemy, figure, where);
      if (c.ok) tally(c.cover, planned_shot_odds(s, enemy, figure, shot_terms(s, enemy, c)));
    }
    // 004 / Movement: a lone man may charge up to 18", a group 12", more
    // mounted: the most his dice could give, as the checks a charge forces
    // reach (activation.h, most_allowance).
    thread_local std::vector<int> band;  // kept: no allocation once warm
    band_of(s, enemy, band);
    const bool alone_charger = band.size() == 1;
    const int mounted_dice = f.mounted ? (s.config.variant == Variant::kMusket ? 2 : 1) : 0;
    const double reach = 6.0 * ((alone_charger ? 3 : 2) + mounted_dice);
    const Circle there{where, s.figures()[at(figure)].base_radius};
    if (base_distance(f.base(), there, Measure::kBaseEdge) <= reach && !m.noncombatant &&
        !m.incendiary) {
      // Counted as a man who could charge him only where his dice can
      // carry him there (not across a stockade, not 7" through woods).
      const double reaches = charge_reach_chance(s, enemy, there, alone_charger);
      if (reaches > 0) ++out.chargers;
      // He goes in only if his band's check to charge passes (at its
      // highest courage); then the man charged runs off, falls back out of
      // reach, or stands to the blows.
      CourageCheck go;
      go.courage = m.courage;
      for (const int b : band) go.courage = std::max<int>(go.courage, s.men[at(b)].courage);
      go.ordered_to_charge = true;
      const double goes = group_pass_chance(go);
      // Option charged_behind_stockade spared: no check from a charger who
      // could not reach him across a stockade or a fire.
      const bool spared =
          s.config.spare_behind_stockade && way_barred(s, f.at, where, f.base_radius);
      // 004 / Courage, event 3: the check falls only on men in the lane
      // straight ahead of the charging band's bases, the way it faces now
      // (a charge is ordered before anyone moves: charge_geometry.h).
      const bool in_lane = in_charge_lane(charge_lane(s.figures(), band), where, there.radius);
      if (!spared && in_lane) none_charge *= 1.0 - goes;
      // The blows fall wherever his dice carry him, on a man in his lane
      // only if that man has held.
      out.melee_losses += reaches * goes * (in_lane ? fate.holds : 1.0) *
                          planner_pair_odds(s, enemy, figure, true).removed[1];
    }
  }
  // His group checks once however many charge (004 / Courage).
  out.melee_losses += (1.0 - none_charge) * fate.runs_off;
  out.charged_off = (1.0 - none_charge) * fate.runs_off;
  out.cover = best_cover < 0 ? 1.0 : best_cover;
  // A commander's fall sends men of his side off with him.
  const double worth = loss_worth(s, figure);
  out.expected_losses *= worth;
  out.melee_losses *= worth;
  out.charged_off *= worth;
}

double commander_fall_losses(const MayhemState& s, int man) {
  if (man < 0 || at(man) >= s.men.size()) return 0;
  const int side = s.figures()[at(man)].side;
  if (side < 0 || at(side) >= s.commander.size() || s.commander[at(side)] != man) return 0;
  // The groups of his side as they stand without him (kept: no allocation
  // once warm).
  thread_local Groups groups;
  thread_local std::vector<uint8_t> others;
  others.assign(s.men.size(), 1);
  others[at(man)] = 0;
  find_groups(s.figures(), side, groups, others);
  double off = 0;
  for (int g = 0; g < groups.count(); ++g) {
    const std::span<const int> members = groups.members_of(g);
    CourageCheck check;
    check.courage = 0;
    for (const int m : members) check.courage = std::max<int>(check.courage, s.men[at(m)].courage);
    check.alone = members.size() == 1 ? &s.men[at(members.front())] : nullptr;
    for (const int m : members) off += group_member_odds(check, s.men[at(m)]).runs_off;
  }
  return off;
}

double loss_worth(const MayhemState& s, int man) {
  return 1.0 + commander_fall_losses(s, man);
}

// 004 / Missile Fire: the kill chance of his shot from the spot at each
// enemy man he could shoot there, turned to face him (docs/rules/mayhem.md,
// Missile fire). A gun's shots are forecast as a gun's, not weighed here.
double planner_shot_offered(const MayhemState& s, int figure, Vec2 where) {
  if (figure < 0 || at(figure) >= s.men.size()) return 0;
  const MayhemMan& him = s.men[at(figure)];
  if (him.missile == Missile::kNone || artillery(him.missile)) return 0;
  // 004 / Missile Fire: an unloaded gunpowder weapon is reloaded only by a
  // man who does not move, so a spot he moves to gives him no shot next.
  if (!him.loaded) return 0;
  const int side = s.figures()[at(figure)].side;
  double best = 0;
  for (size_t e = 0; e < s.men.size(); ++e) {
    const Figure& f = s.figures()[e];
    if (f.side == side || f.status != FigureStatus::kFighting) continue;
    const int enemy = static_cast<int>(e);
    const ShotCheck mine = check_shot_from(s, figure, where, enemy);
    if (mine.ok) {
      best =
          std::max(best, planned_shot_odds(s, figure, enemy, shot_terms(s, figure, mine)).killed);
    }
  }
  return best;
}

void planner_movement(const MayhemState& s, int figure, Movement& out) {
  out.clear();
  if (figure < 0 || at(figure) >= s.men.size()) return;
  out.known = true;
  const Figure& f = s.figures()[at(figure)];
  out.can_move = f.status == FigureStatus::kFighting && !s.activated[at(figure)];
  if (yet_to_act(s, figure)) {
    // His distance is rolled for his group: exactly that.
    out.can_move = true;
    out.fastest_inches = move_allowance(s, figure, false) + (f.mounted ? s.mounted_bonus : 0.0f);
    // A man in woods or other delaying terrain leaves it on the 1d6" (the
    // move checks say exactly where he may go).
    out.ordinary_inches =
        in_the_open(s.battlefield(), f.at)
            ? out.fastest_inches
            : std::min<double>(out.fastest_inches, move_allowance(s, figure, true));
    return;
  }
  if (!out.can_move) return;
  // 004 / Movement: the dice to come, 2d6" with his group (7" to expect,
  // 12" at best), 3d6" alone (10.5", 18"), and the mounted dice.
  const int mounted_dice = f.mounted ? (s.config.variant == Variant::kMusket ? 2 : 1) : 0;
  const int dice = (stands_alone(s, figure) ? 3 : 2) + mounted_dice;
  out.ordinary_inches = 3.5 * dice;
  out.fastest_inches = 6.0 * dice;
}

}  // namespace skirmish::mayhem
