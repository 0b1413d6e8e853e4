#include "engine/rules/rencounter/last_shot.h"

#include <cmath>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/range_band.h"
#include "engine/rules/rencounter/shooting.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// "charged from the front": within 90 degrees of his facing.
constexpr double kFrontHalfArc = 90.0;

bool from_the_front(const RencounterState& s, int defender, int charger) {
  const Figure& d = s.figures()[at(defender)];
  const Vec2 c = s.figures()[at(charger)].at;
  if (distance(c, d.at) < 1e-9) return true;
  return std::fabs(std::remainder(bearing(d.at, c) - d.facing, 360.0)) <= kFrontHalfArc;
}

bool gun(const MissileWeapon& w) {
  const MissileClass c = missile_class(w);
  return c == MissileClass::kPistol || c == MissileClass::kLongArm;
}

}  // namespace

LastShot last_shot_at_charger(RencounterState& s, int charger, int defender, double charge_inches,
                              bool from_behind, Dice& dice, EventSink& events) {
  LastShot out;
  if (s.config.melee.last_shot == LastShotRule::kOff || charge_inches <= 0 || from_behind) {
    return out;
  }
  ManRecord& d = s.men[at(defender)];
  if (!fit(s, defender) || d.morale.runs_for_good || d.missile < 0 || !d.loaded()) return out;
  const MissileWeapon& w = missile_weapons()[at(d.missile)];
  if (!gun(w) || !from_the_front(s, defender, charger)) return out;
  std::vector<Sighting> men;
  gather_sightings(s, men);
  const LosResult seen = look(s, men, defender, charger);
  if (!seen.visible) return out;
  const bool aiming = d.aim_target == charger;
  ShotSituation x =
      shot_situation(s, defender, charger, seen, aiming ? ShotPrep::kStood : ShotPrep::kMovedFirst);
  x.shot_number = 1;
  x.target_moved = charge_inches;
  if (!assess_shot(x, s.config.fire).can_fire()) return out;
  // "if they succeed at an instant action check".
  ActionRollSituation sit;
  sit.experience = d.experience;
  sit.wound_points = d.wounds.points;
  const ActionRoll r = roll_action(sit, s.config.action, dice, defender);
  const bool acts = r.result == ActionResult::kActs;
  narrate(s, events, s.figures()[at(defender)].side, [&] {
    std::string t = man_name(s, defender);
    t.append(" tries for a last shot at the charging ").append(man_name(s, charger));
    t.append(": action check rolls ").append(std::to_string(r.die));
    return t.append(acts ? ", in time" : ", too slow");
  });
  if (!acts) return out;
  take_shot(s, defender, charger, seen, x, dice, events);
  out.fired = true;
  const MeleeWeapon& held = melee_weapons()[at(d.melee_weapon)];
  out.off_hand = missile_class(w) == MissileClass::kPistol && held.use_with_shield &&
                 held.ranks == 1 && held.name != "Unarmed" && held.name != "Improvised Club";
  return out;
}

}  // namespace skirmish::rencounter
