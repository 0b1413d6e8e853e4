// Artillery in play (004 / Musket Mayhem / Artillery; 004 / Medieval Mayhem
// / Optional rule for artillery): guns and engines, their crews, their
// shots during the enemy's moves, their reloading and their pushing.
//
// A gun is a man armed with a Cannon (Musket) or a Catapult or Bombard (an
// engine, Medieval): the figure is the piece and its gunner. Its crew are
// the gun's own figure and the fighting men of its side whose bases are
// within 1" of the gun's (the group gap), not in hand-to-hand contact, not
// non-combatants and not serving a gun of their own.
//
// - A cannon fires canister (36" cone of 45 degrees along the barrel, +2
//   impact) or roundshot (72" along the barrel, +3), laid on an enemy of the
//   moving side in its 45-degree arc: the barrel turns to him and every man
//   in the cone or on the line, friend or foe, is rolled for separately with
//   the usual score for his cover. It then has 3 smoke puffs; at the start
//   of its side's own part of each turn a trained crew of 3 or more (a
//   leader counting two) removes one; with none left it is loaded.
// - An engine shoots one man like an archer (36", +2 impact against men),
//   an enemy engine, or a barred door (door_breaking.h), which an impact of
//   5 or better breaks. Unloaded, a
//   crew of 3 reloads it at the end of an enemy part in which it did not
//   shoot ("in lieu of firing"): it may fire in the next enemy part.
// - A gun is pushed only with its minimum crew (3, counted as for reloading)
//   beside it, 1d6" (the slow allowance); its crew move at that pace too.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/forecast.h"
#include "engine/rules/mayhem/fire_dice.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/rules/rules.h"

namespace skirmish::mayhem {

// Action::param of a gun's kShoot (written in saves: never renumber).
inline constexpr int32_t kGunCanister = 0;     // Musket canister; an engine: at the man
inline constexpr int32_t kGunRoundshot = 1;    // Musket roundshot
inline constexpr int32_t kEngineAtEngine = 2;  // an engine at the target's engine, to break it
// An engine at the barred door at `at`, no target (door_breaking.h).
inline constexpr int32_t kEngineAtDoor = 3;

// 004 / Musket Mayhem / Artillery: "A trained crew of 3 or more"; Medieval:
// "a minimum crew of three to reload". Ours: the same 3 pushes a gun
// (004 / Movement: "Pushing a gun, with at least a minimum crew").
inline constexpr int kGunCrew = 3;
// 004 / Musket Mayhem / Artillery: "When gun fires, place 3 smoke puffs."
inline constexpr int kSmokePuffs = 3;

// `man` is a gun or engine (the figure of the piece).
bool is_gun(const MayhemState& s, int man);
// The crew serving `gun` now (his own figure first, then the men beside it).
void gun_crew(const MayhemState& s, int gun, std::vector<int16_t>& out);
// Their count: a cannon's leaders count two (Musket), an engine's men one.
int crew_strength(const MayhemState& s, int gun);

// Loaded (no smoke left), not broken, not shot yet in this enemy part, in
// the fight and not in hand-to-hand contact.
bool gun_ready(const MayhemState& s, int gun);
// A gun's shot (kShoot, param as above): its reason when refused.
CheckResult check_gun_shot(const MayhemState& s, const Action& a);
// The gun's likeliest shots at men (at most `most`, by expected harm to the
// enemy less harm to friends), and every shot at an enemy engine or at a
// barred door it may take.
void gun_shot_actions(const MayhemState& s, int gun, int most, std::vector<Action>& out);
// Fires it: every man struck is rolled for; kills and checks go to the
// courage flow; the gun is unloaded (a cannon smokes).
void fire_gun(MayhemState& s, const Action& a, Dice& dice, EventSink& events);

// One man a gun's shot would strike, and on what terms.
struct GunStrike {
  int16_t man = -1;
  Shot shot;
};
// The men the shot `a` strikes (empty when it may not be taken), the aimed
// man first for an engine, in order from the gun for a cannon.
void gun_strikes(const MayhemState& s, const Action& a, std::vector<GunStrike>& out);

// Turn hooks. At the start of `s.active`'s part: a cannon's crew clear a
// puff (and the pushing marks of the last part are cleared).
void guns_begin_part(MayhemState& s, EventSink& events);
// At the end of `s.active`'s part: the other sides' unloaded engines that
// did not shoot reload with a crew of 3.
void guns_end_part(MayhemState& s, EventSink& events);

// Pushing: as a group is ordered, the crew of each gun in it are counted as
// they stand (whatever order its men then act in, so a gunner who moves off
// first does not strand the gun); whether the gun may move (that crew was
// its minimum crew); whether `man` moves at a gun's 1d6" pace (the gun, or
// its crew as it moves); and, as the gun moves off, its crew are marked to
// follow at its pace.
void guns_ordered(MayhemState& s);
bool may_push(const MayhemState& s, int gun);
bool at_gun_pace(const MayhemState& s, int man);
void gun_pushed(MayhemState& s, int gun);

// Planners. The forecast of a gun's shot: the exact expected kills summed
// over every man it strikes (friends as own losses); an engine at an engine,
// the chance it breaks it (a door: door_shot_forecast).
void gun_forecast(const MayhemState& s, const Action& a, Forecast& out);
// Whether `gun` (not broken; loaded or not) could strike `figure` standing
// at `where` with its best shot there, and the odds of that shot.
struct GunThreat {
  bool ok = false;
  CoverClass cover = CoverClass::kOpen;
  ShotOdds odds;
};
GunThreat gun_threat(const MayhemState& s, int gun, int figure, Vec2 where);

// "Swivel Gun fires canister at Pte Fox".
std::string gun_shot_words(const MayhemState& s, const Action& a);

}  // namespace skirmish::mayhem
