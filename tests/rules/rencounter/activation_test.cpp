// 000 / Sequence of Play / Order of Units: the three methods of ordering
// units, each rule forced with ScriptedDice (every scripted value must be
// used, and a roll the rules were not meant to make fails the test), the
// turn count, determinism under SeededDice, and Method One's activation
// frequency over 10,000 seeded turns.
#include "engine/rules/rencounter/activation.h"

#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace skirmish::rencounter {
namespace {

// The roll codes documented in activation.h.
constexpr int16_t kCardCode = 20;
constexpr int16_t kMarkerRollCode = 21;
constexpr int16_t kMarkerRerollCode = 22;
constexpr int16_t kLastUnitTieRollCode = 23;
constexpr int16_t kCounterRollCode = 24;
constexpr int16_t kCounterTieBreakCode = 25;

using Kind = ActivationStep::Kind;

ActivationOptions cards(int per_unit = 1, bool joker = true, bool held = false) {
  ActivationOptions o;
  o.method = ActivationMethod::kCards;
  o.cards_per_unit = per_unit;
  o.reshuffle_joker = joker;
  o.held_cards = held;
  return o;
}

ActivationOptions markers(bool all_tied_ends = false, bool last_must_beat = false) {
  ActivationOptions o;
  o.method = ActivationMethod::kDiceAndMarkers;
  o.markers_all_tied_ends_turn = all_tied_ends;
  o.markers_last_unit_must_beat_tie = last_must_beat;
  return o;
}

ActivationOptions counters(int reference = -1) {
  ActivationOptions o;
  o.method = ActivationMethod::kDiceAndCounters;
  o.reference_unit = reference;
  return o;
}

// A game set up and its first turn begun.
ActivationState start(const ActivationOptions& options, const std::vector<int8_t>& sides) {
  ActivationState state;
  begin_game(state, options, sides);
  begin_turn(state, options);
  return state;
}

std::vector<bool> everyone(std::size_t n) {
  return std::vector<bool>(n, true);
}

// The next step, with can_act as a vector<bool> (which has no span).
ActivationStep next(ActivationState& state, const ActivationOptions& options,
                    const std::vector<bool>& can_act, Dice& dice) {
  bool flags[kMaxUnits] = {};
  for (std::size_t i = 0; i < can_act.size(); ++i) flags[i] = can_act[i];
  return next_activation(state, options, std::span<const bool>(flags, can_act.size()), dice);
}

std::vector<int> who(const ActivationStep& step) {
  EXPECT_EQ(step.kind, Kind::kActivate);
  return std::vector<int>(step.units.begin(), step.units.begin() + step.count);
}

std::vector<int> deck_of(const ActivationState& state) {
  return std::vector<int>(state.deck.begin(), state.deck.begin() + state.deck_size);
}

// ---------------------------------------------------------------- Method One

TEST(ActivationCards, DeckIsEachUnitsCardsInOrderThenTheJoker) {
  const ActivationState one = start(cards(1), {0, 1, 1});
  EXPECT_EQ(deck_of(one), (std::vector<int>{0, 1, 2, -1}));
  // "three cards assigned to each unit and one reshuffle card".
  const ActivationState three = start(cards(3), {0, 1});
  EXPECT_EQ(deck_of(three), (std::vector<int>{0, 0, 0, 1, 1, 1, -1}));
  const ActivationState no_joker = start(cards(2, false), {0, 1});
  EXPECT_EQ(deck_of(no_joker), (std::vector<int>{0, 0, 1, 1}));
}

TEST(ActivationCards, DrawRemovesTheCardAndKeepsTheRestInOrder) {
  const ActivationOptions o = cards(1);
  ActivationState s = start(o, {0, 1, 0});
  ScriptedDice dice;
  dice.card(4, 1).card(3, 1);
  VectorSink sink;
  dice.attach(sink);
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{1});
  EXPECT_EQ(deck_of(s), (std::vector<int>{0, 2, -1}));
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{2});
  EXPECT_EQ(deck_of(s), (std::vector<int>{0, -1}));
  EXPECT_EQ(dice.left(), 0u);
  ASSERT_EQ(sink.events.size(), 2u);
  EXPECT_EQ(sink.events[0].kind, EventKind::kCardDraw);
  EXPECT_EQ(sink.events[0].purpose.code, kCardCode);
}

