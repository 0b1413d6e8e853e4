#include "engine/rules/rencounter/repeaters.h"

#include <algorithm>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/shooting.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

const MissileWeapon& weapon_of(const RencounterState& s, int i) {
  return missile_weapons()[at(s.men[at(i)].missile)];
}

bool automatic(const MissileWeapon& w) {
  return w.repeat == Repeat::kFastX2 || w.repeat == Repeat::kFastX3;
}

bool revolver(const MissileWeapon& w) {
  return w.name.find("Revolver") != std::string_view::npos;
}

// 000 / Missile Weapons Table: "Revolvers can reload 2 chambers in one
// turn"; the Cap & Ball Revolver keeps its printed 6 turns for 6 chambers.
int chambers_a_turn(const MissileWeapon& w) {
  return w.name == "Cap & Ball Revolver" ? 1 : 2;
}

// A weapon loaded and fired in one turn: "If a weapon had a loading time of
// 1/2 indicated, then it can be reloaded and fired in the same turn" (000 /
// Loading); magazine arms "reloaded for each shot ... at an effective
// reloading rate of 1/2" (note **).
bool loads_in_half_turn(const MissileWeapon& w) {
  return w.reload_half_turns <= 1 || w.single_loading;
}

ShotPrep follow_up_prep(const RencounterState& s, int i) {
  return (s.track.did[at(i)] & kDidStep) != 0 ? ShotPrep::kMovedFirst : ShotPrep::kStood;
}

// shot_refusal without the loaded check: for a shot right after loading.
bool target_allowed(const RencounterState& s, int i, int target, std::string* why) {
  if (target < 0 || target >= static_cast<int>(s.figures().size())) {
    return refused(why,
                   [&] { return "there is no figure " + std::to_string(target) + " to shoot at"; });
  }
  if (!is_enemy(s, i, target)) {
    return refused(why, [&] { return man_name(s, target) + " is on his own side"; });
  }
  if (!targetable(s, target)) {
    return refused(why, [&] { return man_name(s, target) + " cannot be shot at"; });
  }
  const GatheredSightings men(s);
  const LosResult seen = look(s, men, i, target);
  if (!seen.visible) {
    return refused(why, [&] { return man_name(s, i) + " cannot see " + man_name(s, target); });
  }
  const ShotAssessment a =
      assess_shot(shot_situation(s, i, target, seen, ShotPrep::kMovedFirst), s.config.fire);
  if (!a.can_fire()) {
    return refused(why, [&] { return std::string("cannot fire: ").append(reason_text(a.cannot)); });
  }
  return true;
}

void shoot(RencounterState& s, int i, int target, ShotPrep prep, Dice& dice, EventSink& events) {
  const GatheredSightings men(s);
  LosResult seen;
  ShotSituation x;
  const int before = s.men[at(i)].rounds;
  if (!shot_allowed(s, men, i, s.figures()[at(i)].at, target, prep, seen, x)) return;
  take_shot(s, i, target, seen, x, dice, events);
  count_shot(s,
             {ActionKind::kShoot, static_cast<int16_t>(i), static_cast<int16_t>(target), -1, 0, {}},
             before);
}

}  // namespace

int shots_allowed(const RencounterState& s, int i) {
  const int most = max_shots_per_turn(weapon_of(s, i).repeat);
  // 000 / Action Time: firing is a half turn; after a half turn of something
  // else only half the turn's shots remain.
  return (s.track.did[at(i)] & kDidStep) != 0 ? std::max(1, most / 2) : most;
}

bool in_follow_up(const RencounterState& s, int i) {
  const ManRecord& m = s.men[at(i)];
  return m.missile >= 0 && s.track.shots[at(i)] >= 1 && m.rounds > 0 &&
         s.track.shots[at(i)] < shots_allowed(s, i) && fit(s, i);
}

std::string follow_up_refusal(const RencounterState& s, const Action& a) {
  if (a.kind == ActionKind::kPass) return "";
  const std::string who = man_name(s, a.actor);
  if (a.kind != ActionKind::kShoot || a.at) {
    return who + " is firing: he may shoot again or stop (000 / Multiple shots)";
  }
  std::vector<Sighting> men;
  gather_sightings(s, men);
  LosResult seen;
  ShotSituation x;
  return shot_refusal(s, men, a.actor, s.figures()[at(a.actor)].at, a.target,
                      follow_up_prep(s, a.actor), seen, x);
}

void add_follow_up_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  const auto me = static_cast<int16_t>(i);
  out.push_back({ActionKind::kPass, me, -1, -1, 0, {}});
  for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
    if (!is_enemy(s, i, j) || !targetable(s, j)) continue;
    const Action a{ActionKind::kShoot, me, static_cast<int16_t>(j), -1, 0, {}};
    if (follow_up_refusal(s, a).empty() && unseen_refusal(s, a).empty()) out.push_back(a);
  }
}

