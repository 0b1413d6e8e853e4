#include "engine/rules/mayhem/man_actions.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "engine/rules/mayhem/artillery_flow.h"
#include "engine/rules/mayhem/fire_setting.h"
#include "engine/rules/mayhem/group_wheel.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/search.h"
#include "engine/rules/mayhem/stockade.h"
#include "engine/rules/mayhem/table_queries.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

Vec2 toward(Vec2 from, Vec2 to, double inches) {
  const double d = distance(from, to);
  if (d <= 1e-9) return from;
  const double k = std::min(1.0, inches / d);
  return from + (to - from) * k;
}

// He ends a move facing the nearest enemy, seen or not, or with none left
// the way he went (004 / Movement: men turn as they need;
// docs/rules/mayhem.md). Returns the enemy he faces, or -1.
int face_after_move(MayhemState& s, int man, Vec2 from) {
  Figure& f = s.figures()[at(man)];
  const int enemy = nearest_enemy(s, man);
  if (enemy >= 0) {
    f.facing = static_cast<float>(bearing(f.at, s.figures()[at(enemy)].at));
  } else if (distance(from, f.at) > 1e-6) {
    f.facing = static_cast<float>(bearing(from, f.at));
  }
  return enemy;
}

// A move of mover `k` to `to`: his place in a wheel (checked along its
// sweep) or a straight move.
MoveCheck check_man_move(const MayhemState& s, int k, Vec2 to, bool explain) {
  const int man = s.movers[at(k)];
  const double full = move_allowance(s, man, false);
  const double slow = move_allowance(s, man, true);
  if (const int w = wheel_at(s, k, to); w >= 0) {
    return check_wheel_place(s, k, w, full, slow, explain);
  }
  return check_move(s, man, to, full, slow, explain);
}

bool reloadable(const MayhemMan& m) {
  return gunpowder(m.missile) && !m.loaded && !m.moved && !artillery(m.missile);
}

void add_move(const MayhemState& s, int man, Vec2 to, std::vector<Action>& out) {
  if (!check_man_move(s, s.next_mover, to, false).ok) {
    // Off the open ground a mounted man's extra dice may not count
    // (Musket), and through woods or over an obstacle only the 1d6" does:
    // as far as each goes the same way.
    const Vec2 from = s.figures()[at(man)].at;
    bool found = false;
    for (const double inches : {move_allowance(s, man, false), move_allowance(s, man, true)}) {
      if (distance(from, to) <= inches) continue;
      const Vec2 nearer = toward(from, to, inches);
      if (check_man_move(s, s.next_mover, nearer, false).ok) {
        to = nearer;
        found = true;
        break;
      }
    }
    if (!found) return;
  }
  Action a;
  a.kind = ActionKind::kMove;
  a.actor = static_cast<int16_t>(man);
  a.at = to;
  for (const Action& b : out) {
    if (b.kind == ActionKind::kMove && b.at && distance(*b.at, to) < 0.25) return;
  }
  out.push_back(a);
}

// A few sensible places, from which planners pick (their own tactical
// search adds more through check): at the enemy, a little, away, to the
// objective, and with the man who moved before him.
void add_move_candidates(const MayhemState& s, int man, std::vector<Action>& out) {
  const Figure& f = s.figures()[at(man)];
  // 004 / Movement: a mounted man adds his extra dice (in the open, in
  // Musket); the move checks say where they count (add_move falls back).
  const double full = move_allowance(s, man, false) + (f.mounted ? s.mounted_bonus : 0.0);
  const int enemy = nearest_enemy(s, man);
  if (enemy >= 0) {
    const Vec2 e = s.figures()[at(enemy)].at;
    // Stop short of contact: only a charge may touch an enemy.
    const double gap = distance(f.at, e) - f.base_radius - s.figures()[at(enemy)].base_radius - 1.0;
    if (gap > 0.5) {
      add_move(s, man, toward(f.at, e, std::min(full, gap)), out);
      add_move(s, man, toward(f.at, e, std::min(full / 2, gap)), out);
    }
    add_move(s, man, toward(f.at, f.at + (f.at - e), full), out);
  }
  for (const Objective& o : s.scenario().objectives) {
    const bool ours = o.side == s.scenario().sides[at(f.side)].name;
    if (!ours || o.kind == ObjectiveKind::kKill) continue;
    add_move(s, man, toward(f.at, o.area.centre, full), out);
    if (o.kind == ObjectiveKind::kExit) {
      // Off the table through the exit: a point just beyond the edge
      // nearest the area's centre, inside the area.
      const Table& t = s.battlefield().table;
      const Vec2 c = o.area.centre;
      const double edge[4] = {c.x, t.width - c.x, c.y, t.depth - c.y};
      const Vec2 out_by[4] = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
      int nearest = 0;
      for (int k = 1; k < 4; ++k) nearest = edge[k] < edge[nearest] ? k : nearest;
      const double beyond = edge[nearest] + std::min(1.0, o.area.radius / 2);
      add_move(s, man, c + out_by[nearest] * beyond, out);
    }
  }
  if (s.stepped) {
    // Keep the group together: the same step as the man who moved before him.
    add_move(s, man, f.at + s.group_step, out);
  }
  // 004 / Movement: groups wheel. His place in the wheel begun, or in each
  // wheel the group may make.
  for (int w = 0; w < kWheels; ++w) {
    if (s.wheel_chosen >= 0 && w != s.wheel_chosen) continue;
    if (const std::optional<WheelSpot> spot = wheel_spot(s, w, s.next_mover)) {
      add_move(s, man, spot->at, out);
    }
  }
}

