// The items of 000 / Melee / Situation and One Vs Many that the table
// decides beyond the stroke itself: helpers of another unit in the gang-up,
// a well-ordered close formation, an unfamiliar weapon, bad footing. Each is
// read from the state into the MeleeSituation by stroke_situation
// (melee_play.h), so play, the narration and the exact odds (melee_odds.h,
// through planner_odds.h) all see the same numbers.
//
// - Helpers (000 / Melee / One Vs Many: "If figures from more than one unit
//   are attacking a single individual, then when any one attacks, the ones
//   from the other unit can make action rolls to help add to the gang up
//   modifiers, but don't actually attack"). A helper is a fit man of the
//   striker's side but another unit, in base contact with the defender.
//   When a stroke is struck at a defender who is not a master, each helper
//   who has not yet rolled in this activation makes an action check (code
//   47): a D6 at or under his experience less his wound points, a natural 1
//   passing with 2 wound points or fewer (the riposte check's reading of an
//   action roll). It is his roll for the whole activation (Milady's one
//   roll counts for both guardsmen's strokes); a pass adds 1 to the gang-up
//   of every stroke at a man he touches. A failed check only means he does
//   not add: it is not his unit's activation, so no result over 6 is read.
//   Option `gang_up_helpers`: roll (default), off.
// - Close formation ("Parrying from well-ordered, close formation +2"). The
//   defender, fit and not prone, parries from a close formation when a unit
//   mate stands within 1" (base edge to base edge) at each side of him (45
//   to 135 degrees off his facing), each fit, not prone, mounted or on foot
//   as he is, and facing his way within 45 degrees. A blow from behind
//   comes past the formation's front and gets no +2. Option
//   `close_formation`: flanked (default), one_side (one such mate either
//   side), off.
// - Unfamiliar weapon ("Unfamiliar weapon type -2"; 000 / The Figure / Melee
//   Skill: "whenever the weapon used is one of a type that the figure did
//   not start the game with"). The game never hands a man a weapon of a new
//   type: a broken or stuck weapon gives way to the next on his own roster
//   line, his own long arm clubbed or his fists. So the scenario marks a man
//   (`unfamiliar_weapon: yes`) whose roster melee weapons are strange to
//   him; the -2 counts while he fights with one of them, not with his fists
//   or a clubbed gun.
// - Bad footing ("Bad Footing, difficulty seeing, other as set in scenario or
//   determined by referee -?"). The ground under each fighter's centre: the
//   worst going of the woods, brush, scrub, stream or bog he stands in (a
//   line stream within half its width); a road under him makes it open.
//   Medium going (woods, brush, a stream) -1, heavy (bog) -2, to his own
//   stroke, parry and riposte. Scenarios have no night or weather, so
//   "difficulty seeing" is the woods' share. Option `melee_footing`: going
//   (default), off.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/options.h"
#include "engine/rules/rencounter/melee_situation.h"
#include "engine/rules/rencounter/rencounter_state.h"

namespace skirmish::rencounter {

// RollPurpose code of a helper's action check.
inline constexpr int16_t kGangUpHelpRollCode = 47;

// The helpers whose checks passed in this activation and who touch
// `defender` now (0 under option off). Rolls nothing.
int gang_up_helpers(const RencounterState& s, int attacker, int defender);

// Before a stroke by `attacker` at `defender`: every helper who has not yet
// rolled in this activation makes his action check (none at a master).
void roll_gang_up_helpers(RencounterState& s, int attacker, int defender, Dice& dice,
                          EventSink& events);

// Whether `defender` parries from a well-ordered close formation.
bool close_formation(const RencounterState& s, int defender, bool from_behind);

// Man i's bad footing modifier from the ground under him: 0, -1 or -2.
int footing_modifier(const RencounterState& s, int i);

// Whether man i fights with a weapon unfamiliar to him.
bool unfamiliar_weapon(const RencounterState& s, int i);
// 000 / Melee / Situation: "Drawing weapon or switching weapon from hand to
// hand in same turn as attack -2". Read as: man i fired this turn (a unit
// may act twice in a turn with cards_per_unit over 1, and a man may fire
// on opportunity and charge later in the turn) and now strikes with a melee
// weapon of his roster line, not his fists, his gun clubbed or a socket
// bayonet on it, which are already in his hands.
bool drew_weapon(const RencounterState& s, int i);

// Puts all of the above into a stroke's situation.
void add_circumstances(const RencounterState& s, int attacker, int defender, bool from_behind,
                       MeleeSituation& x);

// Words for the narration of a stroke: " with 1 helper of another unit
// (+1)", " against a close formation (parry +2)", ...; nothing when none.
void append_circumstance_words(const MeleeSituation& x, std::string& t);

// The options `gang_up_helpers`, `close_formation`, `melee_footing`.
void add_circumstance_option_specs(std::vector<OptionSpec>& out);
void read_circumstance_options(const OptionSet& o, MeleeOptions& m);

}  // namespace skirmish::rencounter
