// A short list of named die-roll modifiers, each with the seed rule it comes
// from, so that narration can say how a number came about ("needs 4: skill
// 8, long range -4, kneeling -1"). Fixed capacity and no heap: a shot is
// assessed in every search playout.
#pragma once

#include <cstddef>
#include <cstring>
#include <new>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>

namespace skirmish::rencounter {

struct Modifier {
  std::string_view name;    // in a wargamer's words: "long range", "kneeling"
  int value = 0;            // added to the number (to hit: the need; damage: the roll)
  std::string_view source;  // the seed rule: "000 / Fire Combat / Range"
};

class ModifierList {
 public:
  static constexpr int kCapacity = 24;

  ModifierList() = default;
  // A copy copies only the modifiers in use (see items_).
  ModifierList(const ModifierList& o) : count_(o.count_) {
    std::memcpy(items_, o.items_, static_cast<size_t>(count_) * sizeof(Modifier));
  }
  ModifierList& operator=(const ModifierList& o) {
    count_ = o.count_;
    std::memmove(items_, o.items_, static_cast<size_t>(count_) * sizeof(Modifier));
    return *this;
  }

  // Adds a modifier; zero values are kept out of the list unless `keep_zero`
  // (a half turn of aim is worth naming even though it adds nothing).
  void add(std::string_view name, int value, std::string_view source, bool keep_zero = false) {
    if ((value == 0 && !keep_zero) || count_ >= kCapacity) return;
    new (items_ + static_cast<size_t>(count_++) * sizeof(Modifier)) Modifier{name, value, source};
  }
  int total() const {
    int t = 0;
    for (const Modifier& m : list()) t += m.value;
    return t;
  }
  std::span<const Modifier> list() const {
    return {std::launder(reinterpret_cast<const Modifier*>(items_)), static_cast<size_t>(count_)};
  }
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
  static_assert(std::is_trivially_copyable_v<Modifier> &&
                std::is_trivially_destructible_v<Modifier>);
  // Room for kCapacity modifiers, of which only the first count_ are ever
  // made or read: the rest is left uninitialised. A list is made for every
  // shot and stroke weighed, thousands in a planner's decision, and clearing
  // all 24 (960 bytes) cost more than the assessment that fills two or three
  // (docs/benchmarks.md, bench_planner).
  alignas(Modifier) std::byte items_[kCapacity * sizeof(Modifier)];
  int count_ = 0;
};

}  // namespace skirmish::rencounter
