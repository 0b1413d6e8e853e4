// `skirmish play` on the minimal rule set: reproducible narration, the
// person at the prompt, saving and resuming.
#include <gtest/gtest.h>

#include "engine/rules/registry.h"
#include "tests/tools/play_fixture.h"

namespace skirmish {
namespace {

using namespace play_test;

// The first line where two texts part, for a readable failure.
std::string first_difference(const std::string& a, const std::string& b) {
  std::istringstream x(a), y(b);
  std::string l, r;
  for (int n = 1;; ++n) {
    const bool more_l = static_cast<bool>(std::getline(x, l));
    const bool more_r = static_cast<bool>(std::getline(y, r));
    if (!more_l && !more_r) return "";
    if (!more_l || !more_r || l != r) {
      return "line " + std::to_string(n) + ":\n  " + (more_l ? l : "<end>") + "\n  " +
             (more_r ? r : "<end>");
    }
  }
}

TEST(PlayCommand, RandomGameNarratesTheSameTwice) {
  const CommandRun first = play(random_game(7));
  const CommandRun second = play(random_game(7));
  ASSERT_EQ(first.code, 0) << first.err;
  EXPECT_EQ(first.err, "");
  EXPECT_EQ(first_difference(first.out, second.out), "");
  const std::string& text = first.out;
  EXPECT_EQ(text.rfind("Minimal skirmish (minimal, seed 7, seeded dice)\n"
                       "Red (random) against Blue (random)\n\n"
                       "--- Turn 1 ---\n",
                       0),
            0u)
      << text;
  EXPECT_GT(count_lines(text, "Red: "), 0) << text;  // each decision under its side
  EXPECT_GT(count_lines(text, "Blue: "), 0) << text;
  EXPECT_GT(count_lines(text, "    d6 for "), 0) << text;  // rolls indented under the action
  EXPECT_NE(text.find(" (needs 4 or more): "), std::string::npos) << text;
  EXPECT_NE(text.find("\n--- Turn 2 ---\n"), std::string::npos) << text;
  EXPECT_EQ(count_lines(text, "Result: "), 1) << text;
}

TEST(PlayCommand, AnotherSeedIsAnotherGame) {
  EXPECT_NE(play(random_game(7)).out, play(random_game(8)).out);
}

TEST(PlayCommand, QuietPrintsOnlyTheResult) {
  PlayArgs args = random_game(7);
  args.quiet = true;
  const CommandRun r = play(args);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(r.out.rfind("\nResult: ", 0), 0u) << r.out;
  EXPECT_EQ(std::count(r.out.begin(), r.out.end(), '\n'), 2) << r.out;
}

TEST(PlayCommand, UnknownPlayerKindListsTheKnownOnes) {
  PlayArgs args = random_game(1);
  args.blue = "genius";
  const CommandRun r = play(args);
  EXPECT_EQ(r.code, 1);
  EXPECT_EQ(r.err,
            "play: --blue: unknown player kind 'genius'; the known kinds are: human, random, "
            "greedy, utility, lookahead, mcts, computer\n");
}

TEST(PlayCommand, UnknownOptionNamesIt) {
  PlayArgs args = random_game(1);
  args.options = {"kill_on=9"};
  const CommandRun r = play(args);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("kill_on"), std::string::npos) << r.err;
}

TEST(PlayCommand, OptionsReachTheGame) {
  PlayArgs args = random_game(3);
  args.options = {"kill_on=2"};
  const CommandRun r = play(args);
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("(needs 2 or more)"), std::string::npos) << r.out;
}

