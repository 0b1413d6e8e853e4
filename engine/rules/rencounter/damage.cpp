#include "engine/rules/rencounter/damage.h"

#include "engine/rules/rencounter/fire_resolution.h"

namespace skirmish::rencounter {

namespace {

constexpr std::string_view kDamage = "000 / Fire Combat / Damage";
constexpr std::string_view kTable = "000 / Missile Weapons Table";
constexpr std::string_view kScatter = "000 / Missile Weapons Table, note #";

// 000 / Damage: the top total of each result, dead to minor.
constexpr int kDeadUpTo = 2;
constexpr int kCripplingUpTo = 4;
constexpr int kSeriousUpTo = 7;
constexpr int kMinorUpTo = 12;

// Note #: "-2 at "Too Close" range and attenuate by +1 per range bracket".
int scatter_damage(RangeBand band) {
  return static_cast<int>(band) - static_cast<int>(RangeBand::kTooClose) - 2;
}

}  // namespace

std::string_view name_of(WoundResult r) {
  switch (r) {
    case WoundResult::kDead:
      return "struck dead";
    case WoundResult::kCrippling:
      return "crippling wound";
    case WoundResult::kSerious:
      return "serious wound";
    case WoundResult::kMinor:
      return "minor wound";
    case WoundResult::kNoEffect:
      return "no effect";
  }
  return "no effect";
}

int wound_points(WoundResult r) {
  switch (r) {
    case WoundResult::kDead:
      return 6;
    case WoundResult::kCrippling:
      return 3;
    case WoundResult::kSerious:
      return 2;
    case WoundResult::kMinor:
      return 1;
    case WoundResult::kNoEffect:
      return 0;
  }
  return 0;
}

WoundResult damage_result(int total) {
  if (total <= kDeadUpTo) return WoundResult::kDead;
  if (total <= kCripplingUpTo) return WoundResult::kCrippling;
  if (total <= kSeriousUpTo) return WoundResult::kSerious;
  if (total <= kMinorUpTo) return WoundResult::kMinor;
  return WoundResult::kNoEffect;
}

int lowest_total(WoundResult r) {
  switch (r) {
    case WoundResult::kDead:
      return -1000;
    case WoundResult::kCrippling:
      return kDeadUpTo + 1;
    case WoundResult::kSerious:
      return kCripplingUpTo + 1;
    case WoundResult::kMinor:
      return kSeriousUpTo + 1;
    case WoundResult::kNoEffect:
      return kMinorUpTo + 1;
  }
  return 1000;
}

int highest_total(WoundResult r) {
  switch (r) {
    case WoundResult::kDead:
      return kDeadUpTo;
    case WoundResult::kCrippling:
      return kCripplingUpTo;
    case WoundResult::kSerious:
      return kSeriousUpTo;
    case WoundResult::kMinor:
      return kMinorUpTo;
    case WoundResult::kNoEffect:
      return 1000;
  }
  return 1000;
}

ModifierList missile_damage_modifiers(const MissileWeapon& w, RangeBand band, bool beat_by_three,
                                      int extra) {
  ModifierList m;
  if (w.variable_damage) {
    // The shotgun's own rule replaces the extreme-range +1 ("unless this is
    // modified by a special rule for the particular weapon").
    m.add("shotgun at this range", scatter_damage(band), kScatter);
  } else {
    m.add("weapon", w.damage_modifier, kTable);
    // "All missile weapons adjust their damage modifier +1 at extreme range".
    if (band == RangeBand::kExtreme) m.add("extreme range", +1, kDamage);
  }
  // "Subtract 1 from the die roll if the to hit roll succeeds by 3 or better".
  if (beat_by_three) m.add("hit by 3 or more", -1, kDamage);
  m.add("protection", extra, kDamage);
  return m;
}

DamageRoll roll_damage(int modifier, Dice& dice, RollPurpose purpose) {
  if (purpose.code == 0) purpose.code = kFireDamageRoll;
  if (purpose.label == nullptr || std::string_view(purpose.label) == "roll") {
    purpose.label = "damage";
  }
  purpose.need = Need::kNone;
  DamageRoll d;
  d.modifier = modifier;
  d.die = dice.roll(12, purpose);
  d.total = d.die + modifier;
  d.result = damage_result(d.total);
  return d;
}

}  // namespace skirmish::rencounter
