// One man's action under individual orders (000 / Individual Actions, 000 /
// Time and number of actions): check in a player's words, then carry out.
//
// | action | meaning | time |
// |---|---|---|
// | kMove (param MoveMode, at) | walk 6", run 9", back 3", crawl 3", low crawl 1" less wounds | 1
// turn | | kShoot (target) | one shot: aimed if he was aiming at him, else a lone snap shot | 1/2
// turn | | kShoot (target, at) | move up to half his walk, then a snap shot at -2 | 1/2 + 1/2 | |
// kReload | a turn of loading toward the weapon's Reload time | 1 turn | | kSpecial kSpecialAim
// (target) | a turn of aim at him: +2 after one turn, +3 after two | 1 turn | | kChangePosture
// (param Posture) | stand, kneel or go prone | up to 1 turn | | kCharge (target, optional at) |
// move into contact and strike | 1 turn | | kMelee (target) | strike a man in contact | 1 turn | |
// kPass | hold (his aim, if any, is kept) | |
#pragma once

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/rencounter/rencounter_state.h"
#include "engine/rules/rules.h"

namespace skirmish::rencounter {

// Whether the man deciding now may take `a`; the reason in a player's words.
// `explain` false may leave the reason of a refusal empty (listing the
// choices asks only whether, many times over: refusal.h).
CheckResult check_figure_action(const RencounterState& s, const Action& a, bool explain = true);
// Carries out an action check_figure_action accepted.
void apply_figure_action(RencounterState& s, const Action& a, Dice& dice, EventSink& events);

}  // namespace skirmish::rencounter
