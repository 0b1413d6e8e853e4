#include "engine/rules/mayhem/horse_strike.h"

#include <algorithm>

#include "engine/rules/mayhem/courage_dice.h"
#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/melee_phase.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

Action strike_at(const MayhemState& s, int32_t what) {
  Action a;
  a.kind = ActionKind::kSpecial;
  a.param = what;
  a.actor = static_cast<int16_t>(waiting_hitter(s));
  a.target = static_cast<int16_t>(waiting_struck(s));
  return a;
}

}  // namespace

bool horse_choice_due(const MayhemState& s, int struck) {
  return s.config.horses_struck_separately && s.config.variant == Variant::kMedieval &&
         s.figures()[at(struck)].mounted;
}

bool shot_waits(const MayhemState& s) {
  return s.step == Step::kStrike && s.waiting_shot.shooter >= 0;
}

int waiting_hitter(const MayhemState& s) {
  if (shot_waits(s)) return s.waiting_shot.shooter;
  const int h = s.stroke.hitter();
  if (s.step != Step::kStrike || h < 0) return -1;
  return h == 0 ? s.melee_man : s.stroke_opponent;
}

int waiting_struck(const MayhemState& s) {
  if (shot_waits(s)) return s.waiting_shot.target;
  if (s.step != Step::kStrike || s.stroke.struck < 0) return -1;
  return s.stroke.struck == 0 ? s.melee_man : s.stroke_opponent;
}

void strike_actions(const MayhemState& s, std::vector<Action>& out) {
  if (waiting_hitter(s) < 0) return;
  out.push_back(strike_at(s, kSpecialStrikeRider));
  out.push_back(strike_at(s, kSpecialStrikeHorse));
}

CheckResult check_strike(const MayhemState& s, const Action& a) {
  const int hitter = waiting_hitter(s), struck = waiting_struck(s);
  if (hitter < 0) return CheckResult::illegal("no stroke waits for the horse or the rider");
  const bool choice = a.kind == ActionKind::kSpecial &&
                      (a.param == kSpecialStrikeRider || a.param == kSpecialStrikeHorse);
  if (!choice || a.actor != hitter || a.target != struck) {
    return CheckResult::illegal(man_name(s, hitter) + " has struck " + man_name(s, struck) +
                                ", who is mounted: strike the rider or the horse");
  }
  return CheckResult::legal();
}

int horse_armor_struck(const MayhemState& s, const Action& a) {
  if (a.param != kSpecialStrikeHorse || a.target < 0) return 0;
  return s.men[at(a.target)].horse_armor;
}

StrokeOdds strike_odds(const MayhemState& s, const Action& a) {
  if (!check_strike(s, a).ok) return {};
  if (shot_waits(s)) {
    const WaitingShot& w = s.waiting_shot;
    const ShotOdds o = shot_impact_odds(s.men[at(w.shooter)], s.men[at(w.target)], w.shot,
                                        w.roll.skill_rerolled, horse_armor_struck(s, a));
    return {o.killed, o.saved, o.courage_check + o.no_effect};
  }
  const MeleePair pair = melee_pair(s, s.melee_man, s.stroke_opponent);
  return melee_stroke_odds(pair, s.stroke, horse_armor_struck(s, a));
}

double unhorsed_runs_off(const MayhemMan& rider) {
  // 004 / Medieval / Horses: "the rider must make a morale check": alone,
  // at his own courage (courage_flow.cpp).
  CourageCheck alone;
  alone.courage = rider.courage;
  alone.alone = &rider;
  return group_member_odds(alone, rider).runs_off;
}

void horse_killed(MayhemState& s, int rider, int by, EventSink& events) {
  // 004 / Medieval / Horses: "is replaced by the appropriate dismounted
  // figure": on foot where he was, on a foot base (within the horse's, so
  // he overlaps nobody; he may no longer touch the men who touched it).
  Figure& f = s.figures()[at(rider)];
  f.mounted = false;
  f.base_radius = std::min(f.base_radius, kDismountedBase);
  narrate(s, events, f.side,
          [&] { return man_name(s, rider) + "'s horse is killed: he fights on foot."; });
  // "the rider must make a morale check": taken at the end of the combat,
  // as a casualty's is (004 / Medieval / Morale).
  queue_check(s, rider, by, CheckCause::kHorseKilled);
}

std::string horse_words(int armor) {
  switch (armor) {
    case kBardedHorse:
      return "barded horse";
    case kCaparisonedHorse:
      return "caparisoned horse";
    default:
      return "unarmored horse";
  }
}

}  // namespace skirmish::mayhem
