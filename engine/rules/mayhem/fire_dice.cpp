// 004 / Missile Fire: the skill and impact dice of one shot, rolled and
// counted exactly. The rolling and the counting share the decisions below
// (what is needed, when a token is spent) so they cannot drift apart.
#include "engine/rules/mayhem/fire_dice.h"

namespace skirmish::mayhem {
namespace {

constexpr int kNever = 7;  // a score no d6 reaches

// Whether the odds count a reroll: spent when it helps, or asked (the
// side is expected to spend it when it helps).
bool can_reroll(const MayhemMan& m, TokenPolicy p, int already_used) {
  return p != TokenPolicy::kKeep && m.rerolls > already_used;
}

// Whether the dice roll one again here, unasked.
bool rolls_again(const MayhemMan& m, const Shot& shot, int already_used) {
  return !shot.rerolls_asked && can_reroll(m, shot.shooter_tokens, already_used);
}

bool can_save(const MayhemMan& m, TokenPolicy p) {
  return p == TokenPolicy::kSpendWhenItHelps && m.saves > 0;
}

// What an impact that fails to kill does: Musket a courage check (004 /
// Musket / Impact Die 1-5), Medieval nothing (004 / Medieval / Missile Fire).
ShotOutcome short_impact(Variant v) {
  return v == Variant::kMusket ? ShotOutcome::kCourageCheck : ShotOutcome::kNoEffect;
}

// Rolls one d6 needing `natural` or more, and once more if it failed and
// `reroll` allows. Returns the die that counts.
int roll_with_reroll(Dice& dice, const RollPurpose& purpose, int natural, bool reroll,
                     bool& rerolled) {
  int die = dice.roll(6, purpose);
  rerolled = false;
  if (die < natural && reroll) {
    rerolled = true;
    die = dice.roll(6, purpose);
  }
  return die;
}

}  // namespace

std::string_view name_of(ShotOutcome o) {
  switch (o) {
    case ShotOutcome::kMiss:
      return "miss";
    case ShotOutcome::kKilled:
      return "killed";
    case ShotOutcome::kSaved:
      return "saved";
    case ShotOutcome::kCourageCheck:
      return "courage check";
    case ShotOutcome::kNoEffect:
      return "no effect";
  }
  return "?";
}

int fire_skill_score(Variant v, CoverClass cover, bool massed) {
  if (v == Variant::kMusket) {
    // 004 / Musket / Skill Die: 4-6 open, 5-6 soft, 6 hard.
    switch (cover) {
      case CoverClass::kOpen:
        return 4;
      case CoverClass::kSoft:
        return 5;
      case CoverClass::kHard:
        return 6;
    }
    return kNever;
  }
  // 004 / Medieval / Missile Fire: massed bowmen only at targets in the open,
  // hitting on a 6; otherwise 5-6 in the open and 6 behind any cover.
  if (massed) return cover == CoverClass::kOpen ? 6 : kNever;
  return cover == CoverClass::kOpen ? 5 : 6;
}

int fire_skill_modifier(const MayhemMan& shooter, const Shot& shot) {
  int m = shooter.fire_skill_bonus;  // 004 / Heroes: "+2 to hit"
  if (shot.variant == Variant::kMusket) {
    if (shot.over_half_range) m -= 1;  // 004 / Musket / Skill Die
    if (shot.mounted) m -= 1;
  }
  return m;
}

int fire_impact_modifier(const MayhemMan& shooter, const Shot& shot) {
  int m = shooter.fire_impact_bonus;  // 004 / Heroes: "+1 to impact"
  // Each weapon keeps its own impact in either game (docs/rules/mayhem.md,
  // Weapons: a musket carried in Medieval Mayhem still strikes at +1, an
  // engine in Musket Mayhem at +2).
  switch (shooter.missile) {
    case Missile::kMusket:
    case Missile::kRifle:
      m += 1;  // 004 / Musket / Impact Die: +1 muskets and rifles
      break;
    case Missile::kCannon:
      m += shot.load == GunLoad::kCanister ? 2 : 3;  // +2 canister, +3 roundshot
      break;
    case Missile::kEngine:
      m += 2;  // 004 / Medieval / artillery: +2 to impact against individuals
      break;
    default:
      break;
  }
  return m;
}

int armor_against(const MayhemMan& target, bool shield_side) {
  // 004 / Medieval / Combat Results: shields count only to the front and
  // left; the table makes a shield worth exactly +1.
  return target.armor - (target.shield && !shield_side ? 1 : 0);
}

int fire_impact_needed(const MayhemMan& target, const Shot& shot) {
  if (shot.variant == Variant::kMusket) return 6;  // 004 / Musket / Impact Die: 6 killed
  return armor_against(target, shot.shield_side);
}

ShotRoll roll_shot_skill(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot,
                         Dice& dice, int16_t shooter_index, int16_t target_index) {
  ShotRoll r;
  r.skill_score = fire_skill_score(shot.variant, shot.cover, shot.massed);
  r.skill_modifier = fire_skill_modifier(shooter, shot);
  r.impact_needed = fire_impact_needed(target, shot);
  r.impact_modifier = fire_impact_modifier(shooter, shot);
  if (r.skill_score >= kNever) return r;  // a shot the rules do not allow

  const int skill_natural = r.skill_score - r.skill_modifier;
  const RollPurpose skill = d6_purpose("skill die", kFireSkillRoll, shooter_index, target_index,
                                       skill_natural, Need::kAtLeast);
  r.skill_die =
      roll_with_reroll(dice, skill, skill_natural, rolls_again(shooter, shot, 0), r.skill_rerolled);
  return r;
}

namespace {

// The impact die's effect, once it has settled.
void settle_impact(const MayhemMan& target, const Shot& shot, ShotRoll& r) {
  r.save_used = false;
  if (r.impact_die < r.impact_needed - r.impact_modifier) {
    r.outcome = r.at_horse ? ShotOutcome::kNoEffect : short_impact(shot.variant);
  } else if (!r.at_horse && can_save(target, shot.target_tokens)) {
    r.outcome = ShotOutcome::kSaved;
    r.save_used = true;
  } else {
    r.outcome = ShotOutcome::kKilled;
  }
}

RollPurpose impact_purpose(const ShotRoll& r, int16_t shooter_index, int16_t target_index) {
  return d6_purpose(r.at_horse ? "impact die on the horse" : "impact die", kFireImpactRoll,
                    shooter_index, target_index, r.impact_needed - r.impact_modifier,
                    Need::kAtLeast);
}

}  // namespace

void roll_shot_impact(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot,
                      ShotRoll& r, Dice& dice, int16_t shooter_index, int16_t target_index,
                      int horse_armor) {
  // 004 / Medieval / Horses: "a barded horse counting as heavy armor, a
  // cloth caparisoned horse as medium armor, and an unarmored horse as
  // light armor" (no shield).
  r.at_horse = horse_armor > 0;
  if (r.at_horse) r.impact_needed = horse_armor;
  r.impact_die = roll_with_reroll(dice, impact_purpose(r, shooter_index, target_index),
                                  r.impact_needed - r.impact_modifier,
                                  rolls_again(shooter, shot, r.rerolls_used()), r.impact_rerolled);
  settle_impact(target, shot, r);
}

bool shot_reroll_open(const MayhemMan& shooter, const Shot& shot, const ShotRoll& r) {
  if (!can_reroll(shooter, shot.shooter_tokens, r.rerolls_used())) return false;
  if (r.impact_die > 0) {
    return !r.impact_rerolled && r.impact_die < r.impact_needed - r.impact_modifier;
  }
  return r.skill_die > 0 && !r.skill_rerolled && !r.hit();
}

void reroll_shot_die(const MayhemMan& target, const Shot& shot, ShotRoll& r, Dice& dice,
                     int16_t shooter_index, int16_t target_index) {
  if (r.impact_die > 0) {
    r.impact_rerolled = true;
    r.impact_die = dice.roll(6, impact_purpose(r, shooter_index, target_index));
    settle_impact(target, shot, r);
    return;
  }
  r.skill_rerolled = true;
  r.skill_die = dice.roll(6, d6_purpose("skill die", kFireSkillRoll, shooter_index, target_index,
                                        r.skill_score - r.skill_modifier, Need::kAtLeast));
}

ShotRoll roll_shot(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot, Dice& dice,
                   int16_t shooter_index, int16_t target_index) {
  ShotRoll r = roll_shot_skill(shooter, target, shot, dice, shooter_index, target_index);
  if (r.hit()) roll_shot_impact(shooter, target, shot, r, dice, shooter_index, target_index);
  return r;
}

ShotOdds shot_odds(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot) {
  ShotOdds o;
  const int score = fire_skill_score(shot.variant, shot.cover, shot.massed);
  if (score >= kNever) {
    o.miss = 1.0;
    return o;
  }
  const double p_skill = chance_at_least(score - fire_skill_modifier(shooter, shot));
  const double p_impact =
      chance_at_least(fire_impact_needed(target, shot) - fire_impact_modifier(shooter, shot));
  // Two ways to a potential hit: the first skill die, or its reroll (which
  // leaves one token fewer for the impact die).
  const bool skill_reroll = can_reroll(shooter, shot.shooter_tokens, 0);
  const double hit_first = p_skill;
  const double hit_rerolled = skill_reroll ? (1.0 - p_skill) * p_skill : 0.0;
  const double kill =
      hit_first * with_reroll(p_impact, can_reroll(shooter, shot.shooter_tokens, 0)) +
      hit_rerolled * with_reroll(p_impact, can_reroll(shooter, shot.shooter_tokens, 1));
  const double hit = hit_first + hit_rerolled;
  o.miss = 1.0 - hit;
  (can_save(target, shot.target_tokens) ? o.saved : o.killed) = kill;
  (shot.variant == Variant::kMusket ? o.courage_check : o.no_effect) = hit - kill;
  return o;
}

SkillHitOdds skill_hit_odds(const MayhemMan& shooter, const Shot& shot) {
  SkillHitOdds o;
  const int score = fire_skill_score(shot.variant, shot.cover, shot.massed);
  if (score >= kNever) return o;
  const double p_skill = chance_at_least(score - fire_skill_modifier(shooter, shot));
  o.first = p_skill;
  if (can_reroll(shooter, shot.shooter_tokens, 0)) o.rerolled = (1.0 - p_skill) * p_skill;
  return o;
}

ShotOdds shot_impact_odds(const MayhemMan& shooter, const MayhemMan& target, const Shot& shot,
                          bool skill_rerolled, int horse_armor) {
  ShotOdds o;
  const bool at_horse = horse_armor > 0;
  const int needed = at_horse ? horse_armor : fire_impact_needed(target, shot);
  const double kill = with_reroll(chance_at_least(needed - fire_impact_modifier(shooter, shot)),
                                  can_reroll(shooter, shot.shooter_tokens, skill_rerolled ? 1 : 0));
  (!at_horse && can_save(target, shot.target_tokens) ? o.saved : o.killed) = kill;
  (!at_horse && shot.variant == Variant::kMusket ? o.courage_check : o.no_effect) = 1.0 - kill;
  return o;
}

EngineBreakRoll roll_engine_at_structure(const MayhemMan& shooter, CoverClass cover,
                                         TokenPolicy tokens, Dice& dice, int16_t shooter_index) {
  EngineBreakRoll r;
  const int skill_natural =
      fire_skill_score(Variant::kMedieval, cover, false) - shooter.fire_skill_bonus;
  const RollPurpose skill =
      d6_purpose("skill die", kFireSkillRoll, shooter_index, -1, skill_natural, Need::kAtLeast);
  r.skill_die = roll_with_reroll(dice, skill, skill_natural, can_reroll(shooter, tokens, 0),
                                 r.skill_rerolled);
  if (r.skill_die < skill_natural) return r;
  const int impact_natural = kEngineBreaksOn - shooter.fire_impact_bonus;
  const RollPurpose impact =
      d6_purpose("impact die", kEngineBreakRoll, shooter_index, -1, impact_natural, Need::kAtLeast);
  r.impact_die = roll_with_reroll(dice, impact, impact_natural,
                                  can_reroll(shooter, tokens, r.rerolls_used()), r.impact_rerolled);
  r.broken = r.impact_die >= impact_natural;
  return r;
}

double engine_break_chance(const MayhemMan& shooter, CoverClass cover, TokenPolicy tokens) {
  const double p_skill = chance_at_least(fire_skill_score(Variant::kMedieval, cover, false) -
                                         shooter.fire_skill_bonus);
  const double p_impact = chance_at_least(kEngineBreaksOn - shooter.fire_impact_bonus);
  const bool skill_reroll = can_reroll(shooter, tokens, 0);
  const double hit_rerolled = skill_reroll ? (1.0 - p_skill) * p_skill : 0.0;
  return p_skill * with_reroll(p_impact, can_reroll(shooter, tokens, 0)) +
         hit_rerolled * with_reroll(p_impact, can_reroll(shooter, tokens, 1));
}

}  // namespace skirmish::mayhem
