// 004 / Musket Mayhem / Artillery and 004 / Medieval Mayhem / Optional rule
// for artillery, played. Every interpretation is listed in
// docs/rules/mayhem.md, "Artillery"; each is named here where it is made.
#include "engine/rules/mayhem/artillery_flow.h"

#include <algorithm>
#include <array>
#include <string>

#include "engine/rules/mayhem/charge_geometry.h"
#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/door_breaking.h"
#include "engine/rules/mayhem/fire_geometry.h"
#include "engine/rules/mayhem/groups.h"
#include "engine/rules/mayhem/horse_shot.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/planner_queries.h"
#include "engine/rules/mayhem/roundshot_breach.h"
#include "engine/rules/mayhem/table_queries.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// Ours: the piece decides the drill, whichever game carries it (as every
// weapon keeps its own rules in the other game): a cannon smokes and is
// cleared by a trained crew, an engine is reloaded by its crew in lieu of
// shooting.
bool cannon(const MayhemMan& m) {
  return m.missile == Missile::kCannon;
}

// 004 / Musket Mayhem / Artillery: "the gun is loaded when none [puffs] are
// left"; a broken engine never is.
bool gun_loaded(const MayhemMan& m) {
  return m.loaded && m.smoke == 0 && !m.broken;
}

// Ours: `j` serves `gun` when he is a fighting man of its side whose base
// is within 1" of the gun's (004 / Movement's group gap, but not chained:
// a crew stands at its piece), not in hand-to-hand contact, not a
// non-combatant ("trained crew") and not the figure of another gun.
bool serves(const MayhemState& s, int gun, int j) {
  const Figure& g = s.figures()[at(gun)];
  const Figure& f = s.figures()[at(j)];
  if (j == gun || f.side != g.side || f.status != FigureStatus::kFighting) return false;
  const MayhemMan& m = s.men[at(j)];
  if (m.noncombatant || artillery(m.missile)) return false;
  return adjacent_in_group(g, f) && !engaged(s, j);
}

// The table as a gun sees it, kept per thread so the planners' queries do
// not allocate once warm.
struct GunScratch {
  std::vector<Figure> figures;
  std::vector<Sighting> men;
  std::vector<ArtilleryTarget> swept;
};
GunScratch& scratch() {
  thread_local GunScratch k;
  return k;
}

// A copy of the table with `target` standing at `target_at` (when given).
FireTable gun_table(const MayhemState& s, int target, const Vec2* target_at) {
  GunScratch& k = scratch();
  k.figures.assign(s.figures().begin(), s.figures().end());
  if (target_at) k.figures[at(target)].at = *target_at;
  k.men.clear();
  for (const Figure& f : k.figures) k.men.push_back(sighting_of(f));
  FireTable table;
  table.sight = s.sight.get();
  table.figures = k.figures;
  table.men = k.men;
  table.broken_doors = s.door_broken;
  table.breaches = s.breaches();
  return table;
}

struct Aim {
  bool ok = false;
  std::string why;
};
// Refused; the reason in words only when `explain` (searches ask the gun's
// choices by the thousand and need only the answer).
template <class Why>
Aim refused(bool explain, Why&& why) {
  return explain ? Aim{false, why()} : Aim{false, {}};
}

