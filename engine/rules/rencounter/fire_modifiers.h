// 000 / Combat / Fire Combat / To Hit Modifiers: everything about one shot,
// and the number it needs on a d12, with every modifier named.
//
// "Add these modifiers to the Skill number to get the roll needed on a D12":
// need = fire skill + the sum of the modifiers below. The shot hits on a roll
// of the need or less (a natural 12 never hits); needs of 0 to -4 may still
// hit with a lucky shot (fire_resolution.h).
//
// | modifier | value | 000 / Fire Combat / ... |
// |---|---|---|
// | too close / short / medium / long / extreme range | -2 / 0 / -2 / -4 / -6 | Range |
// | shotgun or blunderbuss, short to long range | +2 | Missile Weapons Table, note # |
// | armor vs thrown, bow, crossbow | -rating | Armor and Shields |
// | medium / large shield vs thrown, bow, crossbow | -1 / -2 | Armor and Shields |
// | armor 3-4 vs musket or shotgun | -1 | Armor and Shields |
// | cover (partial leafy 1, mostly leafy 2, solid 2/3/4/5) | -level | Cover |
// | mounted target (unless aiming at man or horse) | +1 | Target Size |
// | kneeling / prone (not within 2") | -1 / -2 | Target Size |
// | aim 1/2 turn, 1 turn, 2+ turns (not too close) | 0 / +2 / +3 | Aimed Fire |
// | braced aimed fire | +1 | Aimed Fire |
// | snap fire with another action / moving fast | -2 / -4 | Snap Fire |
// | each shot after the first this turn | -1 cumulative | Multiple shots |
// | target moved 3.5-6" / 6.5-12" / 12.5"+ | -1 / -2 / -3 | Moving Targets |
// | target first seen last activation / this one | -1 / -2 | Appearing Targets |
// | target in melee with a friend | -2 | Fire past friends |
// | firer's wounds | -1 a wound point | Wounds |
// | unfamiliar weapon | -2 (option) | The Figure / Fire Skill |
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/core/los.h"
#include "engine/core/posture.h"
#include "engine/rules/rencounter/fire_options.h"
#include "engine/rules/rencounter/modifier_list.h"
#include "engine/rules/rencounter/range_band.h"
#include "engine/rules/rencounter/weapon_tables.h"

namespace skirmish::rencounter {

// 000 / Fire Combat / Snap Fire: how a shot with no turns of aim was taken.
enum class SnapFire : uint8_t {
  kLoneShot,         // the shot is the turn's only action: counts as 1/2 turn of aim, 0
  kWithOtherAction,  // walking, reloading, drawing in the same turn: -2
  kMovingFast,       // firearms, crossbows, bows from horseback moving faster: -4
};

// 000 / Fire Combat / Target Size: a mounted target.
enum class MountedAim : uint8_t {
  kEither,  // +1, then 1/3 of hits strike the man, 2/3 the horse
  kMan,     // normal to hit, 1/6 of hits strike the horse instead
  kHorse,   // normal to hit, 1/6 of hits strike the man instead
};

// 000 / Fire Combat / Appearing Targets.
enum class Appearing : uint8_t {
  kSeenBefore,          // 0
  kPreviousActivation,  // first seen during the target's preceding unit activation: -1
  kThisActivation,      // first seen during the current unit activation: -2
};

struct ShotSituation {
  // --- the firer
  const MissileWeapon* weapon = nullptr;  // a row of missile_weapons(); required
  int skill = 0;                          // fire skill (000 / The Figure / Fire Skill)
  int wound_points = 0;                   // 0-5; -1 to shooting each (000 / Wounds)
  bool unfamiliar_weapon = false;         // a type he did not start the game with
  bool firer_mounted = false;             // for bows snapped on the move
  // --- how he fires
  int aim_half_turns = 0;               // half turns of aim before the shot; 0 is snap fire
  SnapFire snap = SnapFire::kLoneShot;  // how a snap shot (no aim) was taken
  bool braced = false;                  // rested on terrain, a rest, or firing prone (Aimed Fire)
  int shot_number = 1;                  // 1 for the first shot this turn, 2 for the next, ...
  bool running_throw = false;           // thrown running the same way: ranges +50%, a snap shot
  // --- between them
  double range = 0;  // inches, base edge to base edge
  SolidCover solid_cover = SolidCover::kNone;
  LeafyCover leafy_cover = LeafyCover::kNone;
  bool cover_is_friend = false;  // the solid cover is a friendly man in the way
  // --- the target
  int target_armor = 0;  // 0-4 (000 / The Figure / Armor)
  ShieldSize target_shield = ShieldSize::kNone;
  Posture target_posture = Posture::kStanding;
  bool target_mounted = false;
  MountedAim mounted_aim = MountedAim::kEither;
  double target_moved = 0;  // inches the target moved in its latest move
  Appearing appearing = Appearing::kSeenBefore;
  bool target_in_melee_with_friend = false;  // a friend of the firer fights him
};

// Why a shot cannot be taken, if it cannot.
enum class CannotFire : uint8_t {
  kCan,
  kNoWeapon,        // no weapon row given
  kBeyondExtreme,   // 000 / Missile Weapons Table: no band beyond extreme
  kTooManyShots,    // shot_number beyond the weapon's Repeat (000 / Multiple shots)
  kNoSnapOnTheRun,  // thrown weapons and bows on foot cannot snap moving fast (Snap Fire)
};
std::string_view reason_text(CannotFire c);

struct ShotAssessment {
  CannotFire cannot = CannotFire::kCan;
  RangeBand band = RangeBand::kShort;
  int skill = 0;
  ModifierList modifiers;  // every modifier that applies, by name
  int need = 0;            // skill + modifiers.total()
  // Part of the need due to solid cover (including a friend in the way): a
  // miss that a need this much higher would have hit strikes the cover
  // (000 / Duck backs; Fire past friends). Zero or negative.
  int solid_cover_modifier = 0;

  bool can_fire() const { return cannot == CannotFire::kCan; }
  int need_without_solid_cover() const { return need - solid_cover_modifier; }
};

// The need and its modifiers. Pure: reads only its arguments.
ShotAssessment assess_shot(const ShotSituation& s, const FireOptions& options = {});

// "needs 4: skill 8, long range -4, kneeling -1, ..." or "cannot fire: beyond extreme range".
std::string describe_need(const ShotAssessment& a);

// The to-hit modifier of each part, for callers that want one number.
int cover_modifier(SolidCover solid, LeafyCover leafy, const FireOptions& options = {});
int moving_target_modifier(double inches_moved);
int aim_modifier(int aim_half_turns);

}  // namespace skirmish::rencounter