TEST(ActivationCards, JokerEndsTheTurn) {
  const ActivationOptions o = cards(1);
  ActivationState s = start(o, {0, 1, 0});
  ScriptedDice dice;
  dice.card(4, 0).card(3, 2);  // unit 0, then the joker (last of 1, 2, joker)
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{0});
  EXPECT_EQ(next(s, o, everyone(3), dice).kind, Kind::kTurnEnds);
  EXPECT_EQ(dice.left(), 0u);
  // "remaining units do not move in that turn": no further draw this turn.
  EXPECT_EQ(s.deck_size, 0);
  EXPECT_EQ(next(s, o, everyone(3), dice).kind, Kind::kTurnEnds);
  begin_turn(s, o);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.deck_size, 4);
}

TEST(ActivationCards, EmptyDeckEndsTheTurn) {
  const ActivationOptions o = cards(1, false);
  ActivationState s = start(o, {0, 1});
  ScriptedDice dice;
  dice.card(2, 1).card(1, 0);
  EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{1});
  EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{0});
  // Without the joker every unit moves once, then the turn ends undrawn.
  EXPECT_EQ(next(s, o, everyone(2), dice).kind, Kind::kTurnEnds);
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationCards, SeveralCardsPerUnitEachActivate) {
  const ActivationOptions o = cards(3, false);
  ActivationState s = start(o, {0, 1});
  ScriptedDice dice;
  // Deck 0 0 0 1 1 1: draw the first card each time.
  for (int left = 6; left >= 1; --left) dice.card(left, 0);
  for (int unit : {0, 0, 0, 1, 1, 1}) {
    EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{unit});
  }
  EXPECT_EQ(next(s, o, everyone(2), dice).kind, Kind::kTurnEnds);
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationCards, CardsOfUnitsThatCannotActAreDiscarded) {
  const ActivationOptions o = cards(1);
  ActivationState s = start(o, {0, 1, 1});
  ScriptedDice dice;
  dice.card(4, 1).card(3, 1);  // unit 1 (cannot act: discarded), then unit 2
  EXPECT_EQ(who(next(s, o, {true, false, true}, dice)), std::vector<int>{2});
  EXPECT_EQ(deck_of(s), (std::vector<int>{0, -1}));
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationCards, HeldCardIsPlayedLater) {
  const ActivationOptions o = cards(1, true, true);
  ActivationState s = start(o, {0, 1});
  ScriptedDice dice;
  dice.card(3, 0).card(2, 0);  // unit 0, then unit 1
  EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{0});
  ASSERT_TRUE(may_hold(s, o, 0));
  hold(s, 0);
  EXPECT_FALSE(may_hold(s, o, 0));  // one held card at a time
  EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{1});
  // "jump in after any other unit's actions were completed".
  EXPECT_TRUE(play_held(s, 0));
  EXPECT_FALSE(play_held(s, 0));
  EXPECT_FALSE(play_held(s, 1));
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationCards, SecondCardDiscardsTheHeldOne) {
  const ActivationOptions o = cards(2, true, true);
  ActivationState s = start(o, {0, 1});
  ScriptedDice dice;
  dice.card(5, 0).card(4, 0);  // both of unit 0's cards
  EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{0});
  hold(s, 0);
  // "the held card was discarded without giving an action but the new one
  // could be held": the new card activates, or may itself be held.
  EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{0});
  EXPECT_EQ(s.held[0], 0);
  EXPECT_TRUE(may_hold(s, o, 0));
  EXPECT_FALSE(play_held(s, 0));
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationCards, JokerDropsHeldCards) {
  const ActivationOptions o = cards(1, true, true);
  ActivationState s = start(o, {0, 1});
  ScriptedDice dice;
  dice.card(3, 0).card(2, 1);  // unit 0, then the joker
  EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{0});
  hold(s, 0);
  EXPECT_EQ(next(s, o, everyone(2), dice).kind, Kind::kTurnEnds);
  // "All held cards were lost when the reshuffle card came up."
  EXPECT_FALSE(play_held(s, 0));
}

