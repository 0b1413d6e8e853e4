// Names and kinds of the shared man's ratings (mayhem_man.h).
#include "engine/rules/mayhem/mayhem_man.h"

namespace skirmish::mayhem {

std::string_view name_of(Variant v) {
  switch (v) {
    case Variant::kMusket:
      return "musket";
    case Variant::kMedieval:
      return "medieval";
  }
  return "?";
}

std::string_view name_of(Missile m) {
  switch (m) {
    case Missile::kNone:
      return "none";
    case Missile::kPistol:
      return "pistol";
    case Missile::kMusket:
      return "musket";
    case Missile::kRifle:
      return "rifle";
    case Missile::kBow:
      return "bow";
    case Missile::kCrossbow:
      return "crossbow";
    case Missile::kJavelin:
      return "javelin";
    case Missile::kCannon:
      return "cannon";
    case Missile::kEngine:
      return "engine";
  }
  return "?";
}

// 004 / Musket Mayhem / Missile Fire: pistols, muskets, rifles and cannon
// are unloaded by firing (smoke puff). A Medieval engine (even a bombard) is
// not counted here: it reloads by its own rule, a crew of three in lieu of
// firing (004 / Medieval Mayhem / Missile Fire / artillery).
bool gunpowder(Missile m) {
  return m == Missile::kPistol || m == Missile::kMusket || m == Missile::kRifle ||
         m == Missile::kCannon;
}

// 004 / Musket Mayhem / Artillery; Medieval Mayhem / optional rule for artillery.
bool artillery(Missile m) {
  return m == Missile::kCannon || m == Missile::kEngine;
}

std::string_view name_of(CoverClass c) {
  switch (c) {
    case CoverClass::kOpen:
      return "open";
    case CoverClass::kSoft:
      return "soft cover";
    case CoverClass::kHard:
      return "hard cover";
  }
  return "?";
}

}  // namespace skirmish::mayhem
