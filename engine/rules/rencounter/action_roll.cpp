#include "engine/rules/rencounter/action_roll.h"

#include <algorithm>

namespace skirmish::rencounter {

namespace {

constexpr int kDieSides = 6;
// 000 / The Figure / Experience: a master fails "if they roll a 6 and then
// a 4-6 on a second confirming die".
constexpr int kConfirmFailsFrom = 4;
// 000 / Morale / Action Rolls of 1: "seriously wounded (2 wound points) and
// not yet incapacitated or healthier".
constexpr int kRollOfOneMaxWounds = 2;

bool roll_of_one(const ActionRollSituation& s, int die) {
  return die == 1 && s.wound_points <= kRollOfOneMaxWounds;
}

// Over-6 results for a total of 7+: by the man's experience and wounds.
ActionResult high_result(int experience, int wound_points, bool morale_check, int total,
                         const ActionOptions& options) {
  const bool serious = wound_points >= 2;
  // "If a man with a serious or worse wound rolls an 8 or higher on any
  // action roll, he is overcome by his wounds".
  if (serious && total >= collapse_number(experience, options)) return ActionResult::kOvercome;
  if (!morale_check && options.high_rolls_only_on_morale_checks) return ActionResult::kHesitates;
  // "If only minor wounds and morale loss contribute to the roll reaching 8,
  // he will otherwise act as per a roll of 7 above ... for the remainder".
  if (!serious && total >= permanent_failure_number(experience)) {
    return ActionResult::kRunsForGood;
  }
  return ActionResult::kFallsBack;
}

RollPurpose purpose(const char* label, int16_t code, int actor, int needed) {
  RollPurpose p;
  p.label = label;
  p.code = code;
  p.actor = static_cast<int16_t>(actor);
  p.needed = static_cast<int16_t>(std::clamp(needed, -99, 99));
  p.need = Need::kAtMost;
  return p;
}

// The die, a master's confirming die if called for, and the result.
ActionRoll roll_core(const ActionRollSituation& s, const ActionOptions& options, Dice& dice,
                     int actor, const char* label, int16_t code) {
  int die = 0;
  int confirm_die = 0;
  if (needs_die(s, options)) {
    die = dice.roll(kDieSides,
                    purpose(label, code, actor, s.experience - total_modifier(s, options)));
    if (needs_confirmation(s, die, options)) {
      confirm_die =
          dice.roll(kDieSides, purpose("master's confirming die", roll_code::kMasterConfirm, actor,
                                       kConfirmFailsFrom - 1));
    }
  }
  return make_action_roll(s, die, confirm_die, options);
}

}  // namespace

std::string_view name_of(MasterHandling m) {
  return m == MasterHandling::kAlwaysSucceed ? "always succeed" : "confirm six";
}

std::string_view experience_name(int experience) {
  switch (experience) {
    case kScum:
      return "Scum";
    case kRaw:
      return "Raw";
    case kGreen:
      return "Green";
    case kAverage:
      return "Average";
    case kVeteran:
      return "Veteran";
    case kMaster:
      return "Master";
    default:
      return "?";
  }
}

std::string_view name_of(ActionResult r) {
  switch (r) {
    case ActionResult::kActs:
      return "acts";
    case ActionResult::kHesitates:
      return "hesitates";
    case ActionResult::kFallsBack:
      return "falls back";
    case ActionResult::kRunsForGood:
      return "runs for good";
    case ActionResult::kOvercome:
      return "overcome by wounds";
  }
  return "?";
}

int permanent_failure_number(int experience) {
  // "increase the permanent morale failure number of 8 above by 1 for
  // Averages, by 2 for Veterans, and by 3 for Masters".
  return kPermanentFailureBase + std::clamp(experience - kGreen, 0, 3);
}

int collapse_number(int experience, const ActionOptions& options) {
  return options.wound_collapse_at_plain_eight ? kPermanentFailureBase
                                               : permanent_failure_number(experience);
}

bool is_morale_check(const ActionRollSituation& s, const ActionOptions& options) {
  // 000 / Morale / Heroes: inspired men "will not be subject to any further
  // morale checks for the remainder of the game".
  return s.morale_check && !(options.heroes && s.inspired);
}

int total_modifier(const ActionRollSituation& s, const ActionOptions& options) {
  int m = s.wound_points + s.extra_modifier;
  if (is_morale_check(s, options)) m += morale_modifier(s.morale, options);
  return m;
}

std::vector<NamedModifier> list_modifiers(const ActionRollSituation& s,
                                          const ActionOptions& options) {
  std::vector<NamedModifier> out;
  if (s.wound_points != 0) {
    out.push_back(
        {"his own wound points", s.wound_points, s.wound_points, "000 / Effects of Wounds"});
  }
  if (s.extra_modifier != 0) {
    out.push_back({"other modifier", 1, s.extra_modifier, "the rule calling for the roll"});
  }
  if (is_morale_check(s, options)) {
    for (const NamedModifier& m : list_morale_modifiers(s.morale, options)) out.push_back(m);
  }
  return out;
}

bool needs_die(const ActionRollSituation& s, const ActionOptions& options) {
  // "they always succeed unless affected by wounds or morale modifiers".
  return !(s.experience >= kMaster && options.master == MasterHandling::kAlwaysSucceed &&
           total_modifier(s, options) <= 0);
}

bool needs_confirmation(const ActionRollSituation& s, int die, const ActionOptions& options) {
  return s.experience >= kMaster && options.master == MasterHandling::kConfirmSix && die >= 1 &&
         !roll_of_one(s, die) && die + total_modifier(s, options) == kMaster;
}

ActionResult result_of(const ActionRollSituation& s, int die, int confirm_die,
                       const ActionOptions& options) {
  if (die == 0) return needs_die(s, options) ? ActionResult::kHesitates : ActionResult::kActs;
  // "always get an action on a roll of 1" (000 / Morale / Action Rolls of 1).
  if (roll_of_one(s, die)) return ActionResult::kActs;
  const int total = die + total_modifier(s, options);
  if (total >= kFallBackTotal) {
    return high_result(s.experience, s.wound_points, is_morale_check(s, options), total, options);
  }
  if (total > s.experience) return ActionResult::kHesitates;
  if (needs_confirmation(s, die, options)) {
    return confirm_die >= kConfirmFailsFrom ? ActionResult::kHesitates : ActionResult::kActs;
  }
  return ActionResult::kActs;
}

ActionRoll make_action_roll(const ActionRollSituation& s, int die, int confirm_die,
                            const ActionOptions& options) {
  ActionRoll r;
  r.die = die;
  r.confirm_die = confirm_die;
  r.modifier = total_modifier(s, options);
  r.total = die + r.modifier;
  r.result = result_of(s, die, confirm_die, options);
  r.by_roll_of_one = roll_of_one(s, die) && r.total > s.experience;
  return r;
}

bool hero_roll_succeeds(int experience, int die, int confirm_die, const ActionOptions& options) {
  ActionRollSituation plain;
  plain.experience = experience;
  return result_of(plain, die, confirm_die, options) == ActionResult::kActs;
}

ActionRoll roll_action(const ActionRollSituation& s, const ActionOptions& options, Dice& dice,
                       int actor) {
  const bool morale = is_morale_check(s, options);
  ActionRoll r = morale
                     ? roll_core(s, options, dice, actor, "morale check", roll_code::kMoraleCheck)
                     : roll_core(s, options, dice, actor, "action roll", roll_code::kActionRoll);

  // 000 / Morale / Heroes *optional rule*: "Any figure rolling a natural 1 on
  // his first activation roll that counts as a morale check can roll again
  // immediately" against "unmodified experience".
  if (options.heroes && morale && s.first_morale_check && r.die >= 1 && r.die <= s.hero_chance) {
    ActionRollSituation plain;
    plain.experience = s.experience;
    if (needs_die(plain, options)) {
      r.hero_die =
          dice.roll(kDieSides, purpose("hero roll", roll_code::kHeroRoll, actor, s.experience));
      if (needs_confirmation(plain, r.hero_die, options)) {
        r.hero_confirm_die =
            dice.roll(kDieSides, purpose("master's confirming die", roll_code::kMasterConfirm,
                                         actor, kConfirmFailsFrom - 1));
      }
    }
    r.became_inspired = hero_roll_succeeds(s.experience, r.hero_die, r.hero_confirm_die, options);
  }
  return r;
}

ActionResult follower_result(const ActionRoll& order, int order_experience,
                             const ActionRollSituation& follower, bool sees_leader_panic,
                             const ActionOptions& options) {
  const bool one = roll_of_one(follower, order.die);
  // "apply the die roll >6 effects above to men as individually modified":
  // the leader's die with the man's own wounds and morale modifiers.
  const int own_total = order.die + total_modifier(follower, options);
  if (order.die > 0 && own_total >= kFallBackTotal && !one) {
    return high_result(follower.experience, follower.wound_points,
                       is_morale_check(follower, options), own_total, options);
  }
  // "A 7 or higher rolled by a leader ... affects all men in the unit as
  // above if they can see him cowering or running".
  if (is_panic(order.result) && sees_leader_panic) return ActionResult::kFallsBack;
  if (order.result != ActionResult::kActs) return ActionResult::kHesitates;
  // "If other men are suffering individual modifiers for their wounds,
  // modify again for those men only. They are left behind unmoving if the
  // final score for everyone else indicates a move, but the wounded men fail."
  const int score = order.total + follower.wound_points;
  return (score <= order_experience || one) ? ActionResult::kActs : ActionResult::kHesitates;
}

LeaderInfluence leader_influence(const ActionRoll& leader_roll, bool within_reach) {
  if (!within_reach) return LeaderInfluence::kNone;
  if (leader_roll.result == ActionResult::kActs) return LeaderInfluence::kSteadied;
  // "If he panics with a 7+ result, apply the lost leader penalty instead."
  if (leader_roll.total >= kFallBackTotal && leader_roll.result != ActionResult::kActs) {
    return LeaderInfluence::kPanicked;
  }
  return LeaderInfluence::kNone;
}

LeaderOrder roll_leader_order(int wound_points, Dice& dice, int actor) {
  LeaderOrder order;
  if (wound_points <= 0) {
    order.activated = true;
    return order;
  }
  // "score less than 7 - wound points to activate".
  const int needed = kFallBackTotal - 1 - wound_points;
  order.die = dice.roll(kDieSides, purpose("direct order", roll_code::kLeaderOrder, actor, needed));
  order.activated = order.die < kFallBackTotal - wound_points;
  return order;
}

ActionRollSituation knockdown_situation(int experience, const Wounds& after,
                                        int weapon_damage_modifier) {
  ActionRollSituation s;
  s.experience = experience;
  s.wound_points = after.points;
  // Adding the damage modifier to experience is subtracting it from the die.
  s.extra_modifier = -weapon_damage_modifier;
  return s;
}

KnockdownRoll roll_knockdown(int experience, const Wounds& after, int weapon_damage_modifier,
                             const ActionOptions& options, Dice& dice, int actor) {
  const ActionRollSituation s = knockdown_situation(experience, after, weapon_damage_modifier);
  KnockdownRoll k;
  k.roll = roll_core(s, options, dice, actor, "knockdown roll", roll_code::kKnockdown);
  k.knocked_down = k.roll.result != ActionResult::kActs;
  return k;
}

}  // namespace skirmish::rencounter
