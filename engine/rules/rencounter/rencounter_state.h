// A game of Rencounter in progress: the generic figures (position, posture,
// status) plus, in flat vectors of plain structs, everything seed 000 makes a
// player write on his roster — each man's ratings and weapons, load state,
// wounds, morale and aim — and the sequence of play: the activation deck or
// dice (activation.h), the unit acting, its order, and which man decides next.
//
// Plain data only, so that clone() and copy_from() are a few vector copies
// (DESIGN / State is cheap to copy); the battlefield's line of sight is shared
// between all copies of one game.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "engine/core/los.h"
#include "engine/rules/game_state.h"
#include "engine/rules/rencounter/action_options.h"
#include "engine/rules/rencounter/activation.h"
#include "engine/rules/rencounter/artillery_state.h"
#include "engine/rules/rencounter/fire_options.h"
#include "engine/rules/rencounter/fire_play_options.h"
#include "engine/rules/rencounter/fire_track.h"
#include "engine/rules/rencounter/horse_rules.h"
#include "engine/rules/rencounter/horse_state.h"
#include "engine/rules/rencounter/kit_state.h"
#include "engine/rules/rencounter/melee_options.h"
#include "engine/rules/rencounter/morale_results.h"
#include "engine/rules/rencounter/movement.h"
#include "engine/rules/rencounter/sequence_state.h"
#include "engine/rules/rencounter/wounds.h"

namespace skirmish::rencounter {

// The collective orders of 000 / Actions, and acting man by man.
// Written in save files as Action::param of kOrder: never renumber.
enum class Order : uint8_t {
  kIndividual = 0,      // every man rolls his own action roll (000 / Individual Actions)
  kFollowMe = 1,        // the leader rolls; the unit moves with him (000 / Follow Me)
  kFormedCharge = 2,    // the lowest experience rolls; move and melee (000 / Formed Charge)
  kVolleyFire = 3,      // the leader rolls; loaded men fire together (000 / Volley Fire)
  kFollowHim = 4,       // the lowest experience rolls; the unit moves with him (000 / Follow Him)
  kFollowInColumn = 5,  // wait behind another unit and move when it has (000 / Follow Me)
  // Cavalry ride past, strike in passing and ride on (000 / Leaving Melee;
  // pass_through_charge.h): target = the man the leader rides past, at = where he rides on to.
  kPassThroughCharge = 6,
};
inline constexpr int kOrderCount = 7;

// Action::param of kSpecial: never renumber.
inline constexpr int32_t kSpecialAim = 1;  // aim at the target (000 / Fire Combat / Aimed Fire)
// 10: aim at an area for opportunity fire (kSpecialWatch, opportunity_fire.h).
// A leader's direct order to a man of his unit within 3" (000 / Actions /
// Leader activation of a subordinate); target = the man.
inline constexpr int32_t kSpecialDirectOrder = 30;

// Everything the options decide, parsed once at the start of the game.
struct RencounterConfig {
  ActivationOptions activation;
  ActionOptions action;
  FireOptions fire;
  FirePlayOptions fire_play;
  MeleeOptions melee;
  MovementOptions movement;
  InitiativeOptions initiative;  // activation: initiative (002 Type III)
  HorseOptions horse;            // 000 / Movement / Horse (horse_rules.h)
  // A side breaks when its healthy, unrouted men fall below this share of
  // its starting strength (000 / Victory).
  double break_fraction = 0.5;
  // A side also breaks when this many of its units are at half strength or
  // less (000 / Victory: no unit over half; all but one; half the units).
  enum class UnitBreak : uint8_t { kAllUnits, kAllButOne, kHalfTheUnits };
  UnitBreak unit_break = UnitBreak::kAllUnits;
  int turn_limit = 30;  // the game ends after this turn whatever happens
  // At the turn limit with victory points level, the side that put more
  // enemy men out of the fight wins narrowly (000 / Victory: the side that
  // has lost more is nearer its breaking point); false leaves a draw.
  bool level_points_by_losses = true;
  // Half turns of aim a veteran's or master's volley shot counts (000 / Volley Fire).
  int volley_aim_half_turns = 2;
  // An exit objective scores its points for every man who leaves by it,
  // rather than once (table_exits.h).
  bool exit_points_per_man = false;
};

// One man's roster line and running record.
struct ManRecord {
  // --- ratings (000 / The Figure), from the resolved roster
  int8_t experience = 4;
  int8_t fire = 8;
  int8_t melee = 8;
  int8_t armor = 0;
  int8_t shield = 0;  // ShieldSize
  int8_t horsemanship = 6;
  // --- weapons as rows of the tables (weapon_tables.h); -1 none
  int8_t missile = -1;
  int8_t melee_weapon = -1;    // always set: Unarmed when he carries nothing
  int8_t rounds = 0;           // rounds loaded and ready to fire (0: unloaded)
  int8_t reload_progress = 0;  // half turns of loading done toward the Reload time
  int16_t ammunition = -1;     // rounds carried beyond those loaded; -1 = no limit

