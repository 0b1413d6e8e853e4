#include "engine/rules/rencounter/activation.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

namespace skirmish::rencounter {

namespace {

// Roll codes 20-29 belong to the order of units (action rolls use 10-15,
// melee 40-44, fire 100 and up). The game's RollDescriber reads them.
constexpr int16_t kActivationCardCode = 20;   // Method One: a card off the deck
constexpr int16_t kMarkerRollCode = 21;       // Method Two: a unit's d6
constexpr int16_t kMarkerRerollCode = 22;     // Method Two: a tied die rolled again
constexpr int16_t kLastUnitTieRollCode = 23;  // Method Two variant: the opponent's tie roll
constexpr int16_t kCounterRollCode = 24;      // Method Three: die + tally
constexpr int16_t kCounterTieBreakCode = 25;  // Method Three: tie-breaker between tied totals

constexpr int kJoker = -1;
// 000 / Sequence of Play / Order of Units / Method Two: "roll 1D6 for each unit".
constexpr int kMarkerDie = 6;
// Between begin_game and the first begin_turn, Methods One and Two keep this
// in deck_size, so that the first begin_turn does not advance the turn.
constexpr int16_t kNoTurnBegun = -1;
// 000 / Order of Units / Method Three: "equal to the number of units in play
// or the next size up that fits": the common polyhedral dice, smallest first.
constexpr std::array<int, 6> kStandardDice{4, 6, 8, 10, 12, 20};
// More units than a d20 covers: percentile dice, the next die a table has.
constexpr int kPercentileDie = 100;

RollPurpose unit_purpose(const char* label, int16_t code, int unit) {
  RollPurpose p;
  p.label = label;
  p.code = code;
  p.target = static_cast<int16_t>(unit);
  return p;
}

ActivationStep turn_ends() {
  return ActivationStep{};
}

ActivationStep activate(int unit) {
  ActivationStep step;
  step.kind = ActivationStep::Kind::kActivate;
  step.units[0] = static_cast<int8_t>(unit);
  step.count = 1;
  return step;
}

[[noreturn]] void reject(const char* what, int value, int limit) {
  std::string message = "rencounter activation: ";
  message.append(what);
  message.append(" (got ");
  message.append(std::to_string(value));
  message.append(", limit ");
  message.append(std::to_string(limit));
  message.append(")");
  throw std::invalid_argument(message);
}

// Every card of every unit in unit order, then the joker: a fixed order, so
// that a person drawing by hand is told the same card for the same index.
void build_deck(ActivationState& state, const ActivationOptions& options) {
  int size = 0;
  for (int u = 0; u < state.unit_count; ++u) {
    for (int c = 0; c < options.cards_per_unit; ++c) state.deck[size++] = static_cast<int8_t>(u);
  }
  if (options.reshuffle_joker) state.deck[size++] = static_cast<int8_t>(kJoker);
  state.deck_size = static_cast<int16_t>(size);
}

// Removes card `index`, keeping the others in order (no swap-remove).
void remove_card(ActivationState& state, int index) {
  const auto first = state.deck.begin() + index;
  std::copy(first + 1, state.deck.begin() + state.deck_size, first);
  state.deck_size = static_cast<int16_t>(state.deck_size - 1);
}

// 000 / Sequence of Play / Order of Units / Method One.
ActivationStep next_card(ActivationState& state, std::span<const bool> can_act, Dice& dice) {
  RollPurpose purpose;
  purpose.label = "activation card";
  purpose.code = kActivationCardCode;
  while (state.deck_size > 0) {
    const int index = dice.draw_card(state.deck_size, purpose);
    const int card = state.deck[static_cast<std::size_t>(index)];
    remove_card(state, index);
    if (card == kJoker) {
      // "When the Reshuffle card comes up, the turn ends, and remaining units
      // do not move in that turn"; "All held cards were lost". The rest of
      // the deck goes too, so a further call cannot draw on into the turn.
      state.deck_size = 0;
      state.held.fill(0);
      return turn_ends();
    }
    // A unit that cannot act gets no action from its card: discard, draw on.
    if (!can_act[static_cast<std::size_t>(card)]) continue;
    // "If another card for the same unit came up, the held card was discarded
    // without giving an action but the new one could be held."
    state.held[static_cast<std::size_t>(card)] = 0;
    return activate(card);
  }
  // Deck run out: every card has been played, and the turn is over; cards
  // still held are lost with it (begin_turn would drop them anyway).
  state.held.fill(0);
  return turn_ends();
}

// Ends a Method Two turn by a variant: marking every unit done makes further
// calls end the turn again without rolling, until begin_turn clears them.
ActivationStep end_marker_turn(ActivationState& state) {
  state.marked.fill(1);
  return turn_ends();
}

// 000 / Sequence of Play / Order of Units / Method Two.
ActivationStep next_marker(ActivationState& state, const ActivationOptions& options,
                           std::span<const bool> can_act, Dice& dice) {
  std::array<int8_t, kMaxUnits> rolling{};  // units still in the contest, in unit order
  std::array<int, kMaxUnits> die{};         // each one's latest die
  int n = 0;
  for (int u = 0; u < state.unit_count; ++u) {
    const auto i = static_cast<std::size_t>(u);
    if (state.marked[i] == 0 && can_act[i]) {
      rolling[static_cast<std::size_t>(n++)] = static_cast<int8_t>(u);
    }
  }
  if (n == 0) return turn_ends();

  if (n == 1) {
    const int u = rolling[0];
    // Variant: "If only one unit remains to be activated, have the opponent
    // roll a die to tie it and end the turn, otherwise having the last unit
    // activate." Read as in the option: the last unit acts only if its die
    // beats the opponent's; equal (the tie) or lower ends the turn.
    if (options.markers_last_unit_must_beat_tie) {
      const int own = dice.roll(kMarkerDie, unit_purpose("activation roll", kMarkerRollCode, u));
      const int tie = dice.roll(kMarkerDie, unit_purpose("opponent's roll to tie the last unit",
                                                         kLastUnitTieRollCode, u));
      if (own <= tie) return end_marker_turn(state);
    }
    // Without the variant a lone unit has nobody to beat: it activates with
    // no roll.
    state.marked[static_cast<std::size_t>(u)] = 1;
    return activate(u);
  }

  for (int i = 0; i < n; ++i) {
    const auto k = static_cast<std::size_t>(i);
    die[k] = dice.roll(kMarkerDie, unit_purpose("activation roll", kMarkerRollCode, rolling[k]));
  }
  // Variant: "if all the dice rolled tie, then have the turn end with no more
  // activations" -- the set of activation rolls, not the re-rolls of a tie.
  if (options.markers_all_tied_ends_turn &&
      std::all_of(die.begin(), die.begin() + n, [&](int d) { return d == die[0]; })) {
    return end_marker_turn(state);
  }

  for (;;) {
    // Keep only the units on the highest die, still in unit order.
    const int high = *std::max_element(die.begin(), die.begin() + n);
    int kept = 0;
    for (int i = 0; i < n; ++i) {
      const auto k = static_cast<std::size_t>(i);
      if (die[k] == high) rolling[static_cast<std::size_t>(kept++)] = rolling[k];
    }
    n = kept;
    const int8_t side = state.unit_side[static_cast<std::size_t>(rolling[0])];
    const bool one_side = std::all_of(rolling.begin(), rolling.begin() + n, [&](int8_t u) {
      return state.unit_side[static_cast<std::size_t>(u)] == side;
    });
    // "If the highest roll is a tie between units of only one side, activate
    // them all" (a single highest unit is the plain case of this).
    if (one_side) {
      ActivationStep step;
      step.kind = ActivationStep::Kind::kActivate;
      for (int i = 0; i < n; ++i) {
        const auto k = static_cast<std::size_t>(i);
        step.units[k] = rolling[k];
        state.marked[static_cast<std::size_t>(rolling[k])] = 1;
      }
      step.count = static_cast<int8_t>(n);
      return step;
    }
    // "If there is a high roll tie between units of opposing sides, reroll
    // the tied dice": only theirs, until one side alone holds the highest.
    for (int i = 0; i < n; ++i) {
      const auto k = static_cast<std::size_t>(i);
      die[k] = dice.roll(kMarkerDie,
                         unit_purpose("activation tie re-roll", kMarkerRerollCode, rolling[k]));
    }
  }
}

// 000 / Order of Units / Method Three: "The die rolled for activation should
// be equal to the number of units in play or the next size up that fits."
int counter_die_sides(int units) {
  for (const int sides : kStandardDice) {
    if (units <= sides) return sides;
  }
  return kPercentileDie;
}

// 000 / Sequence of Play / Order of Units / Method Three.
ActivationStep next_counter(ActivationState& state, std::span<const bool> can_act, Dice& dice) {
  std::array<int8_t, kMaxUnits> contenders{};
  int n = 0;
  for (int u = 0; u < state.unit_count; ++u) {
    if (can_act[static_cast<std::size_t>(u)]) {
      contenders[static_cast<std::size_t>(n++)] = static_cast<int8_t>(u);
    }
  }
  // Nobody left who can act: there is nothing to order.
  if (n == 0) return turn_ends();

  int winner = contenders[0];  // a lone unit wins with no roll
  if (n > 1) {
    const int sides = counter_die_sides(n);
    std::array<int8_t, kMaxUnits> tied{};
    std::array<int, kMaxUnits> score{};
    for (int i = 0; i < n; ++i) {
      const auto k = static_cast<std::size_t>(i);
      const int u = contenders[k];
      tied[k] = contenders[k];
      // "Roll an activation die for each unit and add the unit's current tally."
      score[k] = dice.roll(sides, unit_purpose("activation contest roll", kCounterRollCode, u)) +
                 state.tally[static_cast<std::size_t>(u)];
    }
    int m = n;
    for (;;) {
      const int high = *std::max_element(score.begin(), score.begin() + m);
      int kept = 0;
      for (int i = 0; i < m; ++i) {
        const auto k = static_cast<std::size_t>(i);
        if (score[k] == high) tied[static_cast<std::size_t>(kept++)] = tied[k];
      }
      m = kept;
      if (m == 1) break;
      // "including any necessary tie breaker rolls": the tied units alone
      // roll the same die again, bare (their totals were already equal).
      for (int i = 0; i < m; ++i) {
        const auto k = static_cast<std::size_t>(i);
        score[k] =
            dice.roll(sides, unit_purpose("activation tie-breaker", kCounterTieBreakCode, tied[k]));
      }
    }
    winner = tied[0];
    // "each other unit adds one to its tally" -- each that rolled; units that
    // cannot act neither roll nor count.
    for (int i = 0; i < n; ++i) {
      const auto u = static_cast<std::size_t>(contenders[static_cast<std::size_t>(i)]);
      if (static_cast<int>(u) != winner && state.tally[u] < std::numeric_limits<int16_t>::max()) {
        state.tally[u] = static_cast<int16_t>(state.tally[u] + 1);
      }
    }
  }
  // "When a unit wins an activation contest, it resets its count to zero."
  state.tally[static_cast<std::size_t>(winner)] = 0;
  ActivationStep step = activate(winner);
  // "choose one unit as a reference unit, and count a turn each time it
  // activates".
  if (winner == state.reference_unit) {
    step.turn_counted = true;
    state.turn = static_cast<int16_t>(state.turn + 1);
  }
  return step;
}

}  // namespace

void begin_game(ActivationState& state, const ActivationOptions& options,
                std::span<const int8_t> unit_side) {
  const int units = static_cast<int>(unit_side.size());
  if (units > kMaxUnits) reject("too many units", units, kMaxUnits);
  if (options.method == ActivationMethod::kCards) {
    if (options.cards_per_unit < 1) {
      reject("cards_per_unit must be at least 1", options.cards_per_unit, 1);
    }
    const int cards_limit = (kMaxCards - (options.reshuffle_joker ? 1 : 0)) / std::max(units, 1);
    if (options.cards_per_unit > cards_limit) {
      reject("too many cards: cards_per_unit times units (plus the joker) exceeds kMaxCards",
             options.cards_per_unit, cards_limit);
    }
  }
  if (options.reference_unit < -1 || options.reference_unit >= units) {
    reject("reference_unit must be -1 or a unit index", options.reference_unit, units - 1);
  }
  for (const int8_t side : unit_side) {
    if (side < 0) reject("a unit's side must not be negative", side, 0);
  }

  state = ActivationState{};
  state.unit_count = static_cast<int8_t>(units);
  std::copy(unit_side.begin(), unit_side.end(), state.unit_side.begin());
  state.turn = 1;
  if (options.reference_unit >= 0) {
    state.reference_unit = static_cast<int8_t>(options.reference_unit);
  } else if (units == 0) {
    state.reference_unit = -1;
  } else {
    // -1: the first unit of the first (lowest-numbered) side.
    const auto first_side = std::min_element(unit_side.begin(), unit_side.end());
    state.reference_unit = static_cast<int8_t>(first_side - unit_side.begin());
  }
  if (options.method == ActivationMethod::kCards ||
      options.method == ActivationMethod::kDiceAndMarkers) {
    state.deck_size = kNoTurnBegun;
  }
}

void begin_turn(ActivationState& state, const ActivationOptions& options) {
  // Method Three: "This method has no collective turn"; initiative seizing
  // counts its turns itself (initiative.h).
  if (options.method == ActivationMethod::kDiceAndCounters ||
      options.method == ActivationMethod::kInitiative) {
    return;
  }
  if (state.deck_size == kNoTurnBegun) {
    state.deck_size = 0;  // the first turn: begin_game already set turn 1
  } else {
    state.turn = static_cast<int16_t>(state.turn + 1);
  }
  state.held.fill(0);
  state.marked.fill(0);
  if (options.method == ActivationMethod::kCards) build_deck(state, options);
}

ActivationStep next_activation(ActivationState& state, const ActivationOptions& options,
                               std::span<const bool> can_act, Dice& dice) {
  if (static_cast<int>(can_act.size()) < state.unit_count) {
    reject("can_act has fewer entries than there are units", static_cast<int>(can_act.size()),
           state.unit_count);
  }
  // Calling begin_turn before the first turn is optional.
  if (state.deck_size == kNoTurnBegun) begin_turn(state, options);
  switch (options.method) {
    case ActivationMethod::kCards:
      return next_card(state, can_act, dice);
    case ActivationMethod::kDiceAndMarkers:
      return next_marker(state, options, can_act, dice);
    case ActivationMethod::kDiceAndCounters:
      return next_counter(state, can_act, dice);
    case ActivationMethod::kInitiative:
      break;  // nothing is drawn: the side with the initiative picks
  }
  return turn_ends();
}

bool may_hold(const ActivationState& state, const ActivationOptions& options, int unit) {
  return options.method == ActivationMethod::kCards && options.held_cards && unit >= 0 &&
         unit < state.unit_count && state.held[static_cast<std::size_t>(unit)] == 0;
}

void hold(ActivationState& state, int unit) {
  if (unit < 0 || unit >= state.unit_count) {
    reject("hold: no such unit", unit, state.unit_count - 1);
  }
  state.held[static_cast<std::size_t>(unit)] = 1;
}

bool play_held(ActivationState& state, int unit) {
  if (unit < 0 || unit >= state.unit_count) return false;
  const auto u = static_cast<std::size_t>(unit);
  if (state.held[u] == 0) return false;
  state.held[u] = 0;
  return true;
}

}  // namespace skirmish::rencounter
