#include "engine/rules/rencounter/artillery_tables.h"

#include <algorithm>
#include <array>

namespace skirmish::rencounter {

namespace {

// "Probably a leader and 8 crew to maintain the above rate with the 6 - 12
// pounders ... Maybe only 5 or 6 others for a light 3 pounder": 5, the
// smaller, so a light gun is not slowed by men it never had.
constexpr std::array kGuns = {
    GunRow{"Light Gun", 3, 6, 5, -1},
    GunRow{"6 Pounder", 6, 8, 8, 0},
    GunRow{"9 Pounder", 9, 9, 8, +1},
    GunRow{"12 Pounder", 12, 10, 8, +2},
};

constexpr std::array kCanister = {
    CanisterRow{5, +3, -6},  CanisterRow{12, 0, -5},  CanisterRow{24, -2, -4},
    CanisterRow{48, -4, -3}, CanisterRow{96, -6, -2},
};

// "Cannister spread 1" wide per 10" down range"; grape "2" per 10"".
constexpr double kCanisterSpread = 0.1;
constexpr double kGrapeSpread = 0.2;
constexpr int kBounce = 2;
constexpr double kPrematureHigh = 12;
constexpr double kPrematureLowRocky = 24;

}  // namespace

std::span<const GunRow> gun_rows() {
  return kGuns;
}

const GunRow* find_gun(std::string_view name) {
  const int k = gun_row_index(name);
  return k < 0 ? nullptr : &kGuns[static_cast<size_t>(k)];
}

int gun_row_index(std::string_view name) {
  for (size_t k = 0; k < kGuns.size(); ++k) {
    if (kGuns[k].name == name) return static_cast<int>(k);
  }
  return -1;
}

std::span<const CanisterRow> canister_rows() {
  return kCanister;
}

int canister_band(double inches) {
  for (size_t k = 0; k < kCanister.size(); ++k) {
    if (inches <= kCanister[k].range + 1e-9) return static_cast<int>(k);
  }
  return -1;
}

int load_modifier(GunLoad load, int band) {
  if (load != GunLoad::kGrape) return 0;
  return band <= kGunMediumBand ? -1 : -2;
}

double cone_width(GunLoad load, double inches) {
  return std::max(0.0, inches) * (load == GunLoad::kGrape ? kGrapeSpread : kCanisterSpread);
}

int bounce_modifier(GunGround ground) {
  switch (ground) {
    case GunGround::kHardRocky:
      return kBounce;
    case GunGround::kSoft:
      return -kBounce;
    case GunGround::kOrdinary:
      break;
  }
  return 0;
}

int load_needed(const GunRow& row, int crew_present, int half_turns_per_man) {
  return row.load_half_turns + std::max(0, row.crew - crew_present) * half_turns_per_man;
}

Misfire misfire_result(int d12) {
  if (d12 <= 2) return Misfire::kGunBursts;
  if (d12 == 3) return Misfire::kPrematureTwo;
  if (d12 == 4) return Misfire::kPrematureOne;
  if (d12 == 5) return Misfire::kPrematureNone;
  if (d12 <= 8) return Misfire::kCrewHurt;
  return Misfire::kLoadingMistake;
}

std::string_view name_of(Misfire m) {
  switch (m) {
    case Misfire::kGunBursts:
      return "the gun bursts";
    case Misfire::kPrematureTwo:
      return "it goes off early and unaimed, hurting two of the crew";
    case Misfire::kPrematureOne:
      return "it goes off early and unaimed, hurting one of the crew";
    case Misfire::kPrematureNone:
      return "it goes off early and unaimed";
    case Misfire::kCrewHurt:
      return "a gunner is burned or struck by the recoiling gun";
    case Misfire::kLoadingMistake:
      return "a loading mistake: the gun must be cleared";
  }
  return "misfire";
}

int crew_wounds(Misfire m) {
  switch (m) {
    case Misfire::kPrematureTwo:
      return 2;
    case Misfire::kPrematureOne:
    case Misfire::kCrewHurt:
      return 1;
    default:
      return 0;
  }
}

bool premature(Misfire m) {
  return m == Misfire::kPrematureTwo || m == Misfire::kPrematureOne || m == Misfire::kPrematureNone;
}

double premature_reach(bool high, GunGround ground) {
  if (!high && ground == GunGround::kHardRocky) return kPrematureLowRocky;
  return kPrematureHigh;
}

}  // namespace skirmish::rencounter
