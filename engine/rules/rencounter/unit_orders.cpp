#include "engine/rules/rencounter/unit_orders.h"

#include <algorithm>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/leadership.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/morale_flow.h"
#include "engine/rules/rencounter/mounted_charge.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/opportunity_orders.h"
#include "engine/rules/rencounter/pass_through_charge.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/riding.h"
#include "engine/rules/rencounter/scratch_pool.h"
#include "engine/rules/rencounter/shooting.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

std::string_view order_name(Order o) {
  switch (o) {
    case Order::kIndividual:
      return "individual actions";
    case Order::kFollowMe:
      return "Follow Me";
    case Order::kFormedCharge:
      return "Formed Charge";
    case Order::kVolleyFire:
      return "Volley Fire";
    case Order::kFollowHim:
      return "Follow Him";
    case Order::kFollowInColumn:
      return "Follow in Column";
    case Order::kPassThroughCharge:
      return "a Pass-through Charge";
  }
  return "?";
}

int lowest_experience(const RencounterState& s, const std::vector<int16_t>& men) {
  int lowest = kMaster;
  for (int16_t i : men) lowest = std::min<int>(lowest, s.men[at(i)].experience);
  return lowest;
}

// Rolls the order and gives each linked man his share of it; `acting` gets
// who acts (a caller's borrowed buffer: scratch_pool.h).
void roll_order(RencounterState& s, Order order, const std::vector<int16_t>& men,
                int order_experience, Dice& dice, EventSink& events, std::vector<int16_t>& acting) {
  const int leader = men.front();
  ActionRollSituation sit = action_situation(s, leader);
  sit.experience = order_experience;
  const ActionRoll roll = roll_action(sit, s.config.action, dice, leader);
  const ActionResult leader_result = standing_result(s.men[at(leader)].morale, roll.result);
  narrate(s, events, s.figures()[at(leader)].side, [&] {
    std::string t = man_name(s, leader);
    t.append(" orders ").append(order_name(order)).append(": needs ");
    t.append(std::to_string(order_experience)).append(" or less, rolls ");
    t.append(std::to_string(roll.die));
    if (roll.modifier != 0) {
      t.append(" ")
          .append(signed_text(roll.modifier))
          .append(" = ")
          .append(std::to_string(roll.total));
    }
    t.append(": ").append(name_of(leader_result));
    return t;
  });
  acting.clear();
  const bool panic = is_panic(leader_result);
  for (int16_t i : men) {
    ActionResult r = leader_result;
    if (i != leader) {
      r = standing_result(
          s.men[at(i)].morale,
          follower_result(roll, order_experience, action_situation(s, i), panic, s.config.action));
    }
    if (r == ActionResult::kActs) {
      s.men[at(i)].active = true;
      acting.push_back(i);
      continue;
    }
    if (i != leader && r == ActionResult::kHesitates && leader_result == ActionResult::kActs) {
      narrate(s, events, s.figures()[at(i)].side,
              [&] { return man_name(s, i).append(" is slowed by his wounds and left behind"); });
    }
    carry_out(s, i, roll, r, events);
  }
}

}  // namespace

double link_spacing(int experience) {
  if (experience <= kGreen) return 1.0;
  if (experience == kAverage) return 2.0;
  if (experience == kVeteran) return 3.0;
  return 4.0;
}

bool unit_in_melee(const RencounterState& s, int unit) {
  const UnitRecord& u = s.units[at(unit)];
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (engaged(s, i)) return true;
  }
  return false;
}

void linked_men(const RencounterState& s, int unit, std::vector<int16_t>& out) {
  out.clear();
  const int leader = fit_leader(s, unit);
  if (leader < 0 || engaged(s, leader)) return;
  out.push_back(static_cast<int16_t>(leader));
  const UnitRecord& u = s.units[at(unit)];
  // Who may be linked at all does not change while the links are traced:
  // ask once per man, not once per man already linked.
  const Borrowed<std::vector<int16_t>> able;
  able->clear();
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (fit(s, i) && !s.men[at(i)].morale.runs_for_good && !engaged(s, i)) {
      able->push_back(static_cast<int16_t>(i));
    }
  }
  for (size_t k = 0; k < out.size(); ++k) {
    for (const int i : *able) {
      if (std::find(out.begin(), out.end(), i) != out.end()) continue;
      if (gap(s, i, out[k]) <= link_spacing(s.men[at(i)].experience) + 1e-9) {
        out.push_back(static_cast<int16_t>(i));
      }
    }
  }
}