TEST(ActivationCards, BeginTurnDropsHeldCards) {
  const ActivationOptions o = cards(1, true, true);
  ActivationState s = start(o, {0, 1});
  hold(s, 1);
  begin_turn(s, o);
  EXPECT_FALSE(play_held(s, 1));
}

TEST(ActivationCards, HoldingOnlyWithTheOption) {
  ActivationState s = start(cards(1), {0, 1});
  EXPECT_FALSE(may_hold(s, cards(1), 0));
  EXPECT_TRUE(may_hold(s, cards(1, true, true), 0));
  EXPECT_FALSE(may_hold(s, cards(1, true, true), 2));  // no such unit
  ActivationOptions dice_held = markers();
  dice_held.held_cards = true;
  EXPECT_FALSE(may_hold(s, dice_held, 0));
}

// ---------------------------------------------------------------- turns

TEST(ActivationTurns, FirstBeginTurnKeepsTurnOneLaterOnesAdvance) {
  for (const ActivationOptions& o : {cards(1), markers()}) {
    ActivationState s;
    begin_game(s, o, std::vector<int8_t>{0, 1});
    EXPECT_EQ(s.turn, 1);
    begin_turn(s, o);
    EXPECT_EQ(s.turn, 1);
    begin_turn(s, o);
    EXPECT_EQ(s.turn, 2);
    begin_turn(s, o);
    EXPECT_EQ(s.turn, 3);
  }
}

TEST(ActivationTurns, FirstBeginTurnIsOptional) {
  const ActivationOptions o = cards(1);
  ActivationState s;
  begin_game(s, o, std::vector<int8_t>{0, 1});
  ScriptedDice dice;
  dice.card(3, 1);
  EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{1});
  EXPECT_EQ(s.turn, 1);
  begin_turn(s, o);
  EXPECT_EQ(s.turn, 2);
}

TEST(ActivationTurns, BeginGameRejectsWhatDoesNotFit) {
  ActivationState s;
  const std::vector<int8_t> too_many(kMaxUnits + 1, 0);
  EXPECT_THROW(begin_game(s, cards(1), too_many), std::invalid_argument);
  const std::vector<int8_t> full(kMaxUnits, 0);
  EXPECT_NO_THROW(begin_game(s, cards(4), full));  // exactly kMaxCards
  EXPECT_THROW(begin_game(s, cards(5), full), std::invalid_argument);
  EXPECT_THROW(begin_game(s, cards(0), std::vector<int8_t>{0, 1}), std::invalid_argument);
  EXPECT_THROW(begin_game(s, counters(2), std::vector<int8_t>{0, 1}), std::invalid_argument);
  EXPECT_THROW(begin_game(s, counters(-2), std::vector<int8_t>{0, 1}), std::invalid_argument);
  EXPECT_THROW(begin_game(s, cards(1), std::vector<int8_t>{0, -1}), std::invalid_argument);
  try {
    begin_game(s, cards(1), too_many);
    FAIL() << "expected a throw";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("too many units"), std::string::npos) << e.what();
  }
}

TEST(ActivationTurns, CanActMustCoverEveryUnit) {
  const ActivationOptions o = cards(1);
  ActivationState s = start(o, {0, 1, 1});
  ScriptedDice dice;
  EXPECT_THROW(next(s, o, everyone(2), dice), std::invalid_argument);
}

// ---------------------------------------------------------------- Method Two