TEST(HumanPlayer, IllegalOrderGetsTheReasonAndTheNumberPicks) {
  PlayArgs args = random_game(5);
  args.red = "human";
  args.save = scratch("human.sav").string();
  std::filesystem::remove(args.save);
  const CommandRun r = play(args, "shoot hoskins at wilton\n2\n");
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string& text = r.out;
  EXPECT_NE(text.find("Turn 1: Red to choose: a figure's action\n  1. Sgt. Hoskins holds\n"
                      "  2. Sgt. Hoskins moves to (6.0, 8.0)\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Red> Not allowed: Pte. Wilton is 20.0\" away, beyond 12.0\" range\nRed> "),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Red: Sgt. Hoskins moves to (6.0, 8.0)\n"), std::string::npos) << text;
  // The end of input: saved, and told how to carry on.
  EXPECT_NE(text.find("No more orders. Stopped at turn 1 after 2 decisions. The game is saved in " +
                      args.save + "; carry on with: skirmish play --resume " + args.save + "\n"),
            std::string::npos)
      << text;
  const GameRecord saved = load_record(args.save);
  ASSERT_EQ(saved.actions.size(), 2u);  // Red's move, then Blue's random choice
  EXPECT_EQ(saved.actions[0].kind, ActionKind::kMove);
  EXPECT_EQ(saved.actions[0].actor, 0);
}

// The forest ambush with a person as the party and random brigands.
PlayArgs ambush_for_a_person(uint64_t seed) {
  PlayArgs args;
  args.scenario = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/mayhem_forest_ambush.yaml";
  args.red = "human";
  args.blue = "random";
  args.seed = seed;
  return args;
}

const Registry& builtin_rules() {
  static const Registry registry = [] {
    Registry r;
    add_builtin_rule_sets(r);
    return r;
  }();
  return registry;
}

// Difficulty level 5 is the rule set's own: on a Mayhem scenario the
// lookahead, move for move, not level 4; the heading says so.
TEST(PlayCommand, LevelFiveIsTheRuleSetsStrongestPlayer) {
  PlayArgs args;
  args.scenario = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/mayhem_forest_ambush.yaml";
  args.red = "computer";
  args.level = 5;
  args.blue = "random";
  args.seed = 7;
  args.decision_limit = 4;
  const CommandRun level_five = play(args, "", builtin_rules());
  ASSERT_EQ(level_five.code, 0) << level_five.err;
  EXPECT_NE(level_five.out.find("\nSir Nigel's party (level 5: lookahead) against "
                                "Brigands (random)\n"),
            std::string::npos)
      << level_five.out;
  args.red = "lookahead";
  args.level.reset();
  const CommandRun named = play(args, "", builtin_rules());
  EXPECT_NE(named.out.find("\nSir Nigel's party (lookahead) against "), std::string::npos)
      << named.out;
  EXPECT_EQ(after_heading(level_five.out), after_heading(named.out))
      << "level 5 on Mayhem is the lookahead";
  args.red = "utility";
  EXPECT_NE(after_heading(level_five.out), after_heading(play(args, "", builtin_rules()).out))
      << "and not level 4";
}

// A decision with one choice (Mayhem's first roll for the initiative) is
// taken without asking: the person is asked first for what he can choose.
TEST(HumanPlayer, ADecisionWithOneChoiceIsTakenWithoutAsking) {
  const CommandRun r = play(ambush_for_a_person(4), "", builtin_rules());
  ASSERT_EQ(r.code, 0) << r.err;
  const auto taken = r.out.find(
      "Turn 1: Sir Nigel's party to choose: the initiative\n"
      "  roll for the initiative: the only choice, taken.\n");
  ASSERT_NE(taken, std::string::npos) << r.out;
  // The roll is made, and the first prompt is for a choice of two.
  EXPECT_NE(r.out.find("d6 for initiative die for Sir Nigel's party", taken), std::string::npos)
      << r.out;
  const auto prompt = r.out.find("Sir Nigel's party> ", taken);
  ASSERT_NE(prompt, std::string::npos) << r.out;
  EXPECT_NE(r.out.rfind("  2. ", prompt), std::string::npos) << r.out;
}

// At a chance to fire out of turn, wait holds fire, and goes on holding
// unasked while the same shots at the same odds are offered; a new shot on
// offer asks again. Elsewhere wait is refused with the reason.
TEST(HumanPlayer, WaitHoldsFireWhileTheSameShotsAreOffered) {
  // Move first; then wait where it is no reaction; then hold with every man
  // of both groups, hold fire at the first reaction and wait at the second.
  const CommandRun r =
      play(ambush_for_a_person(1), "1\nwait\n1\n1\n1\n1\n1\n1\nwait\n", builtin_rules());
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string& text = r.out;
  EXPECT_NE(text.find("wait holds fire at a chance to fire out of turn; this is not one."),
            std::string::npos)
      << text;
  const std::string offered =
      "  1. hold fire\n"
      "  2. Sgt Aylward shoots at Pierre  (33% to hit; 0.22 enemy men out of the fight)\n"
      "  3. Archer Will shoots at Pierre  (17% to hit; 0.11 enemy men out of the fight)\n"
      "  (or wait: hold fire while these same shots are offered)\n";
  const std::string unasked = "  hold fire: the same shots as when you said wait.\n";
  const auto first_unasked = text.find(unasked);
  ASSERT_NE(first_unasked, std::string::npos) << text;
  const auto waited = text.rfind(offered, first_unasked);  // where wait was typed
  ASSERT_NE(waited, std::string::npos) << text;
  EXPECT_EQ(text.find("Sir Nigel's party> ", waited + offered.size()),
            text.rfind("Sir Nigel's party> ", first_unasked))
      << text;
  // Black Jacques comes into Sgt Aylward's sight: asked again, with him;
  // until then the same shots were not asked again.
  const auto asked_again = text.find("  3. Sgt Aylward shoots at Black Jacques", first_unasked);
  ASSERT_NE(asked_again, std::string::npos) << text;
  EXPECT_GT(text.find(offered, first_unasked), asked_again) << text;
  // The person typed no more: nothing after is held unasked.
  EXPECT_EQ(text.find(unasked, asked_again), std::string::npos) << text;
}

// hint at the prompt: the utility planner's best three choices from what
// the side can see, each with the number to type and its reason; asking
// changes nothing in the game.
TEST(HumanPlayer, HintGivesTheBestThreeWithTheirNumbersAndReasons) {
  PlayArgs args;
  args.scenario = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";
  args.red = "human";
  args.blue = "random";
  args.seed = 9;
  const CommandRun hinted = play(args, "hint\n1\nhint\n1\n", builtin_rules());
  ASSERT_EQ(hinted.code, 0) << hinted.err;
  // The Crown's first order: every man for himself is the planner's pick.
  EXPECT_NE(hinted.out.find("Crown>   hint 1: choice 1, Light section 1: every man for himself "
                            "(individual actions): expects to put "),
            std::string::npos)
      << hinted.out;
  EXPECT_NE(hinted.out.find("  hint 3: choice "), std::string::npos) << hinted.out;
  EXPECT_NE(hinted.out.find("  hint 1: choice 5, Rfn Ingram shoots at Amos Shaw: expects to put"),
            std::string::npos)
      << hinted.out;
  // The same game as without asking.
  const CommandRun plain = play(args, "1\n1\n", builtin_rules());
  std::string without_hints;
  std::istringstream lines(hinted.out);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("  hint ", 0) != 0 && line.rfind("Crown>   hint ", 0) != 0) {
      without_hints += line + "\n";
    }
  }
  EXPECT_EQ(first_difference(without_hints, plain.out), "");
}

