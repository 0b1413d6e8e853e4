#include "engine/rules/mayhem/reaction_fire.h"

#include <algorithm>
#include <array>
#include <string>

#include "engine/rules/mayhem/artillery_flow.h"
#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/door_breaking.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/horse_shot.h"
#include "engine/rules/mayhem/man_shot.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/table_queries.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// The next side after the mover, in side order, that has not held its
// fire in this window and has a shot; -1 when none.
int next_reacting_side(const MayhemState& s) {
  for (int side = 0; side < static_cast<int>(s.side_start.size()); ++side) {
    if (side == s.active || s.window_passed[at(side)]) continue;
    if (can_react(s, side)) return side;
  }
  return -1;
}

void close_window(MayhemState& s) {
  s.reacting = -1;
  s.step = s.after_reaction;
}

}  // namespace

bool window_after_shot(MayhemState& s) {
  if (!can_react(s, s.reacting)) {
    s.window_passed[at(s.reacting)] = 1;
    s.reacting = static_cast<int8_t>(next_reacting_side(s));
    if (s.reacting < 0) {
      close_window(s);
      return true;
    }
  }
  return false;
}

bool ready_to_fire(const MayhemState& s, int man) {
  const MayhemMan& m = s.men[at(man)];
  if (artillery(m.missile)) return gun_ready(s, man);  // artillery_flow.h
  if (m.missile == Missile::kNone || !m.loaded || m.shot || m.incendiary) return false;
  return fighting(s, man) && !engaged(s, man);
}

// 004 / Missile Fire: a side is asked only when one of its men has a shot
// that can hit (ours). A shot the dice cannot hit (hard cover over half
// range) is no choice at all, so it opens no window and is not offered:
// a window that offered only "hold fire" would ask the player for nothing,
// dozens of times a game behind the stockade.
bool can_react(const MayhemState& s, int side) {
  for (size_t i = 0; i < s.men.size(); ++i) {
    const int shooter = static_cast<int>(i);
    if (s.figures()[i].side != side || !ready_to_fire(s, shooter)) continue;
    if (is_gun(s, shooter)) {
      // The shots a gun is offered, as reaction_actions lists them: a
      // cannon laid on a man whose cone or line strikes no enemy it can
      // hit offers none. A gun is rarely ready, so listing them is cheap.
      thread_local std::vector<Action> shots;
      shots.clear();
      gun_shot_actions(s, shooter, kTargetsPerShooter, shots);
      if (!shots.empty()) return true;
      continue;
    }
    for (size_t t = 0; t < s.men.size(); ++t) {
      const int target = static_cast<int>(t);
      if (s.figures()[t].side != s.active || !fighting(s, target)) continue;
      const ShotCheck c = check_shot(s, shooter, target);
      if (!c.ok) continue;
      if (shot_odds(s.men[i], s.men[t], shot_terms(s, shooter, c)).hit() > 0) return true;
    }
  }
  return false;
}

void open_window(MayhemState& s, Step then) {
  s.after_reaction = then;
  std::fill(s.window_passed.begin(), s.window_passed.end(), uint8_t{0});
  s.reacting = static_cast<int8_t>(next_reacting_side(s));
  s.step = s.reacting >= 0 ? Step::kReaction : then;
}

void reaction_actions(const MayhemState& s, std::vector<Action>& out) {
  Action hold;
  hold.kind = ActionKind::kPass;
  out.push_back(hold);
  for (size_t i = 0; i < s.men.size(); ++i) {
    const int shooter = static_cast<int>(i);
    if (s.figures()[i].side != s.reacting || !ready_to_fire(s, shooter)) continue;
    if (is_gun(s, shooter)) {
      gun_shot_actions(s, shooter, kTargetsPerShooter, out);  // canister, roundshot, engines
      continue;
    }
    // His likeliest targets: by the chance to put the man down.
    std::array<std::pair<double, int>, kTargetsPerShooter> best{};
    best.fill({-1.0, -1});
    for (size_t t = 0; t < s.men.size(); ++t) {
      const int target = static_cast<int>(t);
      if (s.figures()[t].side != s.active || !fighting(s, target)) continue;
      const ShotCheck c = check_shot(s, shooter, target);
      if (!c.ok) continue;
      const ShotOdds odds = planned_shot_odds(s, shooter, target, shot_terms(s, shooter, c));
      const double worth = odds.killed + 0.25 * odds.courage_check;
      if (odds.hit() <= 0) continue;  // a shot that cannot hit is no choice at all
      for (size_t k = 0; k < best.size(); ++k) {
        if (worth > best[k].first) {
          std::rotate(best.begin() + static_cast<std::ptrdiff_t>(k), best.end() - 1, best.end());
          best[k] = {worth, target};
          break;
        }
      }
    }
    for (const auto& [worth, target] : best) {
      if (target < 0) continue;
      Action a;
      a.kind = ActionKind::kShoot;
      a.actor = static_cast<int16_t>(shooter);
      a.target = static_cast<int16_t>(target);
      out.push_back(a);
    }
  }
}

CheckResult check_reaction(const MayhemState& s, const Action& a) {
  if (a.kind == ActionKind::kPass) return CheckResult::legal();
  if (a.kind != ActionKind::kShoot) {
    return CheckResult::illegal("the enemy is moving: shoot, or hold your fire");
  }
  if (a.actor < 0 || at(a.actor) >= s.men.size()) return CheckResult::illegal("no such man");
  if (s.figures()[at(a.actor)].side != s.reacting) {
    return CheckResult::illegal(man_name(s, a.actor) + " is not of the side that may shoot now");
  }
  // A gun's shot names its own target: a man, an engine or a barred door.
  if (is_gun(s, a.actor)) return check_gun_shot(s, a);
  if (a.param == kEngineAtDoor) return check_door_shot(s, a);  // refused: no engine
  if (a.target < 0 || at(a.target) >= s.men.size()) return CheckResult::illegal("no such man");
  if (!ready_to_fire(s, a.actor)) {
    return CheckResult::illegal(man_name(s, a.actor) +
                                " cannot shoot now (unloaded, shot already, or in contact)");
  }
  if (s.figures()[at(a.target)].side != s.active || !fighting(s, a.target)) {
    return CheckResult::illegal("shoot at a man of the moving side who is still in the fight");
  }
  if (check_shot(s, a.actor, a.target).ok) return CheckResult::legal();
  return CheckResult::illegal(why_no_shot(s, a.actor, a.target));
}

bool react(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  if (a.kind == ActionKind::kPass) {
    s.window_passed[at(s.reacting)] = 1;
    s.reacting = static_cast<int8_t>(next_reacting_side(s));
    if (s.reacting < 0) {
      close_window(s);
      return true;
    }
    return false;
  }
  if (is_gun(s, a.actor)) {
    fire_gun(s, a, dice, events);               // every man the canister or ball strikes
    if (s.step == Step::kStrike) return false;  // an engine's hit on a mounted man
    return window_after_shot(s);
  }
  // A man's shot (man_shot.h): it may wait for his side's word on a
  // reroll, or on the horse or the rider.
  Shot terms = shot_terms(s, a.actor, check_shot(s, a.actor, a.target));
  terms.rerolls_asked = s.config.rerolls_asked;  // 004 / Heroes (hero_rerolls.h)
  take_shot(s, a.actor, a.target, terms, dice, events);
  return s.reacting < 0;
}

}  // namespace skirmish::mayhem
