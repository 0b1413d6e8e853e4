#include "engine/rules/rencounter/fire_resolution.h"

#include <algorithm>
#include <stdexcept>

namespace skirmish::rencounter {

namespace {

constexpr int kD12 = 12;
constexpr int kD6 = 6;
constexpr int kAlwaysMisses = 12;  // 000 / Skill: "Rolling a natural 12 is always unsuccessful."
constexpr int kBestRoll = kAlwaysMisses - 1;
constexpr int kBeatBy = 3;  // 000 / Damage: "succeeds by 3 or better"
// 000 / Fire past friends: "2 chances in 12 of hitting the friend meleeing that target".
constexpr int kMeleeFriendFaces = 2;

bool lucky_range(int need) {
  return need <= 0 && need >= kLowestHittingNeed;
}

}  // namespace

int confirmation_needed(int need) {
  // 000 / Skill, "Roll needed / Confirming roll on D12": 0 9, -1 7, -2 5,
  // -3 3, -4 1, -5 0. Two fewer for each point lower, and nothing below -4.
  if (need >= 1) return kD12;
  if (need < kLowestHittingNeed) return 0;
  return 9 + 2 * need;
}

bool hits(int need, int first, int confirm) {
  if (first >= kAlwaysMisses) return false;
  if (need >= 1) return first <= need;
  if (!lucky_range(need) || first != 1) return false;
  return confirm >= 1 && confirm <= confirmation_needed(need);
}

std::string how_to_hit(int need) {
  std::string s;
  if (need >= kAlwaysMisses) {
    s.append("roll ").append(std::to_string(kBestRoll)).append(" or less on a d12");
    s.append(" (a natural 12 always misses)");
  } else if (need >= 1) {
    s.append("roll ").append(std::to_string(need)).append(" or less on a d12");
  } else if (lucky_range(need)) {
    const int c = confirmation_needed(need);
    s.append("roll 1, then ");
    s.append(c == 1 ? std::string("1") : std::to_string(c).append(" or less"));
    s.append(" on a second d12");
  } else {
    s.append("cannot hit at -5 or worse");
  }
  return s;
}

ToHitRoll roll_to_hit(int need, Dice& dice, RollPurpose purpose, const FireOptions& options,
                      int cover_need) {
  ToHitRoll r;
  r.need = need;
  purpose.label = "fire";
  purpose.code = kFireToHitRoll;
  purpose.need = Need::kAtMost;
  purpose.needed = static_cast<int16_t>(std::clamp(need, -99, 99));
  r.first = dice.roll(kD12, purpose);
  if (r.first == 1 && need <= 0 && (lucky_range(need) || lucky_range(cover_need))) {
    purpose.label = "lucky shot";
    purpose.code = kFireConfirmRoll;
    purpose.needed = static_cast<int16_t>(confirmation_needed(need));
    r.confirm = dice.roll(kD12, purpose);
  }
  r.hit = hits(need, r.first, r.confirm);
  r.lucky = r.hit && need <= 0;
  const int reference = options.cap_need_for_margin ? std::min(need, kBestRoll) : need;
  r.margin = reference - r.first;
  r.beat_by_three = r.hit && r.margin >= kBeatBy;
  return r;
}

std::string_view name_of(ShotOutcome o) {
  switch (o) {
    case ShotOutcome::kMiss:
      return "miss";
    case ShotOutcome::kHitTarget:
      return "hit";
    case ShotOutcome::kHitOther:
      return "hit the other of man and horse";
    case ShotOutcome::kHitCover:
      return "hit the cover";
    case ShotOutcome::kHitFriend:
      return "hit a friend";
  }
  return "miss";
}

ShotResult resolve_shot(const ShotAssessment& a, const ShotSituation& s, Dice& dice,
                        const FireOptions& options, int16_t actor, int16_t target) {
  if (!a.can_fire()) {
    std::string why = "cannot resolve a shot: ";
    why.append(reason_text(a.cannot));
    throw std::invalid_argument(why);
  }
  RollPurpose purpose;
  purpose.actor = actor;
  purpose.target = target;
  ShotResult result;

  const bool friend_risk = s.target_in_melee_with_friend;
  auto roll_friend = [&]() {
    RollPurpose p = purpose;
    p.label = "friend in melee";
    p.code = kFireMeleeFriendRoll;
    p.need = Need::kAtMost;
    p.needed = kMeleeFriendFaces;
    result.rolled_melee_friend = true;
    result.melee_friend_die = dice.roll(kD12, p);
    return result.melee_friend_die <= kMeleeFriendFaces;
  };
  if (friend_risk && options.melee_friend_risk == MeleeFriendRisk::kOnAnyShot && roll_friend()) {
    result.outcome = ShotOutcome::kHitFriend;
    return result;
  }

  const int cover_need = a.need_without_solid_cover();
  result.roll = roll_to_hit(a.need, dice, purpose, options, cover_need);
  if (!result.roll.hit) {
    // 000 / Duck backs: "it would have hit if not for the cover modifier";
    // 000 / Fire past friends: "it hits the interposed friend instead".
    if (cover_need > a.need && hits(cover_need, result.roll.first, result.roll.confirm)) {
      result.outcome = s.cover_is_friend ? ShotOutcome::kHitFriend : ShotOutcome::kHitCover;
    } else if (friend_risk && options.melee_friend_risk == MeleeFriendRisk::kOnMiss &&
               roll_friend()) {
      result.outcome = ShotOutcome::kHitFriend;
    }
    return result;
  }

  result.outcome = ShotOutcome::kHitTarget;
  if (s.target_mounted) {
    // 000 / Target Size: "roll for man or horse hit (1/3 chance it's the
    // man)", or aim at one "and have a 1/6 chance of hitting the other".
    RollPurpose p = purpose;
    p.label = "man or horse";
    p.code = kFireManOrHorseRoll;
    result.man_or_horse_die = dice.roll(kD6, p);
    const bool other = s.mounted_aim == MountedAim::kEither ? result.man_or_horse_die > 2
                                                            : result.man_or_horse_die == 1;
    if (other) result.outcome = ShotOutcome::kHitOther;
  }
  return result;
}

}  // namespace skirmish::rencounter
