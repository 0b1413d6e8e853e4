// 004 / Morale/Courage Checks: the group die, each man's own die and the
// 2d6" retreat, rolled and counted exactly.
#include "engine/rules/mayhem/courage_dice.h"

namespace skirmish::mayhem {
namespace {

// A save spent by the dice themselves, unasked.
bool can_save(const MayhemMan* m, TokenPolicy p) {
  return m != nullptr && p == TokenPolicy::kSpendWhenItHelps && m->saves > 0;
}

// A save his side may spend on a failed die: asked, not spent here.
bool may_ask(const MayhemMan* m, TokenPolicy p) {
  return m != nullptr && p == TokenPolicy::kAsk && m->saves > 0;
}

// The odds count a save his side is asked about as spent: the planners'
// reading of a failed die his save could cancel.
bool counts_save(const MayhemMan* m, TokenPolicy p) {
  return can_save(m, p) || may_ask(m, p);
}

// Rolls the 2d6" of a retreat into `r`.
void roll_retreat(ManCourageRoll& r, Dice& dice, int16_t figure) {
  const RollPurpose p = d6_purpose("retreat", kRetreatRoll, figure, -1, 0, Need::kNone);
  r.retreat_dice[0] = dice.roll(6, p);
  r.retreat_dice[1] = dice.roll(6, p);
  r.retreat_inches = r.retreat_dice[0] + r.retreat_dice[1];
}

}  // namespace

std::string_view name_of(GroupCourage g) {
  switch (g) {
    case GroupCourage::kPassed:
      return "passed";
    case GroupCourage::kSaved:
      return "saved";
    case GroupCourage::kStandStill:
      return "stands still";
    case GroupCourage::kFailed:
      return "failed";
  }
  return "?";
}

std::string_view name_of(CourageFate f) {
  switch (f) {
    case CourageFate::kHolds:
      return "holds";
    case CourageFate::kRunsOff:
      return "runs off";
    case CourageFate::kRetreats:
      return "retreats";
  }
  return "?";
}

int courage_target(int courage, bool schiltron) {
  return courage + (schiltron ? 1 : 0);
}

GroupCourageRoll roll_group_courage(const CourageCheck& check, Dice& dice) {
  GroupCourageRoll r;
  r.target = courage_target(check.courage, check.schiltron);
  r.die = dice.roll(
      6, d6_purpose("courage check", kGroupCourageRoll, check.figure, -1, r.target, Need::kAtMost));
  if (r.die <= r.target) {
    r.result = GroupCourage::kPassed;
  } else if (can_save(check.alone, check.tokens)) {
    r.result = GroupCourage::kSaved;
  } else {
    r.result = check.ordered_to_charge ? GroupCourage::kStandStill : GroupCourage::kFailed;
    r.save_asked = may_ask(check.alone, check.tokens);
  }
  return r;
}

ManCourageRoll roll_man_courage(const MayhemMan& man, bool schiltron, TokenPolicy tokens,
                                Dice& dice, int16_t figure) {
  ManCourageRoll r;
  r.target = courage_target(man.courage, schiltron);
  r.die = dice.roll(
      6, d6_purpose("courage roll", kManCourageRoll, figure, -1, r.target, Need::kAtMost));
  if (r.die > r.target) {
    if (!can_save(&man, tokens)) {
      r.fate = CourageFate::kRunsOff;
      return r;
    }
    r.save_used = true;  // his failed die is cancelled: he stays, and retreats
  }
  r.fate = CourageFate::kRetreats;
  roll_retreat(r, dice, figure);
  return r;
}

HitCourageRoll roll_hit_courage(const MayhemMan& man, int group_courage, TokenPolicy tokens,
                                Dice& dice, int16_t figure) {
  HitCourageRoll r;
  r.group_target = group_courage;
  r.group_die = dice.roll(
      6, d6_purpose("courage check", kGroupCourageRoll, figure, -1, group_courage, Need::kAtMost));
  if (r.group_die <= group_courage) return r;
  if (can_save(&man, tokens)) {
    r.group_save_used = true;
    return r;
  }
  if (may_ask(&man, tokens)) {
    r.save_asked = true;  // his own die waits for his side's word
    return r;
  }
  // No save to spend (none left, or kept): his own die decides.
  r.man = roll_man_courage(man, false, TokenPolicy::kKeep, dice, figure);
  return r;
}

double group_pass_chance(const CourageCheck& check) {
  if (counts_save(check.alone, check.tokens)) return 1.0;
  return chance_at_most(courage_target(check.courage, check.schiltron));
}

CourageOdds man_courage_odds(const MayhemMan& man, bool schiltron, TokenPolicy tokens) {
  CourageOdds o;
  const double stays = chance_at_most(courage_target(man.courage, schiltron));
  o.runs_off = counts_save(&man, tokens) ? 0.0 : 1.0 - stays;
  o.retreats = 1.0 - o.runs_off;
  return o;
}

CourageOdds hit_courage_odds(const MayhemMan& man, int group_courage, TokenPolicy tokens) {
  CourageOdds o;
  if (counts_save(&man, tokens)) {
    o.holds = 1.0;
    return o;
  }
  o.holds = chance_at_most(group_courage);
  const CourageOdds own = man_courage_odds(man, false, TokenPolicy::kKeep);
  o.runs_off = (1.0 - o.holds) * own.runs_off;
  o.retreats = (1.0 - o.holds) * own.retreats;
  return o;
}

CourageOdds group_member_odds(const CourageCheck& check, const MayhemMan& man) {
  CourageOdds o;
  o.holds = group_pass_chance(check);
  const CourageOdds own = man_courage_odds(man, check.schiltron, check.tokens);
  o.runs_off = (1.0 - o.holds) * own.runs_off;
  o.retreats = (1.0 - o.holds) * own.retreats;
  return o;
}

}  // namespace skirmish::mayhem
