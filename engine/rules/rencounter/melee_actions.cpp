#include "engine/rules/rencounter/melee_actions.h"

#include <algorithm>

#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/figure_actions.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/horse_melee.h"
#include "engine/rules/rencounter/melee_choices.h"
#include "engine/rules/rencounter/melee_guard.h"
#include "engine/rules/rencounter/melee_kit.h"
#include "engine/rules/rencounter/melee_reach.h"
#include "engine/rules/rencounter/melee_situation.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/table_exits.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

constexpr int32_t kFirstOurs = 50;
constexpr int32_t kLastOurs = 59;
// A step back out of melee: this far (the most backwards, 3", less wounds).
constexpr double kBreakOffStep = 3.0;

bool ours(const Action& a) {
  return a.kind == ActionKind::kSpecial && a.param >= kFirstOurs && a.param <= kLastOurs;
}

CheckResult verdict(const std::string& why) {
  return why.empty() ? CheckResult::legal() : CheckResult::illegal(why);
}

bool valid_figure(const RencounterState& s, int i) {
  return i >= 0 && i < static_cast<int>(s.figures().size());
}

// A bayonet stuck in a body holds the gun it is fixed to (melee_kit.h).
bool gun_held_by_bayonet(const RencounterState& s, int i) {
  const ManRecord& m = s.men[at(i)];
  return m.kit.stuck >= 0 && melee_weapons()[at(m.kit.stuck)].name == "Spear/Bayonet" &&
         m.missile >= 0;
}

void offer(const RencounterState& s, std::vector<Action>& out, const Action& a) {
  if (check_figure_action(s, a, false).ok && std::find(out.begin(), out.end(), a) == out.end()) {
    out.push_back(a);
  }
}

}  // namespace

std::optional<CheckResult> check_melee_action(const RencounterState& s, const Action& a,
                                              bool explain) {
  if ((a.kind == ActionKind::kShoot || a.kind == ActionKind::kReload) &&
      gun_held_by_bayonet(s, a.actor)) {
    return refusal(explain, [&] {
      return man_name(s, a.actor) + "'s bayonet is stuck in " +
             man_name(s, s.men[at(a.actor)].kit.stuck_in) + ": he must pry it loose first";
    });
  }
  if (!ours(a)) return std::nullopt;
  switch (a.param) {
    case kSpecialPryLoose:
      if (!valid_figure(s, a.target)) return CheckResult::illegal("pry it out of whom?");
      return verdict(pry_refusal(s, a.actor, a.target));
    case kSpecialWarhorse:
      if (!explain) return warhorse_allowed(s, a) ? CheckResult::legal() : CheckResult::illegal({});
      return verdict(warhorse_refusal(s, a));
    case kSpecialExit:
      return verdict(exit_refusal(s, a));
    default:
      break;
  }
  return CheckResult::illegal("unknown special action " + std::to_string(a.param) +
                              " (pry loose 50, warhorse 51, leave by an exit 52)");
}

bool apply_melee_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  if (!ours(a)) return false;
  switch (a.param) {
    case kSpecialPryLoose:
      pry_loose(s, a.actor, events);
      return true;
    case kSpecialWarhorse:
      warhorse_attack(s, a.actor, a.target, dice, events);
      return true;
    case kSpecialExit:
      leave_table(s, a, events);
      return true;
    default:
      return false;
  }
}

