// 004 / Melee (both games), Musket / Melee Results, Medieval / Combat
// Results/Impact: the dice of one pair of fighters in contact.
//
// Each fighter rolls a skill die and adds his modifiers; the higher scorer
// hits, a tie does nothing. The hitter then rolls:
//   Musket:   a results die against his OWN armament (4 melee specialist,
//             5 most weapons, 6 unarmed or knife): equal or more removes the
//             struck man, less makes him (the loser) check courage.
//   Medieval: an impact die (+1 two-handed weapon, +1 lance on horseback in
//             the first turn of the melee) against the struck man's armor
//             (his shield counts only when struck from his front or left):
//             equal or more removes him, less has no effect.
// Skill modifiers, each by name:
//   Musket:   +1 leader, +1 defending an obstacle or superior position,
//             +2 attacking from rear or side, +1 shock troops, +1 bayonet
//             against a shorter weapon.
//   Medieval: +1 knight fighting to his front, +1 defending an obstacle or
//             superior position, +2 attacking from rear or side.
//   Both:     the hero's melee skill bonus; the hero's melee impact bonus
//             goes on the results / impact die.
//
// Interpretations (docs/rules/mayhem.md):
// - "Defending an obstacle or in some other superior position (up hill, at a
//   stream bank, mounted)" is one +1, not one per reason; the caller judges
//   it (mounted against a man on foot counts).
// - Musket results die: against the armament of the figure that HIT (the
//   seed's "attacking figure" is the one who scored the hit).
// - Medieval gives no courage check for a stroke that fails to remove; its
//   morale list has only the casualty, charge and commander triggers.
// - Medieval hero: a knight with a melee skill bonus takes it in lieu of the
//   +1 knight bonus (004 / Medieval / Heroes: Sir Nigel's "+2 in lieu of
//   the usual +1 for knight"), and it counts whichever way he faces.
// - "First turn of melee" for the lance: the man is not `in_melee_since` an
//   earlier turn.
// - Rerolls: a fighter whose skill score is below his opponent's rerolls his
//   die (each die at most once; after one reroll the other may then reroll
//   his, if now behind); a tie is never rerolled (it might turn into a loss).
//   The hitter rerolls a results / impact die that did not remove.
// - A save cancels the removal entirely: no courage check follows.
// - 004 / Medieval Mayhem / Horses (option): the stroke may be at the
//   struck man's horse instead, against its own armor (barded 5 as heavy
//   armor, caparisoned 4 as medium, unarmored 3 as light; no shield) with
//   the same impact modifiers and reroll; the rider's save token is his
//   own and is not spent on his horse.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "engine/core/dice.h"
#include "engine/rules/mayhem/mayhem_man.h"
#include "engine/rules/mayhem/mayhem_rolls.h"

namespace skirmish::mayhem {

// One fighter's situation in a pair, as the geometry and the flow see it.
struct MeleeFooting {
  bool superior_position = false;  // defending an obstacle, up hill, at a stream bank, mounted
  bool from_rear_or_side = false;  // he attacks his opponent's rear or side
  bool facing_opponent = true;     // Medieval knight: the opponent is to his front
  bool opponent_shorter = false;   // Musket bayonet: the opponent's weapon is shorter
  bool mounted = false;            // Medieval lance: he fights on horseback
  bool shield_side = true;         // Medieval: his opponent is at his front or left
  TokenPolicy tokens = TokenPolicy::kSpendWhenItHelps;  // his rerolls and saves
  // 004 / Heroes (option reroll_tokens asked; hero_rerolls.h): his side
  // says whether a die of his that failed is rolled again, so none of his
  // rerolls is rolled here (melee_reroll_open tells when one may be); the
  // odds count them as `tokens` says.
  bool rerolls_asked = false;
};

// One named modifier to a die, for explanations.
struct DieModifier {
  const char* name = "";  // a string literal: "leader", "rear or side", ...
  int value = 0;
};

// The modifiers of one die, each named; no allocation.
struct DieModifiers {
  static constexpr int kMax = 6;
  std::array<DieModifier, kMax> items{};
  int count = 0;
  int total = 0;