// A choice named by its own words, as listed: what the typed orders cannot
// express (a rule set's own actions) can still be picked without a number.
TEST(HumanPlayer, AChoiceByTheWordsOfItsListing) {
  PlayArgs args = random_game(5);
  args.red = "human";
  const CommandRun r = play(args, "hoskins\nhosk moves\n");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Red> That could be any of choices 1, 2: type its number, or more of its "
                       "words.\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Red: Sgt. Hoskins moves to (6.0, 8.0)\n"), std::string::npos) << r.out;
}

TEST(HumanPlayer, TypedOrdersByNameAndPoint) {
  PlayArgs args = random_game(5);
  args.red = "human";
  // An offered move named by a unique start of the name; then a move to a
  // point of the person's own, which the rule set allows; then too far.
  const CommandRun r =
      play(args, "move hosk to 6 8\nmove \"pte carter\" to 12 7\nmove doyle to 18 20\n");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Red: Sgt. Hoskins moves to (6.0, 8.0)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Red: Pte. Carter moves to (12.0, 7.0)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Not allowed: Pte. Doyle can move at most 6.0\", not 18.0\""),
            std::string::npos)
      << r.out;
}

TEST(HumanPlayer, PromptCommands) {
  PlayArgs args = random_game(5);
  args.red = "human";
  const auto svg = scratch("prompt.svg");
  std::filesystem::remove(svg);
  const CommandRun r = play(args, "help\nshow\nrender " + svg.string() +
                                      "\npass\nshoot nobody at wilton\n9\nfly away\nquit\n");
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string& text = r.out;
  EXPECT_NE(text.find("  move FIGURE to X Y"), std::string::npos) << text;
  EXPECT_NE(text.find("Sgt. Hoskins  Red, Red section"), std::string::npos) << text;
  EXPECT_NE(text.find("(6.0, 2.0) facing 90"), std::string::npos) << text;
  EXPECT_NE(text.find("Drew the table to " + svg.string()), std::string::npos) << text;
  EXPECT_NE(slurp(svg).find("Turn 1, after 0 decisions"), std::string::npos);
  EXPECT_NE(text.find("Pass with whom? Say pass FIGURE, or type one of 1, 3, 5."),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Not understood: no figure called \"nobody\"; the figures are: "
                      "Sgt. Hoskins, Pte. Carter"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("There is no choice 9: type 1 to 6"), std::string::npos) << text;
  EXPECT_NE(text.find("Not understood: 'fly' is not an order or command; type help"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("Nothing was saved (no --save)."), std::string::npos) << text;
}

TEST(HumanPlayer, ManualDiceAskForEachRollAndAreSaved) {
  PlayArgs args = random_game(5);
  args.red = "human";
  args.blue = "human";
  args.dice = "manual";
  args.options = {"range=long"};
  args.save = scratch("manual.sav").string();
  const CommandRun r = play(args, "shoot hoskins at wilton\n7\n6\nshoot marsh at carter\n1\n");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Roll d6 for Sgt. Hoskins firing at Pte. Wilton (needs 4 or more): 7 is "
                       "not possible here"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("    d6 for Sgt. Hoskins firing at Pte. Wilton (needs 4 or more): 6, "
                       "success\n    Pte. Wilton falls dead\n"),
            std::string::npos)
      << r.out;
  const GameRecord saved = load_record(args.save);
  EXPECT_EQ(saved.actions.size(), 2u);
  EXPECT_EQ(saved.rolls, (std::vector<RecordedRoll>{{false, 6, 6}, {false, 6, 1}}));
  // The typed rolls replay the game exactly.
  const CommandRun again = replay_file(args.save);
  ASSERT_EQ(again.code, 0) << again.err;
  EXPECT_NE(again.out.find("Pte. Wilton falls dead"), std::string::npos) << again.out;
  EXPECT_NE(again.out.find("Pte. Carter is missed"), std::string::npos) << again.out;
}

