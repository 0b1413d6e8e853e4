#include "engine/rules/mayhem/activation.h"

#include <algorithm>
#include <string>

#include "engine/rules/mayhem/artillery_flow.h"
#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/group_wheel.h"
#include "engine/rules/mayhem/mayhem_rolls.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/table_queries.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Buffers kept per thread so that offering and checking orders (asked at
// every decision of a search) does not allocate once warm.
struct Scratch {
  std::vector<uint8_t> eligible;
  std::vector<int> group_of;
  std::vector<int16_t> group;
  std::vector<uint8_t> seen;
};
Scratch& scratch() {
  thread_local Scratch s;
  return s;
}

// The buffers at the most a side's groups can need (every man), so that
// no rarer, larger group grows them in play.
Scratch& scratch_for(const MayhemState& state) {
  Scratch& s = scratch();
  const size_t n = state.men.size();
  s.eligible.reserve(n);
  s.group_of.reserve(n);
  s.group.reserve(n);
  s.seen.reserve(n);
  return s;
}

// The active side's men who may still be ordered to move.
const std::vector<uint8_t>& unmoved(const MayhemState& s) {
  std::vector<uint8_t>& eligible = scratch_for(s).eligible;
  eligible.assign(s.men.size(), 0);
  for (size_t i = 0; i < s.men.size(); ++i) {
    eligible[i] = s.figures()[i].side == s.active && !s.activated[i] &&
                  s.figures()[i].status == FigureStatus::kFighting;
  }
  return eligible;
}

// The men of group `g` of `group_of`, in figure order, into `out`.
void members(const std::vector<int>& group_of, int g, std::vector<int16_t>& out) {
  out.clear();
  for (size_t i = 0; i < group_of.size(); ++i) {
    if (group_of[i] == g) out.push_back(static_cast<int16_t>(i));
  }
}

// The unmoved group `man` belongs to, in figure order (a scratch buffer:
// valid until the next call).
const std::vector<int16_t>& unmoved_group(const MayhemState& s, int man) {
  Scratch& k = scratch_for(s);
  side_groups(s, s.active, unmoved(s), k.group_of);
  k.group.clear();
  const int g = k.group_of[at(man)];
  if (g >= 0) members(k.group_of, g, k.group);
  return k.group;
}

bool any_mounted(const MayhemState& s, const std::vector<int16_t>& group) {
  return std::any_of(group.begin(), group.end(),
                     [&](int16_t m) { return s.figures()[at(m)].mounted; });
}

// Any enemy a charge by this group could reach at its best roll.
bool can_charge(const MayhemState& s, const std::vector<int16_t>& group) {
  const double reach = most_allowance(s, group);
  for (const int16_t m : group) {
    const MayhemMan& man = s.men[at(m)];
    if (man.incendiary || man.noncombatant) continue;  // 004 / Fire: may not charge
    for (size_t e = 0; e < s.men.size(); ++e) {
      const Figure& f = s.figures()[e];
      if (f.side == s.active || f.status != FigureStatus::kFighting) continue;
      if (base_distance(s.figures()[at(m)].base(), f.base(), Measure::kBaseEdge) <= reach) {
        return true;
      }
    }
  }
  return false;
}

int roll_dice(Dice& dice, int count, int16_t code, const char* label, int16_t actor) {
  int sum = 0;
  for (int k = 0; k < count; ++k) {
    RollPurpose p;
    p.label = label;
    p.code = code;
    p.actor = actor;
    sum += dice.roll(6, p);
  }
  return sum;
}

}  // namespace

void ordered_group(const MayhemState& s, int man, std::vector<int16_t>& out) {
  const std::vector<int16_t>& group = unmoved_group(s, man);
  out.assign(group.begin(), group.end());
}

double most_allowance(const MayhemState& s, const std::vector<int16_t>& group) {
  const int dice = group.size() > 1 ? 2 : 3;
  const int extra = any_mounted(s, group) ? (s.config.variant == Variant::kMusket ? 2 : 1) : 0;
  return 6.0 * (dice + extra);
}

void activation_actions(const MayhemState& s, std::vector<Action>& out) {
  Scratch& k = scratch_for(s);
  const int groups = side_groups(s, s.active, unmoved(s), k.group_of);
  k.seen.assign(static_cast<size_t>(std::max(groups, 0)), 0);
  for (size_t i = 0; i < k.group_of.size(); ++i) {
    const int g = k.group_of[i];
    if (g < 0 || k.seen[at(g)]) continue;
    k.seen[at(g)] = 1;
    Action a;
    a.kind = ActionKind::kActivate;
    a.actor = static_cast<int16_t>(i);
    a.param = static_cast<int32_t>(MoveOrder::kMove);
    out.push_back(a);
    members(k.group_of, g, k.group);
    if (can_charge(s, k.group)) {
      a.param = static_cast<int32_t>(MoveOrder::kCharge);
      out.push_back(a);
    }
  }
  Action done;  // the rest of the side stands where it is
  done.kind = ActionKind::kPass;
  out.push_back(done);
}

