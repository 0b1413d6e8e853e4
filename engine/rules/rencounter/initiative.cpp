#include "engine/rules/rencounter/initiative.h"

#include <algorithm>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/melee_play.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/turn_flow.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

int waiting_side(const RencounterState& s) {
  return 1 - s.sequence.holder;
}

bool side_can_act(const RencounterState& s, int side) {
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    if (s.units[at(u)].side == side && unit_can_act(s, u)) return true;
  }
  return false;
}

// 002: "he nominates a single figure": any man of the side fit to act.
bool may_nominate(const RencounterState& s, int i) {
  return fit(s, i) && !s.men[at(i)].morale.runs_for_good && unit_can_act(s, unit_of(s, i));
}

bool side_has_nominee(const RencounterState& s, int side) {
  for (int i = 0; i < static_cast<int>(s.men.size()); ++i) {
    if (s.figures()[at(i)].side == side && may_nominate(s, i)) return true;
  }
  return false;
}

// 002: "Can engage in melee or reach objective in one move, or shooting
// within medium range".
bool within_reach(const RencounterState& s, std::span<const Sighting> sight, int i) {
  const Figure& me = s.figures()[at(i)];
  const ManRecord& m = s.men[at(i)];
  const double reach = charge_allowance(s, i);
  const int n = static_cast<int>(s.figures().size());
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j)) continue;
    if (gap(s, i, j) <= reach) return true;
    if (m.loaded() && m.missile >= 0 && gap(s, i, j) <= missile_weapons()[at(m.missile)].medium &&
        look(s, sight, i, j).visible) {
      return true;
    }
  }
  const std::string& side = s.scenario().sides[at(me.side)].name;
  for (const Objective& o : s.scenario().objectives) {
    if (o.side != side || o.kind == ObjectiveKind::kKill) continue;
    if (distance(me.at, o.area.centre) <= reach + o.area.radius) return true;
  }
  return false;
}

}  // namespace

bool plays_initiative(const RencounterState& s) {
  return s.config.activation.method == ActivationMethod::kInitiative;
}

bool initiative_turn_over(RencounterState& s) {
  SequenceState& q = s.sequence;
  const bool first = q.turn_length == 0;
  if (!first && s.activations - q.turn_began_at < q.turn_length) return false;
  int able = 0;
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) able += unit_can_act(s, u) ? 1 : 0;
  const int length = s.config.initiative.turn_activations > 0 ? s.config.initiative.turn_activations
                                                              : std::max(1, able);
  q.turn_began_at = s.activations;
  q.turn_length = static_cast<int16_t>(length);
  return !first;
}

void offer_initiative(RencounterState& s, EventSink& events) {
  SequenceState& q = s.sequence;
  q.restricted_unit = kNoUnit;
  // 002 / Tactical Factors: "Each time a player's figures shoot ... the
  // player hands his opponent a counter."
  if (q.shot_this_activation && q.last_side >= 0) {
    const int other = 1 - q.last_side;
    q.counters[at(other)] = static_cast<int8_t>(std::min(q.counters[at(other)] + 1, 99));
    narrate(s, events, other, [&] {
      std::string t = side_name(s, q.last_side);
      return t.append(" has shot: ")
          .append(side_name(s, other))
          .append(" takes a counter (")
          .append(std::to_string(q.counters[at(other)]))
          .append(" in hand, +2 each to seize the initiative)");
    });
  }
  q.shot_this_activation = false;
  const bool holder_can = side_can_act(s, q.holder);
  const bool other_can = side_can_act(s, waiting_side(s));
  if (!holder_can && !other_can) {
    s.phase = Phase::kOver;
    return;
  }
  if (!holder_can) {
    q.holder = static_cast<int8_t>(waiting_side(s));
    narrate(s, events, q.holder, [&] {
      std::string t = side_name(s, 1 - q.holder);
      return t.append(" has nobody left to act: the initiative passes to ")
          .append(side_name(s, q.holder));
    });
    s.phase = Phase::kPickUnit;
    return;
  }
  // 002: "One player carries out one action ... The opposing player then
  // tries to snatch the initiative away": never before the first action.
  s.phase =
      s.activations > 0 && side_has_nominee(s, waiting_side(s)) ? Phase::kSeize : Phase::kPickUnit;
}

Decision initiative_decision(const RencounterState& s) {
  if (s.phase == Phase::kSeize) return {DecisionKind::kSeizeInitiative, waiting_side(s), -1, -1};
  return {DecisionKind::kActivateUnit, s.sequence.holder, -1, -1};
}

