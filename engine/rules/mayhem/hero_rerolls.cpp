// 004 / Heroes: a hero's reroll token at his side's word (hero_rerolls.h).
#include "engine/rules/mayhem/hero_rerolls.h"

#include <string>

#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/horse_shot.h"
#include "engine/rules/mayhem/horse_strike.h"
#include "engine/rules/mayhem/man_shot.h"
#include "engine/rules/mayhem/mayhem_rolls.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/melee_dice.h"
#include "engine/rules/mayhem/melee_phase.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// The man his die is at: the target of his shot, or his opponent in the
// fight. Named in the actions, so that the planners count an objective
// his fall would take (a kill objective) as for the shot or charge itself.
int16_t die_target(const MayhemState& s) {
  switch (s.reroll_wait.moment) {
    case RerollMoment::kShotSkill:
    case RerollMoment::kShotImpact:
      return s.waiting_shot.target;
    case RerollMoment::kMeleeSkill:
    case RerollMoment::kMeleeStroke:
      return s.reroll_wait.man == s.melee_man ? s.stroke_opponent : s.melee_man;
  }
  return -1;
}

bool waits_for(const MayhemState& s, const Action& a) {
  return s.step == Step::kReroll && s.reroll_wait.man >= 0 && a.kind == ActionKind::kSpecial &&
         (a.param == kSpecialReroll || a.param == kSpecialLetStand) &&
         a.actor == s.reroll_wait.man && a.target == die_target(s);
}

bool shot_moment(RerollMoment m) {
  return m == RerollMoment::kShotSkill || m == RerollMoment::kShotImpact;
}

// "skill die", "impact die", "results die": the die that waits.
std::string die_words(const MayhemState& s) {
  switch (s.reroll_wait.moment) {
    case RerollMoment::kShotSkill:
    case RerollMoment::kMeleeSkill:
      return "skill die";
    case RerollMoment::kShotImpact:
      return "impact die";
    case RerollMoment::kMeleeStroke:
      return s.config.variant == Variant::kMusket ? "results die" : "impact die";
  }
  return "die";
}

// The fighter index of the hero in the fight that waits (melee_man is 0).
int hero_fighter(const MayhemState& s) {
  return s.reroll_wait.man == s.melee_man ? 0 : 1;
}

// A Musket hit or lost fight that does not remove sends the man to a
// courage check he may fail: counted at half a man, as every shot's
// forecast counts it (planner_queries.cpp).
constexpr double kCheckHarm = 0.5;

// A shot's impact die or a won fight's stroke that fell short of putting
// `struck` out (Musket: he checks courage; Medieval: no effect), rolled
// again (`reroll`: it goes home on `needed` or more) or let stand.
void short_die_forecast(const MayhemState& s, const MayhemMan& struck, int needed, bool at_horse,
                        bool saves_count, bool reroll, Forecast& out) {
  const double short_harm = s.config.variant == Variant::kMusket && !at_horse ? kCheckHarm : 0.0;
  out.hit_chance = 0;  // the shot or blow has landed already: this die is its effect
  if (!reroll) {
    out.enemy_harm = short_harm;
    return;
  }
  const double goes_home = chance_at_least(needed);
  if (at_horse) {
    // The horse down unhorses him; he is lost if his check sends him off.
    out.enemy_losses = goes_home * unhorsed_runs_off(struck);
    out.enemy_harm = goes_home;
    return;
  }
  const bool saved = saves_count && struck.saves > 0;
  out.enemy_losses = saved ? 0.0 : goes_home;
  out.enemy_harm = out.enemy_losses + (1.0 - goes_home) * short_harm;
}

void shot_forecast(const MayhemState& s, bool reroll, Forecast& out) {
  const WaitingShot& w = s.waiting_shot;
  const ShotRoll& r = w.roll;
  if (s.reroll_wait.moment == RerollMoment::kShotSkill) {
    if (!reroll) return;  // a miss: nothing
    // The skill die again, then the impact die as the side will play it.
    const double hit = chance_at_least(r.skill_score - r.skill_modifier);
    double unhorsed = 0;
    const ShotOdds impact = planned_impact_odds(s, w.shooter, w.target, w.shot, true, &unhorsed);
    out.hit_chance = hit;
    out.enemy_losses = hit * impact.killed;
    out.enemy_harm = hit * (impact.killed + kCheckHarm * impact.courage_check + unhorsed);
    return;
  }
  short_die_forecast(s, s.men[at(w.target)], r.impact_needed - r.impact_modifier, r.at_horse,
                     w.shot.target_tokens != TokenPolicy::kKeep, reroll, out);
}