// 004 / Musket Mayhem / Artillery: lay the cannon on `target` with canister
// or roundshot and list every man the shot strikes (into `out`, if given).
// Ours: the gun is laid like any shooter's aim, on a man it sees within 45
// degrees either side of its facing and within the load's reach; the barrel
// then turns to him and the template is laid along it. Men in the way do
// not stop it: canister and roundshot roll against "all figures" in the cone
// or on the line, friend or foe (the template does not choose).
Aim lay_cannon(const MayhemState& s, int gun, int target, int32_t load, const Vec2* target_at,
               std::vector<GunStrike>* out, bool explain = false) {
  GunScratch& k = scratch();
  const FireTable table = gun_table(s, target, target_at);
  Figure& g = k.figures[at(gun)];
  const Figure& t = k.figures[at(target)];
  if (in_hand_to_hand(table.figures, gun)) {
    return refused(explain, [&] { return man_name(s, gun) + " is fighting hand to hand"; });
  }
  if (!in_fire_arc(g, t.at)) {
    return refused(explain, [&] {
      return "outside " + man_name(s, gun) +
             "'s arc of fire (45 degrees either side of the barrel)";
    });
  }
  const bool canister = load == kGunCanister;
  const double reach = canister ? kCanisterRange : kRoundshotLength;
  const double range = base_distance(g.base(), t.base(), s.battlefield().measure);
  if (range > reach) {
    return refused(explain, [&] {
      return "out of " + std::string(canister ? "canister" : "roundshot") + " range (" +
             inches_text(range) + ", it reaches " + inches_text(reach) + ")";
    });
  }
  if (!s.sight->look(k.men[at(gun)], k.men[at(target)], {}, -1, -1, s.door_broken, s.breaches())
           .visible) {
    return refused(explain,
                   [&] { return "the gun cannot see " + man_name(s, target) + " to lay on him"; });
  }
  // Laid on him, canister always reaches him (in range, seen, dead ahead):
  // only its list of men needs the cone.
  if (canister && !out) return {true, {}};
  g.facing = static_cast<float>(bearing(g.at, t.at));
  if (canister) {
    canister_targets(table, gun, k.swept);
  } else {
    roundshot_targets(table, gun, k.swept);
  }
  const bool reached = std::any_of(k.swept.begin(), k.swept.end(),
                                   [&](const ArtilleryTarget& a) { return a.man == target; });
  if (!reached) {
    return refused(explain, [&] {
      return "the " + std::string(canister ? "canister" : "ball") + " would not reach " +
             man_name(s, target) + " (a building or tree is in the way)";
    });
  }
  if (out) {
    out->clear();
    for (const ArtilleryTarget& a : k.swept) {
      const Figure& f = k.figures[at(a.man)];
      if (f.status != FigureStatus::kFighting) continue;
      GunStrike strike;
      strike.man = static_cast<int16_t>(a.man);
      strike.shot.variant = s.config.variant;
      // 004: "needing usual score to hit": his own cover from the gun, and
      // the usual -1 over half range, half the load's reach (18" canister,
      // 36" roundshot; ours).
      const LosResult seen =
          s.sight->look(k.men[at(gun)], k.men[at(a.man)], {}, -1, -1, s.door_broken, s.breaches());
      strike.shot.cover =
          cover_class(s.battlefield(), g.at, f.base(), &seen, kCoverReach, s.breaches());
      strike.shot.over_half_range = a.distance > reach / 2;
      strike.shot.load = canister ? GunLoad::kCanister : GunLoad::kRoundshot;
      strike.shot.shield_side = on_shield_side(f, g.at);
      out->push_back(strike);
    }
  }
  return {true, {}};
}

// 004 / Medieval Mayhem / artillery: "Roll 1 die as usual to hit": an
// engine shoots one man as an archer does (arc, 36", no man in the way).
Shot engine_shot(const MayhemState& s, const ShotCheck& c) {
  Shot shot;
  shot.variant = s.config.variant;
  shot.cover = c.cover;
  shot.over_half_range = c.over_half_range;
  shot.shield_side = c.shield_side;
  return shot;
}

bool valid_man(const MayhemState& s, int man) {
  return man >= 0 && at(man) < s.men.size();
}

// An enemy piece an engine may try to break: a gun not broken yet.
bool breakable(const MayhemState& s, int gun, int target) {
  return is_gun(s, target) && !s.men[at(target)].broken &&
         s.figures()[at(target)].side != s.figures()[at(gun)].side;
}

