// 004 / Medieval Mayhem / Horses, for missiles: the shot waiting for the
// horse-or-rider choice, its impact die, and the planners' odds of it.
#include "engine/rules/mayhem/horse_shot.h"

#include <utility>

#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/horse_strike.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/reaction_fire.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// "impact 4 against 3", "impact 2 (+2) against 5".
std::string impact_words(const ShotRoll& r) {
  std::string text = "impact " + std::to_string(r.impact_die);
  if (r.impact_modifier != 0) {
    text += " (" + std::string(r.impact_modifier > 0 ? "+" : "") +
            std::to_string(r.impact_modifier) + ")";
  }
  return text + " against " + std::to_string(r.impact_needed);
}

}  // namespace

std::string shot_strike_words(const MayhemState& s, int shooter, int target, const ShotRoll& r) {
  std::string text =
      man_name(s, shooter) + "'s " + missile_words(s.men[at(shooter)].missile) + " strikes " +
      (r.at_horse ? man_name(s, target) + "'s horse" : "the rider, " + man_name(s, target)) + ": " +
      impact_words(r);
  switch (r.outcome) {
    case ShotOutcome::kKilled:
      return text + (r.at_horse ? ", the horse is down." : ", down.");
    case ShotOutcome::kSaved:
      return text + "; he spends a save token.";
    case ShotOutcome::kCourageCheck:
      return text + ": he must check courage.";
    default:
      return text + ", it does not pierce.";
  }
}

bool shot_choice_due(const MayhemState& s, int shooter, int target) {
  // Ours: a cannon's canister and roundshot are rolled against every man in
  // the cone or on the line; nobody aims them at a man or his horse.
  return s.men[at(shooter)].missile != Missile::kCannon && horse_choice_due(s, target);
}

void await_horse_or_rider(MayhemState& s, int shooter, int target, const Shot& shot,
                          const ShotRoll& skill, EventSink& events, ShotLead lead) {
  s.waiting_shot.shooter = static_cast<int16_t>(shooter);
  s.waiting_shot.target = static_cast<int16_t>(target);
  s.waiting_shot.shot = shot;
  s.waiting_shot.roll = skill;
  s.step = Step::kStrike;
  narrate(s, events, s.figures()[at(shooter)].side, [&] {
    const std::string begun = lead == ShotLead::kRerolled
                                  ? man_name(s, shooter) + " spends a reroll token: "
                                  : man_name(s, shooter) + " shoots at " + man_name(s, target) +
                                        " (" + std::string(name_of(shot.cover)) + ", needs " +
                                        std::to_string(skill.skill_score - skill.skill_modifier) +
                                        "+): ";
    return begun + std::to_string(skill.skill_die) + ", hit; " + man_name(s, target) +
           " is mounted: the horse or the rider?";
  });
}

void shot_strike_chosen(MayhemState& s, const Action& a, Dice& dice, EventSink& events) {
  const WaitingShot w = std::exchange(s.waiting_shot, WaitingShot{});
  s.step = Step::kReaction;  // the window the shot was taken in
  ShotRoll r = w.roll;
  roll_shot_impact(s.men[at(w.shooter)], s.men[at(w.target)], w.shot, r, dice, w.shooter, w.target,
                   horse_armor_struck(s, a));
  shot_goes_on(s, w.shooter, w.target, w.shot, r, ShotLead::kNone, dice, events);  // man_shot.h
}

ShotOdds planned_impact_odds(const MayhemState& s, int shooter, int target, const Shot& shot,
                             bool skill_rerolled, double* unhorsed) {
  const MayhemMan& m = s.men[at(shooter)];
  const MayhemMan& t = s.men[at(target)];
  if (unhorsed) *unhorsed = 0;
  const ShotOdds rider = shot_impact_odds(m, t, shot, skill_rerolled);
  if (!shot_choice_due(s, shooter, target)) return rider;
  const double runs_off = unhorsed_runs_off(t);
  const double horse_falls = shot_impact_odds(m, t, shot, skill_rerolled, t.horse_armor).killed;
  if (horse_falls * runs_off <= rider.killed) return rider;
  ShotOdds o;
  o.killed = horse_falls * runs_off;
  o.no_effect = 1.0 - o.killed;
  if (unhorsed) *unhorsed = horse_falls * (1.0 - runs_off);
  return o;
}

ShotOdds planned_shot_odds(const MayhemState& s, int shooter, int target, const Shot& shot,
                           double* unhorsed) {
  const MayhemMan& m = s.men[at(shooter)];
  const MayhemMan& t = s.men[at(target)];
  if (unhorsed) *unhorsed = 0;
  if (!shot_choice_due(s, shooter, target)) return shot_odds(m, t, shot);
  const SkillHitOdds hits = skill_hit_odds(m, shot);
  ShotOdds o;
  o.miss = 1.0 - hits.hit();
  const std::pair<double, bool> ways[] = {{hits.first, false}, {hits.rerolled, true}};
  for (const auto& [chance, rerolled] : ways) {
    if (chance <= 0) continue;
    double lost_horse = 0;
    const ShotOdds way = planned_impact_odds(s, shooter, target, shot, rerolled, &lost_horse);
    o.killed += chance * way.killed;
    o.saved += chance * way.saved;
    o.courage_check += chance * way.courage_check;
    o.no_effect += chance * way.no_effect;
    if (unhorsed) *unhorsed += chance * lost_horse;
  }
  return o;
}

std::string missile_words(Missile m) {
  switch (m) {
    case Missile::kBow:
      return "arrow";
    case Missile::kCrossbow:
      return "bolt";
    case Missile::kJavelin:
      return "javelin";
    case Missile::kPistol:
    case Missile::kMusket:
    case Missile::kRifle:
      return "ball";
    default:
      return "shot";
  }
}

}  // namespace skirmish::mayhem
