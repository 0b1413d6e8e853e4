// What a side may decide, and the decision the game is waiting for.
//
// An Action is a small plain struct rather than a bare integer (STYLE /
// Avoid), so that a person, a planner and a save file can all say exactly
// what it means: who acts, against whom, where on the table, and one small
// rule-set parameter (an order code, a posture, a weapon slot).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "engine/core/geometry.h"

namespace skirmish {

// The kinds of action every rule set draws from. Their names are written in
// save files, so a kind may be added but never renamed.
enum class ActionKind : uint8_t {
  kPass,             // do nothing more now (hold, end an activation, let a chance go)
  kActivate,         // activate a unit (by card, by roll, by choice)
  kOrder,            // give a unit a collective order; param = the rule set's order code
  kMove,             // actor moves to `at`
  kShoot,            // actor shoots at target
  kCharge,           // actor charges target (to `at` when a path point is given)
  kMelee,            // actor strikes target in an existing melee
  kReload,           // actor loads his weapon
  kChangePosture,    // actor stands, kneels or goes prone; param = Posture
  kRally,            // actor tries to recover (morale, getting up)
  kSeizeInitiative,  // the waiting side tries to snatch the initiative with actor
  kReact,            // a reaction out of turn; param = the rule set's reaction code
  kSpecial,          // anything else the rule set defines; param = its code
};

std::string_view name_of(ActionKind k);
std::optional<ActionKind> action_kind_from_name(std::string_view name);

struct Action {
  ActionKind kind = ActionKind::kPass;
  int16_t actor = -1;      // figure index in the state's figures, or -1
  int16_t target = -1;     // figure index, or -1
  int16_t unit = -1;       // unit index (as Figure::unit), or -1
  int32_t param = 0;       // meaning set by the rule set for the kind
  std::optional<Vec2> at;  // a point on the table, when the action has one

  friend bool operator==(const Action&, const Action&) = default;
};

// A description from the fields alone ("move: figure 3 to (12.0, 4.5)"), for
// logs and errors where no state is at hand; Rules::describe uses names.
std::string to_text(const Action& a);

// Who must choose now, and what sort of choice it is.
enum class DecisionKind : uint8_t {
  kGameOver,         // nobody: the game has ended
  kActivateUnit,     // pick the unit to activate
  kChooseOrder,      // pick an order for the activated unit
  kFigureAction,     // pick one figure's action
  kSeizeInitiative,  // the waiting side may try to snatch the initiative (002)
  kReaction,         // a side may react out of turn (opportunity fire and the like)
  kDeploy,           // place a figure before the game
};

std::string_view name_of(DecisionKind k);

struct Decision {
  DecisionKind kind = DecisionKind::kGameOver;
  int side = -1;    // the side that must choose
  int unit = -1;    // the unit concerned, if the decision is about one
  int figure = -1;  // the figure concerned, if the decision is about one

  bool game_over() const { return kind == DecisionKind::kGameOver; }
  friend bool operator==(const Decision&, const Decision&) = default;
};

}  // namespace skirmish
