#include "engine/rules/mayhem/turn_sequence.h"

#include <algorithm>
#include <string>

#include "engine/rules/mayhem/artillery_flow.h"
#include "engine/rules/mayhem/courage_flow.h"
#include "engine/rules/mayhem/initiative_dice.h"
#include "engine/rules/mayhem/mayhem_outcome.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/rules/mayhem/post_battle.h"
#include "engine/rules/mayhem/table_queries.h"

namespace skirmish::mayhem {

namespace {

int sides_of(const MayhemState& s) {
  return static_cast<int>(s.side_start.size());
}

void set_sequence(MayhemState& s, int first) {
  s.sequence.clear();
  s.sequence.push_back(static_cast<int8_t>(first));
  for (int side = 0; side < sides_of(s); ++side) {
    if (side != first) s.sequence.push_back(static_cast<int8_t>(side));
  }
}

std::string order_words(const MayhemState& s) {
  std::string out;
  for (size_t k = 0; k < s.sequence.size(); ++k) {
    if (k > 0) out += ", then ";
    out += side_name(s, s.sequence[k]);
  }
  return out;
}

}  // namespace

void roll_for_sequence(MayhemState& s, Dice& dice, EventSink& events) {
  const int sides = sides_of(s);
  s.initiative_winner = -1;
  if (sides > 2) {
    // 004 / Musket Mayhem / Sequence: more sides draw cards for the order.
    const ActivationOrder order = draw_activation_order(sides, dice);
    s.sequence.assign(order.order.begin(), order.order.begin() + sides);
    narrate(s, events, -1, [&] { return "The cards give the order: " + order_words(s) + "."; });
    begin_phase(s, events);
    return;
  }
  for (;;) {
    const InitiativeRoll roll = roll_initiative(sides, dice);
    if (!roll.tie()) {
      s.initiative_winner = static_cast<int8_t>(roll.winner);
      narrate(s, events, roll.winner, [&] {
        // Words that fit a side of one name or many ("Brigands", "the
        // Crown"): no verb agrees with the side.
        return "The initiative goes to " + side_name(s, roll.winner) + " (" +
               std::to_string(roll.dice[0]) + " to " + std::to_string(roll.dice[1]) + ")";
      });
      s.step = Step::kChooseSequence;
      return;
    }
    if (!s.sequence.empty()) {
      // A tie repeats the last turn's order.
      narrate(s, events, -1, [&] {
        return "The initiative is tied (" + std::to_string(roll.dice[0]) +
               " each): the order of "
               "last turn stands, " +
               order_words(s) + ".";
      });
      begin_phase(s, events);
      return;
    }
    if (!s.config.reroll_first_tie) {
      set_sequence(s, 0);
      narrate(s, events, -1, [&] {
        return "The first initiative is tied: " + order_words(s) + " (first_turn_tie option).";
      });
      begin_phase(s, events);
      return;
    }
    narrate(s, events, -1, [] { return std::string("The first initiative is tied: roll again."); });
  }
}

void choose_sequence(MayhemState& s, bool go_first, EventSink& events) {
  const int winner = s.initiative_winner;
  set_sequence(s, go_first ? winner : 1 - winner);
  narrate(s, events, winner, [&] {
    return go_first ? "First move: " + side_name(s, winner) + "."
                    : "First move: " + side_name(s, 1 - winner) + " (" + side_name(s, winner) +
                          "'s choice).";
  });
  begin_phase(s, events);
}

void begin_phase(MayhemState& s, EventSink& events) {
  s.phase = std::min<int8_t>(s.phase, static_cast<int8_t>(s.sequence.size() - 1));
  s.active = s.sequence[static_cast<size_t>(s.phase)];
  std::fill(s.activated.begin(), s.activated.end(), uint8_t{0});
  std::fill(s.fought.begin(), s.fought.end(), uint8_t{0});
  std::fill(s.charge_checked.begin(), s.charge_checked.end(), uint8_t{0});
  for (size_t i = 0; i < s.men.size(); ++i) {
    // A side's men move (or reload) in its own part; the others' shots
    // are counted afresh against each enemy's moves.
    s.men[i].shot = false;
    if (s.figures()[i].side == s.active) s.men[i].moved = false;
  }
  s.movers.clear();
  s.next_mover = 0;
  s.step = Step::kActivate;
  narrate(s, events, s.active, [&] { return side_name(s, s.active) + " to move."; });
  guns_begin_part(s, events);  // 004 / Musket Mayhem / Artillery: a puff cleared
}

void end_phase(MayhemState& s, Dice& dice, EventSink& events) {
  // 004 / Courage: the death of a commander is felt at the end of the phase.
  // A hero's save may stop it for his side's word (hero_saves.h): the phase
  // ends once that is given, from the start (the checks taken are not
  // taken again).
  if (!resolve_commander_checks(s, dice, events)) return;  // courage_flow.h
  guns_end_part(s, events);  // 004 / Medieval Mayhem / artillery: engines reload
  if (s.phase + 1 < static_cast<int>(s.sequence.size())) {
    ++s.phase;
    begin_phase(s, events);
    return;
  }
  // The turn is over: melees carry on into the next (no lance bonus then).
  for (size_t i = 0; i < s.men.size(); ++i)
    s.men[i].in_melee_since = engaged(s, static_cast<int>(i));
  std::fill(s.kill_checked.begin(), s.kill_checked.end(), uint8_t{0});
  if (s.turn() >= s.config.turn_limit || mayhem_over(s)) {
    s.step = Step::kOver;
    finish_game(s, dice, events);
    return;
  }
  s.set_turn(s.turn() + 1);
  if (events.enabled()) {
    Event e;
    e.kind = EventKind::kTurn;
    e.turn = s.turn();
    if (events.wants_text()) e.text = "Turn " + std::to_string(s.turn());
    events.emit(e);
  }
  s.phase = 0;
  roll_for_sequence(s, dice, events);
}

void finish_game(MayhemState& s, Dice& dice, EventSink& events) {
  s.step = Step::kOver;
  if (s.post_battle_done || !s.config.post_battle) return;
  s.post_battle_done = true;
  for (size_t i = 0; i < s.men.size(); ++i) {
    if (!s.men[i].downed) continue;
    const PostBattleRoll r = roll_post_battle(dice, static_cast<int16_t>(i));
    // A wounded man lives: he is down, not dead.
    if (r.fate == PostBattleFate::kWounded) s.figures()[i].status = FigureStatus::kDown;
    narrate(s, events, s.figures()[i].side, [&] {
      return man_name(s, static_cast<int>(i)) + " is found " +
             (r.fate == PostBattleFate::kWounded ? "wounded" : "dead") + " after the battle (" +
             std::to_string(r.die) + ")";
    });
  }
}

}  // namespace skirmish::mayhem
