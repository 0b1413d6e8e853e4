// Readings of 000 / Combat / Fire Combat where the seed leaves a choice to
// the players. Each field is one interpretation with the default this engine
// plays by; docs/rules/rencounter.md ("Fire combat") gives the reasons.
#pragma once

#include <cstdint>

namespace skirmish::rencounter {

// 000 / Fire past friends, or at enemies engaged in melee: "2 chances in 12
// of hitting the friend meleeing that target". When is that d12 rolled?
enum class MeleeFriendRisk : uint8_t {
  kOnMiss,     // only for a shot that misses the target (and its cover): 1-2 hits the friend
  kOnAnyShot,  // before the to-hit roll: 1-2 and the shot goes into the friend instead
};

struct FireOptions {
  // Inches (base edge to base edge) at or under which two bases count as in
  // contact: Too Close for pistols and thrown weapons (000 / Range, note *).
  double base_contact_within = 0.25;
  // Inches at or under which long arms and bows are Too Close (000 / Range: 2").
  double long_arm_too_close = 2.0;
  // Inches at or under which kneeling and prone targets get no benefit
  // (000 / Target Size: "2 inches or less").
  double posture_ignored_within = 2.0;
  // To-hit penalty for a weapon type the firer did not start the game with;
  // fire combat names the penalty without a number, the melee table's -2 is used.
  int unfamiliar_weapon = -2;
  // Solid and leafy cover together: false takes the larger, true adds them
  // (at most 5, the deepest cover level). Mirrors LosOptions::add_leafy_to_solid.
  bool add_leafy_to_solid = false;
  // Shots after the first in one turn keep the aim and brace bonuses; false:
  // "the first shot is taken as aimed", the rest are not (000 / Multiple shots).
  bool later_shots_keep_aim = false;
  // A lone shot (the turn's only action, counting as 1/2 turn of aim) may take
  // the +1 for bracing, as aimed fire at 0 (000 / Aimed Fire, Snap Fire).
  bool brace_lone_shot = true;
  // Flintlock and cap-and-ball pistols and the cap-and-ball revolver count as
  // "low velocity firearms like muskets and shotguns" (-1 vs armor 3 or 4).
  bool black_powder_pistols_low_velocity = false;
  // The -1 damage for beating the need by 3 measures from the need capped at
  // 11 (the best a d12 can do after a natural 12 fails), not the full need.
  bool cap_need_for_margin = false;
  // When the 2-in-12 risk to a friend meleeing the target is rolled.
  MeleeFriendRisk melee_friend_risk = MeleeFriendRisk::kOnMiss;

  friend bool operator==(const FireOptions&, const FireOptions&) = default;
};

}  // namespace skirmish::rencounter
