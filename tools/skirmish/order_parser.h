// Reading what a person types at the `skirmish play` prompt: a number from
// the list, an order in words (`shoot Hoskins at "Pte. Wilton"`), or one of
// the prompt's own commands (help, show, render FILE.svg).
//
// The parser only turns words into an Action; whether the order is allowed
// is for the rule set's check() to say.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rules/action.h"

namespace skirmish {

struct TypedCommand {
  enum class Kind : uint8_t {
    kEmpty,   // a blank line
    kNumber,  // pick the numbered choice `number` (from 1)
    kOrder,   // an order in words, in `order` (actor -1 for a bare `pass`)
    kHelp,    // help or ?
    kList,    // list the choices again
    kShow,    // print the figures
    kRender,  // draw the position to `file`
    kQuit,    // quit or exit: stop here as at the end of input
    kWait,    // at a reaction: hold fire now, and while the same shots are offered
    kHint,    // the utility planner's best few choices here, with reasons
    kUndo,    // take back the side's last decision, if no dice fell since
    kError,   // not understood; `error` says why
  };
  Kind kind = Kind::kEmpty;
  int number = 0;
  Action order;
  std::string file;
  std::string error;
};

// Splits on spaces; "double" or 'single' quotes keep spaces inside a word.
struct Word {
  std::string text;
  bool quoted = false;  // a quoted word is never a keyword such as `at`
};
std::vector<Word> split_words(std::string_view line);

// The index of the figure a person means by `typed` among `names`: case and
// full stops are ignored ("sgt hoskins" = "Sgt. Hoskins"); a whole name
// wins, then a unique start of a name, then a unique start of one of its
// words ("hosk"). On failure, `why` says what went wrong and lists choices.
// Where several share the name, `preferred` (if given) may single one out:
// the only one of them it accepts.
std::optional<int> match_figure(std::string_view typed, const std::vector<std::string>& names,
                                std::string& why,
                                const std::function<bool(int)>& preferred = nullptr);

// Who the figures are, for reading names two men share: each figure's side
// (indexed as `names`) and the side whose decision it is. The man who acts
// is then read as the deciding side's, and a target as an enemy ("shoot
// webb at webb": Pte Webb at Lem Webb). Empty `sides`: not known.
struct NamedSides {
  std::vector<int> of_figure;
  int deciding = -1;
};

// Reads one line; `names` are the figures' names, indexed as in the state.
TypedCommand parse_command(std::string_view line, const std::vector<std::string>& names,
                           const NamedSides& sides = {});

// The orders and commands, for `help`.
std::string order_help();

}  // namespace skirmish
