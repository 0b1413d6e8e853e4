// A man's wounds in Rencounter (000 / Wounds, 000 / Effects of Wounds).
//
// Wounds are counted in points: minor 1, serious 2, crippling 3. They add up
// ("Two minors equals one serious. A minor and a serious equals a crippling
// wound."), a man with 6 points is dead ("Two crippling wounds will kill"),
// and every point costs 1 on action rolls and skills and 2" of movement on
// foot. A serious or crippling wound knocks the man down; he must spend one
// successful activation recovering from the shock before he can stand.
//
// The record is plain data so that a game state can copy it freely.
#pragma once

#include <cstdint>
#include <string_view>

#include "engine/rules/rencounter/action_options.h"

namespace skirmish::rencounter {

// 000 / Wounds: the three wound results of the damage tables.
enum class WoundLevel : uint8_t { kMinor, kSerious, kCrippling };
std::string_view name_of(WoundLevel level);  // "minor", "serious", "crippling"

// Wound markers for one result: minor 1, serious 2, crippling 3.
constexpr int wound_points(WoundLevel level) {
  switch (level) {
    case WoundLevel::kMinor:
      return 1;
    case WoundLevel::kSerious:
      return 2;
    case WoundLevel::kCrippling:
      return 3;
  }
  return 0;
}

// 000 / Effects of Wounds: "the figure dies if it reach a total of 6".
inline constexpr int kDeathPoints = 6;
// 000 / Movement / Foot: "-2" per wound level" on foot, "Crawling is slowed
// by 1" per wound level, low crawling by 1/3" per wound level".
inline constexpr int kWalkInchesPerPoint = 2;
inline constexpr int kCrawlInchesPerPoint = 1;
inline constexpr double kLowCrawlInchesPerPoint = 1.0 / 3.0;

struct Wounds {
  int points = 0;  // wound markers, 0 unhurt .. 6 dead (000 / Effects of Wounds)
  // Knocked down by a serious or crippling wound and not yet recovered: his
  // next successful activation is spent recovering (000 / Wounds).
  bool in_shock = false;
  // Overcome by his wounds after an action roll at the permanent-failure
  // number: down and out of action for the rest of the game (000 / Morale).
  bool overcome = false;

  friend bool operator==(const Wounds&, const Wounds&) = default;
};

// What one new wound did to the man.
struct WoundEffect {
  int points_before = 0;
  int points_after = 0;
  bool killed = false;          // the total reached 6
  bool knocked_down = false;    // falls now and is in shock
  bool knockdown_roll = false;  // variable knockdown: he falls only if he fails an
                                // instant action roll (roll_knockdown, action_roll.h)
};

// Adds one wound result. A man already dead stays dead (points capped at 6).
WoundEffect add_wound(Wounds& w, WoundLevel level, const ActionOptions& options);
// "Struck dead" on a damage table.
void kill(Wounds& w);
// Variable knockdown lost: the man falls and is in shock.
void knock_down(Wounds& w);
// A successful activation spent "Recovering from the shock of a serious or
// crippling wound" (000 / Time: 1 turn, not combined with standing or
// moving). Returns false if he was not in shock.
bool recover_from_shock(Wounds& w);

constexpr bool is_dead(const Wounds& w) {
  return w.points >= kDeathPoints;
}
// Serious or worse: 2 points or more, however they were gathered.
constexpr bool is_seriously_wounded(const Wounds& w) {
  return w.points >= 2;
}
// Crippled: 3 points or more (000 / Morale: "crippled (3+ wound points)").
constexpr bool is_crippled(const Wounds& w) {
  return w.points >= 3;
}
// Dead or overcome: he takes no more actions this game.
constexpr bool is_out_of_action(const Wounds& w) {
  return is_dead(w) || w.overcome;
}

// Added to every action roll: "adding the number of wound points to his
// roll" (000 / Effects of Wounds). Higher is worse.
constexpr int action_roll_modifier(const Wounds& w) {
  return w.points;
}
// Added to fire, melee and other skills: "-1 to initiative, melee, shooting
// and other skills" per point (000 / Wounds; -4 and -5 beyond crippling).
constexpr int skill_modifier(const Wounds& w) {
  return -w.points;
}
// Inches taken off a foot move: 2 a point ("double that in movement
// penalties" for 4 and 5 points).
constexpr int walk_penalty_inches(const Wounds& w) {
  return kWalkInchesPerPoint * w.points;
}
constexpr int crawl_penalty_inches(const Wounds& w) {
  return kCrawlInchesPerPoint * w.points;
}
constexpr double low_crawl_penalty_inches(const Wounds& w) {
  return kLowCrawlInchesPerPoint * w.points;
}
// A move after the wound penalty, never below 0 (000 / Movement / Foot):
// walking from 6", crawling from 3", low crawling from 1".
double walk_inches(const Wounds& w, double base_inches = 6.0);
double crawl_inches(const Wounds& w, double base_inches = 3.0);
double low_crawl_inches(const Wounds& w, double base_inches = 1.0);

// The wound level matching a total for narration: "unhurt", "minor",
// "serious", "crippling", "crippling and worse" (4-5), "dead".
std::string_view describe_points(int points);

}  // namespace skirmish::rencounter