Action special_by(int man, int32_t code) {
  Action a;
  a.kind = ActionKind::kSpecial;
  a.param = code;
  a.actor = static_cast<int16_t>(man);
  return a;
}

// 004 / Musket Mayhem / Miscellaneous Rules: climb a stockade, set fire,
// search; each offered only when he could do it now. A man in hand-to-hand
// contact may only fall back (004 / Melee).
void add_miscellaneous(const MayhemState& s, int man, std::vector<Action>& out) {
  if (engaged(s, man)) return;
  if (climb_place(s, man, false).ok) out.push_back(special_by(man, kSpecialClimb));
  if (s.men[at(man)].incendiary) {
    thread_local std::vector<int> pieces;  // kept: no allocation once warm
    fire_targets_near(s, man, pieces);
    for (const int k : pieces) {
      Action a = special_by(man, kSpecialSetFire);
      a.at = nearest_point_of(s.battlefield().features[at(k)], s.figures()[at(man)].at);
      out.push_back(a);
    }
  }
  if (search_objective(s, man) >= 0) out.push_back(special_by(man, kSpecialSearch));
}

CheckResult check_miscellaneous(const MayhemState& s, int man, const Action& a) {
  if (engaged(s, man)) {
    return CheckResult::illegal(man_name(s, man) +
                                " is fighting hand to hand: he may only fall back");
  }
  switch (a.param) {
    case kSpecialClimb: {
      const ClimbPlace c = climb_place(s, man);
      return c.ok ? CheckResult::legal() : CheckResult::illegal(c.why);
    }
    case kSpecialSetFire:
      if (!s.men[at(man)].incendiary) {
        return CheckResult::illegal(man_name(s, man) + " carries nothing to set a fire with");
      }
      if (!a.at) return CheckResult::illegal("setting fire needs the point to set alight");
      if (fire_target_at(s, man, *a.at) < 0) {
        return CheckResult::illegal(man_name(s, man) + " is not within " + inches_text(kFireReach) +
                                    " of a building or stockade that is not burning yet");
      }
      return CheckResult::legal();
    case kSpecialSearch: {
      std::string why;
      return search_objective(s, man, &why) >= 0 ? CheckResult::legal() : CheckResult::illegal(why);
    }
    default:
      return CheckResult::illegal("not an action of Mayhem");
  }
}

// May `man` charge at all: his group was ordered to, and he is no torch
// bearer, noncombatant or gun (004 / Courage; Miscellaneous Rules).
bool may_charge(const MayhemState& s, int man) {
  const MayhemMan& m = s.men[at(man)];
  return s.order == MoveOrder::kCharge && !m.incendiary && !m.noncombatant && !is_gun(s, man);
}

// Enemy `e` is in the fight and within `man`'s charge.
bool charge_reaches(const MayhemState& s, int man, size_t e) {
  const Figure& f = s.figures()[e];
  if (f.side == s.figures()[at(man)].side || f.status != FigureStatus::kFighting) return false;
  return check_charge(s, man, static_cast<int>(e), move_allowance(s, man, false),
                      move_allowance(s, man, true), false)
      .ok;
}

// Every enemy `man` can reach with a charge, one kCharge each.
void add_charges(const MayhemState& s, int man, std::vector<Action>& out) {
  for (size_t e = 0; e < s.men.size(); ++e) {
    if (!charge_reaches(s, man, e)) continue;
    Action c;
    c.kind = ActionKind::kCharge;
    c.actor = static_cast<int16_t>(man);
    c.target = static_cast<int16_t>(e);
    out.push_back(c);
  }
}