// What a shot would do, for choosing among them: expected enemy kills (and
// a quarter for each check) less the same among friends.
double strikes_worth(const MayhemState& s, int gun, const std::vector<GunStrike>& strikes,
                     bool& hits_enemy) {
  double worth = 0;
  hits_enemy = false;
  const int side = s.figures()[at(gun)].side;
  for (const GunStrike& k : strikes) {
    const ShotOdds odds = planned_shot_odds(s, gun, k.man, k.shot);
    const double harm = odds.killed + 0.25 * odds.courage_check;
    if (s.figures()[at(k.man)].side == side) {
      worth -= harm;
    } else {
      worth += harm;
      hits_enemy = hits_enemy || odds.hit() > 0;
    }
  }
  return worth;
}

std::string roll_words(const ShotRoll& r) {
  const std::string impact =
      "impact " + std::to_string(r.impact_die) +
      (r.impact_modifier != 0 ? " (+" + std::to_string(r.impact_modifier) + ")" : std::string());
  switch (r.outcome) {
    case ShotOutcome::kMiss:
      return ", missed.";
    case ShotOutcome::kKilled:
      return ", hit; " + impact + ": down.";
    case ShotOutcome::kSaved:
      return ", hit; he spends a save token.";
    case ShotOutcome::kCourageCheck:
      return ", hit; " + impact + ": he must check courage.";
    case ShotOutcome::kNoEffect:
      return ", hit; " + impact + " does not pierce.";
  }
  return ".";
}

void engine_at_engine(MayhemState& s, int gun, int target, Dice& dice, EventSink& events) {
  MayhemMan& g = s.men[at(gun)];
  const ShotCheck c = check_shot(s, gun, target);
  // 004 / Medieval Mayhem / artillery: "An impact value of 5 or better vs a
  // door or engine breaks it" (fire_dice.h: the +2 is against men only).
  const EngineBreakRoll r = roll_engine_at_structure(g, c.cover, TokenPolicy::kSpendWhenItHelps,
                                                     dice, static_cast<int16_t>(gun));
  g.rerolls = static_cast<int8_t>(g.rerolls - r.rerolls_used());
  if (r.broken) {
    // Ours: a broken piece is marked `broken`: it never fires or reloads
    // again; its figure fights on as a man.
    MayhemMan& t = s.men[at(target)];
    t.broken = true;
    t.loaded = false;
  }
  narrate(s, events, s.figures()[at(gun)].side, [&] {
    std::string text = man_name(s, gun) + " shoots at " + man_name(s, target) + "'s engine (" +
                       std::string(name_of(c.cover)) + "): " + std::to_string(r.skill_die);
    if (r.impact_die == 0) return text + ", missed.";
    return text + ", hit; impact " + std::to_string(r.impact_die) +
           (r.broken ? ": the engine breaks." : ": it holds.");
  });
}

}  // namespace

bool is_gun(const MayhemState& s, int man) {
  return valid_man(s, man) && artillery(s.men[at(man)].missile);
}

void gun_crew(const MayhemState& s, int gun, std::vector<int16_t>& out) {
  out.clear();
  if (s.figures()[at(gun)].status == FigureStatus::kFighting) {
    out.push_back(static_cast<int16_t>(gun));
  }
  for (size_t j = 0; j < s.men.size(); ++j) {
    if (serves(s, gun, static_cast<int>(j))) out.push_back(static_cast<int16_t>(j));
  }
}

int crew_strength(const MayhemState& s, int gun) {
  thread_local std::vector<int16_t> crew;
  gun_crew(s, gun, crew);
  // 004 / Musket Mayhem / Artillery: "with a leader counting as two
  // figures". Ours: the Medieval engine's "minimum crew of three" counts
  // men only (its text has no such rule).
  const bool leaders_double = cannon(s.men[at(gun)]);
  int count = 0;
  for (const int16_t m : crew) count += leaders_double && s.men[at(m)].leader ? 2 : 1;
  return count;
}

bool gun_ready(const MayhemState& s, int gun) {
  const MayhemMan& m = s.men[at(gun)];
  return gun_loaded(m) && !m.shot && fighting(s, gun) && !engaged(s, gun);
}

