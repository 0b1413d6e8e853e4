// Small games of Musket and Medieval Mayhem (seed 004) for the tests of the
// game flow: a scenario written in a few lines of YAML, played action by
// action with every die forced (ScriptedDice) and every roll's purpose
// checked, and the game's narration kept for the assertions.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/core/dice.h"
#include "engine/core/events.h"
#include "engine/rules/action.h"
#include "engine/rules/mayhem/activation.h"
#include "engine/rules/mayhem/mayhem_rolls.h"
#include "engine/rules/mayhem/mayhem_rules.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/scenario/scenario.h"

namespace skirmish::mayhem::testing {

// A scenario of two sides, Red and Blue, one unit each (its first man
// leads it), on an open 48" x 36" table. Each man is one YAML flow map
// (`{name: Pte Fox, at: [10, 10], facing: 0, weapons: [Musket]}`);
// `extra` is more top-level YAML (`terrain:`, `objectives:`).
std::string two_sides(const std::string& variant, const std::vector<std::string>& red,
                      const std::vector<std::string>& blue, const std::string& extra = "",
                      int turn_limit = 3);

// `terrain:` YAML for the Keep, (38, 12)-(46, 24): a barred door 2" wide in
// its west wall at (38, 18), an open door in its east wall at (46, 18).
constexpr const char* kKeepWithBarredDoor =
    "terrain:\n"
    "  - type: building\n"
    "    name: Keep\n"
    "    outline: [[38, 12], [46, 12], [46, 24], [38, 24]]\n"
    "    openings: [{kind: door, at: [38, 18], width: 2, barred: true}, {kind: door, at: [46, "
    "18]}]\n";

// One die the flow must ask for: its roll code (mayhem_rolls.h,
// activation.h) and the value it is forced to show.
struct Roll {
  int code = 0;
  int value = 0;
};
inline Roll initiative(int v) {
  return {kInitiativeRoll, v};
}
inline Roll move_die(int v) {
  return {kMoveDiceRoll, v};
}
inline Roll slow_die(int v) {
  return {kSlowDiceRoll, v};
}
inline Roll mounted_die(int v) {
  return {kMountedDiceRoll, v};
}
inline Roll skill(int v) {
  return {kFireSkillRoll, v};
}
inline Roll impact(int v) {
  return {kFireImpactRoll, v};
}
inline Roll melee_skill(int v) {
  return {kMeleeSkillRoll, v};
}
inline Roll results(int v) {
  return {kMeleeResultsRoll, v};
}
inline Roll melee_impact(int v) {
  return {kMeleeImpactRoll, v};
}
inline Roll group_courage(int v) {
  return {kGroupCourageRoll, v};
}
inline Roll own_courage(int v) {
  return {kManCourageRoll, v};
}
inline Roll retreat(int v) {
  return {kRetreatRoll, v};
}
inline Roll post_battle(int v) {
  return {kPostBattleRoll, v};
}

// Actions in the flow's terms.
Action roll_for_initiative();
Action go_first();
Action go_second();
Action order(int man, MoveOrder o = MoveOrder::kMove);
Action end_moves();
Action move_to(int man, Vec2 to);
Action charge(int man, int target);
Action reload(int man);
Action hold(int man);
Action hold_fire();
Action shoot(int man, int target);
Action fight(int man);
// 004 / Medieval Mayhem / Horses: the hitter's (or shooter's) choice.
Action strike_rider(int man, int target);
Action strike_horse(int man, int target);

// 004 / Heroes (hero_saves.h): the hero's side spends his save token on
// his failed courage die, or keeps it.
Action spend_save(int man);
Action keep_save(int man);
// 004 / Heroes (hero_rerolls.h): the hero rolls his die that failed again
// with a reroll token, or lets it stand; `target` is the man his die is
// at (his shot's target, his opponent in the fight).
Action reroll(int man, int target);
Action let_stand(int man, int target);
// The engine spends a hero's save token whenever it helps (option
// save_tokens spent), as it did before his side was asked.
inline const std::vector<OptionValue> kSavesSpent = {{"save_tokens", "spent", {}}};

// The option that lets a mounted man's horse be struck (Medieval).
inline const std::vector<OptionValue> kHorsesOn = {{"horses_struck_separately", "on", {}}};

class MayhemGame;
// 004 / Medieval Mayhem / Horses: the horse-or-rider choice waits at
// kStrike for `hitter`'s side, a decision of `kind`, and exactly the
// strokes at `struck`'s horse and at him are offered.
void expect_horse_or_rider(const MayhemGame& g, DecisionKind kind, int hitter, int struck);

// The shipped forest ambush (Medieval: brigands and a mounted knight),
// settled for play; fails the test if it does not load.
std::shared_ptr<const Scenario> forest_ambush();
// A shipped scenario by its file name in scenarios/, loaded and resolved.
std::shared_ptr<const Scenario> shipped_scenario(const std::string& file);

// A fixed stream of picks among the actions offered, for random play with
// no planner: the same seed gives the same picks.
class RandomPicks {
 public:
  explicit RandomPicks(uint64_t seed) : pick_(seed * 0x9e3779b97f4a7c15ULL) {}
  // An index below `n` (n > 0).
  size_t next(size_t n) {
    pick_ = pick_ * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<size_t>((pick_ >> 33) % n);
  }

 private:
  uint64_t pick_;
};

// A game in progress, played with forced dice.
class MayhemGame {
 public:
  explicit MayhemGame(const std::string& yaml, const std::vector<OptionValue>& overrides = {});

  const MayhemRules& rules() const { return rules_; }
  MayhemState& state() { return as_mayhem(*state_); }
  const MayhemState& state() const { return as_mayhem(*state_); }
  const Figure& figure(int man) const { return state().figures()[static_cast<size_t>(man)]; }
  const MayhemMan& man(int man) const { return state().men[static_cast<size_t>(man)]; }
  // The index of the man called `name` (fails the test if there is none).
  int named(const std::string& name) const;

  // Applies `a` with the dice forced to `rolls`: the flow must ask for
  // exactly these dice, with these roll codes, in this order.
  void play(const Action& a, const std::vector<Roll>& rolls = {});
  // The first turn's initiative won by `side`, who moves first.
  void start(int side = 0);
  CheckResult check(const Action& a) const { return rules_.check(*state_, a); }
  std::vector<Action> legal() const;
  bool offered(const Action& a) const;
  Outcome outcome() const { return rules_.outcome(*state_); }

  // Whether any narration so far (or since event `from`) contains `words`.
  bool narrated(const std::string& words, size_t from = 0) const;
  // Every event's words, one a line, for failure messages.
  std::string story() const;
  size_t events_so_far() const { return events_.events.size(); }
  // The roll codes the game has asked for since event `from`.
  std::vector<int> rolls_since(size_t from) const;

 private:
  MayhemRules rules_;
  std::unique_ptr<GameState> state_;
  VectorSink events_{true};
};

}  // namespace skirmish::mayhem::testing
