// 004 / Missile Fire (Musket Mayhem and Medieval Mayhem): one shot's dice.
//
// A shot is a skill die for a potential hit, against a score set by the
// target's cover, then an impact die for its effect:
//   Musket:   skill 4-6 open, 5-6 soft cover, 6 hard cover; -1 over half
//             range, -1 firing while mounted. Impact +1 musket or rifle, +2
//             canister, +3 roundshot: 6 or more kills, else a courage check.
//   Medieval: skill 5-6 open, 6 behind cover (soft and hard alike); massed
//             bowmen (option) hit only targets in the open, on a 6. Impact
//             (+2 engines against men) equal to or above the target's armor
//             removes him, else no effect; an engine breaks a door or another
//             engine on an impact of 5 or more.
// Heroes (004 / Heroes) add their fire skill and impact bonuses, may reroll
// their own failed dice and may cancel their death with a save token.
//
// Interpretations (docs/rules/mayhem.md):
// - Modifiers are strict arithmetic on the die: a 6 with -1 is a 5, so a
//   Musket shot at hard cover over half range or from horseback never hits.
// - A natural 6 or 1 has no special meaning (the seed gives none).
// - Medieval has no half-range or mounted penalty (mounted archers are an
//   option that lets them fire all round, 004 / Medieval / Missile Fire).
// - Medieval shields (+1 in `armor`) count only against shots from the
//   target's front or left (the caller says which); the armor table gives a
//   shield +1 at every step (medium with shield 5 = heavy alone 5).
// - A save turns a death into no effect at all: no courage check follows.
// - A reroll is spent on a skill die that missed, then on an impact die that
//   did not kill, each die at most once, while the shooter has tokens.
// - The +2 engine bonus is against men only; against a door or engine the
//   impact die needs 5 with only the shooter's hero bonus added.
// - Medieval missile hits that do not remove a man bring no courage check:
//   the Medieval list of morale checks has no missile trigger.
// - 004 / Medieval Mayhem / Horses (option): once the skill die hits a
//   mounted man, the impact die may be at his horse instead, against its
//   own armor (barded 5 as heavy armor, caparisoned 4 medium, unarmored 3
//   light; no shield); the shooter's impact modifiers and reroll count as
//   against a man, the rider's save token is his own and is not spent on
//   his horse, and a horse the die falls short of is unharmed.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/core/dice.h"
#include "engine/rules/mayhem/mayhem_man.h"
#include "engine/rules/mayhem/mayhem_rolls.h"

namespace skirmish::mayhem {

// The situation of one shot, as the geometry and the flow see it.
struct Shot {
  Variant variant = Variant::kMusket;
  CoverClass cover = CoverClass::kOpen;  // the target's (Medieval: soft or hard = "cover")
  bool over_half_range = false;          // Musket: -1 to the skill die
  bool mounted = false;                  // Musket: the shooter fires from horseback, -1
  GunLoad load = GunLoad::kCanister;     // Musket cannon: canister +2 or roundshot +3
  bool massed = false;                   // Medieval option: bowmen firing in ranks
  bool shield_side = true;               // Medieval: the shot comes from the target's front or left
  TokenPolicy shooter_tokens = TokenPolicy::kSpendWhenItHelps;  // his reroll tokens
  TokenPolicy target_tokens = TokenPolicy::kSpendWhenItHelps;   // the target's save tokens
  // 004 / Heroes (option reroll_tokens asked; hero_rerolls.h): the
  // shooter's side says whether a die of his that failed is rolled again,
  // so no reroll is rolled here (shot_reroll_open tells when one may be);
  // the odds count his rerolls as shooter_tokens says.
  bool rerolls_asked = false;
};

// What became of a shot.
enum class ShotOutcome : uint8_t {
  kMiss,          // the skill die missed
  kKilled,        // killed (Musket) or removed (Medieval): he is downed
  kSaved,         // he would have been killed, but spent a save token
  kCourageCheck,  // Musket: hit but not killed, he takes a courage check
  kNoEffect,      // Medieval: the impact die fell short of his armor
};
std::string_view name_of(ShotOutcome o);

// The score the skill die must reach before modifiers (004 / Missile Fire /
// Skill Die): Musket 4, 5, 6 by cover; Medieval 5 open, 6 behind cover;
// massed bowmen 6 in the open and 7 (never: the shot is not allowed) at
// targets behind cover.
int fire_skill_score(Variant v, CoverClass cover, bool massed);

// The sum of modifiers to the skill die: Musket -1 over half range, -1
// mounted; both: the shooter's hero fire skill bonus.
int fire_skill_modifier(const MayhemMan& shooter, const Shot& shot);

// The sum of modifiers to the impact die: Musket +1 musket or rifle, +2
// canister, +3 roundshot; Medieval +2 engine; both: the hero fire impact
// bonus.
int fire_impact_modifier(const MayhemMan& shooter, const Shot& shot);

// Medieval: the armor a shot or stroke must equal or beat: his rating, one
// less when his shield does not face it.
int armor_against(const MayhemMan& target, bool shield_side);

// The impact score (die plus modifiers) that kills: Musket 6, Medieval the
// target's armor against this shot.
int fire_impact_needed(const MayhemMan& target, const Shot& shot);

struct ShotRoll {
  int skill_score = 0;     // the table's score for this cover
  int skill_modifier = 0;  // the sum of modifiers
  int skill_die = 0;       // the die that counted (after any reroll); 0 when not rolled
  bool skill_rerolled = false;
  int impact_needed = 0;  // the impact score that kills
  int impact_modifier = 0;
  int impact_die = 0;  // 0 when the skill die missed
  bool impact_rerolled = false;
  bool save_used = false;  // the target spent a save token
  bool at_horse = false;   // the impact die was at his horse (kKilled: the horse is killed)
  ShotOutcome outcome = ShotOutcome::kMiss;