TEST(ActivationMarkers, HighestDieActivatesAndIsMarked) {
  const ActivationOptions o = markers();
  ActivationState s = start(o, {0, 1, 1});
  ScriptedDice dice;
  VectorSink sink;
  dice.attach(sink);
  dice.dice(6, {3, 5, 2});  // units 0, 1, 2
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{1});
  EXPECT_EQ(s.marked[1], 1);
  ASSERT_EQ(sink.events.size(), 3u);
  EXPECT_EQ(sink.events[2].purpose.code, kMarkerRollCode);
  EXPECT_EQ(sink.events[2].purpose.target, 2);
  EXPECT_EQ(sink.events[2].purpose.actor, -1);
  // "don't roll its die in the next set of activation rolls".
  dice.dice(6, {4, 1});  // units 0 and 2
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{0});
  // The last unit has nobody to beat: it activates with no roll.
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{2});
  EXPECT_EQ(next(s, o, everyone(3), dice).kind, Kind::kTurnEnds);
  EXPECT_EQ(dice.left(), 0u);
  begin_turn(s, o);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.marked[0] + s.marked[1] + s.marked[2], 0);
}

TEST(ActivationMarkers, TieWithinOneSideActivatesThemAll) {
  const ActivationOptions o = markers();
  ActivationState s = start(o, {1, 0, 1, 0});
  ScriptedDice dice;
  dice.dice(6, {5, 2, 5, 4});
  EXPECT_EQ(who(next(s, o, everyone(4), dice)), (std::vector<int>{0, 2}));
  EXPECT_EQ(s.marked[0] + s.marked[2], 2);
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationMarkers, TieBetweenSidesRerollsOnlyTheTiedDice) {
  const ActivationOptions o = markers();
  ActivationState s = start(o, {0, 1, 0});
  ScriptedDice dice;
  VectorSink sink;
  dice.attach(sink);
  dice.dice(6, {6, 6, 3});  // units 0 and 1 tie across sides; unit 2 is out
  dice.dice(6, {2, 2});     // tied again: re-roll again
  dice.dice(6, {1, 4});     // unit 1 wins
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{1});
  EXPECT_EQ(dice.left(), 0u);
  ASSERT_EQ(sink.events.size(), 7u);
  for (std::size_t i = 3; i < 7; ++i) {
    EXPECT_EQ(sink.events[i].purpose.code, kMarkerRerollCode);
    EXPECT_NE(sink.events[i].purpose.target, 2) << "unit 2 was not tied";
  }
  EXPECT_EQ(s.marked[0] + s.marked[2], 0);
}