void melee_forecast(const MayhemState& s, bool reroll, Forecast& out) {
  const int other = s.stroke_opponent;
  const MeleePair pair = melee_pair(s, s.melee_man, other);
  const MeleeRoll& r = s.stroke;
  const int me = hero_fighter(s), them = 1 - me;
  if (s.reroll_wait.moment == RerollMoment::kMeleeSkill) {
    const MeleeOdds odds = melee_skill_choice_odds(pair, r, me, reroll);
    out.hit_chance = odds.struck(them);
    out.enemy_losses = odds.removed[them];
    out.own_losses = odds.removed[me];
    out.enemy_harm = odds.removed[them] + kCheckHarm * odds.checks[them];
    out.own_harm = odds.removed[me] + kCheckHarm * odds.checks[me];
    return;
  }
  // He won the fight and his stroke fell short.
  short_die_forecast(s, s.men[at(pair.figure[them])], r.removal_score - r.impact_modifier,
                     r.at_horse, pair.footing[them].tokens != TokenPolicy::kKeep, reroll, out);
}

}  // namespace

void reroll_actions(const MayhemState& s, std::vector<Action>& out) {
  if (s.reroll_wait.man < 0) return;
  Action a;
  a.kind = ActionKind::kSpecial;
  a.actor = s.reroll_wait.man;
  a.target = die_target(s);
  a.param = kSpecialReroll;
  out.push_back(a);
  a.param = kSpecialLetStand;
  out.push_back(a);
}

CheckResult check_reroll(const MayhemState& s, const Action& a) {
  if (waits_for(s, a)) return CheckResult::legal();
  return CheckResult::illegal(man_name(s, s.reroll_wait.man) + "'s " + die_words(s) +
                              " has failed: roll it again with his reroll token, or let it stand");
}

void reroll_chosen(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  const bool reroll = a.param == kSpecialReroll;
  // Rolled again, the words of the new die begin "... spends a reroll
  // token:" (man_shot.h, melee_phase.h); let stand, they are told here.
  if (!reroll) {
    narrate(s, events, s.figures()[at(a.actor)].side, [&] { return reroll_words(s, a) + "."; });
  }
  if (shot_moment(s.reroll_wait.moment)) {
    shot_reroll_chosen(s, reroll, dice, events);  // man_shot.h
  } else {
    melee_reroll_chosen(s, reroll, dice, events);  // melee_phase.h
  }
}

std::string reroll_words(const MayhemState& s, const Action& a) {
  const std::string who = man_name(s, a.actor);
  if (a.param == kSpecialReroll)
    return who + " rolls his " + die_words(s) + " again (a reroll token)";
  return who + " lets his " + die_words(s) + " stand and keeps his reroll token";
}

std::string reroll_question(const MayhemState& s) {
  const RerollWait& w = s.reroll_wait;
  if (w.man < 0) return {};
  const std::string who = man_name(s, w.man);
  std::string what;
  switch (w.moment) {
    case RerollMoment::kShotSkill: {
      const ShotRoll& r = s.waiting_shot.roll;
      what = "'s skill die missed, " + std::to_string(r.skill_die) + " where " +
             std::to_string(r.skill_score - r.skill_modifier) + " was needed";
      break;
    }
    case RerollMoment::kShotImpact: {
      const ShotRoll& r = s.waiting_shot.roll;
      what = "'s impact die fell short, " + std::to_string(r.impact_die) + " where " +
             std::to_string(r.impact_needed - r.impact_modifier) + " was needed";
      break;
    }
    case RerollMoment::kMeleeSkill: {
      const int me = hero_fighter(s);
      what = "'s skill die left him behind, " + std::to_string(s.stroke.skill_score[me]) + " to " +
             std::to_string(s.stroke.skill_score[1 - me]);
      break;
    }
    case RerollMoment::kMeleeStroke:
      what = "'s " + die_words(s) + " fell short, " + std::to_string(s.stroke.impact_die) +
             " where " + std::to_string(s.stroke.removal_score - s.stroke.impact_modifier) +
             " was needed";
      break;
  }
  return who + what + ": roll it again with his reroll token, or let it stand";
}

void reroll_forecast(const MayhemState& s, const Action& a, Forecast& out) {
  if (!waits_for(s, a)) return;
  out.known = true;
  out.failure_risk = 0;
  const bool reroll = a.param == kSpecialReroll;
  if (shot_moment(s.reroll_wait.moment)) {
    shot_forecast(s, reroll, out);
  } else {
    melee_forecast(s, reroll, out);
  }
}

}  // namespace skirmish::mayhem
