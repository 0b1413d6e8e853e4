#include "tests/rules/mayhem/mayhem_game_support.h"

#include <gtest/gtest.h>

#include <stdexcept>

#include "engine/rules/mayhem/mayhem_catalog.h"
#include "engine/rules/mayhem/mayhem_words.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"

namespace skirmish::mayhem::testing {

namespace {

std::string side_yaml(const std::string& name, const std::vector<std::string>& men) {
  std::string y =
      "  - name: " + name + "\n    units:\n      - name: " + name + " band\n        figures:\n";
  for (const std::string& m : men) y += "          - " + m + "\n";
  return y;
}

Action special(int32_t param) {
  Action a;
  a.kind = ActionKind::kSpecial;
  a.param = param;
  return a;
}

Action by(ActionKind kind, int man, int target = -1) {
  Action a;
  a.kind = kind;
  a.actor = static_cast<int16_t>(man);
  a.target = static_cast<int16_t>(target);
  return a;
}

}  // namespace

std::string two_sides(const std::string& variant, const std::vector<std::string>& red,
                      const std::vector<std::string>& blue, const std::string& extra,
                      int turn_limit) {
  return "name: test\nrules: mayhem\noptions: {variant: " + variant +
         "}\nturn_limit: " + std::to_string(turn_limit) +
         "\ntable: {width: 48, depth: 36}\nsides:\n" + side_yaml("Red", red) +
         side_yaml("Blue", blue) + extra;
}

Action roll_for_initiative() {
  return special(kSpecialRollInitiative);
}
Action go_first() {
  return special(kSpecialGoFirst);
}
Action go_second() {
  return special(kSpecialGoSecond);
}
Action order(int man, MoveOrder o) {
  Action a = by(ActionKind::kActivate, man);
  a.param = static_cast<int32_t>(o);
  return a;
}
Action end_moves() {
  return Action{};
}
Action move_to(int man, Vec2 to) {
  Action a = by(ActionKind::kMove, man);
  a.at = to;
  return a;
}
Action charge(int man, int target) {
  return by(ActionKind::kCharge, man, target);
}
Action reload(int man) {
  return by(ActionKind::kReload, man);
}
Action hold(int man) {
  return by(ActionKind::kPass, man);
}
Action hold_fire() {
  return Action{};
}
Action shoot(int man, int target) {
  return by(ActionKind::kShoot, man, target);
}
Action fight(int man) {
  return by(ActionKind::kMelee, man);
}
Action strike_rider(int man, int target) {
  Action a = by(ActionKind::kSpecial, man, target);
  a.param = kSpecialStrikeRider;
  return a;
}
Action spend_save(int man) {
  Action a = by(ActionKind::kSpecial, man, -1);
  a.param = kSpecialSpendSave;
  return a;
}
Action keep_save(int man) {
  Action a = by(ActionKind::kSpecial, man, -1);
  a.param = kSpecialKeepSave;
  return a;
}
Action reroll(int man, int target) {
  Action a = by(ActionKind::kSpecial, man, target);
  a.param = kSpecialReroll;
  return a;
}
Action let_stand(int man, int target) {
  Action a = by(ActionKind::kSpecial, man, target);
  a.param = kSpecialLetStand;
  return a;
}
Action strike_horse(int man, int target) {
  Action a = by(ActionKind::kSpecial, man, target);
  a.param = kSpecialStrikeHorse;
  return a;
}

void expect_horse_or_rider(const MayhemGame& g, DecisionKind kind, int hitter, int struck) {
  ASSERT_EQ(g.state().step, Step::kStrike) << g.story();
  const Decision d = g.rules().next_decision(g.state());
  EXPECT_EQ(d.kind, kind);
  EXPECT_EQ(d.side, g.figure(hitter).side);
  EXPECT_EQ(d.figure, hitter);
  EXPECT_EQ(g.legal().size(), 2u);
  EXPECT_TRUE(g.offered(strike_rider(hitter, struck)));
  EXPECT_TRUE(g.offered(strike_horse(hitter, struck)));
  // What is asked, in words for the person asked.
  EXPECT_EQ(g.rules().describe_decision(g.state()), man_name(g.state(), hitter) + " has struck " +
                                                        man_name(g.state(), struck) +
                                                        ", who is mounted: the horse or the rider");
}

std::shared_ptr<const Scenario> forest_ambush() {
  return shipped_scenario("mayhem_forest_ambush.yaml");
}

std::shared_ptr<const Scenario> shipped_scenario(const std::string& file) {
  LoadResult loaded = load_scenario(std::string(SKIRMISH_SOURCE_DIR "/scenarios/") + file);
  if (!loaded.ok()) {
    ADD_FAILURE() << loaded.error->to_string();
    return nullptr;
  }
  if (const auto error = resolve_roster(*loaded.scenario, mayhem_catalog())) {
    ADD_FAILURE() << error->to_string();
    return nullptr;
  }
  return std::make_shared<const Scenario>(std::move(*loaded.scenario));
}

MayhemGame::MayhemGame(const std::string& yaml, const std::vector<OptionValue>& overrides) {
  LoadResult loaded = load_scenario_text(yaml, "test.yaml");
  if (!loaded.ok()) throw std::runtime_error(loaded.error->to_string() + "\n" + yaml);
  if (const auto error = resolve_roster(*loaded.scenario, mayhem_catalog())) {
    throw std::runtime_error(error->to_string());
  }
  state_ =
      rules_.new_game(std::make_shared<const Scenario>(std::move(*loaded.scenario)), overrides);
}

int MayhemGame::named(const std::string& name) const {
  for (size_t i = 0; i < state().men.size(); ++i) {
    if (figure_name(state().scenario(), static_cast<int>(i)) == name) return static_cast<int>(i);
  }
  ADD_FAILURE() << "no man called " << name;
  return -1;
}

void MayhemGame::play(const Action& a, const std::vector<Roll>& rolls) {
  ScriptedDice dice;
  std::vector<int> scripted;
  for (const Roll& r : rolls) {
    dice.die(6, r.value);
    scripted.push_back(r.code);
  }
  const size_t from = events_.events.size();
  const std::string what = rules_.describe(*state_, a);
  try {
    rules_.apply(*state_, a, dice, events_);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "applying '" << what << "': " << e.what() << "\nThe game so far:\n" << story();
    return;
  }
  EXPECT_EQ(rolls_since(from), scripted)
      << "the roll codes asked for by '" << what << "' differ from the script\nThe game so far:\n"
      << story();
}

void MayhemGame::start(int side) {
  play(roll_for_initiative(), {initiative(side == 0 ? 6 : 1), initiative(side == 0 ? 1 : 6)});
  play(go_first());
}

std::vector<Action> MayhemGame::legal() const {
  std::vector<Action> out;
  rules_.legal_actions(*state_, out);
  return out;
}

bool MayhemGame::offered(const Action& a) const {
  for (const Action& b : legal()) {
    if (b == a) return true;
  }
  return false;
}

bool MayhemGame::narrated(const std::string& words, size_t from) const {
  for (size_t i = from; i < events_.events.size(); ++i) {
    if (events_.events[i].kind != EventKind::kDieRoll &&
        events_.events[i].text.find(words) != std::string::npos) {
      return true;
    }
  }
  return false;
}

std::string MayhemGame::story() const {
  std::string t;
  for (const Event& e : events_.events) {
    if (e.kind == EventKind::kDieRoll) {
      t += "  [" + e.text + ": " + std::to_string(e.value) + "]\n";
    } else {
      t += e.text + "\n";
    }
  }
  return t;
}

std::vector<int> MayhemGame::rolls_since(size_t from) const {
  std::vector<int> codes;
  for (size_t i = from; i < events_.events.size(); ++i) {
    if (events_.events[i].kind == EventKind::kDieRoll)
      codes.push_back(events_.events[i].purpose.code);
  }
  return codes;
}

}  // namespace skirmish::mayhem::testing