int initiative_rate(const RencounterState& s, int nominee) {
  return base_initiative_rate(s.men[at(nominee)].experience, s.config.initiative.rates);
}

InitiativeFactors initiative_factors(const RencounterState& s, int i, int target) {
  InitiativeFactors f;
  const ManRecord& m = s.men[at(i)];
  const int unit = unit_of(s, i);
  // 002: "adds leadership factors if the figure is also a leader".
  if (s.units[at(unit)].leader == i) {
    f.leadership = leadership_factor(m.experience, m.morale.inspired,
                                     s.config.initiative.leadership_by_experience);
  }
  std::vector<Sighting> sight;
  gather_sightings(s, sight);
  f.within_reach = within_reach(s, sight, i);
  f.counters = s.sequence.counters[at(s.figures()[at(i)].side)];
  // "Out of line of sight of destination": he heads for the enemy he names,
  // or else the nearest enemy.
  const int goal = target >= 0 ? target : nearest_enemy(s, sight, i, false);
  f.destination_unseen = goal >= 0 && !look(s, sight, i, goal).visible;
  // "Engaged in melee (unless can automatically break off)": in Rencounter
  // a man may walk out of a melee, but his foe can follow and strike again
  // (000 / Leaving Melee), so he cannot break off at will.
  f.engaged = engaged(s, i);
  return f;
}

void add_initiative_candidates(const RencounterState& s, std::vector<Action>& out) {
  if (s.phase == Phase::kPickUnit) {
    for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
      if (s.units[at(u)].side == s.sequence.holder && unit_can_act(s, u)) {
        out.push_back({ActionKind::kActivate, -1, -1, static_cast<int16_t>(u), 0, {}});
      }
    }
    return;
  }
  out.push_back({ActionKind::kPass, -1, -1, -1, 0, {}});
  // One nominee a unit: the man with the best chance (the leader on a tie).
  const int side = waiting_side(s);
  for (int u = 0; u < static_cast<int>(s.units.size()); ++u) {
    const UnitRecord& unit = s.units[at(u)];
    if (unit.side != side) continue;
    int best = -1;
    int best_chance = -1;
    auto consider = [&](int i) {
      if (!may_nominate(s, i)) return;
      const int c = seize_chance_in_20(initiative_rate(s, i), initiative_factors(s, i, -1));
      if (c > best_chance) {
        best = i;
        best_chance = c;
      }
    };
    if (unit.leader >= 0) consider(unit.leader);
    for (int i = unit.first; i < unit.first + unit.size; ++i) consider(i);
    if (best >= 0) {
      out.push_back({ActionKind::kSeizeInitiative,
                     static_cast<int16_t>(best),
                     -1,
                     static_cast<int16_t>(u),
                     0,
                     {}});
    }
  }
}

CheckResult check_initiative_choice(const RencounterState& s, const Action& a) {
  const int figures = static_cast<int>(s.figures().size());
  const int units = static_cast<int>(s.units.size());
  if (s.phase == Phase::kPickUnit) {
    if (a.kind != ActionKind::kActivate) {
      return CheckResult::illegal(side_name(s, s.sequence.holder) +
                                  " holds the initiative and must pick a unit to act");
    }
    if (a.unit < 0 || a.unit >= units) {
      return CheckResult::illegal(std::string("there is no unit ").append(std::to_string(a.unit)));
    }
    if (s.units[at(a.unit)].side != s.sequence.holder) {
      return CheckResult::illegal(unit_name(s, a.unit) + " is not on the side with the initiative");
    }
    if (!unit_can_act(s, a.unit)) {
      return CheckResult::illegal(unit_name(s, a.unit) + " has nobody able to act");
    }
    return CheckResult::legal();
  }
  if (a.kind == ActionKind::kPass) return CheckResult::legal();
  if (a.kind != ActionKind::kSeizeInitiative) {
    return CheckResult::illegal(side_name(s, waiting_side(s)) +
                                " may try to seize the initiative with one man, or pass");
  }
  if (a.actor < 0 || a.actor >= figures) {
    return CheckResult::illegal(
        std::string("there is no figure ").append(std::to_string(a.actor)).append(" to nominate"));
  }
  if (s.figures()[at(a.actor)].side != waiting_side(s)) {
    return CheckResult::illegal(man_name(s, a.actor) + " is on the side that has the initiative");
  }
  if (!may_nominate(s, a.actor)) {
    return CheckResult::illegal(man_name(s, a.actor) + " is in no state to take the lead");
  }
  if (a.target < -1 || a.target >= figures) {
    return CheckResult::illegal(
        std::string("there is no figure ").append(std::to_string(a.target)));
  }
  if (a.target >= 0 && (!is_enemy(s, a.actor, a.target) || !targetable(s, a.target))) {
    return CheckResult::illegal(man_name(s, a.target) + " is not an enemy in the fight");
  }
  if (a.unit != -1 && a.unit != unit_of(s, a.actor)) {
    return CheckResult::illegal(
        man_name(s, a.actor) + " is not of " +
        (a.unit >= 0 && a.unit < units ? unit_name(s, a.unit) : std::string("that unit")));
  }
  return CheckResult::legal();
}

