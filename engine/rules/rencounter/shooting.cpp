#include "engine/rules/rencounter/shooting.h"

#include <cmath>

#include "engine/rules/rencounter/action_roll.h"
#include "engine/rules/rencounter/battle_queries.h"
#include "engine/rules/rencounter/casualties.h"
#include "engine/rules/rencounter/fire_shot.h"
#include "engine/rules/rencounter/horse_falls.h"
#include "engine/rules/rencounter/narration.h"
#include "engine/rules/rencounter/observation.h"
#include "engine/rules/rencounter/refusal.h"
#include "engine/rules/rencounter/shield_javelins.h"
#include "engine/rules/rencounter/shotgun_spread.h"
#include "engine/rules/rencounter/thrown.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// 000 / Duck backs: "Roll an action check for the figure at -2".
constexpr int kDuckBackPenalty = 2;

// The friend of the firer the target is fighting, or -1.
int friend_in_melee_with(const RencounterState& s, int shooter, int target) {
  const Figure& him = s.figures()[at(target)];
  for (int j = 0; j < static_cast<int>(s.figures().size()); ++j) {
    // Asked for every shot weighed (the planners' exposure asks it spot
    // after spot): as engaged() does, a man farther off along either axis
    // than both bases and the contact distance is not in contact by either
    // measure, and costs no square root to rule out.
    const Figure& other = s.figures()[at(j)];
    const double near =
        other.base_radius + him.base_radius + s.config.fire.base_contact_within + 1e-6;
    if (std::abs(other.at.x - him.at.x) > near || std::abs(other.at.y - him.at.y) > near) continue;
    if (j != shooter && !is_enemy(s, shooter, j) && targetable(s, j) && in_contact(s, j, target)) {
      return j;
    }
  }
  return -1;
}

// The first man standing in the line of fire, or -1.
int man_in_the_way(const LosResult& seen) {
  const auto blockers = seen.blocking_figures();
  return blockers.empty() ? -1 : blockers[0];
}

}  // namespace

void duck_back_check(RencounterState& s, int i, Dice& dice, EventSink& events) {
  ManRecord& m = s.men[at(i)];
  if (!targetable(s, i) || s.figures()[at(i)].status != FigureStatus::kFighting) return;
  ActionRollSituation sit;
  sit.experience = m.experience;
  sit.wound_points = m.wounds.points;
  sit.extra_modifier = kDuckBackPenalty;
  const ActionRoll r = roll_action(sit, s.config.action, dice, i);
  const bool holds = r.result == ActionResult::kActs;
  if (!holds) m.duck_back = true;
  narrate(s, events, s.figures()[at(i)].side, [&] {
    std::string t = man_name(s, i);
    t.append(" flinches: duck-back check needs ").append(std::to_string(m.experience));
    t.append(" or less at -2, rolls ").append(std::to_string(r.die));
    t.append(holds ? ": he stays put" : ": he will duck back");
    return t;
  });
}

ShotSituation shot_situation(const RencounterState& s, int shooter, int target,
                             const LosResult& seen, ShotPrep prep) {
  ShotSituation x = shot_situation_in_general(s, shooter, target, seen, prep);
  x.target_in_melee_with_friend = friend_in_melee_with(s, shooter, target) >= 0;
  // 000 / Multiple shots and Appearing Targets (fire_track.h, observation.h).
  x.appearing = appearing_for(s, shooter, target);
  return x;
}

ShotSituation shot_situation_in_general(const RencounterState& s, int shooter, int target,
                                        const LosResult& seen, ShotPrep prep) {
  const ManRecord& m = s.men[at(shooter)];
  const ManRecord& t = s.men[at(target)];
  ShotSituation x;
  x.weapon = &missile_weapons()[at(m.missile)];
  x.skill = m.fire;
  x.wound_points = m.wounds.points;
  switch (prep) {
    case ShotPrep::kStood:
      x.aim_half_turns = m.aim_target == target ? m.aim_half_turns : 0;
      x.snap = SnapFire::kLoneShot;
      break;
    case ShotPrep::kMovedFirst:
      x.snap = SnapFire::kWithOtherAction;
      break;
    case ShotPrep::kVolley:
      // 000 / Volley Fire: "Veterans or Masters can shoot an aimed shot.
      // Others just level their guns and fire."
      x.aim_half_turns = m.experience >= kVeteran ? s.config.volley_aim_half_turns : 0;
      x.snap = SnapFire::kLoneShot;
      break;
    case ShotPrep::kRunningThrow:
      // 000 / Snap Fire: "Throwing weapons take the -2 penalty but get a
      // 50% range extension if thrown while running in the same direction."
      x.snap = SnapFire::kWithOtherAction;
      x.running_throw = true;
      break;
  }
  // 000 / Aimed Fire: "firing prone ... gets an additional +1".
  x.braced = s.figures()[at(shooter)].posture == Posture::kProne;
  x.range = seen.range;
  x.solid_cover = seen.solid;
  x.leafy_cover = seen.leafy;
  const int in_way = man_in_the_way(seen);
  x.cover_is_friend = in_way >= 0 && !is_enemy(s, shooter, in_way);
  x.target_armor = t.armor;
  x.target_shield = static_cast<ShieldSize>(t.shield);
  x.target_posture = s.figures()[at(target)].posture;
  x.target_moved = t.moved;
  // 000 / Multiple shots (fire_track.h).
  x.shot_number = s.track.shots[at(shooter)] + 1;
  // 000 / Fire Combat / Target Size: "Mounted Target +1 and then roll for man
  // or horse hit"; 000 / Snap Fire: from a horse going faster than its
  // lowest rate (6") he snaps moving fast, -4, and cannot aim.
  x.target_mounted = in_saddle(s, target);
  x.firer_mounted = in_saddle(s, shooter);
  if (x.firer_mounted && m.horse.speed > kHorseSpeedChange && prep != ShotPrep::kVolley) {
    x.aim_half_turns = 0;
    x.snap = SnapFire::kMovingFast;
  }
  return x;
}

