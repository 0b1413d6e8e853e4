#include "engine/core/posture.h"

namespace skirmish {

std::string_view name_of(Posture p) {
  switch (p) {
    case Posture::kStanding:
      return "standing";
    case Posture::kKneeling:
      return "kneeling";
    case Posture::kProne:
      return "prone";
  }
  return "standing";
}

std::optional<Posture> posture_from_name(std::string_view s) {
  if (s == "standing") return Posture::kStanding;
  if (s == "kneeling") return Posture::kKneeling;
  if (s == "prone") return Posture::kProne;
  return std::nullopt;
}

}  // namespace skirmish
