// A short list of named die-roll modifiers, each with the seed rule it comes
// from, so that narration can say how a number came about ("needs 4: skill
// 8, long range -4, kneeling -1"). Fixed capacity and no heap: a shot is
// assessed in every search playout.
#pragma once

#include <array>
#include <span>
#include <string>
#include <string_view>

namespace skirmish::rencounter {

struct Modifier {
  std::string_view name;    // in a wargamer's words: "long range", "kneeling"
  int value = 0;            // added to the number (to hit: the need; damage: the roll)
  std::string_view source;  // the seed rule: "000 / Fire Combat / Range"
};

class ModifierList {
 public:
  static constexpr int kCapacity = 24;

  // Adds a modifier; zero values are kept out of the list unless `keep_zero`
  // (a half turn of aim is worth naming even though it adds nothing).
  void add(std::string_view name, int value, std::string_view source, bool keep_zero = false) {
    if ((value == 0 && !keep_zero) || count_ >= kCapacity) return;
    items_[static_cast<size_t>(count_++)] = {name, value, source};
  }
  int total() const {
    int t = 0;
    for (const Modifier& m : list()) t += m.value;
    return t;
  }
  std::span<const Modifier> list() const { return {items_.data(), static_cast<size_t>(count_)}; }
  int size() const { return count_; }
  // The value of the modifier named `name`, or 0.
  int value_of(std::string_view name) const {
    for (const Modifier& m : list()) {
      if (m.name == name) return m.value;
    }
    return 0;
  }
  bool has(std::string_view name) const {
    for (const Modifier& m : list()) {
      if (m.name == name) return true;
    }
    return false;
  }

  // "long range -4, kneeling -1" (values signed; a zero shows as 0).
  std::string text() const {
    std::string s;
    for (const Modifier& m : list()) {
      if (!s.empty()) s.append(", ");
      s.append(m.name).append(" ").append(signed_text(m.value));
    }
    return s;
  }

  static std::string signed_text(int v) {
    std::string s = v > 0 ? "+" : "";
    s.append(std::to_string(v));
    return s;
  }

 private:
  std::array<Modifier, kCapacity> items_{};
  int count_ = 0;
};

}  // namespace skirmish::rencounter
