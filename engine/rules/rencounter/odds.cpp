#include "engine/rules/rencounter/odds.h"

#include <algorithm>
#include <cstdio>

#include "engine/rules/rencounter/fire_resolution.h"

namespace skirmish::rencounter {

namespace {

constexpr int kD12 = 12;
constexpr int kBestRoll = 11;  // a natural 12 always misses

// Faces of the first d12 that hit a need of 1 or more.
int hitting_faces(int need) {
  return std::clamp(need, 0, kBestRoll);
}

ResultChances scaled(const ResultChances& r, Chance by) {
  ResultChances out;
  for (size_t i = 0; i < r.size(); ++i) out[i] = r[i] * by;
  return out;
}

void add_into(ResultChances& into, const ResultChances& r) {
  for (size_t i = 0; i < r.size(); ++i) into[i] += r[i];
}

}  // namespace

Chance chance_to_hit(int need) {
  if (need >= 1) return faces(hitting_faces(need), kD12);
  // A natural 1, then the confirming roll (000 / Skill table).
  return faces(1, kD12) * faces(confirmation_needed(need), kD12);
}

HitChances hit_chances(int need, const FireOptions& options) {
  HitChances h;
  h.hit = chance_to_hit(need);
  // Lucky shots (need 0 or less) roll a 1 over a need below 1: never by 3.
  if (need >= 1) {
    const int reference = options.cap_need_for_margin ? std::min(need, kBestRoll) : need;
    const int beating = std::min(reference - 3, hitting_faces(need));
    h.beat_by_three = faces(beating, kD12);
  }
  return h;
}

ResultChances damage_chances(int modifier) {
  ResultChances r;
  for (int die = 1; die <= kD12; ++die) {
    r[static_cast<size_t>(damage_result(die + modifier))] += faces(1, kD12);
  }
  return r;
}

ShotOdds shot_odds(const ShotSituation& s, const FireOptions& o) {
  ShotOdds odds;
  const ShotAssessment a = assess_shot(s, o);
  odds.can_fire = a.can_fire();
  odds.need = a.need;
  if (!odds.can_fire) {
    odds.miss = Chance::one();
    return odds;
  }
  const Chance melee_friend = faces(2, kD12);  // 000 / Fire past friends: 2 in 12
  const bool in_melee = s.target_in_melee_with_friend;
  const bool risk_first = in_melee && o.melee_friend_risk == MeleeFriendRisk::kOnAnyShot;
  // The share of shots that reach the to-hit roll at all.
  const Chance rolled = risk_first ? Chance::one() - melee_friend : Chance::one();

  const HitChances h = hit_chances(a.need, o);
  const Chance with_cover_removed = chance_to_hit(a.need_without_solid_cover());
  const Chance on_cover = (with_cover_removed - h.hit) * rolled;
  Chance missed = (Chance::one() - with_cover_removed) * rolled;

  const ModifierList plain = missile_damage_modifiers(*s.weapon, a.band, false);
  const ModifierList beaten = missile_damage_modifiers(*s.weapon, a.band, true);
  const ResultChances plain_results = damage_chances(plain.total());
  const ResultChances beaten_results = damage_chances(beaten.total());
  // Results of a hit on whoever the to-hit roll struck, per hit.
  ResultChances per_hit = scaled(beaten_results, h.beat_by_three * rolled);
  add_into(per_hit, scaled(plain_results, (h.hit - h.beat_by_three) * rolled));
  const Chance hit = h.hit * rolled;

  // 000 / Target Size: 1/3 of hits on a mounted target strike the man; when
  // aiming at one of them, 1/6 strike the other.
  Chance target_share = Chance::one();
  if (s.target_mounted) {
    target_share = s.mounted_aim == MountedAim::kEither ? faces(2, 6) : faces(5, 6);
  }
  const Chance other_share = Chance::one() - target_share;
  odds.target_hit = hit * target_share;
  odds.other_hit = hit * other_share;
  odds.target = scaled(per_hit, target_share);
  odds.other = scaled(per_hit, other_share);

  Chance friend_hit = risk_first ? melee_friend : Chance::zero();
  if (s.cover_is_friend) {
    friend_hit += on_cover;
  } else {
    odds.cover_hit = on_cover;
  }
  if (in_melee && !risk_first) {
    const Chance into_friend = missed * melee_friend;
    friend_hit += into_friend;
    missed = missed - into_friend;
  }
  odds.friend_hit = friend_hit;
  odds.friendly = scaled(plain_results, friend_hit);
  odds.miss = missed;
  return odds;
}

std::string chance_text(Chance c) {
  char percent[32];
  std::snprintf(percent, sizeof percent, "%.2f%%", 100.0 * c.value());
  std::string s = c.text();
  s.append(" = ").append(percent);
  return s;
}

}  // namespace skirmish::rencounter