  bool loaded() const { return rounds > 0; }
  // --- condition
  Wounds wounds;
  MoraleState morale;
  // --- aim (000 / Aimed Fire): half turns spent aiming at aim_target
  int8_t aim_half_turns = 0;
  int16_t aim_target = -1;
  // --- this activation and the last
  bool active = false;        // passed his action roll (or the order's) this activation
  bool riposte_used = false;  // his one riposte of this activation (000 / One Vs Many)
  bool duck_back = false;     // will duck back at the end of this activation (000 / Duck backs)
  float moved = 0;            // inches of his latest move, until his unit acts again
  int8_t runs = 0;            // turns run or fought in melee (000 / Advanced foot movement)
  int8_t rested = 0;          // activations spent at the walk or less since
  bool exerted = false;       // ran or fought in melee this activation
  HorseRecord horse;          // his horse, if he rides (horse_state.h)
  MeleeKit kit;               // weapons carried, stuck, broken; exited (kit_state.h)

  // --- 000 / Armor and Shields: javelins stuck in his shield, actions spent
  // pulling them out, and the wound point they cost him meanwhile.
  int8_t shield_javelins = 0;
  int8_t javelin_pulls = 0;
  bool shield_burden = false;
  int8_t artillery = 9;  // artillery fire skill (000 / Artillery: "9 for the gun captain")
};

// One unit's record.
struct UnitRecord {
  int16_t first = 0;  // its men are figures [first, first + size)
  int16_t size = 0;
  int16_t leader = -1;  // figure index
  int8_t side = 0;
  // 000 / Morale: what makes its next action rolls morale checks.
  bool man_lost_since = false;     // killed or crippled since it last activated
  int8_t seen_eliminated_12 = 0;   // friendly units seen eliminated within 12" since
  int8_t seen_eliminated_24 = 0;   // ... beyond 12" and within 24"
  bool man_overcome_last = false;  // in its previous activation, a man overcome (8+)
  bool man_ran_last = false;       // in its previous activation, a man ran for good
  bool man_overcome_now = false;   // the same, in the activation under way
  bool man_ran_now = false;
  // Taken when it activates: its rolls this activation are morale checks,
  // with these eliminated units counted.
  bool morale_check = false;
  int8_t checking_12 = 0;
  int8_t checking_24 = 0;
  bool eliminated = false;  // every man lost (000 / Morale)
};

// Where the sequence of play stands.
enum class Phase : uint8_t {
  kStart,        // before the first activation: a side draws it
  kChooseOrder,  // the active unit's side picks its order
  kFigures,      // men who acted pick their actions, one by one
  kDrawing,      // between activations: never seen outside apply (turn_flow.h)
  kHoldCard,     // held cards: the unit's side plays its card now or holds it (held_cards.h)
  kJumpIn,       // held cards: a side holding a card may jump in before the next draw
  kPickUnit,     // initiative: the side holding it picks a unit to act (initiative.h)
  kSeize,        // initiative: the waiting side may try to seize it
  kOver,         // the turn limit is passed or nobody can act
};

// The scenario's objectives with the side and the figure they name found
// once, at new_game (rencounter_outcome.h), not by name on every call:
// per objective, the side index and the figure index, -1 where none.
struct ObjectiveOwners {
  std::vector<int> side;
  std::vector<int> figure;
};

class RencounterState final : public GameStateOf<RencounterState> {
 public:
  RencounterState(std::shared_ptr<const Scenario> scenario,
                  std::shared_ptr<const OptionSet> options)
      : GameStateOf(std::move(scenario), std::move(options)) {}

  RencounterConfig config;
  std::shared_ptr<const LineOfSight> sight;  // shared by every copy of the game
  // What each objective names, found once; shared by every copy of the game.
  std::shared_ptr<const ObjectiveOwners> owners;

  std::vector<ManRecord> men;       // per figure
  std::vector<UnitRecord> units;    // per unit
  std::vector<int16_t> side_start;  // men each side began with
  std::vector<Vec2> home;           // per side: the middle of its own table edge
  std::vector<uint8_t> reached;     // per objective: a man of its side got there

  ActivationState activation;
  Phase phase = Phase::kStart;
  // Units the last draw activated, in order; unit_queue[0] acts now.
  std::array<int8_t, kMaxUnits> unit_queue{};
  int8_t unit_queue_size = 0;
  Order order = Order::kIndividual;
  // Men still to choose their action this activation, in order.
  std::vector<int16_t> figure_queue;
  int32_t activations = 0;      // unit activations so far (a stall guard for Method Three)
  bool reference_seen = false;  // Method Three: the reference unit has acted once
  SequenceState sequence;       // initiative, held cards, Follow in Column
  FireTrack track;              // sightings, shots this activation, opportunity fire (fire_track.h)
  std::vector<GunRecord> guns;  // smoothbore guns and their loading (artillery.h)

  int active_unit() const { return unit_queue_size > 0 ? unit_queue[0] : -1; }

 protected:
  void hash_rule_data(StateHasher& h) const override;
};

const RencounterState& as_rencounter(const GameState& s);
RencounterState& as_rencounter(GameState& s);

}  // namespace skirmish::rencounter
