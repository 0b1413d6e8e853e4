// 004 / Melee: one pair's skill dice and the hitter's results or impact die,
// rolled and counted exactly. Rolling and counting share the decisions
// below (who rerolls, what removes) so they cannot drift apart.
#include "engine/rules/mayhem/melee_dice.h"

namespace skirmish::mayhem {
namespace {

// Whether the odds count a reroll (spent when it helps, or asked: the side
// is expected to spend it when it helps).
bool can_reroll(const MayhemMan& m, TokenPolicy p, int already_used) {
  return p != TokenPolicy::kKeep && m.rerolls > already_used;
}

// Whether the dice roll one of fighter i's again here, unasked.
bool rolls_again(const MeleePair& p, int i, int already_used) {
  return !p.footing[i].rerolls_asked && can_reroll(*p.man[i], p.footing[i].tokens, already_used);
}

bool can_save(const MayhemMan& m, TokenPolicy p) {
  return p == TokenPolicy::kSpendWhenItHelps && m.saves > 0;
}

// Everything about a pair that does not depend on the dice.
struct PairFacts {
  int skill_mod[2] = {0, 0};
  int removal_natural[2] = {0, 0};  // the die fighter i needs to remove his opponent
  int impact_mod[2] = {0, 0};
  int removal_score[2] = {0, 0};
};

PairFacts facts_of(const MeleePair& p) {
  PairFacts f;
  for (int i = 0; i < 2; ++i) {
    const int o = 1 - i;
    f.skill_mod[i] = melee_skill_modifiers(p.variant, *p.man[i], p.footing[i]).total;
    f.impact_mod[i] = melee_impact_modifiers(p.variant, *p.man[i], p.footing[i]).total;
    f.removal_score[i] = melee_removal_score(p.variant, *p.man[i], *p.man[o], p.footing[o]);
    f.removal_natural[i] = f.removal_score[i] - f.impact_mod[i];
  }
  return f;
}

// The fighter who may reroll his skill die now, or -1: the one strictly
// behind, with a token, whose die has not been rolled again yet. `unasked`:
// only one whose dice roll it again without asking.
int skill_reroller(const MeleePair& p, const PairFacts& f, const int die[2], const bool rerolled[2],
                   bool unasked = false) {
  const int s0 = die[0] + f.skill_mod[0];
  const int s1 = die[1] + f.skill_mod[1];
  const auto may = [&](int i) {
    return unasked ? rolls_again(p, i, 0) : can_reroll(*p.man[i], p.footing[i].tokens, 0);
  };
  if (s0 < s1 && !rerolled[0] && may(0)) return 0;
  if (s1 < s0 && !rerolled[1] && may(1)) return 1;
  return -1;
}

// Who struck whom once the skill dice stand.
void settle_skill(const PairFacts& f, MeleeRoll& r) {
  for (int i = 0; i < 2; ++i) r.skill_score[i] = r.skill_die[i] + f.skill_mod[i];
  r.struck = -1;
  r.removal_score = 0;
  r.impact_modifier = 0;
  if (r.skill_score[0] == r.skill_score[1]) return;  // 004 / Melee: a tie affects neither
  const int h = r.skill_score[0] > r.skill_score[1] ? 0 : 1;
  r.struck = 1 - h;
  r.removal_score = f.removal_score[h];
  r.impact_modifier = f.impact_mod[h];
}

RollPurpose skill_purpose(const MeleePair& p, int i) {
  return d6_purpose("melee skill die", kMeleeSkillRoll, p.figure[i], p.figure[1 - i], 0,
                    Need::kNone);
}

RollPurpose stroke_purpose(const MeleePair& p, const MeleeRoll& r) {
  const bool medieval = p.variant == Variant::kMedieval;
  return d6_purpose(
      r.at_horse ? "impact die on the horse" : (medieval ? "impact die" : "results die"),
      medieval ? kMeleeImpactRoll : kMeleeResultsRoll, p.figure[r.hitter()], p.figure[r.struck],
      r.removal_score - r.impact_modifier, Need::kAtLeast);
}

// What a stroke that fails to remove does (004 / Musket / Melee Results: the
// loser checks courage; Medieval: nothing).
StrokeEffect short_stroke(Variant v) {
  return v == Variant::kMusket ? StrokeEffect::kCourageCheck : StrokeEffect::kNoEffect;
}

// Adds the chance `w` of the skill dice ending at die[0], die[1] (after the
// rerolls so far) to the odds, following the same rerolls roll_melee_pair makes.
void add_skill_branch(const MeleePair& p, const PairFacts& f, int die0, int die1, bool r0, bool r1,
                      double w, MeleeOdds& odds) {
  const int die[2] = {die0, die1};
  const bool rerolled[2] = {r0, r1};
  const int k = skill_reroller(p, f, die, rerolled);
  if (k == 0) {
    for (int d = 1; d <= 6; ++d) add_skill_branch(p, f, d, die1, true, r1, w / 6.0, odds);
    return;
  }
  if (k == 1) {
    for (int d = 1; d <= 6; ++d) add_skill_branch(p, f, die0, d, r0, true, w / 6.0, odds);
    return;
  }
  const int s0 = die0 + f.skill_mod[0];
  const int s1 = die1 + f.skill_mod[1];
  if (s0 == s1) {
    odds.tie += w;
    return;
  }
  const int h = s0 > s1 ? 0 : 1;
  const int s = 1 - h;
  const bool reroll = can_reroll(*p.man[h], p.footing[h].tokens, rerolled[h] ? 1 : 0);
  const double remove = with_reroll(chance_at_least(f.removal_natural[h]), reroll) * w;
  (can_save(*p.man[s], p.footing[s].tokens) ? odds.saved[s] : odds.removed[s]) += remove;
  (p.variant == Variant::kMusket ? odds.checks[s] : odds.unhurt[s]) += w - remove;
}

}  // namespace

std::string_view name_of(StrokeEffect e) {
  switch (e) {
    case StrokeEffect::kNone:
      return "tie";
    case StrokeEffect::kRemoved:
      return "removed";
    case StrokeEffect::kSaved:
      return "saved";
    case StrokeEffect::kCourageCheck:
      return "courage check";
    case StrokeEffect::kNoEffect:
      return "no effect";
  }
  return "?";
}

DieModifiers melee_skill_modifiers(Variant v, const MayhemMan& man, const MeleeFooting& footing) {
  DieModifiers m;
  if (v == Variant::kMusket) {
    // 004 / Musket / Melee / Modifiers to the skill die.
    if (man.leader) m.add("leader", 1);
    if (footing.superior_position) m.add("superior position", 1);
    if (footing.from_rear_or_side) m.add("rear or side", 2);
    if (man.shock) m.add("shock troops", 1);
    if (man.bayonet && footing.opponent_shorter) m.add("bayonet", 1);
    if (man.melee_skill_bonus != 0) m.add("hero", man.melee_skill_bonus);
    return m;
  }
  // 004 / Medieval / Melee / Modifiers to the skill die; a hero knight's
  // bonus replaces his knight's +1 (004 / Medieval / Heroes, Sir Nigel).
  if (man.knight && man.melee_skill_bonus == 0 && footing.facing_opponent) m.add("knight", 1);
  if (footing.superior_position) m.add("superior position", 1);
  if (footing.from_rear_or_side) m.add("rear or side", 2);
  if (man.melee_skill_bonus != 0) m.add("hero", man.melee_skill_bonus);
  return m;
}

DieModifiers melee_impact_modifiers(Variant v, const MayhemMan& hitter,
                                    const MeleeFooting& hitter_footing) {
  DieModifiers m;
  if (v == Variant::kMedieval) {
    // 004 / Medieval / Modifiers to Impact.
    if (hitter.two_handed) m.add("two-handed weapon", 1);
    if (hitter.lance && hitter_footing.mounted && !hitter.in_melee_since) m.add("lance", 1);
  }
  if (hitter.melee_impact_bonus != 0) m.add("hero", hitter.melee_impact_bonus);
  return m;
}

int melee_removal_score(Variant v, const MayhemMan& hitter, const MayhemMan& struck,
                        const MeleeFooting& struck_footing) {
  if (v == Variant::kMusket) return hitter.armament;  // 004 / Musket / Melee Results
  // 004 / Medieval / Combat Results/Impact: shields only to the front and left.
  return struck.armor - (struck.shield && !struck_footing.shield_side ? 1 : 0);
}

MeleeRoll roll_melee_skill(const MeleePair& p, Dice& dice) {
  const PairFacts f = facts_of(p);
  MeleeRoll r;
  r.skill_die[0] = dice.roll(6, skill_purpose(p, 0));
  r.skill_die[1] = dice.roll(6, skill_purpose(p, 1));
  for (int k; (k = skill_reroller(p, f, r.skill_die, r.skill_rerolled, true)) >= 0;) {
    r.skill_rerolled[k] = true;
    r.skill_die[k] = dice.roll(6, skill_purpose(p, k));
  }
  settle_skill(f, r);
  return r;
}

namespace {

// The stroke's effect, once its die has settled.
void settle_stroke(const MeleePair& p, MeleeRoll& r) {
  r.save_used = false;
  if (r.impact_die < r.removal_score - r.impact_modifier) {
    r.effect = r.at_horse ? StrokeEffect::kNoEffect : short_stroke(p.variant);
  } else if (!r.at_horse && can_save(*p.man[r.struck], p.footing[r.struck].tokens)) {
    r.effect = StrokeEffect::kSaved;
    r.save_used = true;
  } else {
    r.effect = StrokeEffect::kRemoved;
  }
}

}  // namespace

void roll_melee_stroke(const MeleePair& p, MeleeRoll& r, Dice& dice, int horse_armor) {
  const int h = r.hitter();
  if (h < 0) return;
  // 004 / Medieval / Horses: "a barded horse counting as heavy armor, a
  // cloth caparisoned horse as medium armor, and an unarmored horse as
  // light armor".
  r.at_horse = horse_armor > 0;
  if (r.at_horse) r.removal_score = horse_armor;
  const RollPurpose impact = stroke_purpose(p, r);
  r.impact_die = dice.roll(6, impact);
  if (r.impact_die < r.removal_score - r.impact_modifier &&
      rolls_again(p, h, r.skill_rerolled[h] ? 1 : 0)) {
    r.impact_rerolled = true;
    r.impact_die = dice.roll(6, impact);
  }
  settle_stroke(p, r);
}

int melee_reroll_open(const MeleePair& p, const MeleeRoll& r) {
  if (r.impact_die > 0) {
    const int h = r.hitter();
    const bool short_of = r.impact_die < r.removal_score - r.impact_modifier;
    return h >= 0 && short_of && !r.impact_rerolled &&
                   can_reroll(*p.man[h], p.footing[h].tokens, r.skill_rerolled[h] ? 1 : 0)
               ? h
               : -1;
  }
  if (r.skill_settled) return -1;
  return skill_reroller(p, facts_of(p), r.skill_die, r.skill_rerolled);
}

void reroll_melee_die(const MeleePair& p, MeleeRoll& r, int fighter, Dice& dice) {
  if (r.impact_die > 0) {
    r.impact_rerolled = true;
    r.impact_die = dice.roll(6, stroke_purpose(p, r));
    settle_stroke(p, r);
    return;
  }
  r.skill_rerolled[fighter] = true;
  r.skill_die[fighter] = dice.roll(6, skill_purpose(p, fighter));
  settle_skill(facts_of(p), r);
}

MeleeRoll roll_melee_pair(const MeleePair& p, Dice& dice) {
  MeleeRoll r = roll_melee_skill(p, dice);
  roll_melee_stroke(p, r, dice);
  return r;
}

StrokeOdds melee_stroke_odds(const MeleePair& p, const MeleeRoll& skill, int horse_armor) {
  StrokeOdds o;
  const int h = skill.hitter();
  if (h < 0) return o;
  const int s = skill.struck;
  const bool at_horse = horse_armor > 0;
  const int score = at_horse ? horse_armor : skill.removal_score;
  const bool reroll = can_reroll(*p.man[h], p.footing[h].tokens, skill.skill_rerolled[h] ? 1 : 0);
  const double remove = with_reroll(chance_at_least(score - skill.impact_modifier), reroll);
  (!at_horse && can_save(*p.man[s], p.footing[s].tokens) ? o.saved : o.removed) = remove;
  o.short_of = 1.0 - remove;
  return o;
}

MeleeOdds melee_pair_odds(const MeleePair& p) {
  const PairFacts f = facts_of(p);
  MeleeOdds odds;
  for (int a = 1; a <= 6; ++a) {
    for (int b = 1; b <= 6; ++b) add_skill_branch(p, f, a, b, false, false, 1.0 / 36.0, odds);
  }
  return odds;
}

MeleeOdds melee_skill_choice_odds(const MeleePair& p, const MeleeRoll& r, int fighter,
                                  bool reroll) {
  const PairFacts f = facts_of(p);
  MeleeOdds odds;
  if (!reroll) {
    // His die stands: counted as rolled again already, so that nobody
    // offers it again (he is behind, so his token is not the stroke's).
    const bool r0 = r.skill_rerolled[0] || fighter == 0;
    const bool r1 = r.skill_rerolled[1] || fighter == 1;
    add_skill_branch(p, f, r.skill_die[0], r.skill_die[1], r0, r1, 1.0, odds);
    return odds;
  }
  for (int d = 1; d <= 6; ++d) {
    const int die0 = fighter == 0 ? d : r.skill_die[0];
    const int die1 = fighter == 1 ? d : r.skill_die[1];
    add_skill_branch(p, f, die0, die1, r.skill_rerolled[0] || fighter == 0,
                     r.skill_rerolled[1] || fighter == 1, 1.0 / 6.0, odds);
  }
  return odds;
}

}  // namespace skirmish::mayhem
