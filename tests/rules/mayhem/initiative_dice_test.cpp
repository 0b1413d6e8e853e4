// 004 / Sequence: initiative dice for two and more sides (win, tie, a tie
// only for the highest), their exact odds, and the activation deck.
#include "engine/rules/mayhem/initiative_dice.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <stdexcept>

namespace skirmish::mayhem {
namespace {

InitiativeRoll roll(int sides, std::initializer_list<int> d6) {
  ScriptedDice dice;
  dice.dice(6, d6);
  const InitiativeRoll r = roll_initiative(sides, dice);
  EXPECT_EQ(dice.left(), 0u) << "unused scripted dice";
  return r;
}

TEST(Initiative, TwoSidesHighestWinsTieIsATie) {
  InitiativeRoll r = roll(2, {5, 2});
  EXPECT_EQ(r.winner, 0);
  EXPECT_EQ(r.dice[0], 5);
  EXPECT_EQ(r.dice[1], 2);
  EXPECT_EQ(roll(2, {1, 6}).winner, 1);
  r = roll(2, {4, 4});
  EXPECT_TRUE(r.tie());
  EXPECT_EQ(r.winner, -1);
}

TEST(Initiative, ThreeSides) {
  EXPECT_EQ(roll(3, {2, 6, 5}).winner, 1);
  EXPECT_EQ(roll(3, {6, 3, 3}).winner, 0);  // a tie below the highest does not matter
  EXPECT_TRUE(roll(3, {2, 5, 5}).tie());
  EXPECT_TRUE(roll(3, {4, 4, 4}).tie());
}

TEST(Initiative, RefusesTooFewOrTooManySides) {
  ScriptedDice dice;
  EXPECT_THROW(roll_initiative(1, dice), std::invalid_argument);
  EXPECT_THROW(roll_initiative(kMaxSides + 1, dice), std::invalid_argument);
  EXPECT_THROW(draw_activation_order(0, dice), std::invalid_argument);
}

TEST(InitiativeOdds, HandCountedAndEnumerated) {
  EXPECT_DOUBLE_EQ(initiative_tie_chance(2), 6.0 / 36);
  EXPECT_DOUBLE_EQ(initiative_win_chance(2), 15.0 / 36);
  for (int sides = 2; sides <= 4; ++sides) {
    SCOPED_TRACE(sides);
    int total = 1, ties = 0, first_wins = 0;
    for (int i = 0; i < sides; ++i) total *= 6;
    for (int code = 0; code < total; ++code) {
      int8_t dice[kMaxSides];
      for (int i = 0, c = code; i < sides; ++i, c /= 6) dice[i] = static_cast<int8_t>(c % 6 + 1);
      const int w = initiative_winner(dice, sides);
      ties += w < 0;
      first_wins += w == 0;
    }
    EXPECT_NEAR(initiative_tie_chance(sides), static_cast<double>(ties) / total, 1e-12);
    EXPECT_NEAR(initiative_win_chance(sides), static_cast<double>(first_wins) / total, 1e-12);
  }
}

TEST(ActivationDeck, DrawsOneCardPerSideInOrder) {
  ScriptedDice dice;
  // Cards left are in side order: draw side 2 of {0,1,2}, then side 0 of
  // {0,1}, then the last, side 1.
  dice.card(3, 2).card(2, 0).card(1, 0);
  const ActivationOrder a = draw_activation_order(3, dice);
  EXPECT_EQ(dice.left(), 0u);
  EXPECT_EQ(a.sides, 3);
  EXPECT_EQ(a.order[0], 2);
  EXPECT_EQ(a.order[1], 0);
  EXPECT_EQ(a.order[2], 1);
  ScriptedDice four;
  four.card(4, 1).card(3, 1).card(2, 1).card(1, 0);
  const ActivationOrder b = draw_activation_order(4, four);
  EXPECT_EQ(b.order[0], 1);
  EXPECT_EQ(b.order[1], 2);
  EXPECT_EQ(b.order[2], 3);
  EXPECT_EQ(b.order[3], 0);
}

}  // namespace
}  // namespace skirmish::mayhem
