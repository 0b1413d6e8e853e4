// Forecasts of one man's own actions (figure_actions.h) and of an
// opportunity shot (opportunity_fire.h), by the exact odds (planner_odds.h).
// A man choosing his action has already passed his action roll
// (begin_individual_actions, turn_flow.cpp): what he chooses is carried out.
#include <optional>
#include <span>
#include <vector>

#include "engine/rules/rencounter/action_odds.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/fire_play.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/initiative.h"
#include "engine/rules/rencounter/melee_guard.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/melee_reach.h"
#include "engine/rules/rencounter/opportunity_fire.h"
#include "engine/rules/rencounter/opportunity_orders.h"
#include "engine/rules/rencounter/planner_odds.h"
#include "engine/rules/rencounter/planner_queries.h"
#include "engine/rules/rencounter/repeaters.h"
#include "engine/rules/rencounter/running_throw.h"
#include "engine/rules/rencounter/table_exits.h"
#include "engine/rules/rencounter/thrown.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

void add_shot(Forecast& out, const ShotForecast& f, double weight) {
  out.hit_chance += weight * f.target.struck;
  out.enemy_losses += weight * f.target.out;
  out.enemy_harm += weight * f.target.harm;
  out.own_losses += weight * f.friend_struck.out;
  out.own_harm += weight * f.friend_struck.harm;
}

// Whether a shot of `a` is forecast at all (docs): not a running throw, a
// follow-up or a weapon that bursts, and only by a man with a missile weapon.
bool shot_forecast(const RencounterState& s, const Action& a) {
  const int i = a.actor;
  if (running_throw(a) || in_follow_up(s, i)) return false;
  const ManRecord& m = s.men[at(i)];
  return m.missile >= 0 && !bursts(missile_weapons()[at(m.missile)]);
}

// The shot of one man at `a.target` from `from`, the men as sight will see
// them then (`men`), by the odds.
void forecast_shot_among(const RencounterState& s, const Action& a, std::span<const Sighting> men,
                         Vec2 from, bool moves, Forecast& out) {
  const int i = a.actor;
  LosResult seen;
  ShotSituation x;
  const ShotPrep prep = moves ? ShotPrep::kMovedFirst : ShotPrep::kStood;
  if (!shot_allowed(s, men, i, from, a.target, prep, seen, x)) return;
  if (moves) x.braced = false;  // on his feet after the walk
  const ShotForecast f = forecast_shot(s, i, a.target, seen, x);
  if (!f.can_fire) return;
  out.known = true;
  add_shot(out, f, 1.0);
  if (moves) out.moves.push_back({static_cast<int16_t>(i), from});
}

// 000 / Fire Combat: one shot as apply takes it (figure_actions.cpp kShoot):
// from where he stands, or after up to half his walk (a moved copy of the
// men, as sight will see them once he has walked), snap fire at -2.
void forecast_shoot(const RencounterState& s, const Action& a, Forecast& out) {
  if (!shot_forecast(s, a)) return;
  const int i = a.actor;
  const Vec2 here = s.figures()[at(i)].at;
  const bool moves = a.at && distance(*a.at, here) > 1e-9;
  const Vec2 from = moves ? *a.at : here;
  const GatheredSightings gathered(s);
  std::vector<Sighting>& men = *gathered;
  men[at(i)].base.centre = from;
  // He rises to walk: a kneeling man stands (move_to, figure_actions.cpp).
  if (moves && men[at(i)].posture == Posture::kKneeling) men[at(i)].posture = Posture::kStanding;
  forecast_shot_among(s, a, men, from, moves, out);
}

// 000 / Charging and 000 / Melee: the stroke as strike() (melee_play.cpp)
// rolls it, the situation taken on a copy of the table with the charger
// moved into contact (his speed, his place, the cover between them).
void forecast_strike(const RencounterState& s, const Action& a, Forecast& out) {
  const int i = a.actor;
  const StrokeChoice choice = stroke_choice(a.param);
  // On horseback a charge is ridden (riding.h), a blow may fall on a horse
  // (horse_melee.h), a bayonet may be shot free: not forecast (docs).
  if (choice.at_horse || choice.shoot_bayonet_free || in_saddle(s, i)) return;
  if (a.kind == ActionKind::kMelee) {  // a man he can strike where he stands (melee_reach.h)
    const int j = a.target;
    if (j < 0 || j >= static_cast<int>(s.figures().size()) || !is_enemy(s, i, j) ||
        !targetable(s, j) || strike_rank(s, i, j) == 0) {
      return;
    }
  }
  const Vec2 from = s.figures()[at(i)].at;
  RencounterState& t = scratch_copy(s);
  double inches = 0;
  Vec2 point = from;
  if (a.kind == ActionKind::kCharge) {
    if (!charge_allowed(t, i, a.target, a.at, point)) return;
    inches = charge_move(t, i, a.target, point, null_sink());
  }
  take_guard(t, i, choice);
  const bool rear = behind(t, a.target, from);
  const MeleeSituation x = stroke_situation(t, i, a.target, inches, rear, choice);
  const StrokeForecast f = forecast_stroke(t, i, a.target, x, t.men[at(a.target)].riposte_used);
  out.known = true;
  out.hit_chance = f.defender.struck;
  out.enemy_losses = f.defender.out;
  out.enemy_harm = f.defender.harm;
  out.own_losses = f.attacker.out;
  out.own_harm = f.attacker.harm;
  if (a.kind == ActionKind::kCharge) out.moves.push_back({static_cast<int16_t>(i), point});
}

}  // namespace