CheckResult check_gun_shot(const MayhemState& s, const Action& a) {
  if (!is_gun(s, a.actor)) return CheckResult::illegal("no such gun");
  const int gun = a.actor;
  const MayhemMan& m = s.men[at(gun)];
  const std::string name = man_name(s, gun);
  if (m.broken) return CheckResult::illegal(name + " is broken");
  if (m.smoke > 0) {
    return CheckResult::illegal(name + " is still in its smoke (" + std::to_string(m.smoke) +
                                " puffs for its crew to clear)");
  }
  if (!m.loaded) {
    return CheckResult::illegal(name + " is not loaded (a crew of 3 reloads it in an enemy part " +
                                "in which it does not shoot)");
  }
  if (m.shot) return CheckResult::illegal(name + " has fired already during this enemy move");
  if (!fighting(s, gun)) return CheckResult::illegal(name + " is out of the fight");
  if (a.param == kEngineAtDoor) return check_door_shot(s, a);  // door_breaking.h
  if (!valid_man(s, a.target) || s.figures()[at(a.target)].side != s.active ||
      !fighting(s, a.target)) {
    return CheckResult::illegal(
        "lay the gun on a man of the moving side who is still in the fight");
  }
  if (cannon(m)) {
    if (a.param != kGunCanister && a.param != kGunRoundshot) {
      return CheckResult::illegal("a cannon fires canister or roundshot");
    }
    const Aim aim = lay_cannon(s, gun, a.target, a.param, nullptr, nullptr, true);
    return aim.ok ? CheckResult::legal() : CheckResult::illegal(aim.why);
  }
  if (a.param != kGunCanister && a.param != kEngineAtEngine) {
    return CheckResult::illegal("an engine shoots at a man, at an engine or at a barred door");
  }
  if (a.param == kEngineAtEngine && !breakable(s, gun, a.target)) {
    return CheckResult::illegal(man_name(s, a.target) + " has no engine to break");
  }
  const ShotCheck c = check_shot(s, gun, a.target);
  return c.ok ? CheckResult::legal() : CheckResult::illegal(c.why);
}

void gun_strikes(const MayhemState& s, const Action& a, std::vector<GunStrike>& out) {
  out.clear();
  if (!is_gun(s, a.actor) || !valid_man(s, a.target)) return;
  const MayhemMan& m = s.men[at(a.actor)];
  if (cannon(m)) {
    if (a.param == kGunCanister || a.param == kGunRoundshot) {
      lay_cannon(s, a.actor, a.target, a.param, nullptr, &out);
    }
    return;
  }
  if (a.param != kGunCanister) return;
  const ShotCheck c = check_shot(s, a.actor, a.target);
  if (c.ok) out.push_back({a.target, engine_shot(s, c)});
}

void gun_shot_actions(const MayhemState& s, int gun, int most, std::vector<Action>& out) {
  if (!gun_ready(s, gun) || most <= 0) return;
  thread_local std::vector<GunStrike> strikes;
  struct Offered {
    double worth;
    int order;  // as found: the tie-break a stable sort would keep
    Action shot;
  };
  thread_local std::vector<Offered> best;
  best.clear();
  const bool is_cannon = cannon(s.men[at(gun)]);
  for (size_t t = 0; t < s.men.size(); ++t) {
    const int target = static_cast<int>(t);
    if (s.figures()[t].side != s.active || !fighting(s, target)) continue;
    std::array<int32_t, 2> params{kGunCanister, is_cannon ? kGunRoundshot : kEngineAtEngine};
    for (const int32_t param : params) {
      Action a;
      a.kind = ActionKind::kShoot;
      a.actor = static_cast<int16_t>(gun);
      a.target = static_cast<int16_t>(target);
      a.param = param;
      if (param == kEngineAtEngine) {
        // Every shot at an enemy engine is offered, besides the likeliest
        // at men: there are few engines, and breaking one is no man's kill.
        if (!breakable(s, gun, target)) continue;
        const ShotCheck c = check_shot(s, gun, target);
        if (c.ok &&
            engine_break_chance(s.men[at(gun)], c.cover, TokenPolicy::kSpendWhenItHelps) > 0) {
          out.push_back(a);
        }
        continue;
      }
      gun_strikes(s, a, strikes);
      bool hits_enemy = false;
      const double worth = strikes_worth(s, gun, strikes, hits_enemy);
      if (!hits_enemy) continue;  // a shot that cannot hit an enemy is no choice at all
      best.push_back({worth, static_cast<int>(best.size()), a});
    }
  }
  // std::sort with the order found as the last key, not std::stable_sort,
  // which may allocate a buffer on every call.
  std::sort(best.begin(), best.end(), [](const Offered& x, const Offered& y) {
    return x.worth != y.worth ? x.worth > y.worth : x.order < y.order;
  });
  for (size_t k = 0; k < best.size() && k < static_cast<size_t>(most); ++k) {
    out.push_back(best[k].shot);
  }
  // Every shot at a barred door too: there are few doors, and breaking one
  // is no man's kill.
  door_shot_actions(s, gun, out);
}