TEST(HumanPlayer, EndOfInputMidRollLosesOnlyThatDecision) {
  PlayArgs args = random_game(5);
  args.red = "human";
  args.blue = "human";
  args.dice = "manual";
  args.options = {"range=long"};
  args.save = scratch("cut.sav").string();
  args.log = scratch("cut.jsonl").string();
  const CommandRun r = play(args, "1\nshoot marsh at carter\n");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("that decision is lost"), std::string::npos) << r.out;
  EXPECT_EQ(load_record(args.save).actions.size(), 1u);
  EXPECT_EQ(count_lines(slurp(args.log), "{\"kind\":\"decision\""), 1);
}

TEST(SaveAndResume, ResumedGameEndsAsTheUninterruptedOne) {
  PlayArgs whole = random_game(11);
  whole.save = scratch("whole.sav").string();
  ASSERT_EQ(play(whole).code, 0);
  const GameRecord full = load_record(whole.save);
  ASSERT_GT(full.actions.size(), 6u);

  // As if the program had been stopped after five decisions.
  GameRecord part = full;
  part.actions.resize(5);
  const std::string cut = scratch("part.sav").string();
  save_record(part, cut);
  const CommandRun r = play(resumed_by_random_players(cut));
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Resumed " + cut + " after 5 decisions"), std::string::npos) << r.out;
  EXPECT_EQ(load_record(cut), full);  // saved back into itself, to the same end
  EXPECT_EQ(final_hash(cut), final_hash(whole.save));
}

// Red a person who always takes the first choice, Blue random, seed 12:
// the whole game (its input to spare) saved as `whole`, and the same game
// stopped after Red's first three orders, saved as `part`.
struct PersonStops {
  std::string ones;
  PlayArgs whole;
  PlayArgs first;
  CommandRun stop;

  PersonStops(const std::string& whole_save, const std::string& part_save) {
    for (int i = 0; i < 200; ++i) ones += "1\n";
    whole = random_game(12);
    whole.red = "human";
    whole.save = scratch(whole_save).string();
    EXPECT_EQ(play(whole, ones).code, 0);
    first = whole;
    first.save = scratch(part_save).string();
    stop = play(first, "1\n1\n1\n");
  }
};