bool stroke_choice_allowed(const RencounterState& s, int attacker, int defender, int32_t param,
                           bool charging, std::string* why) {
  if (param == 0) return true;
  if ((param & ~kStrokeKnownBits) != 0) {
    return refused(why, [&] {
      return "unknown stroke choice " + std::to_string(param) +
             " (aggression 0-6, +8 at the horse, +16 shoot the bayonet free, +32 x guard 0-6)";
    });
  }
  if (charging && in_saddle(s, attacker)) {
    return refused(why, [] { return "a mounted charge is struck plainly (param 0)"; });
  }
  const StrokeChoice c = stroke_choice(param);
  const ManRecord& m = s.men[at(attacker)];
  const int most = max_aggression(m.melee);
  if (c.aggression > most) {
    return refused(why, [&] {
      return man_name(s, attacker) + " may take at most " + std::to_string(most) +
             " as aggression (melee skill " + std::to_string(m.melee) +
             " down to 6: 000 / Melee / Situation)";
    });
  }
  if (std::string no = guard_refusal(s, attacker, c); !no.empty()) {  // melee_guard.h
    return refused(why, [&] { return no; });
  }
  if (c.at_horse) {
    if (c.shoot_bayonet_free) {
      return refused(why, [] { return "the bayonet is shot free only from a man"; });
    }
    if (std::string no = horse_stroke_refusal(s, defender); !no.empty()) {
      return refused(why, [&] { return no; });
    }
    return true;
  }
  if (c.shoot_bayonet_free) {
    if (!s.config.melee.shoot_bayonet_free) {
      return refused(why, [] {
        return "shooting the bayonet free is an optional rule (option shoot_bayonet_free)";
      });
    }
    if (!socket_bayonet(s, attacker) || !m.loaded()) {
      return refused(
          why, [&] { return man_name(s, attacker) + " has no socket bayonet on a loaded gun"; });
    }
  }
  return true;
}

std::string stroke_choice_refusal(const RencounterState& s, int attacker, int defender,
                                  int32_t param, bool charging) {
  std::string why;
  stroke_choice_allowed(s, attacker, defender, param, charging, &why);
  return why;
}

void add_melee_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  const auto me = static_cast<int16_t>(i);
  const ManRecord& m = s.men[at(i)];
  const int n = static_cast<int>(s.figures().size());
  if (m.kit.stuck >= 0) {
    offer(s, out, {ActionKind::kSpecial, me, m.kit.stuck_in, -1, kSpecialPryLoose, {}});
  }
  add_exit_candidates(s, i, out);
  const int most = max_aggression(m.melee);
  // Under aggressive_defence: chosen, the all-out stroke (fiercest stroke
  // and fiercest guard) too (melee_guard.h).
  const int32_t all_out = all_out_param(s.config.melee, m.melee);
  const bool bayonet = s.config.melee.shoot_bayonet_free && socket_bayonet(s, i) && m.loaded();
  for (int j = 0; j < n; ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j)) continue;
    const auto t = static_cast<int16_t>(j);
    const int rank = strike_rank(s, i, j);
    if (rank == 0) continue;
    if (rank > 1) offer(s, out, {ActionKind::kMelee, me, t, -1, 0, {}});
    // The fiercest stroke he may make, and with the bayonet shot ready.
    if (most > 0) offer(s, out, {ActionKind::kMelee, me, t, -1, most, {}});
    if (all_out != 0) offer(s, out, {ActionKind::kMelee, me, t, -1, all_out, {}});
    if (bayonet) offer(s, out, {ActionKind::kMelee, me, t, -1, kStrokeShootBayonetFree, {}});
    if (s.config.melee.attacking_horses && in_saddle(s, j)) {
      offer(s, out, {ActionKind::kMelee, me, t, -1, kStrokeAtHorse, {}});
    }
    if (in_saddle(s, i)) offer(s, out, {ActionKind::kSpecial, me, t, -1, kSpecialWarhorse, {}});
    // Breaking off: a step straight back from him (000 / Leaving Melee).
    if (rank == 1 && !in_saddle(s, i)) {
      const Figure& f = s.figures()[at(i)];
      const Vec2 away = f.at + (f.at - s.figures()[at(j)].at);
      const Vec2 p = farthest_reachable(s.battlefield(), s.figures(), i,
                                        step_toward(f.at, away, kBreakOffStep),
                                        allowance(s, i, MoveMode::kBackwards), s.config.movement);
      if (distance(p, f.at) > 0.5) {
        offer(s, out,
              {ActionKind::kMove, me, -1, -1, static_cast<int32_t>(MoveMode::kBackwards), p});
      }
    }
  }
  // Charges with aggression at those he could charge plainly.
  if (most > 0) {
    const size_t before = out.size();
    for (size_t k = 0; k < before; ++k) {
      const Action& a = out[k];
      if (a.kind == ActionKind::kCharge && a.actor == me && a.param == 0) {
        Action fierce = a;
        fierce.param = most;
        offer(s, out, fierce);
      }
    }
  }
}

}  // namespace skirmish::rencounter