void fire_gun(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  const int gun = a.actor, aimed = a.target;
  const int side = s.figures()[at(gun)].side;
  MayhemMan& g = s.men[at(gun)];
  if (a.param == kEngineAtDoor) {
    shoot_door(s, a, dice, events);  // door_breaking.h
  } else if (a.param == kEngineAtEngine) {
    engine_at_engine(s, gun, aimed, dice, events);
  } else {
    thread_local std::vector<GunStrike> strikes;
    gun_strikes(s, a, strikes);
    if (cannon(g)) {
      // The barrel stays laid where it fired.
      Figure& f = s.figures()[at(gun)];
      f.facing = static_cast<float>(bearing(f.at, s.figures()[at(aimed)].at));
      narrate(s, events, side, [&] {
        const bool canister = a.param == kGunCanister;
        return man_name(s, gun) + (canister ? " fires canister at " : " fires roundshot at ") +
               man_name(s, aimed) + ": " + std::to_string(strikes.size()) +
               (strikes.size() == 1 ? " man " : " men ") +
               (canister ? "in the cone." : "on the line.");
      });
    }
    // 004 / Musket Mayhem / Artillery: "roll against all figures", each
    // separately, nearest the gun first.
    for (const GunStrike& k : strikes) {
      const int man = k.man;
      if (!fighting(s, man)) continue;
      const auto gun_index = static_cast<int16_t>(gun), man_index = static_cast<int16_t>(man);
      ShotRoll r = roll_shot_skill(g, s.men[at(man)], k.shot, dice, gun_index, man_index);
      if (r.hit() && shot_choice_due(s, gun, man)) {
        // 004 / Medieval / Horses: an engine's shot strikes one man, so its
        // side chooses his horse or him, as any shooter's does (horse_shot.h).
        await_horse_or_rider(s, gun, man, k.shot, r, events);
        break;
      }
      if (r.hit()) roll_shot_impact(g, s.men[at(man)], k.shot, r, dice, gun_index, man_index);
      g.rerolls = static_cast<int8_t>(g.rerolls - r.rerolls_used());
      if (r.save_used) --s.men[at(man)].saves;
      narrate(s, events, side, [&] {
        const std::string lead =
            cannon(g) ? man_name(s, man) : man_name(s, gun) + " shoots at " + man_name(s, man);
        return lead + " (" + std::string(name_of(k.shot.cover)) + ", needs " +
               std::to_string(r.skill_score - r.skill_modifier) +
               "+): " + std::to_string(r.skill_die) + roll_words(r);
      });
      if (r.outcome == ShotOutcome::kKilled) man_downed(s, man, gun, events);
      if (r.outcome == ShotOutcome::kCourageCheck) {
        queue_check(s, man, gun, CheckCause::kMissileHit);
      }
    }
    // 004 / Musket Mayhem / Artillery: "Heavier gun could knock down cover
    // maybe?" (option roundshot_breaches; roundshot_breach.h): the walls,
    // hedges and fences on the line, after the men.
    if (cannon(g) && a.param == kGunRoundshot) roundshot_strikes_cover(s, gun, dice, events);
  }
  g.shot = true;
  g.loaded = false;
  // 004 / Musket Mayhem / Artillery: "When gun fires, place 3 smoke puffs."
  if (cannon(g)) g.smoke = kSmokePuffs;
}

