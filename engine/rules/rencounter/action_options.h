// House rules for Rencounter's action rolls, morale and wounds: the places
// where seed 000 offers a choice or leaves the reading open. Each field is
// documented in docs/rules/rencounter.md, "Action rolls, morale and wounds".
#pragma once

#include <cstdint>
#include <string_view>

namespace skirmish::rencounter {

// 000 / The Figure / Experience: "Masters can be handled in one of two ways."
enum class MasterHandling : uint8_t {
  // "they always succeed unless affected by wounds or morale modifiers": with
  // no modifier above 0 a master acts without a die; otherwise he rolls like
  // anyone else and needs 6 or less after modifiers.
  kAlwaysSucceed,
  // "they fail if they roll a 6 and then a 4-6 on a second confirming die":
  // a modified total of exactly 6 is confirmed on a second d6, 4-6 fails.
  kConfirmSix,
};
std::string_view name_of(MasterHandling m);  // "always succeed", "confirm six"

struct ActionOptions {
  // How a master (experience 6) rolls; default: he always succeeds unmodified.
  MasterHandling master = MasterHandling::kAlwaysSucceed;
  // A total over 6 outside a morale check is only a hesitation (the seriously
  // wounded still collapse at the permanent-failure number); default: the
  // results over 6 follow any action roll, as 000 / Morale's "any action roll" and
  // 000 / Movement / Horse ("rolling over 6 on action roll") imply.
  bool high_rolls_only_on_morale_checks = false;
  // Seriously wounded men collapse at a plain 8 whatever their experience;
  // default: the raised permanent-failure number (8, +1 Average, +2 Veteran,
  // +3 Master) applies to collapse from wounds as well as to running for good.
  bool wound_collapse_at_plain_eight = false;
  // A minor wound that brings a man to 2 or more points knocks him down as a
  // serious wound does ("Two minors equals one serious"); default: only a
  // wound inflicted as serious or crippling knocks a man down.
  bool minor_reaching_serious_knocks_down = false;
  // Optional rule, 000 / Wounds / Variable knockdown: a serious wound knocks a
  // man down only if he fails an instant action roll; default off.
  bool variable_knockdown = false;
  // Optional rule, 000 / Morale / Leader influenced morale rolls: a steady
  // leader offsets 1 point of casualty modifiers nearby, a panicked leader
  // counts as lost; default off.
  bool leader_influenced_morale = false;
  // Optional rule, 000 / Morale / Heroes: a natural 1 on a man's first morale
  // check and a second roll under his unmodified experience make him immune
  // to morale checks for the game; default off.
  bool heroes = false;

  friend bool operator==(const ActionOptions&, const ActionOptions&) = default;
};

}  // namespace skirmish::rencounter
