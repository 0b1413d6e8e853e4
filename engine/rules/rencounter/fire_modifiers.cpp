#include "engine/rules/rencounter/fire_modifiers.h"

#include <algorithm>

namespace skirmish::rencounter {

namespace {

constexpr std::string_view kRange = "000 / Fire Combat / Range";
constexpr std::string_view kScatter = "000 / Missile Weapons Table, note #";
constexpr std::string_view kArmor = "000 / Fire Combat / Armor and Shields";
constexpr std::string_view kCover = "000 / Fire Combat / Cover";
constexpr std::string_view kFriends = "000 / Fire Combat / Fire past friends";
constexpr std::string_view kSize = "000 / Fire Combat / Target Size";
constexpr std::string_view kAim = "000 / Fire Combat / Aimed Fire";
constexpr std::string_view kSnap = "000 / Fire Combat / Snap Fire";
constexpr std::string_view kMultiple = "000 / Fire Combat / Multiple shots";
constexpr std::string_view kMoving = "000 / Fire Combat / Moving Targets";
constexpr std::string_view kAppearing = "000 / Fire Combat / Appearing Targets";
constexpr std::string_view kWounds = "000 / Melee / Wounds";
constexpr std::string_view kFireSkill = "000 / The Figure / Fire Skill";

constexpr int kDeepestCover = 5;  // 000 / Cover: "5 Protected all but small part"

std::string_view range_name(RangeBand b) {
  switch (b) {
    case RangeBand::kTooClose:
      return "too close range";
    case RangeBand::kShort:
      return "short range";
    case RangeBand::kMedium:
      return "medium range";
    case RangeBand::kLong:
      return "long range";
    case RangeBand::kExtreme:
      return "extreme range";
    case RangeBand::kBeyond:
      break;
  }
  return "beyond extreme range";
}

std::string_view solid_name(SolidCover c, bool friend_in_way) {
  switch (c) {
    case SolidCover::kNone:
      break;
    case SolidCover::kHalf:
      return friend_in_way ? "friend in the way, 1/2" : "1/2 solid cover";
    case SolidCover::kThreeQuarters:
      return friend_in_way ? "friend in the way, 3/4" : "3/4 solid cover";
    case SolidCover::kJustEnough:
      return friend_in_way ? "friend in the way, all but enough to see" : "just enough showing";
    case SolidCover::kLoophole:
      return friend_in_way ? "friend in the way, all but a small part" : "peeking out or loophole";
  }
  return "no cover";
}

std::string_view leafy_name(LeafyCover c) {
  return c == LeafyCover::kMostly ? "mostly obscured by leafy cover" : "partially obscuring cover";
}

// Adds the cover entries; returns the part of the total due to solid cover.
int add_cover(const ShotSituation& s, const FireOptions& o, ModifierList& out) {
  const int solid = static_cast<int>(s.solid_cover);
  const int leafy = static_cast<int>(s.leafy_cover);
  const std::string_view source = s.cover_is_friend ? kFriends : kCover;
  if (o.add_leafy_to_solid) {
    const int solid_part = std::min(kDeepestCover, solid + leafy) - leafy;
    out.add(solid_name(s.solid_cover, s.cover_is_friend), -solid_part, source);
    out.add(leafy_name(s.leafy_cover), -leafy, kCover);
    return -solid_part;
  }
  // The larger level counts alone; on a tie the solid cover is named, since
  // only solid cover stops a shot (000 / Duck backs).
  if (solid >= leafy) {
    out.add(solid_name(s.solid_cover, s.cover_is_friend), -solid, source);
    return -(solid - leafy);
  }
  out.add(leafy_name(s.leafy_cover), -leafy, kCover);
  return 0;
}

void add_armor(const ShotSituation& s, const FireOptions& o, ModifierList& out) {
  const MissileWeapon& w = *s.weapon;
  if (armor_counts_in_full(w)) {
    // "Thrown weapons, bows, and crossbows add target armor and -1 for a
    // medium shield, and -2 for a large shield."
    out.add("armor", -std::clamp(s.target_armor, 0, 4), kArmor);
    const Shield& shield = shields()[static_cast<size_t>(s.target_shield)];
    out.add(shield.size == ShieldSize::kLarge ? "large shield" : "medium shield",
            shield.missile_modifier, kArmor);
  } else if (low_velocity(w, o) && s.target_armor >= 3) {
    out.add("armor vs low velocity firearm", -1, kArmor);
  }
}

void add_aim(const ShotSituation& s, const FireOptions& o, RangeBand band, ModifierList& out) {
  const bool later_shot = s.shot_number > 1;
  const bool aim_counts = !later_shot || o.later_shots_keep_aim;
  if (s.aim_half_turns > 0) {
    if (band == RangeBand::kTooClose) {
      // "Aimed fire is possible at short range or greater."
      out.add("no aim at too close range", 0, kAim, true);
    } else if (aim_counts) {
      const int bonus = aim_modifier(s.aim_half_turns);
      const std::string_view name = s.aim_half_turns == 1  ? "aimed 1/2 turn"
                                    : s.aim_half_turns < 4 ? "aimed 1 turn"
                                                           : "aimed 2+ turns";
      out.add(name, bonus, kAim, true);
      if (s.braced) out.add("braced", +1, kAim);
    }
    return;
  }
  // Snap fire: no turns of aim before the shot.
  SnapFire snap = s.snap;
  if (s.running_throw && s.weapon->thrown && snap == SnapFire::kLoneShot) {
    snap = SnapFire::kWithOtherAction;  // "Throwing weapons take the -2 penalty"
  }
  switch (snap) {
    case SnapFire::kLoneShot:
      // "If the only action taken in the turn is one shot, there is enough
      // aiming (1/2 turn) for no penalty": aimed fire at 0, so it may brace.
      if (s.braced && o.brace_lone_shot && aim_counts && band != RangeBand::kTooClose) {
        out.add("braced", +1, kAim);
      }
      break;
    case SnapFire::kWithOtherAction:
      out.add("snap fire", -2, kSnap);
      break;
    case SnapFire::kMovingFast:
      out.add("snap fire moving fast", -4, kSnap);
      break;
  }
}

CannotFire why_not(const ShotSituation& s, RangeBand band) {
  if (s.weapon == nullptr) return CannotFire::kNoWeapon;
  if (band == RangeBand::kBeyond) return CannotFire::kBeyondExtreme;
  if (s.shot_number < 1 || s.shot_number > max_shots_per_turn(s.weapon->repeat)) {
    return CannotFire::kTooManyShots;
  }
  if (s.aim_half_turns == 0 && s.snap == SnapFire::kMovingFast &&
      !can_snap_moving_fast(*s.weapon, s.firer_mounted)) {
    return CannotFire::kNoSnapOnTheRun;
  }
  return CannotFire::kCan;
}

}  // namespace

std::string_view reason_text(CannotFire c) {
  switch (c) {
    case CannotFire::kCan:
      return "";
    case CannotFire::kNoWeapon:
      return "no missile weapon";
    case CannotFire::kBeyondExtreme:
      return "beyond extreme range";
    case CannotFire::kTooManyShots:
      return "the weapon cannot fire that many shots in one turn";
    case CannotFire::kNoSnapOnTheRun:
      return "only firearms, crossbows and bows from horseback can snap shoot moving fast";
  }
  return "";
}

int cover_modifier(SolidCover solid, LeafyCover leafy, const FireOptions& options) {
  const int s = static_cast<int>(solid);
  const int l = static_cast<int>(leafy);
  return -(options.add_leafy_to_solid ? std::min(kDeepestCover, s + l) : std::max(s, l));
}

int moving_target_modifier(double inches_moved) {
  // 000 / Moving Targets: 3" or less +0, 3.5-6" -1, 6.5-12" -2, 12.5-18" -3.
  // The table steps by half inches; anything over a band's top is the next
  // band, and the fastest band covers all speeds above 12".
  if (inches_moved <= 3) return 0;
  if (inches_moved <= 6) return -1;
  if (inches_moved <= 12) return -2;
  return -3;
}

int aim_modifier(int aim_half_turns) {
  // 000 / Aimed Fire: 1/2 turn 0, one turn +2, two or more turns +3 (not
  // cumulative). A turn and a half is still "one turn spent aiming".
  if (aim_half_turns <= 1) return 0;
  if (aim_half_turns < 4) return 2;
  return 3;
}

ShotAssessment assess_shot(const ShotSituation& s, const FireOptions& o) {
  ShotAssessment a;
  a.skill = s.skill;
  a.band = s.weapon ? range_band(*s.weapon, s.range, o, s.running_throw) : RangeBand::kBeyond;
  a.cannot = why_not(s, a.band);
  if (!a.can_fire()) {
    a.need = s.skill;
    return a;
  }
  ModifierList& m = a.modifiers;
  m.add(range_name(a.band), range_modifier(a.band), kRange, true);
  // Shotguns and blunderbusses "get a +2 To Hit modifier at short through long range".
  if (s.weapon->variable_damage && a.band >= RangeBand::kShort && a.band <= RangeBand::kLong) {
    m.add("shotgun spread", +2, kScatter);
  }
  add_armor(s, o, m);
  a.solid_cover_modifier = add_cover(s, o, m);
  if (s.target_mounted && s.mounted_aim == MountedAim::kEither) m.add("mounted target", +1, kSize);
  // "Ignore kneeling and prone target modifiers for shots at 2" or less range."
  if (s.range > o.posture_ignored_within) {
    if (s.target_posture == Posture::kKneeling) m.add("kneeling", -1, kSize);
    if (s.target_posture == Posture::kProne) m.add("prone", -2, kSize);
  }
  add_aim(s, o, a.band, m);
  m.add("later shot this turn", -(s.shot_number - 1), kMultiple);
  m.add("target moving", moving_target_modifier(s.target_moved), kMoving);
  if (s.appearing == Appearing::kPreviousActivation) {
    m.add("appeared last activation", -1, kAppearing);
  } else if (s.appearing == Appearing::kThisActivation) {
    m.add("appeared this activation", -2, kAppearing);
  }
  if (s.target_in_melee_with_friend) m.add("target in melee with a friend", -2, kFriends);
  m.add("wounds", -std::max(0, s.wound_points), kWounds);
  if (s.unfamiliar_weapon) m.add("unfamiliar weapon", o.unfamiliar_weapon, kFireSkill);
  a.need = s.skill + m.total();
  return a;
}

std::string describe_need(const ShotAssessment& a) {
  std::string s;
  if (!a.can_fire()) {
    s.append("cannot fire: ").append(reason_text(a.cannot));
    return s;
  }
  s.append("needs ").append(std::to_string(a.need));
  s.append(": skill ").append(std::to_string(a.skill));
  if (a.modifiers.size() > 0) s.append(", ").append(a.modifiers.text());
  return s;
}

}  // namespace skirmish::rencounter
