// One man's shot in the enemy's move (004 / Missile Fire), from its skill
// die to its effect, with the moments it may stop for a side's word:
// - a hero's die that failed, his reroll token to roll it again or not
//   (004 / Heroes; option reroll_tokens asked; hero_rerolls.h): the skill
//   die that missed, then the impact die that fell short;
// - a hit on a mounted man (004 / Medieval / Horses, option): the horse or
//   the rider (horse_shot.h).
// Once it has its effect the tokens spent come off the men, the man or his
// horse is down or a check waits, and the enemy's fire goes on
// (reaction_fire.h).
#pragma once

#include <cstdint>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/mayhem_state.h"

namespace skirmish::mayhem {

// How the words of the part of a shot still to tell begin.
enum class ShotLead : uint8_t {
  kShoots,    // "Gaston shoots at Sir Hugh (open, needs 5+): "
  kRerolled,  // "Gaston spends a reroll token: "
  kNone,      // nothing before (after the horse-or-rider choice)
  kTold,      // all of it is told already (a die left to stand as it was told)
};

// `shooter`'s shot at `target` (check_shot has passed), on `terms`: its
// skill die rolled, then on as shot_goes_on.
void take_shot(MayhemState& s, int shooter, int target, const Shot& terms, Dice& dice,
               EventSink& events);

// Carries the shot `r` on from where it stands (its skill die rolled, or
// its impact die too): a reroll asked, the horse or the rider, the impact
// die, a reroll of it asked, then its effect. Stops at Step::kReroll or
// Step::kStrike with the shot in MayhemState::waiting_shot.
void shot_goes_on(MayhemState& s, int shooter, int target, const Shot& terms, ShotRoll r,
                  ShotLead lead, Dice& dice, EventSink& events);

// 004 / Heroes (hero_rerolls.h): the shot waiting at kReroll, the
// shooter's die rolled again (`reroll`) or left to stand; then on.
void shot_reroll_chosen(MayhemState& s, bool reroll, Dice& dice, EventSink& events);

}  // namespace skirmish::mayhem