namespace {

// order_refusal; when `why` is null the order is judged without words, as
// candidate generation does for every point and every enemy it tries.
// `known`, if given, is linked_men of the active unit, already traced.
// Whether a man of the unit other than the leader can fire on `target` in
// a volley (000 / Volley Fire).
bool some_man_fires(const RencounterState& s, const std::vector<int16_t>& men, int target,
                    std::span<const Sighting> sight) {
  for (size_t k = 1; k < men.size(); ++k) {
    LosResult seen;
    ShotSituation x;
    if (shot_allowed(s, sight, men[k], s.figures()[at(men[k])].at, target, ShotPrep::kVolley, seen,
                     x)) {
      return true;
    }
  }
  return false;
}

bool judge_order(const RencounterState& s, Order order, int target, const std::optional<Vec2>& to,
                 std::string* why, const std::vector<int16_t>* known = nullptr) {
  const int unit = s.active_unit();
  if (order == Order::kIndividual) return true;
  const Borrowed<std::vector<int16_t>> linked;
  if (!known) linked_men(s, unit, *linked);
  const std::vector<int16_t>& men = known ? *known : *linked;
  if (men.empty()) {
    return refused(why, [&] {
      std::string t = unit_name(s, unit);
      return t.append(" has no leader able to give orders: its men act individually");
    });
  }
  const int leader = men.front();
  switch (order) {
    case Order::kFollowInColumn: {
      std::string column = column_refusal(s, target);
      if (column.empty()) return true;
      return refused(why, [&] { return std::move(column); });
    }
    case Order::kFollowHim:
    case Order::kFollowMe: {
      if (!to) {
        return refused(why, [&] {
          return std::string(order_name(order)) + " needs a point for the leader to go to";
        });
      }
      if (!s.battlefield().table.contains(*to)) {
        return refused(why, [] { return std::string("that point is off the table"); });
      }
      if (in_saddle(s, leader)) {
        // A mounted leader leads at his horse's pace (000 / Movement / Horse).
        const RideLimits limits = ride_limits(s, leader, false);
        if (ride_allowed(s.battlefield(), s.figures(), leader, *to, limits, s.config.movement)) {
          return true;
        }
        return refused(why, [&] {
          return man_name(s, leader) + " cannot lead there: " +
                 check_ride(s.battlefield(), s.figures(), leader, *to, limits, s.config.movement)
                     .reason;
        });
      }
      const double walk = allowance(s, leader, MoveMode::kWalk);
      if (!why)
        return move_allowed(s.battlefield(), s.figures(), leader, *to, walk, s.config.movement);
      const MoveCheck m =
          check_move(s.battlefield(), s.figures(), leader, *to, walk, s.config.movement);
      if (!m.ok) {
        return refused(why,
                       [&] { return man_name(s, leader) + " cannot lead there: " + m.reason; });
      }
      return true;
    }
    case Order::kPassThroughCharge:
      return judge_pass_through(s, leader, target, to, why);  // pass_through_charge.h
    case Order::kFormedCharge: {
      Vec2 point;
      if (charge_allowed(s, leader, target, std::nullopt, point)) return true;
      return refused(why, [&] {
        return "Formed Charge: " + charge_refusal(s, leader, target, std::nullopt, point);
      });
    }
    case Order::kVolleyFire: {
      if (unit_in_melee(s, unit)) {
        return refused(
            why, [&] { return unit_name(s, unit) + " is in melee and cannot fire a volley"; });
      }
      if (target < 0 || target >= static_cast<int>(s.figures().size())) {
        return refused(
            why, [&] { return "there is no figure " + std::to_string(target) + " to fire at"; });
      }
      if (!is_enemy(s, leader, target) || !targetable(s, target)) {
        return refused(why, [&] { return man_name(s, target) + " is not an enemy in the fight"; });
      }
      const GatheredSightings sight(s);
      if (!look(s, sight, leader, target).visible) {
        return refused(why,
                       [&] { return man_name(s, leader) + " cannot see " + man_name(s, target); });
      }
      if (some_man_fires(s, men, target, sight)) return true;
      return refused(why, [&] {
        return "no loaded man of " + unit_name(s, unit) + " can fire at " + man_name(s, target);
      });
    }
    case Order::kIndividual:
      break;
  }
  return true;
}

}  // namespace

std::string order_refusal(const RencounterState& s, Order order, int target,
                          const std::optional<Vec2>& to) {
  std::string why;
  judge_order(s, order, target, to, &why);
  return why;
}

