// The defender's aggressive defence in play (000 / Melee / Situation:
// "Aggressive attack - High melee skill fighters can take voluntary penalty
// reduction as far as to skill 6, and reduce opponent's attack or parry roll
// by same amount").
//
// A striker's aggression is his choice with the stroke (melee_choices.h).
// A defender has no decision in the middle of an enemy's stroke, so his
// aggression is a guard: a standing stance he sets with his own stroke, on
// his own activation, and holds until his next stroke. Each stroke at him
// then loses the guard's points, and so do his parry and his riposte
// (melee_modifiers.h reads MeleeFighter::aggression of the defender).
//
// | option aggressive_defence | the guard his stroke sets |
// |---|---|
// | `chosen` (default) | the stroke's own guard bits (param bits 5-7), 0..skill-6 |
// | `with_stroke` | the stroke's aggression: one fighting manner, attack and guard alike |
// | `off` | none: defenders never take aggression |
//
// A stroke ordered for him (a Formed Charge, a mounted charge, a round of
// 002's melee) is plain and sets a plain guard. The guard counts only while
// he is fit, and never against a blow from behind (he cannot threaten a man
// he does not face; "Attacked from behind ... no shield use" likewise takes
// his defence away).
#pragma once

#include <cstdint>
#include <string>

#include "engine/rules/options.h"
#include "engine/rules/rencounter/melee_choices.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// The guard a stroke with choice `c` sets on a man of melee skill `skill`,
// held to skill - 6.
int guard_from_stroke(const MeleeOptions& o, int skill, const StrokeChoice& c);

// Man i makes a stroke with choice `c`: his guard from now to his next.
void take_guard(RencounterState& s, int i, const StrokeChoice& c);

// The aggression man i defends with against a stroke now (0 when he has no
// guard, is not fit, or is struck from behind, or under option off).
int guard_against(const RencounterState& s, int i, bool from_behind);

// "" when the guard bits of `c` are allowed to man i, or why not. Builds
// no string when allowed.
std::string guard_refusal(const RencounterState& s, int i, const StrokeChoice& c);

// The all-out stroke param to offer a man of melee skill `skill` beside the
// plain and the fiercest: the fiercest aggression with the fiercest guard
// (option chosen only); 0 when there is none to offer.
int32_t all_out_param(const MeleeOptions& o, int skill);

// The option `aggressive_defence` and its reading into MeleeOptions.
OptionSpec aggressive_defence_option();
AggressiveDefence aggressive_defence_of(const OptionSet& o);
std::string_view name_of(AggressiveDefence d);  // "chosen", "with_stroke", "off"

}  // namespace skirmish::rencounter