TEST(SaveAndResume, PersonStopsAndComesBack) {
  const PersonStops g("person_whole.sav", "person_part.sav");
  ASSERT_EQ(g.stop.code, 0) << g.stop.err;
  EXPECT_NE(g.stop.out.find("The game is saved in"), std::string::npos);

  PlayArgs resume;
  resume.red = "human";
  resume.blue = "random";
  resume.resume = g.first.save;
  const CommandRun rest = play(resume, g.ones);
  ASSERT_EQ(rest.code, 0) << rest.err;
  EXPECT_NE(rest.out.find("Result: "), std::string::npos) << rest.out;
  EXPECT_EQ(final_hash(g.first.save), final_hash(g.whole.save));
  EXPECT_EQ(load_record(g.first.save).actions, load_record(g.whole.save).actions);
}

// The save names its players, so the name of the save is all it takes to
// carry on; players named anew take their places (and the save says so).
TEST(SaveAndResume, TheSaveNamesItsPlayers) {
  const PersonStops g("named_whole.sav", "named_part.sav");
  ASSERT_EQ(g.stop.code, 0) << g.stop.err;
  EXPECT_EQ(load_record(g.first.save).players, (std::vector<std::string>{"human", "random"}));

  PlayArgs resume;
  resume.resume = g.first.save;
  const CommandRun rest = play(resume, g.ones);
  ASSERT_EQ(rest.code, 0) << rest.err;
  EXPECT_NE(rest.out.find("Result: "), std::string::npos) << rest.out;
  EXPECT_EQ(load_record(g.first.save).actions, load_record(g.whole.save).actions);
  // Told who plays on.
  EXPECT_NE(rest.out.find("Playing: Red human; Blue random\n"), std::string::npos) << rest.out;

  // Another player for Red from here on: the save names him, a computer
  // at its level.
  PlayArgs again;
  again.resume = scratch("named_other.sav").string();
  GameRecord part = load_record(g.whole.save);
  part.actions.resize(3);
  save_record(part, again.resume);
  again.red = "computer";  // the default level, named in full
  again.blue = "random";
  ASSERT_EQ(play(again).code, 0);
  EXPECT_EQ(load_record(again.resume).players, (std::vector<std::string>{"computer:3", "random"}));
}

// A save of an older build does not say who played: resuming it asks for
// them, and carries on once told.
TEST(SaveAndResume, ASaveThatNamesNoPlayersAsksForThem) {
  PlayArgs whole = random_game(11);
  whole.save = scratch("unnamed.sav").string();
  ASSERT_EQ(play(whole).code, 0);
  GameRecord part = load_record(whole.save);
  part.actions.resize(5);
  part.players.clear();
  const std::string cut = scratch("unnamed_part.sav").string();
  save_record(part, cut);
  PlayArgs resume;
  resume.resume = cut;
  const CommandRun r = play(resume);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find(cut + " does not say who played"), std::string::npos) << r.err;
  EXPECT_EQ(load_record(cut).actions.size(), 5u);  // untouched
  EXPECT_EQ(play(resumed_by_random_players(cut)).code, 0);
  EXPECT_EQ(final_hash(cut), final_hash(whole.save));
}

TEST(SaveAndResume, ResumeRefusesANewSeed) {
  PlayArgs whole = random_game(11);
  whole.save = scratch("seeded.sav").string();
  ASSERT_EQ(play(whole).code, 0);
  PlayArgs resume = random_game(12);
  resume.scenario.clear();
  resume.resume = whole.save;
  const CommandRun r = play(resume);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("leave out --seed"), std::string::npos) << r.err;
}

TEST(SaveAndResume, ChangedScenarioIsRefused) {
  PlayArgs whole = random_game(11);
  whole.save = scratch("changed.sav").string();
  ASSERT_EQ(play(whole).code, 0);
  const std::string moved = scratch("moved.yaml").string();
  std::ofstream(moved) << slurp(minimal_scenario_file()) << "# edited\n";
  PlayArgs resume;
  resume.scenario = moved;
  resume.red = "random";
  resume.blue = "random";
  resume.resume = whole.save;
  const CommandRun r = play(resume);
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("has changed since the game was played"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace skirmish
