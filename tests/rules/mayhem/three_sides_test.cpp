// 004 / Musket Mayhem / Sequence: "In the event that multiple sides are
// required, activation will be by card draw from a deck with one card per
// player." Three sides: the deck sets the order each turn, each side moves
// and fights in its turn, and the others may shoot while it moves.
#include <gtest/gtest.h>

#include <memory>

#include "engine/core/dice.h"
#include "engine/rules/mayhem/mayhem_catalog.h"
#include "engine/rules/mayhem/mayhem_rules.h"
#include "engine/rules/mayhem/mayhem_state.h"
#include "engine/scenario/loader.h"
#include "engine/scenario/roster_check.h"

namespace skirmish::mayhem {
namespace {

std::shared_ptr<const Scenario> three_sides() {
  const std::string yaml = R"(name: Three-cornered fight
rules: mayhem
options: {variant: musket}
turn_limit: 2
table: {width: 48, depth: 36}
sides:
  - name: Red
    units:
      - name: Red band
        figures:
          - {name: Pte Red, at: [4, 4], facing: 0}
  - name: Blue
    units:
      - name: Blue band
        figures:
          - {name: Pte Blue, at: [44, 4], facing: 180, weapons: [Musket]}
  - name: Green
    units:
      - name: Green band
        figures:
          - {name: Pte Green, at: [24, 10], facing: 270}
)";
  LoadResult loaded = load_scenario_text(yaml, "three_sides.yaml");
  EXPECT_TRUE(loaded.ok()) << loaded.error->to_string();
  EXPECT_FALSE(resolve_roster(*loaded.scenario, mayhem_catalog()).has_value());
  return std::make_shared<const Scenario>(std::move(*loaded.scenario));
}

Action special(int32_t param) {
  Action a;
  a.kind = ActionKind::kSpecial;
  a.param = param;
  return a;
}

TEST(MayhemThreeSides, TheDeckSetsTheOrderAndEverySideTakesItsTurn) {
  MayhemRules rules;
  auto game = rules.new_game(three_sides());
  const MayhemState& s = as_mayhem(*game);
  // Green's card first (of 3), then Red's (of the 2 left: Red, Blue), then
  // Blue's.
  ScriptedDice dice;
  dice.card(3, 2).card(2, 0).card(1, 0);
  rules.apply(*game, special(kSpecialRollInitiative), dice, null_sink());
  EXPECT_EQ(s.sequence, (std::vector<int8_t>{2, 0, 1}));
  Decision d = rules.next_decision(*game);
  EXPECT_EQ(d.kind, DecisionKind::kActivateUnit);
  EXPECT_EQ(d.side, 2);

  // Green moves its man 3d6": Blue's loaded musketeer may shoot at him
  // before he moves (Red has no firearm and is not asked).
  Action order;
  order.kind = ActionKind::kActivate;
  order.actor = 2;
  ScriptedDice move;
  move.dice(6, {2, 2, 2}).die(6, 1);
  rules.apply(*game, order, move, null_sink());
  d = rules.next_decision(*game);
  ASSERT_EQ(d.kind, DecisionKind::kReaction);
  EXPECT_EQ(d.side, 1);
  ScriptedDice none;
  rules.apply(*game, Action{}, none, null_sink());  // Blue holds its fire
  d = rules.next_decision(*game);
  EXPECT_EQ(d.kind, DecisionKind::kFigureAction);
  EXPECT_EQ(d.side, 2);
  Action hold;
  hold.kind = ActionKind::kPass;
  hold.actor = 2;
  ScriptedDice quiet;
  rules.apply(*game, hold, quiet, null_sink());
  // After his action Blue may shoot again; holding, Green has no one left
  // to move and nothing to fight: Red's turn.
  ASSERT_EQ(rules.next_decision(*game).kind, DecisionKind::kReaction);
  rules.apply(*game, Action{}, quiet, null_sink());
  d = rules.next_decision(*game);
  EXPECT_EQ(d.side, 0);
  EXPECT_EQ(s.active, 0);
  rules.apply(*game, Action{}, quiet, null_sink());  // Red ends its moves
  EXPECT_EQ(s.active, 1);
  // Blue ends its moves: the turn is over and a new deck is drawn.
  ScriptedDice next_turn;
  next_turn.card(3, 0).card(2, 1).card(1, 0);
  rules.apply(*game, Action{}, next_turn, null_sink());
  EXPECT_EQ(game->turn(), 2);
  EXPECT_EQ(s.sequence, (std::vector<int8_t>{0, 2, 1}));
  EXPECT_EQ(rules.next_decision(*game).side, 0);
}

}  // namespace
}  // namespace skirmish::mayhem