void guns_begin_part(MayhemState& s, EventSink& events) {
  for (MayhemMan& m : s.men) m.pushing = false;
  for (size_t i = 0; i < s.men.size(); ++i) {
    MayhemMan& m = s.men[i];
    const int gun = static_cast<int>(i);
    if (s.figures()[i].side != s.active || !fighting(s, gun) || !cannon(m) || m.broken) continue;
    if (m.loaded && m.smoke == 0) continue;
    // 004 / Musket Mayhem / Artillery: "A trained crew of 3 or more ...
    // may remove 1 per turn". Ours: at the start of the gun's own side's
    // part, with the crew as they stand then (a cannon that begins the
    // game unloaded, with no puffs, is loaded by the first such crew).
    const int crew = crew_strength(s, gun);
    if (crew < kGunCrew) {
      narrate(s, events, s.active, [&] {
        return man_name(s, gun) + " has a crew of " + std::to_string(crew) +
               ": too few to clear its smoke (" + std::to_string(kGunCrew) + " needed).";
      });
      continue;
    }
    if (m.smoke > 0) --m.smoke;
    if (m.smoke == 0) m.loaded = true;
    narrate(s, events, s.active, [&] {
      return man_name(s, gun) + "'s crew clear a puff of smoke: " +
             (m.loaded ? std::string("the gun is loaded.")
                       : std::to_string(m.smoke) + (m.smoke == 1 ? " puff left." : " puffs left."));
    });
  }
}

void guns_end_part(MayhemState& s, EventSink& events) {
  for (size_t i = 0; i < s.men.size(); ++i) {
    MayhemMan& m = s.men[i];
    const int gun = static_cast<int>(i);
    if (s.figures()[i].side == s.active || !fighting(s, gun) || !is_gun(s, gun) || cannon(m)) {
      continue;
    }
    // 004 / Medieval Mayhem / artillery: "a minimum crew of three to
    // reload, which occurs during the opponent's turn in lieu of firing".
    // Ours: at the end of an enemy part in which it did not shoot, with the
    // crew as they stand then; loaded, it may fire in the next enemy part.
    if (m.loaded || m.broken || m.shot) continue;
    const int crew = crew_strength(s, gun);
    if (crew < kGunCrew) continue;
    m.loaded = true;
    narrate(s, events, s.figures()[i].side,
            [&] { return man_name(s, gun) + "'s crew reload it instead of shooting."; });
  }
}

void guns_ordered(MayhemState& s) {
  for (const int16_t m : s.movers) {
    MayhemMan& man = s.men[at(m)];
    man.crew_at_order = 0;
    if (artillery(man.missile)) {
      man.crew_at_order = static_cast<int8_t>(std::min(crew_strength(s, m), 127));
    }
  }
}

bool may_push(const MayhemState& s, int gun) {
  // Ours: a gun of the moving group counts the crew it had as the group was
  // ordered (004 / Movement: "Pushing a gun, with at least a minimum crew"
  // is the pace of the group's move, rolled with the order).
  if (std::find(s.movers.begin(), s.movers.end(), gun) != s.movers.end()) {
    return s.men[at(gun)].crew_at_order >= kGunCrew;
  }
  return crew_strength(s, gun) >= kGunCrew;
}

bool at_gun_pace(const MayhemState& s, int man) {
  if (!valid_man(s, man)) return false;
  if (is_gun(s, man) || s.men[at(man)].pushing) return true;
  // Ours: the crew of a gun in the moving group keep its pace while it
  // stands too (before it moves, or if it holds): they are pushing it.
  for (const int16_t g : s.movers) {
    if (is_gun(s, g) && !s.men[at(g)].moved && serves(s, g, man)) return true;
  }
  return false;
}

