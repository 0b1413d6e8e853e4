// 004 / Sequence (both games): who goes first each turn.
//
// Two sides each roll a die; the highest chooses to go first or second; a
// tie repeats the previous turn's order. With more than two sides (Musket
// only) activation is by a deck of one card per side, drawn in order.
//
// Interpretations (docs/rules/mayhem.md):
// - A tie on the first turn, with no previous order to repeat, is rolled
//   again (the caller repeats roll_initiative).
// - With N sides rolling dice, only a unique highest die wins; any tie for
//   the highest is a tie.
// - The deck is drawn whole at the start of the turn: the cards left are in
//   side order, and each draw picks one of them.
#pragma once

#include <array>
#include <cstdint>

#include "engine/core/dice.h"

namespace skirmish::mayhem {

constexpr int kMaxSides = 8;

struct InitiativeRoll {
  int sides = 0;
  std::array<int8_t, kMaxSides> dice{};  // side i's die
  int winner = -1;                       // the side with the unique highest die; -1 on a tie

  bool tie() const { return winner < 0; }
};

// Rolls one die per side (2..kMaxSides sides; throws std::invalid_argument
// otherwise). The caller lets the winner choose, or repeats the previous
// order on a tie (and rolls again on the first turn).
InitiativeRoll roll_initiative(int sides, Dice& dice);

// The side with the unique highest of `dice[0..sides)`, or -1.
int initiative_winner(const int8_t* dice, int sides);

// Exact chances with `sides` sides rolling: a tie for the highest, and one
// given side winning outright.
double initiative_tie_chance(int sides);
double initiative_win_chance(int sides);

struct ActivationOrder {
  int sides = 0;
  std::array<int8_t, kMaxSides> order{};  // order[k]: the side that activates k-th
};

// Draws the whole deck, one card per side (1..kMaxSides; throws
// std::invalid_argument otherwise).
ActivationOrder draw_activation_order(int sides, Dice& dice);

}  // namespace skirmish::mayhem
