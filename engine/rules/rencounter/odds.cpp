#include "engine/rules/rencounter/odds.h"

#include <algorithm>
#include <array>
#include <cstdint>
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

namespace {

ResultChances count_damage_chances(int modifier) {
  ResultChances r;
  for (int die = 1; die <= kD12; ++die) {
    r[static_cast<size_t>(damage_result(die + modifier))] += faces(1, kD12);
  }
  return r;
}

// Every modifier a shot or stroke can meet, counted once: planners ask for
// these for every shooter at every spot they weigh, and the exact fractions
// are dear to add up each time.
constexpr int kLeastTabled = -24;
constexpr int kMostTabled = 24;

}  // namespace

ResultChances damage_chances(int modifier) {
  static const auto table = [] {
    std::array<ResultChances, kMostTabled - kLeastTabled + 1> t;
    for (int m = kLeastTabled; m <= kMostTabled; ++m) {
      t[static_cast<size_t>(m - kLeastTabled)] = count_damage_chances(m);
    }
    return t;
  }();
  if (modifier < kLeastTabled || modifier > kMostTabled) return count_damage_chances(modifier);
  return table[static_cast<size_t>(modifier - kLeastTabled)];
}

namespace {

// Everything the odds of a shot that can be fired depend on, once the
// situation is assessed: the needs and damage modifiers it comes to, and
// the few circumstances and options that share out the hits.
struct ShotKey {
  int need = 0;
  int need_without_solid_cover = 0;
  int plain_damage = 0;
  int beaten_damage = 0;
  bool in_melee = false;
  bool risk_first = false;
  bool cap_need_for_margin = false;
  bool target_mounted = false;
  bool aim_at_either = false;
  bool cover_is_friend = false;

  friend bool operator==(const ShotKey&, const ShotKey&) = default;
  uint64_t hash() const {
    uint64_t h = 1469598103934665603ull;
    for (int v :
         {need, need_without_solid_cover, plain_damage, beaten_damage,
          int(in_melee) | int(risk_first) << 1 | int(cap_need_for_margin) << 2 |
              int(target_mounted) << 3 | int(aim_at_either) << 4 | int(cover_is_friend) << 5}) {
      h = (h ^ static_cast<uint64_t>(static_cast<uint32_t>(v))) * 1099511628211ull;
    }
    return h;
  }
};

ShotOdds count_shot_odds(const ShotKey& k);

// The same few shots are weighed over and over while a planner looks at
// spots and targets, and the exact fractions are dear to work out: each
// thread remembers the last odds of each of a few hundred kinds of shot.
// A kind may sit in either of two slots (chosen by two parts of its hash),
// and a new one takes the slot used longer ago: with one slot a kind, the
// 316 kinds the reference bench weighs evicted each other on one call in
// ten (docs/benchmarks.md, bench_planner).
const ShotOdds& remembered_shot_odds(const ShotKey& k) {
  struct Slot {
    bool filled = false;
    uint32_t used = 0;  // when last found or filled, by `clock`
    ShotKey key;
    ShotOdds odds;
  };
  constexpr size_t kSlots = 512;
  thread_local std::array<Slot, kSlots> slots;
  thread_local uint32_t clock = 0;
  const uint64_t h = k.hash();
  Slot& first = slots[h % kSlots];
  Slot& second = slots[(h >> 32) % kSlots];
  ++clock;
  for (Slot* slot : {&first, &second}) {
    if (slot->filled && slot->key == k) {
      slot->used = clock;
      return slot->odds;
    }
  }
  Slot& slot = !first.filled               ? first
               : !second.filled            ? second
               : first.used <= second.used ? first
                                           : second;
  slot.filled = true;
  slot.used = clock;
  slot.key = k;
  slot.odds = count_shot_odds(k);
  return slot.odds;
}

}  // namespace

ShotOdds shot_odds(const ShotSituation& s, const FireOptions& o) {
  const ShotAssessment a = assess_shot(s, o);
  if (!a.can_fire()) {
    ShotOdds odds;
    odds.need = a.need;
    odds.miss = Chance::one();
    return odds;
  }
  ShotKey k;
  k.need = a.need;
  k.need_without_solid_cover = a.need_without_solid_cover();
  k.plain_damage = missile_damage_modifiers(*s.weapon, a.band, false).total();
  k.beaten_damage = missile_damage_modifiers(*s.weapon, a.band, true).total();
  k.in_melee = s.target_in_melee_with_friend;
  k.risk_first = k.in_melee && o.melee_friend_risk == MeleeFriendRisk::kOnAnyShot;
  k.cap_need_for_margin = o.cap_need_for_margin;
  k.target_mounted = s.target_mounted;
  k.aim_at_either = s.mounted_aim == MountedAim::kEither;
  k.cover_is_friend = s.cover_is_friend;
  return remembered_shot_odds(k);
}

namespace {

ShotOdds count_shot_odds(const ShotKey& k) {
  ShotOdds odds;
  odds.can_fire = true;
  odds.need = k.need;
  FireOptions o;
  o.cap_need_for_margin = k.cap_need_for_margin;
  const Chance melee_friend = faces(2, kD12);  // 000 / Fire past friends: 2 in 12
  const bool in_melee = k.in_melee;
  const bool risk_first = k.risk_first;
  // The share of shots that reach the to-hit roll at all.
  const Chance rolled = risk_first ? Chance::one() - melee_friend : Chance::one();

  const HitChances h = hit_chances(k.need, o);
  const Chance with_cover_removed = chance_to_hit(k.need_without_solid_cover);
  const Chance on_cover = (with_cover_removed - h.hit) * rolled;
  Chance missed = (Chance::one() - with_cover_removed) * rolled;

  const ResultChances plain_results = damage_chances(k.plain_damage);
  const ResultChances beaten_results = damage_chances(k.beaten_damage);
  // Results of a hit on whoever the to-hit roll struck, per hit.
  ResultChances per_hit = scaled(beaten_results, h.beat_by_three * rolled);
  add_into(per_hit, scaled(plain_results, (h.hit - h.beat_by_three) * rolled));
  const Chance hit = h.hit * rolled;

  // 000 / Target Size: 1/3 of hits on a mounted target strike the man; when
  // aiming at one of them, 1/6 strike the other.
  Chance target_share = Chance::one();
  if (k.target_mounted) {
    target_share = k.aim_at_either ? faces(2, 6) : faces(5, 6);
  }
  const Chance other_share = Chance::one() - target_share;
  odds.target_hit = hit * target_share;
  odds.other_hit = hit * other_share;
  odds.target = scaled(per_hit, target_share);
  odds.other = scaled(per_hit, other_share);

  Chance friend_hit = risk_first ? melee_friend : Chance::zero();
  if (k.cover_is_friend) {
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

}  // namespace

std::string chance_text(Chance c) {
  char percent[32];
  std::snprintf(percent, sizeof percent, "%.2f%%", 100.0 * c.value());
  std::string s = c.text();
  s.append(" = ").append(percent);
  return s;
}

}  // namespace skirmish::rencounter
