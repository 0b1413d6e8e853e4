#include "engine/rules/rencounter/melee_odds.h"

#include <cstdint>

namespace skirmish::rencounter {

namespace {

constexpr int kD6 = 6;
constexpr int kD12 = 12;
// Every stroke is counted over the full space of its four dice, rolled or
// not, so the counts share one denominator and stay whole numbers.
constexpr int64_t kSpace = int64_t{kD6} * kD12 * kD12 * kD12;

size_t index(WoundResult w) {
  return static_cast<size_t>(w);
}

}  // namespace

double WoundOdds::total() const {
  double sum = 0.0;
  for (double p : by_wound) sum += p;
  return sum;
}

double WoundOdds::expected_points() const {
  double sum = 0.0;
  for (int w = 0; w < kWoundResults; ++w) {
    sum += by_wound[static_cast<size_t>(w)] * wound_points(static_cast<WoundResult>(w));
  }
  return sum;
}

double melee_roll_chance(int target) {
  int faces = 0;
  for (int roll = 1; roll <= kD12; ++roll) faces += melee_roll_succeeds(roll, target) ? 1 : 0;
  return faces / static_cast<double>(kD12);
}

WoundOdds melee_damage_odds(int modifier) {
  WoundOdds odds;
  for (int roll = 1; roll <= kD12; ++roll) {
    odds.by_wound[index(damage_result(roll + modifier))] += 1.0 / kD12;
  }
  return odds;
}

MeleeOdds melee_odds(const MeleeSituation& s, const MeleeOptions& o, const RiposteRoll& riposte,
                     bool riposte_used) {
  const StrokeTargets t = stroke_targets(s, o, riposte, riposte_used);

  // The riposte D6 matters only through pass or fail: count its faces.
  int64_t passing = 0;
  if (t.riposte_allowed) {
    for (int roll = 1; roll <= kD6; ++roll) passing += riposte_check_passes(roll, riposte) ? 1 : 0;
  }
  const std::array<int64_t, 2> check_faces = {kD6 - passing, passing};  // failed, passed

  std::array<int64_t, kStrokeOutcomes> outcome{};
  std::array<int64_t, kWoundResults> defender_wounds{};
  std::array<int64_t, kWoundResults> attacker_wounds{};
  int64_t item_broken = 0;
  int64_t weapon_broken = 0;

  for (int active = 0; active <= 1; ++active) {
    const int64_t w_check = check_faces[static_cast<size_t>(active)];
    if (w_check == 0) continue;
    for (int attack = 1; attack <= kD12; ++attack) {
      // Without a parry roll every parry face is the same "no parry".
      const int parry_faces = t.parry_allowed ? kD12 : 1;
      const int64_t w_parry = t.parry_allowed ? 1 : kD12;
      for (int face = 1; face <= parry_faces; ++face) {
        const int parry = t.parry_allowed ? face : 0;
        const MeleeStroke r = judge_stroke(s, o, t, active == 1, attack, parry);
        const int64_t w = w_check * w_parry * kD12;  // times the damage D12's faces
        outcome[static_cast<size_t>(r.outcome)] += w;
        if (r.outcome == StrokeOutcome::kParried) {
          item_broken += r.breakage.defender_item_broken ? w : 0;
          weapon_broken += r.breakage.attacker_weapon_broken ? w : 0;
        }
        if (r.outcome != StrokeOutcome::kDefenderHit && r.outcome != StrokeOutcome::kRiposteHit) {
          continue;
        }
        const int modifier = stroke_damage_modifiers(s, r).total();
        auto& wounds = r.outcome == StrokeOutcome::kDefenderHit ? defender_wounds : attacker_wounds;
        for (int damage = 1; damage <= kD12; ++damage) {
          wounds[index(damage_result(damage + modifier))] += w_check * w_parry;
        }
      }
    }
  }

  auto chance = [](int64_t count, int64_t space) {
    return static_cast<double>(count) / static_cast<double>(space);
  };
  MeleeOdds odds;
  for (size_t i = 0; i < outcome.size(); ++i) odds.outcome[i] = chance(outcome[i], kSpace);
  for (size_t i = 0; i < defender_wounds.size(); ++i) {
    odds.defender_wounds.by_wound[i] = chance(defender_wounds[i], kSpace);
    odds.attacker_wounds.by_wound[i] = chance(attacker_wounds[i], kSpace);
  }
  odds.defender_item_broken = chance(item_broken, kSpace);
  odds.attacker_weapon_broken = chance(weapon_broken, kSpace);
  odds.riposte_active = chance(passing, kD6);
  if (t.riposte_allowed) {
    odds.riposte_spent = o.failed_riposte_check_spends_riposte ? 1.0 : chance(passing, kD6);
  }
  return odds;
}

}  // namespace skirmish::rencounter
