// What a die roll or card draw is for, in a form cheap enough to pass on
// every roll of every search playout: a few integers and a pointer to a
// static label, never a heap string. Words for a person ("Pte. Wilton firing
// at Sgt. Hoskins, needs 7 or less") are made from it only when someone will
// read them, by the rule set's RollDescriber (engine/core/dice.h).
#pragma once

#include <cstdint>
#include <cstring>

namespace skirmish {

// Which way a roll must go to succeed, for prompts and narration.
enum class Need : uint8_t {
  kNone,     // no single target number (a damage table, an activation card)
  kAtMost,   // roll `needed` or less (000 / Actions: action rolls under experience)
  kAtLeast,  // roll `needed` or more (002 / Initiative: equal or beat on d20)
};

struct RollPurpose {
  // What the roll is, in a wargamer's words; must point at a string literal
  // (or other storage that outlives the game), because events keep it.
  const char* label = "roll";
  int16_t code = 0;     // the rule set's own code for the roll (which table)
  int16_t actor = -1;   // index of the figure rolling, or -1
  int16_t target = -1;  // index of the figure rolled against, or -1
  int16_t needed = 0;   // target number when need != kNone
  Need need = Need::kNone;
  int16_t side = -1;  // the side rolling where no one man rolls (an initiative die), or -1

  friend bool operator==(const RollPurpose& a, const RollPurpose& b) {
    return a.code == b.code && a.actor == b.actor && a.target == b.target && a.needed == b.needed &&
           a.need == b.need && a.side == b.side &&
           (a.label == b.label || std::strcmp(a.label, b.label) == 0);
  }
};

}  // namespace skirmish