bool order_allowed(const RencounterState& s, Order order, int target,
                   const std::optional<Vec2>& to) {
  return judge_order(s, order, target, to, nullptr);
}

bool order_allowed(const RencounterState& s, Order order, int target, const std::optional<Vec2>& to,
                   const std::vector<int16_t>& linked) {
  return judge_order(s, order, target, to, nullptr, &linked);
}

bool volley_allowed(const RencounterState& s, const std::vector<int16_t>& linked, int target,
                    std::span<const Sighting> sight) {
  if (linked.empty() || target < 0 || target >= static_cast<int>(s.figures().size())) return false;
  const int leader = linked.front();
  if (!is_enemy(s, leader, target) || !targetable(s, target)) return false;
  return look(s, sight, leader, target).visible && some_man_fires(s, linked, target, sight);
}

namespace {

// 000 / Follow Him: "use the worst experience rating instead of the
// leader's, unless they are moving away from known or suspected enemy
// positions" -- away: the leader ends farther from the nearest enemy.
int follow_him_experience(const RencounterState& s, const std::vector<int16_t>& men, Vec2 to) {
  const int leader = men.front();
  std::vector<Sighting> none;
  const int foe = nearest_enemy(s, none, leader, false);
  if (foe >= 0) {
    const Vec2 enemy = s.figures()[at(foe)].at;
    if (distance(to, enemy) > distance(s.figures()[at(leader)].at, enemy)) {
      return s.men[at(leader)].experience;
    }
  }
  return lowest_experience(s, men);
}

// Follow Me and Follow Him: the roll, then the leader and the men who act
// move; under Follow Me they are held back to the leader's line.
void lead_move(RencounterState& s, Order order, Vec2 to, Dice& dice, EventSink& events) {
  const Borrowed<std::vector<int16_t>> linked;
  std::vector<int16_t>& men = *linked;
  linked_men(s, s.active_unit(), men);
  const int order_experience = order == Order::kFollowHim ? follow_him_experience(s, men, to)
                                                          : s.men[at(men.front())].experience;
  const Borrowed<std::vector<int16_t>> rolled;
  const std::vector<int16_t>& acting = *rolled;
  roll_order(s, order, men, order_experience, dice, events, *rolled);
  const bool hold_back = order == Order::kFollowMe;
  const int leader = men.front();
  if (acting.empty() || acting.front() != leader) return;  // the unit does not move
  begin_order_move(s);  // opportunity fire watches the legs (opportunity_orders.h)
  Figure& lead = s.figures()[at(leader)];
  const Vec2 from = lead.at;
  const Vec2 shift = to - from;
  const double len = length(shift);
  // Who rides is fixed before anyone moves (a fall on the way changes it).
  const bool leader_rides = in_saddle(s, leader);
  const size_t on_foot = static_cast<size_t>(
      std::count_if(acting.begin() + 1, acting.end(), [&](int16_t i) { return !in_saddle(s, i); }));
  if (leader_rides) {
    ride_to(s, leader, to, dice, events);  // jumps and woods may stop him short
  } else {
    lead.at = to;
    if (len > 1e-9) lead.facing = static_cast<float>(bearing(from, to));
    if (lead.posture == Posture::kKneeling) lead.posture = Posture::kStanding;
    s.men[at(leader)].moved = static_cast<float>(len);
  }
  s.men[at(leader)].aim_target = -1;
  const Vec2 dir = len > 1e-9 ? shift * (1.0 / len) : Vec2{};
  // "Move the leader and then move the other men so they are abreast or
  // behind the leader": each keeps his place, held back to the leader's line.
  for (size_t k = 1; k < acting.size(); ++k) {
    const int i = acting[k];
    Figure& f = s.figures()[at(i)];
    Vec2 want = f.at + shift;
    const double ahead = dot(want - to, dir);
    if (hold_back && ahead > 0) want = want - dir * ahead;
    if (in_saddle(s, i)) {
      // Riders go at horse pace; one the order cannot carry rides on by
      // himself at the end of the activation (horse_falls.h).
      Vec2 p;
      if (order_ride_point(s, i, want, p)) ride_to(s, i, p, dice, events);
      continue;
    }
    const double inches = allowance(s, i, MoveMode::kWalk);
    const Vec2 start = f.at;
    const Vec2 end =
        farthest_reachable(s.battlefield(), s.figures(), i, want, inches, s.config.movement);
    f.at = end;
    if (distance(start, end) > 1e-9) f.facing = lead.facing;
    if (f.posture == Posture::kKneeling && distance(start, end) > 1e-9)
      f.posture = Posture::kStanding;
    s.men[at(i)].moved = static_cast<float>(distance(start, end));
    s.men[at(i)].aim_target = -1;
  }
  // A rider has told his own ride (riding.cpp); only the men on foot who
  // went with him are left to tell, so he is not told moving twice.
  if (leader_rides) {
    if (on_foot > 0) {
      narrate(s, events, lead.side, [&] {
        std::string t = std::to_string(on_foot);
        t.append(on_foot == 1 ? " man on foot goes" : " men on foot go");
        return t.append(" with ").append(man_name(s, leader));
      });
    }
    watch_order_move(s, events);
    return;
  }
  narrate(s, events, lead.side, [&] {
    std::string t = man_name(s, leader);
    t.append(hold_back ? " leads " : " moves ").append(inches_text(len));
    if (acting.size() > 1) {
      t.append(" with ").append(std::to_string(acting.size() - 1));
      t.append(acting.size() == 2 ? " man" : " men");
      if (!hold_back) t.append(" around him");
    }
    return t;
  });
  watch_order_move(s, events);  // a man entering a watched circle stops there
}

}  // namespace

