// 000 / Special Actions and Circumstances / Artillery: "a first cut at a
// simplistic smoothbore muzzle-loading artillery rule", as data and pure
// functions. The play is artillery.h.
//
// Guns (Task times, crew sizes, "To hit modifiers to account for volume of
// balls fired"):
// | gun | load | crew besides the captain | volume |
// |---|---|---|---|
// | Light Gun (3 pounder) | 3 turns | 5 | -1 |
// | 6 Pounder | 4 | 8 | 0 |
// | 9 Pounder | 4 1/2 | 8 | +1 |
// | 12 Pounder | 5 | 8 | +2 |
//
// Cannister and Grape fire (range in inches is each band's outer edge):
// | range | to hit | damage |
// |---|---|---|
// | 5 | +3 | -6 |
// | 12 | 0 | -5 |
// | 24 | -2 | -4 |
// | 48 | -4 | -3 |
// | 96 | -6 | -2 |
// Grape: -1 to hit out to medium range (24"), -2 at long and extreme.
// Spread: canister 1" wide per 10" down range, grape 2".
// Bounce: hard rocky ground +2, wet, marshy, muddy or soft sand -2.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>

#include "engine/rules/rencounter/artillery_state.h"
#include "engine/rules/rencounter/fire_extra_options.h"

namespace skirmish::rencounter {

struct GunRow {
  std::string_view name;  // the weapon a scenario gives the crew's leader
  int pounds = 6;
  int load_half_turns =
      8;         // "Load light gun - 3, 6 pounder - 4, 9 pounder - 4 1/2, 12 pounder - 5"
  int crew = 8;  // men besides the captain who keep up that rate
  int volume_modifier = 0;  // to hit: "3lb -1, 6lb 0, 9lb +1, 12lb +2"
};
std::span<const GunRow> gun_rows();
const GunRow* find_gun(std::string_view name);
int gun_row_index(std::string_view name);  // -1 when not a gun

struct CanisterRow {
  int range = 0;  // outer edge, inches
  int to_hit = 0;
  int damage = 0;
};
std::span<const CanisterRow> canister_rows();
// The row a man `inches` away falls in (0 = 5", too close), -1 beyond 96".
int canister_band(double inches);
inline constexpr int kGunMediumBand = 2;  // the 24" row: grape's -1 reaches this far

// Grape's own to-hit modifier in band `band` (canister 0).
int load_modifier(GunLoad load, int band);
// Width of the cone `inches` down range.
double cone_width(GunLoad load, double inches);
// Bounce modifier of the ground.
int bounce_modifier(GunGround ground);
// Half turns of loading needed with `crew_present` men besides the captain:
// "A crew that gets shot up should be slower, add something like 1/2 phase
// per man lost. If you start with extra, don't start penalizing until
// under the size above."
int load_needed(const GunRow& row, int crew_present, int half_turns_per_man);

// 000 / Artillery / Missfires & accidents, on a d12.
enum class Misfire : uint8_t {
  kGunBursts,       // 1-2: all within 6" roll damage, +1 per inch away
  kPrematureTwo,    // 3: shoots prematurely and unaimed, 2 crew wounded
  kPrematureOne,    // 4: the same with 1 crew wound
  kPrematureNone,   // 5: the same with no crew wound
  kCrewHurt,        // 6-8: one crew damage roll (burned, struck by the recoil)
  kLoadingMistake,  // 9-12: no fire until 1-6 actions spent clearing and reloading
};
Misfire misfire_result(int d12);
std::string_view name_of(Misfire m);
// Crew damage rolls a result calls for.
int crew_wounds(Misfire m);
bool premature(Misfire m);

// A premature shot: "1-3 high shot, misses all past 12 and at -3 to hit
// within 12". "4-6 low - resolve only out to 12" (24" in rocky ground) and
// at -3 to hit".
inline constexpr int kPrematurePenalty = -3;
double premature_reach(bool high, GunGround ground);

}  // namespace skirmish::rencounter
