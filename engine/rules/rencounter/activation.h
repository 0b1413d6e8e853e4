// Which unit acts next: Rencounter's three methods for the order of units
// (000 / Sequence of Play / Order of Units).
//
//   Method One, cards: each unit has one or more cards in a deck, maybe with
//     a reshuffle joker that ends the turn early; optionally a unit may hold
//     its card and jump in after another unit's activation.
//   Method Two, dice and markers: every unit not yet marked rolls a d6; the
//     highest activates (ties within one side all activate, ties between
//     sides re-roll); it is then marked done for the turn. Variants: all dice
//     tied ends the turn; a last lone unit must beat an opponent's tie roll.
//   Method Three, dice and counters: every unit rolls a die (sized to the
//     number of units) plus its tally of activations missed; the highest
//     activates and resets its tally, the others add one. No collective
//     turn: a reference unit's activations count the turns.
//
// All state is plain data of fixed size, so game states copy cheaply, and
// every card draw and die roll goes through the Dice (so it is an event).
//
// Roll codes (RollPurpose::code; target = the unit rolling, actor = -1):
//   20 "activation card" (Method One; target -1, the card is not yet known),
//   21 "activation roll" (Method Two d6), 22 "activation tie re-roll",
//   23 "opponent's roll to tie the last unit" (target = the lone unit),
//   24 "activation contest roll" (Method Three), 25 "activation tie-breaker".
// Method Three's die: d4, d6, d8, d10, d12 or d20, the smallest with at least
// as many faces as there are units that can act; d100 for more than 20.
// docs/rules/rencounter.md, "Order of units (activation)", has every choice.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "engine/core/dice.h"

namespace skirmish::rencounter {

// kInitiative: no draw at all; 002's Type III initiative decides which side
// acts, and that side picks its units (initiative.h). Here it only means
// "no deck, no dice, no turns of its own".
enum class ActivationMethod : uint8_t { kCards, kDiceAndMarkers, kDiceAndCounters, kInitiative };

struct ActivationOptions {
  ActivationMethod method = ActivationMethod::kCards;
  // Method One: cards each unit has in the deck (000: "three cards assigned
  // to each unit" worked well in a test game).
  int cards_per_unit = 1;
  // Method One: a reshuffle joker in the deck ends the turn when drawn.
  bool reshuffle_joker = true;
  // Method One, optional: a unit may hold its card and act after any other
  // unit's activation; a second card of a held unit is discarded (the new
  // one may be held); the joker discards all held cards.
  bool held_cards = false;
  // Method Two variant: when every die rolled ties, the turn ends.
  bool markers_all_tied_ends_turn = false;
  // Method Two variant: a last unmarked unit acts only if it beats an
  // opponent's tie roll; a tie ends the turn.
  bool markers_last_unit_must_beat_tie = false;
  // Method Three: the unit whose activations count the turns (index into the
  // units); -1 picks the first unit of the first side.
  int reference_unit = -1;
};

constexpr int kMaxUnits = 32;
constexpr int kMaxCards = kMaxUnits * 4 + 1;

struct ActivationState {
  int8_t unit_count = 0;
  std::array<int8_t, kMaxUnits> unit_side{};  // side of each unit
  // Method One: the cards still in the deck (unit index, or -1 for the
  // joker), in a fixed order; a draw picks one of them by Dice::draw_card.
  std::array<int8_t, kMaxCards> deck{};
  int16_t deck_size = 0;
  std::array<uint8_t, kMaxUnits> held{};  // Method One, held cards: 1 if held
  // Method Two: 1 once a unit has activated this turn.
  std::array<uint8_t, kMaxUnits> marked{};
  // Method Three: activations missed since the unit last acted.
  std::array<int16_t, kMaxUnits> tally{};
  int8_t reference_unit = 0;
  int16_t turn = 1;  // the turn in progress, from 1
};

// What the activation procedure says happens next.
struct ActivationStep {
  enum class Kind : uint8_t {
    kActivate,  // units[0..count) activate now, in this order
    kTurnEnds,  // the turn is over; call begin_turn to start the next
  };
  Kind kind = Kind::kTurnEnds;
  std::array<int8_t, kMaxUnits> units{};
  int8_t count = 0;
  // Method Three: the reference unit is among those activating, so a turn
  // has passed (state.turn has been advanced).
  bool turn_counted = false;
};

// Sets up for the game; unit_side[u] is each unit's side. Throws
// std::invalid_argument for more than kMaxUnits units or cards.
// (Also for cards_per_unit below 1, a negative side, or a reference_unit
// that is neither -1 nor a unit.) Leaves state.turn at 1. For Methods One
// and Two, deck_size is -1 until the first turn begins.
void begin_game(ActivationState& state, const ActivationOptions& options,
                std::span<const int8_t> unit_side);

// Starts a turn: Method One rebuilds and (by drawing) shuffles the deck, and
// drops held cards; Method Two clears the markers. Method Three has no turns
// of its own; begin_turn does nothing for it.
// Turn numbers (Methods One and Two): the first call after begin_game starts
// turn 1 and leaves state.turn at 1; every later call adds one. Calling it
// before the first turn is optional: next_activation begins turn 1 itself.
void begin_turn(ActivationState& state, const ActivationOptions& options);

// Draws cards or rolls dice until some unit activates or the turn ends.
// Units with can_act[u] == false (wiped out, broken, fled) are passed over:
// their cards are discarded and they roll no dice.
// Method Two marks the units it activates. When a variant ends the turn it
// marks every unit, so that further calls end it again without rolling.
// Method Three returns kTurnEnds only when no unit can act.
ActivationStep next_activation(ActivationState& state, const ActivationOptions& options,
                               std::span<const bool> can_act, Dice& dice);

// Method One with held cards: whether `unit` may hold the card it was just
// dealt, hold it, and whether a unit of `side` holds one it can play now.
// (For the last, read state.held of that side's units; held cards may be
// played after any other unit's activation, before the next draw.)
bool may_hold(const ActivationState& state, const ActivationOptions& options, int unit);
void hold(ActivationState& state, int unit);
// Plays (and removes) a held card of `unit`; false if it holds none.
bool play_held(ActivationState& state, int unit);

}  // namespace skirmish::rencounter
