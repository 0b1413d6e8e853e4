// 004 / Sequence: initiative dice and the activation deck.
#include "engine/rules/mayhem/initiative_dice.h"

#include <cmath>
#include <stdexcept>
#include <string>

#include "engine/rules/mayhem/mayhem_rolls.h"

namespace skirmish::mayhem {

int initiative_winner(const int8_t* dice, int sides) {
  int best = -1;
  bool shared = false;
  for (int i = 0; i < sides; ++i) {
    if (best < 0 || dice[i] > dice[best]) {
      best = i;
      shared = false;
    } else if (dice[i] == dice[best]) {
      shared = true;
    }
  }
  return shared ? -1 : best;
}

InitiativeRoll roll_initiative(int sides, Dice& dice) {
  if (sides < 2 || sides > kMaxSides) {
    throw std::invalid_argument("initiative needs 2 to 8 sides, not " + std::to_string(sides));
  }
  InitiativeRoll r;
  r.sides = sides;
  RollPurpose p = d6_purpose("initiative die", kInitiativeRoll, -1, -1, 0, Need::kNone);
  for (int i = 0; i < sides; ++i) {
    p.side = static_cast<int16_t>(i);  // whose die: a player rolling real dice must know
    r.dice[i] = static_cast<int8_t>(dice.roll(6, p));
  }
  r.winner = initiative_winner(r.dice.data(), sides);
  return r;
}

double initiative_win_chance(int sides) {
  // One side wins outright with die m when all others roll under m.
  double p = 0;
  for (int m = 2; m <= 6; ++m) p += (1.0 / 6.0) * std::pow((m - 1) / 6.0, sides - 1);
  return p;
}

double initiative_tie_chance(int sides) {
  return 1.0 - sides * initiative_win_chance(sides);
}

ActivationOrder draw_activation_order(int sides, Dice& dice) {
  if (sides < 1 || sides > kMaxSides) {
    throw std::invalid_argument("the activation deck needs 1 to 8 sides, not " +
                                std::to_string(sides));
  }
  ActivationOrder a;
  a.sides = sides;
  std::array<int8_t, kMaxSides> left{};  // the cards not yet drawn, in side order
  for (int i = 0; i < sides; ++i) left[i] = static_cast<int8_t>(i);
  RollPurpose p;
  p.label = "activation card";
  p.code = kActivationCardDraw;
  for (int k = 0; k < sides; ++k) {
    const int remaining = sides - k;
    const int pick = dice.draw_card(remaining, p);
    a.order[k] = left[pick];
    for (int j = pick; j + 1 < remaining; ++j) left[j] = left[j + 1];
  }
  return a;
}

}  // namespace skirmish::mayhem