namespace {

// shot_refusal; when `why` is null the shot is judged without words, as
// candidate generation, volleys and reactions do for man after man.
bool judge_shot(const RencounterState& s, std::span<const Sighting> men, int shooter, Vec2 from,
                int target, ShotPrep prep, LosResult& seen, ShotSituation& situation,
                std::string* why) {
  const ManRecord& m = s.men[at(shooter)];
  if (m.missile < 0)
    return refused(why, [&] { return man_name(s, shooter) + " has no missile weapon"; });
  if (!m.loaded()) {
    return refused(why, [&] {
      std::string t = man_name(s, shooter);
      return t.append("'s ").append(missile_weapons()[at(m.missile)].name).append(" is not loaded");
    });
  }
  if (target < 0 || target >= static_cast<int>(s.figures().size())) {
    return refused(why,
                   [&] { return "there is no figure " + std::to_string(target) + " to shoot at"; });
  }
  if (!is_enemy(s, shooter, target)) {
    return refused(why, [&] { return man_name(s, target) + " is on his own side"; });
  }
  if (!targetable(s, target)) {
    return refused(why, [&] {
      return man_name(s, target) + " is " + std::string(name_of(s.figures()[at(target)].status));
    });
  }
  seen = look_from(s, men, shooter, from, target);
  if (!seen.visible) {
    return refused(why,
                   [&] { return man_name(s, shooter) + " cannot see " + man_name(s, target); });
  }
  situation = shot_situation(s, shooter, target, seen, prep);
  const ShotAssessment a = assess_shot(situation, s.config.fire);
  if (!a.can_fire()) {
    return refused(why, [&] {
      std::string t = man_name(s, shooter);
      return t.append(" cannot fire at ")
          .append(man_name(s, target))
          .append(": ")
          .append(reason_text(a.cannot));
    });
  }
  return true;
}

}  // namespace

std::string shot_refusal(const RencounterState& s, std::span<const Sighting> men, int shooter,
                         Vec2 from, int target, ShotPrep prep, LosResult& seen,
                         ShotSituation& situation) {
  std::string why;
  judge_shot(s, men, shooter, from, target, prep, seen, situation, &why);
  return why;
}

bool shot_allowed(const RencounterState& s, std::span<const Sighting> men, int shooter, Vec2 from,
                  int target, ShotPrep prep, LosResult& seen, ShotSituation& situation) {
  return judge_shot(s, men, shooter, from, target, prep, seen, situation, nullptr);
}

void take_shot(RencounterState& s, int shooter, int target, const LosResult& seen,
               const ShotSituation& situation, Dice& dice, EventSink& events) {
  ManRecord& m = s.men[at(shooter)];
  --m.rounds;
  s.track.fired_turn[at(shooter)] = static_cast<int16_t>(s.turn());
  m.aim_half_turns = 0;
  m.aim_target = -1;
  // 000 / Thrown Objects, Explosives: a grenade lands somewhere and bursts.
  if (bursts(*situation.weapon) && s.config.fire_play.extra.grenades) {
    throw_grenade(s, shooter, target, seen, situation, dice, events);  // thrown.h
    return;
  }
  const FiredShot shot = shot_at(s, shooter, target, seen, situation, dice, events);
  // 000 / Missile Weapons Table, note #: the shot spreads (shotgun_spread.h).
  if (situation.weapon->variable_damage && s.config.fire_play.extra.shotgun_spread) {
    spread_shot(s, shooter, target, shot.assessment.band, situation, dice, events);
  }
}

