#include "tools/skirmish/seating.h"

namespace skirmish {

namespace {

size_t wrapped(int64_t i, size_t n) {
  const int64_t m = static_cast<int64_t>(n);
  return static_cast<size_t>(((i % m) + m) % m);
}

}  // namespace

std::vector<std::string> rotated_seating(const std::vector<std::string>& seats, int rotation) {
  std::vector<std::string> out(seats.size());
  for (size_t side = 0; side < seats.size(); ++side) {
    out[side] = seats[wrapped(static_cast<int64_t>(side) + rotation, seats.size())];
  }
  return out;
}

std::vector<std::string> unrotated_seating(const std::vector<std::string>& seats, int rotation) {
  return rotated_seating(seats, -rotation);
}

std::vector<std::string> alone_against(const std::string& alone, const std::string& rest, int sides,
                                       int side) {
  std::vector<std::string> out(static_cast<size_t>(sides), rest);
  out[static_cast<size_t>(side)] = alone;
  return out;
}

std::string seating_text(const std::vector<std::string>& seats) {
  std::string s;
  for (const std::string& p : seats) {
    if (!s.empty()) s.push_back(',');
    s.append(p);
  }
  return s;
}

}  // namespace skirmish
