#include "engine/rules/rencounter/leadership.h"

#include <algorithm>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/morale_results.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/refusal.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// A unit whose men moved less than this in all did not move (Follow in Column).
constexpr double kMovedAtAll = 0.05;

bool valid_figure(const RencounterState& s, int i) {
  return i >= 0 && i < static_cast<int>(s.figures().size());
}

// The unit still has its activation to come this turn: a card in the deck
// or held (Method One), or no marker yet (Method Two).
bool still_to_act(const RencounterState& s, int unit) {
  const ActivationState& a = s.activation;
  if (s.config.activation.method == ActivationMethod::kDiceAndMarkers) {
    return a.marked[at(unit)] == 0;
  }
  if (a.held[at(unit)] != 0) return true;
  for (int k = 0; k < a.deck_size; ++k) {
    if (a.deck[at(k)] == unit) return true;
  }
  return false;
}

bool unit_moved(const RencounterState& s, int unit) {
  const UnitRecord& u = s.units[at(unit)];
  for (int i = u.first; i < u.first + u.size; ++i) {
    if (s.men[at(i)].moved > kMovedAtAll) return true;
  }
  return false;
}

}  // namespace

bool direct_order_allowed(const RencounterState& s, const Action& a, Vec2& contact,
                          std::string* why) {
  const int leader = a.actor;
  const int man = a.target;
  if (!valid_figure(s, man)) {
    return refused(why, [&] {
      return std::string("there is no figure ").append(std::to_string(man)).append(" to order");
    });
  }
  const int unit = unit_of(s, leader);
  const auto who = [&] { return man_name(s, leader); };  // named only in a refusal
  if (s.units[at(unit)].leader != leader) {
    return refused(why, [&] { return who() + " does not lead his unit"; });
  }
  if (man == leader || unit_of(s, man) != unit) {
    return refused(why, [&] { return man_name(s, man) + " is not one of " + who() + "'s men"; });
  }
  // "but not an incapacitated figure".
  if (!able_to_act(s, man)) {
    return refused(why, [&] { return man_name(s, man) + " is past taking orders"; });
  }
  const bool queued =
      std::find(s.figure_queue.begin(), s.figure_queue.end(), man) != s.figure_queue.end();
  if (s.men[at(man)].active || queued) {
    return refused(why, [&] { return man_name(s, man) + " has already acted"; });
  }
  if (gap(s, leader, man) > kDirectOrderReach + 1e-9) {
    return refused(why, [&] { return man_name(s, man) + " is more than 3\" from " + who(); });
  }
  contact = s.figures()[at(leader)].at;
  if (in_contact(s, leader, man)) return true;
  const double walk = allowance(s, leader, MoveMode::kWalk);
  for (int slot = 0; slot < kContactSlots; ++slot) {
    const Vec2 p = contact_point(s, leader, man, slot);
    if (move_allowed(s.battlefield(), s.figures(), leader, p, walk, s.config.movement)) {
      contact = p;
      return true;
    }
  }
  return refused(why, [&] { return who() + " cannot get to " + man_name(s, man); });
}

std::string direct_order_refusal(const RencounterState& s, const Action& a, Vec2& contact) {
  std::string why;
  direct_order_allowed(s, a, contact, &why);
  return why;
}

void direct_order(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  Vec2 contact;
  direct_order_allowed(s, a, contact);
  const int leader = a.actor;
  const int man = a.target;
  Figure& lead = s.figures()[at(leader)];
  const double d = distance(lead.at, contact);
  if (d > 1e-9) {
    lead.facing = static_cast<float>(bearing(lead.at, contact));
    lead.at = contact;
    if (lead.posture == Posture::kKneeling) lead.posture = Posture::kStanding;
    s.men[at(leader)].moved = static_cast<float>(d);
  }
  s.men[at(leader)].aim_half_turns = 0;
  s.men[at(leader)].aim_target = -1;
  ManRecord& m = s.men[at(man)];
  // "If the man is wounded, he must roll again and score less than 7 -
  // wound points to activate."
  const LeaderOrder order = roll_leader_order(m.wounds.points, dice, man);
  narrate(s, events, lead.side, [&] {
    std::string t = man_name(s, leader);
    if (d > 1e-9) t.append(" goes to ").append(man_name(s, man)).append(" and");
    t.append(" gives ").append(man_name(s, man)).append(" a direct order");
    if (order.die > 0) {
      t.append(": wounded, he needs less than ")
          .append(std::to_string(kFallBackTotal - m.wounds.points))
          .append(", rolls ")
          .append(std::to_string(order.die));
    }
    t.append(order.activated ? ": he obeys" : ": he does not respond");
    return t;
  });
  if (!order.activated) return;
  // "A routing figure can be rallied this way".
  if (rally(m.morale, m.wounds)) {
    settle_status(s, man);
    narrate(s, events, lead.side,
            [&] { return man_name(s, man).append(" is rallied and stops running"); });
  }
  if (m.wounds.in_shock) {
    recover_from_shock(m.wounds);
    settle_status(s, man);
    narrate(s, events, lead.side,
            [&] { return man_name(s, man).append(" recovers from the shock of his wound"); });
    return;
  }
  if (!fit(s, man)) return;
  m.active = true;
  s.figure_queue.push_back(static_cast<int16_t>(man));
}

