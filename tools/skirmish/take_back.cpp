#include "tools/skirmish/take_back.h"

namespace skirmish {

std::optional<UndoRule> undo_rule_named(std::string_view name) {
  if (name == "yes") return UndoRule::kYes;
  if (name == "strict") return UndoRule::kStrict;
  if (name == "no") return UndoRule::kNo;
  return std::nullopt;
}

TakeBack find_take_back(const std::vector<DecisionTrace>& trail, int side,
                        const std::vector<bool>& person, bool typed_dice, UndoRule rule) {
  TakeBack result;
  if (rule == UndoRule::kNo) {
    result.refusal = TakeBack::Refusal::kNotAllowed;
    return result;
  }
  for (std::size_t i = trail.size(); i-- > 0;) {
    const DecisionTrace& d = trail[i];
    if (d.rolls > 0 && !typed_dice) {
      result.refusal = TakeBack::Refusal::kDiceFell;
      result.rolled_at = i;
      return result;
    }
    // A decision taken unasked (the only choice) is no decision of anyone's:
    // taking back to it would only take it again.
    if (!d.asked) continue;
    if (d.side == side) {
      result.ok = true;
      result.keep = i;
      return result;
    }
    const bool by_person = d.side >= 0 && static_cast<std::size_t>(d.side) < person.size() &&
                           person[static_cast<std::size_t>(d.side)];
    if (by_person || rule == UndoRule::kStrict) {
      result.refusal =
          by_person ? TakeBack::Refusal::kAnotherPerson : TakeBack::Refusal::kComputerAnswered;
      result.other_side = d.side;
      return result;
    }
  }
  result.refusal = TakeBack::Refusal::kNothingYet;
  return result;
}

std::size_t rolls_before(const std::vector<DecisionTrace>& trail, std::size_t keep) {
  std::size_t n = 0;
  for (std::size_t i = 0; i < keep && i < trail.size(); ++i) n += trail[i].rolls;
  return n;
}

}  // namespace skirmish