// Option ordered_charge must_charge: his group was ordered to charge and he
// can reach an enemy, so a charge is all he may do; first_goes_in: so too
// while no man of his group has charged yet.
bool bound_to_charge(const MayhemState& s, int man) {
  const bool binds = s.config.charge_binds || (s.config.first_charge_binds && !s.charge_made);
  if (!binds || !fighting(s, man) || !may_charge(s, man)) return false;
  for (size_t e = 0; e < s.men.size(); ++e) {
    if (charge_reaches(s, man, e)) return true;
  }
  return false;
}

}  // namespace

int moving_man(const MayhemState& s) {
  return s.next_mover < static_cast<int>(s.movers.size()) ? s.movers[at(s.next_mover)] : -1;
}

double move_allowance(const MayhemState& s, int man, bool delaying) {
  // 004 / Movement: "Pushing a gun, with at least a minimum crew": 1d6",
  // the gun and its crew (artillery_flow.h).
  if (at_gun_pace(s, man)) return s.slow_allowance;
  // The mounted bonus is added by the move checks (table_queries.h), which
  // know whether he moves in the open.
  return delaying ? s.slow_allowance : s.allowance;
}

void man_actions(const MayhemState& s, std::vector<Action>& out) {
  const int man = moving_man(s);
  if (man < 0) return;
  if (bound_to_charge(s, man)) {
    add_charges(s, man, out);
    return;
  }
  Action hold;
  hold.kind = ActionKind::kPass;
  hold.actor = static_cast<int16_t>(man);
  out.push_back(hold);
  if (!fighting(s, man)) return;
  const MayhemMan& m = s.men[at(man)];
  if (reloadable(m)) {
    Action r;
    r.kind = ActionKind::kReload;
    r.actor = static_cast<int16_t>(man);
    out.push_back(r);
  }
  const bool gun = is_gun(s, man);
  if (may_charge(s, man)) add_charges(s, man, out);
  if (!gun || may_push(s, man)) add_move_candidates(s, man, out);
  add_miscellaneous(s, man, out);
  const int enemy = nearest_enemy(s, man);
  if (enemy >= 0 && !facing_towards(s, man, enemy)) {
    Action face;
    face.kind = ActionKind::kSpecial;
    face.param = kSpecialFace;
    face.actor = static_cast<int16_t>(man);
    face.target = static_cast<int16_t>(enemy);
    out.push_back(face);
  }
}

CheckResult check_man_action(const MayhemState& s, const Action& a) {
  const int man = moving_man(s);
  if (a.actor != man) {
    return CheckResult::illegal("it is " + man_name(s, man) + "'s turn to act");
  }
  const MayhemMan& m = s.men[at(man)];
  if (a.kind != ActionKind::kCharge && bound_to_charge(s, man)) {
    return CheckResult::illegal(man_name(s, man) +
                                "'s group was ordered to charge and he can reach an enemy: he must "
                                "charge one (option ordered_charge)");
  }
  switch (a.kind) {
    case ActionKind::kPass:
      return CheckResult::legal();
    case ActionKind::kReload:
      if (!gunpowder(m.missile) || artillery(m.missile)) {
        return CheckResult::illegal(man_name(s, man) + " has no firearm to load");
      }
      if (m.loaded) return CheckResult::illegal(man_name(s, man) + " is loaded already");
      if (m.moved) return CheckResult::illegal(man_name(s, man) + " has moved this turn");
      return CheckResult::legal();
    case ActionKind::kMove: {
      if (!a.at) return CheckResult::illegal("a move needs a point to move to");
      if (is_gun(s, man) && !may_push(s, man)) {
        return CheckResult::illegal(
            man_name(s, man) +
            " has too few crew beside it to be pushed (3, a leader counting "
            "two with a cannon)");
      }
      const MoveCheck c = check_man_move(s, s.next_mover, *a.at, true);
      return c.ok ? CheckResult::legal() : CheckResult::illegal(c.why);
    }
    case ActionKind::kCharge: {
      if (s.order != MoveOrder::kCharge) {
        return CheckResult::illegal("his group was not ordered to charge (004 / Courage)");
      }
      if (m.incendiary || m.noncombatant || is_gun(s, man)) {
        return CheckResult::illegal(man_name(s, man) + " may not charge");
      }
      if (a.target < 0 || at(a.target) >= s.men.size() ||
          s.figures()[at(a.target)].side == s.figures()[at(man)].side || !fighting(s, a.target)) {
        return CheckResult::illegal("charge an enemy who is still in the fight");
      }
      const ChargeCheck c = check_charge(s, man, a.target, move_allowance(s, man, false),
                                         move_allowance(s, man, true));
      return c.ok ? CheckResult::legal() : CheckResult::illegal(c.why);
    }
    case ActionKind::kSpecial:
      if (a.param == kSpecialClimb || a.param == kSpecialSetFire || a.param == kSpecialSearch) {
        return check_miscellaneous(s, man, a);
      }
      if (a.param != kSpecialFace) return CheckResult::illegal("not an action of Mayhem");
      if (a.target < 0 || at(a.target) >= s.men.size() ||
          s.figures()[at(a.target)].side == s.figures()[at(man)].side || !fighting(s, a.target)) {
        return CheckResult::illegal("turn to face an enemy who is still in the fight");
      }
      return CheckResult::legal();
    default:
      return CheckResult::illegal("a man may move, charge, reload, face an enemy or hold");
  }
}