void add_direct_order_candidates(const RencounterState& s, int leader, std::vector<Action>& out) {
  const int unit = unit_of(s, leader);
  const UnitRecord& u = s.units[at(unit)];
  if (u.leader != leader) return;
  for (int i = u.first; i < u.first + u.size; ++i) {
    const Action a{ActionKind::kSpecial,    static_cast<int16_t>(leader),
                   static_cast<int16_t>(i), -1,
                   kSpecialDirectOrder,     {}};
    Vec2 contact;
    if (i != leader && direct_order_allowed(s, a, contact)) out.push_back(a);
  }
}

int leader_rolling_first(const RencounterState& s, int unit) {
  if (!s.config.action.leader_influenced_morale || !s.units[at(unit)].morale_check) return -1;
  const int leader = s.units[at(unit)].leader;
  if (leader < 0 || !able_to_act(s, leader)) return -1;
  return leader;
}

LeaderInfluence influence_on(const RencounterState& s, int leader, const ActionRoll& roll, int i) {
  if (i == leader) return LeaderInfluence::kNone;
  // "troops in base to base contact with him or who can see him within
  // three inches".
  bool reach = in_contact(s, leader, i);
  if (!reach && gap(s, leader, i) <= kLeaderInfluenceReach + 1e-9) {
    std::vector<Sighting> sight;
    gather_sightings(s, sight);
    reach = look(s, sight, i, leader).visible;
  }
  return leader_influence(roll, reach);
}

bool column_allowed(const RencounterState& s, int target, std::string* why) {
  const int unit = s.active_unit();
  const ActivationMethod method = s.config.activation.method;
  if (method != ActivationMethod::kCards && method != ActivationMethod::kDiceAndMarkers) {
    return refused(why, [] {
      return "Follow in Column waits for another unit's move this turn: it needs cards or dice "
             "and markers";
    });
  }
  if (fit_leader(s, unit) < 0) {
    return refused(why, [&] { return unit_name(s, unit) + " has no leader to give the order"; });
  }
  if (!valid_figure(s, target))
    return refused(why, [] { return "name a man of the unit in the way"; });
  const int other = unit_of(s, target);
  if (other == unit || s.units[at(other)].side != s.units[at(unit)].side) {
    return refused(why, [&] { return man_name(s, target) + " is not of another friendly unit"; });
  }
  if (!unit_can_act(s, other) || !still_to_act(s, other)) {
    return refused(why, [&] { return unit_name(s, other) + " will not move again this turn"; });
  }
  return true;
}

std::string column_refusal(const RencounterState& s, int target) {
  std::string why;
  column_allowed(s, target, &why);
  return why;
}

void follow_in_column(RencounterState& s, int target, EventSink& events) {
  const int unit = s.active_unit();
  const int other = unit_of(s, target);
  s.sequence.column_behind[at(unit)] = static_cast<int8_t>(other + 1);
  narrate(s, events, s.units[at(unit)].side, [&] {
    return unit_name(s, unit)
        .append(" holds its move to follow ")
        .append(unit_name(s, other))
        .append(" in column");
  });
}

void release_column(RencounterState& s, int unit, EventSink& events) {
  const bool moved = unit_moved(s, unit);
  for (int w = 0; w < static_cast<int>(s.units.size()); ++w) {
    if (s.sequence.column_behind[at(w)] != unit + 1) continue;
    s.sequence.column_behind[at(w)] = 0;
    const int side = s.units[at(w)].side;
    if (moved && unit_can_act(s, w) && s.unit_queue_size < kMaxUnits) {
      s.unit_queue[at(s.unit_queue_size++)] = static_cast<int8_t>(w);
      narrate(s, events, side, [&] {
        return unit_name(s, w).append(" follows ").append(unit_name(s, unit)).append(" in column");
      });
    } else {
      // "If the blocking unit then fails to move that turn, the unit
      // Following in Column loses it's move as well."
      narrate(s, events, side, [&] {
        return unit_name(s, w)
            .append(" loses its move: ")
            .append(unit_name(s, unit))
            .append(" did not move");
      });
    }
  }
}

void drop_columns(RencounterState& s, EventSink& events) {
  for (int w = 0; w < static_cast<int>(s.units.size()); ++w) {
    if (s.sequence.column_behind[at(w)] == 0) continue;
    const int blocker = s.sequence.column_behind[at(w)] - 1;
    s.sequence.column_behind[at(w)] = 0;
    narrate(s, events, s.units[at(w)].side, [&] {
      return unit_name(s, w)
          .append(" loses its move: ")
          .append(unit_name(s, blocker))
          .append(" never moved this turn");
    });
  }
}

}  // namespace skirmish::rencounter