void forecast_figure_action(const RencounterState& s, const Action& a, Forecast& out) {
  if (a.actor < 0 || a.actor >= static_cast<int>(s.figures().size())) return;
  // Opportunity fire may stop a move or a charge on the way (not forecast).
  switch (a.kind) {
    case ActionKind::kShoot:
      forecast_shoot(s, a, out);
      return;
    case ActionKind::kCharge:
    case ActionKind::kMelee:
      forecast_strike(s, a, out);
      return;
    case ActionKind::kMove:
      // A rider's move is ridden (riding.h: jumps, falls): not forecast.
      if (!a.at || in_saddle(s, a.actor)) return;
      out.known = true;
      out.moves.push_back({a.actor, *a.at});
      return;
    case ActionKind::kReload:
    case ActionKind::kChangePosture:
    case ActionKind::kPass:
      out.known = true;  // carried out, and harms nobody
      return;
    case ActionKind::kSpecial:
      // Leaving the table by an exit objective (table_exits.h): a walk or
      // run checked when offered, so sure on foot; a rider's is ridden
      // (jumps, falls: riding.h), not forecast.
      if (a.param == kSpecialExit && a.at && !in_saddle(s, a.actor)) {
        out.known = true;
        out.moves.push_back({a.actor, *a.at});
        out.points_taken = exit_points_added(s, exit_objective_of(s, a));
      }
      return;
    default:
      return;
  }
}

void forecast_shot_where_he_stands(const RencounterState& s, const Action& a,
                                   std::span<const Sighting> men, Forecast& out) {
  if (a.actor < 0 || a.actor >= static_cast<int>(s.figures().size()) || !shot_forecast(s, a))
    return;
  forecast_shot_among(s, a, men, s.figures()[at(a.actor)].at, false, out);
}

void forecast_reaction(const RencounterState& s, const Action& a, Forecast& out) {
  if (a.kind == ActionKind::kPass) {
    out.known = true;
    return;
  }
  // 000 / Opportunity Fire: "an opportunity fire action roll", then a lone
  // snap shot at the mover where he stopped (opportunity_shot,
  // opportunity_fire.cpp). Reactions to collective moves are not forecast.
  if (a.kind != ActionKind::kReact || a.param != kReactOpportunityShot ||
      order_reaction_waiting(s)) {
    return;
  }
  const PendingReaction& r = s.track.reaction;
  const int w = r.watcher, mover = r.mover;
  if (w < 0 || mover < 0) return;
  const ManRecord& m = s.men[at(w)];
  if (m.missile < 0 || bursts(missile_weapons()[at(m.missile)])) return;
  ActionRollSituation sit;
  sit.experience = m.experience;
  sit.wound_points = m.wounds.points;
  const double acts = action_odds(sit, s.config.action).acts;
  const GatheredSightings men(s);
  LosResult seen;
  ShotSituation x;
  out.known = true;
  out.carried_out = acts;
  if (!shot_allowed(s, men, w, s.figures()[at(w)].at, mover, ShotPrep::kStood, seen, x)) return;
  x.aim_half_turns = 0;
  x.snap = SnapFire::kLoneShot;
  x.shot_number = 1;
  x.target_moved = r.move_inches;
  const ShotForecast f = forecast_shot(s, w, mover, seen, x);
  if (f.can_fire) add_shot(out, f, acts);
}

// 002 Type III: the nominee's d20 against his initiative rate with the
// tactical factors (initiative_rates.h), exactly.
void forecast_seize(const RencounterState& s, const Action& a, Forecast& out) {
  if (a.actor < 0 || a.actor >= static_cast<int>(s.figures().size())) return;
  const int rate = initiative_rate(s, a.actor);
  const InitiativeFactors f = initiative_factors(s, a.actor, a.target);
  out.known = true;
  out.carried_out = seize_chance_in_20(rate, f) / 20.0;
}

}  // namespace skirmish::rencounter
