// Working buffers lent for one scope and taken back, so that candidate
// generation, checks and apply do not allocate once a playout has warmed up
// (DESIGN / Properties that matter: the playout loop does not allocate).
//
// The rules interface takes the state by const reference and may be called on
// the same state from several threads, so the buffers cannot live in the
// state. Each thread has its own pool: two games on two threads never share a
// buffer. A buffer is borrowed and handed back in scope order, so a nested
// call (a check inside candidate generation) gets a buffer of its own, never
// one already in use. The pool holds only capacity, never game data: what a
// caller finds in a borrowed buffer is unspecified, and it must clear it.
#pragma once

#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace skirmish::rencounter {

// The room a buffer is made with, in items.
inline constexpr std::size_t kFirstRoom = 64;

template <class T>
class Borrowed {
 public:
  Borrowed() : item_(take()) {}
  ~Borrowed() { pool().push_back(std::move(item_)); }
  Borrowed(const Borrowed&) = delete;
  Borrowed& operator=(const Borrowed&) = delete;

  T& operator*() const { return *item_; }
  T* operator->() const { return item_.get(); }

 private:
  using Pool = std::vector<std::unique_ptr<T>>;
  // One pool per thread and per buffer type; it grows to the deepest nesting
  // seen and then stays (the pushes and pops reuse its capacity).
  static Pool& pool() {
    thread_local Pool items;
    return items;
  }
  static std::unique_ptr<T> take() {
    Pool& p = pool();
    if (p.empty()) {
      // A new buffer starts with room for a rare path's list (a horse's
      // rides when he falls back), so that a path first met late in a
      // game does not grow it then.
      auto fresh = std::make_unique<T>();
      if constexpr (requires(T & t) { t.reserve(std::size_t{}); }) fresh->reserve(kFirstRoom);
      return fresh;
    }
    std::unique_ptr<T> item = std::move(p.back());
    p.pop_back();
    return item;
  }

  std::unique_ptr<T> item_;
};

}  // namespace skirmish::rencounter