  int rerolls_used() const { return int{skill_rerolled} + int{impact_rerolled}; }
  // The skill die reached its score: a potential hit.
  bool hit() const { return skill_die > 0 && skill_die >= skill_score - skill_modifier; }
};

// Rolls one shot through `dice`: the skill die, then the impact die on a
// potential hit. `shooter_index` and `target_index` name the figures in the
// roll purposes. The caller takes rerolls_used() and save_used off the men.
// A massed shot at a target in cover is not allowed: it rolls nothing and
// misses.
ShotRoll roll_shot(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot, Dice& dice,
                   int16_t shooter_index = -1, int16_t target_index = -1);
// The same in two halves, for a choice between them (004 / Medieval /
// Horses): the skill die and its reroll (outcome kMiss; hit() tells a
// potential hit), then, on a hit, the impact die. `horse_armor` above 0:
// the impact die is at the target's horse, which that armor protects.
ShotRoll roll_shot_skill(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot,
                         Dice& dice, int16_t shooter_index = -1, int16_t target_index = -1);
void roll_shot_impact(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot,
                      ShotRoll& roll, Dice& dice, int16_t shooter_index = -1,
                      int16_t target_index = -1, int horse_armor = 0);

// Asked rerolls (Shot::rerolls_asked): whether the die the shot stands on
// (the impact die once rolled, else the skill die) failed and the shooter
// has a reroll token left to roll it again.
bool shot_reroll_open(const MayhemMan& shooter, const Shot& shot, const ShotRoll& roll);
// Rolls that die again, a token spent (rerolls_used counts it): the skill
// die (the impact die is then still to roll), or the impact die, its
// outcome settled again (the target's save as target_tokens says).
void reroll_shot_die(const MayhemMan& target, const Shot& shot, ShotRoll& roll, Dice& dice,
                     int16_t shooter_index = -1, int16_t target_index = -1);

// The exact chance of each outcome of roll_shot, rolling nothing (for the
// planners). The five chances sum to 1.
struct ShotOdds {
  double miss = 0;
  double killed = 0;
  double saved = 0;
  double courage_check = 0;
  double no_effect = 0;

  double hit() const { return 1.0 - miss; }  // a potential hit
  double total() const { return miss + killed + saved + courage_check + no_effect; }
};
ShotOdds shot_odds(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot);

// The two ways a shot's skill die hits, with their chances: the first die
// (no reroll spent), or its reroll after a miss (one spent). miss is the
// rest. For the odds of a choice made once the skill die has hit.
struct SkillHitOdds {
  double first = 0;
  double rerolled = 0;
  double hit() const { return first + rerolled; }
};
SkillHitOdds skill_hit_odds(const MayhemMan& shooter, const Shot& shot);
// The exact chance of each outcome of roll_shot_impact once the skill die
// has hit (`skill_rerolled`: its reroll was spent), at the man or at his
// horse (`horse_armor` above 0), rolling nothing. miss is 0; they sum to 1.
ShotOdds shot_impact_odds(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot,
                          bool skill_rerolled, int horse_armor = 0);

// 004 / Medieval Mayhem / optional rule for artillery: an engine shooting at
// a door or another engine. `cover` is the thing's cover class (usually open).
struct EngineBreakRoll {
  int skill_die = 0;
  bool skill_rerolled = false;
  int impact_die = 0;  // 0 when the skill die missed
  bool impact_rerolled = false;
  bool broken = false;

  int rerolls_used() const { return int{skill_rerolled} + int{impact_rerolled}; }
};
constexpr int kEngineBreaksOn = 5;  // an impact of 5 or better breaks a door or engine
EngineBreakRoll roll_engine_at_structure(const MayhemMan& shooter, CoverClass cover,
                                         TokenPolicy tokens, Dice& dice,
                                         int16_t shooter_index = -1);
double engine_break_chance(const MayhemMan& shooter, CoverClass cover, TokenPolicy tokens);

}  // namespace skirmish::mayhem