FiredShot shot_at(RencounterState& s, int shooter, int target, const LosResult& seen,
                  const ShotSituation& situation, Dice& dice, EventSink& events, bool spread) {
  const FiredShot shot = fire_shot(situation, dice, s.config.fire, static_cast<int16_t>(shooter),
                                   static_cast<int16_t>(target));
  const int side = s.figures()[at(shooter)].side;
  int struck = -1;
  switch (shot.shot.outcome) {
    case ShotOutcome::kHitTarget:
    case ShotOutcome::kHitOther:
      struck = target;
      break;
    case ShotOutcome::kHitFriend:
      struck = shot.shot.rolled_melee_friend ? friend_in_melee_with(s, shooter, target)
                                             : man_in_the_way(seen);
      break;
    case ShotOutcome::kHitCover:
    case ShotOutcome::kMiss:
      break;
  }
  narrate(s, events, side, [&] {
    std::string t = spread ? std::string("  the spread reaches ") : man_name(s, shooter);
    if (spread) {
      t.append(man_name(s, target)).append(": ");
    } else {
      t.append(" fires at ").append(man_name(s, target)).append(": ");
    }
    t.append(describe_need(shot.assessment)).append("; rolls ");
    t.append(std::to_string(shot.shot.roll.first));
    if (shot.shot.roll.confirm > 0) {
      t.append(", confirming ").append(std::to_string(shot.shot.roll.confirm));
    }
    t.append(": ").append(name_of(shot.shot.outcome));
    if (shot.shot.outcome == ShotOutcome::kHitFriend && struck >= 0) {
      t.append(" (").append(man_name(s, struck)).append(")");
    }
    if (shot.damaged) {
      t.append(". Damage roll ").append(std::to_string(shot.damage.die));
      if (shot.damage.modifier != 0) {
        t.append(" ").append(signed_text(shot.damage.modifier)).append(" = ");
        t.append(std::to_string(shot.damage.total));
      }
      t.append(": ").append(name_of(shot.damage.result));
    }
    return t;
  });
  const bool in_solid_cover = seen.solid != SolidCover::kNone;
  if (shot.damaged && shot.shot.outcome == ShotOutcome::kHitOther && in_saddle(s, target)) {
    wound_horse(s, target, shot.damage.result, dice, events);  // the horse was hit
  } else if (shot.damaged && struck >= 0) {
    const Casualty c =
        inflict(s, struck, shot.damage.result, situation.weapon->damage_modifier, dice, events);
    // 000 / Duck backs: "roll duckbacks for any missile wounds against
    // figures in cover that don't actually knock the guy over".
    if (struck == target && in_solid_cover && c.wounded && !c.killed && !c.knocked_down) {
      duck_back_check(s, target, dice, events);
    }
  } else if (shot.shot.outcome == ShotOutcome::kHitCover) {
    duck_back_check(s, target, dice, events);
  } else if (shot.shot.outcome == ShotOutcome::kMiss && situation.weapon->name == "Javelin" &&
             s.config.fire_play.extra.javelins_stick) {
    javelin_in_shield(s, target, shot, dice, events);  // shield_javelins.h
  }
  return shot;
}

void spread_shot(RencounterState& s, int shooter, int target, RangeBand band,
                 const ShotSituation& aimed, Dice& dice, EventSink& events) {
  if (band == RangeBand::kTooClose || band == RangeBand::kBeyond || !targetable(s, target)) return;
  std::vector<Sighting> men;
  gather_sightings(s, men);
  const auto& figs = s.figures();
  auto man = [&](int j) {
    return SpreadMan{static_cast<int16_t>(j), figs[at(j)].at, figs[at(j)].base_radius};
  };
  // Enemies he sees near the target: the only men the spread is rolled at.
  std::array<SpreadMan, SpreadPick::kMost> near{};
  size_t count = 0;
  const double reach = kSpreadExtremeWidth;
  for (int j = 0; j < static_cast<int>(figs.size()) && count < near.size(); ++j) {
    if (j == target || !is_enemy(s, shooter, j) || !targetable(s, j)) continue;
    if (gap(s, target, j) > reach) continue;
    if (!look(s, men, shooter, j).visible) continue;
    near[count++] = man(j);
  }
  const SpreadPick pick =
      pick_spread(band, man(target), {near.data(), count}, s.config.fire.base_contact_within);
  for (const int16_t j : pick.list()) {
    if (!targetable(s, j)) continue;
    const LosResult seen = look(s, men, shooter, j);
    ShotSituation x = shot_situation(s, shooter, j, seen, ShotPrep::kStood);
    // The firer's side of the shot is the aimed one's: his aim, snap and
    // place in the turn's shots; the man's own range, cover and posture.
    x.aim_half_turns = aimed.aim_half_turns;
    x.snap = aimed.snap;
    x.braced = aimed.braced;
    x.shot_number = aimed.shot_number;
    if (!assess_shot(x, s.config.fire).can_fire()) continue;
    shot_at(s, shooter, j, seen, x, dice, events, true);
  }
}

}  // namespace skirmish::rencounter