void do_man_action(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  const int man = moving_man(s);
  ++s.next_mover;
  Figure& f = s.figures()[at(man)];
  MayhemMan& m = s.men[at(man)];
  const Vec2 from = f.at;
  switch (a.kind) {
    case ActionKind::kPass:
      narrate(s, events, f.side, [&] { return man_name(s, man) + " holds."; });
      return;
    case ActionKind::kReload:
      m.loaded = true;
      narrate(s, events, f.side, [&] { return man_name(s, man) + " reloads."; });
      return;
    case ActionKind::kSpecial:
      if (a.param == kSpecialClimb) {
        climb_stockade(s, man, dice, events);
        return;
      }
      if (a.param == kSpecialSetFire) {
        set_fire(s, man, fire_target_at(s, man, *a.at), dice, events);
        return;
      }
      if (a.param == kSpecialSearch) {
        search_area(s, man, search_objective(s, man), dice, events);
        return;
      }
      f.facing = static_cast<float>(bearing(f.at, s.figures()[at(a.target)].at));
      narrate(s, events, f.side,
              [&] { return man_name(s, man) + " turns to face " + man_name(s, a.target) + "."; });
      return;
    case ActionKind::kMove: {
      const int k = s.next_mover - 1;
      const int wheel = wheel_at(s, k, *a.at);
      const MoveCheck c = check_man_move(s, k, *a.at, false);
      if (is_gun(s, man)) gun_pushed(s, man);  // its crew follow at its pace
      f.at = *a.at;
      m.moved = true;
      s.group_step = f.at - from;
      s.stepped = true;
      if (c.exits) {
        m.exited = true;
        f.status = FigureStatus::kOffTable;
        narrate(s, events, f.side, [&] { return man_name(s, man) + " gets away off the table."; });
        return;
      }
      if (wheel >= 0) {
        // His place in the group's wheel: he faces as the wheel leaves him.
        s.wheel_chosen = static_cast<int8_t>(wheel);
        f.facing = wheel_spot(s, wheel, k)->facing;
        narrate(s, events, f.side, [&] {
          return man_name(s, man) + " wheels with his group to " + place_text(s, f.at) + ".";
        });
        return;
      }
      // The way he faces is told too: at a real table the figure is turned
      // by hand, and his fire arc and flanks hang on it.
      const int faces = face_after_move(s, man, from);
      narrate(s, events, f.side, [&] {
        return man_name(s, man) + " moves " + inches_text(c.length) + " to " + place_text(s, f.at) +
               (faces >= 0 ? ", facing " + man_name(s, faces) : std::string()) + ".";
      });
      return;
    }
    case ActionKind::kCharge: {
      const ChargeCheck c = check_charge(s, man, a.target, move_allowance(s, man, false),
                                         move_allowance(s, man, true), false);
      f.at = c.contact;
      f.facing = static_cast<float>(bearing(f.at, s.figures()[at(a.target)].at));
      m.moved = true;
      m.in_melee_since = false;
      s.charge_made = true;
      narrate(s, events, f.side, [&] {
        return man_name(s, man) + " charges " + man_name(s, a.target) +
               (c.from_rear_or_side ? " in the flank" : "") + ", " + inches_text(c.length) + ".";
      });
      return;
    }
    default:
      return;
  }
}

}  // namespace skirmish::mayhem