TEST(ActivationMarkers, RerollCanLeaveOneSidesUnitsTied) {
  const ActivationOptions o = markers();
  ActivationState s = start(o, {0, 0, 1, 1});
  ScriptedDice dice;
  dice.dice(6, {6, 6, 6, 1});  // units 0, 1 (side 0) and 2 (side 1) tie
  dice.dice(6, {5, 5, 3});     // side 0 alone on the highest
  EXPECT_EQ(who(next(s, o, everyone(4), dice)), (std::vector<int>{0, 1}));
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationMarkers, UnitsThatCannotActDoNotRoll) {
  const ActivationOptions o = markers();
  ActivationState s = start(o, {0, 1, 1});
  ScriptedDice dice;
  dice.dice(6, {2, 3});  // units 0 and 2
  EXPECT_EQ(who(next(s, o, {true, false, true}, dice)), std::vector<int>{2});
  EXPECT_EQ(who(next(s, o, {true, false, true}, dice)), std::vector<int>{0});
  EXPECT_EQ(next(s, o, {true, false, true}, dice).kind, Kind::kTurnEnds);
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationMarkers, WithoutTheVariantAllTiedIsRerolled) {
  const ActivationOptions o = markers();
  ActivationState s = start(o, {0, 1});
  ScriptedDice dice;
  dice.dice(6, {4, 4}).dice(6, {2, 3});
  EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{1});
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationMarkers, VariantAllDiceTiedEndsTheTurn) {
  const ActivationOptions o = markers(true, false);
  ActivationState s = start(o, {0, 1, 0});
  ScriptedDice dice;
  dice.dice(6, {4, 4, 4});
  EXPECT_EQ(next(s, o, everyone(3), dice).kind, Kind::kTurnEnds);
  // The turn stays over: no more rolls until begin_turn.
  EXPECT_EQ(next(s, o, everyone(3), dice).kind, Kind::kTurnEnds);
  EXPECT_EQ(dice.left(), 0u);
  begin_turn(s, o);
  // Even one side's units all tied end the turn under the variant...
  dice.dice(6, {5, 5});
  EXPECT_EQ(next(s, o, {true, false, true}, dice).kind, Kind::kTurnEnds);
  begin_turn(s, o);
  // ...but a tie on a re-roll does not: the variant reads the set of rolls.
  dice.dice(6, {6, 6, 2}).dice(6, {3, 3}).dice(6, {1, 2});
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{1});
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationMarkers, VariantLastUnitMustBeatTheTieRoll) {
  const ActivationOptions o = markers(false, true);
  VectorSink sink;
  {
    ActivationState s = start(o, {0, 1});
    ScriptedDice dice;
    dice.attach(sink);
    dice.dice(6, {2, 6});  // unit 1 first
    EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{1});
    dice.dice(6, {5, 3});  // unit 0's die, then the opponent's: beaten
    EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{0});
    EXPECT_EQ(dice.left(), 0u);
    ASSERT_EQ(sink.events.size(), 4u);
    EXPECT_EQ(sink.events[2].purpose.code, kMarkerRollCode);
    EXPECT_EQ(sink.events[3].purpose.code, kLastUnitTieRollCode);
    EXPECT_EQ(sink.events[3].purpose.target, 0);
  }
  for (const auto& [own, opponent] : {std::pair{4, 4}, std::pair{2, 5}}) {
    ActivationState s = start(o, {0, 1});
    ScriptedDice dice;
    dice.dice(6, {2, 6}).dice(6, {own, opponent});
    EXPECT_EQ(who(next(s, o, everyone(2), dice)), std::vector<int>{1});
    // A tie (or worse) ends the turn, and it stays ended.
    EXPECT_EQ(next(s, o, everyone(2), dice).kind, Kind::kTurnEnds) << own << " v " << opponent;
    EXPECT_EQ(next(s, o, everyone(2), dice).kind, Kind::kTurnEnds);
    EXPECT_EQ(dice.left(), 0u);
  }
}

// ---------------------------------------------------------------- Method Three

TEST(ActivationCounters, DieFitsTheNumberOfUnits) {
  // "equal to the number of units in play or the next size up that fits.
  // Thus for 9 units, roll a D10"; d100 past a d20.
  const std::vector<std::pair<int, int>> cases = {{2, 4},   {3, 4},   {4, 4},   {5, 6},   {9, 10},
                                                  {12, 12}, {13, 20}, {20, 20}, {21, 100}};
  for (const auto& [units, sides] : cases) {
    const ActivationOptions o = counters();
    ActivationState s = start(o, std::vector<int8_t>(static_cast<std::size_t>(units), 0));
    ScriptedDice dice;
    for (int u = 0; u < units; ++u) dice.die(sides, u == units - 1 ? sides : 1);
    EXPECT_EQ(who(next(s, o, everyone(static_cast<std::size_t>(units)), dice)),
              std::vector<int>{units - 1})
        << units << " units";
    EXPECT_EQ(dice.left(), 0u) << units << " units";
  }
}