CheckResult check_activation(const MayhemState& s, const Action& a) {
  if (a.kind == ActionKind::kPass) return CheckResult::legal();
  if (a.kind != ActionKind::kActivate) {
    return CheckResult::illegal("pick a group or a man to move, or end the moves");
  }
  if (a.actor < 0 || at(a.actor) >= s.men.size()) return CheckResult::illegal("no such man");
  const Figure& f = s.figures()[at(a.actor)];
  if (f.side != s.active) return CheckResult::illegal(man_name(s, a.actor) + " is not yours");
  if (f.status != FigureStatus::kFighting) {
    return CheckResult::illegal(man_name(s, a.actor) + " is out of the fight");
  }
  if (s.activated[at(a.actor)]) {
    return CheckResult::illegal(man_name(s, a.actor) + " has moved already this turn");
  }
  if (a.param != static_cast<int32_t>(MoveOrder::kMove) &&
      a.param != static_cast<int32_t>(MoveOrder::kCharge)) {
    return CheckResult::illegal("the order is to move or to charge");
  }
  if (a.param == static_cast<int32_t>(MoveOrder::kCharge) &&
      !can_charge(s, unmoved_group(s, a.actor))) {
    return CheckResult::illegal("no enemy is within charge reach of " + man_name(s, a.actor));
  }
  return CheckResult::legal();
}

bool activate(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  const std::vector<int16_t>& group = unmoved_group(s, a.actor);
  // A copy of a state (a search's) keeps only the capacity it has grown:
  // at its most once, no larger group grows it later.
  s.movers.reserve(s.men.size());
  s.movers.assign(group.begin(), group.end());
  s.next_mover = 0;
  s.stepped = false;
  s.charge_made = false;
  s.order = static_cast<MoveOrder>(a.param);
  for (const int16_t m : s.movers) s.activated[at(m)] = 1;
  guns_ordered(s);  // artillery_flow.h: the crews as the group stands now
  if (s.order == MoveOrder::kCharge) {
    switch (charge_courage(s, s.movers, dice, events)) {
      case ChargeNerve::kAsked:
        return false;  // hero_saves.h: his side's word on his save
      case ChargeNerve::kStandsStill:
        s.movers.clear();  // 004 / Courage: they stand still
        return true;
      case ChargeNerve::kGoesIn:
        return charge_goes_in(s, dice, events);
    }
  }
  roll_move_dice(s, dice, events);
  return true;
}

bool charge_goes_in(MayhemState& s, Dice& dice, EventSink& events) {
  std::vector<int16_t>& threatened = scratch_for(s).group;
  charged_men(s, s.movers, most_allowance(s, s.movers), threatened);
  if (!charged_checks(s, threatened, s.movers.front(), dice, events)) return false;
  roll_move_dice(s, dice, events);
  return true;
}

bool charge_checks_go_on(MayhemState& s, Dice& dice, EventSink& events) {
  if (!resolve_checks(s, dice, events)) {
    s.save_wait.charge_to_finish = true;
    return false;
  }
  roll_move_dice(s, dice, events);
  return true;
}

void roll_move_dice(MayhemState& s, Dice& dice, EventSink& events) {
  // 004 / Movement: 3d6" alone, 2d6" a group; 1d6" through delaying
  // terrain; mounted in the open +2d6" (Musket) or +1d6" (Medieval).
  const bool alone = s.movers.size() == 1;
  const int16_t first = s.movers.front();
  s.allowance =
      static_cast<float>(roll_dice(dice, alone ? 3 : 2, kMoveDiceRoll, "movement dice", first));
  s.slow_allowance =
      static_cast<float>(roll_dice(dice, 1, kSlowDiceRoll, "delaying terrain die", first));
  s.mounted_bonus = 0;
  if (any_mounted(s, s.movers)) {
    const int extra = s.config.variant == Variant::kMusket ? 2 : 1;
    s.mounted_bonus =
        static_cast<float>(roll_dice(dice, extra, kMountedDiceRoll, "mounted dice", first));
  }
  plan_wheels(s, s.allowance);  // group_wheel.h
  narrate(s, events, s.active, [&] {
    std::string who = alone ? man_name(s, first)
                            : man_name(s, first) + "'s group of " + std::to_string(s.movers.size());
    // The dice give what the men may go, each man then choosing his own
    // action within it (he may hold): "may ... up to", not a move made.
    std::string text = who +
                       (s.order == MoveOrder::kCharge ? " may charge up to " : " may move up to ") +
                       inches_text(s.allowance) + " (" + inches_text(s.slow_allowance) +
                       " through delaying terrain";
    if (s.mounted_bonus > 0) text += ", +" + inches_text(s.mounted_bonus) + " mounted in the open";
    return text + ")";
  });
}

}  // namespace skirmish::mayhem
