// The planners as `skirmish play` players: the kinds and their choices,
// refusals that list what is known, and the reason printed under each
// computer decision only while a person is watching.
#include <gtest/gtest.h>

#include <string>

#include "ai/mcts/mcts_planner.h"
#include "tests/tools/play_fixture.h"
#include "tools/skirmish/players.h"

namespace skirmish {
namespace {

using namespace play_test;

TEST(PlannerPlayers, KindsAreListedAfterTheOldOnes) {
  EXPECT_EQ(player_kind_names(), "human, random, greedy, utility, lookahead, mcts, computer");
  EXPECT_EQ(player_spec_error("greedy"), "");
  EXPECT_EQ(player_spec_error("mcts"), "");
  EXPECT_EQ(player_spec_error("mcts:budget=1s"), "");
  EXPECT_EQ(player_spec_error("mcts:500ms"), "");
  EXPECT_EQ(player_spec_error("mcts:3000"), "");
  EXPECT_EQ(player_spec_error("utility"), "");
  EXPECT_EQ(player_spec_error("utility:cautious"), "");
  EXPECT_EQ(player_spec_error("utility:aggressive"), "");
  EXPECT_EQ(player_spec_error("lookahead"), "");
  EXPECT_EQ(player_spec_error("lookahead:cautious:lines=4:horizon=3:candidates=2"), "");
  EXPECT_EQ(player_spec_error("lookahead:confidence=1.5"), "");
  EXPECT_NE(player_spec_error("lookahead:confidence=-1"), "");
}

TEST(PlannerPlayers, UnknownKindsAndChoicesListWhatIsKnown) {
  EXPECT_EQ(player_spec_error("genius:bold"),
            "unknown player kind 'genius'; the known kinds are: human, random, greedy, utility, "
            "lookahead, mcts, computer");
  EXPECT_EQ(player_spec_error("utility:reckless"),
            "unknown personality 'reckless'; the known ones are: balanced, aggressive, cautious");
  EXPECT_EQ(player_spec_error("random:fast"),
            "player kind 'random' takes no choice after ':' (found 'fast')");
  EXPECT_EQ(player_spec_error("lookahead:lines=0"),
            "lookahead choice 'lines=0' is not one of candidates=N (1-32), lines=N (1-1000), "
            "horizon=N (0-1000), confidence=X (0-10), danger=X (0-10), ground=X (0-10), "
            "dice=keyed|seeded or a personality; e.g. lookahead:lines=8:horizon=6");
  EXPECT_EQ(player_spec_error("lookahead:dice=seeded"), "");
  EXPECT_NE(player_spec_error("lookahead:dice=loaded"), "");
  EXPECT_NE(player_spec_error("lookahead:danger=-1"), "");
  EXPECT_EQ(player_spec_error("lookahead:danger=0:confidence=2"), "");
  EXPECT_EQ(player_spec_error("utility:lapses=0.3"), "");
  EXPECT_EQ(player_spec_error("utility:cautious:lapses=0.5:among=4"), "");
  EXPECT_EQ(player_spec_error("utility:lapses=1.5"),
            "utility choice 'lapses=1.5' is not one of lapses=X (0-1), among=N (2-16) or a "
            "personality; e.g. utility:cautious:lapses=0.3");
  EXPECT_NE(player_spec_error("utility:among=1"), "");
  EXPECT_NE(player_spec_error("utility:lapses=0.3:reckless"), "");
  EXPECT_EQ(player_spec_error("lookahead:reckless"),
            "unknown personality 'reckless'; the known ones are: balanced, aggressive, cautious");
  EXPECT_EQ(player_spec_error("mcts:soon"),
            "mcts choice 'soon' is not a budget (a time, 1s or 500ms, or iterations, 3000), "
            "rollout=random|utility, horizon=N, prior=utility|none, moves=tactics|rules, "
            "keep=X (0-10), floor=X (0-1), among=N (0-64), dice=paired|keyed|fresh, "
            "danger=X (0-10), ground=X (0-10), depth=N (0-1000), even=N (0-64) or lanes=N "
            "(1-64), separated by colons, e.g. "
            "mcts:budget=1s:rollout=utility:horizon=4:prior=utility");
  EXPECT_NE(player_spec_error("mcts:-2s"), "");
  EXPECT_NE(player_spec_error("mcts:danger=11"), "");
  EXPECT_EQ(player_spec_error("mcts:200:danger=0.5"), "");
  EXPECT_EQ(player_spec_error("mcts:200:ground=0.5:floor=0.03"), "");
  EXPECT_NE(player_spec_error("mcts:200:floor=2"), "");
  EXPECT_NE(player_spec_error("mcts:200:ground=-1"), "");
  EXPECT_EQ(player_spec_error("lookahead:ground=0.15"), "");
  EXPECT_NE(player_spec_error("mcts:2.5"), "");
  EXPECT_EQ(player_spec_error("mcts:400:rollout=utility:horizon=4"), "");
  EXPECT_NE(player_spec_error("mcts:400:rollout=clever"), "");
  EXPECT_NE(player_spec_error("mcts:horizon=-1"), "");
  EXPECT_EQ(player_spec_error("mcts:200:lanes=2"), "");
  EXPECT_NE(player_spec_error("mcts:200:lanes=0"), "");
  EXPECT_NE(player_spec_error("mcts:200:lanes=65"), "");
  PlayerSetup setup;
  EXPECT_THROW(make_player("utility:reckless", setup), UnknownPlayerKind);
  EXPECT_THROW(make_player("mcts:soon", setup), UnknownPlayerKind);
}

TEST(PlannerPlayers, PlayRefusesAnUnknownPersonalityBeforeStarting) {
  PlayArgs args = random_game(1);
  args.red = "utility:reckless";
  const CommandRun r = play(args);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err,
            "play: --red: unknown personality 'reckless'; the known ones are: balanced, "
            "aggressive, cautious\n");
}

TEST(PlannerPlayers, ComputerDecisionsAreToldWithTheirReasons) {
  PlayArgs args = random_game(3);
  args.red = "utility:cautious";
  args.blue = "greedy";
  const CommandRun first = play(args);
  ASSERT_EQ(first.code, 0) << first.err;
  EXPECT_NE(first.out.find("\nResult: "), std::string::npos) << first.out;
  // Every decision of both sides has its reason beneath it.
  const int decisions = count_lines(first.out, "Red: ") + count_lines(first.out, "Blue: ");
  EXPECT_GT(decisions, 0);
  EXPECT_EQ(count_lines(first.out, "    why: "), decisions) << first.out;
  EXPECT_EQ(first.out, play(args).out) << "the same seed tells the same game";

  args.quiet = true;
  const CommandRun quiet = play(args);
  ASSERT_EQ(quiet.code, 0) << quiet.err;
  EXPECT_EQ(count_lines(quiet.out, "    why: "), 0) << "nobody is watching";
}

// Difficulty levels: computer:N is the N-th spec of the table, --level
// sets a plain `computer`, and a level out of range is refused.
TEST(PlannerPlayers, DifficultyLevelsNameTheirPlayers) {
  for (const char* rules : {"rencounter", "mayhem", ""}) {
    ASSERT_EQ(difficulty_levels(rules).size(), 5u) << rules;
    EXPECT_EQ(difficulty_levels(rules)[2], "utility:lapses=0.4") << rules;
    EXPECT_EQ(difficulty_levels(rules)[3], "utility") << rules;
    for (const std::string& spec : difficulty_levels(rules)) EXPECT_EQ(player_spec_error(spec), "");
  }
  // Level 5 is the strongest player measured on each rule set.
  EXPECT_EQ(difficulty_levels("rencounter")[4], "mcts");
  EXPECT_EQ(difficulty_levels("mayhem")[4], "lookahead");
  EXPECT_EQ(player_spec_error("computer"), "");
  EXPECT_EQ(player_spec_error("computer:1"), "");
  EXPECT_EQ(player_spec_error("computer:3"), "");
  EXPECT_EQ(player_spec_error("computer:4"), "");
  EXPECT_EQ(player_spec_error("computer:5"), "");
  EXPECT_EQ(player_spec_error("computer:6"),
            "difficulty level '6' is not one of 1 to 5 (e.g. computer:3)");
  EXPECT_NE(player_spec_error("computer:hard"), "");
  // The heading names the player a level is on the game's rule set.
  EXPECT_EQ(player_in_words("computer:5", "rencounter"), "level 5: mcts");
  EXPECT_EQ(player_in_words("computer:5", "mayhem"), "level 5: lookahead");
  EXPECT_EQ(player_in_words("computer", "mayhem"), "level 3: utility:lapses=0.4");
  EXPECT_EQ(player_in_words("utility:cautious", "mayhem"), "utility:cautious");
  EXPECT_EQ(player_in_words("computer:9", "mayhem"), "computer:9");

  PlayArgs args = random_game(5);
  args.red = "computer";
  args.blue = "random";
  args.level = 2;  // greedy
  const CommandRun level_two = play(args);
  ASSERT_EQ(level_two.code, 0) << level_two.err;
  args.red = "greedy";
  args.level.reset();
  EXPECT_NE(level_two.out.find("\nRed (level 2: greedy) against Blue (random)\n"),
            std::string::npos)
      << level_two.out;
  EXPECT_EQ(after_heading(level_two.out), after_heading(play(args).out))
      << "level 2 is the greedy player";
  args.red = "computer";
  args.level = 3;
  const CommandRun level_three = play(args);
  args.red = "utility:lapses=0.4";
  args.level.reset();
  EXPECT_EQ(after_heading(level_three.out), after_heading(play(args).out))
      << "level 3 is the utility planner with lapses";
  EXPECT_GT(count_lines(level_three.out, "    why: "), 0);
  args.red = "computer";
  args.level = 9;
  const CommandRun refused = play(args);
  EXPECT_EQ(refused.code, 1);
  EXPECT_EQ(refused.err,
            "play: --level: difficulty level '9' is not one of 1 to 5 (e.g. computer:3)\n");
}

// The search's settings are the rule set's first (on Rencounter the flat
// search among the utility planner's best eight), then the player's own.
TEST(PlannerPlayers, TheSearchTakesItsRuleSetsDefaultsThenItsOwn) {
  EXPECT_EQ(mcts_defaults("rencounter"), "horizon=8:depth=1:even=8:dice=keyed:keep=1:floor=0.02");
  EXPECT_EQ(mcts_defaults("mayhem"), "");
  EXPECT_EQ(mcts_defaults(""), "");
  EXPECT_EQ(player_spec_error(std::string("mcts:") + std::string(mcts_defaults("rencounter"))), "");

  PlayerSetup setup;
  setup.rules = "rencounter";
  setup.choice = "200";
  const ai::MctsSettings rencounter = make_mcts_planner(setup)->settings();
  EXPECT_EQ(rencounter.iterations, 200);
  EXPECT_EQ(rencounter.horizon, 8);
  EXPECT_EQ(rencounter.tree_depth, 1);
  EXPECT_EQ(rencounter.even_root, 8);
  EXPECT_TRUE(rencounter.keyed_dice);
  EXPECT_TRUE(rencounter.paired_root);

  // What the player writes overrides the rule set's.
  setup.choice = "200:horizon=3:even=4:dice=fresh";
  const ai::MctsSettings own = make_mcts_planner(setup)->settings();
  EXPECT_EQ(own.horizon, 3);
  EXPECT_EQ(own.even_root, 4);
  EXPECT_EQ(own.tree_depth, 1);
  EXPECT_FALSE(own.keyed_dice);
  EXPECT_FALSE(own.paired_root);

  // Elsewhere the player's general defaults: a tree without limit, the
  // utility planner's playouts cut at 2 decisions, every line on its own dice.
  for (const char* rules : {"mayhem", ""}) {
    SCOPED_TRACE(rules);
    setup.rules = rules;
    setup.choice = "200";
    const ai::MctsSettings general = make_mcts_planner(setup)->settings();
    EXPECT_EQ(general.horizon, 2);
    EXPECT_EQ(general.tree_depth, 0);
    EXPECT_EQ(general.even_root, 0);
    EXPECT_FALSE(general.keyed_dice);
    EXPECT_FALSE(general.paired_root);
  }
}

TEST(PlannerPlayers, RandomGamesGiveNoReasons) {
  const CommandRun r = play(random_game(3));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(count_lines(r.out, "    why: "), 0);
}

}  // namespace
}  // namespace skirmish