TEST(ActivationCounters, DieCountsOnlyUnitsThatCanAct) {
  const ActivationOptions o = counters();
  ActivationState s = start(o, {0, 0, 0, 1, 1});  // five units, a d6...
  ScriptedDice dice;
  dice.dice(4, {1, 4, 2});  // ...but only three can act: a d4
  const std::vector<bool> can_act = {true, false, true, false, true};
  EXPECT_EQ(who(next(s, o, can_act, dice)), std::vector<int>{2});
  // Those that cannot act neither roll nor add to their tally.
  EXPECT_EQ(s.tally[0], 1);
  EXPECT_EQ(s.tally[1], 0);
  EXPECT_EQ(s.tally[2], 0);
  EXPECT_EQ(s.tally[3], 0);
  EXPECT_EQ(s.tally[4], 1);
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationCounters, TallyAddsToTheDieAndResetsOnWinning) {
  const ActivationOptions o = counters();
  ActivationState s = start(o, {0, 1, 1});
  ScriptedDice dice;
  VectorSink sink;
  dice.attach(sink);
  dice.dice(4, {1, 3, 2});
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{1});
  EXPECT_EQ(s.tally[0], 1);
  EXPECT_EQ(s.tally[1], 0);
  EXPECT_EQ(s.tally[2], 1);
  EXPECT_EQ(sink.events[0].purpose.code, kCounterRollCode);
  // Totals 3, 4, 3: unit 1 again, the others wait longer.
  dice.dice(4, {2, 4, 2});
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{1});
  EXPECT_EQ(s.tally[0], 2);
  EXPECT_EQ(s.tally[2], 2);
  // Totals 2+2, 4+0, 1+2: the tally lifts unit 0 into a tie with unit 1,
  // and the waiting pays off in the tie-breaker here.
  dice.dice(4, {2, 4, 1}).dice(4, {3, 1});
  EXPECT_EQ(who(next(s, o, everyone(3), dice)), std::vector<int>{0});
  EXPECT_EQ(s.tally[0], 0);
  EXPECT_EQ(s.tally[1], 1);
  EXPECT_EQ(s.tally[2], 3);
  EXPECT_EQ(sink.events.back().purpose.code, kCounterTieBreakCode);
  EXPECT_EQ(dice.left(), 0u);
}

TEST(ActivationCounters, TieBreakerIsBetweenTiedUnitsOnlyUntilBroken) {
  const ActivationOptions o = counters();
  ActivationState s = start(o, {0, 1, 0, 1});
  ScriptedDice dice;
  VectorSink sink;
  dice.attach(sink);
  dice.dice(4, {4, 1, 4, 4});  // units 0, 2, 3 tie
  dice.dice(4, {2, 3, 3});     // units 2 and 3 still tie
  dice.dice(4, {4, 1});        // unit 2
  EXPECT_EQ(who(next(s, o, everyone(4), dice)), std::vector<int>{2});
  EXPECT_EQ(dice.left(), 0u);
  ASSERT_EQ(sink.events.size(), 9u);
  for (std::size_t i = 4; i < 9; ++i) EXPECT_NE(sink.events[i].purpose.target, 1);
  // Every unit that rolled and lost adds one, tied or not.
  EXPECT_EQ(s.tally[0], 1);
  EXPECT_EQ(s.tally[1], 1);
  EXPECT_EQ(s.tally[2], 0);
  EXPECT_EQ(s.tally[3], 1);
}

TEST(ActivationCounters, ReferenceUnitCountsTheTurns) {
  // -1: the first unit of the first side (side 0 is unit 1 here).
  const ActivationOptions o = counters();
  ActivationState s = start(o, {1, 0, 0});
  EXPECT_EQ(s.reference_unit, 1);
  EXPECT_EQ(s.turn, 1);
  ScriptedDice dice;
  dice.dice(4, {4, 1, 1});
  ActivationStep step = next(s, o, everyone(3), dice);
  EXPECT_EQ(who(step), std::vector<int>{0});
  EXPECT_FALSE(step.turn_counted);
  EXPECT_EQ(s.turn, 1);
  dice.dice(4, {1, 4, 1});
  step = next(s, o, everyone(3), dice);
  EXPECT_EQ(who(step), std::vector<int>{1});
  EXPECT_TRUE(step.turn_counted);
  EXPECT_EQ(s.turn, 2);
  // begin_turn does nothing: there is no collective turn.
  begin_turn(s, o);
  EXPECT_EQ(s.turn, 2);
  EXPECT_EQ(s.tally[0], 1);
  EXPECT_EQ(dice.left(), 0u);

  const ActivationOptions chosen = counters(2);
  ActivationState t = start(chosen, {1, 0, 0});
  EXPECT_EQ(t.reference_unit, 2);
  dice.dice(4, {1, 1, 3});
  EXPECT_TRUE(next(t, chosen, everyone(3), dice).turn_counted);
  EXPECT_EQ(t.turn, 2);
}

