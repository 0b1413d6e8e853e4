// Taking a decision back at the `play` prompt (`undo`): allowed only while
// no dice have fallen since, so the game played on is one the dice could
// have given; the save and the log keep only what stands.
#include "tools/skirmish/take_back.h"

#include <gtest/gtest.h>

#include "engine/rules/game_record.h"
#include "tests/tools/play_fixture.h"
#include "tools/skirmish/game_log.h"

namespace skirmish {
namespace {

using namespace play_test;
using Refusal = TakeBack::Refusal;

TEST(FindTakeBack, TheSidesLastAskedDecisionWithTheComputersAfterIt) {
  const std::vector<bool> person{true, false};
  // 0: red asked; 1: blue (computer); 2: red, the only choice; 3: blue.
  const std::vector<DecisionTrace> trail{{0, true, 0}, {1, true, 0}, {0, false, 0}, {1, true, 0}};
  const TakeBack back = find_take_back(trail, 0, person, false);
  ASSERT_TRUE(back.ok);
  EXPECT_EQ(back.keep, 0u);  // the unasked decision is passed over
}

TEST(FindTakeBack, RefusedWhereDiceFellSinceOrAnotherPersonDecided) {
  const std::vector<bool> person{true, false};
  const std::vector<DecisionTrace> rolled{{0, true, 0}, {1, true, 2}};
  TakeBack back = find_take_back(rolled, 0, person, false);
  EXPECT_FALSE(back.ok);
  EXPECT_EQ(back.refusal, Refusal::kDiceFell);
  EXPECT_EQ(back.rolled_at, 1u);
  // Dice on the decision itself count too.
  back = find_take_back({{0, true, 1}}, 0, person, false);
  EXPECT_EQ(back.refusal, Refusal::kDiceFell);
  // Dice typed in from a real table go back with their decisions.
  back = find_take_back(rolled, 0, person, true);
  ASSERT_TRUE(back.ok);
  EXPECT_EQ(back.keep, 0u);
  EXPECT_EQ(rolls_before({{0, true, 3}, {1, true, 2}, {0, true, 1}}, 2), 5u);

  const std::vector<bool> two_people{true, true};
  back = find_take_back({{0, true, 0}, {1, true, 0}}, 0, two_people, false);
  EXPECT_FALSE(back.ok);
  EXPECT_EQ(back.refusal, Refusal::kAnotherPerson);
  EXPECT_EQ(back.other_side, 1);

  back = find_take_back({{1, true, 0}}, 0, person, false);
  EXPECT_EQ(back.refusal, Refusal::kNothingYet);
}

// --undo strict: not past the computer's answer (an unasked one is no
// answer); --undo no: never.
TEST(FindTakeBack, StrictStopsAtTheComputersAnswerAndNoAtEverything) {
  const std::vector<bool> person{true, false};
  const std::vector<DecisionTrace> answered{{0, true, 0}, {1, true, 0}};
  TakeBack back = find_take_back(answered, 0, person, false, UndoRule::kStrict);
  EXPECT_FALSE(back.ok);
  EXPECT_EQ(back.refusal, Refusal::kComputerAnswered);
  EXPECT_EQ(back.other_side, 1);
  back = find_take_back({{0, true, 0}, {1, false, 0}}, 0, person, false, UndoRule::kStrict);
  ASSERT_TRUE(back.ok);
  EXPECT_EQ(back.keep, 0u);
  back = find_take_back({{0, true, 0}}, 0, person, false, UndoRule::kNo);
  EXPECT_FALSE(back.ok);
  EXPECT_EQ(back.refusal, Refusal::kNotAllowed);
  EXPECT_EQ(undo_rule_named("strict"), UndoRule::kStrict);
  EXPECT_EQ(undo_rule_named("yes"), UndoRule::kYes);
  EXPECT_EQ(undo_rule_named("no"), UndoRule::kNo);
  EXPECT_FALSE(undo_rule_named("sometimes"));
}

// The reference scenario with a person as the Crown and random rebels.
PlayArgs reference_for_a_person(uint64_t seed) {
  PlayArgs args;
  args.scenario = std::string(SKIRMISH_SOURCE_DIR) + "/scenarios/reference.yaml";
  args.red = "human";
  args.blue = "random";
  args.seed = seed;
  return args;
}

// A hold taken back and replaced by a shot ends as the game where the shot
// was chosen straight away: nothing of the hold is left, in the save or the
// log, and the dice go on as they would have.
TEST(TakeBackAtThePrompt, AHoldTakenBackIsAskedAgain) {
  PlayArgs straight = reference_for_a_person(7);
  straight.save = scratch("straight.sav").string();
  std::filesystem::remove(straight.save);
  ASSERT_EQ(play(straight, "1\n9\n1\n", builtin_registry()).code, 0);

  PlayArgs undone = reference_for_a_person(7);
  undone.save = scratch("undone.sav").string();
  undone.log = scratch("undone.jsonl").string();
  std::filesystem::remove(undone.save);
  // Every man for himself; Cpl Oakes holds; taken back; he shoots; Rfn Cobb holds.
  const CommandRun r = play(undone, "1\n1\nundo\n9\n1\n", builtin_registry());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Crown> Taken back: Cpl Oakes holds. Back to turn 1.\n\n"
                       "Turn 1: Crown to choose: a figure's action for Cpl Oakes\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(load_record(undone.save), load_record(straight.save));

  // The log says so, and replays to the same game.
  const std::string log = slurp(undone.log);
  EXPECT_NE(log.find("\n{\"kind\":\"take_back\",\"decisions\":2}\n"), std::string::npos) << log;
  const LoggedGame read = read_game_log(log, undone.log);
  EXPECT_EQ(read.record.actions, load_record(straight.save).actions);
  ReplayArgs again;
  again.file = undone.log;
  std::ostringstream out, err;
  EXPECT_EQ(run_replay(again, builtin_registry(), out, err), 0) << err.str();
  EXPECT_EQ(err.str(), "");
}

TEST(TakeBackAtThePrompt, RefusedOnceTheDiceHaveFallen) {
  PlayArgs args = reference_for_a_person(7);
  args.save = scratch("refused.sav").string();
  std::filesystem::remove(args.save);
  // Every man for himself; Oakes holds; Rfn Cobb shoots; undo.
  const CommandRun r = play(args, "1\n1\n9\nundo\n", builtin_registry());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Crown> Cannot take back: the dice fell for \"Rfn Cobb shoots at Abel "
                       "Adams\" (decision 4), and a decision is taken back only while no dice "
                       "have fallen since.\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(load_record(args.save).actions.size(), 4u);  // nothing lost
}

// Taking back after a resume: the resumed decisions are known as the
// played ones were.
TEST(TakeBackAtThePrompt, AfterAResume) {
  PlayArgs first = reference_for_a_person(7);
  first.save = scratch("resumed_undo.sav").string();
  std::filesystem::remove(first.save);
  ASSERT_EQ(play(first, "1\n1\n", builtin_registry()).code, 0);
  PlayArgs again;
  again.resume = first.save;
  again.red = "human";
  again.blue = "random";
  const CommandRun r = play(again, "undo\n", builtin_registry());
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Taken back: Cpl Oakes holds. Back to turn 1.\n"), std::string::npos)
      << r.out;
  EXPECT_EQ(load_record(first.save).actions.size(), 2u);
}

TEST(TakeBackAtThePrompt, NothingYetAndAnotherPersonsDecision) {
  PlayArgs args = random_game(5);
  args.red = "human";
  args.blue = "human";
  // Red's first decision: nothing to take back. Red moves, Blue moves,
  // and Red may not take back past Blue's decision.
  const CommandRun r = play(args, "undo\n2\n2\nundo\n");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Red> Cannot take back: your side has made no decision yet.\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Red> Cannot take back: Blue has decided since, and only they can take "
                       "that back.\n"),
            std::string::npos)
      << r.out;
}

