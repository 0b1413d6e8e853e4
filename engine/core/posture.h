// How a figure stands, and how tall that makes him to a shooter.
// 000 / Fire Combat / Target Size: kneeling and prone targets are smaller.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace skirmish {

enum class Posture : uint8_t { kStanding, kKneeling, kProne };

// Height of a figure in figure heights (a standing man is 1.0). Kneeling and
// prone heights are chosen so that a waist-high (0.5) wall gives a standing
// man half cover, a kneeling man three-quarters, and hides a prone man.
constexpr double height_of(Posture p, bool mounted = false) {
  if (mounted) return 1.6;  // a rider sits well above a man on foot
  switch (p) {
    case Posture::kStanding:
      return 1.0;
    case Posture::kKneeling:
      return 0.65;
    case Posture::kProne:
      return 0.3;
  }
  return 1.0;
}

// Eye level is a little below the top of the head.
constexpr double eye_height_of(Posture p, bool mounted = false) {
  return 0.9 * height_of(p, mounted);
}

std::string_view name_of(Posture p);
std::optional<Posture> posture_from_name(std::string_view s);

}  // namespace skirmish