TEST(ActivationCounters, LoneUnitActsWithoutRollingAndNoneEndsTheTurn) {
  const ActivationOptions o = counters();
  ActivationState s = start(o, {0, 1});
  ScriptedDice dice;
  EXPECT_EQ(who(next(s, o, {false, true}, dice)), std::vector<int>{1});
  EXPECT_EQ(next(s, o, {false, false}, dice).kind, Kind::kTurnEnds);
  EXPECT_EQ(dice.rolls_made(), 0u);
}

// ---------------------------------------------------------------- chance

// A run of activations as numbers: unit lists, -1 for each turn end.
std::vector<int> run(const ActivationOptions& o, uint64_t seed, int steps) {
  const std::vector<int8_t> sides = {0, 1, 0, 1, 1};
  ActivationState s = start(o, sides);
  SeededDice dice(seed);
  std::vector<int> out;
  for (int i = 0; i < steps; ++i) {
    const ActivationStep step = next(s, o, everyone(sides.size()), dice);
    if (step.kind == Kind::kTurnEnds) {
      out.push_back(-1);
      begin_turn(s, o);
      continue;
    }
    for (int k = 0; k < step.count; ++k) out.push_back(step.units[static_cast<std::size_t>(k)]);
  }
  out.push_back(s.turn);
  return out;
}

TEST(ActivationChance, SameSeedSameSequence) {
  for (const ActivationOptions& o :
       {cards(3), cards(1, true, true), markers(), markers(true, true), counters()}) {
    EXPECT_EQ(run(o, 77, 500), run(o, 77, 500));
    EXPECT_NE(run(o, 77, 500), run(o, 78, 500));
  }
}

// Method One, 4 units with one card each and the joker: a unit moves in a
// turn when its card comes before the joker, half the time. Over 10,000
// turns each count has a standard deviation of 50 activations; the
// tolerance of 0.02 per turn is 4 of them.
TEST(ActivationChance, CardsGiveEachUnitHalfATurnWithTheJoker) {
  const ActivationOptions o = cards(1);
  constexpr int kTurns = 10'000;
  const std::vector<int8_t> sides = {0, 0, 1, 1};
  ActivationState s = start(o, sides);
  SeededDice dice(20240601);
  std::vector<int> moves(4, 0);
  for (int turn = 0; turn < kTurns; ++turn) {
    for (;;) {
      const ActivationStep step = next(s, o, everyone(4), dice);
      if (step.kind == Kind::kTurnEnds) break;
      ++moves[static_cast<std::size_t>(step.units[0])];
    }
    begin_turn(s, o);
  }
  EXPECT_EQ(s.turn, kTurns + 1);
  for (int u = 0; u < 4; ++u) {
    EXPECT_NEAR(moves[static_cast<std::size_t>(u)] / double{kTurns}, 0.5, 0.02) << "unit " << u;
  }
}

// The test game's deck (three cards a unit, one joker): each card comes
// before the joker half the time, so 1.5 activations a unit a turn. The
// per-turn variance is 3/4 + 6 * (1/3 - 1/4) = 1.25, a standard error of
// 0.011 over 10,000 turns; the tolerance 0.05 is over 4 of them.
TEST(ActivationChance, ThreeCardsPerUnitGiveOneAndAHalf) {
  const ActivationOptions o = cards(3);
  constexpr int kTurns = 10'000;
  ActivationState s = start(o, {0, 0, 1, 1});
  SeededDice dice(99);
  std::vector<int> moves(4, 0);
  for (int turn = 0; turn < kTurns; ++turn) {
    for (;;) {
      const ActivationStep step = next(s, o, everyone(4), dice);
      if (step.kind == Kind::kTurnEnds) break;
      ++moves[static_cast<std::size_t>(step.units[0])];
    }
    begin_turn(s, o);
  }
  for (int u = 0; u < 4; ++u) {
    EXPECT_NEAR(moves[static_cast<std::size_t>(u)] / double{kTurns}, 1.5, 0.05) << "unit " << u;
  }
}

}  // namespace
}  // namespace skirmish::rencounter
