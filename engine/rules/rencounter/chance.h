// An exact chance as a reduced fraction, for the odds of Rencounter's d12
// and d6 tables (000 / Fire Combat). Every chance the fire rules produce is
// a whole number of outcomes over 12, 144, 1728 or a multiple of 6 of those,
// so 64-bit integers hold them with room to spare; nothing here is rounded.
#pragma once

#include <cstdint>
#include <numeric>
#include <string>

namespace skirmish::rencounter {

struct Chance {
  int64_t num = 0;
  int64_t den = 1;

  constexpr Chance() = default;
  constexpr Chance(int64_t n, int64_t d) : num(n), den(d) { reduce(); }

  static constexpr Chance zero() { return {0, 1}; }
  static constexpr Chance one() { return {1, 1}; }

  constexpr double value() const { return static_cast<double>(num) / static_cast<double>(den); }
  constexpr bool is_zero() const { return num == 0; }

  // "7/144", "1/3", "0", "1".
  std::string text() const {
    if (num == 0) return "0";
    if (den == 1) return std::to_string(num);
    std::string s = std::to_string(num);
    s.append("/").append(std::to_string(den));
    return s;
  }

  friend constexpr Chance operator+(Chance a, Chance b) {
    const int64_t g = std::gcd(a.den, b.den);
    return {a.num * (b.den / g) + b.num * (a.den / g), a.den / g * b.den};
  }
  friend constexpr Chance operator-(Chance a, Chance b) { return a + Chance{-b.num, b.den}; }
  friend constexpr Chance operator*(Chance a, Chance b) {
    // Cross-reduce first so that products of several dice stay small.
    const int64_t g1 = std::gcd(a.num, b.den);
    const int64_t g2 = std::gcd(b.num, a.den);
    const int64_t n1 = g1 ? a.num / g1 : a.num, d2 = g1 ? b.den / g1 : b.den;
    const int64_t n2 = g2 ? b.num / g2 : b.num, d1 = g2 ? a.den / g2 : a.den;
    return {n1 * n2, d1 * d2};
  }
  Chance& operator+=(Chance b) { return *this = *this + b; }
  friend constexpr bool operator==(Chance a, Chance b) { return a.num == b.num && a.den == b.den; }

 private:
  constexpr void reduce() {
    if (den < 0) {
      num = -num;
      den = -den;
    }
    if (num == 0) {
      den = 1;
      return;
    }
    const int64_t g = std::gcd(num < 0 ? -num : num, den);
    num /= g;
    den /= g;
  }
};

// `count` faces of a `sides`-sided die: Chance(count, sides), clamped to 0..1.
constexpr Chance faces(int count, int sides) {
  if (count <= 0) return Chance::zero();
  if (count >= sides) return Chance::one();
  return {count, sides};
}

}  // namespace skirmish::rencounter
