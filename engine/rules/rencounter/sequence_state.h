// The parts of the sequence of play beyond drawing the next unit: who holds
// the initiative under 002's Type III system (initiative.h), which side has
// been asked about jumping in with a held card (held_cards.h), and units
// waiting to Follow in Column behind another (leadership.h). Plain data of
// fixed size, so game states copy cheaply.
#pragma once

#include <array>
#include <cstdint>

#include "engine/rules/rencounter/activation.h"

namespace skirmish::rencounter {

// 002 / Skirmish initiative system, played with Rencounter's resolution
// (ActivationMethod::kInitiative). Each field is an option of the rule set;
// docs/rules/rencounter.md, "Initiative seizing", gives every reading.
struct InitiativeOptions {
  // How Rencounter experience becomes 002's base initiative rate.
  enum class Rates : uint8_t {
    kByName,  // Scum 21 Rubbish, Raw 20 and Green 20 Poor, Average 19, Veteran 18 Good,
              // Master 17 Excellent (default: the seed's words matched)
    kLinear,  // 23 - experience: Scum 22 ... Master 17, one step a level
  };
  Rates rates = Rates::kByName;
  // 002 / Leadership Factors for a unit leader: experience - 3 (Green 0
  // Useless ... Master 3 Heroic, an inspired hero 4 Inspired); or none.
  bool leadership_by_experience = true;
  // 002: "The first action made by a player who has just snatched the
  // initiative is subject to certain restrictions"; off lets it act freely.
  bool first_action_restricted = true;
  // 002: counters are "a bonus of 2 to his opponent's next initiative roll":
  // spent on that roll (default); or kept until he seizes.
  bool counters_kept_until_seized = false;
  // Activations that make one turn for the turn limit; 0 (default): as many
  // as there were units able to act when the turn began.
  int turn_activations = 0;
};

// No unit / no side.
inline constexpr int8_t kNoUnit = -1;

struct SequenceState {
  // --- initiative (002)
  int8_t holder = 0;                  // the side with the initiative
  std::array<int8_t, 2> counters{};   // shooting counters each side holds
  int8_t restricted_unit = kNoUnit;   // the first activation after a seizure
  bool shot_this_activation = false;  // the activation under way shot
  int32_t turn_began_at = 0;          // activations made when this turn began
  int16_t turn_length = 0;            // activations that make this turn
  // --- held cards (000 / Method One, optional)
  uint8_t jump_asked = 0;  // bit per side: asked since the last activation
  int8_t jump_side = -1;   // the side asked now
  int8_t last_side = -1;   // the side of the last unit to act
  // --- Follow in Column (000 / Follow Me): the unit each waits behind,
  // plus one (0: none), so that a fresh state needs no filling
  std::array<int8_t, kMaxUnits> column_behind{};
};

}  // namespace skirmish::rencounter