  void add(const char* name, int value) {
    items[count++] = {name, value};
    total += value;
  }
};

// 004 / Melee / Modifiers to the skill die, for `man` in `footing`.
DieModifiers melee_skill_modifiers(Variant v, const MayhemMan& man, const MeleeFooting& footing);

// Modifiers to the hitter's results (Musket) or impact (Medieval) die.
DieModifiers melee_impact_modifiers(Variant v, const MayhemMan& hitter,
                                    const MeleeFooting& hitter_footing);

// The results or impact score that removes the struck man: Musket the
// hitter's armament, Medieval the struck man's armor as his shield faces.
int melee_removal_score(Variant v, const MayhemMan& hitter, const MayhemMan& struck,
                        const MeleeFooting& struck_footing);

// What a pair's combat did to the man struck.
enum class StrokeEffect : uint8_t {
  kNone,          // tied skill scores: neither is affected
  kRemoved,       // removed from the game (downed)
  kSaved,         // would have been removed, but spent a save token
  kCourageCheck,  // Musket: the loser checks courage
  kNoEffect,      // Medieval: the impact fell short of his armor
};
std::string_view name_of(StrokeEffect e);

// A pair: fighter 0 and fighter 1.
struct MeleePair {
  Variant variant = Variant::kMusket;
  const MayhemMan* man[2] = {nullptr, nullptr};
  MeleeFooting footing[2];
  int16_t figure[2] = {-1, -1};  // figure indices, for the roll purposes
};

struct MeleeRoll {
  int skill_die[2] = {0, 0};  // the dice that counted (after rerolls)
  int skill_score[2] = {0, 0};
  bool skill_rerolled[2] = {false, false};
  int struck = -1;  // 0 or 1: the man hit; -1 on a tie
  int removal_score = 0;
  int impact_modifier = 0;
  int impact_die = 0;  // the results (Musket) or impact (Medieval) die; 0 on a tie
  bool impact_rerolled = false;
  bool save_used = false;  // by the struck man
  bool at_horse = false;   // the stroke was at his horse (kRemoved: the horse is killed)
  // Asked rerolls: the skill dice are final (a fighter behind let his die
  // stand), so the stroke is next.
  bool skill_settled = false;
  StrokeEffect effect = StrokeEffect::kNone;

  int hitter() const { return struck < 0 ? -1 : 1 - struck; }
  // Reroll tokens fighter `i` spent.
  int rerolls_used(int i) const {
    return int{skill_rerolled[i]} + int{impact_rerolled && hitter() == i};
  }
};

// Rolls one pair's combat through `dice`: fighter 0's skill die, fighter
// 1's, any rerolls, then the hitter's results or impact die. The caller
// takes the tokens spent off the men and, on kCourageCheck, has the struck
// man check courage (courage_dice.h, roll_hit_courage).
MeleeRoll roll_melee_pair(const MeleePair& pair, Dice& dice);
// The same in two halves, for a choice between them (004 / Medieval /
// Horses): the skill dice and their rerolls (struck, removal_score and
// impact_modifier set for a stroke at the man), then the hitter's results
// or impact die. `horse_armor` above 0: the stroke is at the struck man's
// horse, which that armor protects.
MeleeRoll roll_melee_skill(const MeleePair& pair, Dice& dice);
void roll_melee_stroke(const MeleePair& pair, MeleeRoll& roll, Dice& dice, int horse_armor = 0);

// Asked rerolls (MeleeFooting::rerolls_asked): the fighter (0 or 1) who
// may now roll a die of his again with a reroll token, or -1. Before the
// stroke: the fighter strictly behind whose skill die is not yet rolled
// again (unless skill_settled); once the stroke is rolled (impact_die above
// 0): the hitter, whose die fell short and is not yet rolled again.
int melee_reroll_open(const MeleePair& pair, const MeleeRoll& roll);
// Rolls that fighter's die again, a token spent (rerolls_used counts it):
// his skill die (who struck whom settled again; the stroke still to roll),
// or the hitter's stroke (its effect settled again).
void reroll_melee_die(const MeleePair& pair, MeleeRoll& roll, int fighter, Dice& dice);

// The exact chance of each outcome of roll_melee_pair, rolling nothing.
struct MeleeOdds {
  double removed[2] = {0, 0};  // fighter i removed
  double saved[2] = {0, 0};    // fighter i spent a save against removal
  double checks[2] = {0, 0};   // Musket: fighter i must check courage
  double unhurt[2] = {0, 0};   // Medieval: fighter i struck without effect
  double tie = 0;

  double struck(int i) const { return removed[i] + saved[i] + checks[i] + unhurt[i]; }
  double nothing() const { return tie + unhurt[0] + unhurt[1] + saved[0] + saved[1]; }
  double total() const { return tie + struck(0) + struck(1); }
};
MeleeOdds melee_pair_odds(const MeleePair& pair);
// For the planners, where `fighter` may roll his skill die again
// (melee_reroll_open, before the stroke): the exact odds of the fight if
// he does (`reroll`), or lets it stand, rolling nothing.
MeleeOdds melee_skill_choice_odds(const MeleePair& pair, const MeleeRoll& roll, int fighter,
                                  bool reroll);

// The exact chances of the stroke roll_melee_stroke rolls once the skill
// dice `skill` have been rolled (skill.struck 0 or 1), at the man or at his
// horse (`horse_armor` above 0), rolling nothing. They sum to 1.
struct StrokeOdds {
  double removed = 0;   // the man removed, or his horse killed
  double saved = 0;     // the man spent a save token against removal
  double short_of = 0;  // less than needed: Musket a courage check, Medieval no effect

  double total() const { return removed + saved + short_of; }
};
StrokeOdds melee_stroke_odds(const MeleePair& pair, const MeleeRoll& skill, int horse_armor = 0);

}  // namespace skirmish::mayhem