void follow_me(RencounterState& s, Vec2 to, Dice& dice, EventSink& events) {
  lead_move(s, Order::kFollowMe, to, dice, events);
}

void follow_him(RencounterState& s, Vec2 to, Dice& dice, EventSink& events) {
  lead_move(s, Order::kFollowHim, to, dice, events);
}

void formed_charge(RencounterState& s, int target, Dice& dice, EventSink& events,
                   const std::optional<Vec2>& ride_on) {
  const Borrowed<std::vector<int16_t>> linked;
  std::vector<int16_t>& men = *linked;
  linked_men(s, s.active_unit(), men);
  const Borrowed<std::vector<int16_t>> rolled;
  const std::vector<int16_t>& acting = *rolled;
  roll_order(s, ride_on ? Order::kPassThroughCharge : Order::kFormedCharge, men,
             lowest_experience(s, men), dice, events, *rolled);
  if (acting.empty() || acting.front() != men.front()) return;
  if (ride_on) return pass_through(s, acting, target, *ride_on, dice, events);
  begin_order_move(s);  // opportunity fire watches the legs (opportunity_orders.h)
  // Every man moves first, then the strokes fall (000 / Charging).
  const Borrowed<std::vector<ChargeBlow>> borrowed_blows;
  std::vector<ChargeBlow>& blows = *borrowed_blows;
  blows.clear();
  blows.reserve(s.figures().size());  // one a man at most: grown to that at once
  for (int16_t i : acting) {
    Vec2 point;
    const int foe = formed_charge_foe(s, i, target, point);
    if (foe < 0) continue;  // nobody in reach: he stays with the unit
    // On foot, or at his horse's pace (mounted_charge.h).
    ChargeBlow b;
    if (charge_in(s, i, foe, point, dice, events, b)) blows.push_back(b);
  }
  if (watch_formed_charge(s, blows, events)) return;  // the strokes wait for the reaction
  for (const ChargeBlow& b : blows) {
    if (!fit(s, b.attacker) || !targetable(s, b.defender)) continue;
    strike_home(s, b, dice, events);
  }
}

void volley_fire(RencounterState& s, int target, Dice& dice, EventSink& events) {
  const Borrowed<std::vector<int16_t>> linked;
  std::vector<int16_t>& men = *linked;
  linked_men(s, s.active_unit(), men);
  const Borrowed<std::vector<int16_t>> rolled;
  const std::vector<int16_t>& acting = *rolled;
  roll_order(s, Order::kVolleyFire, men, s.men[at(men.front())].experience, dice, events, *rolled);
  if (acting.empty() || acting.front() != men.front()) return;
  const GatheredSightings sight(s);
  for (size_t k = 1; k < acting.size(); ++k) {  // the leader gives orders, he does not fire
    const int i = acting[k];
    if (!targetable(s, target) || s.figures()[at(target)].status == FigureStatus::kDead) break;
    LosResult seen;
    ShotSituation x;
    if (!shot_allowed(s, sight, i, s.figures()[at(i)].at, target, ShotPrep::kVolley, seen, x)) {
      continue;
    }
    take_shot(s, i, target, seen, x, dice, events);
  }
}

}  // namespace skirmish::rencounter