void gun_pushed(MayhemState& s, int gun) {
  // The men at the gun as it moves off go with it, at its pace.
  for (size_t j = 0; j < s.men.size(); ++j) {
    if (serves(s, gun, static_cast<int>(j))) s.men[j].pushing = true;
  }
}

void gun_forecast(const MayhemState& s, const Action& a, Forecast& out) {
  if (!is_gun(s, a.actor) || !valid_man(s, a.target)) return;
  const int gun = a.actor;
  const MayhemMan& m = s.men[at(gun)];
  if (a.param == kEngineAtEngine) {
    if (cannon(m) || !breakable(s, gun, a.target)) return;
    const ShotCheck c = check_shot(s, gun, a.target);
    if (!c.ok) return;
    out.known = true;
    out.hit_chance = engine_break_chance(m, c.cover, TokenPolicy::kSpendWhenItHelps);
    out.enemy_harm = out.hit_chance;  // a broken engine: as bad as a man lost, no man lost
    return;
  }
  thread_local std::vector<GunStrike> strikes;
  gun_strikes(s, a, strikes);
  if (strikes.empty()) return;
  out.known = true;
  const int side = s.figures()[at(gun)].side;
  for (const GunStrike& k : strikes) {
    double unhorsed = 0;  // 004 / Medieval / Horses: the rider on foot, still fighting
    const ShotOdds odds = planned_shot_odds(s, gun, k.man, k.shot, &unhorsed);
    // A commander's fall sends men of his side off with him (planner_queries.h).
    const double lost = odds.killed * loss_worth(s, k.man);
    const double harm = lost + 0.5 * odds.courage_check + unhorsed;
    if (s.figures()[at(k.man)].side == side) {
      out.own_losses += lost;
      out.own_harm += harm;
    } else {
      out.enemy_losses += lost;
      out.enemy_harm += harm;
    }
    if (k.man == a.target) out.hit_chance = odds.hit();
  }
}

GunThreat gun_threat(const MayhemState& s, int gun, int figure, Vec2 where) {
  GunThreat threat;
  if (!is_gun(s, gun) || !valid_man(s, figure)) return threat;
  const MayhemMan& m = s.men[at(gun)];
  if (m.broken) return threat;
  if (cannon(m)) {
    thread_local std::vector<GunStrike> strikes;
    for (const int32_t load : {kGunCanister, kGunRoundshot}) {
      if (!lay_cannon(s, gun, figure, load, &where, &strikes).ok) continue;
      for (const GunStrike& k : strikes) {
        if (k.man != figure) continue;
        threat.ok = true;
        threat.cover = k.shot.cover;
        threat.odds = planned_shot_odds(s, gun, figure, k.shot);
        return threat;
      }
    }
    return threat;
  }
  const ShotCheck c = check_shot_at(s, gun, figure, where);
  if (!c.ok) return threat;
  threat.ok = true;
  threat.cover = c.cover;
  threat.odds = planned_shot_odds(s, gun, figure, engine_shot(s, c));
  return threat;
}

std::string gun_shot_words(const MayhemState& s, const Action& a) {
  if (a.param == kEngineAtDoor) return door_shot_words(s, a);
  const auto who = [&](int i) { return valid_man(s, i) ? man_name(s, i) : std::string("nobody"); };
  if (valid_man(s, a.actor) && cannon(s.men[at(a.actor)])) {
    return who(a.actor) +
           (a.param == kGunRoundshot ? " fires roundshot at " : " fires canister at ") +
           who(a.target);
  }
  if (a.param == kEngineAtEngine) return who(a.actor) + " shoots at " + who(a.target) + "'s engine";
  return who(a.actor) + " shoots at " + who(a.target);
}

}  // namespace skirmish::mayhem
