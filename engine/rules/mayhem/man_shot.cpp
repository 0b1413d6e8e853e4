// 004 / Missile Fire: a man's shot from its skill die to its effect, and
// the moments it waits for a side's word (man_shot.h).
#include "engine/rules/mayhem/man_shot.h"

#include <string>
#include <utility>

#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/horse_shot.h"
#include "engine/rules/mayhem/horse_strike.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/reaction_fire.h"

namespace skirmish::mayhem {

namespace {

size_t at(int i) {
  return static_cast<size_t>(i);
}

// "impact 6: down." and the like: the impact die's words on the plain way
// (no horse-or-rider choice), as told since the first shot.
std::string impact_words(const ShotRoll& r) {
  const std::string impact = "impact " + std::to_string(r.impact_die);
  switch (r.outcome) {
    case ShotOutcome::kKilled:
      return impact + ": down.";
    case ShotOutcome::kSaved:
      return "he spends a save token.";
    case ShotOutcome::kCourageCheck:
      return impact + ": he must check courage.";
    case ShotOutcome::kNoEffect:
      return impact + " does not pierce.";
    case ShotOutcome::kMiss:
      break;
  }
  return {};
}

std::string lead_words(const MayhemState& s, int shooter, int target, const Shot& terms,
                       const ShotRoll& r, ShotLead lead) {
  switch (lead) {
    case ShotLead::kShoots:
      return man_name(s, shooter) + " shoots at " + man_name(s, target) + " (" +
             std::string(name_of(terms.cover)) + ", needs " +
             std::to_string(r.skill_score - r.skill_modifier) + "+): ";
    case ShotLead::kRerolled:
      return man_name(s, shooter) + " spends a reroll token: ";
    case ShotLead::kNone:
    case ShotLead::kTold:
      break;
  }
  return {};
}

// The words of the shot from where `lead` begins: its skill die (unless
// `skill_told`), then its impact die if rolled.
std::string shot_words(const MayhemState& s, int shooter, int target, const Shot& terms,
                       const ShotRoll& r, ShotLead lead, bool skill_told) {
  std::string text = lead_words(s, shooter, target, terms, r, lead);
  if (!skill_told) {
    text += std::to_string(r.skill_die);
    if (!r.hit()) return text + ", missed.";
    text += ", hit; ";
  }
  if (shot_choice_due(s, shooter, target)) return text + shot_strike_words(s, shooter, target, r);
  return text + impact_words(r);
}

// The shot waits at kReroll for the shooter's side (hero_rerolls.h).
void await_reroll(MayhemState& s, int shooter, int target, const Shot& terms, const ShotRoll& r,
                  ShotLead lead, bool skill_told, EventSink& events) {
  const bool skill = r.impact_die == 0;
  s.waiting_shot = {static_cast<int16_t>(shooter), static_cast<int16_t>(target), terms, r};
  s.reroll_wait.man = static_cast<int16_t>(shooter);
  s.reroll_wait.moment = skill ? RerollMoment::kShotSkill : RerollMoment::kShotImpact;
  s.step = Step::kReroll;
  narrate(s, events, s.figures()[at(shooter)].side, [&] {
    std::string text = shot_words(s, shooter, target, terms, r, lead, skill_told);
    if (!text.empty() && text.back() == '.') text.pop_back();
    return text + " (" + man_name(s, shooter) + " may roll the " + (skill ? "skill" : "impact") +
           " die again with a reroll token).";
  });
}

// The shot has its effect: tokens off, the words, the man or his horse
// down or a check waiting; then the enemy's fire goes on.
void shot_done(MayhemState& s, int shooter, int target, const Shot& terms, const ShotRoll& r,
               ShotLead lead, bool skill_told, EventSink& events) {
  MayhemMan& m = s.men[at(shooter)];
  m.rerolls = static_cast<int8_t>(m.rerolls - r.rerolls_used());
  if (r.save_used) --s.men[at(target)].saves;
  if (lead != ShotLead::kTold) {
    narrate(s, events, s.figures()[at(shooter)].side,
            [&] { return shot_words(s, shooter, target, terms, r, lead, skill_told); });
  }
  if (r.outcome == ShotOutcome::kKilled) {
    if (r.at_horse) {
      // 004 / Medieval / Horses: on foot at once; his check waits for the
      // end of the moving group's moves, as every check fire causes does
      // (004 / Courage: "taken at the end of the group's movement").
      horse_killed(s, target, shooter, events);
    } else {
      man_downed(s, target, shooter, events);
    }
  }
  if (r.outcome == ShotOutcome::kCourageCheck) {
    queue_check(s, target, shooter, CheckCause::kMissileHit);
  }
  s.step = Step::kReaction;  // the window the shot was taken in
  window_after_shot(s);
}

}  // namespace

void take_shot(MayhemState& s, int shooter, int target, const Shot& terms, Dice& dice,
               EventSink& events) {
  MayhemMan& m = s.men[at(shooter)];
  const ShotRoll r = roll_shot_skill(m, s.men[at(target)], terms, dice,
                                     static_cast<int16_t>(shooter), static_cast<int16_t>(target));
  m.shot = true;
  if (gunpowder(m.missile)) m.loaded = false;  // 004 / Missile Fire: mark the smoke
  shot_goes_on(s, shooter, target, terms, r, ShotLead::kShoots, dice, events);
}

void shot_goes_on(MayhemState& s, int shooter, int target, const Shot& terms, ShotRoll r,
                  ShotLead lead, Dice& dice, EventSink& events) {
  const MayhemMan& m = s.men[at(shooter)];
  const bool skill_told = r.impact_die > 0;  // the impact die is rolled only once it is told
  if (!skill_told) {
    if (terms.rerolls_asked && shot_reroll_open(m, terms, r)) {
      await_reroll(s, shooter, target, terms, r, lead, skill_told, events);
      return;
    }
    if (r.hit() && shot_choice_due(s, shooter, target)) {
      // 004 / Medieval / Horses: the shooter's side chooses the horse or the rider.
      await_horse_or_rider(s, shooter, target, terms, r, events, lead);  // horse_shot.h
      return;
    }
    if (r.hit()) {
      roll_shot_impact(m, s.men[at(target)], terms, r, dice, static_cast<int16_t>(shooter),
                       static_cast<int16_t>(target));
    }
  }
  if (terms.rerolls_asked && shot_reroll_open(m, terms, r)) {
    await_reroll(s, shooter, target, terms, r, lead, skill_told, events);
    return;
  }
  shot_done(s, shooter, target, terms, r, lead, skill_told, events);
}

void shot_reroll_chosen(MayhemState& s, bool reroll, Dice& dice, EventSink& events) {
  const WaitingShot w = std::exchange(s.waiting_shot, WaitingShot{});
  s.reroll_wait = RerollWait{};
  s.step = Step::kReaction;  // the window the shot was taken in
  ShotRoll r = w.roll;
  if (!reroll) {
    // The die stands as its words told while it waited: its effect.
    shot_done(s, w.shooter, w.target, w.shot, r, ShotLead::kTold, true, events);
    return;
  }
  reroll_shot_die(s.men[at(w.target)], w.shot, r, dice, w.shooter, w.target);
  shot_goes_on(s, w.shooter, w.target, w.shot, r, ShotLead::kRerolled, dice, events);
}

}  // namespace skirmish::mayhem
