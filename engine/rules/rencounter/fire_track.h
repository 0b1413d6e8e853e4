// What the fire rules remember between actions beyond a man's roster line
// (000 / Fire Combat / Appearing Targets, Multiple shots, Opportunity Fire;
// 000 / Observation): when each side first saw each enemy, who is still
// hidden, shots taken this activation, opportunity-fire circles, and the
// reaction waiting for a decision in the middle of an enemy's move.
//
// Plain data, copied with the state; fire_track_hash feeds the state hash.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/core/geometry.h"
#include "engine/rules/action.h"
#include "engine/rules/game_state.h"

namespace skirmish::rencounter {

// first_seen values besides an activation number (activations count from 1).
inline constexpr int32_t kNeverSeen = -1;
inline constexpr int32_t kSeenBeforePlay = 0;

// FireTrack::did flags.
inline constexpr uint8_t kDidStep = 1;  // stepped before his first shot (half a turn of shots)
inline constexpr uint8_t kDidMove = 2;  // moved
inline constexpr uint8_t kDidRun = 4;   // ran
inline constexpr uint8_t kDidFire = 8;  // fired

// ManRecord::aim_target while he aims at an area for opportunity fire
// (000 / Fire Combat / Opportunity Fire). Anything that breaks aim (moving,
// loading, a duck back) clears it with the rest of his aim.
inline constexpr int16_t kAimAtArea = -2;

// An opportunity-fire chance waiting for the watcher's side to decide
// (DecisionKind::kReaction): the mover stands where he entered the circle,
// the rest of his action to be carried out after.
struct PendingReaction {
  int16_t watcher = -1;  // -1: nothing pending
  int16_t mover = -1;
  Action action;              // the mover's interrupted action, resumed afterwards
  float move_inches = 0;      // the whole move he is making (moving target, 000 / Moving Targets)
  Vec2 end;                   // where that move ends
  std::vector<int16_t> done;  // watchers already offered a shot during this move
  bool in_order = false;      // the mover is a man of a collective move (OrderMove)

  bool pending() const { return watcher >= 0; }
};

// One man's leg of a collective move (000 / Follow Me, Follow Him, Formed
// Charge) as opportunity fire sees it (opportunity_orders.h): the order
// moved every man at once; each leg is then looked at in turn for circles.
struct OrderLeg {
  int16_t man = -1;
  Vec2 from;          // where the rest of his leg starts (the circle's edge after a stop)
  Vec2 to;            // where the order took him
  float inches = 0;   // his whole move (the moving-target penalty)
  bool lost = false;  // struck down or flinching at a circle: he stays short of `to`
};

// A stroke of a Formed Charge waiting for its moves to be watched.
struct OrderBlow {
  int16_t attacker = -1;
  int16_t defender = -1;
  float inches = 0;
  bool from_behind = false;
  bool rides_down = false;  // a horse too fast to stop runs into him after (mounted_charge.h)
};

// A collective move under way while an opportunity-fire reaction waits.
struct OrderMove {
  std::vector<Vec2> start;  // per figure: where the active unit's men stood before the order
  std::vector<OrderLeg> legs;
  std::vector<OrderBlow> blows;
  int16_t next = -1;  // the leg being looked at; -1: no collective move waits

  bool waiting() const { return next >= 0; }
};

struct FireTrack {
  // Per side, per figure: the activation during which the side first saw
  // him; kNeverSeen, or kSeenBeforePlay for men in sight at the start.
  std::array<std::vector<int32_t>, 2> first_seen;
  // Per figure: began hidden (observation) and not yet revealed to the enemy.
  std::vector<uint8_t> hidden;
  int16_t hidden_left = 0;  // men still hidden, so the checks cost nothing once none are
  // Per unit: the activation number of its latest activation; the turn of
  // its latest spotting roll.
  std::vector<int32_t> unit_activation;
  std::vector<int16_t> unit_spotted_turn;
  // Per man, since his unit last activated: shots taken in its activation,
  // what he did (kDid* flags), whom he fired at last (for the observers'
  // "firing at others", 000 / Observation).
  std::vector<int8_t> shots;
  std::vector<uint8_t> did;
  std::vector<int16_t> fired_at;
  // Per man: the turn of his latest shot, or -1 (000 / Melee / Situation:
  // drawing or switching a weapon in the same turn as an attack).
  std::vector<int16_t> fired_turn;
  // Per man: the centre of his opportunity-fire circle while aim_target is
  // kAimAtArea, and whether he has tried a shot since his unit last acted.
  std::vector<Vec2> watch;
  std::vector<uint8_t> watch_spent;
  // The activation whose start was last seen to (spotting, clearing), and
  // the unit that acted in the one before it.
  int32_t hooked_activation = 0;
  int16_t previous_unit = -1;
  PendingReaction reaction;
  OrderMove order_move;
};

// Sizes every vector for `figures` men in `units` units, nothing seen yet.
void reset_fire_track(FireTrack& t, int figures, int units);
void fire_track_hash(StateHasher& h, const FireTrack& t);

}  // namespace skirmish::rencounter