void apply_follow_up(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  const int i = a.actor;
  if (a.kind == ActionKind::kShoot) {
    shoot(s, i, a.target, follow_up_prep(s, i), dice, events);
    return;
  }
  ManRecord& m = s.men[at(i)];
  const MissileWeapon& w = weapon_of(s, i);
  if (!s.config.fire_play.automatic_stop_roll || !automatic(w)) {
    narrate(s, events, s.figures()[at(i)].side,
            [&] { return man_name(s, i).append(" stops firing"); });
    return;
  }
  // 000 / Automatic weapons: "require an extra action roll to stop at the
  // desired number of shots and not waste the rest of the magazine".
  ActionRollSituation sit;
  sit.experience = m.experience;
  sit.wound_points = m.wounds.points;
  const ActionRoll r = roll_action(sit, s.config.action, dice, i);
  const bool stops = r.result == ActionResult::kActs;
  const int wasted = m.rounds;
  if (!stops) m.rounds = 0;
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append(" tries to stop his ").append(w.name).append(": needs ");
    t.append(std::to_string(m.experience)).append(" or less, rolls ");
    t.append(r.die > 0 ? std::to_string(r.die) : "none (master)");
    if (stops) return t.append(": he stops");
    return t.append(": the rest of the magazine (")
        .append(std::to_string(wasted))
        .append(" rounds) goes wild");
  });
}

bool special_reload(const Action& a) {
  return a.kind == ActionKind::kReload && (a.target >= 0 || a.param == kReloadChambers);
}

bool special_reload_allowed(const RencounterState& s, const Action& a, std::string* why) {
  const ManRecord& m = s.men[at(a.actor)];
  const auto who = [&] { return man_name(s, a.actor); };
  if (m.missile < 0) return refused(why, [&] { return who() + " has nothing to load"; });
  const MissileWeapon& w = weapon_of(s, a.actor);
  if (m.ammunition == 0) return refused(why, [&] { return who() + " has no ammunition left"; });
  if (engaged(s, a.actor)) {
    return refused(why, [&] { return who() + " cannot load in the middle of a melee"; });
  }
  if (a.param == kReloadChambers) {
    if (!revolver(w)) {
      return refused(why, [&] {
        return std::string("only a revolver loads chamber by chamber, not a ").append(w.name);
      });
    }
    if (m.rounds >= w.shots_max) {
      return refused(why, [&] { return who() + "'s revolver is fully loaded"; });
    }
    if (a.target >= 0) {
      return refused(why, [] { return "loading chambers takes the whole turn: no shot with it"; });
    }
    return true;
  }
  if (a.param != 0) {
    return refused(why, [&] { return "unknown way of loading " + std::to_string(a.param); });
  }
  if (!loads_in_half_turn(w)) {
    return refused(why, [&] {
      return std::string("a ").append(w.name).append(
          " cannot be loaded and fired in one turn (000 / Loading: only 1/2-turn weapons)");
    });
  }
  if (m.rounds >= w.shots_min) {
    return refused(why, [&] { return who() + "'s " + std::string(w.name) + " is loaded"; });
  }
  return target_allowed(s, a.actor, a.target, why);
}

std::string special_reload_refusal(const RencounterState& s, const Action& a) {
  std::string why;
  special_reload_allowed(s, a, &why);
  return why;
}

void apply_special_reload(RencounterState& s, const Action& a, Dice& dice, EventSink& events) {
  const int i = a.actor;
  ManRecord& m = s.men[at(i)];
  const MissileWeapon& w = weapon_of(s, i);
  m.aim_half_turns = 0;
  m.aim_target = -1;
  m.reload_progress = 0;
  int add = a.param == kReloadChambers ? std::min(chambers_a_turn(w), w.shots_max - m.rounds)
            : w.single_loading         ? 1
                                       : w.shots_min - m.rounds;
  if (m.ammunition >= 0) {
    add = std::min<int>(add, m.ammunition);
    m.ammunition = static_cast<int16_t>(m.ammunition - add);
  }
  m.rounds = static_cast<int8_t>(m.rounds + add);
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    if (a.param == kReloadChambers) {
      t.append(" loads ").append(std::to_string(add)).append(add == 1 ? " chamber" : " chambers");
      return t.append(" (").append(std::to_string(m.rounds)).append(" of 6 loaded)");
    }
    return t.append(" loads his ").append(w.name).append(" and fires in the same turn");
  });
  if (a.param == kReloadChambers) return;
  s.track.did[at(i)] |= kDidStep;  // half the turn went on loading
  shoot(s, i, a.target, ShotPrep::kMovedFirst, dice, events);
}

void add_special_reload_candidates(const RencounterState& s, int i, std::vector<Action>& out) {
  const ManRecord& m = s.men[at(i)];
  if (m.missile < 0) return;
  const auto me = static_cast<int16_t>(i);
  const Action chambers{ActionKind::kReload, me, -1, -1, kReloadChambers, {}};
  if (special_reload_allowed(s, chambers)) out.push_back(chambers);
  if (m.loaded() || !loads_in_half_turn(weapon_of(s, i))) return;
  int foe = -1;
  {
    const GatheredSightings men(s);
    foe = nearest_enemy(s, men, i, true);
  }
  if (foe < 0) return;
  const Action fire{ActionKind::kReload, me, static_cast<int16_t>(foe), -1, 0, {}};
  if (special_reload_allowed(s, fire) && unseen_refusal(s, fire).empty()) {
    out.push_back(fire);
  }
}

void count_shot(RencounterState& s, const Action& a, int rounds_before) {
  const int i = a.actor;
  if (i < 0 || s.men[at(i)].rounds >= rounds_before) return;
  if (a.kind != ActionKind::kShoot && a.kind != ActionKind::kReload) return;
  s.track.shots[at(i)] = static_cast<int8_t>(s.track.shots[at(i)] + 1);
  s.track.fired_at[at(i)] = a.target;
  s.track.did[at(i)] |= kDidFire;
  if (a.kind == ActionKind::kShoot && a.at) s.track.did[at(i)] |= kDidStep;
}

}  // namespace skirmish::rencounter