// The computer's decisions since are taken back with the person's, and it
// chooses again once the person has.
TEST(TakeBackAtThePrompt, TheComputersDecisionsSinceGoWithIt) {
  PlayArgs args = random_game(5);
  args.red = "human";
  args.save = scratch("with_computer.sav").string();
  std::filesystem::remove(args.save);
  // Hoskins moves, Blue's Wilton moves; taken back; Carter moves instead.
  const CommandRun r = play(args, "2\nundo\n4\n");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Blue: Pte. Wilton moves to (6.0, 16.0)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Red> Taken back: Sgt. Hoskins moves to (6.0, 8.0), and the 1 decision "
                       "after it. Back to turn 1.\n"),
            std::string::npos)
      << r.out;
  const GameRecord saved = load_record(args.save);
  ASSERT_EQ(saved.actions.size(), 2u);  // Carter's move and Blue's answer to it
  EXPECT_EQ(saved.actions[0].actor, 1);
}

// The same game with --undo strict: Blue's answer stands in the way, and
// nothing is lost; with --undo no nothing is taken back at all.
TEST(TakeBackAtThePrompt, StrictAndNoRefuseWithTheReason) {
  PlayArgs args = random_game(5);
  args.red = "human";
  args.undo = "strict";
  args.save = scratch("strict.sav").string();
  std::filesystem::remove(args.save);
  CommandRun r = play(args, "2\nundo\n");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Red> Cannot take back: Blue has answered since, and with --undo strict a "
                       "decision is taken back only before the computer answers it.\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(load_record(args.save).actions.size(), 2u);

  args.undo = "no";
  std::filesystem::remove(args.save);
  r = play(args, "2\nundo\n");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Red> Cannot take back: this game is played with --undo no: every "
                       "decision stands.\n"),
            std::string::npos)
      << r.out;

  args.undo = "maybe";
  r = play(args, "");
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("play: --undo must be yes, strict or no, not \"maybe\""), std::string::npos)
      << r.err;
}