void general_melee(RencounterState& s, Dice& dice, EventSink& events) {
  // A fresh round: each man may riposte once in it (000 / One Vs Many).
  for (ManRecord& m : s.men) m.riposte_used = false;
  const int n = static_cast<int>(s.figures().size());
  for (const int side : {int{s.sequence.holder}, waiting_side(s)}) {
    for (int i = 0; i < n; ++i) {
      if (s.figures()[at(i)].side != side || !fit(s, i) || s.men[at(i)].morale.runs_for_good) {
        continue;
      }
      for (int j = 0; j < n; ++j) {
        if (!is_enemy(s, i, j) || !targetable(s, j) || !in_contact(s, i, j)) continue;
        strike(s, i, j, 0, behind(s, j, s.figures()[at(i)].at), dice, events);
        break;
      }
    }
  }
}

void apply_initiative_choice(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  SequenceState& q = s.sequence;
  if (s.phase == Phase::kPickUnit) {
    q.last_side = q.holder;
    activate_now(s, a.unit, events);
    return;
  }
  const int side = waiting_side(s);
  if (a.kind == ActionKind::kPass) {
    narrate(s, events, side, [&] {
      std::string t = side_name(s, side);
      return t.append(" lets ").append(side_name(s, q.holder)).append(" keep the initiative");
    });
    s.phase = Phase::kPickUnit;
    return;
  }
  const int i = a.actor;
  const int rate = initiative_rate(s, i);
  const InitiativeFactors f = initiative_factors(s, i, a.target);
  const SeizeRoll roll = roll_seize(rate, f, dice, i);
  narrate(s, events, side, [&] {
    std::string t = man_name(s, i);
    t.append(" tries to seize the initiative for ").append(side_name(s, side));
    t.append(": needs ").append(std::to_string(rate)).append(" (");
    t.append(rate_name(rate)).append(") or more on a d20, rolls ").append(std::to_string(roll.die));
    for (const NamedModifier& m : list_seize_factors(f)) {
      t.append(", ").append(m.name).append(" ").append(signed_text(m.value));
    }
    if (roll.modifier != 0) t.append(" = ").append(std::to_string(roll.total));
    t.append(roll.seized ? ": seizes it" : ": fails");
    return t;
  });
  if (roll.seized || !s.config.initiative.counters_kept_until_seized) q.counters[at(side)] = 0;
  if (roll.general_melee) {
    narrate(s, events, side, [&] {
      std::string t = "a natural ";
      return t.append(std::to_string(roll.die))
          .append(": every man in contact fights a round of melee (002)");
    });
    general_melee(s, dice, events);
  }
  if (!roll.seized) {
    s.phase = Phase::kPickUnit;
    return;
  }
  q.holder = static_cast<int8_t>(side);
  q.last_side = static_cast<int8_t>(side);
  const int unit = unit_of(s, i);
  // The nominee's unit makes the first action; if the melee left him or it
  // unable to act, his side keeps the initiative and picks freely.
  if (!may_nominate(s, i)) {
    s.phase = Phase::kPickUnit;
    return;
  }
  if (s.config.initiative.first_action_restricted) q.restricted_unit = static_cast<int8_t>(unit);
  activate_now(s, unit, events);
}

void note_initiative_action(RencounterState& s, const Action& a) {
  if (!plays_initiative(s)) return;
  const bool volley = s.phase == Phase::kChooseOrder && a.kind == ActionKind::kOrder &&
                      a.param == static_cast<int32_t>(Order::kVolleyFire);
  const bool shot = s.phase == Phase::kFigures && a.kind == ActionKind::kShoot;
  if (volley || shot) s.sequence.shot_this_activation = true;
}

}  // namespace skirmish::rencounter
