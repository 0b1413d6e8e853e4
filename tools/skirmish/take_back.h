// Taking back a decision at the `play` prompt (`undo`): what the game
// remembers of each decision to allow it, and where taking back goes.
//
// With the game's own dice, only a decision no die or card has fallen on
// since may be taken back: the dice stream then stands exactly where it
// stood before it, so the game played on from there is one the dice could
// have given, and nobody learns a roll and chooses again. With dice typed
// in from a real table the rolls go back too (a roll typed wrong is put
// right by taking its decision back): the dice are the person's own. The
// computer's decisions made since are taken back with it (it chooses
// again); another person's are not, so a game of two people refuses.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/core/events.h"

namespace skirmish {

// One decision of the game as `play` saw it made.
struct DecisionTrace {
  int side = -1;          // who made it
  bool asked = false;     // more than one choice was offered (one is taken unasked)
  std::size_t rolls = 0;  // the dice and cards that fell while it was carried out
};

// How far a person may take back (`skirmish play --undo`).
enum class UndoRule {
  kYes,     // while no dice have fallen since (the computer's answers go with it)
  kStrict,  // and only while the computer has not answered: nobody sees its
            // reply to a move and then takes the move back
  kNo,      // never: every decision stands, as at a club game
};
// "yes", "strict", "no"; nullopt for anything else.
std::optional<UndoRule> undo_rule_named(std::string_view name);

// Where taking back `side`'s last decision leads.
struct TakeBack {
  bool ok = false;
  std::size_t keep = 0;       // the decisions kept: the taken-back one is number keep + 1
  std::size_t rolled_at = 0;  // when refused for dice: the decision they fell on (from 0)
  enum class Refusal {
    kNone,
    kNothingYet,
    kDiceFell,
    kAnotherPerson,
    kComputerAnswered,  // UndoRule::kStrict: the computer has decided since
    kNotAllowed,        // UndoRule::kNo
  } refusal = Refusal::kNone;
  int other_side = -1;  // kAnotherPerson, kComputerAnswered: whose decision stands in the way
};

// `person[s]` says whether a person plays side s; `typed_dice`, whether
// the dice are typed in (then rolls since are no bar).
TakeBack find_take_back(const std::vector<DecisionTrace>& trail, int side,
                        const std::vector<bool>& person, bool typed_dice,
                        UndoRule rule = UndoRule::kYes);
// The rolls the first `keep` decisions of `trail` made.
std::size_t rolls_before(const std::vector<DecisionTrace>& trail, std::size_t keep);

// Counts the dice and cards that fall (every roll is an event).
class RollCounter final : public EventSink {
 public:
  RollCounter() : EventSink(true, false) {}
  void emit(const Event& e) override {
    if (e.kind == EventKind::kDieRoll || e.kind == EventKind::kCardDraw) ++count;
  }
  std::size_t count = 0;
};

}  // namespace skirmish