// With dice typed in from a real table, a roll typed wrong is put right by
// taking its decision back: the roll goes with it, in the save too.
TEST(TakeBackAtThePrompt, TypedDiceGoBackWithTheirDecision) {
  PlayArgs args = random_game(5);
  args.red = "human";
  args.dice = "manual";
  args.options = {"range=long"};
  args.save = scratch("typed_undo.sav").string();
  std::filesystem::remove(args.save);
  // Red types 1 for Hoskins's shot, takes it back (with Blue's move after
  // it) and types 6.
  const CommandRun r = play(args, "shoot hoskins at wilton\n1\nundo\nshoot hoskins at wilton\n6\n");
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(r.out.find("Red> Taken back: Sgt. Hoskins shoots at Pte. Wilton, and the 1 decision "
                       "after it. Back to turn 1.\n"),
            std::string::npos)
      << r.out;
  const GameRecord saved = load_record(args.save);
  EXPECT_EQ(saved.actions.size(), 2u);
  EXPECT_EQ(saved.rolls, (std::vector<RecordedRoll>{{false, 6, 6}}));
  const CommandRun again = replay_file(args.save);
  ASSERT_EQ(again.code, 0) << again.err;
}

TEST(GameLog, ATakeBackBeyondTheDecisionsMadeIsRefused) {
  PlayArgs args = random_game(5);
  args.log = scratch("bad_take_back.jsonl").string();
  ASSERT_EQ(play(args).code, 0);
  std::string log = slurp(args.log);
  // After the first decision's lines, a take_back of two.
  const auto second = log.find("{\"kind\":\"decision\",\"number\":2");
  ASSERT_NE(second, std::string::npos);
  log.insert(second, "{\"kind\":\"take_back\",\"decisions\":2}\n");
  const auto line = std::count(log.begin(), log.begin() + static_cast<long>(second), '\n') + 1;
  try {
    read_game_log(log, "bad.jsonl");
    FAIL() << "accepted";
  } catch (const RecordError& e) {
    EXPECT_EQ(std::string(e.what()),
              "bad.jsonl:" + std::to_string(line) +
                  ": field 'decisions' of a take_back should be a whole number below 1, the "
                  "decisions made so far");
  }
}

}  // namespace
}  // namespace skirmish
